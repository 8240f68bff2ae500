//! The checks every ModelContext operation makes first (NOTES.md, steps 1-3).

use boa_engine::{Context, JsError};

use crate::webidl::exception::dom_exception;
use crate::host::{host, DocId};

/// 1. Not fully active: `InvalidStateError`. 2. The agent cluster is not
/// origin-keyed and the scheme is not `file`: `SecurityError`. 3. Not
/// allowed to use the "tools" feature: `NotAllowedError`.
pub fn common_checks(ctx: &mut Context, doc: DocId) -> Result<(), JsError> {
    let h = host(ctx);
    let (active, keyed, file, allowed) = {
        let ua = h.ua();
        let active = ua.has_browsing_context(doc) && ua.is_fully_active(doc);
        let file = ua.document(doc).is_some_and(|d| d.url.scheme() == "file");
        (active, ua.is_origin_keyed(doc), file, ua.allowed_to_use_tools(doc))
    };
    if !active {
        return Err(dom_exception(ctx, "InvalidStateError", "The document is not fully active."));
    }
    if !keyed && !file {
        return Err(dom_exception(ctx, "SecurityError", "WebMCP is not available when document.domain is enabled."));
    }
    if !allowed {
        return Err(dom_exception(ctx, "NotAllowedError", "The \"tools\" permissions policy feature is not allowed in this document."));
    }
    Ok(())
}
