//! https://drafts.fxtf.org/geometry/#DOMRectList: a static list of DOMRects
//! (what `getClientRects()` returns), with WebIDL indexed properties.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::{DOMRectListMethods, Interface};
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct DOMRectList;

/// A new DOMRectList of `rects` in the current realm.
pub fn new_rect_list(ctx: &mut Context, rects: Vec<JsObject>) -> JsResult<JsObject> {
    reflect(ctx, Interface::DOMRectList, DomKind::List(rects))
}

fn items(this: &JsObject) -> Vec<JsObject> {
    this.downcast_ref::<DomObject>()
        .map(|d| match &d.kind {
            DomKind::List(v) => v.clone(),
            _ => Vec::new(),
        })
        .unwrap_or_default()
}

impl DOMRectListMethods for DOMRectList {
    /// https://drafts.fxtf.org/geometry/#dom-domrectlist-length
    fn get_length(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(items(this).len() as u32)
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectlist-item
    fn item(_: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        Ok(items(this).get(index as usize).cloned())
    }
    fn supported_property_indices(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(items(this).len() as u32)
    }
}
