//! https://w3c.github.io/uievents/#interface-compositionevent

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, string};
use crate::generated::{CompositionEventInit, CompositionEventMethods, EventInit, Interface};
use crate::uievents::{numbers, set, strings, values, view_value};

pub struct CompositionEvent;

impl CompositionEventMethods for CompositionEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: CompositionEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::CompositionEvent, &type_.to_std_string_lossy(), &base)?;
        set(&obj, |d| {
            d.values[values::VIEW] = view_value(init.view);
            d.numbers[numbers::DETAIL] = init.detail as f64;
            d.numbers[numbers::WHICH] = init.which as f64;
            d.strings[strings::COMPOSITION_DATA] = init.data.to_std_string_lossy();
        });
        Ok(obj)
    }
    fn get_data(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(string(this, strings::COMPOSITION_DATA))
    }
    /// https://w3c.github.io/uievents/#dom-compositionevent-initcompositionevent
    fn init_composition_event(_: &mut Context, this: &JsObject, type_arg: JsString, bubbles_arg: bool, cancelable_arg: bool, view_arg: Option<JsObject>, data_arg: JsString) -> JsResult<()> {
        if !crate::uievents::init_ui_event(this, &type_arg.to_std_string_lossy(), bubbles_arg, cancelable_arg, view_arg, 0) {
            return Ok(());
        }
        crate::dom::event::with_data_mut(this, |d| d.strings[strings::COMPOSITION_DATA] = data_arg.to_std_string_lossy());
        Ok(())
    }
}
