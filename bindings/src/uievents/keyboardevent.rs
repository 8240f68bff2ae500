//! https://w3c.github.io/uievents/#interface-keyboardevent

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, number, string};
use crate::generated::{EventInit, Interface, KeyboardEventInit, KeyboardEventMethods};
use crate::uievents::{boolean, get_modifier_state, numbers, set, strings, values, view_value};

pub struct KeyboardEvent;

impl KeyboardEventMethods for KeyboardEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: KeyboardEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::KeyboardEvent, &type_.to_std_string_lossy(), &base)?;
        set(&obj, |d| {
            d.values[values::VIEW] = view_value(init.view);
            d.numbers[numbers::DETAIL] = init.detail as f64;
            d.numbers[numbers::WHICH] = init.which as f64;
            d.numbers[numbers::CTRL] = init.ctrl_key as u8 as f64;
            d.numbers[numbers::SHIFT] = init.shift_key as u8 as f64;
            d.numbers[numbers::ALT] = init.alt_key as u8 as f64;
            d.numbers[numbers::META] = init.meta_key as u8 as f64;
            d.numbers[numbers::LOCATION] = init.location as f64;
            d.numbers[numbers::REPEAT] = init.repeat as u8 as f64;
            d.numbers[numbers::IS_COMPOSING] = init.is_composing as u8 as f64;
            d.strings[strings::KEY] = init.key.to_std_string_lossy();
            d.strings[strings::CODE] = init.code.to_std_string_lossy();
            d.numbers[numbers::CHAR_CODE] = init.char_code as f64;
            d.numbers[numbers::KEY_CODE] = init.key_code as f64;
        });
        Ok(obj)
    }
    fn get_key(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, strings::KEY)))
    }
    fn get_code(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, strings::CODE)))
    }
    fn get_location(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(number(this, numbers::LOCATION) as u32)
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
    fn get_repeat(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::REPEAT))
    }
    fn get_is_composing(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(boolean(this, numbers::IS_COMPOSING))
    }
    fn get_modifier_state(_: &mut Context, this: &JsObject, key_arg: JsString) -> JsResult<bool> {
        Ok(get_modifier_state(this, &key_arg.to_std_string_lossy()))
    }
    /// https://w3c.github.io/uievents/#dom-keyboardevent-charcode
    fn get_char_code(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(number(this, numbers::CHAR_CODE) as u32)
    }
    /// https://w3c.github.io/uievents/#dom-keyboardevent-keycode
    fn get_key_code(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(number(this, numbers::KEY_CODE) as u32)
    }
    /// https://w3c.github.io/uievents/#dom-keyboardevent-initkeyboardevent
    #[allow(clippy::too_many_arguments)]
    fn init_keyboard_event(_: &mut Context, this: &JsObject, type_arg: JsString, bubbles_arg: bool, cancelable_arg: bool, view_arg: Option<JsObject>, key_arg: JsString, location_arg: u32, ctrl_key: bool, alt_key: bool, shift_key: bool, meta_key: bool) -> JsResult<()> {
        // initUIEvent's steps with a detail of 0, then the keyboard fields.
        if !crate::uievents::init_ui_event(this, &type_arg.to_std_string_lossy(), bubbles_arg, cancelable_arg, view_arg, 0) {
            return Ok(());
        }
        crate::dom::event::with_data_mut(this, |d| {
            d.strings[strings::KEY] = key_arg.to_std_string_lossy();
            d.numbers[numbers::LOCATION] = location_arg as f64;
            d.numbers[numbers::CTRL] = ctrl_key as u8 as f64;
            d.numbers[numbers::ALT] = alt_key as u8 as f64;
            d.numbers[numbers::SHIFT] = shift_key as u8 as f64;
            d.numbers[numbers::META] = meta_key as u8 as f64;
        });
        Ok(())
    }
}
