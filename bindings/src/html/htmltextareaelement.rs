//! https://html.spec.whatwg.org/multipage/form-elements.html#the-textarea-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::value;

use crate::generated::HTMLTextAreaElementMethods;
use crate::html::form_controls::{self as fc, read, write};

pub struct HTMLTextAreaElement;

impl HTMLTextAreaElementMethods for HTMLTextAreaElement {
    fn get_cols(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        fc::get_positive(ctx, this, "cols", 20)
    }
    fn set_cols(ctx: &mut Context, this: &JsObject, value: u32) -> JsResult<()> {
        fc::set_positive(ctx, this, "cols", value, 20)
    }
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "disabled")
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "disabled", value)
    }
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        fc::form(ctx, this)
    }
    fn get_max_length(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        fc::get_non_negative(ctx, this, "maxlength")
    }
    fn set_max_length(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        fc::set_non_negative(ctx, this, "maxlength", value)
    }
    fn get_min_length(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        fc::get_non_negative(ctx, this, "minlength")
    }
    fn set_min_length(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        fc::set_non_negative(ctx, this, "minlength", value)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "name", value)
    }
    fn get_placeholder(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "placeholder")
    }
    fn set_placeholder(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "placeholder", value)
    }
    fn get_read_only(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "readonly")
    }
    fn set_read_only(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "readonly", value)
    }
    fn get_required(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "required")
    }
    fn set_required(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "required", value)
    }
    fn get_rows(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        fc::get_positive(ctx, this, "rows", 2)
    }
    fn set_rows(ctx: &mut Context, this: &JsObject, value: u32) -> JsResult<()> {
        fc::set_positive(ctx, this, "rows", value, 2)
    }
    fn get_type(_: &mut Context, _: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("textarea"))
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-defaultvalue:
    /// the child text content.
    fn get_default_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, value::default_value)?))
    }
    fn set_default_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        let text = v.to_std_string_lossy();
        let (doc, r) = crate::dom::node::with_tree(ctx, this, |t, n| value::set_default_value(t, n, &text))?;
        r.map_err(|e| fc::forms_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, doc);
        Ok(())
    }
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, value::value)?))
    }
    fn set_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        let text = v.to_std_string_lossy();
        let r = write(ctx, this, |t, n| value::set_value(t, n, &text))?;
        r.map_err(|e| fc::forms_error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-wrap
    fn get_wrap(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "wrap")
    }
    fn set_wrap(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "wrap", value)
    }
    fn get_text_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(read(ctx, this, value::text_length)? as u32)
    }
    fc::constraint_validation_methods!();
    crate::html::text_selection::text_selection_methods!();
    fn get_labels(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        fc::labels(ctx, this)
    }
}
