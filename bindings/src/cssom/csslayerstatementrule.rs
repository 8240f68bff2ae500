//! https://drafts.csswg.org/css-cascade-5/#the-csslayerstatementrule-interface

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use runtime::css::cssom::rule::RuleData;

use crate::cssom::cssrule::with_data;
use crate::generated::CSSLayerStatementRuleMethods;
use crate::webidl::reflect::same_object;

pub struct CSSLayerStatementRule;

impl CSSLayerStatementRuleMethods for CSSLayerStatementRule {
    /// https://drafts.csswg.org/css-cascade-5/#dom-csslayerstatementrule-namelist
    fn get_name_list(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let names = with_data(this, |d| match d {
            RuleData::LayerStatement { names } => names.clone(),
            _ => Vec::new(),
        })?;
        same_object(ctx, this, "nameList", |ctx| {
            crate::webidl::convert::frozen_array(ctx, names.into_iter().map(|n| JsValue::from(JsString::from(n))).collect())
        })
    }
}
