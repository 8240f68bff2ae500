//! https://drafts.csswg.org/css-conditional-3/#the-cssmediarule-interface

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::CSSMediaRuleMethods;
use crate::webidl::reflect::same_object;

pub struct CSSMediaRule;

impl CSSMediaRuleMethods for CSSMediaRule {
    /// https://drafts.csswg.org/css-conditional-3/#dom-cssmediarule-media
    fn get_media(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "media", |ctx| crate::cssom::medialist::media_list(ctx, this))
    }
}
