//! https://drafts.csswg.org/cssom/#the-cssrulelist-interface: the live
//! list of a sheet's rules or a grouping rule's child rules.

use boa_engine::{Context, JsObject, JsResult};
use runtime::css::cssom::rule::RuleRef;

use crate::cssom::cssrule::{rule_of, rule_wrapper};
use crate::cssom::stylesheet::sheet_of;
use crate::generated::{CSSRuleListMethods, Interface};
use crate::host::DocId;
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct CSSRuleList;

/// The rule list of a sheet or a rule wrapper: the rules now.
fn child_rules(owner: &JsObject) -> JsResult<(Vec<RuleRef>, DocId)> {
    if let Ok((sheet, doc)) = sheet_of(owner) {
        let rules = sheet.borrow().rules.clone();
        return Ok((rules, doc));
    }
    let (rule, doc) = rule_of(owner)?;
    let rules = rule.borrow().child_rules().cloned().unwrap_or_default();
    Ok((rules, doc))
}

/// A new CSSRuleList of `owner` (a CSSStyleSheet or a grouping rule).
pub fn rule_list(ctx: &mut Context, owner: &JsObject) -> JsResult<JsObject> {
    reflect(ctx, Interface::CSSRuleList, DomKind::CssomPart { owner: owner.clone() })
}

fn list_owner(this: &JsObject) -> JsResult<JsObject> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a CSSRuleList"))?;
    match &d.kind {
        DomKind::CssomPart { owner } => Ok(owner.clone()),
        _ => Err(type_error("not a CSSRuleList")),
    }
}

impl CSSRuleListMethods for CSSRuleList {
    /// https://drafts.csswg.org/cssom/#dom-cssrulelist-item
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        let (rules, doc) = child_rules(&list_owner(this)?)?;
        rules.get(index as usize).map(|r| rule_wrapper(ctx, doc, r)).transpose()
    }
    /// https://drafts.csswg.org/cssom/#dom-cssrulelist-length
    fn get_length(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(child_rules(&list_owner(this)?)?.0.len() as u32)
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Self::get_length(ctx, this)
    }
}
