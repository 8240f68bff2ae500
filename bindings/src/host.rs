//! The script host of one similar-origin window agent: the JavaScript side of
//! the documents that live in its Boa `Context` (realms, Window objects, node
//! wrappers, WindowProxy objects, callbacks and promises), and its handle on
//! the shared user agent (`runtime::html::UserAgent`), which owns everything
//! that is not JavaScript.
//!
//! Each agent has its own `Context`, so no JavaScript value of one agent can
//! reach another: what crosses goes through the user agent's parallel queue
//! as ids and serialized data.

use std::cell::{Cell, Ref, RefCell, RefMut};
use std::collections::HashMap;
use std::rc::Rc;

use boa_engine::builtins::promise::ResolvingFunctions;
use boa_engine::{Context, JsObject};
use runtime::dom::NodeId;
use runtime::html::event_loop::TaskSource;
use runtime::html::{AgentId, DocumentState, NavigableId, UserAgent};
use runtime::webmcp::registry::{CallbackId, ExecutionId};

pub use runtime::html::DocumentId as DocId;

/// A task: script-running work an agent's event loop runs later.
pub type Task = Box<dyn FnOnce(&mut Context)>;

/// The user agent as the bindings instantiate it.
pub type Ua = UserAgent<Task>;

/// A step of the parallel queue: it sees the user agent, never a `Context`.
pub type Step = runtime::html::ParallelStep<Task>;

/// One line of console output.
#[derive(Clone, Debug)]
pub struct ConsoleLine {
    pub level: &'static str,
    pub text: String,
}

/// What the embedder collects from every agent of a page: console output,
/// uncaught errors and the WPT report.
#[derive(Default)]
pub struct Collected {
    pub console: RefCell<Vec<ConsoleLine>>,
    pub uncaught_errors: RefCell<Vec<String>>,
    pub wpt_report: RefCell<Option<String>>,
    /// Echo console output to standard error as it happens.
    pub echo_console: bool,
    /// Define `__webmcp_wpt_report` on the top-level document's global.
    pub wpt_report_hook: bool,
    /// Set when a microtask checkpoint was cut off at the wall-clock limit.
    pub wall_limit_reached: Cell<bool>,
}

/// The JavaScript objects of one document in this agent.
#[derive(Default)]
pub struct DocumentObjects {
    /// The realm whose global is this document's Window (for a document
    /// without a browsing context: the realm of the document that created it).
    pub realm: Option<boa_engine::realm::Realm>,
    pub window: Option<JsObject>,
    pub wrappers: HashMap<NodeId, JsObject>,
    pub model_context: Option<JsObject>,
    pub location: Option<JsObject>,
    pub navigator: Option<JsObject>,
    pub implementation: Option<JsObject>,
    pub performance: Option<JsObject>,
}

/// What an object made by the platform stands for, when it is one of the
/// exotic objects that refer to other documents by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExoticKind {
    /// A WindowProxy for a navigable.
    WindowProxy(NavigableId),
    /// The Location of a document, as a script of another origin sees it.
    CrossOriginLocation(DocId),
}

/// The promises and controllers of a pending tool execution in this agent.
#[derive(Default)]
pub struct ExecutionObjects {
    /// The caller's promise (in the caller's agent), until settled.
    pub resolvers: Option<ResolvingFunctions>,
    /// The AbortController made for the tool's execute callback (in the target's agent).
    pub controller: Option<JsObject>,
}

pub struct ScriptHost {
    pub agent: AgentId,
    pub ua: Rc<RefCell<Ua>>,
    pub collected: Rc<Collected>,
    docs: RefCell<HashMap<DocId, DocumentObjects>>,
    /// This agent's WindowProxy of each navigable it has seen.
    pub window_proxies: RefCell<HashMap<NavigableId, JsObject>>,
    /// The cross-origin Location objects this agent made, by document.
    pub cross_origin_locations: RefCell<HashMap<DocId, JsObject>>,
    /// Every WindowProxy and cross-origin Location, by object.
    pub exotics: RefCell<HashMap<JsObject, ExoticKind>>,
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossorigin-property-descriptor-map:
    /// (accessor document, target navigable or document, key, part) → function.
    pub cross_origin_functions: RefCell<HashMap<(DocId, u64, String, u8), JsObject>>,
    /// Tool execute callbacks of this agent's documents.
    pub callbacks: RefCell<HashMap<CallbackId, JsObject>>,
    /// The JS side of pending tool executions.
    pub executions: RefCell<HashMap<ExecutionId, ExecutionObjects>>,
    /// registerTool and getTools promises not yet settled, by request id.
    pub pending_promises: RefCell<HashMap<u64, ResolvingFunctions>>,
    /// Repeating timers: handler, timeout, arguments and the document of the Window that set them.
    pub intervals: RefCell<HashMap<u32, (crate::generated::DOMStringOrFunction, i32, Vec<boa_engine::JsValue>, DocId)>>,
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-nesting-level
    /// of the running timer task (0 outside timer tasks).
    pub timer_nesting_level: Cell<u32>,
    /// Rejected promises waiting for `unhandledrejection` / `rejectionhandled`.
    pub rejections: RefCell<crate::rejections::Rejections>,
    /// The Window (document) and WindowProxy the next realm's global object and `this` are for.
    pub next_global: RefCell<(DocId, Option<JsObject>)>,
    /// Wall-clock milliseconds since the Unix epoch when the page loaded
    /// (event-loop time 0).
    pub epoch_ms: f64,
}

impl ScriptHost {
    pub fn new(agent: AgentId, ua: Rc<RefCell<Ua>>, collected: Rc<Collected>, epoch_ms: f64) -> Self {
        ScriptHost {
            agent,
            ua,
            collected,
            docs: RefCell::new(HashMap::new()),
            window_proxies: RefCell::new(HashMap::new()),
            cross_origin_locations: RefCell::new(HashMap::new()),
            exotics: RefCell::new(HashMap::new()),
            cross_origin_functions: RefCell::new(HashMap::new()),
            callbacks: RefCell::new(HashMap::new()),
            executions: RefCell::new(HashMap::new()),
            pending_promises: RefCell::new(HashMap::new()),
            intervals: RefCell::new(HashMap::new()),
            timer_nesting_level: Cell::new(0),
            rejections: RefCell::new(Default::default()),
            next_global: RefCell::new((DocId(0), None)),
            epoch_ms,
        }
    }

    /// The user agent, borrowed. Never hold it across script.
    pub fn ua(&self) -> Ref<'_, Ua> {
        self.ua.borrow()
    }

    pub fn ua_mut(&self) -> RefMut<'_, Ua> {
        self.ua.borrow_mut()
    }

    /// Reads a document's state in the user agent.
    pub fn doc<R>(&self, id: DocId, f: impl FnOnce(&DocumentState) -> R) -> Option<R> {
        self.ua.borrow().document(id).map(f)
    }

    pub fn doc_mut<R>(&self, id: DocId, f: impl FnOnce(&mut DocumentState) -> R) -> Option<R> {
        self.ua.borrow_mut().document_mut(id).map(f)
    }

    /// Whether `doc` is fully active.
    pub fn fully_active(&self, doc: DocId) -> bool {
        self.ua.borrow().is_fully_active(doc)
    }

    /// Reads the JavaScript objects of a document of this agent.
    pub fn objects<R>(&self, id: DocId, f: impl FnOnce(&DocumentObjects) -> R) -> Option<R> {
        self.docs.borrow().get(&id).map(f)
    }

    /// Changes the JavaScript objects of a document of this agent (made on first use).
    pub fn objects_mut<R>(&self, id: DocId, f: impl FnOnce(&mut DocumentObjects) -> R) -> R {
        f(self.docs.borrow_mut().entry(id).or_default())
    }

    /// Whether this agent made the realm of `doc` already.
    pub fn has_objects(&self, id: DocId) -> bool {
        self.docs.borrow().get(&id).is_some_and(|o| o.realm.is_some())
    }

    /// Whether documents `a` and `b` exist and are same origin.
    pub fn same_origin(&self, a: DocId, b: DocId) -> bool {
        let ua = self.ua.borrow();
        match (ua.document(a), ua.document(b)) {
            (Some(a), Some(b)) => runtime::html::origin::same_origin(&a.origin, &b.origin),
            _ => false,
        }
    }

    /// Queues a global task for `doc`, a document of this agent. A task for
    /// a document of another agent is refused (logged and dropped): across
    /// agents, work goes through [`ScriptHost::queue_parallel`], whose steps
    /// cannot carry JavaScript values.
    pub fn queue_task(&self, doc: DocId, source: TaskSource, task: Task) {
        let mut ua = self.ua.borrow_mut();
        let agent = ua.document(doc).map(|d| d.agent);
        if agent != Some(self.agent) {
            tracing::error!("a task for {doc} was queued from {} and dropped", self.agent);
            return;
        }
        ua.queue_global_task(doc, source, task);
    }

    /// Queues a task on this agent's event loop that is not tied to a document.
    pub fn queue_agent_task(&self, source: TaskSource, task: Task) {
        let agent = self.agent;
        self.ua.borrow_mut().queue_agent_task(agent, None, source, task);
    }

    /// https://html.spec.whatwg.org/multipage/infrastructure.html#enqueue-the-following-steps
    pub fn queue_parallel(&self, step: Step) {
        self.ua.borrow_mut().queue_parallel(step);
    }

    /// Releases every JavaScript object this host holds (before its context goes).
    pub fn clear(&self) {
        self.docs.borrow_mut().clear();
        self.window_proxies.borrow_mut().clear();
        self.cross_origin_locations.borrow_mut().clear();
        self.exotics.borrow_mut().clear();
        self.cross_origin_functions.borrow_mut().clear();
        self.callbacks.borrow_mut().clear();
        self.executions.borrow_mut().clear();
        self.pending_promises.borrow_mut().clear();
        self.intervals.borrow_mut().clear();
        *self.rejections.borrow_mut() = Default::default();
        *self.next_global.borrow_mut() = (DocId(0), None);
    }
}

/// The script host of the running context.
pub fn host(ctx: &Context) -> Rc<ScriptHost> {
    match ctx.get_data::<Rc<ScriptHost>>() {
        Some(h) => h.clone(),
        None => unreachable!("every webmcp context is created with its ScriptHost"),
    }
}

/// The document whose realm is running.
/// https://html.spec.whatwg.org/multipage/webappapis.html#incumbent-settings-object,
/// approximated as the document of the realm of the running script: Boa enters
/// a native function's own realm before calling it, so `current_doc` inside
/// `parent.postMessage(...)` is the parent's, while the script that called it
/// (the active script of the execution context stack) is the caller's.
pub fn incumbent_doc(ctx: &Context) -> DocId {
    let realm = match ctx.get_active_script_or_module() {
        Some(boa_engine::vm::ActiveRunnable::Script(s)) => s.realm().clone(),
        Some(boa_engine::vm::ActiveRunnable::Module(m)) => m.realm().clone(),
        None => return current_doc(ctx),
    };
    let data = realm.host_defined();
    data.get::<crate::page::RealmDoc>().map_or_else(|| current_doc(ctx), |d| d.0)
}

/// The realm of the running script (the incumbent realm, see [`incumbent_doc`]).
pub fn incumbent_realm(ctx: &Context) -> boa_engine::realm::Realm {
    match ctx.get_active_script_or_module() {
        Some(boa_engine::vm::ActiveRunnable::Script(s)) => s.realm().clone(),
        Some(boa_engine::vm::ActiveRunnable::Module(m)) => m.realm().clone(),
        None => ctx.realm().clone(),
    }
}

/// The document of the current realm.
pub fn current_doc(ctx: &Context) -> DocId {
    let realm = ctx.realm().clone();
    let data = realm.host_defined();
    data.get::<crate::page::RealmDoc>().map_or(DocId(0), |d| d.0)
}
