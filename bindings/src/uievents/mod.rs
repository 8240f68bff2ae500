//! UI Events (https://w3c.github.io/uievents/): UIEvent, FocusEvent,
//! MouseEvent, InputEvent and KeyboardEvent. Their fields live in the
//! event's `EventData` at the positions below.

pub mod focusevent;
pub mod inputevent;
pub mod keyboardevent;
pub mod mouseevent;
pub mod uievent;
pub mod compositionevent;
pub mod wheelevent;

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
    pub const WHICH: usize = 25;
    pub const CHAR_CODE: usize = 26;
    pub const KEY_CODE: usize = 27;
    pub const DELTA_X: usize = 28;
    pub const DELTA_Y: usize = 29;
    pub const DELTA_Z: usize = 30;
    pub const DELTA_MODE: usize = 31;
    pub const LEN: usize = 32;
}

/// `EventData::strings` positions.
pub mod strings {
    pub const KEY: usize = 0;
    pub const CODE: usize = 1;
    pub const INPUT_TYPE: usize = 2;
    pub const POINTER_TYPE: usize = 3;
    pub const COMPOSITION_DATA: usize = 4;
    pub const LEN: usize = 5;
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

/// https://w3c.github.io/uievents/#dom-uievent-inituievent: the steps every
/// legacy initializer starts with. Returns false (nothing to do) while the
/// event is being dispatched.
pub fn init_ui_event(this: &JsObject, type_: &str, bubbles: bool, cancelable: bool, view: Option<JsObject>, detail: i32) -> bool {
    // 1. If this's dispatch flag is set, then return.
    if crate::dom::event::with_state(this, |s| s.dispatching).unwrap_or(true) {
        return false;
    }
    // 2. Initialize this with type, bubbles and cancelable.
    crate::dom::event::with_state_mut(this, |s| s.initialize(type_, bubbles, cancelable));
    // 3. Set view and detail.
    with_data_mut(this, |d| {
        if d.numbers.len() < numbers::LEN {
            init_fields(d);
        }
        d.values[values::VIEW] = view_value(view);
        d.numbers[numbers::DETAIL] = detail as f64;
    });
    true
}
