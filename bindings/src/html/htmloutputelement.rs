//! https://html.spec.whatwg.org/multipage/form-elements.html#the-output-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::value;

use crate::dom::node::with_tree;
use crate::generated::HTMLOutputElementMethods;
use crate::html::form_controls::{self as fc, read};

pub struct HTMLOutputElement;

impl HTMLOutputElementMethods for HTMLOutputElement {
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
        Ok(JsString::from("output"))
    }
    fn get_default_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, value::default_value)?))
    }
    fn set_default_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        let text = v.to_std_string_lossy();
        let (doc, r) = with_tree(ctx, this, |t, n| value::set_default_value(t, n, &text))?;
        r.map_err(|e| fc::forms_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, doc);
        Ok(())
    }
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, value::value)?))
    }
    fn set_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        let text = v.to_std_string_lossy();
        let (doc, r) = with_tree(ctx, this, |t, n| value::set_value(t, n, &text))?;
        r.map_err(|e| fc::forms_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, doc);
        Ok(())
    }
    fc::constraint_validation_methods!();
    fn get_labels(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        fc::labels(ctx, this)
    }
}
