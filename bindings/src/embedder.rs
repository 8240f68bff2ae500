//! The engine as an embedder sees it: the narrow, typed interface that the
//! `webmcp` library (and through it `webmcp serve`) is written against.
//!
//! Everything here is plain data (no Boa types cross it), so the library
//! above can run a [`Page`] on a thread of its own and talk to it over
//! channels. The interface is, item by item:
//!
//! - [`Page::observe_tools`]: the browser's own view of every tool in the
//!   top-level traversable's frame tree ([`ObservedTool`]);
//! - [`Page::start_agent_call`], [`Page::cancel_agent_call`] and
//!   [`Page::take_settled_agent_calls`]: tool executions started by the
//!   browser's agent, with no caller document;
//! - [`Page::tool_generation`]: a counter that moves whenever a tool map changes;
//! - [`Page::run_tasks`]: one bounded turn of the event loop, with or
//!   without jumping virtual time;
//! - [`Page::eval_json`], [`Page::top_document`], [`Page::take_console`]:
//!   script, the top document's URL, title, text and markup, and the
//!   console output taken out of the page.
//!
//! Loading stays [`Page::load`] with [`crate::page::PageOptions`].

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

use boa_engine::builtins::promise::ResolvingFunctions;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsValue, NativeFunction};
use runtime::html::event_loop::TaskSource;

use crate::host::{host, DocId};
use crate::page::{perform_a_microtask_checkpoint, Page};
use crate::webmcp::state::PendingExecution;

/// The top-level traversable's document: the first document a page creates.
const TOP: DocId = 0;

/// The caller of an agent's execution: no document. No document has this
/// id, so the unloading-document steps never treat an agent call as one
/// that a document made, and exceptions for it are made in the current realm.
const AGENT_CALLER: DocId = usize::MAX;

/// The longest message or stack kept from a thrown value, in bytes.
const MAX_THROWN_TEXT: usize = 16 * 1024;

/// A document of the page, stable for the document's lifetime and never
/// reused for another document of the same page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DocumentHandle(DocId);

/// The annotations a tool was registered with
/// (https://webmachinelearning.github.io/webmcp/#dictdef-toolannotations).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ToolAnnotations {
    /// `readOnlyHint`: the tool does not change the page or anything else.
    pub read_only_hint: bool,
    /// `untrustedContentHint`: the tool's result carries content the page
    /// does not vouch for (user-generated text, third-party data).
    pub untrusted_content_hint: bool,
    /// `consequentialHint`: calling the tool has effects a person would want to confirm.
    pub consequential_hint: bool,
    /// `debugging`: the tool exists for debugging the page.
    pub debugging: bool,
}

/// One tool as the browser sees it: every active document of the frame
/// tree, cross-origin frames included, with no origin filtering.
#[derive(Clone, Debug, PartialEq)]
pub struct ObservedTool {
    /// The document whose tool map holds the tool.
    pub document: DocumentHandle,
    /// That document's URL.
    pub document_url: String,
    /// That document's origin, serialized (`null` for an opaque origin).
    pub origin: String,
    /// The tool's name (unique within its document, not across documents).
    pub name: String,
    /// The tool's title; empty when it has none.
    pub title: String,
    /// The tool's description.
    pub description: String,
    /// The input schema as registered; `None` when the tool has none.
    pub input_schema: Option<serde_json::Value>,
    /// The annotations; `None` when the tool was registered without them.
    pub annotations: Option<ToolAnnotations>,
    /// A declarative tool (a form); always false until forms are tools.
    pub declarative: bool,
}

/// An execution started with [`Page::start_agent_call`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AgentCallId(u64);

/// What a successful execution produced.
#[derive(Clone, Debug, PartialEq)]
pub struct AgentCallOutput {
    /// The tool's result as JSON: a string result is a JSON string, any
    /// other value is what `JSON.stringify` made of it, and `undefined`
    /// (or a value `JSON.stringify` drops, such as a function) is `null`.
    pub value: serde_json::Value,
}

/// Why an execution failed: the DOMException the caller of `executeTool`
/// would have seen, and what the tool threw, when it threw.
#[derive(Clone, Debug, PartialEq)]
pub struct AgentCallError {
    /// The DOMException's name: `DataError` (the input does not match the
    /// schema), `UnknownError` (the tool threw or rejected, its document
    /// went away, no such tool), `AbortError` (cancelled).
    pub name: String,
    /// The DOMException's message (for a `DataError`, the JSON object
    /// `{"path","reason","schemaPath"}` as text).
    pub message: String,
    /// The value the tool threw or rejected with, when that is why it failed.
    pub thrown: Option<ThrownException>,
}

/// A value thrown by script, described.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThrownException {
    /// Its `name` (`TypeError`, `DataError`, ...) when it is an error object.
    pub name: Option<String>,
    /// Its `message`, or the value itself as text when it is not an error.
    pub message: String,
    /// Its `stack`, when the engine recorded one.
    pub stack: Option<String>,
}

impl std::fmt::Display for ThrownException {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.name {
            Some(name) => write!(f, "{name}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// How far one [`Page::run_tasks`] turn may move the page's clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Advance {
    /// Run queued tasks and the timers already due; never move the clock.
    /// This is what a server that waits for requests runs between them.
    DueNow,
    /// Also run timers due within this many milliseconds of event-loop
    /// time. On the virtual clock the clock jumps to each of them; on the
    /// real clock the thread sleeps until each is due.
    Within(f64),
    /// Run what is due; then, if nothing is, move the clock to the earliest
    /// timer, run it and what is due at that instant, and stop. On the
    /// virtual clock this is one jump; on the real clock, one sleep.
    NextTimer,
}

/// Where the event loop stands after a [`Page::run_tasks`] turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopState {
    /// Nothing is queued and no timer is pending.
    Idle,
    /// Nothing can run before the clock moves: timers are pending.
    TimersPending,
    /// The turn's wall-clock budget ran out while tasks could still run.
    Busy,
}

/// The top document as a reader sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopDocument {
    /// Its URL (a fragment navigation changes it).
    pub url: String,
    /// `document.title`.
    pub title: String,
    /// The text of its body: every Text node outside `script`, `style`,
    /// `template` and `noscript`, with runs of whitespace collapsed. An
    /// approximation of `innerText` without layout.
    pub text: String,
    /// Its serialized markup (doctype and document element).
    pub html: String,
}

/// What one agent call left behind while it runs.
#[derive(Default)]
struct CallRecord {
    /// Whether the tool's settled value was a string (a string result is
    /// passed as it is; any other result arrives as its JSON text).
    returned_string: bool,
    thrown: Option<ThrownException>,
}

/// The embedder's bookkeeping, kept in the context's host-defined data.
#[derive(Default)]
struct EmbedderState {
    calls: RefCell<HashMap<u64, CallRecord>>,
    settled: RefCell<Vec<(AgentCallId, Result<AgentCallOutput, AgentCallError>)>>,
    generation: Cell<u64>,
    fingerprint: RefCell<Vec<(DocId, u64, String)>>,
}

fn state(ctx: &Context) -> Option<Rc<EmbedderState>> {
    ctx.get_data::<Rc<EmbedderState>>().cloned()
}

fn state_mut(ctx: &mut Context) -> Rc<EmbedderState> {
    if let Some(s) = state(ctx) {
        return s;
    }
    let s = Rc::new(EmbedderState::default());
    ctx.insert_data(s.clone());
    s
}

impl Page {
    /// Every tool of every active document in the top-level traversable's
    /// frame tree, documents in tree order, each document's tools in name
    /// order (code units, as `getTools` sorts them).
    pub fn observe_tools(&self) -> Vec<ObservedTool> {
        let h = &self.host;
        let mut out = Vec::new();
        for doc in h.traversable_documents(TOP) {
            let Some((url, origin)) = h.doc(doc, |d| (d.url.to_string(), d.origin.serialize())) else { continue };
            let st = h.webmcp.borrow();
            let Some(map) = st.tools.get(&doc) else { continue };
            let mut tools: Vec<_> = map.values().collect();
            tools.sort_by(|a, b| runtime::webmcp::code_unit_order(&a.name, &b.name));
            for t in tools {
                out.push(ObservedTool {
                    document: DocumentHandle(doc),
                    document_url: url.clone(),
                    origin: origin.clone(),
                    name: t.name.clone(),
                    title: t.title.clone(),
                    description: t.description.clone(),
                    // The schema was serialized by JSON.stringify at registration: it parses.
                    input_schema: t.input_schema.as_deref().and_then(|s| serde_json::from_str(s).ok()),
                    annotations: t.annotations.map(|a| ToolAnnotations {
                        read_only_hint: a.read_only_hint,
                        untrusted_content_hint: a.untrusted_content_hint,
                        consequential_hint: a.consequential_hint,
                        debugging: a.debugging,
                    }),
                    declarative: false,
                });
            }
        }
        out
    }

    /// Starts executing `tool` of `document` as the browser's agent does:
    /// no caller document, so no origin or exposure check, then the same
    /// tool execute steps as `executeTool` on the target (schema validation
    /// failing with `DataError`, `toolactivated`, `execute(input, {signal})`,
    /// the result as JSON), recorded as a pending tool execution. The
    /// outcome arrives through [`Page::take_settled_agent_calls`] once the
    /// event loop has run.
    pub fn start_agent_call(&mut self, document: DocumentHandle, tool: &str, input: serde_json::Value) -> AgentCallId {
        let st = state_mut(&mut self.ctx);
        let h = self.host.clone();
        let id = h.webmcp.borrow_mut().next_id();
        st.calls.borrow_mut().insert(id, CallRecord::default());
        // executeTool step 5: the input travels as JSON text.
        let json = input.to_string();
        let resolvers = agent_resolvers(&mut self.ctx, id);
        let target = document.0;
        h.webmcp.borrow_mut().executions.insert(id, PendingExecution { caller: AGENT_CALLER, target, tool_name: tool.to_string(), resolvers: Some(resolvers), controller: None });
        let name = tool.to_string();
        // executeTool step 7, for the agent: in parallel, find the target, an active
        // document of the top-level traversable with a tool of that name.
        h.queue_task(TaskSource::Parallel, Box::new(move |ctx: &mut Context| {
            let h = host(ctx);
            if !h.traversable_documents(TOP).contains(&target) {
                return reject_agent_call(ctx, id, "UnknownError", "The tool's document is no longer active.");
            }
            if !h.webmcp.borrow().tools.get(&target).is_some_and(|m| m.contains_key(&name)) {
                return reject_agent_call(ctx, id, "UnknownError", &format!("The document has no tool named '{name}'."));
            }
            h.queue_task(TaskSource::WebMcp, Box::new(move |ctx: &mut Context| {
                crate::webmcp::execute::tool_execute_steps(ctx, id, target, &name, &json);
            }));
        }));
        AgentCallId(id)
    }

    /// Cancels an agent call as the caller-abort path of `executeTool`
    /// does: the call settles at once with an `AbortError`, then the tool's
    /// signal aborts and `toolcancel` fires in its document (when the tool
    /// had started). A call that already settled is left alone.
    pub fn cancel_agent_call(&mut self, id: AgentCallId) {
        let pending = self.host.webmcp.borrow().executions.get(&id.0).is_some_and(|e| e.resolvers.is_some());
        if !pending {
            return;
        }
        let reason = crate::glue::exception::new_dom_exception(&mut self.ctx, "AbortError", "The agent cancelled the tool call.");
        crate::webmcp::execute::caller_aborted(&mut self.ctx, id.0, reason);
        perform_a_microtask_checkpoint(&mut self.ctx);
    }

    /// The agent calls that settled since the last time, in the order they settled.
    pub fn take_settled_agent_calls(&mut self) -> Vec<(AgentCallId, Result<AgentCallOutput, AgentCallError>)> {
        state(&self.ctx).map(|s| std::mem::take(&mut *s.settled.borrow_mut())).unwrap_or_default()
    }

    /// A counter that increases whenever a tool is registered or
    /// unregistered in any document of the frame tree, or a document with
    /// tools comes or goes or changes its URL: what [`Page::observe_tools`]
    /// returns has changed since the counter last moved.
    pub fn tool_generation(&mut self) -> u64 {
        let st = state_mut(&mut self.ctx);
        let h = &self.host;
        let mut now = Vec::new();
        for doc in h.traversable_documents(TOP) {
            let url = h.doc(doc, |d| d.url.to_string()).unwrap_or_default();
            if let Some(map) = h.webmcp.borrow().tools.get(&doc) {
                now.extend(map.values().map(|t| (doc, t.registration, url.clone())));
            }
        }
        if *st.fingerprint.borrow() != now {
            *st.fingerprint.borrow_mut() = now;
            st.generation.set(st.generation.get() + 1);
        }
        st.generation.get()
    }

    /// Runs one turn of the event loop: microtasks, queued tasks and due
    /// timers, and with [`Advance::Within`] the timers due within that
    /// window, until nothing can run or `budget` of wall-clock time is
    /// spent (checked between tasks: one long task is not interrupted).
    pub fn run_tasks(&mut self, advance: Advance, budget: Duration) -> LoopState {
        let started = Instant::now();
        let mut jumped = false;
        loop {
            perform_a_microtask_checkpoint(&mut self.ctx);
            if started.elapsed() >= budget {
                return LoopState::Busy;
            }
            let now = self.host.event_loop.borrow().now();
            let deadline = match advance {
                Advance::DueNow => now,
                Advance::Within(ms) => now + ms.max(0.0),
                Advance::NextTimer => now,
            };
            let mut next = self.host.event_loop.borrow_mut().next_task(deadline);
            if next.is_none() && advance == Advance::NextTimer && !jumped {
                jumped = true;
                next = self.host.event_loop.borrow_mut().next_task(f64::INFINITY);
            }
            let Some((_, timer, task)) = next else {
                perform_a_microtask_checkpoint(&mut self.ctx);
                return if self.host.event_loop.borrow().is_idle() { LoopState::Idle } else { LoopState::TimersPending };
            };
            task(&mut self.ctx);
            if let Some(id) = timer {
                crate::dom::window::rearm_interval(&mut self.ctx, id);
            }
            self.host.timer_nesting_level.set(0);
        }
    }

    /// Evaluates `source` as a classic script in the top document's realm
    /// and returns its completion value as `JSON.stringify` serializes it
    /// (`null` for `undefined` and functions). A promise is not awaited.
    pub fn eval_json(&mut self, source: &str) -> Result<serde_json::Value, ThrownException> {
        let result = self.ctx.eval(boa_engine::Source::from_bytes(source)).and_then(|v| crate::webmcp::json::stringify(&mut self.ctx, &v));
        let out = match result {
            Ok(Some(text)) => Ok(serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text))),
            Ok(None) => Ok(serde_json::Value::Null),
            Err(e) => {
                let v = crate::glue::exception::error_value(e, &mut self.ctx);
                Err(describe_thrown(&mut self.ctx, &v))
            }
        };
        perform_a_microtask_checkpoint(&mut self.ctx);
        out
    }

    /// The console lines (level, text) and the uncaught exceptions reported
    /// since the last call, taken out of the page: a page that lives long
    /// and logs much keeps nothing of it.
    pub fn take_console(&mut self) -> (Vec<(String, String)>, Vec<String>) {
        let lines = std::mem::take(&mut *self.host.console.borrow_mut()).into_iter().map(|l| (l.level.to_string(), l.text)).collect();
        let errors = std::mem::take(&mut *self.host.uncaught_errors.borrow_mut());
        (lines, errors)
    }

    /// The top document's URL, title, text and markup.
    pub fn top_document(&self) -> TopDocument {
        let found = self.host.doc(TOP, |d| {
            let t = d.tree.borrow();
            TopDocument { url: d.url.to_string(), title: t.title(), text: body_text(&t), html: t.inner_html(t.document()) }
        });
        found.unwrap_or(TopDocument { url: self.url.to_string(), title: String::new(), text: String::new(), html: String::new() })
    }
}

/// The text of the body outside script-like elements, whitespace collapsed.
fn body_text(t: &runtime::dom::Tree) -> String {
    let Some(body) = t.body() else { return String::new() };
    let hidden = |n: runtime::dom::NodeId| {
        t.ancestors(n).any(|a| t.element(a).is_some_and(|e| ["script", "style", "template", "noscript"].iter().any(|x| e.is_html(x))))
    };
    let mut words: Vec<&str> = Vec::new();
    for n in t.descendants(body) {
        if let Some(runtime::dom::NodeData::Text(s)) = t.node_data(n) {
            if !hidden(n) {
                words.extend(s.split_ascii_whitespace());
            }
        }
    }
    words.join(" ")
}

/// The resolving functions of an agent call: native functions that record
/// the outcome instead of settling a promise.
fn agent_resolvers(ctx: &mut Context, id: u64) -> ResolvingFunctions {
    let resolve = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, args, ctx| {
        settle_ok(ctx, id, args.first().cloned().unwrap_or_default());
        Ok(JsValue::undefined())
    }))
    .build();
    let reject = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure(move |_, args, ctx| {
        settle_err(ctx, id, args.first().cloned().unwrap_or_default());
        Ok(JsValue::undefined())
    }))
    .build();
    ResolvingFunctions { resolve, reject }
}

fn settle_ok(ctx: &mut Context, id: u64, value: JsValue) {
    let Some(st) = state(ctx) else { return };
    let Some(record) = st.calls.borrow_mut().remove(&id) else { return };
    let value = match value.as_string().map(|s| s.to_std_string_lossy()) {
        None => serde_json::Value::Null,
        Some(s) if record.returned_string => serde_json::Value::String(s),
        // The tool execute steps give any other result as its JSON text.
        Some(s) => serde_json::from_str(&s).unwrap_or(serde_json::Value::String(s)),
    };
    st.settled.borrow_mut().push((AgentCallId(id), Ok(AgentCallOutput { value })));
}

fn settle_err(ctx: &mut Context, id: u64, reason: JsValue) {
    let Some(st) = state(ctx) else { return };
    let Some(record) = st.calls.borrow_mut().remove(&id) else { return };
    let described = describe_thrown(ctx, &reason);
    let error = AgentCallError { name: described.name.unwrap_or_else(|| "Error".into()), message: described.message, thrown: record.thrown };
    st.settled.borrow_mut().push((AgentCallId(id), Err(error)));
}

/// Fails an agent call before it reached its target.
fn reject_agent_call(ctx: &mut Context, id: u64, name: &str, message: &str) {
    host(ctx).webmcp.borrow_mut().executions.remove(&id);
    let Some(st) = state(ctx) else { return };
    let Some(record) = st.calls.borrow_mut().remove(&id) else { return };
    let error = AgentCallError { name: name.into(), message: message.into(), thrown: record.thrown };
    st.settled.borrow_mut().push((AgentCallId(id), Err(error)));
}

/// Called by the tool execute steps when execution `id`'s `execute` threw
/// or its promise rejected: an agent call keeps the thrown value's description.
pub(crate) fn note_thrown(ctx: &mut Context, id: u64, value: &JsValue) {
    let Some(st) = state(ctx) else { return };
    if !st.calls.borrow().contains_key(&id) {
        return;
    }
    let described = describe_thrown(ctx, value);
    if let Some(r) = st.calls.borrow_mut().get_mut(&id) {
        r.thrown = Some(described);
    };
}

/// Called by the tool execute steps with execution `id`'s settled value,
/// before it is serialized: an agent call notes whether it was a string.
pub(crate) fn note_returned(ctx: &Context, id: u64, value: &JsValue) {
    let Some(st) = state(ctx) else { return };
    if let Some(r) = st.calls.borrow_mut().get_mut(&id) {
        r.returned_string = value.is_string();
    };
}

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

/// Describes a thrown value: a DOMException by its name and message, an
/// object by its `name`, `message` and `stack` properties (read as data:
/// a getter that throws leaves the field out), anything else as text.
fn describe_thrown(ctx: &mut Context, value: &JsValue) -> ThrownException {
    let Some(obj) = value.as_object() else {
        let text = value.as_string().map_or_else(|| value.display().to_string(), |s| s.to_std_string_lossy());
        return ThrownException { name: None, message: bounded(text), stack: None };
    };
    if let Some(e) = crate::glue::exception::exception_data(&obj) {
        return ThrownException { name: Some(e.name.to_string()), message: bounded(e.message.to_string()), stack: None };
    }
    let mut text = |key| obj.get(key, ctx).ok().and_then(|v| v.as_string().map(|s| bounded(s.to_std_string_lossy())));
    let name = text(js_string!("name"));
    let message = text(js_string!("message"));
    let stack = text(js_string!("stack")).filter(|s| !s.is_empty());
    match message {
        Some(message) => ThrownException { name, message, stack },
        None => ThrownException { name: None, message: bounded(value.display().to_string()), stack },
    }
}
