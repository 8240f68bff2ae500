//! https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie: the
//! script side of the user agent's cookie store (`runtime::cookies`), through
//! the "non-HTTP" API of RFC 6265bis.

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::node_ref;
use crate::host::host;
use crate::webidl::exception::dom_exception;
use runtime::html::cookies::CookieAccessError;

/// The time a cookie's expiry is measured against: the page's `Date.now()`,
/// so that a page under virtual time sees its cookies expire as its timers run.
fn now_ms(ctx: &Context) -> f64 {
    let h = host(ctx);
    let loop_now = h.ua().clock.now();
    h.epoch_ms + loop_now
}

fn security_error(ctx: &mut Context, e: CookieAccessError) -> boa_engine::JsError {
    match e {
        CookieAccessError::OpaqueOrigin => dom_exception(ctx, "SecurityError", "document.cookie is not available to a document with an opaque origin"),
    }
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie (getter)
pub fn get_cookie(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    let doc = node_ref(this)?.doc;
    let now = now_ms(ctx);
    let r = host(ctx).ua_mut().document_cookie(doc, now);
    r.map_err(|e| security_error(ctx, e))
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie (setter)
pub fn set_cookie(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    let doc = node_ref(this)?.doc;
    let now = now_ms(ctx);
    let r = host(ctx).ua_mut().set_document_cookie(doc, &value, now);
    r.map_err(|e| security_error(ctx, e))
}
