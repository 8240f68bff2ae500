//! https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-object-element:
//! a listed form-associated element, barred from constraint validation
//! (not submittable): its form owner, name and the constraint validation API.

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::HTMLObjectElementMethods;
use crate::html::form_controls as fc;

pub struct HTMLObjectElement;

impl HTMLObjectElementMethods for HTMLObjectElement {
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        fc::form(ctx, this)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "name", value)
    }
    fc::constraint_validation_methods!();
}
