//! https://webmachinelearning.github.io/webmcp/#dom-modelcontext-executetool
//! and the tool execute steps on the target document.

use boa_engine::object::builtins::JsPromise;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsError, JsObject, JsResult, JsValue, NativeFunction};
use runtime::html::event_loop::TaskSource;

use crate::dom::kind::AbortAlgorithm;
use crate::generated::{Interface, ModelContextExecuteToolOptions, RegisteredTool};
use crate::glue::exception::{dom_exception, new_dom_exception};
use crate::host::{host, DocId};
use crate::webmcp::state::PendingExecution;

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
    let Some(json) = crate::webmcp::json::stringify(ctx, &input)? else {
        return Err(crate::glue::convert::type_error("inputObject cannot be serialized to JSON."));
    };
    // 6. A signal already aborted rejects at once with its reason.
    if let Some(signal) = &options.signal {
        if crate::dom::abortsignal::is_aborted(signal) {
            return Err(JsError::from_opaque(crate::dom::abortsignal::reason(signal)));
        }
    }
    let target = crate::dom::window::window_doc(&tool.window).ok();
    let name = tool.name.to_std_string_lossy();
    let (promise, resolvers) = JsPromise::new_pending(ctx);
    let h = host(ctx);
    let id = h.webmcp.borrow_mut().next_id();
    h.webmcp.borrow_mut().executions.insert(id, PendingExecution { caller, target: target.unwrap_or(usize::MAX), tool_name: name.clone(), resolvers: Some(resolvers), controller: None });
    // 6 (cont.). A later abort rejects at once and, in parallel, cancels.
    if let Some(signal) = &options.signal {
        crate::dom::abortsignal::add_algorithm(signal, AbortAlgorithm::CancelExecution { execution: id });
    }
    // 7. In parallel: find the target and check it.
    h.queue_task(TaskSource::Parallel, Box::new(move |ctx: &mut Context| {
        let h = host(ctx);
        let caller_origin = h.doc(caller, |d| d.origin.clone());
        let caller_top = h.doc(caller, |d| d.top);
        let ok = target.and_then(|t| {
            // The target must be an active document of the caller's top-level traversable.
            let (owner, top, active) = h.doc(t, |d| (d.origin.clone(), d.top, d.fully_active && d.has_browsing_context))?;
            if Some(top) != caller_top || !active {
                return None;
            }
            if !runtime::html::origin::same_origin(&owner, &expected) {
                return None;
            }
            let st = h.webmcp.borrow();
            let def = st.tools.get(&t)?.get(&name)?;
            let caller_origin = caller_origin.as_ref()?;
            runtime::webmcp::tool_is_exposed_to(&owner, &def.exposed_to, caller_origin).then_some(t)
        });
        match ok {
            None => finish(ctx, id, Err("UnknownError")),
            Some(t) => h.queue_task(TaskSource::WebMcp, Box::new(move |ctx: &mut Context| tool_execute_steps(ctx, id, t, &name, &json))),
        }
    }));
    Ok(promise)
}

/// Settles the caller's promise of execution `id` (once) and forgets the
/// pending execution; an execution the caller already aborted is ignored.
fn finish(ctx: &mut Context, id: u64, result: Result<JsValue, &str>) {
    let Some(exec) = host(ctx).webmcp.borrow_mut().executions.remove(&id) else { return };
    let Some(resolvers) = exec.resolvers else { return };
    let _ = match result {
        Ok(v) => resolvers.resolve.call(&JsValue::undefined(), &[v], ctx),
        Err(name) => {
            let e = crate::document_load::in_doc_realm(ctx, exec.caller, |ctx| new_dom_exception(ctx, name, "The tool execution failed."));
            resolvers.reject.call(&JsValue::undefined(), &[e], ctx)
        }
    };
}

/// Rejects the caller's promise of execution `id` with a `name` DOMException
/// carrying `message`, and forgets the pending execution.
fn reject_with(ctx: &mut Context, id: u64, name: &str, message: &str) {
    let Some(exec) = host(ctx).webmcp.borrow_mut().executions.remove(&id) else { return };
    let Some(resolvers) = exec.resolvers else { return };
    // The exception belongs to the caller's realm.
    let e = crate::document_load::in_doc_realm(ctx, exec.caller, |ctx| new_dom_exception(ctx, name, message));
    let _ = resolvers.reject.call(&JsValue::undefined(), &[e], ctx);
}

/// Fires a tool event, created in the target document's realm.
fn fire_tool_event(ctx: &mut Context, doc: DocId, target: &JsObject, iface: Interface, type_: &str, tool: &str) {
    let tool = tool.to_string();
    crate::document_load::in_doc_realm(ctx, doc, |ctx| {
        if let Ok(ev) = crate::dom::event::create(ctx, iface, type_, false, false, move |d| d.strings = vec![tool]) {
            crate::dom::eventtarget::fire_event(ctx, target, &ev);
        }
    });
}

/// The target document unloaded: the caller's promise rejects with UnknownError.
pub fn fail(ctx: &mut Context, id: u64) {
    finish(ctx, id, Err("UnknownError"));
}

/// The caller document unloaded: its promise can no longer be observed;
/// cancel the execution on the target.
pub fn cancel_from_unload(ctx: &mut Context, id: u64) {
    let h = host(ctx);
    let had = h.webmcp.borrow_mut().executions.get_mut(&id).map(|e| e.resolvers.take());
    if had.is_none() {
        return;
    }
    h.queue_task(TaskSource::Parallel, Box::new(move |ctx: &mut Context| {
        host(ctx).queue_task(TaskSource::WebMcp, Box::new(move |ctx: &mut Context| cancel_on_target(ctx, id)));
    }));
}

/// The tool execute steps, on the target document.
// embedder: crate-visible so that an agent's call (embedder.rs) runs these same steps.
pub(crate) fn tool_execute_steps(ctx: &mut Context, id: u64, target: DocId, name: &str, json: &str) {
    let h = host(ctx);
    // The execution may have been cancelled (and its cancellation processed) meanwhile.
    if !h.webmcp.borrow().executions.contains_key(&id) {
        return;
    }
    // 1. The tool is gone: fail (UnknownError for the caller).
    let tool = h.webmcp.borrow().tools.get(&target).and_then(|m| m.get(name)).map(|t| (t.execute.clone(), t.compiled_schema.clone()));
    let Some((execute, schema)) = tool else { return finish(ctx, id, Err("UnknownError")) };
    // 2. Parse the JSON; not an object (arrays are objects): fail.
    let Ok(value) = serde_json::from_str::<serde_json::Value>(json) else { return finish(ctx, id, Err("UnknownError")) };
    if !(value.is_object() || value.is_array()) {
        return finish(ctx, id, Err("UnknownError"));
    }
    // 2 (cont.). Validate the input against the tool's schema, here in the target
    //    document: a failure is a DataError whose message is {"path","reason","schemaPath"},
    //    and neither toolactivated nor execute happen.
    if let Err(invalid) = schema.validate(&value) {
        return reject_with(ctx, id, "DataError", &invalid.to_message_json());
    }
    let Ok(input) = boa_engine::JsValue::from_json(&value, ctx) else { return finish(ctx, id, Err("UnknownError")) };
    let (Some(mc), Some(window)) = (h.doc(target, |d| d.model_context.clone()).flatten(), h.doc(target, |d| d.window.clone()).flatten()) else {
        return finish(ctx, id, Err("UnknownError"));
    };
    // 3. Fire toolactivated (trusted, not bubbling, not cancelable) at the target's ModelContext.
    fire_tool_event(ctx, target, &mc, Interface::ToolActivatedEvent, "toolactivated", name);
    // 4. Make an AbortController and call execute(input, {signal}).
    let controller = match crate::glue::reflect::realm_prototype(ctx, Interface::AbortController)
        .and_then(|p| <crate::dom::abortcontroller::AbortController as crate::generated::AbortControllerMethods>::constructor(ctx, p))
    {
        Ok(c) => c,
        Err(_) => return finish(ctx, id, Err("UnknownError")),
    };
    if let Some(e) = h.webmcp.borrow_mut().executions.get_mut(&id) {
        e.controller = Some(controller.clone());
    }
    let signal = controller.get(js_string!("signal"), ctx).unwrap_or_default();
    let opts = JsObject::with_object_proto(ctx.intrinsics());
    let _ = opts.create_data_property_or_throw(js_string!("signal"), signal, ctx);
    let called = execute.call(&JsValue::undefined(), &[input, opts.into()], ctx);
    // 5. Fire a second toolactivated at the target's Window, after execute has started.
    fire_tool_event(ctx, target, &window, Interface::ToolActivatedEvent, "toolactivated", name);
    // 6. When execute settles: a rejection or throw, or a value that cannot be
    //    serialized, is UnknownError (not reported to window.onerror); otherwise the JSON.
    let value = match called {
        Ok(v) => v,
        Err(e) => {
            // embedder: an agent's call reports what the tool threw.
            let thrown = crate::glue::exception::error_value(e, ctx);
            crate::embedder::note_thrown(ctx, id, &thrown);
            return finish(ctx, id, Err("UnknownError"));
        }
    };
    let promise = match JsPromise::resolve(value, ctx) {
        Ok(p) => p,
        Err(_) => return finish(ctx, id, Err("UnknownError")),
    };
    let on_ok = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, args, ctx| {
        let v = args.first().cloned().unwrap_or_default();
        crate::embedder::note_returned(ctx, id, &v); // embedder: a string result stays a string for the agent.
        // A string result is passed through as it is; anything else is serialized
        // (the WPT tests expect `'success'` back for a tool returning 'success').
        if let Some(s) = v.as_string() {
            finish(ctx, id, Ok(JsValue::from(s)));
            return Ok(JsValue::undefined());
        }
        match crate::webmcp::json::stringify(ctx, &v) {
            Ok(Some(s)) => finish(ctx, id, Ok(JsValue::from(boa_engine::JsString::from(s)))),
            Ok(None) => finish(ctx, id, Ok(JsValue::null())),
            Err(_) => finish(ctx, id, Err("UnknownError")),
        }
        Ok(JsValue::undefined())
    })).build();
    let on_err = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, args, ctx| {
        crate::embedder::note_thrown(ctx, id, &args.first().cloned().unwrap_or_default()); // embedder: what the tool rejected with.
        finish(ctx, id, Err("UnknownError"));
        Ok(JsValue::undefined())
    })).build();
    let _ = promise.then(Some(on_ok), Some(on_err), ctx);
}

/// executeTool's signal aborted: reject the caller at once with the reason,
/// then in parallel cancel the execution on the target: the tool execute
/// steps already queued still run first (the tool sees its signal abort).
pub fn caller_aborted(ctx: &mut Context, id: u64, reason: JsValue) {
    let h = host(ctx);
    let resolvers = h.webmcp.borrow_mut().executions.get_mut(&id).and_then(|e| e.resolvers.take());
    let Some(resolvers) = resolvers else { return };
    let _ = resolvers.reject.call(&JsValue::undefined(), &[reason], ctx);
    h.queue_task(TaskSource::Parallel, Box::new(move |ctx: &mut Context| {
        host(ctx).queue_task(TaskSource::WebMcp, Box::new(move |ctx: &mut Context| cancel_on_target(ctx, id)));
    }));
}

/// Removes the pending execution; on the target, signals abort (an
/// AbortError) and fires toolcancel at its ModelContext and Window.
fn cancel_on_target(ctx: &mut Context, id: u64) {
    let h = host(ctx);
    let Some(exec) = h.webmcp.borrow_mut().executions.remove(&id) else { return };
    let (target, name) = (exec.target, exec.tool_name);
    // Not started on the target yet: nothing ran there, so nothing to cancel.
    let Some(controller) = exec.controller else { return };
    if let Ok(sig) = controller.get(js_string!("signal"), ctx) {
        if let Some(sig) = sig.as_object() {
            let e = new_dom_exception(ctx, "AbortError", "The tool execution was cancelled.");
            crate::dom::abortsignal::signal_abort(ctx, &sig, Some(e));
        }
    }
    if let Some(mc) = h.doc(target, |d| d.model_context.clone()).flatten() {
        fire_tool_event(ctx, target, &mc, Interface::ToolCancelEvent, "toolcancel", &name);
    }
    if let Some(w) = h.doc(target, |d| d.window.clone()).flatten() {
        fire_tool_event(ctx, target, &w, Interface::ToolCancelEvent, "toolcancel", &name);
    }
}
