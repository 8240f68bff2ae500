//! CSS rules of the CSS Object Model (https://drafts.csswg.org/cssom/#css-rules):
//! the rule tree of a CSS style sheet as script sees and changes it, with
//! each rule's parent rule and parent style sheet, serialization, and the
//! "insert a CSS rule" and "remove a CSS rule" algorithms.
//!
//! A sheet's rules are parsed once ([`crate::css::stylesheet::StyleSheet`])
//! and turned into this tree; the cascade gets them back as a
//! `StyleSheet` ([`super::sheet::CssStyleSheet::to_stylesheet`]) whenever
//! the sheet's generation changes.

use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::sync::Arc;

use cssparser::ToCss;
use selectors::parser::SelectorList;
use url::Url;

use super::sheet::CssStyleSheet;
use super::DeclarationBlock;
use crate::css::stylesheet::{evaluate_media_query_list, CssRule, ImportRule, StyleRule, StyleSheet};
use crate::dom::select::Impl;

/// A rule of the tree, shared by the sheet (or its parent rule) and the
/// objects script holds.
pub type RuleRef = Rc<RefCell<CssomRule>>;

/// https://drafts.csswg.org/cssom/#concept-css-rule
pub struct CssomRule {
    pub data: RuleData,
    /// https://drafts.csswg.org/cssom/#concept-css-rule-parent-css-rule
    pub parent_rule: Weak<RefCell<CssomRule>>,
    /// https://drafts.csswg.org/cssom/#concept-css-rule-parent-css-style-sheet
    pub parent_sheet: Weak<RefCell<CssStyleSheet>>,
}

/// What a rule is (the kinds the parser keeps).
pub enum RuleData {
    /// https://drafts.csswg.org/cssom/#the-cssstylerule-interface, with the
    /// rules nested in it (https://drafts.csswg.org/css-nesting-1/).
    /// `written` is a nested rule's selector list as written (relative, with `&`).
    Style { selectors: SelectorList<Impl>, written: Option<SelectorList<Impl>>, declarations: DeclarationBlock, rules: Vec<RuleRef> },
    /// https://drafts.csswg.org/css-conditional-3/#the-cssmediarule-interface
    Media { media: String, rules: Vec<RuleRef> },
    /// https://drafts.csswg.org/css-conditional-3/#the-csssupportsrule-interface
    Supports { condition: String, matches: bool, rules: Vec<RuleRef> },
    /// https://drafts.csswg.org/css-cascade-5/#the-csslayerblockrule-interface
    LayerBlock { name: Option<String>, rules: Vec<RuleRef> },
    /// https://drafts.csswg.org/css-cascade-5/#the-csslayerstatementrule-interface
    LayerStatement { names: Vec<String> },
    /// https://drafts.csswg.org/cssom/#the-cssimportrule-interface
    Import(ImportRule),
    /// An at-rule that does not style elements, kept as written.
    Other { name: String, text: String },
}

/// Why inserting or removing a rule failed: the DOMException to throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    IndexSize,
    Syntax,
    HierarchyRequest,
    InvalidState,
}

impl RuleError {
    /// The DOMException's name.
    pub fn name(self) -> &'static str {
        match self {
            RuleError::IndexSize => "IndexSizeError",
            RuleError::Syntax => "SyntaxError",
            RuleError::HierarchyRequest => "HierarchyRequestError",
            RuleError::InvalidState => "InvalidStateError",
        }
    }
}

/// Where a rule list is: the top level of a sheet, or the body of a rule
/// (a style rule's selectors are the parent of the rules nested in it).
pub struct ListContext<'a> {
    pub base: Option<&'a Url>,
    pub parent_selectors: Option<SelectorList<Impl>>,
    pub top_level: bool,
    pub parent_rule: Weak<RefCell<CssomRule>>,
    pub parent_sheet: Weak<RefCell<CssStyleSheet>>,
}

impl CssomRule {
    /// The tree of a parsed rule, with `parent_rule` and `parent_sheet`.
    /// `@charset` rules are dropped (CSSOM has none).
    pub fn from_parsed(rule: CssRule, parent_rule: Weak<RefCell<CssomRule>>, parent_sheet: &Weak<RefCell<CssStyleSheet>>) -> Option<RuleRef> {
        let (data, children) = match rule {
            CssRule::Style(s) => {
                let declarations = Arc::try_unwrap(s.declarations).unwrap_or_else(|shared| (*shared).clone());
                (RuleData::Style { selectors: s.selectors, written: s.written, declarations, rules: Vec::new() }, s.rules)
            }
            CssRule::Media { query, rules, .. } => (RuleData::Media { media: query, rules: Vec::new() }, rules),
            CssRule::Supports { condition, matches, rules } => (RuleData::Supports { condition, matches, rules: Vec::new() }, rules),
            CssRule::LayerBlock { name, rules } => (RuleData::LayerBlock { name, rules: Vec::new() }, rules),
            CssRule::LayerStatement { names } => (RuleData::LayerStatement { names }, Vec::new()),
            CssRule::Import(i) => (RuleData::Import(i), Vec::new()),
            CssRule::Other { name, .. } if name == "charset" => return None,
            CssRule::Other { name, text } => (RuleData::Other { name, text }, Vec::new()),
        };
        let rule = Rc::new(RefCell::new(CssomRule { data, parent_rule, parent_sheet: parent_sheet.clone() }));
        let kids: Vec<RuleRef> = children.into_iter().filter_map(|c| CssomRule::from_parsed(c, Rc::downgrade(&rule), parent_sheet)).collect();
        if let Some(list) = rule.borrow_mut().child_rules_mut() {
            *list = kids;
        }
        Some(rule)
    }

    /// The rule as the cascade takes it.
    pub fn to_css_rule(&self) -> CssRule {
        let kids = |rules: &[RuleRef]| rules.iter().map(|r| r.borrow().to_css_rule()).collect::<Vec<_>>();
        match &self.data {
            RuleData::Style { selectors, written, declarations, rules } => CssRule::Style(StyleRule {
                selectors: selectors.clone(),
                written: written.clone(),
                declarations: Arc::new(declarations.clone()),
                rules: kids(rules),
            }),
            RuleData::Media { media, rules } => CssRule::Media { query: media.clone(), matches: evaluate_media_query_list(media), rules: kids(rules) },
            RuleData::Supports { condition, matches, rules } => CssRule::Supports { condition: condition.clone(), matches: *matches, rules: kids(rules) },
            RuleData::LayerBlock { name, rules } => CssRule::LayerBlock { name: name.clone(), rules: kids(rules) },
            RuleData::LayerStatement { names } => CssRule::LayerStatement { names: names.clone() },
            RuleData::Import(i) => CssRule::Import(i.clone()),
            RuleData::Other { name, text } => CssRule::Other { name: name.clone(), text: text.clone() },
        }
    }

    /// The rules nested in this one, for a rule that has a rule list.
    pub fn child_rules(&self) -> Option<&Vec<RuleRef>> {
        match &self.data {
            RuleData::Style { rules, .. } | RuleData::Media { rules, .. } | RuleData::Supports { rules, .. } | RuleData::LayerBlock { rules, .. } => Some(rules),
            _ => None,
        }
    }

    pub fn child_rules_mut(&mut self) -> Option<&mut Vec<RuleRef>> {
        match &mut self.data {
            RuleData::Style { rules, .. } | RuleData::Media { rules, .. } | RuleData::Supports { rules, .. } | RuleData::LayerBlock { rules, .. } => Some(rules),
            _ => None,
        }
    }

    /// https://drafts.csswg.org/cssom/#dom-cssrule-type
    pub fn type_(&self) -> u16 {
        match &self.data {
            RuleData::Style { .. } => 1,
            RuleData::Import(_) => 3,
            RuleData::Media { .. } => 4,
            RuleData::Supports { .. } => 12,
            RuleData::LayerBlock { .. } | RuleData::LayerStatement { .. } => 0,
            RuleData::Other { name, .. } => match name.as_str() {
                "font-face" => 5,
                "page" => 6,
                "keyframes" | "-webkit-keyframes" => 7,
                "namespace" => 10,
                "counter-style" => 11,
                "font-feature-values" => 14,
                _ => 0,
            },
        }
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstylerule-selectortext
    /// (getting): the selector list serialized, as written for a nested rule.
    pub fn selector_text(&self) -> String {
        match &self.data {
            RuleData::Style { written: Some(w), .. } => w.to_css_string(),
            RuleData::Style { selectors, .. } => selectors.to_css_string(),
            _ => String::new(),
        }
    }

    /// The selectors of the style rule this rule is or is nested in: the
    /// parent selectors of the rules inserted into it.
    pub fn nesting_selectors(&self) -> Option<SelectorList<Impl>> {
        if let RuleData::Style { selectors, .. } = &self.data {
            return Some(selectors.clone());
        }
        let parent = self.parent_rule.upgrade()?;
        let p = parent.try_borrow().ok()?;
        p.nesting_selectors()
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstylerule-selectortext
    /// (setting): parse the value as a selector list (relative to the
    /// parent's selectors in a nested rule); when it parses, it replaces
    /// the rule's selectors. Returns whether it did.
    pub fn set_selector_text(&mut self, text: &str) -> bool {
        let parent = self.parent_rule.upgrade().and_then(|p| p.try_borrow().ok().and_then(|p| p.nesting_selectors()));
        let mut input = cssparser::Parser::new(text);
        let parsed = crate::dom::select::parse_style_rule_selectors(&mut input, parent.is_some());
        let Ok(list) = parsed else { return false };
        if !input.is_exhausted() {
            return false;
        }
        let (replaced, as_written) = match &parent {
            Some(p) => (list.replace_parent_selector(p), Some(list)),
            None => (list, None),
        };
        match &mut self.data {
            RuleData::Style { selectors, written, .. } => {
                *selectors = replaced;
                *written = as_written;
                self.touch();
                true
            }
            _ => false,
        }
    }

    /// Records a change to the rule for its sheet's rule index.
    pub fn touch(&self) {
        if let Some(sheet) = self.parent_sheet.upgrade() {
            if let Ok(mut s) = sheet.try_borrow_mut() {
                s.generation += 1;
            }
        }
    }

    /// https://drafts.csswg.org/cssom/#serialize-a-css-rule
    pub fn serialize_a_css_rule(&self) -> String {
        match &self.data {
            // The selectors, then " { ", the declarations, " }"; or, with
            // nested rules, " {", the declarations and each rule on a line
            // of its own indented by two spaces, and "}" on the last.
            RuleData::Style { declarations, rules, .. } => {
                let mut out = self.selector_text();
                let decls = declarations.css_text();
                if rules.is_empty() {
                    out.push_str(" {");
                    if !decls.is_empty() {
                        out.push(' ');
                        out.push_str(&decls);
                    }
                    out.push_str(" }");
                    return out;
                }
                out.push_str(" {");
                if !decls.is_empty() {
                    out.push_str("\n  ");
                    out.push_str(&decls);
                }
                for r in rules {
                    out.push_str("\n  ");
                    out.push_str(&r.borrow().serialize_a_css_rule());
                }
                out.push_str("\n}");
                out
            }
            // "@media", a space, the media list, a space (two spaces when the list is empty).
            RuleData::Media { media, rules } => {
                let list = crate::css::stylesheet::media::serialize_media_query_list(media);
                block(&format!("@media {list}"), "", rules)
            }
            RuleData::Supports { condition, rules, .. } => block("@supports", condition, rules),
            RuleData::LayerBlock { name, rules } => block("@layer", name.as_deref().unwrap_or_default(), rules),
            RuleData::LayerStatement { names } => format!("@layer {};", names.join(", ")),
            RuleData::Import(i) => {
                let mut out = format!("@import url({})", css_string(&i.href));
                match &i.layer {
                    Some(Some(name)) => out.push_str(&format!(" layer({name})")),
                    Some(None) => out.push_str(" layer"),
                    None => {}
                }
                if let Some(supports) = &i.supports {
                    out.push_str(&format!(" supports({supports})"));
                }
                let media = crate::css::stylesheet::media::serialize_media_query_list(&i.media);
                if !media.is_empty() {
                    out.push(' ');
                    out.push_str(&media);
                }
                out.push(';');
                out
            }
            RuleData::Other { text, .. } => text.clone(),
        }
    }
}

/// A grouping rule: `@name prelude {`, each rule on its own line indented
/// by two spaces, `}` (as Chromium and Gecko print them).
fn block(at: &str, prelude: &str, rules: &[RuleRef]) -> String {
    let mut out = String::from(at);
    if !prelude.is_empty() {
        out.push(' ');
        out.push_str(prelude);
    }
    out.push_str(" {");
    for r in rules {
        out.push_str("\n  ");
        out.push_str(&r.borrow().serialize_a_css_rule());
    }
    out.push_str("\n}");
    out
}

/// https://drafts.csswg.org/cssom/#serialize-a-string
fn css_string(s: &str) -> String {
    let mut out = String::new();
    let _ = cssparser::serialize_string(s, &mut out);
    out
}

fn is_import(r: &RuleRef) -> bool {
    matches!(r.borrow().data, RuleData::Import(_))
}

fn is_namespace(r: &RuleRef) -> bool {
    matches!(&r.borrow().data, RuleData::Other { name, .. } if name == "namespace")
}

fn is_layer_statement(r: &RuleRef) -> bool {
    matches!(r.borrow().data, RuleData::LayerStatement { .. })
}

/// https://drafts.csswg.org/cssom/#insert-a-css-rule
pub fn insert_a_css_rule(list: &mut Vec<RuleRef>, rule: &str, index: u32, context: ListContext<'_>) -> Result<u32, RuleError> {
    // 1. Set length to the number of items in list.
    let length = list.len();
    let index = index as usize;
    // 2. If index is greater than length, then throw an IndexSizeError exception.
    if index > length {
        return Err(RuleError::IndexSize);
    }
    // 3. Set new rule to the results of performing parse a CSS rule on argument rule.
    // 4-5. If new rule is a syntax error, throw a SyntaxError exception.
    let parsed = StyleSheet::parse_a_css_rule(rule, context.base, context.parent_selectors.clone()).ok_or(RuleError::Syntax)?;
    let new_rule = CssomRule::from_parsed(parsed, context.parent_rule, &context.parent_sheet).ok_or(RuleError::Syntax)?;
    // 6. If new rule cannot be inserted into list at the zero-indexed position
    //    index due to constraints specified by CSS, then throw a HierarchyRequestError:
    //    `@import` and `@namespace` only at the top of a sheet, `@import`
    //    before everything but `@layer` statements, `@namespace` after
    //    `@import` and before everything else.
    let (before, after) = list.split_at(index);
    let allowed = if is_import(&new_rule) {
        context.top_level && before.iter().all(|r| is_import(r) || is_layer_statement(r))
    } else if is_namespace(&new_rule) {
        context.top_level && before.iter().all(|r| is_import(r) || is_namespace(r) || is_layer_statement(r)) && !after.iter().any(is_import)
    } else if is_layer_statement(&new_rule) {
        true
    } else {
        !after.iter().any(|r| is_import(r) || is_namespace(r))
    };
    if !allowed {
        return Err(RuleError::HierarchyRequest);
    }
    // 7. If new rule is an @namespace at-rule, and list contains anything
    //    other than @import at-rules and @namespace at-rules, throw an InvalidStateError.
    if is_namespace(&new_rule) && list.iter().any(|r| !is_import(r) && !is_namespace(r)) {
        return Err(RuleError::InvalidState);
    }
    // 8. Insert new rule into list at the zero-indexed position index.
    list.insert(index, new_rule);
    // 9. Return index.
    Ok(index as u32)
}

/// https://drafts.csswg.org/cssom/#remove-a-css-rule: the removed rule.
pub fn remove_a_css_rule(list: &mut Vec<RuleRef>, index: u32) -> Result<RuleRef, RuleError> {
    // 1. Set length to the number of items in list.
    // 2. If index is greater than or equal to length, then throw an IndexSizeError exception.
    let index = index as usize;
    if index >= list.len() {
        return Err(RuleError::IndexSize);
    }
    // 3. Set old rule to the indexth item in list.
    let old = list[index].clone();
    // 4. If old rule is an @namespace at-rule, and list contains anything
    //    other than @import at-rules, and @namespace at-rules, throw an InvalidStateError.
    if is_namespace(&old) && list.iter().any(|r| !is_import(r) && !is_namespace(r)) {
        return Err(RuleError::InvalidState);
    }
    // 5. Remove rule old rule from list at the zero-indexed position index.
    list.remove(index);
    // 6. Set old rule's parent CSS rule and parent CSS style sheet to null.
    if let Ok(mut r) = old.try_borrow_mut() {
        r.parent_rule = Weak::new();
        r.parent_sheet = Weak::new();
    }
    Ok(old)
}
