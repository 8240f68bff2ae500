//! https://html.spec.whatwg.org/multipage/system-state.html#pdf-viewing-support:
//! `navigator.plugins` and `navigator.mimeTypes`. webmcp has no PDF viewer,
//! so, as the standard says for such a user agent, both lists are empty and
//! `pdfViewerEnabled` is false. No `Plugin` or `MimeType` object can
//! exist: their members are only reached through an instance (the brand
//! check comes first), so they answer for an object that is not one.

use boa_engine::JsResult;

use crate::webidl::convert::type_error;

/// What a member of a Plugin or MimeType answers (no such object exists).
pub fn no_plugins<T>() -> JsResult<T> {
    Err(type_error("webmcp has no plugins"))
}
