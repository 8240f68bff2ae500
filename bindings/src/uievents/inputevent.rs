//! https://w3c.github.io/uievents/#interface-inputevent

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, string, value};
use crate::generated::{EventInit, InputEventInit, InputEventMethods, Interface};
use crate::uievents::{boolean, numbers, set, strings, values, view_value};

pub struct InputEvent;

impl InputEventMethods for InputEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: InputEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::InputEvent, &type_.to_std_string_lossy(), &base)?;
        set(&obj, |d| {
            d.values[values::VIEW] = view_value(init.view);
            d.values[values::DATA] = init.data.map(JsValue::from).unwrap_or_else(JsValue::null);
            d.numbers[numbers::DETAIL] = init.detail as f64;
            d.numbers[numbers::WHICH] = init.which as f64;
            d.numbers[numbers::IS_COMPOSING] = init.is_composing as u8 as f64;
            d.strings[strings::INPUT_TYPE] = init.input_type.to_std_string_lossy();
        });
        Ok(obj)
    }
    fn get_data(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(value(this, values::DATA).as_string())
    }
    fn get_is_composing(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::IS_COMPOSING))
    }
    fn get_input_type(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, strings::INPUT_TYPE)))
    }
}
