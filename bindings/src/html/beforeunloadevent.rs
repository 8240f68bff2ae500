//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface
//! (no constructor: made by createEvent("BeforeUnloadEvent") or the user agent).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{string, with_data_mut};
use crate::generated::BeforeUnloadEventMethods;

pub struct BeforeUnloadEvent;

impl BeforeUnloadEventMethods for BeforeUnloadEvent {
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-beforeunloadevent-returnvalue:
    /// a string, initially the empty string.
    fn get_return_value(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, 0)))
    }
    fn set_return_value(_: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        with_data_mut(this, |d| d.strings = vec![value.to_std_string_lossy()]);
        Ok(())
    }
}
