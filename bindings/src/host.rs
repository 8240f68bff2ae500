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

/// The document a realm belongs to (kept in the realm's host-defined slot).
#[derive(boa_engine::Trace, boa_engine::Finalize, boa_engine::JsData)]
pub struct RealmDoc(#[unsafe_ignore_trace] pub DocId);

/// The rejected promises of each document's settings object, for HTML's
/// unhandled-rejection tracking (`crate::html::rejections`).
#[derive(Default)]
pub struct Rejections {
    /// https://html.spec.whatwg.org/multipage/webappapis.html#about-to-be-notified-rejected-promises-list
    pub about_to_be_notified: Vec<(DocId, JsObject)>,
    /// Taken from the list above, waiting for their notification task.
    pub queued: Vec<(DocId, JsObject)>,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#outstanding-rejected-promises-weak-set
    /// (strong here: entries leave when handled or when the page ends).
    pub outstanding: Vec<(DocId, JsObject)>,
}

/// The steps that later specifications attach to what earlier ones do,
/// as function pointers the page installs when it makes an agent's
/// context: the folders of this crate depend one way (webidl, then dom,
/// then html and the other web platform folders, then webmcp), and a lower
/// one reaches a higher one only through these (as DOM's "insertion steps"
/// and "removing steps" are defined by HTML, and the unloading document
/// cleanup steps by WebMCP).
pub struct Hooks {
    /// HTML's insertion and removing steps after script changed `doc`'s tree
    /// (iframes get and lose their child navigables).
    pub tree_changed: fn(&mut Context, DocId),
    /// HTML's attribute change steps after script set an attribute.
    pub attribute_changed: fn(&mut Context, DocId, NodeId, &str),
    /// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception
    pub report_exception: fn(&mut Context, boa_engine::JsError),
    /// The platform object an exotic object (a WindowProxy, a cross-origin
    /// Location) stands for when the running script may reach it, else a
    /// "SecurityError" (https://webidl.spec.whatwg.org/#dfn-perform-a-security-check).
    pub resolve_exotic: fn(&mut Context, JsObject) -> boa_engine::JsResult<JsObject>,
    /// This agent's WindowProxy of a navigable.
    pub window_proxy: fn(&mut Context, NavigableId) -> boa_engine::JsResult<JsObject>,
    /// Makes a document's realm and Window in this agent, if not made yet.
    pub initialize_document_objects: fn(&mut Context, DocId) -> boa_engine::JsResult<()>,
    /// A node's wrapper was made (HTML: its event handler content attributes
    /// become handlers).
    pub node_wrapped: fn(&mut Context, DocId, NodeId, &JsObject),
    /// https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
    /// (compiled if it was a content attribute's text), as an object.
    pub event_handler_value: fn(&mut Context, &JsObject, &str) -> Option<JsObject>,
    /// HTML's event handler processing algorithm, for an event handler's listener.
    pub invoke_event_handler: fn(&mut Context, &JsObject, &str, &JsObject) -> boa_engine::JsResult<()>,
    /// A document's ModelContext (WebMCP's partial interface of Document and Navigator).
    pub model_context: fn(&mut Context, DocId) -> boa_engine::JsResult<JsObject>,
    /// https://w3c.github.io/selection-api/#dom-document-getselection: a
    /// document's Selection (the Selection API's partial interface of Document).
    pub selection: fn(&mut Context, DocId) -> boa_engine::JsResult<Option<JsObject>>,
    /// What WebMCP's declarative tools learn about a form of `doc` (its
    /// submission starting or dispatched, a navigation, a reset); the
    /// answer matters for [`FormEvent::SubmitStarting`] only: whether the
    /// submission is a tool call's (its `submit` event is `agentInvoked`).
    pub form_event: fn(&mut Context, DocId, NodeId, FormEvent<'_>) -> bool,
    /// The parser inserted nodes into `doc` (before each script it runs,
    /// and at the end): its forms may be tools now.
    pub forms_parsed: fn(&mut Context, DocId),
    /// https://dom.spec.whatwg.org/#concept-element-interface: the interface
    /// an element implements (HTML's element interfaces).
    pub element_interface: fn(&runtime::dom::ElementData) -> crate::generated::Interface,
    /// https://dom.spec.whatwg.org/#eventtarget-activation-behavior: whether a target has one (HTML's elements).
    pub has_activation_behavior: fn(&mut Context, &JsObject) -> bool,
    /// Runs a target's activation behavior with the event.
    pub activation_behavior: fn(&mut Context, &JsObject, &JsObject),
    /// https://dom.spec.whatwg.org/#eventtarget-legacy-pre-activation-behavior
    pub legacy_pre_activation_behavior: fn(&mut Context, &JsObject, &JsObject),
    /// The observers' steps of a rendering update of a document, after its
    /// animation frame callbacks: ResizeObserver's gather and broadcast,
    /// IntersectionObserver's update intersection observations.
    pub rendering_observations: fn(&mut Context, DocId),
    /// https://dom.spec.whatwg.org/#eventtarget-legacy-canceled-activation-behavior
    pub legacy_canceled_activation_behavior: fn(&mut Context, &JsObject, &JsObject),
}

/// A step of a form's life that WebMCP's declarative tools follow
/// (shared/spec/NOTES.md, "Declarative tools").
pub enum FormEvent<'a> {
    /// The form's `submit` event is about to be dispatched; `autosubmit`:
    /// the submission is the one a `toolautosubmit` call started.
    SubmitStarting { autosubmit: bool },
    /// The `submit` event was dispatched: the event, whether it was canceled.
    SubmitDispatched { event: &'a JsObject, canceled: bool },
    /// The submission navigates (planned a navigation).
    Navigates,
    /// The form was reset.
    Reset,
    /// Interactive validation stopped the submission.
    ValidationFailed,
}

/// The JavaScript objects of one document in this agent.
#[derive(Default)]
pub struct DocumentObjects {
    /// https://html.spec.whatwg.org/multipage/parsing.html#active-parser
    pub active_parser: Option<crate::html::dynamic_markup_insertion::ActiveParser>,
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#ignore-destructive-writes-counter
    pub ignore_destructive_writes: u32,
    /// `document.write()`'s recursion depth, and whether it went too deep.
    pub write_recursion: (u32, bool),
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
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-status:
    /// the last string `window.status` was set to (it does nothing else).
    pub status: String,
    /// The Window's other objects made on first use, by attribute name
    /// (`localStorage`, `history`, `crypto`, ...).
    pub singletons: HashMap<&'static str, JsObject>,
    /// The rule index of the document's style sheets, with the fingerprint
    /// of the sheets' sources it was built from (see `cssom::sheets`).
    pub stylist: Option<(u64, Rc<runtime::css::cascade::Stylist>)>,
    /// https://html.spec.whatwg.org/multipage/interaction.html#focused-area-of-the-document:
    /// the focused element's wrapper (none: the viewport).
    pub focused: Option<JsObject>,
    /// Each `<dialog>`'s returnValue and is-modal flag, by element.
    pub dialogs: HashMap<NodeId, (String, bool)>,
    /// The interface of the document's wrapper when a DOM method chose one
    /// (`createDocument()` makes an XMLDocument).
    pub document_interface: Option<crate::generated::Interface>,
    /// Each media element's IDL state (volume, muted, rates...), by element.
    pub media: HashMap<NodeId, crate::html::htmlmediaelement::MediaState>,
    /// https://drafts.csswg.org/cssom/#documentorshadowroot-document-or-shadow-root-css-style-sheets
    /// with the source of each (see `cssom::sheets`).
    pub style_sheets: Vec<crate::cssom::sheets::SheetEntry>,
    /// The sheets of `<style>` elements in shadow trees (not applied).
    pub shadow_style_sheets: Vec<crate::cssom::sheets::SheetEntry>,
    /// The stylesheet links whose load or error event was fired, with the
    /// URL it was for (`html::link_stylesheet`).
    pub link_sheet_events: HashMap<NodeId, url::Url>,
    /// https://drafts.csswg.org/cssom/#preferred-css-style-sheet-set-name
    pub preferred_style_sheet_set: String,
    /// The wrappers of the document's CSSOM objects (style sheets and
    /// rules), by the address of their state.
    pub cssom_wrappers: HashMap<usize, JsObject>,
    /// Elements whose click() is running (https://html.spec.whatwg.org/multipage/interaction.html#click-in-progress-flag).
    pub clicks_in_progress: Vec<NodeId>,
    /// What a form control's legacy pre-activation behavior changed, for
    /// its legacy-canceled-activation behavior (by element).
    pub activation_saved: HashMap<NodeId, crate::html::form_activation::SavedState>,
    /// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#list-of-animation-frame-callbacks
    pub animation_frame_callbacks: Vec<(u32, JsObject)>,
    /// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animation-frame-callback-identifier
    pub animation_frame_handle: u32,
    /// Whether a rendering opportunity (the next frame) is scheduled.
    pub frame_scheduled: bool,
    /// https://drafts.csswg.org/resize-observer/#document-resizeobservers-slot
    pub resize_observers: Vec<JsObject>,
    /// The IntersectionObservers with targets in this document, and whether
    /// https://w3c.github.io/IntersectionObserver/#document-intersectionobservertaskqueued is set.
    pub intersection_observers: Vec<JsObject>,
    pub intersection_observer_task_queued: bool,
    /// Whether the console was told that the document uses members of an
    /// earlier WebMCP draft (`webmcp::older_drafts`).
    pub older_draft_warned: bool,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#concept-global-current-event:
    /// the Window's current event (`window.event`).
    pub current_event: Option<JsObject>,
    /// The `<body>` whose Window-reflecting event handler content attributes
    /// the parser set on the Window (`html::event_handler_content::parsed`).
    pub parsed_body: Option<NodeId>,
    /// https://w3c.github.io/performance-timeline/#performance-entry-buffer
    /// of the Window's Performance: its marks and measures, in the order
    /// they were made.
    pub performance_entries: Vec<JsObject>,
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
    pub hooks: &'static Hooks,
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
    /// https://dom.spec.whatwg.org/#mutation-observer-list of this agent
    /// (the observers with registrations), and the documents whose trees
    /// keep their changes for them.
    pub mutation_observers: RefCell<(Vec<JsObject>, Vec<DocId>)>,
    /// The transient registered observers of nodes removed from observed
    /// subtrees since the last notification (`crate::dom::mutationobserver`).
    pub transient_observers: RefCell<Vec<crate::dom::mutationobserver::TransientObserver>>,
    /// The sources of the scripts this agent ran, for diagnostics
    /// (`crate::html::diagnostics`).
    pub script_sources: RefCell<crate::html::diagnostics::ScriptSources>,
    /// Rejected promises waiting for `unhandledrejection` / `rejectionhandled`.
    pub rejections: RefCell<Rejections>,
    /// The Window (document) and WindowProxy the next realm's global object and `this` are for.
    pub next_global: RefCell<(DocId, Option<JsObject>)>,
    /// Wall-clock milliseconds since the Unix epoch when the page loaded
    /// (event-loop time 0).
    pub epoch_ms: f64,
    /// The forms of this agent's documents that are submitting (HTML's
    /// "firing submission events" and "constructing entry list" flags).
    pub form_flags: RefCell<crate::html::form_submission::FormFlags>,
    /// WebMCP's declarative tools of this agent's documents and their calls.
    pub declarative: RefCell<crate::webmcp::declarative::State>,
    /// Script elements, the documents' lists of waiting scripts, module maps
    /// and import maps (`html::script_element`, `html::module_script`).
    pub scripts: RefCell<crate::html::script_element::Scripts>,
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-currentscript, by document.
    pub current_script: RefCell<HashMap<DocId, NodeId>>,
    /// The document holding each live range of this agent's Range objects.
    pub live_ranges: RefCell<crate::dom::live_range::RangeHomes>,
    /// The custom element definitions of this agent's registries.
    pub custom_elements: RefCell<crate::html::custom_elements::Definitions>,
}

impl ScriptHost {
    pub fn new(agent: AgentId, hooks: &'static Hooks, ua: Rc<RefCell<Ua>>, collected: Rc<Collected>, epoch_ms: f64) -> Self {
        ScriptHost {
            agent,
            hooks,
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
            mutation_observers: RefCell::new((Vec::new(), Vec::new())),
            transient_observers: RefCell::new(Vec::new()),
            script_sources: RefCell::new(Default::default()),
            next_global: RefCell::new((DocId(0), None)),
            epoch_ms,
            form_flags: RefCell::new(Default::default()),
            declarative: RefCell::new(Default::default()),
            scripts: RefCell::new(Default::default()),
            current_script: RefCell::new(HashMap::new()),
            live_ranges: RefCell::new(Default::default()),
            custom_elements: RefCell::new(Default::default()),
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
    /// The documents this host has objects for (this agent's).
    pub fn document_ids(&self) -> Vec<DocId> {
        let mut ids: Vec<DocId> = self.docs.borrow().keys().copied().collect();
        ids.sort_by_key(|d| d.0);
        ids
    }

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
        *self.mutation_observers.borrow_mut() = (Vec::new(), Vec::new());
        self.transient_observers.borrow_mut().clear();
        *self.next_global.borrow_mut() = (DocId(0), None);
        *self.declarative.borrow_mut() = Default::default();
        self.scripts.borrow_mut().clear();
        self.current_script.borrow_mut().clear();
        *self.custom_elements.borrow_mut() = Default::default();
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
    data.get::<RealmDoc>().map_or_else(|| current_doc(ctx), |d| d.0)
}

/// The realm of the running script (the incumbent realm, see [`incumbent_doc`]).
pub fn incumbent_realm(ctx: &Context) -> boa_engine::realm::Realm {
    match ctx.get_active_script_or_module() {
        Some(boa_engine::vm::ActiveRunnable::Script(s)) => s.realm().clone(),
        Some(boa_engine::vm::ActiveRunnable::Module(m)) => m.realm().clone(),
        None => ctx.realm().clone(),
    }
}

/// Runs `f` with `realm` as the current realm.
pub fn with_realm<R>(ctx: &mut Context, realm: boa_engine::realm::Realm, f: impl FnOnce(&mut Context) -> R) -> R {
    let old = ctx.enter_realm(realm);
    let r = f(ctx);
    ctx.enter_realm(old);
    r
}

/// Runs `f` in the realm of document `doc` (made first if this agent has
/// not made it yet; the current realm if `doc` is not this agent's).
pub fn in_doc_realm<R>(ctx: &mut Context, doc: DocId, f: impl FnOnce(&mut Context) -> R) -> R {
    let h = host(ctx);
    if !h.has_objects(doc) {
        let _ = (h.hooks.initialize_document_objects)(ctx, doc);
    }
    match h.objects(doc, |o| o.realm.clone()).flatten() {
        Some(realm) => with_realm(ctx, realm, f),
        None => f(ctx),
    }
}

/// The document of the current realm.
pub fn current_doc(ctx: &Context) -> DocId {
    let realm = ctx.realm().clone();
    let data = realm.host_defined();
    data.get::<RealmDoc>().map_or(DocId(0), |d| d.0)
}
