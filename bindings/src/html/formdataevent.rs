//! https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-formdataevent-interface:
//! the `formdata` event, fired while a form constructs its entry list, and
//! its FormData (the event's first value).

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, value, with_data_mut};
use crate::generated::{EventInit, FormDataEventInit, FormDataEventMethods, Interface};

pub struct FormDataEvent;

impl FormDataEventMethods for FormDataEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: FormDataEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::FormDataEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| d.values = vec![JsValue::from(init.form_data.clone())]);
        Ok(obj)
    }
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-formdataevent-formdata
    fn get_form_data(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        value(this, 0).as_object().ok_or_else(|| crate::webidl::convert::type_error("the event has no FormData"))
    }
}
