//! A page: one Boa context with its host state, the document loaded into it,
//! its scripts run in document order while parsing, and the event loop driven
//! until it is idle (https://html.spec.whatwg.org/multipage/document-lifecycle.html).

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::time::{Duration, Instant};

use boa_engine::context::intrinsics::Intrinsics;
use boa_engine::context::HostHooks;
use boa_engine::job::{Job, JobExecutor};
use boa_engine::{Context, Finalize, JsData, JsObject, JsResult, JsValue, NativeFunction, Trace};
use boa_gc::GcRefCell;
use runtime::dom::{HtmlParser, ParseStep, Tree};
use runtime::event_loop::Clock;
use runtime::loader::ResourceLoader;
use runtime::origin::Origin;
use url::Url;

use crate::dom::kind::DomKind;
use crate::generated::Interface;
use crate::glue::reflect::{reflect, DomObject};
use crate::host::{host, DocId, DocumentEntry, Host};

/// The document a realm belongs to (kept in the realm's host-defined slot).
#[derive(Trace, Finalize, JsData)]
pub struct RealmDoc(#[unsafe_ignore_trace] pub DocId);

/// Why a page could not be loaded at all.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    #[error("cannot load {url}: {source}")]
    Load { url: String, source: runtime::loader::LoadError },
    #[error("{url} answered with status {status}")]
    Status { url: String, status: u16 },
    #[error("could not set up the page: {0}")]
    Setup(String),
}

/// How a page runs.
#[derive(Clone, Debug)]
pub struct PageOptions {
    pub clock: Clock,
    /// Echo console output to standard error as it happens.
    pub echo_console: bool,
    /// Stop the event loop when virtual (or real) time passes this many ms.
    pub time_limit_ms: f64,
    /// Stop after this much wall-clock time whatever the page does.
    pub wall_limit: Duration,
    /// Define `__webmcp_wpt_report(json)` on the global for testharnessreport.js.
    pub wpt_report_hook: bool,
}

impl Default for PageOptions {
    fn default() -> Self {
        PageOptions { clock: Clock::Virtual, echo_console: false, time_limit_ms: 120_000.0, wall_limit: Duration::from_secs(60), wpt_report_hook: false }
    }
}

/// The microtask queue: Boa's promise jobs, run at each microtask checkpoint.
#[derive(Default)]
struct Microtasks(RefCell<VecDeque<Job>>);

impl JobExecutor for Microtasks {
    fn enqueue_job(self: Rc<Self>, job: Job, _ctx: &mut Context) {
        self.0.borrow_mut().push_back(job);
    }
    fn run_jobs(self: Rc<Self>, ctx: &mut Context) -> JsResult<()> {
        loop {
            let job = self.0.borrow_mut().pop_front();
            let Some(job) = job else { return Ok(()) };
            let r = match job {
                Job::PromiseJob(j) => j.call(ctx).map(|_| ()),
                Job::GenericJob(j) => j.call(ctx).map(|_| ()),
                _ => Ok(()),
            };
            if let Err(e) = r {
                crate::script::report_exception(ctx, e);
            }
        }
    }
}

/// Host hooks: the global object of each realm is the Window platform object.
struct Hooks {
    next_global_doc: std::cell::Cell<DocId>,
}

impl HostHooks for Hooks {
    fn create_global_object(&self, intrinsics: &Intrinsics) -> JsObject {
        let data = DomObject { interface: Interface::Window, listeners: GcRefCell::new(Vec::new()), kind: DomKind::Window(self.next_global_doc.get()) };
        JsObject::from_proto_and_data(intrinsics.constructors().object().prototype(), data).upcast()
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
pub fn perform_a_microtask_checkpoint(ctx: &mut Context) {
    let _ = ctx.run_jobs();
}

pub struct Page {
    pub ctx: Context,
    pub host: Rc<Host>,
    pub url: Url,
    options: PageOptions,
    started: Instant,
}

/// The response headers' security settings for a new document.
struct DocumentPolicy {
    origin: Origin,
    tools_allowed: bool,
    origin_keyed: bool,
}

/// Origin, permissions policy and agent-cluster keying from the response.
fn document_policy(url: &Url, res: &runtime::loader::Resource) -> DocumentPolicy {
    // A sandboxing CSP without allow-same-origin gives the document an opaque origin
    // (https://html.spec.whatwg.org/multipage/browsers.html#sandboxing).
    let sandboxed = res.header("Content-Security-Policy").is_some_and(|csp| {
        csp.split(';').map(str::trim).any(|d| {
            let mut parts = d.split_ascii_whitespace();
            parts.next().is_some_and(|n| n.eq_ignore_ascii_case("sandbox")) && !parts.any(|t| t.eq_ignore_ascii_case("allow-same-origin"))
        })
    });
    let origin = if sandboxed { Origin::new_opaque() } else { Origin::from_url(url) };
    let policy = runtime::permissions_policy::create_a_permissions_policy_for_a_navigable_from_response(None, &origin, res.header("Permissions-Policy"));
    let tools_allowed = runtime::permissions_policy::allowed_to_use(&policy, &origin);
    // https://html.spec.whatwg.org/multipage/browsers.html#origin-keyed-agent-clusters:
    // `Origin-Agent-Cluster: ?0` asks for a site-keyed cluster (document.domain enabled).
    let origin_keyed = res.header("Origin-Agent-Cluster").map(str::trim) != Some("?0");
    DocumentPolicy { origin, tools_allowed, origin_keyed }
}

impl Page {
    /// Loads `url` with `loader` and runs its scripts while parsing, then
    /// DOMContentLoaded and load. The event loop is not run further.
    pub fn load(url: &Url, loader: Rc<dyn ResourceLoader>, options: PageOptions) -> Result<Page, PageError> {
        let res = loader.load(url).map_err(|source| PageError::Load { url: url.to_string(), source })?;
        if res.status >= 400 {
            return Err(PageError::Status { url: url.to_string(), status: res.status });
        }
        let policy = document_policy(url, &res);
        let secure = runtime::origin::is_potentially_trustworthy_url(url);
        let host = Rc::new(Host::new(loader, options.clock, options.echo_console));
        let hooks = Rc::new(Hooks { next_global_doc: std::cell::Cell::new(0) });
        let mut ctx = Context::builder()
            .host_hooks(hooks)
            .job_executor(Rc::new(Microtasks::default()))
            .build()
            .map_err(|e| PageError::Setup(e.to_string()))?;
        ctx.runtime_limits_mut().set_loop_iteration_limit(500_000_000);
        ctx.runtime_limits_mut().set_recursion_limit(2_000);
        ctx.insert_data(host.clone());
        let tree = Tree::new().into_shared();
        host.documents.borrow_mut().push(DocumentEntry {
            tree: tree.clone(),
            url: url.clone(),
            origin: policy.origin,
            secure,
            ready_state: "loading",
            has_browsing_context: true,
            fully_active: true,
            tools_allowed: policy.tools_allowed,
            origin_keyed: policy.origin_keyed,
            wrappers: HashMap::new(),
            window: None,
            model_context: None,
            location: None,
            navigator: None,
            implementation: None,
        });
        let mut page = Page { ctx, host, url: url.clone(), options, started: Instant::now() };
        page.set_up_realm(0, secure).map_err(|e| PageError::Setup(e.to_string()))?;
        page.parse_and_run(&tree, &res.text());
        Ok(page)
    }

    /// Defines the interfaces in the document's realm and the Window's objects.
    fn set_up_realm(&mut self, doc: DocId, secure: bool) -> JsResult<()> {
        let ctx = &mut self.ctx;
        let global = ctx.global_object();
        let realm = ctx.realm().clone();
        realm.host_defined_mut().insert(RealmDoc(doc));
        let protos = crate::generated::define_all(ctx, &global, secure)?;
        let window_proto = protos.prototype(Interface::Window);
        realm.host_defined_mut().insert(protos);
        global.set_prototype(window_proto);
        crate::generated::define_unforgeables(ctx, &global, Interface::Window)?;
        let navigator = reflect(ctx, Interface::Navigator, DomKind::Navigator(doc))?;
        let location = reflect(ctx, Interface::Location, DomKind::Location(doc))?;
        self.host.doc_mut(doc, |d| {
            d.window = Some(global.clone());
            d.navigator = Some(navigator);
            d.location = Some(location);
        });
        if self.options.wpt_report_hook {
            crate::glue::define::define_function(ctx, &global, "__webmcp_wpt_report", 1, NativeFunction::from_fn_ptr(|_, args, ctx| {
                let json = args.first().and_then(|v| v.as_string()).map(|s| s.to_std_string_lossy()).unwrap_or_default();
                *host(ctx).wpt_report.borrow_mut() = Some(json);
                Ok(JsValue::undefined())
            }))?;
        }
        Ok(())
    }

    /// Parses the document, running each classic script when its end tag is
    /// parsed; then fires DOMContentLoaded and load.
    fn parse_and_run(&mut self, tree: &Rc<RefCell<Tree>>, html: &str) {
        let mut parser = HtmlParser::new(tree.clone());
        parser.feed(html);
        parser.end_input();
        loop {
            match parser.resume() {
                ParseStep::Script(node) => self.run_script_element(0, node),
                ParseStep::NeedsInput | ParseStep::Done => break,
            }
        }
        // https://html.spec.whatwg.org/multipage/parsing.html#the-end
        self.host.doc_mut(0, |d| d.ready_state = "interactive");
        self.fire_simple(0, "DOMContentLoaded", true, false);
        self.run_until_idle_for(0.0);
        self.host.doc_mut(0, |d| d.ready_state = "complete");
        self.fire_simple(0, "load", false, true);
    }

    /// Fires a plain Event at the document (or, for `at_window`, the window).
    fn fire_simple(&mut self, doc: DocId, type_: &str, bubbles: bool, at_window: bool) {
        let ctx = &mut self.ctx;
        let target = if at_window {
            self.host.doc(doc, |d| d.window.clone()).flatten()
        } else {
            let root = self.host.doc(doc, |d| d.tree.borrow().document());
            root.and_then(|r| crate::dom::node::wrap(ctx, doc, r).ok())
        };
        let Some(target) = target else { return };
        if let Ok(ev) = crate::dom::event::create(ctx, Interface::Event, type_, bubbles, false, |_| {}) {
            crate::dom::eventtarget::fire_event(ctx, &target, &ev);
        }
        perform_a_microtask_checkpoint(ctx);
    }

    /// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element (classic scripts).
    fn run_script_element(&mut self, doc: DocId, node: runtime::dom::NodeId) {
        let (src, ty, text) = {
            let t = self.host.doc(doc, |d| d.tree.clone());
            let Some(t) = t else { return };
            let t = t.borrow();
            (t.attribute(node, "src").map(str::to_string), t.attribute(node, "type").map(str::to_string), t.child_text_content(node))
        };
        // Only JavaScript MIME types (or none) are classic scripts.
        if let Some(ty) = ty.as_deref().map(str::trim) {
            let ty = ty.to_ascii_lowercase();
            if !ty.is_empty() && ty != "text/javascript" && ty != "application/javascript" && ty != "module" {
                return;
            }
            if ty == "module" {
                tracing::warn!("module scripts are not supported; skipped");
                return;
            }
        }
        let (source, name) = match src {
            Some(src) => {
                let Some(url) = self.host.doc(doc, |d| d.url.join(&src).ok()).flatten() else { return };
                match self.host.loader.load(&url) {
                    Ok(res) if res.status < 400 => (res.text(), url.to_string()),
                    Ok(res) => {
                        self.host.uncaught_errors.borrow_mut().push(format!("script {url}: status {}", res.status));
                        return;
                    }
                    Err(e) => {
                        self.host.uncaught_errors.borrow_mut().push(format!("script {url}: {e}"));
                        return;
                    }
                }
            }
            None => (text, self.url.to_string()),
        };
        crate::script::run_classic_script(&mut self.ctx, &source, &name);
    }

    /// Runs tasks until the event loop is idle or a limit is reached.
    pub fn run_until_idle(&mut self) {
        self.run_until_idle_for(self.options.time_limit_ms);
    }

    fn run_until_idle_for(&mut self, time_limit_ms: f64) {
        loop {
            perform_a_microtask_checkpoint(&mut self.ctx);
            if self.started.elapsed() > self.options.wall_limit {
                tracing::warn!("wall-clock limit reached for {}", self.url);
                break;
            }
            let next = self.host.event_loop.borrow_mut().next_task(time_limit_ms);
            let Some((_, timer, task)) = next else { break };
            task(&mut self.ctx);
            if let Some(id) = timer {
                crate::dom::window::rearm_interval(&mut self.ctx, id);
            }
        }
        perform_a_microtask_checkpoint(&mut self.ctx);
    }

    /// Evaluates `source` in the page's realm as a classic script.
    pub fn eval(&mut self, source: &str) -> JsResult<JsValue> {
        let r = self.ctx.eval(boa_engine::Source::from_bytes(source));
        perform_a_microtask_checkpoint(&mut self.ctx);
        r
    }

    pub fn console(&self) -> Vec<crate::host::ConsoleLine> {
        self.host.console.borrow().clone()
    }

    pub fn uncaught_errors(&self) -> Vec<String> {
        self.host.uncaught_errors.borrow().clone()
    }

    pub fn wpt_report(&self) -> Option<String> {
        self.host.wpt_report.borrow().clone()
    }

    /// Whether the root element still has the `test-wait` class (crash tests).
    pub fn has_test_wait(&self) -> bool {
        self.host.doc(0, |d| {
            let t = d.tree.borrow();
            t.document_element().and_then(|e| t.attribute(e, "class").map(|c| c.split_ascii_whitespace().any(|x| x == "test-wait"))).unwrap_or(false)
        }).unwrap_or(false)
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        // Release the host's JS objects before the context's heap goes.
        self.host.documents.borrow_mut().clear();
        self.host.webmcp.borrow_mut().tools.clear();
        self.host.webmcp.borrow_mut().executions.clear();
        self.host.intervals.borrow_mut().clear();
        let _ = self.ctx.remove_data::<Rc<Host>>();
    }
}

/// A new document without a browsing context, same origin as the current
/// one (https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument).
pub fn create_detached_document(ctx: &mut Context, title: &str) -> JsResult<JsObject> {
    let h = host(ctx);
    let cur = crate::host::current_doc(ctx);
    let (url, origin, secure) = h.doc(cur, |d| (d.url.clone(), d.origin.clone(), d.secure)).ok_or_else(|| crate::glue::convert::type_error("no document"))?;
    let escaped = title.replace('&', "&amp;").replace('<', "&lt;");
    let tree = Tree::parse_document(&format!("<!DOCTYPE html><html><head><title>{escaped}</title></head><body></body></html>")).into_shared();
    let id = {
        let mut docs = h.documents.borrow_mut();
        docs.push(DocumentEntry {
            tree: tree.clone(),
            url,
            origin,
            secure,
            ready_state: "complete",
            has_browsing_context: false,
            fully_active: false,
            tools_allowed: false,
            origin_keyed: true,
            wrappers: HashMap::new(),
            window: None,
            model_context: None,
            location: None,
            navigator: None,
            implementation: None,
        });
        docs.len() - 1
    };
    let root = tree.borrow().document();
    crate::dom::node::wrap(ctx, id, root)
}

