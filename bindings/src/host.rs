//! The engine state one Boa `Context` owns: its documents, the event loop,
//! the WebMCP browser state and what the embedder collects (console output,
//! uncaught errors, the WPT report).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use boa_engine::{Context, JsObject};
use runtime::dom::{NodeId, Tree};
use runtime::html::event_loop::EventLoop;
use runtime::fetch::loader::ResourceLoader;
use runtime::html::origin::Origin;
use url::Url;

/// A document of this context.
pub type DocId = usize;

/// A task: script-running work the event loop runs later.
pub type Task = Box<dyn FnOnce(&mut Context)>;

/// The state of one document.
pub struct DocumentEntry {
    pub tree: Rc<RefCell<Tree>>,
    pub url: Url,
    pub origin: Origin,
    pub secure: bool,
    /// https://html.spec.whatwg.org/#current-document-readiness
    pub ready_state: &'static str,
    /// Whether the document has a browsing context (is a Window's document).
    pub has_browsing_context: bool,
    pub fully_active: bool,
    /// The "tools" permissions-policy feature is enabled for this document.
    pub tools_allowed: bool,
    /// https://html.spec.whatwg.org/#origin-keyed: false when the page opted
    /// into `document.domain` with `Origin-Agent-Cluster: ?0`.
    pub origin_keyed: bool,
    pub wrappers: HashMap<NodeId, JsObject>,
    /// The realm whose global is this document's Window (for a document without a
    /// browsing context: the realm of the document that created it).
    pub realm: Option<boa_engine::realm::Realm>,
    /// The container: the parent document and its iframe element, for a child navigable's document.
    pub parent: Option<(DocId, NodeId)>,
    /// The top-level traversable's document at creation.
    pub top: DocId,
    pub policy: runtime::permissions_policy::PermissionsPolicy,
    /// The document whose `window.open` created this top-level one (unless "noopener").
    pub opener: Option<DocId>,
    /// Created by `window.open`, so `window.close()` may close it.
    pub script_opened: bool,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#is-closing
    pub is_closing: bool,
    pub window: Option<JsObject>,
    pub model_context: Option<JsObject>,
    pub location: Option<JsObject>,
    pub navigator: Option<JsObject>,
    pub implementation: Option<JsObject>,
    pub performance: Option<JsObject>,
    /// https://w3c.github.io/hr-time/#dfn-time-origin, as event-loop milliseconds.
    pub time_origin: f64,
}

impl DocumentEntry {
    /// A document with a tree, URL and origin; no Window objects yet, no
    /// container, its own top-level traversable (callers set what differs).
    pub fn new(tree: Rc<RefCell<Tree>>, url: Url, origin: Origin, top: DocId, policy: runtime::permissions_policy::PermissionsPolicy) -> Self {
        DocumentEntry {
            tree,
            url,
            origin,
            secure: false,
            ready_state: "loading",
            has_browsing_context: false,
            fully_active: false,
            tools_allowed: false,
            origin_keyed: true,
            wrappers: HashMap::new(),
            realm: None,
            parent: None,
            top,
            policy,
            opener: None,
            script_opened: false,
            is_closing: false,
            window: None,
            model_context: None,
            location: None,
            navigator: None,
            implementation: None,
            performance: None,
            time_origin: 0.0,
        }
    }
}

/// One line of console output.
#[derive(Clone, Debug)]
pub struct ConsoleLine {
    pub level: &'static str,
    pub text: String,
}

pub struct Host {
    pub documents: RefCell<Vec<DocumentEntry>>,
    pub event_loop: RefCell<EventLoop<Task>>,
    pub loader: Rc<dyn ResourceLoader>,
    pub console: RefCell<Vec<ConsoleLine>>,
    pub echo_console: bool,
    pub uncaught_errors: RefCell<Vec<String>>,
    pub wpt_report: RefCell<Option<String>>,
    pub webmcp: RefCell<crate::webmcp::state::WebMcpState>,
    /// Repeating timers: handler, timeout and arguments by timer id.
    /// Repeating timers: handler, timeout, arguments and the document of the Window that set them.
    pub intervals: RefCell<HashMap<u32, (crate::generated::DOMStringOrFunction, i32, Vec<boa_engine::JsValue>, DocId)>>,
    /// Child navigables: the active document of each iframe element's navigable.
    pub child_navigables: RefCell<HashMap<(DocId, NodeId), DocId>>,
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-nesting-level
    /// of the running timer task (0 outside timer tasks).
    pub timer_nesting_level: std::cell::Cell<u32>,
    /// Set when a microtask checkpoint was cut off at the wall-clock limit.
    pub wall_limit_reached: std::cell::Cell<bool>,
    /// Wall-clock milliseconds since the Unix epoch when the page loaded
    /// (event-loop time 0).
    pub epoch_ms: std::cell::Cell<f64>,
    /// Rejected promises waiting for `unhandledrejection` / `rejectionhandled`.
    pub rejections: RefCell<crate::rejections::Rejections>,
    /// The WindowProxy of each child navigable that script has seen.
    pub window_proxies: RefCell<Vec<((DocId, NodeId), JsObject)>>,
    /// The document whose Window the next realm's global object is for.
    pub next_global_doc: std::cell::Cell<DocId>,
    /// Define `__webmcp_wpt_report` on top-level documents' globals.
    pub wpt_report_hook: std::cell::Cell<bool>,
}

impl Host {
    pub fn new(loader: Rc<dyn ResourceLoader>, clock: runtime::html::event_loop::Clock, echo_console: bool) -> Self {
        Host {
            documents: RefCell::new(Vec::new()),
            event_loop: RefCell::new(EventLoop::new(clock)),
            loader,
            console: RefCell::new(Vec::new()),
            echo_console,
            uncaught_errors: RefCell::new(Vec::new()),
            wpt_report: RefCell::new(None),
            webmcp: RefCell::new(Default::default()),
            intervals: RefCell::new(HashMap::new()),
            child_navigables: RefCell::new(HashMap::new()),
            window_proxies: RefCell::new(Vec::new()),
            rejections: RefCell::new(Default::default()),
            epoch_ms: std::cell::Cell::new(0.0),
            timer_nesting_level: std::cell::Cell::new(0),
            wall_limit_reached: std::cell::Cell::new(false),
            next_global_doc: std::cell::Cell::new(0),
            wpt_report_hook: std::cell::Cell::new(false),
        }
    }

    pub fn queue_task(&self, source: runtime::html::event_loop::TaskSource, task: Task) {
        self.event_loop.borrow_mut().queue_task(source, task);
    }

    pub fn doc<R>(&self, id: DocId, f: impl FnOnce(&DocumentEntry) -> R) -> Option<R> {
        self.documents.borrow().get(id).map(f)
    }

    /// The documents of `top`'s traversable that are active, in tree order
    /// (https://html.spec.whatwg.org/#inclusive-descendant-navigables).
    pub fn traversable_documents(&self, top: DocId) -> Vec<DocId> {
        let docs = self.documents.borrow();
        let mut out = Vec::new();
        fn visit(docs: &[DocumentEntry], children: &HashMap<(DocId, NodeId), DocId>, doc: DocId, out: &mut Vec<DocId>) {
            let Some(d) = docs.get(doc) else { return };
            if !(d.fully_active && d.has_browsing_context) {
                return;
            }
            out.push(doc);
            let tree = d.tree.borrow();
            for node in tree.descendants(tree.document()) {
                if let Some(child) = children.get(&(doc, node)) {
                    visit(docs, children, *child, out);
                }
            }
        }
        visit(&docs, &self.child_navigables.borrow(), top, &mut out);
        out
    }

    pub fn doc_mut<R>(&self, id: DocId, f: impl FnOnce(&mut DocumentEntry) -> R) -> Option<R> {
        self.documents.borrow_mut().get_mut(id).map(f)
    }
}

/// The host of the running context.
pub fn host(ctx: &Context) -> Rc<Host> {
    match ctx.get_data::<Rc<Host>>() {
        Some(h) => h.clone(),
        None => unreachable!("every webmcp context is created with its Host"),
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

impl Host {
    /// Whether documents `a` and `b` exist and are same origin.
    pub fn same_origin(&self, a: DocId, b: DocId) -> bool {
        match (self.doc(a, |d| d.origin.clone()), self.doc(b, |d| d.origin.clone())) {
            (Some(a), Some(b)) => runtime::html::origin::same_origin(&a, &b),
            _ => false,
        }
    }
}

pub fn current_doc(ctx: &Context) -> DocId {
    let realm = ctx.realm().clone();
    let data = realm.host_defined();
    data.get::<crate::page::RealmDoc>().map_or(0, |d| d.0)
}
