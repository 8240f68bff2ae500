//! https://html.spec.whatwg.org/multipage/webappapis.html#promiserejectionevent

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, value, with_data_mut};
use crate::generated::{EventInit, Interface, PromiseRejectionEventInit, PromiseRejectionEventMethods};

pub struct PromiseRejectionEvent;

impl PromiseRejectionEventMethods for PromiseRejectionEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: PromiseRejectionEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::PromiseRejectionEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| d.values = vec![init.promise.into(), init.reason]);
        Ok(obj)
    }
    fn get_promise(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        value(this, 0).as_object().ok_or_else(|| crate::webidl::convert::type_error("no promise"))
    }
    fn get_reason(_: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        Ok(value(this, 1))
    }
}
