//! https://dom.spec.whatwg.org/#interface-nodelist: static lists (the
//! results of `querySelectorAll`); their indices are WebIDL indexed
//! properties (see `webidl::legacy`).

use boa_engine::{Context, JsObject, JsResult};

use crate::webidl::kind::DomKind;
use crate::generated::{Interface, NodeListMethods};
use crate::webidl::reflect::{reflect, DomObject};

pub struct NodeList;

/// A static NodeList or HTMLCollection holding `items`.
pub fn new_list(ctx: &mut Context, iface: Interface, items: Vec<JsObject>) -> JsResult<JsObject> {
    reflect(ctx, iface, DomKind::List(items))
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

impl NodeListMethods for NodeList {
    fn item(_: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        Ok(item(this, index))
    }
    fn get_length(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(len(this))
    }
    fn supported_property_indices(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(len(this))
    }
}
