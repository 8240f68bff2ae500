//! https://drafts.csswg.org/css-conditional-3/#the-cssconditionrule-interface

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::rule::RuleData;

use crate::cssom::cssrule::with_data;
use crate::generated::CSSConditionRuleMethods;

pub struct CSSConditionRule;

impl CSSConditionRuleMethods for CSSConditionRule {
    /// https://drafts.csswg.org/css-conditional-3/#dom-cssconditionrule-conditiontext
    fn get_condition_text(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        with_data(this, |d| match d {
            RuleData::Media { media, .. } => JsString::from(runtime::css::cssom::sheet::media_text(media)),
            RuleData::Supports { condition, .. } => JsString::from(condition.as_str()),
            _ => JsString::from(""),
        })
    }
}
