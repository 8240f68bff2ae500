//! https://html.spec.whatwg.org/multipage/obsolete.html#frame: frames get no
//! content navigable here (only iframes do), so they have no content
//! document or window; their content attributes reflect.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLFrameElementMethods;

pub struct HTMLFrameElement;

impl HTMLFrameElementMethods for HTMLFrameElement {
    fn get_content_document(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn get_content_window(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
}
