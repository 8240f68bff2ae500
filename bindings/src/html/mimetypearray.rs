//! https://html.spec.whatwg.org/multipage/system-state.html#mimetypearray:
//! `navigator.mimeTypes`, empty: webmcp has no PDF viewer (see `plugins`).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::MimeTypeArrayMethods;

pub struct MimeTypeArray;

impl MimeTypeArrayMethods for MimeTypeArray {
    fn get_length(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    fn item(_: &mut Context, _this: &JsObject, _index: u32) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn named_item(_: &mut Context, _this: &JsObject, _name: JsString) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn supported_property_indices(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    fn supported_property_names(_: &mut Context, _this: &JsObject) -> JsResult<Vec<JsString>> {
        Ok(Vec::new())
    }
}
