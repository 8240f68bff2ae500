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
            d.numbers[numbers::WHICH] = init.which as f64;
        });
        Ok(obj)
    }
    fn get_view(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(value(this, values::VIEW).as_object())
    }
    fn get_detail(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::DETAIL) as i32)
    }
    /// https://w3c.github.io/uievents/#dom-uievent-which
    fn get_which(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(number(this, numbers::WHICH) as u32)
    }
    /// https://w3c.github.io/uievents/#dom-uievent-inituievent
    fn init_ui_event(_: &mut Context, this: &JsObject, type_arg: JsString, bubbles_arg: bool, cancelable_arg: bool, view_arg: Option<JsObject>, detail_arg: i32) -> JsResult<()> {
        crate::uievents::init_ui_event(this, &type_arg.to_std_string_lossy(), bubbles_arg, cancelable_arg, view_arg, detail_arg);
        Ok(())
    }
}
