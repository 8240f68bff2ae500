//! https://html.spec.whatwg.org/multipage/webstorage.html#the-storageevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, string, value, with_data_mut};
use crate::generated::{EventInit, Interface, StorageEventInit, StorageEventMethods};

pub struct StorageEvent;

fn opt(v: JsValue) -> Option<JsString> {
    v.as_string()
}

impl StorageEventMethods for StorageEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: StorageEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::StorageEvent, &type_.to_std_string_lossy(), &base)?;
        let s = |v: Option<JsString>| v.map(JsValue::from).unwrap_or(JsValue::null());
        with_data_mut(&obj, |d| {
            d.values = vec![s(init.key), s(init.old_value), s(init.new_value), init.storage_area.map(JsValue::from).unwrap_or(JsValue::null())];
            d.strings = vec![init.url];
        });
        Ok(obj)
    }
    fn get_key(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(opt(value(this, 0)))
    }
    fn get_old_value(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(opt(value(this, 1)))
    }
    fn get_new_value(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(opt(value(this, 2)))
    }
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(string(this, 0))
    }
    fn get_storage_area(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(value(this, 3).as_object())
    }
}
