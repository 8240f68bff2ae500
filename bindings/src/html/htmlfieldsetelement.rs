//! https://html.spec.whatwg.org/multipage/form-elements.html#the-fieldset-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::form_owner;

use crate::generated::{HTMLFieldSetElementMethods, Interface};
use crate::html::form_controls::{self as fc, read};

pub struct HTMLFieldSetElement;

impl HTMLFieldSetElementMethods for HTMLFieldSetElement {
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "disabled")
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "disabled", value)
    }
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        fc::form(ctx, this)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "name", value)
    }
    fn get_type(_: &mut Context, _: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("fieldset"))
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-elements:
    /// the listed elements among the descendants.
    fn get_elements(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let ids = read(ctx, this, |t, n| t.descendants(n).filter(|d| *d != n && form_owner::is_listed(t, *d)).collect::<Vec<_>>())?;
        fc::collection(ctx, this, Interface::HTMLCollection, ids)
    }
    fc::constraint_validation_methods!();
}
