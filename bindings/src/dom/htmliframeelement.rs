//! https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmliframeelement
//!
//! webmcp does not create child navigables yet: an iframe has no content
//! document or window (both null), which is what HTML gives an iframe that is
//! not connected. The content attributes are reflected.

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::element::set_attribute;
use crate::dom::htmlelement::reflect_string;
use crate::dom::htmlscriptelement::reflect_url;
use crate::generated::HTMLIFrameElementMethods;

pub struct HTMLIFrameElement;

impl HTMLIFrameElementMethods for HTMLIFrameElement {
    fn get_src(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        reflect_url(ctx, this, "src")
    }
    fn set_src(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        set_attribute(ctx, this, "src", &value)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        reflect_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "name", &value.to_std_string_lossy())
    }
    fn get_allow(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        reflect_string(ctx, this, "allow")
    }
    fn set_allow(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "allow", &value.to_std_string_lossy())
    }
    fn get_content_document(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn get_content_window(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
}
