//! https://html.spec.whatwg.org/multipage/webappapis.html#errorevent

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, number, string, value, with_data_mut};
use crate::generated::{ErrorEventInit, ErrorEventMethods, EventInit, Interface};

pub struct ErrorEvent;

impl ErrorEventMethods for ErrorEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: ErrorEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::ErrorEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| {
            d.strings = vec![init.message.to_std_string_lossy(), init.filename];
            d.numbers = vec![init.lineno as f64, init.colno as f64];
            d.values = vec![init.error];
        });
        Ok(obj)
    }
    fn get_message(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, 0)))
    }
    fn get_filename(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(string(this, 1))
    }
    fn get_lineno(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(number(this, 0) as u32)
    }
    fn get_colno(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(number(this, 1) as u32)
    }
    fn get_error(_: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        Ok(value(this, 0))
    }
}
