//! https://dom.spec.whatwg.org/#interface-abstractrange: the boundary
//! points of a Range (the live range its document's tree keeps) or of a
//! StaticRange (what its constructor was given).

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::LiveRange;

use crate::dom::live_range::with_range;
use crate::dom::node::{dom_error, wrap};
use crate::generated::AbstractRangeMethods;
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::DomObject;

pub struct AbstractRange;

/// A StaticRange's start node, start offset, end node and end offset, or
/// `None` for a Range.
fn static_points(this: &JsObject) -> JsResult<Option<(JsObject, u32, JsObject, u32)>> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not an AbstractRange"))?;
    match &d.kind {
        DomKind::StaticRange(s) => Ok(Some((s.start.clone(), s.start_offset, s.end.clone(), s.end_offset))),
        DomKind::Range(_) => Ok(None),
        _ => Err(type_error("not an AbstractRange")),
    }
}

/// The live range of a Range object, and its document.
fn live(ctx: &mut Context, this: &JsObject) -> JsResult<(crate::host::DocId, LiveRange)> {
    let (doc, r) = with_range(ctx, this, |t, id| t.live_range(id))?;
    Ok((doc, r.map_err(|e| dom_error(ctx, e))?))
}

impl AbstractRangeMethods for AbstractRange {
    /// https://dom.spec.whatwg.org/#dom-range-startcontainer
    fn get_start_container(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        if let Some((start, ..)) = static_points(this)? {
            return Ok(start);
        }
        let (doc, r) = live(ctx, this)?;
        wrap(ctx, doc, r.start.node)
    }
    /// https://dom.spec.whatwg.org/#dom-range-startoffset
    fn get_start_offset(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        if let Some((_, offset, ..)) = static_points(this)? {
            return Ok(offset);
        }
        Ok(live(ctx, this)?.1.start.offset)
    }
    /// https://dom.spec.whatwg.org/#dom-range-endcontainer
    fn get_end_container(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        if let Some((_, _, end, _)) = static_points(this)? {
            return Ok(end);
        }
        let (doc, r) = live(ctx, this)?;
        wrap(ctx, doc, r.end.node)
    }
    /// https://dom.spec.whatwg.org/#dom-range-endoffset
    fn get_end_offset(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        if let Some((.., offset)) = static_points(this)? {
            return Ok(offset);
        }
        Ok(live(ctx, this)?.1.end.offset)
    }
    /// https://dom.spec.whatwg.org/#dom-range-collapsed: start node is end
    /// node and start offset is end offset.
    fn get_collapsed(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        if let Some((start, start_offset, end, end_offset)) = static_points(this)? {
            return Ok(start == end && start_offset == end_offset);
        }
        Ok(live(ctx, this)?.1.collapsed())
    }
}
