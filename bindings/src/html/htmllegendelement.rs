//! https://html.spec.whatwg.org/multipage/form-elements.html#the-legend-element

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::{with_tree, wrap_opt};
use crate::generated::HTMLLegendElementMethods;

pub struct HTMLLegendElement;

impl HTMLLegendElementMethods for HTMLLegendElement {
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-legend-form:
    /// null unless the legend's parent is a fieldset, then that fieldset's
    /// form owner.
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, owner) = with_tree(ctx, this, |t, n| {
            t.parent(n)
                .filter(|p| t.element(*p).is_some_and(|e| e.is_html("fieldset")))
                .and_then(|p| runtime::html::forms::form_owner::form_owner(t, p))
        })?;
        wrap_opt(ctx, doc, owner)
    }
}
