//! https://w3c.github.io/pointerevents/#pointerevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, number, string};
use crate::generated::{EventInit, Interface, MouseEventInit, PointerEventInit, PointerEventMethods};
use crate::uievents::{boolean, numbers, set, strings};

pub struct PointerEvent;

impl PointerEventMethods for PointerEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: PointerEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::PointerEvent, &type_.to_std_string_lossy(), &base)?;
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
            d.numbers[numbers::POINTER_ID] = init.pointer_id as f64;
            d.numbers[numbers::WIDTH] = init.width;
            d.numbers[numbers::HEIGHT] = init.height;
            d.numbers[numbers::PRESSURE] = init.pressure as f64;
            d.numbers[numbers::TANGENTIAL_PRESSURE] = init.tangential_pressure as f64;
            d.numbers[numbers::TILT_X] = init.tilt_x.unwrap_or(0) as f64;
            d.numbers[numbers::TILT_Y] = init.tilt_y.unwrap_or(0) as f64;
            d.numbers[numbers::TWIST] = init.twist as f64;
            // https://w3c.github.io/pointerevents/#dom-pointerevent-altitudeangle: π/2 by default.
            d.numbers[numbers::ALTITUDE_ANGLE] = init.altitude_angle.unwrap_or(std::f64::consts::FRAC_PI_2);
            d.numbers[numbers::AZIMUTH_ANGLE] = init.azimuth_angle.unwrap_or(0.0);
            d.numbers[numbers::IS_PRIMARY] = init.is_primary as u8 as f64;
            d.strings[strings::POINTER_TYPE] = init.pointer_type.to_std_string_lossy();
        });
        Ok(obj)
    }
    fn get_pointer_id(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::POINTER_ID) as i32)
    }
    fn get_width(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, numbers::WIDTH))
    }
    fn get_height(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, numbers::HEIGHT))
    }
    fn get_pressure(_: &mut Context, this: &JsObject) -> JsResult<f32> {
        Ok(number(this, numbers::PRESSURE) as f32)
    }
    fn get_tangential_pressure(_: &mut Context, this: &JsObject) -> JsResult<f32> {
        Ok(number(this, numbers::TANGENTIAL_PRESSURE) as f32)
    }
    fn get_tilt_x(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::TILT_X) as i32)
    }
    fn get_tilt_y(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::TILT_Y) as i32)
    }
    fn get_twist(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::TWIST) as i32)
    }
    fn get_altitude_angle(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, numbers::ALTITUDE_ANGLE))
    }
    fn get_azimuth_angle(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(number(this, numbers::AZIMUTH_ANGLE))
    }
    fn get_pointer_type(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, strings::POINTER_TYPE)))
    }
    fn get_is_primary(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::IS_PRIMARY))
    }
}
