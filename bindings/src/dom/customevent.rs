//! https://dom.spec.whatwg.org/#interface-customevent

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, value, with_data_mut, with_state_mut};
use crate::generated::{CustomEventInit, CustomEventMethods, EventInit, Interface};

pub struct CustomEvent;

impl CustomEventMethods for CustomEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: CustomEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::CustomEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| d.values = vec![init.detail]);
        Ok(obj)
    }
    fn get_detail(_: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        Ok(value(this, 0))
    }
    /// https://dom.spec.whatwg.org/#dom-customevent-initcustomevent
    fn init_custom_event(_: &mut Context, this: &JsObject, type_: JsString, bubbles: bool, cancelable: bool, detail: JsValue) -> JsResult<()> {
        let dispatching = with_state_mut(this, |s| s.dispatching).unwrap_or(true);
        if dispatching {
            return Ok(());
        }
        with_state_mut(this, |s| s.initialize(&type_.to_std_string_lossy(), bubbles, cancelable));
        with_data_mut(this, |d| d.values = vec![detail]);
        Ok(())
    }
}
