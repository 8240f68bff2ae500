//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-popstateevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, number, value, with_data_mut};
use crate::generated::{EventInit, Interface, PopStateEventInit, PopStateEventMethods};

pub struct PopStateEvent;

impl PopStateEventMethods for PopStateEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: PopStateEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::PopStateEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| {
            d.values = vec![init.state];
            d.numbers = vec![if init.has_ua_visual_transition { 1.0 } else { 0.0 }];
        });
        Ok(obj)
    }
    fn get_state(_: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        Ok(value(this, 0))
    }
    fn get_has_ua_visual_transition(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(number(this, 0) != 0.0)
    }
}
