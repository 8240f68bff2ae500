//! https://w3c.github.io/uievents/#interface-mouseevent

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, number, value};
use crate::generated::{EventInit, Interface, MouseEventInit, MouseEventMethods};
use crate::uievents::{boolean, get_modifier_state, numbers, set, values, view_value};
use crate::webidl::kind::EventData;

pub struct MouseEvent;

/// Fills the MouseEvent fields of `d` from `init`.
pub fn fill(d: &mut EventData, init: &MouseEventInit) {
    d.values[values::VIEW] = view_value(init.view.clone());
    d.values[values::RELATED_TARGET] = init.related_target.clone().map(JsValue::from).unwrap_or_else(JsValue::null);
    d.numbers[numbers::DETAIL] = init.detail as f64;
    d.numbers[numbers::WHICH] = init.which as f64;
    d.numbers[numbers::SCREEN_X] = init.screen_x as f64;
    d.numbers[numbers::SCREEN_Y] = init.screen_y as f64;
    d.numbers[numbers::CLIENT_X] = init.client_x as f64;
    d.numbers[numbers::CLIENT_Y] = init.client_y as f64;
    d.numbers[numbers::BUTTON] = init.button as f64;
    d.numbers[numbers::BUTTONS] = init.buttons as f64;
    d.numbers[numbers::CTRL] = init.ctrl_key as u8 as f64;
    d.numbers[numbers::SHIFT] = init.shift_key as u8 as f64;
    d.numbers[numbers::ALT] = init.alt_key as u8 as f64;
    d.numbers[numbers::META] = init.meta_key as u8 as f64;
}

impl MouseEventMethods for MouseEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: MouseEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::MouseEvent, &type_.to_std_string_lossy(), &base)?;
        set(&obj, |d| fill(d, &init));
        Ok(obj)
    }
    fn get_screen_x(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::SCREEN_X) as i32)
    }
    fn get_screen_y(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::SCREEN_Y) as i32)
    }
    fn get_client_x(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::CLIENT_X) as i32)
    }
    fn get_client_y(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(number(this, numbers::CLIENT_Y) as i32)
    }
    fn get_ctrl_key(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::CTRL))
    }
    fn get_shift_key(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::SHIFT))
    }
    fn get_alt_key(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::ALT))
    }
    fn get_meta_key(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::META))
    }
    fn get_button(_: &mut Context, this: &JsObject) -> JsResult<i16> {
        Ok(number(this, numbers::BUTTON) as i16)
    }
    fn get_buttons(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        Ok(number(this, numbers::BUTTONS) as u16)
    }
    fn get_related_target(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(value(this, values::RELATED_TARGET).as_object())
    }
    fn get_modifier_state(_: &mut Context, this: &JsObject, key_arg: JsString) -> JsResult<bool> {
        Ok(get_modifier_state(this, &key_arg.to_std_string_lossy()))
    }
    /// https://w3c.github.io/uievents/#dom-mouseevent-initmouseevent
    #[allow(clippy::too_many_arguments)]
    fn init_mouse_event(_: &mut Context, this: &JsObject, type_arg: JsString, bubbles_arg: bool, cancelable_arg: bool, view_arg: Option<JsObject>, detail_arg: i32, screen_x_arg: i32, screen_y_arg: i32, client_x_arg: i32, client_y_arg: i32, ctrl_key_arg: bool, alt_key_arg: bool, shift_key_arg: bool, meta_key_arg: bool, button_arg: i16, related_target_arg: Option<JsObject>) -> JsResult<()> {
        // 1-3. If this's dispatch flag is set, return; initialize it, set view and detail.
        if !crate::uievents::init_ui_event(this, &type_arg.to_std_string_lossy(), bubbles_arg, cancelable_arg, view_arg, detail_arg) {
            return Ok(());
        }
        // 4. Set the remaining attributes from the arguments.
        crate::dom::event::with_data_mut(this, |d| {
            d.numbers[numbers::SCREEN_X] = screen_x_arg as f64;
            d.numbers[numbers::SCREEN_Y] = screen_y_arg as f64;
            d.numbers[numbers::CLIENT_X] = client_x_arg as f64;
            d.numbers[numbers::CLIENT_Y] = client_y_arg as f64;
            d.numbers[numbers::CTRL] = ctrl_key_arg as u8 as f64;
            d.numbers[numbers::ALT] = alt_key_arg as u8 as f64;
            d.numbers[numbers::SHIFT] = shift_key_arg as u8 as f64;
            d.numbers[numbers::META] = meta_key_arg as u8 as f64;
            d.numbers[numbers::BUTTON] = button_arg as f64;
            d.values[values::RELATED_TARGET] = related_target_arg.map(JsValue::from).unwrap_or_else(JsValue::null);
        });
        Ok(())
    }
}
