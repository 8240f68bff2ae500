//! https://html.spec.whatwg.org/multipage/interaction.html#the-toggleevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, string, with_data_mut};
use crate::generated::{EventInit, Interface, ToggleEventInit, ToggleEventMethods};

pub struct ToggleEvent;

impl ToggleEventMethods for ToggleEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: ToggleEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::ToggleEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| d.strings = vec![init.old_state.to_std_string_lossy(), init.new_state.to_std_string_lossy()]);
        Ok(obj)
    }
    fn get_old_state(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, 0).as_str()))
    }
    fn get_new_state(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, 1).as_str()))
    }
}
