//! https://drafts.csswg.org/cssom-view/#mediaquerylistevent

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, string, with_data_mut};
use crate::generated::{EventInit, Interface, MediaQueryListEventInit, MediaQueryListEventMethods};

pub struct MediaQueryListEvent;

impl MediaQueryListEventMethods for MediaQueryListEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: MediaQueryListEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::MediaQueryListEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| {
            d.strings = vec![init.media.to_std_string_lossy()];
            d.numbers = vec![if init.matches { 1.0 } else { 0.0 }];
        });
        Ok(obj)
    }
    fn get_media(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, 0)))
    }
    fn get_matches(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(crate::dom::event::number(this, 0) != 0.0)
    }
}
