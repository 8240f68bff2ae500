//! https://html.spec.whatwg.org/multipage/form-elements.html#the-fieldset-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::form_owner;

use runtime::dom::{NodeId, Tree};

use crate::dom::htmlcollection::Filter;
use crate::generated::HTMLFieldSetElementMethods;
use crate::html::form_controls as fc;

pub struct HTMLFieldSetElement;

/// The listed elements among the fieldset's descendants, in tree order.
fn listed_descendants(t: &Tree, fieldset: NodeId, _: &str) -> Vec<NodeId> {
    t.descendants(fieldset).filter(|d| *d != fieldset && form_owner::is_listed(t, *d)).collect()
}

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
    /// Live, the same object on every call.
    fn get_elements(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "elements", |ctx| {
            let filter = Filter::Custom { select: listed_descendants, key: String::new() };
            crate::dom::htmlcollection::live(ctx, this, filter)
        })
    }
    fc::constraint_validation_methods!();
}
