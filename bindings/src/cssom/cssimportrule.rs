//! https://drafts.csswg.org/cssom/#the-cssimportrule-interface

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::rule::RuleData;

use crate::cssom::cssrule::with_data;
use crate::generated::CSSImportRuleMethods;
use crate::webidl::reflect::same_object;

pub struct CSSImportRule;

impl CSSImportRuleMethods for CSSImportRule {
    /// https://drafts.csswg.org/cssom/#dom-cssimportrule-href: the URL as written.
    fn get_href(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| match d {
            RuleData::Import(i) => i.href.clone(),
            _ => String::new(),
        })
    }
    /// https://drafts.csswg.org/cssom/#dom-cssimportrule-media
    fn get_media(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "media", |ctx| crate::cssom::medialist::media_list(ctx, this))
    }
    /// https://drafts.csswg.org/cssom/#dom-cssimportrule-stylesheet: the
    /// engine does not fetch `@import`ed sheets, so there is none.
    fn get_style_sheet(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssimportrule-layername
    fn get_layer_name(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        with_data(this, |d| match d {
            RuleData::Import(i) => i.layer.as_ref().map(|l| JsString::from(l.as_deref().unwrap_or_default())),
            _ => None,
        })
    }
    /// https://drafts.csswg.org/cssom/#dom-cssimportrule-supportstext
    fn get_supports_text(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        with_data(this, |d| match d {
            RuleData::Import(i) => i.supports.as_deref().map(JsString::from),
            _ => None,
        })
    }
}
