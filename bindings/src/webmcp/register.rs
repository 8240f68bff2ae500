//! https://webmachinelearning.github.io/webmcp/#dom-modelcontext-registertool

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsError, JsResult, JsValue};
use runtime::html::event_loop::TaskSource;
use runtime::html::origin::Origin;

use crate::dom::kind::AbortAlgorithm;
use crate::generated::{ModelContextRegisterToolOptions, ModelContextTool};
use crate::glue::exception::dom_exception;
use crate::host::{host, DocId};
use crate::webmcp::state::{Annotations, ToolDefinition};

/// The registerTool(tool, options) method steps, in the order NOTES.md gives.
pub fn register_tool(ctx: &mut Context, doc: DocId, tool: ModelContextTool, options: ModelContextRegisterToolOptions) -> JsResult<JsPromise> {
    // 1-3. Fully active, origin-keyed, allowed to use "tools".
    crate::webmcp::checks::common_checks(ctx, doc)?;
    let h = host(ctx);
    let name = tool.name.to_std_string_lossy();
    // 4. A tool with that name exists: InvalidStateError.
    let exists = h.webmcp.borrow().tools.get(&doc).is_some_and(|m| m.contains_key(&name));
    if exists {
        return Err(dom_exception(ctx, "InvalidStateError", &format!("A tool named '{name}' is already registered.")));
    }
    // 5. Name empty, too long or with a disallowed code point; empty description: InvalidStateError.
    if !runtime::webmcp::is_valid_tool_name(&tool.name.to_std_string_escaped()) {
        return Err(dom_exception(ctx, "InvalidStateError", &format!("'{name}' is not a valid tool name.")));
    }
    if tool.description.is_empty() {
        return Err(dom_exception(ctx, "InvalidStateError", "The tool description must not be empty."));
    }
    // 6. Serialize inputSchema as JSON.stringify would; undefined is a TypeError, a throw is the rejection.
    let input_schema = match &tool.input_schema {
        Some(schema) => match crate::webmcp::json::stringify(ctx, &schema.clone().into())? {
            Some(s) => Some(s),
            None => return Err(crate::glue::convert::type_error("inputSchema cannot be serialized to JSON.")),
        },
        None => None,
    };
    // 6 (cont.). The serialized schema must be in the WebMCP subset of JSON Schema
    //    (docs/input-schemas.md); it is compiled once, here.
    let compiled_schema = runtime::webmcp::schema::ToolInputSchema::compile_optional(input_schema.as_deref())
        .map_err(|e| crate::glue::convert::type_error(&e.to_string()))?;
    // 7. A signal already aborted: reject with its reason.
    if let Some(signal) = &options.signal {
        if crate::dom::abortsignal::is_aborted(signal) {
            return Err(JsError::from_opaque(crate::dom::abortsignal::reason(signal)));
        }
    }
    // 8. Each exposedTo entry must parse to a potentially trustworthy origin: SecurityError.
    let exposed_to = match runtime::webmcp::parse_origin_list(options.exposed_to.as_deref().unwrap_or(&[])) {
        Ok(o) => o,
        Err(e) => return Err(dom_exception(ctx, "SecurityError", &e.to_string())),
    };
    // 9. Store the tool definition.
    let registration = h.webmcp.borrow_mut().next_id();
    let annotations = tool.annotations.as_ref().map(|a| Annotations {
        read_only_hint: a.read_only_hint,
        untrusted_content_hint: a.untrusted_content_hint,
        consequential_hint: a.consequential_hint,
        debugging: a.debugging,
    });
    let def = ToolDefinition {
        name: name.clone(),
        title: tool.title.clone().unwrap_or_default(),
        description: tool.description.to_std_string_lossy(),
        input_schema,
        compiled_schema,
        annotations,
        exposed_to,
        execute: tool.execute.clone(),
        registration,
    };
    let exposed_for_notify = def.exposed_to.clone();
    h.webmcp.borrow_mut().tools.entry(doc).or_default().insert(name.clone(), def);
    // 7 (cont.). Otherwise the signal's abort unregisters the tool.
    if let Some(signal) = &options.signal {
        crate::dom::abortsignal::add_algorithm(signal, AbortAlgorithm::UnregisterTool { doc, name, registration });
    }
    // 9 (cont.). In parallel, notify documents of a tool change, then resolve with undefined.
    let (promise, resolvers) = JsPromise::new_pending(ctx);
    h.webmcp.borrow_mut().pending_registrations.insert(registration, resolvers);
    h.queue_task(TaskSource::Parallel, Box::new(move |ctx: &mut Context| {
        notify_documents_of_a_tool_change(ctx, doc, exposed_for_notify);
        host(ctx).queue_task(TaskSource::WebMcp, Box::new(move |ctx: &mut Context| {
            let pending = host(ctx).webmcp.borrow_mut().pending_registrations.remove(&registration);
            if let Some(r) = pending {
                let _ = r.resolve.call(&JsValue::undefined(), &[], ctx);
            }
        }));
    }));
    Ok(promise)
}

/// The abort steps registerTool adds to its signal: unregister the tool
/// (unless it was registered again since) and notify documents.
pub fn unregister_on_abort(ctx: &mut Context, doc: DocId, name: &str, registration: u64, reason: JsValue) {
    let h = host(ctx);
    // A registration whose promise is still pending is rejected with the reason.
    let pending = h.webmcp.borrow_mut().pending_registrations.remove(&registration);
    if let Some(r) = pending {
        let _ = r.reject.call(&JsValue::undefined(), &[reason], ctx);
    }
    let removed = {
        let mut st = h.webmcp.borrow_mut();
        let map = st.tools.entry(doc).or_default();
        if map.get(name).is_some_and(|t| t.registration == registration) {
            map.remove(name).map(|t| t.exposed_to)
        } else {
            None
        }
    };
    if let Some(exposed_to) = removed {
        h.queue_task(TaskSource::Parallel, Box::new(move |ctx: &mut Context| notify_documents_of_a_tool_change(ctx, doc, exposed_to)));
    }
}

/// Notify documents of a tool change (seed, "ツールの変更を文書に通知"), given
/// the tool owner and the tool's exposed origins.
pub fn notify_documents_of_a_tool_change(ctx: &mut Context, owner: DocId, exposed_to: Vec<Origin>) {
    let h = host(ctx);
    // 1. Assert: these steps are running in parallel.
    let Some((owner_origin, top)) = h.doc(owner, |d| (d.origin.clone(), d.top)) else { return };
    // 2. Let navigablesToNotify be the inclusive descendant navigables of the
    //    tool owner's node navigable's traversable navigable.
    // 3. For each navigable of navigablesToNotify, in tree order:
    for target in h.traversable_documents(top) {
        // 3.1. Let targetDocument be navigable's active document.
        let Some((allowed, target_origin)) = h.doc(target, |d| (d.tools_allowed, d.origin.clone())) else { continue };
        // 3.2. If targetDocument is not allowed to use "tools", continue.
        if !allowed {
            continue;
        }
        // 3.3. If the tool is exposed to targetDocument's origin, queue a global task on
        //      the webmcp task source to fire `toolchange` at its ModelContext.
        if !runtime::webmcp::tool_is_exposed_to(&owner_origin, &exposed_to, &target_origin) {
            continue;
        }
        h.queue_task(TaskSource::WebMcp, Box::new(move |ctx: &mut Context| {
            let mc = host(ctx).doc(target, |e| e.model_context.clone()).flatten();
            let Some(mc) = mc else { return };
            crate::document_load::in_doc_realm(ctx, target, |ctx| {
                if let Ok(ev) = crate::dom::event::create(ctx, crate::generated::Interface::Event, "toolchange", false, false, |_| {}) {
                    crate::dom::eventtarget::fire_event(ctx, &mc, &ev);
                }
            });
        }));
    }
}
