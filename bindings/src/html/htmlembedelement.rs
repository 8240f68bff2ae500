//! https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-embed-element:
//! plugins are not supported, so an embed element never has a content
//! navigable; its content attributes reflect.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLEmbedElementMethods;

pub struct HTMLEmbedElement;

impl HTMLEmbedElementMethods for HTMLEmbedElement {
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-media-getsvgdocument:
    /// null without a content navigable.
    fn get_svg_document(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
}
