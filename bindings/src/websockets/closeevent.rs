//! https://websockets.spec.whatwg.org/#the-closeevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, number, string, with_data_mut};
use crate::generated::{CloseEventInit, CloseEventMethods, EventInit, Interface};

pub struct CloseEvent;

/// Sets a CloseEvent's wasClean, code and reason.
pub fn set_close_data(event: &JsObject, was_clean: bool, code: u16, reason: &str) {
    with_data_mut(event, |d| {
        d.numbers = vec![if was_clean { 1.0 } else { 0.0 }, f64::from(code)];
        d.strings = vec![reason.to_owned()];
    });
}

impl CloseEventMethods for CloseEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: CloseEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::CloseEvent, &type_.to_std_string_lossy(), &base)?;
        set_close_data(&obj, init.was_clean, init.code, &init.reason);
        Ok(obj)
    }
    fn get_was_clean(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(number(this, 0) != 0.0)
    }
    fn get_code(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        Ok(number(this, 1) as u16)
    }
    fn get_reason(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(string(this, 0))
    }
}
