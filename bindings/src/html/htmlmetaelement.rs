//! https://html.spec.whatwg.org/multipage/semantics.html#the-meta-element
//! (testharness.js reads `<meta name="timeout" content="long">` through these).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::element::set_attribute;
use crate::html::htmlelement::reflect_string;
use crate::generated::HTMLMetaElementMethods;

pub struct HTMLMetaElement;

impl HTMLMetaElementMethods for HTMLMetaElement {
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        reflect_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "name", &value.to_std_string_lossy())
    }
    fn get_content(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        reflect_string(ctx, this, "content")
    }
    fn set_content(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "content", &value.to_std_string_lossy())
    }
}
