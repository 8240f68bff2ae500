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
//! - [`Page::eval_json`], [`Page::eval_awaiting`] and [`Page::poll_eval`],
//!   [`Page::top_document`], [`Page::take_console`]: script (its value, or
//!   what the promise it gave settles to), the top document's URL, title,
//!   text and markup, and the console output taken out of the page.
//!
//! Loading stays [`Page::load`] with [`crate::page::PageOptions`].

use std::time::{Duration, Instant};

use runtime::html::Idle;
use runtime::webmcp::registry::{Caller, ExecutionId, ExecutionOutcome, PendingToolExecution};

use crate::host::{DocId, Ua};
use crate::page::{perform_a_microtask_checkpoint, Page};

/// A document of the page, stable for the document's lifetime and never
/// reused for another document of the same page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DocumentHandle(DocId);

impl DocumentHandle {
    /// The handle as a number, for an embedder that carries it to another
    /// process (a page run in a child process).
    pub fn to_raw(self) -> u32 {
        self.0 .0
    }

    /// The handle [`DocumentHandle::to_raw`] gave, back.
    pub fn from_raw(raw: u32) -> DocumentHandle {
        DocumentHandle(DocId(raw))
    }
}

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
    /// A declarative tool (a form).
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

/// The value of a script evaluated with [`Page::eval_awaiting`].
pub enum Evaluated {
    /// Its value as JSON (`JSON.stringify`'s view; `null` for `undefined`).
    Value(serde_json::Value),
    /// It is a promise: poll it with [`Page::poll_eval`].
    Pending(PendingEval),
}

/// A promise an evaluated script gave, kept for [`Page::poll_eval`]. It
/// belongs to the page's thread.
pub struct PendingEval(boa_engine::object::builtins::JsPromise);

/// `JSON.stringify`'s text as a JSON value (`None`, for `undefined` and
/// functions, is `null`).
fn json_of(text: Option<String>) -> serde_json::Value {
    match text {
        Some(text) => serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)),
        None => serde_json::Value::Null,
    }
}

/// What a script threw, for the embedder.
fn thrown_exception(ctx: &mut boa_engine::Context, value: &boa_engine::JsValue) -> ThrownException {
    crate::webmcp::execute::thrown(ctx, value).map_or_else(
        || ThrownException { name: None, message: String::from("an exception"), stack: None },
        |t| ThrownException { name: Some(t.name).filter(|n| !n.is_empty()), message: t.message, stack: t.stack },
    )
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
    /// Also run the timers due no later than this event-loop time (in ms,
    /// as [`Page::event_loop_time`] gives it). Unlike [`Advance::Within`],
    /// the end does not move with the clock: a `setInterval` cannot keep
    /// the turn going past it.
    Until(f64),
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

impl Page {
    /// Every tool of every active document in the top-level traversable's
    /// frame tree, documents in tree order, each document's tools in name
    /// order (code units, as `getTools` sorts them).
    pub fn observe_tools(&self) -> Vec<ObservedTool> {
        let ua = self.ua.borrow();
        runtime::webmcp::observe::observe_tools(&ua, self.top)
            .into_iter()
            .map(|t| ObservedTool {
                document: DocumentHandle(t.owner),
                document_url: ua.document(t.owner).map(|d| d.url.to_string()).unwrap_or_default(),
                origin: t.origin,
                name: t.name,
                title: t.title,
                description: t.description,
                // The schema was serialized by JSON.stringify at registration: it parses.
                input_schema: t.input_schema.as_deref().and_then(|s| serde_json::from_str(s).ok()),
                annotations: t.annotations.map(|a| ToolAnnotations {
                    read_only_hint: a.read_only_hint,
                    untrusted_content_hint: a.untrusted_content_hint,
                    consequential_hint: a.consequential_hint,
                    debugging: a.debugging,
                }),
                declarative: t.declarative,
            })
            .collect()
    }

    /// Starts executing `tool` of `document` as the browser's agent does:
    /// no caller document, so no origin or exposure check, then the same
    /// tool execute steps as `executeTool` on the target (schema validation
    /// failing with `DataError`, `toolactivated`, `execute(input, {signal})`,
    /// the result as JSON), recorded as a pending tool execution of the
    /// page's traversable. The outcome arrives through
    /// [`Page::take_settled_agent_calls`] once the event loop has run.
    pub fn start_agent_call(&mut self, document: DocumentHandle, tool: &str, input: serde_json::Value) -> AgentCallId {
        let mut ua = self.ua.borrow_mut();
        let id = ExecutionId(ua.webmcp.next_id());
        let top = self.top;
        let target = document.0;
        ua.webmcp.executions.insert(id, PendingToolExecution {
            caller: Caller::Embedder,
            target,
            traversable: top,
            tool_name: tool.to_string(),
            started: false,
            caller_settled: false,
        });
        // executeTool step 5: the input travels as JSON text.
        let json = input.to_string();
        let name = tool.to_string();
        // executeTool's in-parallel steps, for the agent: the target must be
        // an active document of this traversable with a tool of that name.
        ua.queue_parallel(Box::new(move |ua: &mut Ua| {
            let Some(origin) = ua.document(target).map(|d| d.origin.clone()) else {
                return crate::webmcp::execute::settle_caller(ua, id, ExecutionOutcome::error("UnknownError", "The tool's document is gone."));
            };
            crate::webmcp::execute::start_on_target(ua, id, top, None, target, &origin, name, json);
        }));
        AgentCallId(id.0)
    }

    /// Cancels an agent call as the caller-abort path of `executeTool`
    /// does: the call settles at once with an `AbortError`, then the tool's
    /// signal aborts and `toolcancel` fires in its document (when the tool
    /// had started). A call that already settled is left alone.
    pub fn cancel_agent_call(&mut self, id: AgentCallId) {
        crate::webmcp::execute::cancel_from_embedder(&mut self.ua.borrow_mut(), ExecutionId(id.0));
    }

    /// Whether agent call `id` waits for a person to submit its form: a
    /// declarative tool without `toolautosubmit` fills the form, focuses its
    /// submit button and waits (docs/declarative-tools.md, "Calls").
    pub fn agent_call_awaits_submission(&mut self, id: AgentCallId) -> bool {
        match self.call_context(id) {
            Some((ctx, _)) => crate::webmcp::declarative::waiting_submit_button(ctx, ExecutionId(id.0)).is_some(),
            None => false,
        }
    }

    /// Plays the person who presses the submit button of the form agent
    /// call `id` waits on: the form is submitted from that button, as a
    /// click would submit it. Returns whether the call was waiting.
    pub fn submit_agent_call_form(&mut self, id: AgentCallId) -> bool {
        let Some((ctx, _)) = self.call_context(id) else { return false };
        let pressed = crate::webmcp::declarative::press_submit_button(ctx, ExecutionId(id.0));
        perform_a_microtask_checkpoint(ctx);
        pressed
    }

    /// The context of the agent of agent call `id`'s target document.
    fn call_context(&mut self, id: AgentCallId) -> Option<(&mut boa_engine::Context, DocId)> {
        let (agent, target) = {
            let ua = self.ua.borrow();
            let target = ua.webmcp.executions.get(&ExecutionId(id.0))?.target;
            (ua.document(target)?.agent, target)
        };
        Some((self.agents.context(agent).ok()?, target))
    }

    /// The agent calls that settled since the last time, in the order they settled.
    pub fn take_settled_agent_calls(&mut self) -> Vec<(AgentCallId, Result<AgentCallOutput, AgentCallError>)> {
        let settled = std::mem::take(&mut self.ua.borrow_mut().webmcp.embedder_outcomes);
        settled
            .into_iter()
            .map(|(id, outcome)| {
                let result = match outcome {
                    ExecutionOutcome::String(s) => Ok(AgentCallOutput { value: serde_json::Value::String(s) }),
                    // The tool execute steps give any other result as its JSON text.
                    ExecutionOutcome::Json(s) => Ok(AgentCallOutput { value: serde_json::from_str(&s).unwrap_or(serde_json::Value::String(s)) }),
                    ExecutionOutcome::Null => Ok(AgentCallOutput { value: serde_json::Value::Null }),
                    ExecutionOutcome::Error { name, message, thrown } => Err(AgentCallError {
                        name,
                        message,
                        thrown: thrown.map(|t| ThrownException { name: Some(t.name).filter(|n| !n.is_empty()), message: t.message, stack: t.stack }),
                    }),
                };
                (AgentCallId(id.0), result)
            })
            .collect()
    }

    /// A counter that increases whenever a tool is registered or
    /// unregistered in any document of the page, or a document with tools
    /// goes away: what [`Page::observe_tools`] returns may have changed
    /// since the counter last moved.
    pub fn tool_generation(&self) -> u64 {
        self.ua.borrow().webmcp.generation
    }

    /// Runs one turn of the event loop: parallel steps, queued tasks and due
    /// timers, and with [`Advance::Within`] the timers due within that
    /// window, until nothing can run or `budget` of wall-clock time is
    /// spent (checked between tasks: one long task is not interrupted).
    pub fn run_tasks(&mut self, advance: Advance, budget: Duration) -> LoopState {
        let started = Instant::now();
        let mut jumped = false;
        loop {
            if started.elapsed() >= budget {
                return LoopState::Busy;
            }
            let now = self.ua.borrow().clock.now();
            let deadline = match advance {
                Advance::DueNow | Advance::NextTimer => now,
                Advance::Within(ms) => now + ms.max(0.0),
                Advance::Until(t) => t.max(now),
            };
            match self.step(deadline) {
                Ok(()) => {}
                Err(Idle::Empty) => return LoopState::Idle,
                Err(Idle::TimersPending) if advance == Advance::NextTimer && !jumped => {
                    jumped = true;
                    if let Err(Idle::Empty) = self.step(f64::INFINITY) {
                        return LoopState::Idle;
                    }
                }
                Err(Idle::TimersPending) => return LoopState::TimersPending,
            }
        }
    }

    /// The event loop's current time in ms (virtual or real, per the clock).
    pub fn event_loop_time(&self) -> f64 {
        self.ua.borrow().clock.now()
    }

    /// Evaluates `source` as a classic script in the top document's realm
    /// and returns its completion value as `JSON.stringify` serializes it
    /// (`null` for `undefined` and functions). A promise is not awaited.
    pub fn eval_json(&mut self, source: &str) -> Result<serde_json::Value, ThrownException> {
        let (ctx, doc) = self.top_context().map_err(|e| ThrownException { name: Some("Error".into()), message: e.to_string(), stack: None })?;
        let result = crate::host::in_doc_realm(ctx, doc, |ctx| {
            crate::ecmascript::nesting_limit::ensure_nesting_within_limit(source)
                .and_then(|()| ctx.eval(boa_engine::Source::from_bytes(source)))
                .and_then(|v| crate::webidl::json::stringify(ctx, &v))
        });
        let out = match result {
            Ok(Some(text)) => Ok(serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text))),
            Ok(None) => Ok(serde_json::Value::Null),
            Err(e) => {
                let v = crate::webidl::exception::error_value(e, ctx);
                Err(thrown_exception(ctx, &v))
            }
        };
        perform_a_microtask_checkpoint(ctx);
        out
    }

    /// [`Page::eval_json`], except that a promise is kept rather than
    /// serialized: its outcome arrives through [`Page::poll_eval`] once the
    /// event loop has run. The promise is marked handled (its rejection is
    /// the caller's to report, not an unhandled rejection of the page).
    pub fn eval_awaiting(&mut self, source: &str) -> Result<Evaluated, ThrownException> {
        let (ctx, doc) = self.top_context().map_err(|e| ThrownException { name: Some("Error".into()), message: e.to_string(), stack: None })?;
        let result = crate::host::in_doc_realm(ctx, doc, |ctx| {
            crate::ecmascript::nesting_limit::ensure_nesting_within_limit(source)?;
            let value = ctx.eval(boa_engine::Source::from_bytes(source))?;
            match value.as_promise() {
                Some(promise) => {
                    let ignore = boa_engine::NativeFunction::from_fn_ptr(|_, _, _| Ok(boa_engine::JsValue::undefined())).to_js_function(ctx.realm());
                    let _ = promise.then(None, Some(ignore), ctx);
                    Ok(Evaluated::Pending(PendingEval(promise)))
                }
                None => crate::webidl::json::stringify(ctx, &value).map(|text| Evaluated::Value(json_of(text))),
            }
        });
        let out = result.map_err(|e| {
            let v = crate::webidl::exception::error_value(e, ctx);
            thrown_exception(ctx, &v)
        });
        perform_a_microtask_checkpoint(ctx);
        out
    }

    /// What the promise of an [`Page::eval_awaiting`] settled to, as JSON
    /// (`JSON.stringify`'s view), or what it rejected with; `None` while it
    /// is pending.
    pub fn poll_eval(&mut self, pending: &PendingEval) -> Option<Result<serde_json::Value, ThrownException>> {
        let state = pending.0.state();
        let (ctx, doc) = match self.top_context() {
            Ok(c) => c,
            Err(e) => return Some(Err(ThrownException { name: Some("Error".into()), message: e.to_string(), stack: None })),
        };
        match state {
            boa_engine::builtins::promise::PromiseState::Pending => None,
            boa_engine::builtins::promise::PromiseState::Fulfilled(v) => Some(crate::host::in_doc_realm(ctx, doc, |ctx| match crate::webidl::json::stringify(ctx, &v) {
                Ok(text) => Ok(json_of(text)),
                Err(e) => {
                    let v = crate::webidl::exception::error_value(e, ctx);
                    Err(thrown_exception(ctx, &v))
                }
            })),
            boa_engine::builtins::promise::PromiseState::Rejected(v) => Some(Err(thrown_exception(ctx, &v))),
        }
    }

    /// The console lines (level, text) and the uncaught exceptions reported
    /// since the last call, taken out of the page: a page that lives long
    /// and logs much keeps nothing of it.
    pub fn take_console(&mut self) -> (Vec<(String, String)>, Vec<String>) {
        let lines = std::mem::take(&mut *self.collected.console.borrow_mut()).into_iter().map(|l| (l.level.to_string(), l.text)).collect();
        let errors = std::mem::take(&mut *self.collected.uncaught_errors.borrow_mut());
        (lines, errors)
    }

    /// The top document's URL, title, text and markup.
    pub fn top_document(&self) -> TopDocument {
        let ua = self.ua.borrow();
        let found = self.top_document_id().and_then(|doc| ua.document(doc)).map(|d| {
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
