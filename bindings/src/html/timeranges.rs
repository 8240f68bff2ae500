//! https://html.spec.whatwg.org/multipage/media.html#timeranges: the ranges
//! media elements report, always empty here (no media data).

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::TimeRangesMethods;
use crate::webidl::exception::dom_exception;

pub struct TimeRanges;

fn index_size_error(ctx: &mut Context, op: &str, index: u32) -> boa_engine::JsError {
    dom_exception(ctx, "IndexSizeError", &format!("Failed to execute '{op}' on 'TimeRanges': The index provided ({index}) is greater than or equal to the maximum bound (0)."))
}

impl TimeRangesMethods for TimeRanges {
    fn get_length(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-timeranges-start:
    /// an index at or past the number of ranges is an "IndexSizeError".
    fn start(ctx: &mut Context, _this: &JsObject, index: u32) -> JsResult<f64> {
        Err(index_size_error(ctx, "start", index))
    }
    fn end(ctx: &mut Context, _this: &JsObject, index: u32) -> JsResult<f64> {
        Err(index_size_error(ctx, "end", index))
    }
}
