//! https://html.spec.whatwg.org/multipage/canvas.html#the-canvas-element
//! without rendering: no context type is supported.

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::generated::HTMLCanvasElementMethods;

pub struct HTMLCanvasElement;

impl HTMLCanvasElementMethods for HTMLCanvasElement {
    /// https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-getcontext:
    /// null for a context type the user agent does not support, which is
    /// every type here ("2d", "bitmaprenderer", "webgl", ...).
    fn get_context(_: &mut Context, _this: &JsObject, _context_id: JsString, _options: JsValue) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
}
