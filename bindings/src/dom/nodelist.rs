//! https://dom.spec.whatwg.org/#interface-nodelist: static lists (the
//! results of `querySelectorAll`) and live ones (`childNodes`); their
//! indices are WebIDL indexed properties (see `webidl::legacy`).

use boa_engine::{Context, JsObject, JsResult};

use crate::webidl::kind::DomKind;
use crate::generated::{Interface, NodeListMethods};
use crate::webidl::reflect::{reflect, DomObject};

pub struct NodeList;

/// A static NodeList or HTMLCollection holding `items`.
pub fn new_list(ctx: &mut Context, iface: Interface, items: Vec<JsObject>) -> JsResult<JsObject> {
    reflect(ctx, iface, DomKind::List(items))
}

/// A live NodeList of `node`'s children (https://dom.spec.whatwg.org/#dom-node-childnodes).
pub fn child_nodes(ctx: &mut Context, node: &JsObject) -> JsResult<JsObject> {
    reflect(ctx, Interface::NodeList, DomKind::Collection { root: node.clone(), filter: crate::dom::htmlcollection::Filter::ChildNodes })
}

/// The nodes a live list holds now (its root's document and the nodes),
/// if the list is live.
fn live_nodes(ctx: &Context, this: &JsObject) -> JsResult<Option<(crate::host::DocId, Vec<runtime::dom::NodeId>)>> {
    crate::dom::htmlcollection::elements(ctx, this)
}

pub fn items(this: &JsObject) -> Vec<JsObject> {
    this.downcast_ref::<DomObject>().map(|d| match &d.kind {
        DomKind::List(v) => v.clone(),
        _ => Vec::new(),
    }).unwrap_or_default()
}

fn len(this: &JsObject) -> u32 {
    this.downcast_ref::<DomObject>().map_or(0, |d| match &d.kind {
        DomKind::List(v) => v.len() as u32,
        _ => 0,
    })
}

fn item(this: &JsObject, index: u32) -> Option<JsObject> {
    this.downcast_ref::<DomObject>().and_then(|d| match &d.kind {
        DomKind::List(v) => v.get(index as usize).cloned(),
        _ => None,
    })
}

/// The nodes of a live list (a `Collection`, such as HTML's RadioNodeList),
/// `None` for a static one.
pub(crate) fn live_items(ctx: &mut Context, this: &JsObject) -> JsResult<Option<Vec<JsObject>>> {
    let Some((doc, nodes)) = crate::dom::htmlcollection::elements(ctx, this)? else { return Ok(None) };
    let mut out = Vec::with_capacity(nodes.len());
    for n in nodes {
        out.push(crate::dom::node::wrap(ctx, doc, n)?);
    }
    Ok(Some(out))
}

impl NodeListMethods for NodeList {
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        match live_nodes(ctx, this)? {
            Some((doc, nodes)) => nodes.get(index as usize).map(|n| crate::dom::node::wrap(ctx, doc, *n)).transpose(),
            None => Ok(item(this, index)),
        }
    }
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        match live_nodes(ctx, this)? {
            Some((_, nodes)) => Ok(nodes.len() as u32),
            None => Ok(len(this)),
        }
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Self::get_length(ctx, this)
    }
}
