//! A page: one Boa context with its host state, the document loaded into it,
//! its scripts run in document order while parsing, and the event loop driven
//! until it is idle (https://html.spec.whatwg.org/multipage/document-lifecycle.html).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::time::{Duration, Instant};

use boa_engine::context::intrinsics::Intrinsics;
use boa_engine::context::HostHooks;
use boa_engine::job::{Job, JobExecutor};
use boa_engine::{Context, Finalize, JsData, JsObject, JsResult, JsValue, Trace};
use boa_gc::GcRefCell;
use runtime::dom::Tree;
use runtime::html::event_loop::Clock;
use runtime::fetch::loader::ResourceLoader;
use url::Url;

use crate::dom::kind::DomKind;
use crate::generated::Interface;
use crate::glue::reflect::DomObject;
use crate::host::{host, DocId, DocumentEntry, Host};

/// The document a realm belongs to (kept in the realm's host-defined slot).
#[derive(Trace, Finalize, JsData)]
pub struct RealmDoc(#[unsafe_ignore_trace] pub DocId);

/// Why a page could not be loaded at all.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    #[error("cannot load {url}: {source}")]
    Load { url: String, source: runtime::fetch::loader::LoadError },
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
/// A queue that refills itself forever (`function f() { queueMicrotask(f) }`)
/// is cut off at the page's wall-clock deadline, so it cannot hang the runner.
struct Microtasks {
    jobs: RefCell<VecDeque<Job>>,
    deadline: Instant,
}

impl JobExecutor for Microtasks {
    fn enqueue_job(self: Rc<Self>, job: Job, _ctx: &mut Context) {
        self.jobs.borrow_mut().push_back(job);
    }
    fn run_jobs(self: Rc<Self>, ctx: &mut Context) -> JsResult<()> {
        let mut ran: u32 = 0;
        loop {
            ran = ran.wrapping_add(1);
            if ran % 1024 == 0 && Instant::now() > self.deadline {
                let dropped = std::mem::take(&mut *self.jobs.borrow_mut()).len();
                let message = format!("timeout: the microtask queue was still running at the wall-clock limit ({dropped} microtasks dropped)");
                tracing::warn!("{message}");
                let h = crate::host::host(ctx);
                h.uncaught_errors.borrow_mut().push(message);
                h.wall_limit_reached.set(true);
                return Ok(());
            }
            let job = self.jobs.borrow_mut().pop_front();
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
    host: Rc<Host>,
}

impl HostHooks for Hooks {
    fn create_global_object(&self, intrinsics: &Intrinsics) -> JsObject {
        let data = DomObject { interface: Interface::Window, listeners: GcRefCell::new(Vec::new()), handlers: GcRefCell::new(Vec::new()), kind: DomKind::Window(self.host.next_global_doc.get()) };
        JsObject::from_proto_and_data(intrinsics.constructors().object().prototype(), data).upcast()
    }
    fn promise_rejection_tracker(&self, promise: &JsObject<boa_engine::builtins::promise::Promise>, operation: boa_engine::builtins::promise::OperationType, ctx: &mut Context) {
        crate::rejections::host_promise_rejection_tracker(ctx, promise.clone().upcast(), operation);
    }
}

/// The page's clock for `Date`: wall-clock time at load plus the event
/// loop's time, so that under virtual time `Date.now()` advances with the
/// timers (a page that waits four seconds sees four seconds pass).
struct PageClock {
    host: Rc<Host>,
    epoch_ms: f64,
    last: std::cell::Cell<f64>,
}

impl PageClock {
    fn loop_now(&self) -> f64 {
        // The loop is never borrowed while script runs; keep the last reading if it is.
        if let Ok(l) = self.host.event_loop.try_borrow() {
            self.last.set(l.now().max(self.last.get()));
        }
        self.last.get()
    }
}

impl boa_engine::context::time::Clock for PageClock {
    fn now(&self) -> boa_engine::context::time::JsInstant {
        let ms = self.loop_now();
        boa_engine::context::time::JsInstant::new((ms / 1000.0) as u64, ((ms % 1000.0) * 1_000_000.0) as u32)
    }
    fn system_time_millis(&self) -> i64 {
        (self.epoch_ms + self.loop_now()) as i64
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
pub fn perform_a_microtask_checkpoint(ctx: &mut Context) {
    let _ = ctx.run_jobs();
    // For each environment settings object, notify about rejected promises.
    crate::rejections::notify_about_rejected_promises(ctx);
}

/// Why [`Page::run_until_idle`] returned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StopReason {
    /// Nothing was left to run.
    Idle,
    /// Timers are pending past the time limit (a page with a perpetual
    /// `setInterval`, say); `ms` is the limit.
    TimeLimit { ms: f64 },
    /// The page kept running past the wall-clock limit (a task or timer
    /// storm that never lets the loop go idle).
    WallLimit { seconds: u64 },
}

pub struct Page {
    pub ctx: Context,
    pub host: Rc<Host>,
    pub url: Url,
    options: PageOptions,
    started: Instant,
}

impl Page {
    /// Loads `url` with `loader` and runs its scripts while parsing, then
    /// DOMContentLoaded and load. The event loop is not run further.
    pub fn load(url: &Url, loader: Rc<dyn ResourceLoader>, options: PageOptions) -> Result<Page, PageError> {
        let res = loader.load(url).map_err(|source| PageError::Load { url: url.to_string(), source })?;
        if res.status >= 400 {
            return Err(PageError::Status { url: url.to_string(), status: res.status });
        }
        let host = Rc::new(Host::new(loader, options.clock, options.echo_console));
        host.wpt_report_hook.set(options.wpt_report_hook);
        let hooks = Rc::new(Hooks { host: host.clone() });
        let epoch_ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
        host.epoch_ms.set(epoch_ms);
        let mut ctx = Context::builder()
            .host_hooks(hooks)
            .job_executor(Rc::new(Microtasks { jobs: RefCell::new(VecDeque::new()), deadline: Instant::now() + options.wall_limit }))
            .clock(Rc::new(PageClock { host: host.clone(), epoch_ms, last: std::cell::Cell::new(0.0) }))
            .build()
            .map_err(|e| PageError::Setup(e.to_string()))?;
        ctx.runtime_limits_mut().set_loop_iteration_limit(500_000_000);
        ctx.runtime_limits_mut().set_recursion_limit(2_000);
        ctx.insert_data(host.clone());
        let doc = crate::document_load::create_document(&mut ctx, url, &res, None).map_err(|e| PageError::Setup(e.to_string()))?;
        let mut page = Page { ctx, host, url: url.clone(), options, started: Instant::now() };
        crate::document_load::parse_and_run(&mut page.ctx, doc, &res.text());
        // The load event and the frames' loads are tasks; run them (not the page's timers' far future).
        let _ = page.run_until_idle_for(0.0);
        Ok(page)
    }

    /// Runs tasks until the event loop is idle or a limit is reached.
    #[must_use = "a page that did not go idle timed out or has timers pending"]
    pub fn run_until_idle(&mut self) -> StopReason {
        self.run_until_idle_for(self.options.time_limit_ms)
    }

    fn run_until_idle_for(&mut self, time_limit_ms: f64) -> StopReason {
        let reason = loop {
            perform_a_microtask_checkpoint(&mut self.ctx);
            if self.started.elapsed() > self.options.wall_limit || self.host.wall_limit_reached.get() {
                tracing::warn!("wall-clock limit reached for {}", self.url);
                break StopReason::WallLimit { seconds: self.options.wall_limit.as_secs() };
            }
            let next = self.host.event_loop.borrow_mut().next_task(time_limit_ms);
            let Some((_, timer, task)) = next else {
                let idle = self.host.event_loop.borrow().is_idle();
                break if idle { StopReason::Idle } else { StopReason::TimeLimit { ms: time_limit_ms } };
            };
            tracing::trace!(?timer, "task");
            task(&mut self.ctx);
            if let Some(id) = timer {
                crate::dom::window::rearm_interval(&mut self.ctx, id);
            }
            // The task is over: the next one is not a timer task until it says so.
            self.host.timer_nesting_level.set(0);
        };
        perform_a_microtask_checkpoint(&mut self.ctx);
        reason
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
    let (url, origin, secure, cur_top, cur_policy) = h.doc(cur, |d| (d.url.clone(), d.origin.clone(), d.secure, d.top, d.policy.clone())).ok_or_else(|| crate::glue::convert::type_error("no document"))?;
    let escaped = title.replace('&', "&amp;").replace('<', "&lt;");
    let tree = Tree::parse_document(&format!("<!DOCTYPE html><html><head><title>{escaped}</title></head><body></body></html>")).into_shared();
    let id = {
        let mut docs = h.documents.borrow_mut();
        docs.push(DocumentEntry {
            secure,
            ready_state: "complete",
            realm: Some(ctx.realm().clone()),
            ..DocumentEntry::new(tree.clone(), url, origin, cur_top, cur_policy)
        });
        docs.len() - 1
    };
    let root = tree.borrow().document();
    crate::dom::node::wrap(ctx, id, root)
}

