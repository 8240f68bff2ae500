//! https://html.spec.whatwg.org/multipage/form-elements.html#the-optgroup-element

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::HTMLOptGroupElementMethods;
use crate::html::form_controls as fc;

pub struct HTMLOptGroupElement;

impl HTMLOptGroupElementMethods for HTMLOptGroupElement {
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "disabled")
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "disabled", value)
    }
    fn get_label(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "label")
    }
    fn set_label(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "label", value)
    }
}
