//! https://webmachinelearning.github.io/webmcp/#dom-modelcontext-executetool
//! and the tool execute steps on the target document.
//!
//! The caller and the target may live in different agents: the caller's
//! promise stays in the caller's agent, the target's AbortController in the
//! target's, and the user agent's pending tool execution (by id) links them.
//! Every hop between them is a parallel step carrying ids and strings.

use boa_engine::object::builtins::JsPromise;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsError, JsObject, JsResult, JsValue, NativeFunction};
use runtime::html::event_loop::TaskSource;
use runtime::webmcp::observe::{check_execution_target, TargetError};
use runtime::webmcp::registry::{Caller, ExecutionId, PendingToolExecution, ThrownException, ToolKind};

pub use runtime::webmcp::registry::ExecutionOutcome as Outcome;

use crate::webidl::kind::AbortAlgorithm;
use crate::generated::{Interface, ModelContextExecuteToolOptions, RegisteredTool};
use crate::webidl::exception::{dom_exception, new_dom_exception};
use crate::host::{host, DocId, ExecutionObjects, Ua};

/// The executeTool(tool, inputObject, options) method steps.
pub fn execute_tool(ctx: &mut Context, caller: DocId, tool: RegisteredTool, input: Option<JsObject>, options: ModelContextExecuteToolOptions) -> JsResult<JsPromise> {
    // 1-3. The common checks.
    crate::webmcp::checks::common_checks(ctx, caller)?;
    // 4. Parse tool.origin: failure or an opaque origin is NotSupportedError.
    let expected = match url::Url::parse(&tool.origin) {
        Ok(u) => runtime::html::origin::Origin::from_url(&u),
        Err(_) => return Err(dom_exception(ctx, "NotSupportedError", &format!("'{}' is not a valid origin.", tool.origin))),
    };
    if expected.is_opaque() {
        return Err(dom_exception(ctx, "NotSupportedError", "The tool's origin is opaque."));
    }
    // 5. An omitted inputObject is {}; serialize it to JSON (undefined: TypeError).
    let input: JsValue = match input {
        Some(o) => o.into(),
        None => JsObject::with_object_proto(ctx.intrinsics()).into(),
    };
    let Some(json) = crate::webidl::json::stringify(ctx, &input)? else {
        return Err(crate::webidl::convert::type_error("inputObject cannot be serialized to JSON."));
    };
    // 6. A signal already aborted rejects at once with its reason.
    if let Some(signal) = &options.signal {
        if crate::dom::abortsignal::is_aborted(signal) {
            return Err(JsError::from_opaque(crate::dom::abortsignal::reason(signal)));
        }
    }
    let target = crate::html::window_proxy::document_of(ctx, &tool.window);
    let name = tool.name.to_std_string_lossy();
    let (promise, resolvers) = JsPromise::new_pending(ctx);
    let h = host(ctx);
    let Some((caller_top, caller_origin)) = ({
        let ua = h.ua();
        ua.navigable_of(caller).map(|n| ua.traversable_of(n)).zip(ua.document(caller).map(|d| d.origin.clone()))
    }) else {
        return Err(dom_exception(ctx, "InvalidStateError", "The document is not fully active."));
    };
    let id = ExecutionId(h.ua_mut().webmcp.next_id());
    h.executions.borrow_mut().insert(id, ExecutionObjects { resolvers: Some(resolvers), controller: None });
    // 6 (cont.). A later abort rejects at once and, in parallel, cancels.
    if let Some(signal) = &options.signal {
        let data = crate::webidl::kind::AbortStepsData { doc: caller, name: String::new(), id: id.0 };
        crate::dom::abortsignal::add_algorithm(signal, AbortAlgorithm::Steps { run: caller_aborted, data });
    }
    // 7. Record a pending tool execution on the caller's traversable.
    h.ua_mut().webmcp.executions.insert(id, PendingToolExecution {
        caller: Caller::Document(caller),
        target: target.unwrap_or(DocId(u32::MAX)),
        traversable: caller_top,
        tool_name: name.clone(),
        started: false,
        caller_settled: false,
    });
    // 8. In parallel: check the target, then queue the tool execute steps on it.
    h.queue_parallel(Box::new(move |ua: &mut Ua| {
        let Some(target) = target else {
            return settle_caller(ua, id, Outcome::error("UnknownError", "The tool execution failed."));
        };
        start_on_target(ua, id, caller_top, Some(&caller_origin), target, &expected, name, json);
    }));
    Ok(promise)
}

/// The in-parallel part of executeTool for a checked-out caller: check the
/// target, then queue the tool execute steps in the target's agent.
pub fn start_on_target(ua: &mut Ua, id: ExecutionId, caller_top: runtime::html::NavigableId, caller_origin: Option<&runtime::html::origin::Origin>, target: DocId, expected: &runtime::html::origin::Origin, name: String, json: String) {
    match check_execution_target(ua, caller_top, caller_origin, target, expected, &name) {
        Err(TargetError::NotFullyActive) => settle_caller(ua, id, Outcome::error("InvalidStateError", "The tool's document is no longer active.")),
        // A document learns no more than UnknownError: the reason could tell
        // it about tools of other origins. The embedder's agent, which sees
        // every tool anyway, gets the reason.
        Err(_) if caller_origin.is_some() => settle_caller(ua, id, Outcome::error("UnknownError", "The tool execution failed.")),
        Err(TargetError::NoSuchTool) => settle_caller(ua, id, Outcome::error("UnknownError", &format!("The document has no tool named '{name}'."))),
        Err(e) => settle_caller(ua, id, Outcome::error("UnknownError", &format!("The tool cannot run there ({e:?})."))),
        Ok(()) => {
            ua.queue_global_task(target, TaskSource::WebMcp, Box::new(move |ctx: &mut Context| tool_execute_steps(ctx, id, target, &name, &json)));
        }
    }
}

/// Ends pending execution `id` with `outcome` for its caller: a task in the
/// caller's agent settles its promise; the embedder's outcomes are kept for
/// it to take. Parallel-safe. An execution whose caller was settled already
/// (an abort) is only forgotten.
pub fn settle_caller(ua: &mut Ua, id: ExecutionId, outcome: Outcome) {
    let Some(exec) = ua.webmcp.executions.remove(&id) else { return };
    if exec.caller_settled {
        return;
    }
    match exec.caller {
        Caller::Embedder => ua.webmcp.embedder_outcomes.push((id, outcome)),
        Caller::Document(caller) => {
            ua.queue_global_task(caller, TaskSource::WebMcp, Box::new(move |ctx: &mut Context| deliver_outcome(ctx, id, caller, outcome)));
        }
    }
}

/// Settles the caller's promise of execution `id`, in the caller's agent.
fn deliver_outcome(ctx: &mut Context, id: ExecutionId, caller: DocId, outcome: Outcome) {
    let resolvers = {
        let h = host(ctx);
        let mut table = h.executions.borrow_mut();
        let r = table.get_mut(&id).and_then(|e| e.resolvers.take());
        if table.get(&id).is_some_and(|e| e.controller.is_none()) {
            table.remove(&id);
        }
        r
    };
    let Some(resolvers) = resolvers else { return };
    let _ = match outcome {
        Outcome::String(s) | Outcome::Json(s) => resolvers.resolve.call(&JsValue::undefined(), &[JsValue::from(boa_engine::JsString::from(s))], ctx),
        Outcome::Null => resolvers.resolve.call(&JsValue::undefined(), &[JsValue::null()], ctx),
        Outcome::Error { name, message, .. } => {
            // The exception belongs to the caller's realm.
            let e = crate::host::in_doc_realm(ctx, caller, |ctx| new_dom_exception(ctx, &name, &message));
            resolvers.reject.call(&JsValue::undefined(), &[e], ctx)
        }
    };
}

/// Fires a tool event, created in the target document's realm.
pub(crate) fn fire_tool_event(ctx: &mut Context, doc: DocId, target: &JsObject, iface: Interface, type_: &str, tool: &str) {
    let tool = tool.to_string();
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        if let Ok(ev) = crate::dom::event::create(ctx, iface, type_, false, false, move |d| d.strings = vec![tool]) {
            crate::dom::eventtarget::fire_event(ctx, target, &ev);
        }
    });
}

/// From the target's agent: ends the execution for its caller.
pub(crate) fn finish(ctx: &mut Context, id: ExecutionId, outcome: Outcome) {
    // Forget the target's side first: the controller is no longer needed.
    take_controller(ctx, id);
    host(ctx).queue_parallel(Box::new(move |ua: &mut Ua| settle_caller(ua, id, outcome)));
}

/// Takes the target's AbortController of execution `id` from this agent's
/// table (the caller's promise, when the caller is in this agent too, stays).
fn take_controller(ctx: &Context, id: ExecutionId) -> Option<JsObject> {
    let h = host(ctx);
    let mut table = h.executions.borrow_mut();
    let entry = table.get_mut(&id)?;
    let controller = entry.controller.take();
    if entry.resolvers.is_none() {
        table.remove(&id);
    }
    controller
}

/// The longest message or stack kept from a thrown value, in bytes.
const MAX_THROWN_TEXT: usize = 16 * 1024;

fn bounded(mut s: String) -> String {
    if s.len() > MAX_THROWN_TEXT {
        let mut end = MAX_THROWN_TEXT;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
        s.push('…');
    }
    s
}

/// What a thrown or rejected value says about itself: a DOMException its
/// name and message; another object its `name`, `message` and `stack`
/// properties (a getter that throws leaves a field out); anything else its
/// text. Bounded, since a page chooses how long they are.
pub fn thrown(ctx: &mut Context, value: &JsValue) -> Option<ThrownException> {
    let Some(obj) = value.as_object() else {
        let text = value.as_string().map_or_else(|| value.display().to_string(), |s| s.to_std_string_lossy());
        return Some(ThrownException { name: String::new(), message: bounded(text), stack: None });
    };
    if let Some(e) = crate::webidl::exception::exception_data(&obj) {
        return Some(ThrownException { name: e.name.to_string(), message: bounded(e.message.to_string()), stack: None });
    }
    let mut text = |key| obj.get(key, ctx).ok().and_then(|v| v.as_string().map(|s| bounded(s.to_std_string_lossy())));
    let name = text(js_string!("name"));
    let message = text(js_string!("message"));
    let stack = text(js_string!("stack")).filter(|s| !s.is_empty());
    Some(match message {
        Some(message) => ThrownException { name: name.unwrap_or_default(), message, stack },
        None => ThrownException { name: String::new(), message: bounded(value.display().to_string()), stack },
    })
}

fn failed(thrown: Option<ThrownException>) -> Outcome {
    Outcome::Error { name: "UnknownError".into(), message: "The tool execution failed.".into(), thrown }
}

/// The tool execute steps, on the target document.
fn tool_execute_steps(ctx: &mut Context, id: ExecutionId, target: DocId, name: &str, json: &str) {
    let h = host(ctx);
    // The execution may have been cancelled (and its cancellation processed) meanwhile.
    if !h.ua().webmcp.executions.contains_key(&id) {
        return;
    }
    // 1. The tool is gone: fail (UnknownError for the caller).
    let tool = h.ua().webmcp.tool(target, name).map(|t| (t.kind, t.compiled_schema.clone()));
    let Some((kind, schema)) = tool else { return finish(ctx, id, failed(None)) };
    // A declarative tool's form takes the input (docs/declarative-tools.md, "Calls").
    let callback = match kind {
        ToolKind::Script(callback) => callback,
        ToolKind::Form(form) => return crate::webmcp::declarative::execute(ctx, id, target, json, form),
    };
    let Some(execute) = h.callbacks.borrow().get(&callback).cloned() else { return finish(ctx, id, failed(None)) };
    // 2. Parse the JSON; not an object (arrays are objects): fail.
    let Ok(value) = serde_json::from_str::<serde_json::Value>(json) else { return finish(ctx, id, failed(None)) };
    if !(value.is_object() || value.is_array()) {
        return finish(ctx, id, failed(None));
    }
    // 2 (cont.). Validate the input against the tool's schema, here in the target
    //    document: a failure is a DataError whose message is {"path","reason","schemaPath"},
    //    and neither toolactivated nor execute happen.
    if let Err(invalid) = schema.validate(&value) {
        return finish(ctx, id, Outcome::error("DataError", &invalid.to_message_json()));
    }
    let input = match crate::host::in_doc_realm(ctx, target, |ctx| JsValue::from_json(&value, ctx)) {
        Ok(v) => v,
        Err(_) => return finish(ctx, id, failed(None)),
    };
    let Ok(mc) = crate::webmcp::modelcontext::model_context_of(ctx, target) else { return finish(ctx, id, failed(None)) };
    let Some(window) = h.objects(target, |o| o.window.clone()).flatten() else { return finish(ctx, id, failed(None)) };
    // 3. Fire toolactivated (trusted, not bubbling, not cancelable) at the target's ModelContext.
    fire_tool_event(ctx, target, &mc, Interface::ToolActivatedEvent, "toolactivated", name);
    // 4. Make an AbortController and call execute(input, {signal}).
    let controller = crate::host::in_doc_realm(ctx, target, |ctx| {
        crate::webidl::reflect::realm_prototype(ctx, Interface::AbortController)
            .and_then(|p| <crate::dom::abortcontroller::AbortController as crate::generated::AbortControllerMethods>::constructor(ctx, p))
    });
    let Ok(controller) = controller else { return finish(ctx, id, failed(None)) };
    h.executions.borrow_mut().entry(id).or_default().controller = Some(controller.clone());
    if let Some(e) = h.ua_mut().webmcp.executions.get_mut(&id) {
        e.started = true;
    }
    let signal = controller.get(js_string!("signal"), ctx).unwrap_or_default();
    let opts = JsObject::with_object_proto(ctx.intrinsics());
    let _ = opts.create_data_property_or_throw(js_string!("signal"), signal, ctx);
    let called = crate::host::in_doc_realm(ctx, target, |ctx| execute.call(&JsValue::undefined(), &[input, opts.into()], ctx));
    // 5. Fire a second toolactivated at the target's Window, after execute has started.
    fire_tool_event(ctx, target, &window, Interface::ToolActivatedEvent, "toolactivated", name);
    // 6. When execute settles: a rejection or throw, or a value that cannot be
    //    serialized, is UnknownError (not reported to window.onerror); otherwise the JSON.
    let value = match called {
        Ok(v) => v,
        Err(e) => {
            let v = crate::webidl::exception::error_value(e, ctx);
            let t = thrown(ctx, &v);
            return finish(ctx, id, failed(t));
        }
    };
    let promise = match JsPromise::resolve(value, ctx) {
        Ok(p) => p,
        Err(_) => return finish(ctx, id, failed(None)),
    };
    let on_ok = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, args, ctx| {
        let v = args.first().cloned().unwrap_or_default();
        // A string result is passed through as it is; anything else is serialized
        // (the WPT tests expect `'success'` back for a tool returning 'success').
        let outcome = if let Some(s) = v.as_string() {
            Outcome::String(s.to_std_string_lossy())
        } else {
            match crate::webidl::json::stringify(ctx, &v) {
                Ok(Some(s)) => Outcome::Json(s),
                Ok(None) => Outcome::Null,
                Err(e) => {
                    let v = crate::webidl::exception::error_value(e, ctx);
                    let t = thrown(ctx, &v);
                    failed(t)
                }
            }
        };
        finish(ctx, id, outcome);
        Ok(JsValue::undefined())
    }))
    .build();
    let on_err = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, args, ctx| {
        let v = args.first().cloned().unwrap_or_default();
        let t = thrown(ctx, &v);
        finish(ctx, id, failed(t));
        Ok(JsValue::undefined())
    }))
    .build();
    let _ = promise.then(Some(on_ok), Some(on_err), ctx);
}

/// executeTool's signal aborted: reject the caller at once with the reason,
/// then in parallel cancel the execution on the target: the tool execute
/// steps already queued still run first (the tool sees its signal abort).
pub fn caller_aborted(ctx: &mut Context, data: &crate::webidl::kind::AbortStepsData, reason: JsValue) {
    let id = ExecutionId(data.id);
    let h = host(ctx);
    let resolvers = h.executions.borrow_mut().get_mut(&id).and_then(|e| e.resolvers.take());
    let Some(resolvers) = resolvers else { return };
    let _ = resolvers.reject.call(&JsValue::undefined(), &[reason], ctx);
    if let Some(e) = h.ua_mut().webmcp.executions.get_mut(&id) {
        e.caller_settled = true;
    }
    h.queue_parallel(Box::new(move |ua: &mut Ua| queue_cancel_on_target(ua, id)));
}

/// Queues, in the target's agent, the cancellation of execution `id`.
/// Parallel-safe.
pub fn queue_cancel_on_target(ua: &mut Ua, id: ExecutionId) {
    let Some(target) = ua.webmcp.executions.get(&id).map(|e| e.target) else { return };
    let queued = ua.queue_global_task(target, TaskSource::WebMcp, Box::new(move |ctx: &mut Context| cancel_on_target(ctx, id, target)));
    if !queued {
        ua.webmcp.executions.remove(&id);
    }
}

/// Cancels execution `id` as its embedder caller would (an MCP client's
/// cancellation): the target's signal aborts and toolcancel fires.
pub fn cancel_from_embedder(ua: &mut Ua, id: ExecutionId) {
    let Some(e) = ua.webmcp.executions.get_mut(&id) else { return };
    if e.caller_settled {
        return;
    }
    e.caller_settled = true;
    // The caller's side settles at once with an AbortError, as executeTool's
    // does when its signal aborts; then the target cancels.
    ua.webmcp.embedder_outcomes.push((id, Outcome::error("AbortError", "The agent cancelled the tool call.")));
    queue_cancel_on_target(ua, id);
}

/// Removes the pending execution; on the target, signals abort (an
/// AbortError) and fires toolcancel at its ModelContext and Window.
fn cancel_on_target(ctx: &mut Context, id: ExecutionId, target: DocId) {
    let h = host(ctx);
    let Some(exec) = h.ua_mut().webmcp.executions.remove(&id) else { return };
    let name = exec.tool_name;
    // A declarative call ends (its pseudo-classes stop matching) before toolcancel.
    let declarative = crate::webmcp::declarative::cancelled_by_caller(ctx, id);
    let controller = take_controller(ctx, id);
    if declarative {
        if let Some(mc) = h.objects(target, |o| o.model_context.clone()).flatten() {
            fire_tool_event(ctx, target, &mc, Interface::ToolCancelEvent, "toolcancel", &name);
        }
        if let Some(w) = h.objects(target, |o| o.window.clone()).flatten() {
            fire_tool_event(ctx, target, &w, Interface::ToolCancelEvent, "toolcancel", &name);
        }
        return;
    }
    // Not started on the target yet: nothing ran there, so nothing to cancel.
    let Some(controller) = controller else { return };
    if let Ok(sig) = controller.get(js_string!("signal"), ctx) {
        if let Some(sig) = sig.as_object() {
            let e = crate::host::in_doc_realm(ctx, target, |ctx| new_dom_exception(ctx, "AbortError", "The tool execution was cancelled."));
            crate::dom::abortsignal::signal_abort(ctx, &sig, Some(e));
        }
    }
    if let Some(mc) = h.objects(target, |o| o.model_context.clone()).flatten() {
        fire_tool_event(ctx, target, &mc, Interface::ToolCancelEvent, "toolcancel", &name);
    }
    if let Some(w) = h.objects(target, |o| o.window.clone()).flatten() {
        fire_tool_event(ctx, target, &w, Interface::ToolCancelEvent, "toolcancel", &name);
    }
}
