//! https://w3c.github.io/uievents/#interface-focusevent

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, value};
use crate::generated::{EventInit, FocusEventInit, FocusEventMethods, Interface};
use crate::uievents::{numbers, set, values, view_value};

pub struct FocusEvent;

impl FocusEventMethods for FocusEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: FocusEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::FocusEvent, &type_.to_std_string_lossy(), &base)?;
        set(&obj, |d| {
            d.values[values::VIEW] = view_value(init.view);
            d.values[values::RELATED_TARGET] = init.related_target.map(JsValue::from).unwrap_or_else(JsValue::null);
            d.numbers[numbers::DETAIL] = init.detail as f64;
            d.numbers[numbers::WHICH] = init.which as f64;
        });
        Ok(obj)
    }
    fn get_related_target(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(value(this, values::RELATED_TARGET).as_object())
    }
}
