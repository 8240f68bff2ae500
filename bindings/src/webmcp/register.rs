//! https://webmachinelearning.github.io/webmcp/#dom-modelcontext-registertool

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsError, JsResult, JsValue};
use runtime::html::event_loop::TaskSource;
use runtime::html::origin::Origin;
use runtime::webmcp::registry::{Annotations, CallbackId, ToolDefinition, ToolKind};
use runtime::webmcp::schema::SchemaErrorKind;

use crate::webidl::kind::AbortAlgorithm;
use crate::generated::{ModelContextRegisterToolOptions, ModelContextTool};
use crate::webidl::exception::dom_exception;
use crate::host::{host, DocId, Ua};

/// The registerTool(tool, options) method steps, in the order NOTES.md gives.
pub fn register_tool(ctx: &mut Context, doc: DocId, tool: ModelContextTool, options: ModelContextRegisterToolOptions) -> JsResult<JsPromise> {
    // 1-3. Fully active, origin-keyed, allowed to use "tools".
    crate::webmcp::checks::common_checks(ctx, doc)?;
    let h = host(ctx);
    let name = tool.name.to_std_string_lossy();
    // 4. A tool with that name exists: InvalidStateError.
    let exists = h.ua().webmcp.tool(doc, &name).is_some();
    if exists {
        return Err(dom_exception(ctx, "InvalidStateError", &format!("A tool named '{name}' is already registered.")));
    }
    // 5-6. The name, the description and the input schema.
    let prepared = prepare_tool(ctx, &tool)?;
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
    // 9. Store the tool definition; its execute callback stays in this agent.
    let registration = store_tool(ctx, doc, prepared, exposed_to.clone());
    // 7 (cont.). Otherwise the signal's abort unregisters the tool.
    if let Some(signal) = &options.signal {
        let data = crate::webidl::kind::AbortStepsData { doc, name, id: registration };
        crate::dom::abortsignal::add_algorithm(signal, AbortAlgorithm::Steps { run: unregister_on_abort, data });
    }
    // 9 (cont.). In parallel, notify documents of a tool change, then resolve with undefined.
    let (promise, resolvers) = JsPromise::new_pending(ctx);
    h.pending_promises.borrow_mut().insert(registration, resolvers);
    h.queue_parallel(Box::new(move |ua: &mut Ua| {
        notify_documents_of_a_tool_change(ua, doc, &exposed_to);
        ua.queue_global_task(doc, TaskSource::WebMcp, Box::new(move |ctx: &mut Context| resolve_pending(ctx, registration, None)));
    }));
    Ok(promise)
}

/// A tool that passed registerTool's checks of its own members (steps 5
/// and 6), ready to be stored.
pub struct PreparedTool {
    pub name: String,
    title: String,
    description: String,
    input_schema: Option<String>,
    compiled_schema: runtime::webmcp::schema::ToolInputSchema,
    annotations: Option<Annotations>,
    execute: boa_engine::JsObject,
}

/// registerTool's steps 5 and 6: the name and description are valid
/// (`InvalidStateError`), and the input schema serializes to JSON
/// (`TypeError`, or what `JSON.stringify` threw) in the WebMCP subset
/// (`TypeError`), compiled once here.
pub fn prepare_tool(ctx: &mut Context, tool: &ModelContextTool) -> JsResult<PreparedTool> {
    let h = host(ctx);
    let name = tool.name.to_std_string_lossy();
    // 5. Name empty, too long or with a disallowed code point; empty description: InvalidStateError.
    if !runtime::webmcp::is_valid_tool_name(&tool.name.to_std_string_escaped()) {
        return Err(dom_exception(ctx, "InvalidStateError", &format!("'{name}' is not a valid tool name.")));
    }
    if tool.description.is_empty() {
        return Err(dom_exception(ctx, "InvalidStateError", "The tool description must not be empty."));
    }
    // 6. Serialize inputSchema as JSON.stringify would; undefined is a TypeError, a throw is the rejection.
    let input_schema = match &tool.input_schema {
        Some(schema) => match crate::webidl::json::stringify(ctx, &schema.clone().into())? {
            Some(s) => Some(s),
            None => return Err(crate::webidl::convert::type_error("inputSchema cannot be serialized to JSON.")),
        },
        None => None,
    };
    // 6 (cont.). The serialized schema must be in the WebMCP subset of JSON Schema
    //    (docs/input-schemas.md); it is compiled once, here.
    //    In lenient mode (an embedder's choice, NOTES.md) keywords outside the
    //    subset are ignored with a console warning that names them.
    let mode = h.ua().webmcp.subset_mode;
    let (compiled_schema, ignored) = runtime::webmcp::schema::ToolInputSchema::compile_in_mode(input_schema.as_deref(), mode).map_err(|e| {
        let way_out = match e.kind {
            SchemaErrorKind::Excluded(_) | SchemaErrorKind::OnlyFalse | SchemaErrorKind::UnsupportedDialect => {
                "; lenient schemas (webmcp --lenient-schemas) register such a schema and ignore the keyword"
            }
            _ => "",
        };
        crate::webidl::convert::type_error(format!("{e}{way_out}"))
    })?;
    if !ignored.is_empty() {
        let keywords: Vec<String> = ignored.iter().map(|e| format!("\"{}\" at \"{}\"", e.keyword.as_deref().unwrap_or(""), e.location)).collect();
        crate::console::console::engine_warning(ctx, &format!("registerTool '{name}': inputSchema keywords outside the WebMCP subset are ignored for validation: {}", keywords.join(", ")));
    }
    let annotations = tool.annotations.as_ref().map(|a| Annotations {
        read_only_hint: a.read_only_hint,
        untrusted_content_hint: a.untrusted_content_hint,
        consequential_hint: a.consequential_hint,
        debugging: a.debugging,
    });
    Ok(PreparedTool {
        name,
        title: tool.title.clone().unwrap_or_default(),
        description: tool.description.to_std_string_lossy(),
        input_schema,
        compiled_schema,
        annotations,
        execute: tool.execute.clone(),
    })
}

/// registerTool's step 9: stores the tool definition in `doc`'s tool map
/// (its execute callback stays in this agent's table); returns the
/// registration's id. Notifying documents is the caller's.
pub fn store_tool(ctx: &mut Context, doc: DocId, tool: PreparedTool, exposed_to: Vec<Origin>) -> u64 {
    let h = host(ctx);
    let (registration, callback) = {
        let mut ua = h.ua_mut();
        (ua.webmcp.next_id(), CallbackId(ua.webmcp.next_id()))
    };
    h.callbacks.borrow_mut().insert(callback, tool.execute);
    let def = ToolDefinition {
        name: tool.name,
        title: tool.title,
        description: tool.description,
        input_schema: tool.input_schema,
        compiled_schema: tool.compiled_schema,
        annotations: tool.annotations,
        exposed_to,
        kind: ToolKind::Script(callback),
        registration,
    };
    h.ua_mut().webmcp.insert(doc, def);
    registration
}

/// Settles the promise `id` of this agent (registerTool's), once: resolved
/// with undefined, or rejected with `reason`.
pub fn resolve_pending(ctx: &mut Context, id: u64, reason: Option<JsValue>) {
    let pending = host(ctx).pending_promises.borrow_mut().remove(&id);
    let Some(r) = pending else { return };
    let _ = match reason {
        None => r.resolve.call(&JsValue::undefined(), &[], ctx),
        Some(reason) => r.reject.call(&JsValue::undefined(), &[reason], ctx),
    };
}

/// The abort steps registerTool adds to its signal: unregister the tool
/// (unless it was registered again since) and notify documents.
pub fn unregister_on_abort(ctx: &mut Context, data: &crate::webidl::kind::AbortStepsData, reason: JsValue) {
    let (doc, name, registration) = (data.doc, data.name.as_str(), data.id);
    // A registration whose promise is still pending is rejected with the reason.
    resolve_pending(ctx, registration, Some(reason));
    let h = host(ctx);
    let removed = h.ua_mut().webmcp.remove_registration(doc, name, registration);
    if let Some(exposed_to) = removed {
        h.queue_parallel(Box::new(move |ua: &mut Ua| notify_documents_of_a_tool_change(ua, doc, &exposed_to)));
    }
}

/// Notify documents of a tool change (seed, "ツールの変更を文書に通知"), given
/// the tool owner and the tool's exposed origins; on the parallel queue.
pub fn notify_documents_of_a_tool_change(ua: &mut Ua, owner: DocId, exposed_to: &[Origin]) {
    runtime::webmcp::notify::notify_documents_of_a_tool_change(ua, owner, exposed_to, |target| {
        Box::new(move |ctx: &mut Context| fire_toolchange(ctx, target))
    });
}

/// Fires `toolchange` at `doc`'s ModelContext, if script ever made it (a
/// ModelContext nobody obtained has no listeners).
fn fire_toolchange(ctx: &mut Context, doc: DocId) {
    let Some(mc) = host(ctx).objects(doc, |o| o.model_context.clone()).flatten() else { return };
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        if let Ok(ev) = crate::dom::event::create(ctx, crate::generated::Interface::Event, "toolchange", false, false, |_| {}) {
            crate::dom::eventtarget::fire_event(ctx, &mc, &ev);
        }
    });
}
