//! https://drafts.csswg.org/css-cascade-5/#the-csslayerblockrule-interface

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::rule::RuleData;

use crate::cssom::cssrule::with_data;
use crate::generated::CSSLayerBlockRuleMethods;

pub struct CSSLayerBlockRule;

impl CSSLayerBlockRuleMethods for CSSLayerBlockRule {
    /// https://drafts.csswg.org/css-cascade-5/#dom-csslayerblockrule-name
    fn get_name(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        with_data(this, |d| match d {
            RuleData::LayerBlock { name, .. } => JsString::from(name.as_deref().unwrap_or_default()),
            _ => JsString::from(""),
        })
    }
}
