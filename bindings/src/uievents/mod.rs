//! UI Events (https://w3c.github.io/uievents/): UIEvent, FocusEvent,
//! MouseEvent, InputEvent and KeyboardEvent. Their fields live in the
//! event's `EventData` at the positions below.

pub mod focusevent;
pub mod inputevent;
pub mod keyboardevent;
pub mod mouseevent;
pub mod uievent;

/// `EventData::values` positions.
pub mod values {
    pub const VIEW: usize = 0;
    pub const RELATED_TARGET: usize = 1;
    pub const DATA: usize = 2;
    pub const LEN: usize = 3;
}

/// `EventData::numbers` positions (booleans are 0 or 1).
pub mod numbers {
    pub const DETAIL: usize = 0;
    pub const SCREEN_X: usize = 1;
    pub const SCREEN_Y: usize = 2;
    pub const CLIENT_X: usize = 3;
    pub const CLIENT_Y: usize = 4;
    pub const BUTTON: usize = 5;
    pub const BUTTONS: usize = 6;
    pub const CTRL: usize = 7;
    pub const SHIFT: usize = 8;
    pub const ALT: usize = 9;
    pub const META: usize = 10;
    pub const LOCATION: usize = 11;
    pub const REPEAT: usize = 12;
    pub const IS_COMPOSING: usize = 13;
    pub const POINTER_ID: usize = 14;
    pub const WIDTH: usize = 15;
    pub const HEIGHT: usize = 16;
    pub const PRESSURE: usize = 17;
    pub const TANGENTIAL_PRESSURE: usize = 18;
    pub const TILT_X: usize = 19;
    pub const TILT_Y: usize = 20;
    pub const TWIST: usize = 21;
    pub const IS_PRIMARY: usize = 22;
    pub const ALTITUDE_ANGLE: usize = 23;
    pub const AZIMUTH_ANGLE: usize = 24;
    pub const LEN: usize = 25;
}

/// `EventData::strings` positions.
pub mod strings {
    pub const KEY: usize = 0;
    pub const CODE: usize = 1;
    pub const INPUT_TYPE: usize = 2;
    pub const POINTER_TYPE: usize = 3;
    pub const LEN: usize = 4;
}

use boa_engine::{JsObject, JsValue};

use crate::dom::event::with_data_mut;
use crate::webidl::kind::EventData;

/// Sizes the event's fields for the UI event interfaces (all zero, empty, null).
pub fn init_fields(d: &mut EventData) {
    d.values = vec![JsValue::null(); values::LEN];
    d.numbers = vec![0.0; numbers::LEN];
    d.strings = vec![String::new(); strings::LEN];
}

/// Sets the fields of an event made by a constructor.
pub fn set(obj: &JsObject, f: impl FnOnce(&mut EventData)) {
    with_data_mut(obj, |d| {
        init_fields(d);
        f(d)
    });
}

pub fn boolean(this: &JsObject, i: usize) -> bool {
    crate::dom::event::number(this, i) != 0.0
}

/// https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate for the
/// four modifiers the events carry.
pub fn get_modifier_state(this: &JsObject, key: &str) -> bool {
    match key {
        "Control" => boolean(this, numbers::CTRL),
        "Shift" => boolean(this, numbers::SHIFT),
        "Alt" => boolean(this, numbers::ALT),
        "Meta" => boolean(this, numbers::META),
        _ => false,
    }
}

/// The view of an init dictionary as an event field (a Window's WindowProxy, or null).
pub fn view_value(view: Option<JsObject>) -> JsValue {
    view.map(JsValue::from).unwrap_or_else(JsValue::null)
}
