//! https://w3c.github.io/clipboard-apis/#clipboard-interface: `readText` and
//! `writeText` on an in-memory clipboard, one per user agent.
//!
//! Permissions: a headless engine has no user to ask and no other
//! application to leak to, so both are granted to a focused, fully active
//! document (the checks that remain are the spec's "document is not fully
//! active" rejections); the clipboard is shared by every page of the user
//! agent, as the system clipboard is.

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::generated::ClipboardMethods;
use crate::host::host;
use crate::webidl::exception::dom_exception;

pub struct Clipboard;

/// The clipboard's relevant document must be fully active (a "NotAllowedError" otherwise).
fn check_active(ctx: &mut Context) -> JsResult<()> {
    let doc = crate::host::current_doc(ctx);
    if !host(ctx).fully_active(doc) {
        return Err(dom_exception(ctx, "NotAllowedError", "Document is not focused."));
    }
    Ok(())
}

impl ClipboardMethods for Clipboard {
    /// https://w3c.github.io/clipboard-apis/#dom-clipboard-readtext
    fn read_text(ctx: &mut Context, _this: &JsObject) -> JsResult<JsPromise> {
        check_active(ctx)?;
        let text = host(ctx).ua().clipboard.clone();
        JsPromise::resolve(JsValue::from(JsString::from(text)), ctx)
    }
    /// https://w3c.github.io/clipboard-apis/#dom-clipboard-writetext
    fn write_text(ctx: &mut Context, _this: &JsObject, data: JsString) -> JsResult<JsPromise> {
        check_active(ctx)?;
        host(ctx).ua_mut().clipboard = data.to_std_string_lossy();
        JsPromise::resolve(JsValue::undefined(), ctx)
    }
}
