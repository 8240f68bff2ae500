//! A page: the embedder's handle on a user agent with one top-level
//! traversable. It owns one Boa `Context` per similar-origin window agent
//! (made when the agent first has work), and drives the user agent's
//! scheduler: parallel steps run against the user agent, tasks run in their
//! agent's context, each followed by that agent's microtask checkpoint
//! (https://html.spec.whatwg.org/multipage/webappapis.html#event-loop-processing-model).

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::time::{Duration, Instant};

use boa_engine::context::intrinsics::Intrinsics;
use boa_engine::context::HostHooks;
use boa_engine::job::{Job, JobExecutor};
use boa_engine::{Context, JsObject, JsResult, JsValue};
use boa_gc::GcRefCell;
use runtime::fetch::loader::ResourceLoader;
use runtime::html::event_loop::Clock as ClockKind;
use runtime::html::{AgentId, Idle, NavigableId, Next};
use url::Url;

use crate::webidl::kind::DomKind;
use crate::generated::Interface;
use crate::webidl::reflect::DomObject;
use crate::host::{host, Collected, DocId, ScriptHost, Ua};

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

/// The clock a page runs on (re-exported for embedders).
pub type Clock = ClockKind;

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
    /// How registerTool treats input-schema keywords outside the WebMCP subset.
    pub subset_mode: runtime::webmcp::schema::SubsetMode,
    /// Keep localStorage in this directory (one JSON file per origin); in memory when `None`.
    pub storage_dir: Option<std::path::PathBuf>,
    /// Seed of `crypto.getRandomValues` and `crypto.randomUUID`; from the OS when `None`.
    pub random_seed: Option<u64>,
}

impl Default for PageOptions {
    fn default() -> Self {
        PageOptions { clock: Clock::Virtual, echo_console: false, time_limit_ms: 120_000.0, wall_limit: Duration::from_secs(60), wpt_report_hook: false, subset_mode: runtime::webmcp::schema::SubsetMode::Strict, storage_dir: None, random_seed: None }
    }
}

/// The microtask queue: Boa's promise jobs and the mutation observer
/// microtask, run at each microtask checkpoint. A queue that refills itself
/// forever (`function f() { queueMicrotask(f) }`) is cut off at the page's
/// wall-clock deadline, so it cannot hang the runner.
struct Microtasks {
    jobs: RefCell<VecDeque<Microtask>>,
    /// https://dom.spec.whatwg.org/#mutation-observer-microtask-queued
    mutation_observer_microtask_queued: std::cell::Cell<bool>,
    deadline: Instant,
}

enum Microtask {
    Job(Job),
    /// https://dom.spec.whatwg.org/#queue-a-mutation-observer-compound-microtask:
    /// notify mutation observers.
    NotifyMutationObservers,
}

impl JobExecutor for Microtasks {
    fn enqueue_job(self: Rc<Self>, job: Job, ctx: &mut Context) {
        // Trees keep their changes and the records are made later; a change
        // made before this job that queued a record for an observer queued the
        // mutation observer microtask then (https://dom.spec.whatwg.org/#queue-a-mutation-record
        // step 5), so the notification goes ahead of the job. A change no
        // observer is interested in queues nothing.
        if !self.mutation_observer_microtask_queued.get()
            && crate::dom::mutationobserver::mutations_pending(ctx)
            && crate::dom::mutationobserver::records_queued(ctx)
        {
            self.mutation_observer_microtask_queued.set(true);
            self.jobs.borrow_mut().push_back(Microtask::NotifyMutationObservers);
        }
        self.jobs.borrow_mut().push_back(Microtask::Job(job));
    }
    fn run_jobs(self: Rc<Self>, ctx: &mut Context) -> JsResult<()> {
        let mut ran: u32 = 0;
        loop {
            ran = ran.wrapping_add(1);
            if ran % 1024 == 0 && Instant::now() > self.deadline {
                let dropped = std::mem::take(&mut *self.jobs.borrow_mut()).len();
                let message = format!("timeout: the microtask queue was still running at the wall-clock limit ({dropped} microtasks dropped)");
                tracing::warn!("{message}");
                let h = host(ctx);
                h.collected.uncaught_errors.borrow_mut().push(message);
                h.collected.wall_limit_reached.set(true);
                return Ok(());
            }
            let job = self.jobs.borrow_mut().pop_front();
            let job = match job {
                Some(Microtask::Job(job)) => job,
                Some(Microtask::NotifyMutationObservers) => {
                    // https://dom.spec.whatwg.org/#notify-mutation-observers step 1.
                    self.mutation_observer_microtask_queued.set(false);
                    crate::dom::mutationobserver::notify_mutation_observers(ctx);
                    continue;
                }
                None => {
                    // Changes kept after the last job was queued: their microtask
                    // comes last.
                    if crate::dom::mutationobserver::notify_mutation_observers(ctx) {
                        continue;
                    }
                    return Ok(());
                }
            };
            let r = match job {
                Job::PromiseJob(j) => j.call(ctx).map(|_| ()),
                Job::GenericJob(j) => j.call(ctx).map(|_| ()),
                Job::AsyncJob(j) => run_async_job(j, ctx),
                _ => Ok(()),
            };
            if let Err(e) = r {
                crate::html::script::report_exception(ctx, e);
            }
        }
    }
}

/// Runs a job that Boa made of a future (loading a module's imports, a
/// dynamic `import()`). The page's loader answers at once, so the future is
/// ready when first polled; one that is not (nothing in webmcp makes one) is
/// dropped with a warning rather than waited for.
fn run_async_job(job: boa_engine::job::NativeAsyncJob, ctx: &mut Context) -> JsResult<()> {
    use std::future::Future;
    let cell = RefCell::new(ctx);
    let mut future = job.call(&cell);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match std::pin::Pin::new(&mut future).poll(&mut cx) {
        std::task::Poll::Ready(r) => r.map(|_| ()),
        std::task::Poll::Pending => {
            tracing::warn!("an asynchronous job did not complete at once and was dropped");
            Ok(())
        }
    }
}

/// Host hooks: the global object of each document's realm is its Window
/// platform object, and the realm's `this` (globalThis) is the WindowProxy.
struct Hooks {
    host: Rc<ScriptHost>,
}

impl HostHooks for Hooks {
    fn create_global_object(&self, intrinsics: &Intrinsics) -> JsObject {
        let doc = self.host.next_global.borrow().0;
        let data = DomObject { interface: Interface::Window, listeners: GcRefCell::new(Vec::new()), handlers: GcRefCell::new(Vec::new()), kind: DomKind::Window(std::cell::Cell::new(doc)), legacy_proxy: GcRefCell::new(None), same_objects: GcRefCell::new(Vec::new()) };
        JsObject::from_proto_and_data(intrinsics.constructors().object().prototype(), data).upcast()
    }
    fn create_global_this(&self, _intrinsics: &Intrinsics) -> Option<JsObject> {
        self.host.next_global.borrow().1.clone()
    }
    /// https://tc39.es/ecma262/#sec-hostensurecancompilestrings: `eval` and
    /// the `Function` constructors compile page-supplied text, which gets
    /// the nesting limit a script gets (the parameters and the body each sit
    /// inside one bracket of the function's source text).
    fn ensure_can_compile_strings(&self, _realm: boa_engine::realm::Realm, parameters: &[boa_engine::JsString], body: &boa_engine::JsString, _direct: bool, _ctx: &mut Context) -> JsResult<()> {
        use crate::ecmascript::nesting_limit::ensure_nesting_within_limit_from;
        let parameters: Vec<String> = parameters.iter().map(boa_engine::JsString::to_std_string_lossy).collect();
        ensure_nesting_within_limit_from(&parameters.join(","), 1)?;
        ensure_nesting_within_limit_from(&body.to_std_string_lossy(), 1)
    }
    fn promise_rejection_tracker(&self, promise: &JsObject<boa_engine::builtins::promise::Promise>, operation: boa_engine::builtins::promise::OperationType, ctx: &mut Context) {
        crate::html::rejections::host_promise_rejection_tracker(ctx, promise.clone().upcast(), operation);
    }
}

/// The page's clock for `Date`: wall-clock time at load plus the user
/// agent's time, so that under virtual time `Date.now()` advances with the
/// timers (a page that waits four seconds sees four seconds pass).
struct PageClock {
    ua: Rc<RefCell<Ua>>,
    epoch_ms: f64,
    last: std::cell::Cell<f64>,
}

impl PageClock {
    fn loop_now(&self) -> f64 {
        // The user agent is never borrowed while script runs; keep the last reading if it is.
        if let Ok(ua) = self.ua.try_borrow() {
            self.last.set(ua.clock.now().max(self.last.get()));
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

pub use crate::html::script::perform_a_microtask_checkpoint;

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

/// The steps of the later specifications that the earlier ones call (see
/// [`crate::host::Hooks`]).
static HOOKS: crate::host::Hooks = crate::host::Hooks {
    tree_changed,
    attribute_changed,
    report_exception: crate::html::script::report_exception,
    resolve_exotic: crate::html::window_proxy::resolve,
    window_proxy: crate::html::window_proxy::get,
    initialize_document_objects: crate::html::document_load::initialize_document_objects,
    invoke_event_handler: crate::html::event_handler::invoke,
    node_wrapped: crate::html::event_handler_content::node_wrapped,
    event_handler_value: |ctx, target, name| crate::html::event_handler::get_the_current_value(ctx, target, name).as_object(),
    model_context: crate::webmcp::modelcontext::model_context_of,
    selection: crate::selection_api::selection::selection_of,
    form_event: crate::webmcp::declarative::form_event,
    forms_parsed: crate::webmcp::declarative::update_form_tools,
    element_interface: crate::html::element_interfaces::element_interface,
    has_activation_behavior: crate::html::activation::has_activation_behavior,
    activation_behavior: crate::html::activation::activation_behavior,
    legacy_pre_activation_behavior: crate::html::activation::legacy_pre_activation_behavior,
    rendering_observations,
    legacy_canceled_activation_behavior: crate::html::activation::legacy_canceled_activation_behavior,
};

/// HTML's insertion and removing steps (iframes, scripts), then WebMCP's: forms may
/// have become or stopped being tools.
fn tree_changed(ctx: &mut Context, doc: DocId) {
    crate::html::tree_changed(ctx, doc);
    crate::webmcp::declarative::forms_changed(ctx, doc);
}

/// HTML's attribute change steps (an iframe's or a script's `src`), then WebMCP's (a
/// form's tool attributes, a control's name, type or constraints).
fn attribute_changed(ctx: &mut Context, doc: DocId, node: runtime::dom::NodeId, name: &str) {
    crate::html::attribute_changed(ctx, doc, node, name);
    crate::webmcp::declarative::forms_changed(ctx, doc);
}

/// The agents' contexts of a page.
pub struct Agents {
    ua: Rc<RefCell<Ua>>,
    collected: Rc<Collected>,
    contexts: HashMap<AgentId, Context>,
    epoch_ms: f64,
    deadline: Instant,
}

impl Agents {
    /// The context of `agent`, made on first use.
    pub fn context(&mut self, agent: AgentId) -> Result<&mut Context, PageError> {
        if !self.contexts.contains_key(&agent) {
            let ctx = self.new_context(agent)?;
            self.contexts.insert(agent, ctx);
        }
        self.contexts.get_mut(&agent).ok_or_else(|| PageError::Setup(format!("no context for {agent}")))
    }

    fn new_context(&self, agent: AgentId) -> Result<Context, PageError> {
        let host = Rc::new(ScriptHost::new(agent, &HOOKS, self.ua.clone(), self.collected.clone(), self.epoch_ms));
        let hooks = Rc::new(Hooks { host: host.clone() });
        let mut ctx = Context::builder()
            .host_hooks(hooks)
            .job_executor(Rc::new(Microtasks { jobs: RefCell::new(VecDeque::new()), mutation_observer_microtask_queued: std::cell::Cell::new(false), deadline: self.deadline }))
            .clock(Rc::new(PageClock { ua: self.ua.clone(), epoch_ms: self.epoch_ms, last: std::cell::Cell::new(0.0) }))
            .module_loader(Rc::new(crate::html::module_script::PageModuleLoader))
            .build()
            .map_err(|e| PageError::Setup(e.to_string()))?;
        ctx.runtime_limits_mut().set_loop_iteration_limit(500_000_000);
        ctx.runtime_limits_mut().set_recursion_limit(2_000);
        ctx.insert_data(host);
        Ok(ctx)
    }
}

impl Drop for Agents {
    fn drop(&mut self) {
        // Release the hosts' JS objects before the contexts' heaps go.
        for ctx in self.contexts.values_mut() {
            host(ctx).clear();
            let _ = ctx.remove_data::<Rc<ScriptHost>>();
        }
    }
}

pub struct Page {
    pub ua: Rc<RefCell<Ua>>,
    pub agents: Agents,
    pub collected: Rc<Collected>,
    pub url: Url,
    /// The page's top-level traversable.
    pub top: NavigableId,
    options: PageOptions,
    started: Instant,
}

impl Page {
    /// Loads `url` with `loader` into a new top-level traversable and runs its
    /// scripts while parsing, then DOMContentLoaded and load. The event loop
    /// is not run further.
    pub fn load(url: &Url, loader: Rc<dyn ResourceLoader>, options: PageOptions) -> Result<Page, PageError> {
        let res = loader.load(url).map_err(|source| PageError::Load { url: url.to_string(), source })?;
        if res.status >= 400 {
            return Err(PageError::Status { url: url.to_string(), status: res.status });
        }
        // Boa's collector runs when the bytes allocated since the last run
        // pass a threshold, and a realm's interface objects pass it while
        // they are made: a run then traces the half-made realm and whatever
        // an earlier page left behind. Collecting now, before this page
        // allocates, frees that garbage while little is live, and the
        // realm's set-up then runs under the threshold.
        boa_gc::force_collect();
        let ua = Rc::new(RefCell::new(Ua::new(options.clock, loader)));
        ua.borrow_mut().unloading_document_cleanup_steps.push(crate::webmcp::unload::unloading_document_cleanup);
        ua.borrow_mut().webmcp.subset_mode = options.subset_mode;
        if let Some(dir) = &options.storage_dir {
            ua.borrow_mut().storage = runtime::html::webstorage::StorageState::on_disk(dir.clone());
        }
        ua.borrow_mut().random = runtime::html::user_agent::seeded_random(options.random_seed);
        let collected = Rc::new(Collected { echo_console: options.echo_console, wpt_report_hook: options.wpt_report_hook, ..Collected::default() });
        let epoch_ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
        let started = Instant::now();
        let agents = Agents { ua: ua.clone(), collected: collected.clone(), contexts: HashMap::new(), epoch_ms, deadline: started + options.wall_limit };
        let (top, doc) = crate::html::document_load::create_top_level_traversable(&mut ua.borrow_mut(), url, &res);
        let mut page = Page { ua, agents, collected, url: url.clone(), top, options, started };
        let agent = page.ua.borrow().document(doc).map(|d| d.agent).ok_or_else(|| PageError::Setup("no document".into()))?;
        let ctx = page.agents.context(agent)?;
        crate::html::document_load::initialize_document_objects(ctx, doc).map_err(|e| PageError::Setup(e.to_string()))?;
        crate::html::document_load::parse_and_run(ctx, doc, &res.text());
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
        loop {
            if self.started.elapsed() > self.options.wall_limit || self.collected.wall_limit_reached.get() {
                tracing::warn!("wall-clock limit reached for {}", self.url);
                return StopReason::WallLimit { seconds: self.options.wall_limit.as_secs() };
            }
            match self.step(time_limit_ms) {
                Ok(()) => {}
                Err(Idle::Empty) => return StopReason::Idle,
                Err(Idle::TimersPending) => return StopReason::TimeLimit { ms: time_limit_ms },
            }
        }
    }

    /// Runs the next thing the user agent's scheduler hands out (a parallel
    /// step, or a task in its agent's context followed by that agent's
    /// microtask checkpoint), moving the clock to a timer no later than
    /// `deadline_ms`; or says why there was nothing.
    pub(crate) fn step(&mut self, deadline_ms: f64) -> Result<(), Idle> {
        let next = self.ua.borrow_mut().next(deadline_ms)?;
        match next {
            Next::Parallel(step) => {
                let mut ua = self.ua.borrow_mut();
                step(&mut ua);
            }
            Next::Task { agent, timer, task, document, .. } => {
                let ctx = match self.agents.context(agent) {
                    Ok(c) => c,
                    Err(e) => {
                        self.collected.uncaught_errors.borrow_mut().push(e.to_string());
                        return Ok(());
                    }
                };
                tracing::trace!(?timer, %agent, "task");
                // A global task runs with its document's realm as the current realm.
                match document {
                    Some(doc) => crate::host::in_doc_realm(ctx, doc, task),
                    None => task(ctx),
                }
                if let Some(id) = timer {
                    crate::html::window::rearm_interval(ctx, id);
                }
                // The task is over: the next one is not a timer task until it says so.
                host(ctx).timer_nesting_level.set(0);
                perform_a_microtask_checkpoint(ctx);
            }
        }
        Ok(())
    }

    /// The active document of the page's top-level traversable.
    pub fn top_document_id(&self) -> Option<DocId> {
        self.ua.borrow().navigable(self.top).map(|n| n.active_document)
    }

    /// The context of the top-level document's agent.
    pub fn top_context(&mut self) -> Result<(&mut Context, DocId), PageError> {
        let doc = self.top_document_id().ok_or_else(|| PageError::Setup("the page has no document".into()))?;
        let agent = self.ua.borrow().document(doc).map(|d| d.agent).ok_or_else(|| PageError::Setup("no document".into()))?;
        Ok((self.agents.context(agent)?, doc))
    }

    /// Evaluates `source` in the top-level document's realm as a classic script.
    pub fn eval(&mut self, source: &str) -> JsResult<JsValue> {
        let (ctx, doc) = self.top_context().map_err(|e| crate::webidl::convert::type_error(e.to_string()))?;
        let r = crate::host::in_doc_realm(ctx, doc, |ctx| {
            crate::ecmascript::nesting_limit::ensure_nesting_within_limit(source)?;
            ctx.eval(boa_engine::Source::from_bytes(source))
        });
        perform_a_microtask_checkpoint(ctx);
        r
    }

    pub fn console(&self) -> Vec<crate::host::ConsoleLine> {
        self.collected.console.borrow().clone()
    }

    pub fn uncaught_errors(&self) -> Vec<String> {
        self.collected.uncaught_errors.borrow().clone()
    }

    pub fn wpt_report(&self) -> Option<String> {
        self.collected.wpt_report.borrow().clone()
    }

    /// Whether the root element still has the `test-wait` class (crash tests).
    pub fn has_test_wait(&self) -> bool {
        let Some(doc) = self.top_document_id() else { return false };
        let ua = self.ua.borrow();
        let Some(d) = ua.document(doc) else { return false };
        let t = d.tree.borrow();
        t.document_element().and_then(|e| t.attribute(e, "class").map(|c| c.split_ascii_whitespace().any(|x| x == "test-wait"))).unwrap_or(false)
    }
}

/// The observers' steps of a rendering update, in HTML's order: resize
/// observations, then intersection observations.
fn rendering_observations(ctx: &mut Context, doc: crate::host::DocId) {
    crate::resize_observer::resizeobserver::run_resize_observations(ctx, doc);
    crate::intersection_observer::intersectionobserver::run_the_update_intersection_observations_steps(ctx, doc);
}
