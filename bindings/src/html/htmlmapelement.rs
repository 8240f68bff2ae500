//! https://html.spec.whatwg.org/multipage/image-maps.html#the-map-element

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::{NodeId, Tree};

use crate::dom::htmlcollection::{live, Filter};
use crate::generated::HTMLMapElementMethods;
use crate::webidl::reflect::same_object;

pub struct HTMLMapElement;

/// https://html.spec.whatwg.org/multipage/image-maps.html#dom-map-areas: the
/// `area` descendants of the map.
fn areas(tree: &Tree, map: NodeId) -> Vec<NodeId> {
    tree.descendants(map).filter(|d| tree.element(*d).is_some_and(|e| e.is_html("area"))).collect()
}

impl HTMLMapElementMethods for HTMLMapElement {
    fn get_areas(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "areas", |ctx| live(ctx, this, Filter::Computed(areas)))
    }
}
