//! https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::form_owner::{button_type, ButtonType};

use crate::generated::HTMLButtonElementMethods;
use crate::html::form_controls::{self as fc, read};

pub struct HTMLButtonElement;

impl HTMLButtonElementMethods for HTMLButtonElement {
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "disabled")
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "disabled", value)
    }
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        fc::form(ctx, this)
    }
    fn get_form_action(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        fc::get_action(ctx, this, "formaction")
    }
    fn set_form_action(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        crate::dom::element::set_attribute(ctx, this, "formaction", &value)
    }
    fn get_form_enctype(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_keyword(ctx, this, "formenctype", crate::html::htmlformelement::ENCTYPES, "application/x-www-form-urlencoded")
    }
    fn set_form_enctype(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "formenctype", value)
    }
    fn get_form_method(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_keyword(ctx, this, "formmethod", crate::html::htmlformelement::METHODS, "get")
    }
    fn set_form_method(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "formmethod", value)
    }
    fn get_form_no_validate(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "formnovalidate")
    }
    fn set_form_no_validate(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "formnovalidate", value)
    }
    fn get_form_target(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "formtarget")
    }
    fn set_form_target(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "formtarget", value)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "name", value)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-button-type
    fn get_type(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let t = read(ctx, this, button_type)?;
        Ok(JsString::from(match t {
            Some(ButtonType::Reset) => "reset",
            Some(ButtonType::Button) => "button",
            _ => "submit",
        }))
    }
    fn set_type(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "type", value)
    }
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "value")
    }
    fn set_value(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "value", value)
    }
    fc::constraint_validation_methods!();
    fn get_labels(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        fc::labels(ctx, this)
    }
}
