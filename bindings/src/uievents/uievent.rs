//! https://w3c.github.io/uievents/#interface-uievent

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, number, value};
use crate::generated::{EventInit, Interface, UIEventInit, UIEventMethods};
use crate::uievents::{numbers, set, values, view_value};

pub struct UIEvent;

impl UIEventMethods for UIEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: UIEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::UIEvent, &type_.to_std_string_lossy(), &base)?;
        set(&obj, |d| {
            d.values[values::VIEW] = view_value(init.view);
            d.numbers[numbers::DETAIL] = init.detail as f64;
        });
        Ok(obj)
    }
    fn get_view(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(value(this, values::VIEW).as_object())
    }
    fn get_detail(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::DETAIL) as i32)
    }
}
