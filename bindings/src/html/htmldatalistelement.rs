//! https://html.spec.whatwg.org/multipage/form-elements.html#the-datalist-element

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::{NodeId, Tree};
use runtime::html::forms::form_owner::is_html;

use crate::dom::htmlcollection::Filter;
use crate::generated::HTMLDataListElementMethods;

pub struct HTMLDataListElement;

/// The option elements among the datalist's descendants, in tree order.
fn option_descendants(t: &Tree, datalist: NodeId, _: &str) -> Vec<NodeId> {
    t.descendants(datalist).filter(|d| *d != datalist && is_html(t, *d, "option")).collect()
}

impl HTMLDataListElementMethods for HTMLDataListElement {
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-datalist-options:
    /// live, the same object on every call.
    fn get_options(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "options", |ctx| {
            let filter = Filter::Custom { select: option_descendants, key: String::new() };
            crate::dom::htmlcollection::live(ctx, this, filter)
        })
    }
}
