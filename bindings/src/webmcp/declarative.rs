//! WebMCP declarative tools on the script side (shared/spec/NOTES.md,
//! "Declarative tools"; docs/declarative-tools.md): forms registered in
//! their document's tool map as their tree changes, and the calls that
//! fill and submit them. What a form defines, how an input fills it and
//! the life of a call are `runtime::webmcp::declarative`; here are the
//! document conditions, the registry, events, and the submission.

use std::collections::{HashMap, HashSet};

use boa_engine::object::builtins::JsPromise;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{Context, JsObject, JsValue, NativeFunction};
use runtime::dom::NodeId;
use runtime::html::event_loop::TaskSource;
use runtime::html::sandboxing::SandboxingFlags;
use runtime::webmcp::declarative::execution::{
    CancelReason, FirstStep, FormToolExecution, Outcome as FormOutcome, Phase, RESPONSE_NOT_SERIALIZABLE, RESPONSE_REJECTED,
};
use runtime::webmcp::declarative::{tool_definition, tool_forms, validation_failure_message};
use runtime::webmcp::registry::{ExecutionId, ToolDefinition, ToolKind};
use runtime::webmcp::schema::ToolInputSchema;

use crate::dom::node::wrap;
use crate::generated::Interface;
use crate::host::{host, DocId, FormEvent, Ua};
use crate::html::form_submission::{self, SubmitFrom};
use crate::webmcp::execute::{fire_tool_event, finish, Outcome};

/// A form registered as a tool.
struct Registered {
    form: NodeId,
    name: String,
    fingerprint: u64,
    registration: u64,
}

/// A running call of a declarative tool.
struct Call {
    id: ExecutionId,
    doc: DocId,
    exec: FormToolExecution,
    /// The tool's fingerprint when the call started: a different one later
    /// means the form stopped being this tool.
    fingerprint: u64,
}

/// The declarative tools of one agent's documents.
#[derive(Default)]
pub struct State {
    registered: HashMap<DocId, Vec<Registered>>,
    /// Documents with an update task queued.
    queued: HashSet<DocId>,
    calls: Vec<Call>,
}

/// Whether `doc`'s forms may be tools: a fully active document with a
/// browsing context, scripting not sandboxed, allowed to use "tools", in an
/// origin-keyed agent cluster (or a `file:` document, as for registerTool).
fn qualifies(ua: &Ua, doc: DocId) -> bool {
    let Some(d) = ua.document(doc) else { return false };
    ua.has_browsing_context(doc)
        && ua.is_fully_active(doc)
        && !d.sandboxing.contains(SandboxingFlags::SCRIPTS)
        && ua.allowed_to_use_tools(doc)
        && (ua.is_origin_keyed(doc) || d.url.scheme() == "file")
}

/// The tree of `doc`, or of the form's changed document, changed (a
/// control, an attribute, an insertion or removal): calls whose form
/// stopped being their tool are cancelled now; the registrations are
/// brought up to date in a task.
pub fn forms_changed(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    if h.doc(doc, |d| d.agent) != Some(h.agent) {
        return;
    }
    cancel_stale_calls(ctx, doc);
    if !h.declarative.borrow_mut().queued.insert(doc) {
        return;
    }
    h.queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| update_form_tools(ctx, doc)));
}

/// Cancels the calls of `doc` whose form is no longer the tool they
/// called, unless the call is past the point where that cancels it
/// ([`FormToolExecution::cancelled_by_unregistration`]).
fn cancel_stale_calls(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let stale: Vec<ExecutionId> = {
        let state = h.declarative.borrow();
        let Some(tree) = h.doc(doc, |d| d.tree.clone()) else { return };
        let qualifies = qualifies(&h.ua(), doc);
        let t = tree.borrow();
        state
            .calls
            .iter()
            .filter(|c| c.doc == doc && c.exec.cancelled_by_unregistration())
            .filter(|c| !qualifies || tool_definition(&t, c.exec.form).map(|d| d.fingerprint()).ok() != Some(c.fingerprint))
            .map(|c| c.id)
            .collect()
    };
    for id in stale {
        cancel(ctx, id, CancelReason::Unregistered);
    }
}

/// Brings `doc`'s declarative registrations up to date: forms that stopped
/// being tools (or whose definition changed) are unregistered, new ones
/// registered (a name taken by another tool of the document is skipped),
/// and documents are notified of a tool change when anything changed.
pub fn update_form_tools(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    h.declarative.borrow_mut().queued.remove(&doc);
    let wanted: Vec<(NodeId, runtime::webmcp::declarative::DeclarativeTool)> = {
        let ua = h.ua();
        if !qualifies(&ua, doc) {
            Vec::new()
        } else {
            match ua.document(doc) {
                Some(d) => tool_forms(&d.tree.borrow()).into_iter().filter_map(|(f, r)| r.ok().map(|t| (f, t))).collect(),
                None => Vec::new(),
            }
        }
    };
    let mut changed = false;
    let mut state = h.declarative.borrow_mut();
    let mut ua = h.ua_mut();
    let registered = state.registered.entry(doc).or_default();
    // Unregister what is gone or changed.
    registered.retain(|r| {
        let keep = wanted.iter().any(|(f, t)| *f == r.form && t.fingerprint() == r.fingerprint);
        if !keep && ua.webmcp.remove_registration(doc, &r.name, r.registration).is_some() {
            changed = true;
        }
        keep
    });
    // Register the new ones, in tree order: the first form with a name keeps it.
    for (form, tool) in wanted {
        if registered.iter().any(|r| r.form == form) || ua.webmcp.tool(doc, &tool.name).is_some() {
            continue;
        }
        let registration = ua.webmcp.next_id();
        let Ok(compiled_schema) = ToolInputSchema::compile_optional(None) else { continue };
        ua.webmcp.insert(doc, ToolDefinition {
            name: tool.name.clone(),
            title: tool.title.clone(),
            description: tool.description.clone(),
            input_schema: Some(tool.input_schema.clone()),
            compiled_schema,
            annotations: None,
            exposed_to: Vec::new(),
            kind: ToolKind::Form(form),
            registration,
        });
        registered.push(Registered { form, name: tool.name.clone(), fingerprint: tool.fingerprint(), registration });
        changed = true;
    }
    if registered.is_empty() {
        state.registered.remove(&doc);
    }
    drop(ua);
    drop(state);
    if changed {
        h.queue_parallel(Box::new(move |ua: &mut Ua| crate::webmcp::register::notify_documents_of_a_tool_change(ua, doc, &[])));
    }
}

/// The tool execute steps for a declarative tool, on the target document:
/// fill the form from the input, fire `input`/`change`, `toolactivated`,
/// then submit (`toolautosubmit`) or focus the submit button and wait.
pub fn execute(ctx: &mut Context, id: ExecutionId, target: DocId, json: &str, form: NodeId) {
    let h = host(ctx);
    let Ok(input) = serde_json::from_str::<serde_json::Value>(json) else {
        return finish(ctx, id, Outcome::error("UnknownError", "The tool execution failed."));
    };
    let Some(tree) = h.doc(target, |d| d.tree.clone()) else {
        return finish(ctx, id, Outcome::error("UnknownError", "The tool execution failed."));
    };
    let definition = tool_definition(&tree.borrow(), form);
    let Ok(tool) = definition else {
        return finish(ctx, id, Outcome::error("UnknownError", "The tool execution failed."));
    };
    let started = FormToolExecution::start(&mut tree.borrow_mut(), form, &tool, &input);
    let (exec, applied, first) = match started {
        Ok(s) => s,
        Err(e) => return finish(ctx, id, Outcome::error("UnknownError", &e.to_string())),
    };
    let name = exec.tool_name.clone();
    h.declarative.borrow_mut().calls.push(Call { id, doc: target, exec, fingerprint: tool.fingerprint() });
    if let Some(e) = h.ua_mut().webmcp.executions.get_mut(&id) {
        e.started = true;
    }
    // The filled controls' input and change events, in order.
    for filled in &applied.filled {
        let Ok(el) = wrap(ctx, target, filled.element) else { continue };
        crate::host::in_doc_realm(ctx, target, |ctx| {
            if filled.fire_input {
                crate::html::form_controls::fire_bubbling(ctx, &el, "input");
            }
            if filled.fire_change {
                crate::html::form_controls::fire_bubbling(ctx, &el, "change");
            }
        });
    }
    // toolactivated at the ModelContext, then at the Window.
    if let Ok(mc) = crate::webmcp::modelcontext::model_context_of(ctx, target) {
        fire_tool_event(ctx, target, &mc, Interface::ToolActivatedEvent, "toolactivated", &name);
    }
    if let Some(window) = h.objects(target, |o| o.window.clone()).flatten() {
        fire_tool_event(ctx, target, &window, Interface::ToolActivatedEvent, "toolactivated", &name);
    }
    // The events' listeners may have ended the call already.
    if !has_call(ctx, id) {
        return;
    }
    match first {
        FirstStep::Submit { submitter } => {
            crate::host::in_doc_realm(ctx, target, |ctx| form_submission::submit(ctx, target, form, submitter, SubmitFrom::ToolAutosubmit));
            // A submission that did not get to its submit event (the form
            // cannot navigate, a submission already firing) leaves nothing
            // to wait for.
            let waiting = h.declarative.borrow().calls.iter().any(|c| c.id == id && c.exec.phase() == Phase::AwaitingSubmission);
            if waiting {
                end(ctx, id, Outcome::error("UnknownError", "The form was not submitted."));
            }
        }
        FirstStep::FocusAndWait { button } => focus(ctx, target, button),
    }
}

fn has_call(ctx: &Context, id: ExecutionId) -> bool {
    host(ctx).declarative.borrow().calls.iter().any(|c| c.id == id)
}

/// Focuses `element` of `doc` (the submit button a call waits on) by
/// HTML's focusing steps: `document.activeElement` is the button, `blur`
/// and `focus` fire.
fn focus(ctx: &mut Context, doc: DocId, element: NodeId) {
    let focused = crate::dom::node::wrap(ctx, doc, element).and_then(|button| crate::html::focus::focusing_steps(ctx, &button));
    if let Err(e) = focused {
        let report = host(ctx).hooks.report_exception;
        report(ctx, e);
    }
}

/// Ends call `id` with `outcome`: the tool pseudo-classes stop matching,
/// then the caller is settled.
fn end(ctx: &mut Context, id: ExecutionId, outcome: Outcome) -> bool {
    let h = host(ctx);
    let call = {
        let mut state = h.declarative.borrow_mut();
        let i = state.calls.iter().position(|c| c.id == id);
        i.map(|i| state.calls.remove(i))
    };
    let Some(mut call) = call else { return false };
    h.doc(call.doc, |d| call.exec.finish(&mut d.tree.borrow_mut()));
    finish(ctx, id, outcome);
    true
}

/// Cancels call `id` (a reset, the form no longer its tool): it rejects
/// with an UnknownError, then `toolcancel` fires at the ModelContext and
/// the Window.
fn cancel(ctx: &mut Context, id: ExecutionId, reason: CancelReason) {
    let Some((doc, name)) = host(ctx).declarative.borrow().calls.iter().find(|c| c.id == id).map(|c| (c.doc, c.exec.tool_name.clone())) else { return };
    if !end(ctx, id, Outcome::error("UnknownError", &reason.to_string())) {
        return;
    }
    host(ctx).queue_task(doc, TaskSource::WebMcp, Box::new(move |ctx: &mut Context| fire_toolcancel(ctx, doc, &name)));
}

fn fire_toolcancel(ctx: &mut Context, doc: DocId, name: &str) {
    let h = host(ctx);
    if let Some(mc) = h.objects(doc, |o| o.model_context.clone()).flatten() {
        fire_tool_event(ctx, doc, &mc, Interface::ToolCancelEvent, "toolcancel", name);
    }
    if let Some(w) = h.objects(doc, |o| o.window.clone()).flatten() {
        fire_tool_event(ctx, doc, &w, Interface::ToolCancelEvent, "toolcancel", name);
    }
}

/// The caller cancelled (its signal aborted, an MCP client's cancellation):
/// the call ends without settling anything more; returns whether `id` was
/// a declarative call (the caller then fires `toolcancel`).
pub fn cancelled_by_caller(ctx: &mut Context, id: ExecutionId) -> bool {
    let h = host(ctx);
    let call = {
        let mut state = h.declarative.borrow_mut();
        let i = state.calls.iter().position(|c| c.id == id);
        i.map(|i| state.calls.remove(i))
    };
    let Some(mut call) = call else { return false };
    h.doc(call.doc, |d| call.exec.finish(&mut d.tree.borrow_mut()));
    true
}

/// The host hook: what a form's submission and reset mean for its call.
pub fn form_event(ctx: &mut Context, doc: DocId, form: NodeId, event: FormEvent<'_>) -> bool {
    let h = host(ctx);
    let id = h.declarative.borrow().calls.iter().find(|c| c.doc == doc && c.exec.form == form).map(|c| c.id);
    let Some(id) = id else { return false };
    match event {
        FormEvent::SubmitStarting { autosubmit } => {
            let mut state = h.declarative.borrow_mut();
            state.calls.iter_mut().find(|c| c.id == id).is_some_and(|c| c.exec.submit_starting(autosubmit))
        }
        FormEvent::SubmitDispatched { event, canceled } => {
            let response = crate::html::submitevent::response(event);
            let outcome = {
                let mut state = h.declarative.borrow_mut();
                let Some(c) = state.calls.iter_mut().find(|c| c.id == id) else { return false };
                if c.exec.phase() != Phase::DispatchingSubmit {
                    return false;
                }
                c.exec.submit_dispatched(response.is_some(), canceled)
            };
            match outcome {
                Some(FormOutcome::Failed(message)) => {
                    end(ctx, id, Outcome::error("UnknownError", &message));
                }
                Some(FormOutcome::Navigated) => {
                    end(ctx, id, Outcome::Null);
                }
                None => {
                    if let Some(p) = response {
                        wait_for_response(ctx, id, p);
                    }
                }
            }
            false
        }
        FormEvent::Navigates => {
            // form.submit() while the call waits, or from its submit event's
            // listener, ends it as a navigation.
            let waiting = h.declarative.borrow().calls.iter().any(|c| c.id == id && matches!(c.exec.phase(), Phase::AwaitingSubmission | Phase::DispatchingSubmit));
            if waiting {
                end(ctx, id, Outcome::Null);
            }
            false
        }
        FormEvent::Reset => {
            let running = h.declarative.borrow().calls.iter().any(|c| c.id == id && matches!(c.exec.phase(), Phase::AwaitingSubmission | Phase::AwaitingResponse));
            if running {
                cancel(ctx, id, CancelReason::Reset);
            }
            false
        }
        FormEvent::ValidationFailed => {
            let waiting = h.declarative.borrow().calls.iter().any(|c| c.id == id && c.exec.phase() == Phase::AwaitingSubmission);
            if waiting {
                let message = h.doc(doc, |d| validation_failure_message(&d.tree.borrow(), form)).unwrap_or_default();
                end(ctx, id, Outcome::error("UnknownError", &message));
            }
            false
        }
    }
}

/// Waits for the `respondWith()` promise of call `id`: its value is the
/// result (a string as it is, an object as JSON, anything else as
/// `String()`); a rejection or a value JSON cannot serialize fails the call.
fn wait_for_response(ctx: &mut Context, id: ExecutionId, promise: JsObject) {
    let Ok(promise) = JsPromise::from_object(promise) else {
        end(ctx, id, Outcome::error("UnknownError", RESPONSE_REJECTED));
        return;
    };
    let on_ok = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, args, ctx| {
        let v = args.first().cloned().unwrap_or_default();
        let outcome = if let Some(s) = v.as_string() {
            Outcome::String(s.to_std_string_lossy())
        } else if v.is_object() {
            match crate::webidl::json::stringify(ctx, &v) {
                Ok(Some(s)) => Outcome::Json(s),
                Ok(None) | Err(_) => Outcome::error("UnknownError", RESPONSE_NOT_SERIALIZABLE),
            }
        } else {
            match v.to_string(ctx) {
                Ok(s) => Outcome::String(s.to_std_string_lossy()),
                Err(_) => Outcome::error("UnknownError", RESPONSE_NOT_SERIALIZABLE),
            }
        };
        end(ctx, id, outcome);
        Ok(JsValue::undefined())
    }))
    .build();
    let on_err = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, _, ctx| {
        end(ctx, id, Outcome::error("UnknownError", RESPONSE_REJECTED));
        Ok(JsValue::undefined())
    }))
    .build();
    let _ = promise.then(Some(on_ok), Some(on_err), ctx);
}

/// The submit button a call of `doc` waits on (a declarative tool without
/// `toolautosubmit`), for an embedder that plays the person who presses it.
pub fn waiting_submit_button(ctx: &Context, id: ExecutionId) -> Option<(DocId, NodeId, NodeId)> {
    let h = host(ctx);
    let state = h.declarative.borrow();
    let c = state.calls.iter().find(|c| c.id == id && c.exec.phase() == Phase::AwaitingSubmission)?;
    Some((c.doc, c.exec.form, c.exec.submit_button?))
}

/// The person presses the submit button of call `id`'s form: the form is
/// submitted from it, as a click on it would. Returns whether a call was
/// waiting.
pub fn press_submit_button(ctx: &mut Context, id: ExecutionId) -> bool {
    let Some((doc, form, button)) = waiting_submit_button(ctx, id) else { return false };
    crate::host::in_doc_realm(ctx, doc, |ctx| form_submission::submit(ctx, doc, form, Some(button), SubmitFrom::Request));
    true
}
