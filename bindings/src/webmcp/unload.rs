//! The WebMCP unloading document cleanup steps (seed: pending tool
//! executions of an unloading document are cancelled when it is the caller
//! and failed when it is the target; its tools disappear).

use boa_engine::Context;

use crate::host::{host, DocId};

pub fn unloading_document_cleanup(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    // 1. Executions this document called: cancel them (the target sees toolcancel).
    let called: Vec<u64> = h.webmcp.borrow().executions.iter().filter(|(_, e)| e.caller == doc).map(|(id, _)| *id).collect();
    for id in called {
        crate::webmcp::execute::cancel_from_unload(ctx, id);
    }
    // 2. Executions targeting this document fail with UnknownError.
    let targeted: Vec<u64> = h.webmcp.borrow().executions.iter().filter(|(_, e)| e.target == doc).map(|(id, _)| *id).collect();
    for id in targeted {
        crate::webmcp::execute::fail(ctx, id);
    }
    // 3. Its tools are gone: notify the documents that remain.
    //    One notification for all of them: a document that could see any of them is told.
    let removed = h.webmcp.borrow_mut().tools.remove(&doc).unwrap_or_default();
    if !removed.is_empty() {
        let exposed_to = removed.into_values().flat_map(|t| t.exposed_to).collect();
        crate::webmcp::register::notify_documents_of_a_tool_change(ctx, doc, exposed_to);
    }
}
