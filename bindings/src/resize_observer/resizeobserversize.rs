//! https://drafts.csswg.org/resize-observer/#resizeobserversize

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::{Interface, ResizeObserverSizeMethods};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct ResizeObserverSize;

/// A new ResizeObserverSize of (inline size, block size).
pub fn new_size(ctx: &mut Context, size: (f64, f64)) -> JsResult<JsObject> {
    reflect(ctx, Interface::ResizeObserverSize, DomKind::ResizeObserverSize(size))
}

fn size_of(obj: &JsObject) -> JsResult<(f64, f64)> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a ResizeObserverSize"))?;
    match &d.kind {
        DomKind::ResizeObserverSize(s) => Ok(*s),
        _ => Err(type_error("not a ResizeObserverSize")),
    }
}

impl ResizeObserverSizeMethods for ResizeObserverSize {
    fn get_inline_size(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(size_of(this)?.0)
    }
    fn get_block_size(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(size_of(this)?.1)
    }
}
