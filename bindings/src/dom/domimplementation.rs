//! https://dom.spec.whatwg.org/#interface-domimplementation

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::DOMImplementationMethods;

pub struct DOMImplementation;

impl DOMImplementationMethods for DOMImplementation {
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
    fn create_html_document(ctx: &mut Context, _this: &JsObject, title: Option<JsString>) -> JsResult<JsObject> {
        let title = title.map(|t| t.to_std_string_lossy()).unwrap_or_default();
        crate::document_load::create_detached_document(ctx, &title)
    }
    fn has_feature(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
    }
}
