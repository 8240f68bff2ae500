//! https://drafts.csswg.org/cssom/#the-cssstylesheet-interface: a sheet's
//! rules, and constructed sheets. A constructed sheet (`new
//! CSSStyleSheet()`) holds rules script can read and change; it applies to
//! no document, since the engine has no `adoptedStyleSheets` (which is
//! absent rather than ignored).

use std::rc::Rc;

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use runtime::css::cssom::rule::{insert_a_css_rule, remove_a_css_rule, ListContext, RuleError};
use runtime::css::cssom::sheet::CssStyleSheet;

use crate::cssom::stylesheet::sheet_of;
use crate::generated::{CSSStyleSheetInit, CSSStyleSheetMethods, Interface, MediaListOrDOMString};
use crate::host::host;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_with_proto, same_object};

pub struct CSSStyleSheet;

/// The DOMException of a failed rule insertion or removal.
pub fn rule_error(ctx: &mut Context, e: RuleError, op: &str) -> boa_engine::JsError {
    let message = match e {
        RuleError::IndexSize => format!("Failed to execute '{op}': the index is out of range."),
        RuleError::Syntax => format!("Failed to execute '{op}': the rule does not parse as one CSS rule."),
        RuleError::HierarchyRequest => format!("Failed to execute '{op}': the rule may not be inserted at that position."),
        RuleError::InvalidState => format!("Failed to execute '{op}': @namespace rules can only change in a sheet of @import and @namespace rules."),
    };
    dom_exception(ctx, e.name(), &message)
}

/// https://drafts.csswg.org/cssom/#dom-cssstylesheet-insertrule, after
/// the origin-clean check (every sheet the engine reads is same-origin or
/// constructed).
fn insert_rule(ctx: &mut Context, this: &JsObject, rule: &str, index: u32) -> JsResult<u32> {
    let (sheet, _) = sheet_of(this)?;
    let base = sheet.borrow().base.clone();
    let context = ListContext { base: base.as_ref(), parent_selectors: None, top_level: true, parent_rule: std::rc::Weak::new(), parent_sheet: Rc::downgrade(&sheet) };
    // 2. If the disallow modification flag is set, throw a NotAllowedError (never set: replace() is synchronous here).
    // 3-4. Return the result of invoking insert a CSS rule rule in the CSS rules at index.
    //    (A constructed sheet may not get an @import: a SyntaxError.)
    let is_import = rule.trim_start().get(..7).is_some_and(|p| p.eq_ignore_ascii_case("@import"));
    if sheet.borrow().constructed && is_import {
        return Err(rule_error(ctx, RuleError::Syntax, "insertRule"));
    }
    let result = {
        let mut s = sheet.borrow_mut();
        let r = insert_a_css_rule(&mut s.rules, rule, index, context);
        if r.is_ok() {
            s.generation += 1;
        }
        r
    };
    result.map_err(|e| rule_error(ctx, e, "insertRule"))
}

/// https://drafts.csswg.org/cssom/#dom-cssstylesheet-deleterule
fn delete_rule(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<()> {
    let (sheet, _) = sheet_of(this)?;
    let result = {
        let mut s = sheet.borrow_mut();
        let r = remove_a_css_rule(&mut s.rules, index);
        if r.is_ok() {
            s.generation += 1;
        }
        r
    };
    result.map(|_| ()).map_err(|e| rule_error(ctx, e, "deleteRule"))
}

impl CSSStyleSheetMethods for CSSStyleSheet {
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
    fn constructor(ctx: &mut Context, proto: JsObject, options: CSSStyleSheetInit) -> JsResult<JsObject> {
        // 1. Construct a new CSSStyleSheet object sheet.
        // 2. Set sheet's location to the base URL of the associated Document for the current global object.
        let doc = crate::host::current_doc(ctx);
        let doc_base = crate::html::urls::document_base_url(ctx, doc);
        // 4. Set sheet's stylesheet base URL to the baseURL attribute value from options.
        // 5. If the baseURL attribute of options was set, parse it relative
        //    to the document's base URL; on failure throw a NotAllowedError.
        let base = match &options.base_url {
            Some(b) => {
                let b = b.to_std_string_lossy();
                match doc_base.as_ref().map(|d| d.join(&b)) {
                    Some(Ok(u)) => Some(u),
                    _ => return Err(dom_exception(ctx, "NotAllowedError", &format!("Failed to construct 'CSSStyleSheet': '{b}' is not a valid base URL."))),
                }
            }
            None => doc_base.clone(),
        };
        // 7. If the media attribute of options is a string, create a
        //    MediaList from it; else serialize it and create one from the result.
        let media = match &options.media {
            MediaListOrDOMString::DOMString(s) => s.to_std_string_lossy(),
            MediaListOrDOMString::MediaList(list) => crate::cssom::medialist::media_text(ctx, list)?,
        };
        // 8. If the disabled attribute of options is true, set sheet's disabled flag.
        // 9. Return sheet.
        let sheet = CssStyleSheet::construct(base, media, options.disabled);
        let obj = reflect_with_proto(ctx, proto, Interface::CSSStyleSheet, DomKind::StyleSheet { sheet: sheet.clone(), doc })?;
        host(ctx).objects_mut(doc, |o| o.cssom_wrappers.insert(Rc::as_ptr(&sheet) as usize, obj.clone()));
        Ok(obj)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-ownerrule (imports are not fetched: none).
    fn get_owner_rule(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssrules
    fn get_css_rules(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "cssRules", |ctx| crate::cssom::cssrulelist::rule_list(ctx, this))
    }
    fn insert_rule(ctx: &mut Context, this: &JsObject, rule: JsString, index: u32) -> JsResult<u32> {
        insert_rule(ctx, this, &rule.to_std_string_lossy(), index)
    }
    fn delete_rule(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<()> {
        delete_rule(ctx, this, index)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-replace: the
    /// rules are replaced at once (there are no imports to wait for).
    fn replace(ctx: &mut Context, this: &JsObject, text: String) -> JsResult<JsPromise> {
        match Self::replace_sync(ctx, this, text) {
            Ok(()) => JsPromise::resolve(JsValue::from(this.clone()), ctx),
            Err(e) => {
                let v = crate::webidl::exception::error_value(e, ctx);
                JsPromise::reject(boa_engine::JsError::from_opaque(v), ctx)
            }
        }
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-replacesync
    fn replace_sync(ctx: &mut Context, this: &JsObject, text: String) -> JsResult<()> {
        let (sheet, _) = sheet_of(this)?;
        // 1. If the constructed flag is not set, or the disallow modification flag is set, throw a NotAllowedError.
        if !sheet.borrow().constructed {
            return Err(dom_exception(ctx, "NotAllowedError", "Failed to execute 'replaceSync' on 'CSSStyleSheet': Can't call replaceSync on non-constructed CSSStyleSheets."));
        }
        // 2-4. Parse the rules, drop @import rules, set the sheet's rules.
        if CssStyleSheet::replace_rules(&sheet, &text) {
            crate::console::console::engine_warning(ctx, "CSSStyleSheet: @import rules are not allowed in a constructed style sheet; they were dropped.");
        }
        Ok(())
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-rules
    fn get_rules(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        Self::get_css_rules(ctx, this)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-addrule
    fn add_rule(ctx: &mut Context, this: &JsObject, selector: JsString, style: JsString, index: Option<u32>) -> JsResult<i32> {
        // 1. Let rule be an empty string.
        // 2-6. Append selector, " { ", style (if not empty) and " ", then "}".
        let style = style.to_std_string_lossy();
        let mut rule = format!("{} {{ ", selector.to_std_string_lossy());
        if !style.is_empty() {
            rule.push_str(&style);
            rule.push(' ');
        }
        rule.push('}');
        // 7. If index is not provided, set it to the number of rules in the sheet.
        let (sheet, _) = sheet_of(this)?;
        let index = index.unwrap_or(sheet.borrow().rules.len() as u32);
        // 8. Call insertRule(), with rule and index as arguments.
        insert_rule(ctx, this, &rule, index)?;
        // 9. Return -1.
        Ok(-1)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-removerule
    fn remove_rule(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<()> {
        delete_rule(ctx, this, index)
    }
}
