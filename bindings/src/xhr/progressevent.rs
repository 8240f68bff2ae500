//! https://xhr.spec.whatwg.org/#interface-progressevent

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, number, with_data_mut};
use crate::generated::{EventInit, Interface, ProgressEventInit, ProgressEventMethods};

pub struct ProgressEvent;

/// The event's `numbers`: lengthComputable (0 or 1), loaded, total.
const LENGTH_COMPUTABLE: usize = 0;
const LOADED: usize = 1;
const TOTAL: usize = 2;

/// https://xhr.spec.whatwg.org/#concept-event-fire-progress: a ProgressEvent
/// named `type_` at `target`, with `loaded` and `total` (length computable).
pub fn fire_a_progress_event(ctx: &mut Context, target: &JsObject, type_: &str, loaded: u64, total: u64) -> JsResult<()> {
    let event = crate::dom::event::create(ctx, Interface::ProgressEvent, type_, false, false, |d| {
        d.numbers = vec![1.0, loaded as f64, total as f64];
    })?;
    crate::dom::eventtarget::fire_event(ctx, target, &event);
    Ok(())
}

/// https://xhr.spec.whatwg.org/#concept-event-fire-progress as XMLHttpRequest
/// fires it: `loaded` is `transmitted`, and only a `length` other than 0 is
/// the `total`, with `lengthComputable` true.
pub fn fire_a_progress_event_given(ctx: &mut Context, target: &JsObject, type_: &str, transmitted: u64, length: u64) -> JsResult<()> {
    let event = crate::dom::event::create(ctx, Interface::ProgressEvent, type_, false, false, |d| {
        d.numbers = vec![if length != 0 { 1.0 } else { 0.0 }, transmitted as f64, length as f64];
    })?;
    crate::dom::eventtarget::fire_event(ctx, target, &event);
    Ok(())
}

impl ProgressEventMethods for ProgressEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: ProgressEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::ProgressEvent, &type_.to_std_string_lossy(), &base)?;
        let computable = if init.length_computable { 1.0 } else { 0.0 };
        with_data_mut(&obj, |d| d.numbers = vec![computable, init.loaded, init.total]);
        Ok(obj)
    }
    fn get_length_computable(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(number(this, LENGTH_COMPUTABLE) != 0.0)
    }
    fn get_loaded(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, LOADED))
    }
    fn get_total(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, TOTAL))
    }
}
