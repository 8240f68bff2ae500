//! https://html.spec.whatwg.org/multipage/webstorage.html#the-storageevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, string, value, with_data_mut, with_state, with_state_mut};
use crate::generated::{EventInit, Interface, StorageEventInit, StorageEventMethods};

pub struct StorageEvent;

fn opt(v: JsValue) -> Option<JsString> {
    v.as_string()
}

fn nullable(v: Option<JsString>) -> JsValue {
    v.map(JsValue::from).unwrap_or(JsValue::null())
}

impl StorageEventMethods for StorageEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: StorageEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::StorageEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| {
            d.values = vec![nullable(init.key), nullable(init.old_value), nullable(init.new_value), init.storage_area.map(JsValue::from).unwrap_or(JsValue::null())];
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
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-initstorageevent
    #[allow(clippy::too_many_arguments)]
    fn init_storage_event(
        _: &mut Context,
        this: &JsObject,
        type_: JsString,
        bubbles: bool,
        cancelable: bool,
        key: Option<JsString>,
        old_value: Option<JsString>,
        new_value: Option<JsString>,
        url: String,
        storage_area: Option<JsObject>,
    ) -> JsResult<()> {
        // 1. If this's dispatch flag is set, then return.
        if with_state(this, |s| s.dispatching).unwrap_or(true) {
            return Ok(());
        }
        // 2. Initialize this with type, bubbles, and cancelable.
        with_state_mut(this, |s| s.initialize(&type_.to_std_string_lossy(), bubbles, cancelable));
        // 3. Set this's key, oldValue, newValue, url and storageArea to the arguments.
        with_data_mut(this, |d| {
            d.values = vec![nullable(key), nullable(old_value), nullable(new_value), storage_area.map(JsValue::from).unwrap_or(JsValue::null())];
            d.strings = vec![url];
        });
        Ok(())
    }
}
