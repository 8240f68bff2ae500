//! https://html.spec.whatwg.org/multipage/form-elements.html#the-datalist-element

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::{NodeId, Tree};

use crate::dom::htmlcollection::{live, Filter};
use crate::generated::HTMLDataListElementMethods;
use crate::webidl::reflect::same_object;

pub struct HTMLDataListElement;

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-datalist-options:
/// the `option` descendants of the datalist.
fn options(tree: &Tree, list: NodeId) -> Vec<NodeId> {
    tree.descendants(list).filter(|d| tree.element(*d).is_some_and(|e| e.is_html("option"))).collect()
}

impl HTMLDataListElementMethods for HTMLDataListElement {
    fn get_options(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "options", |ctx| live(ctx, this, Filter::Computed(options)))
    }
}
