//! https://drafts.csswg.org/cssom/#the-cssstylerule-interface (a grouping
//! rule of its nested rules, https://drafts.csswg.org/css-nesting-1/#cssom-style).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::cssom::cssrule::rule_of;
use crate::generated::{CSSStyleRuleMethods, Interface};
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, same_object};

pub struct CSSStyleRule;

impl CSSStyleRuleMethods for CSSStyleRule {
    /// https://drafts.csswg.org/cssom/#dom-cssstylerule-selectortext
    fn get_selector_text(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let (rule, _) = rule_of(this)?;
        let text = rule.borrow().selector_text();
        Ok(JsString::from(text))
    }
    fn set_selector_text(_: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let (rule, _) = rule_of(this)?;
        // When the value does not parse, nothing changes.
        rule.borrow_mut().set_selector_text(&value.to_std_string_lossy());
        Ok(())
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstylerule-style: the rule's
    /// declaration block, the same object each time.
    fn get_style(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "style", |ctx| reflect(ctx, Interface::CSSStyleDeclaration, DomKind::CssomPart { owner: this.clone() }))
    }
}
