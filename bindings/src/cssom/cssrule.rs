//! https://drafts.csswg.org/cssom/#the-cssrule-interface, the base of the
//! rule interfaces (each in its module), over the runtime's rule tree
//! (`runtime::css::cssom::rule`). A rule's wrapper is the same object for
//! as long as its document lives; its interface follows the rule's kind
//! (at-rules the engine keeps as text, such as `@font-face`, are plain
//! `CSSRule`s with their `type` and `cssText`).

use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::rule::{RuleData, RuleRef};

use crate::cssom::stylesheet::{cssom_wrapper, sheet_wrapper};
use crate::generated::{CSSRuleMethods, Interface};
use crate::host::DocId;
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::DomObject;

pub struct CSSRule;

/// The interface of a rule's wrapper.
fn interface_of(data: &RuleData) -> Interface {
    match data {
        RuleData::Style { .. } => Interface::CSSStyleRule,
        RuleData::Media { .. } => Interface::CSSMediaRule,
        RuleData::Supports { .. } => Interface::CSSSupportsRule,
        RuleData::LayerBlock { .. } => Interface::CSSLayerBlockRule,
        RuleData::LayerStatement { .. } => Interface::CSSLayerStatementRule,
        RuleData::Import(_) => Interface::CSSImportRule,
        RuleData::Other { .. } => Interface::CSSRule,
    }
}

/// The wrapper of `rule` (a rule of a sheet of `doc`), the same object each time.
pub fn rule_wrapper(ctx: &mut Context, doc: DocId, rule: &RuleRef) -> JsResult<JsObject> {
    let iface = interface_of(&rule.borrow().data);
    cssom_wrapper(ctx, doc, Rc::as_ptr(rule) as usize, iface, || DomKind::CssRule { rule: rule.clone(), doc })
}

/// The rule of a CSSRule object, and its document.
pub fn rule_of(this: &JsObject) -> JsResult<(RuleRef, DocId)> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a CSSRule"))?;
    match &d.kind {
        DomKind::CssRule { rule, doc } => Ok((rule.clone(), *doc)),
        _ => Err(type_error("not a CSSRule")),
    }
}

/// Runs `f` on the rule's data.
pub fn with_data<R>(this: &JsObject, f: impl FnOnce(&RuleData) -> R) -> JsResult<R> {
    let (rule, _) = rule_of(this)?;
    let r = rule.borrow();
    Ok(f(&r.data))
}

impl CSSRuleMethods for CSSRule {
    /// https://drafts.csswg.org/cssom/#dom-cssrule-csstext
    fn get_css_text(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let (rule, _) = rule_of(this)?;
        let text = rule.borrow().serialize_a_css_rule();
        Ok(JsString::from(text))
    }
    /// Setting does nothing.
    fn set_css_text(_: &mut Context, _this: &JsObject, _value: JsString) -> JsResult<()> {
        Ok(())
    }
    /// https://drafts.csswg.org/cssom/#dom-cssrule-parentrule
    fn get_parent_rule(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (rule, doc) = rule_of(this)?;
        let parent = rule.borrow().parent_rule.upgrade();
        parent.map(|p| rule_wrapper(ctx, doc, &p)).transpose()
    }
    /// https://drafts.csswg.org/cssom/#dom-cssrule-parentstylesheet
    fn get_parent_style_sheet(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (rule, doc) = rule_of(this)?;
        let sheet = rule.borrow().parent_sheet.upgrade();
        sheet.map(|s| sheet_wrapper(ctx, doc, &s)).transpose()
    }
    /// https://drafts.csswg.org/cssom/#dom-cssrule-type
    fn get_type(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        let (rule, _) = rule_of(this)?;
        let t = rule.borrow().type_();
        Ok(t)
    }
}
