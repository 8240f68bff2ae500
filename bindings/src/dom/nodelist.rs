//! https://dom.spec.whatwg.org/#interface-nodelist: static lists, whose
//! indexed properties are defined when the list is created.

use boa_engine::{Context, JsObject, JsResult};
use boa_engine::property::PropertyDescriptor;

use crate::webidl::kind::DomKind;
use crate::generated::{Interface, NodeListMethods};
use crate::webidl::reflect::{reflect, DomObject};

pub struct NodeList;

/// A NodeList or HTMLCollection holding `items`, with `0..n` as read-only properties.
pub fn new_list(ctx: &mut Context, iface: Interface, items: Vec<JsObject>) -> JsResult<JsObject> {
    let obj = reflect(ctx, iface, DomKind::List(items.clone()))?;
    for (i, item) in items.into_iter().enumerate() {
        obj.define_property_or_throw(
            i as u32,
            PropertyDescriptor::builder().value(item).writable(false).enumerable(true).configurable(true),
            ctx,
        )?;
    }
    Ok(obj)
}

pub fn items(this: &JsObject) -> Vec<JsObject> {
    this.downcast_ref::<DomObject>().map(|d| match &d.kind {
        DomKind::List(v) => v.clone(),
        _ => Vec::new(),
    }).unwrap_or_default()
}

impl NodeListMethods for NodeList {
    fn item(_: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        Ok(items(this).get(index as usize).cloned())
    }
    fn get_length(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(items(this).len() as u32)
    }
}
