//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-pagetransitionevent-interface

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, number, with_data_mut};
use crate::generated::{EventInit, Interface, PageTransitionEventInit, PageTransitionEventMethods};

pub struct PageTransitionEvent;

impl PageTransitionEventMethods for PageTransitionEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: PageTransitionEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::PageTransitionEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| d.numbers = vec![if init.persisted { 1.0 } else { 0.0 }]);
        Ok(obj)
    }
    fn get_persisted(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(number(this, 0) != 0.0)
    }
}
