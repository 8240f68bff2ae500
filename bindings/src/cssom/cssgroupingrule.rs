//! https://drafts.csswg.org/cssom/#the-cssgroupingrule-interface: a rule
//! with child rules (`@media`, `@supports`, `@layer` blocks, style rules).

use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::rule::{insert_a_css_rule, remove_a_css_rule, ListContext};

use crate::cssom::cssrule::rule_of;
use crate::cssom::cssrulelist::rule_list;
use crate::cssom::cssstylesheet::rule_error;
use crate::generated::CSSGroupingRuleMethods;
use crate::webidl::convert::type_error;
use crate::webidl::reflect::same_object;

pub struct CSSGroupingRule;

impl CSSGroupingRuleMethods for CSSGroupingRule {
    /// https://drafts.csswg.org/cssom/#dom-cssgroupingrule-cssrules
    fn get_css_rules(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "cssRules", |ctx| rule_list(ctx, this))
    }
    /// https://drafts.csswg.org/cssom/#dom-cssgroupingrule-insertrule:
    /// insert a CSS rule into the child CSS rules (nested in the style rule
    /// this is or is in, if any).
    fn insert_rule(ctx: &mut Context, this: &JsObject, rule: JsString, index: u32) -> JsResult<u32> {
        let (owner, _) = rule_of(this)?;
        let (parent_selectors, parent_sheet, base) = {
            let o = owner.borrow();
            let base = o.parent_sheet.upgrade().and_then(|s| s.try_borrow().ok().and_then(|s| s.base.clone()));
            (o.nesting_selectors(), o.parent_sheet.clone(), base)
        };
        let context = ListContext { base: base.as_ref(), parent_selectors, top_level: false, parent_rule: Rc::downgrade(&owner), parent_sheet };
        let result = {
            let mut o = owner.borrow_mut();
            match o.child_rules_mut() {
                Some(list) => insert_a_css_rule(list, &rule.to_std_string_lossy(), index, context),
                None => return Err(type_error("not a CSSGroupingRule")),
            }
        };
        let index = result.map_err(|e| rule_error(ctx, e, "insertRule"))?;
        owner.borrow().touch();
        Ok(index)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssgroupingrule-deleterule
    fn delete_rule(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<()> {
        let (owner, _) = rule_of(this)?;
        let result = {
            let mut o = owner.borrow_mut();
            match o.child_rules_mut() {
                Some(list) => remove_a_css_rule(list, index),
                None => return Err(type_error("not a CSSGroupingRule")),
            }
        };
        result.map_err(|e| rule_error(ctx, e, "deleteRule"))?;
        owner.borrow().touch();
        Ok(())
    }
}
