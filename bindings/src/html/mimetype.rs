//! https://html.spec.whatwg.org/multipage/system-state.html#mimetype:
//! no MimeType object exists (see `plugins`).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::MimeTypeMethods;
use crate::html::plugins::no_plugins;

pub struct MimeType;

impl MimeTypeMethods for MimeType {
    fn get_type(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        no_plugins()
    }
    fn get_description(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        no_plugins()
    }
    fn get_suffixes(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        no_plugins()
    }
    fn get_enabled_plugin(_: &mut Context, _this: &JsObject) -> JsResult<JsObject> {
        no_plugins()
    }
}
