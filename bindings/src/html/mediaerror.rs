//! https://html.spec.whatwg.org/multipage/media.html#mediaerror (no media
//! element records one here: see `htmlmediaelement`).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::MediaErrorMethods;
use crate::webidl::convert::type_error;

pub struct MediaError;

impl MediaErrorMethods for MediaError {
    fn get_code(_: &mut Context, _this: &JsObject) -> JsResult<u16> {
        Err(type_error("Illegal invocation"))
    }
    fn get_message(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Err(type_error("Illegal invocation"))
    }
}
