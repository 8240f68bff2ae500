//! CSS style sheets of the CSS Object Model
//! (https://drafts.csswg.org/cssom/#css-style-sheets): the state behind a
//! `CSSStyleSheet` (its location, owner node, title, media, disabled flag
//! and rule tree) and the media list algorithms of `MediaList`.

use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::sync::atomic::{AtomicU64, Ordering};

use url::Url;

use super::rule::{CssomRule, RuleRef};
use crate::css::stylesheet::media::{media_query_list, parse_a_media_query};
use crate::css::stylesheet::{evaluate_media_query_list, ParseWarning, StyleSheet};
use crate::dom::NodeId;

/// A sheet, shared by its document's list of sheets, its rules (as their
/// parent style sheet) and the objects script holds.
pub type SheetRef = Rc<RefCell<CssStyleSheet>>;

/// https://drafts.csswg.org/cssom/#css-style-sheet
pub struct CssStyleSheet {
    /// Unique among the sheets of the process (the rule index's cache key).
    pub id: u64,
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-location
    /// (`None` for an inline or constructed sheet).
    pub location: Option<Url>,
    /// The URL the sheet's relative URLs resolve against.
    pub base: Option<Url>,
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-owner-node
    /// (`None` once the sheet is removed, and for a constructed sheet).
    pub owner_node: Option<NodeId>,
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-title
    pub title: Option<String>,
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-media, as written.
    pub media: String,
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-disabled-flag
    pub disabled: bool,
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-constructed-flag
    pub constructed: bool,
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-css-rules
    pub rules: Vec<RuleRef>,
    /// What the parser dropped.
    pub warnings: Vec<ParseWarning>,
    /// Counts changes to the rules, for the document's rule index.
    pub generation: u64,
}

impl CssStyleSheet {
    /// https://drafts.csswg.org/cssom/#create-a-css-style-sheet from parsed
    /// rules (the document adds it to its list).
    pub fn create(parsed: StyleSheet, location: Option<Url>, owner_node: Option<NodeId>, title: Option<String>, media: String) -> SheetRef {
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        let sheet = Rc::new(RefCell::new(CssStyleSheet {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            location,
            base: parsed.base.clone(),
            owner_node,
            title,
            media,
            disabled: false,
            constructed: false,
            rules: Vec::new(),
            warnings: parsed.warnings,
            generation: 0,
        }));
        let rules = rules_of(&sheet, parsed.rules);
        sheet.borrow_mut().rules = rules;
        sheet
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet:
    /// an empty constructed sheet.
    pub fn construct(base: Option<Url>, media: String, disabled: bool) -> SheetRef {
        let parsed = StyleSheet { base, rules: Vec::new(), warnings: Vec::new() };
        let sheet = CssStyleSheet::create(parsed, None, None, None, media);
        {
            let mut s = sheet.borrow_mut();
            s.disabled = disabled;
            s.constructed = true;
        }
        sheet
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-replacesync steps
    /// 2-4: the rules of `text`, without `@import` rules (which a
    /// constructed sheet may not have); true when some were dropped.
    pub fn replace_rules(sheet: &SheetRef, text: &str) -> bool {
        let base = sheet.borrow().base.clone();
        let mut parsed = StyleSheet::parse_with_base(text, base.as_ref());
        let before = parsed.rules.len();
        parsed.rules.retain(|r| !matches!(r, crate::css::stylesheet::CssRule::Import(_)));
        let dropped = parsed.rules.len() != before;
        let rules = rules_of(sheet, parsed.rules);
        let mut s = sheet.borrow_mut();
        for old in &s.rules {
            if let Ok(mut r) = old.try_borrow_mut() {
                r.parent_sheet = Weak::new();
            }
        }
        s.rules = rules;
        s.warnings = parsed.warnings;
        s.generation += 1;
        dropped
    }

    /// Whether the sheet applies: not disabled, and its media match.
    pub fn applies(&self) -> bool {
        !self.disabled && evaluate_media_query_list(&self.media)
    }

    /// The sheet's rules as the cascade takes them.
    pub fn to_stylesheet(&self) -> StyleSheet {
        StyleSheet { base: self.base.clone(), rules: self.rules.iter().map(|r| r.borrow().to_css_rule()).collect(), warnings: Vec::new() }
    }
}

fn rules_of(sheet: &SheetRef, parsed: Vec<crate::css::stylesheet::CssRule>) -> Vec<RuleRef> {
    let weak = Rc::downgrade(sheet);
    parsed.into_iter().filter_map(|r| CssomRule::from_parsed(r, Weak::new(), &weak)).collect()
}

/// https://drafts.csswg.org/cssom/#dom-medialist-mediatext (getting): the
/// media query list `media` serialized.
pub fn media_text(media: &str) -> String {
    crate::css::stylesheet::media::serialize_media_query_list(media)
}

/// https://drafts.csswg.org/cssom/#dom-medialist-item: the queries of `media`.
pub fn media_queries(media: &str) -> Vec<String> {
    media_query_list(media)
}

/// https://drafts.csswg.org/cssom/#dom-medialist-appendmedium: the new
/// media text, or `None` when nothing changes.
pub fn append_a_medium(media: &str, medium: &str) -> Option<String> {
    // 1. Let m be the result of parsing the given value.
    // 2. If m is null, then return.
    let m = parse_a_media_query(medium)?;
    // 3. If comparing m with any of the media queries in the collection of
    //    media queries returns true, then return.
    let mut queries = media_query_list(media);
    if queries.contains(&m) {
        return None;
    }
    // 4. Append m to the collection of media queries.
    queries.push(m);
    Some(queries.join(", "))
}

/// https://drafts.csswg.org/cssom/#dom-medialist-deletemedium: the new
/// media text, or `Err(())` for the NotFoundError (nothing was removed).
#[allow(clippy::result_unit_err)]
pub fn delete_a_medium(media: &str, medium: &str) -> Result<Option<String>, ()> {
    // 1. Let m be the result of parsing the given value.
    // 2. If m is null, then return.
    let Some(m) = parse_a_media_query(medium) else { return Ok(None) };
    // 3. Remove any media query from the collection of media queries for which comparing it with m returns true.
    let mut queries = media_query_list(media);
    let before = queries.len();
    queries.retain(|q| *q != m);
    // 4. If nothing was removed, then throw a NotFoundError exception.
    if queries.len() == before {
        return Err(());
    }
    Ok(Some(queries.join(", ")))
}
