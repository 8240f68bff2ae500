//! https://html.spec.whatwg.org/multipage/forms.html#the-label-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::form_owner;

use crate::dom::node::{with_tree, wrap_opt};
use crate::generated::HTMLLabelElementMethods;
use crate::html::form_controls as fc;

pub struct HTMLLabelElement;

impl HTMLLabelElementMethods for HTMLLabelElement {
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-label-form: the
    /// labeled control's form owner.
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, owner) = with_tree(ctx, this, |t, n| form_owner::labeled_control(t, n).and_then(|c| form_owner::form_owner(t, c)))?;
        wrap_opt(ctx, doc, owner)
    }
    fn get_html_for(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "for")
    }
    fn set_html_for(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "for", value)
    }
    fn get_control(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, c) = with_tree(ctx, this, |t, n| form_owner::labeled_control(t, n))?;
        wrap_opt(ctx, doc, c)
    }
}
