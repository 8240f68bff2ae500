//! https://html.spec.whatwg.org/multipage/comms.html#messageevent

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, string, value, with_data_mut};
use crate::generated::{EventInit, Interface, MessageEventInit, MessageEventMethods};

pub struct MessageEvent;

impl MessageEventMethods for MessageEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: MessageEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::MessageEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| {
            d.values = vec![init.data, init.source.map(JsValue::from).unwrap_or(JsValue::null())];
            d.strings = vec![init.origin, init.last_event_id.to_std_string_lossy()];
        });
        Ok(obj)
    }
    fn get_data(_: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        Ok(value(this, 0))
    }
    fn get_origin(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(string(this, 0))
    }
    fn get_last_event_id(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, 1)))
    }
    fn get_source(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(value(this, 1).as_object())
    }
}
