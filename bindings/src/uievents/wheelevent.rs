//! https://w3c.github.io/uievents/#interface-wheelevent

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, number};
use crate::generated::{EventInit, Interface, MouseEventInit, WheelEventInit, WheelEventMethods};
use crate::uievents::{numbers, set};

pub struct WheelEvent;

impl WheelEventMethods for WheelEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: WheelEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::WheelEvent, &type_.to_std_string_lossy(), &base)?;
        let mouse = MouseEventInit {
            bubbles: init.bubbles,
            cancelable: init.cancelable,
            composed: init.composed,
            view: init.view.clone(),
            detail: init.detail,
            which: init.which,
            ctrl_key: init.ctrl_key,
            shift_key: init.shift_key,
            alt_key: init.alt_key,
            meta_key: init.meta_key,
            screen_x: init.screen_x,
            screen_y: init.screen_y,
            client_x: init.client_x,
            client_y: init.client_y,
            button: init.button,
            buttons: init.buttons,
            related_target: init.related_target.clone(),
        };
        set(&obj, |d| {
            crate::uievents::mouseevent::fill(d, &mouse);
            d.numbers[numbers::DELTA_X] = init.delta_x;
            d.numbers[numbers::DELTA_Y] = init.delta_y;
            d.numbers[numbers::DELTA_Z] = init.delta_z;
            d.numbers[numbers::DELTA_MODE] = init.delta_mode as f64;
        });
        Ok(obj)
    }
    fn get_delta_x(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, numbers::DELTA_X))
    }
    fn get_delta_y(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, numbers::DELTA_Y))
    }
    fn get_delta_z(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, numbers::DELTA_Z))
    }
    fn get_delta_mode(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(number(this, numbers::DELTA_MODE) as u32)
    }
}
