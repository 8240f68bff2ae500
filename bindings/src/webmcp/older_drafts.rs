//! The ModelContext members of earlier WebMCP drafts
//! (`webidl/idl/webmcp-older-drafts.webidl`), as a layer over
//! registerTool's steps: `provideContext({tools})` replaces the tools the
//! document's script registered, `clearContext()` removes them,
//! `unregisterTool(name)` removes one. docs/older-drafts.md gives the
//! sources (the draft's text before its March 2026 removal, Chromium's
//! implementation of that draft, the MCP-B polyfill) and where they differ.

use boa_engine::{Context, JsResult};
use runtime::html::origin::Origin;
use runtime::webmcp::registry::ToolKind;

use crate::generated::ModelContextOptions;
use crate::host::{host, DocId, Ua};
use crate::webidl::exception::dom_exception;
use crate::webmcp::register::{notify_documents_of_a_tool_change, prepare_tool, store_tool};

/// https://github.com/webmachinelearning/webmcp/blob/2b11f27/index.bs
/// (the draft's "provideContext(options)", whose steps were a TODO: "Registers
/// the provided context (tools) with the browser. This method clears any
/// pre-existing tools and other context before registering the new ones.")
pub fn provide_context(ctx: &mut Context, doc: DocId, options: ModelContextOptions) -> JsResult<()> {
    // 1. The checks every ModelContext operation makes.
    crate::webmcp::checks::common_checks(ctx, doc)?;
    warn_once(ctx, doc, "provideContext()");
    // 2. Each tool passes registerTool's checks before anything changes, so
    //    that a failure leaves the document's tools as they were (Chromium
    //    restored its previous tool map; the polyfill built the new one first).
    //    The names must differ from each other ("each tool name in the list is
    //    expected to be unique") and from the document's declarative tools,
    //    which stay.
    let mut prepared = Vec::with_capacity(options.tools.len());
    for tool in &options.tools {
        let name = tool.name.to_std_string_lossy();
        let declarative = host(ctx).ua().webmcp.tool(doc, &name).is_some_and(|t| matches!(t.kind, ToolKind::Form(_)));
        if declarative || prepared.iter().any(|p: &crate::webmcp::register::PreparedTool| p.name == name) {
            return Err(dom_exception(ctx, "InvalidStateError", &format!("A tool named '{name}' is already registered.")));
        }
        prepared.push(prepare_tool(ctx, tool)?);
    }
    // 3. Clear the tools the document's script registered.
    let removed = remove_script_tools(ctx, doc);
    let changed = removed.is_some() || !prepared.is_empty();
    let exposed_to = removed.unwrap_or_default();
    // 4. Store each tool definition, exposed to the document's origin only
    //    (the older drafts had no exposedTo).
    for tool in prepared {
        store_tool(ctx, doc, tool, Vec::new());
    }
    // 5. In parallel, notify documents of a tool change, once.
    if changed {
        host(ctx).queue_parallel(Box::new(move |ua: &mut Ua| notify_documents_of_a_tool_change(ua, doc, &exposed_to)));
    }
    Ok(())
}

/// The draft's "clearContext()": "Unregisters all context (tools) with the
/// browser" (its steps were a TODO; Chromium and the polyfill emptied the
/// tool map). The document's declarative tools stay: they are its forms'.
pub fn clear_context(ctx: &mut Context, doc: DocId) -> JsResult<()> {
    // 1. The checks every ModelContext operation makes.
    crate::webmcp::checks::common_checks(ctx, doc)?;
    warn_once(ctx, doc, "clearContext()");
    // 2. Remove the tools script registered; 3. notify documents if there were any.
    if let Some(exposed_to) = remove_script_tools(ctx, doc) {
        host(ctx).queue_parallel(Box::new(move |ua: &mut Ua| notify_documents_of_a_tool_change(ua, doc, &exposed_to)));
    }
    Ok(())
}

/// https://github.com/webmachinelearning/webmcp/blob/2b11f27/index.bs
/// "unregisterTool(name)", before `registerTool()`'s AbortSignal replaced it.
pub fn unregister_tool(ctx: &mut Context, doc: DocId, name: &str) -> JsResult<()> {
    crate::webmcp::checks::common_checks(ctx, doc)?;
    warn_once(ctx, doc, "unregisterTool()");
    // 1. Let tool map be the document's tool map.
    // 2. If tool map[name] does not exist, throw an InvalidStateError
    //    (a form's tool is not script's to remove: the same).
    let registration = host(ctx).ua().webmcp.tool(doc, name).and_then(|t| match t.kind {
        ToolKind::Script(_) => Some(t.registration),
        ToolKind::Form(_) => None,
    });
    let Some(registration) = registration else {
        return Err(dom_exception(ctx, "InvalidStateError", &format!("No tool named '{name}' is registered.")));
    };
    // 3. Remove tool map[name], then (as registerTool's abort does) notify documents.
    let h = host(ctx);
    let removed = h.ua_mut().webmcp.remove_registration(doc, name, registration);
    if let Some(exposed_to) = removed {
        h.queue_parallel(Box::new(move |ua: &mut Ua| notify_documents_of_a_tool_change(ua, doc, &exposed_to)));
    }
    Ok(())
}

/// Removes the tools `doc`'s script registered; returns the origins they
/// were exposed to besides their own, or `None` when there were none.
fn remove_script_tools(ctx: &mut Context, doc: DocId) -> Option<Vec<Origin>> {
    let removed = host(ctx).ua_mut().webmcp.remove_script_tools(doc);
    if removed.is_empty() {
        return None;
    }
    let mut origins: Vec<Origin> = Vec::new();
    for origin in removed.into_iter().flat_map(|t| t.exposed_to) {
        if !origins.contains(&origin) {
            origins.push(origin);
        }
    }
    Some(origins)
}

/// The console's deprecation warning, once per document.
fn warn_once(ctx: &mut Context, doc: DocId, member: &str) {
    let h = host(ctx);
    let first = h.objects_mut(doc, |o| !std::mem::replace(&mut o.older_draft_warned, true));
    if first {
        crate::console::console::engine_warning(
            ctx,
            &format!(
                "[Deprecation] modelContext.{member} is from an earlier WebMCP draft; webmcp supports provideContext(), clearContext() and unregisterTool() for compatibility. The current draft registers each tool with registerTool(tool, {{signal}}) and unregisters it by aborting the signal."
            ),
        );
    }
}
