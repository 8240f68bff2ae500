//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-hashchangeevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, string, with_data_mut};
use crate::generated::{EventInit, HashChangeEventInit, HashChangeEventMethods, Interface};

pub struct HashChangeEvent;

impl HashChangeEventMethods for HashChangeEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: HashChangeEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::HashChangeEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| d.strings = vec![init.old_url, init.new_url]);
        Ok(obj)
    }
    fn get_old_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(string(this, 0))
    }
    fn get_new_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(string(this, 1))
    }
}
