//! Notify documents of a tool change (seed: "ツールの変更を文書に通知").

use crate::html::event_loop::TaskSource;
use crate::html::ids::DocumentId;
use crate::html::origin::Origin;
use crate::html::user_agent::UserAgent;

/// The steps of "notify documents of a tool change" for a tool owned by
/// `owner` and exposed to `exposed_to`, on the parallel queue: for each
/// document to notify, `toolchange(doc)` makes the task that fires the
/// event, queued on the WebMCP task source of that document's agent.
pub fn notify_documents_of_a_tool_change<T>(ua: &mut UserAgent<T>, owner: DocumentId, exposed_to: &[Origin], toolchange: impl Fn(DocumentId) -> T) {
    // 1. Assert: these steps are running in parallel.
    let Some(owner_origin) = ua.document(owner).map(|d| d.origin.clone()) else { return };
    // 2. Let navigablesToNotify be the inclusive descendant navigables of the
    //    tool owner's node navigable's traversable navigable.
    // 3. For each navigable of navigablesToNotify, in tree order:
    //    3.1. Let targetDocument be navigable's active document.
    for target in ua.traversable_documents(owner) {
        // 3.2. If targetDocument is not allowed to use "tools", continue.
        if !ua.allowed_to_use_tools(target) {
            continue;
        }
        // 3.3. If the tool is exposed to targetDocument's origin, queue a
        //      global task on the webmcp task source given targetDocument's
        //      relevant global object to fire `toolchange` at its ModelContext.
        let Some(target_origin) = ua.document(target).map(|d| d.origin.clone()) else { continue };
        if super::tool_is_exposed_to(&owner_origin, exposed_to, &target_origin) {
            ua.queue_global_task(target, TaskSource::WebMcp, toolchange(target));
        }
    }
}
