//! The WebMCP unloading document cleanup steps (seed: pending tool
//! executions of an unloading document are cancelled when it is the caller
//! and failed when it is the target; its tools disappear). Parallel-safe:
//! they change the user agent and queue tasks in the agents concerned.

use runtime::webmcp::registry::Caller;

use crate::host::{DocId, Ua};
use crate::webmcp::execute::{queue_cancel_on_target, settle_caller, Outcome};

pub fn unloading_document_cleanup(ua: &mut Ua, doc: DocId) {
    // 1. Executions this document called: cancel them (the target sees toolcancel).
    let called: Vec<_> = ua.webmcp.executions.iter().filter(|(_, e)| e.caller == Caller::Document(doc)).map(|(id, _)| *id).collect();
    for id in called {
        if let Some(e) = ua.webmcp.executions.get_mut(&id) {
            e.caller_settled = true;
        }
        queue_cancel_on_target(ua, id);
    }
    // 2. Executions targeting this document fail with UnknownError.
    let targeted: Vec<_> = ua.webmcp.executions.iter().filter(|(_, e)| e.target == doc).map(|(id, _)| *id).collect();
    for id in targeted {
        settle_caller(ua, id, Outcome::error("UnknownError", "The tool execution failed."));
    }
    // 3. Its tools are gone: notify the documents that remain. One
    //    notification for all of them: a document that could see any of them is told.
    let removed = ua.webmcp.remove_document(doc);
    if !removed.is_empty() {
        let exposed_to: Vec<_> = removed.into_iter().flat_map(|t| t.exposed_to).collect();
        crate::webmcp::register::notify_documents_of_a_tool_change(ua, doc, &exposed_to);
    }
}
