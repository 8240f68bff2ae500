//! The page's thread: owns the [`Page`], answers requests, runs the event
//! loop between them, enforces call timeouts and reports tool changes.

use std::collections::{HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use bindings::embedder::{Advance, AgentCallError, AgentCallId, DocumentHandle, Evaluated, LoopState, ObservedTool, PendingEval, ThrownException, TopDocument};
use bindings::page::{Page, PageOptions};
use runtime::html::event_loop::Clock;
use runtime::webmcp::schema::SubsetMode;
use serde_json::Value;

use super::errors::{CallError, Error};
use super::options::{resolve, SessionOptions, TimeMode};
use super::{CallId, Event, LoadState};

/// Wall-clock time one turn of the event loop may take before requests are looked at again.
const TURN: Duration = Duration::from_millis(20);
/// How often a page on the real clock with pending timers is looked at.
const TICK: Duration = Duration::from_millis(2);
/// How far virtual time may run at load, as `webmcp run` does.
const LOAD_TIME_LIMIT_MS: f64 = 120_000.0;
/// How long a load on virtual time may run its tasks and timers in wall-clock time.
const LOAD_WALL_LIMIT: Duration = Duration::from_secs(10);
/// How many console lines and uncaught errors a session keeps (the latest).
const KEEP_CONSOLE: usize = 1000;
/// A served page lives as long as its session: no page-wide wall-clock limit.
const NO_WALL_LIMIT: Duration = Duration::from_secs(10 * 365 * 24 * 3600);

/// A request to the page's thread.
pub(crate) enum Command {
    Call { id: CallId, document: DocumentHandle, name: String, input: Value, timeout: Duration, reply: Sender<Result<Value, CallError>>, person: Arc<AtomicBool> },
    Cancel { id: CallId },
    Eval { source: String, reply: Sender<Result<Value, ThrownException>> },
    EvalAwait { source: String, timeout: Duration, reply: Sender<Result<Value, Error>> },
    Advance { page_time: Duration, reply: Sender<()> },
    Page { reply: Sender<TopDocument> },
    Console { reply: Sender<(Vec<String>, Vec<String>)> },
    Navigate { page: String, reply: Sender<Result<(), Error>> },
    RunUntilIdle { limit: Duration, reply: Sender<bool> },
    #[cfg(test)]
    Panic,
}

/// What the page's thread shares with the session: the latest tool list,
/// event receivers, and why the thread ended if it crashed.
#[derive(Default)]
pub(crate) struct Shared {
    tools: Mutex<Vec<ObservedTool>>,
    subscribers: Mutex<Vec<Sender<Event>>>,
    crash: Mutex<Option<String>>,
    /// Why the page's process was last stopped (a session with [`super::options::Isolation`]).
    stopped: Mutex<Option<String>>,
}

impl Shared {
    pub(crate) fn tools(&self) -> Vec<ObservedTool> {
        self.tools.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    pub(crate) fn subscribe(&self, tx: Sender<Event>) {
        self.subscribers.lock().unwrap_or_else(PoisonError::into_inner).push(tx);
    }

    /// Publishes a new tool list (a page in a child process sent it).
    pub(crate) fn set_tools(&self, tools: Vec<ObservedTool>) {
        *self.tools.lock().unwrap_or_else(PoisonError::into_inner) = tools;
    }

    /// Records that the page is gone for good: later requests fail with
    /// `message`, the tool list empties, and the subscribers hear of it.
    pub(crate) fn record_crash(&self, message: String) {
        *self.crash.lock().unwrap_or_else(PoisonError::into_inner) = Some(message.clone());
        self.tools.lock().unwrap_or_else(PoisonError::into_inner).clear();
        self.broadcast(&Event::Crashed { message });
    }

    pub(crate) fn broadcast(&self, event: &Event) {
        self.subscribers.lock().unwrap_or_else(PoisonError::into_inner).retain(|s| s.send(event.clone()).is_ok());
    }

    /// Records why the page's process was stopped, for the requests that
    /// were waiting and hear of it by their channel closing.
    pub(crate) fn record_stop(&self, message: String) {
        *self.stopped.lock().unwrap_or_else(PoisonError::into_inner) = Some(message);
    }

    /// The error for a request to a thread that has ended (or a request
    /// whose page's process was stopped).
    pub(crate) fn gone(&self) -> Error {
        if let Some(message) = self.crash.lock().unwrap_or_else(PoisonError::into_inner).clone() {
            return Error::Crashed(message);
        }
        match self.stopped.lock().unwrap_or_else(PoisonError::into_inner).clone() {
            Some(message) => Error::Stopped(message),
            None => Error::Closed,
        }
    }
}

/// A call waiting for its tool.
struct Waiting {
    id: CallId,
    deadline: Instant,
    timeout: Duration,
    reply: Sender<Result<Value, CallError>>,
    /// Set once the call is a declarative tool's that waits for a person to
    /// submit its form (and the session does not submit it).
    person: Arc<AtomicBool>,
}

struct Worker {
    page: Page,
    options: SessionOptions,
    shared: Arc<Shared>,
    calls: HashMap<AgentCallId, Waiting>,
    idle_waiters: Vec<(Instant, Sender<bool>)>,
    /// Promises of `eval_await` still pending: deadline, timeout, reply.
    evals: Vec<(PendingEval, Instant, Duration, Sender<Result<Value, Error>>)>,
    /// `advance` on the real clock: when to answer.
    sleepers: Vec<(Instant, Sender<()>)>,
    generation: u64,
    console: VecDeque<String>,
    uncaught: VecDeque<String>,
}

/// The thread's body: loads the page, then serves requests until the
/// session is dropped. A panic is caught and reported as a crash.
pub(crate) fn run(page: &str, options: SessionOptions, commands: Receiver<Command>, shared: Arc<Shared>, loaded: Sender<Result<LoadState, Error>>) {
    // The worker lives outside the unwinding code, so that after a panic the
    // crash is recorded before its reply channels close.
    let mut slot: Option<Worker> = None;
    let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
        let (page, state) = match load(page, &options) {
            Ok(loaded) => loaded,
            Err(e) => {
                let _ = loaded.send(Err(e));
                return;
            }
        };
        let worker = slot.insert(Worker { page, options, shared: shared.clone(), calls: HashMap::new(), idle_waiters: Vec::new(), evals: Vec::new(), sleepers: Vec::new(), generation: 0, console: VecDeque::new(), uncaught: VecDeque::new() });
        worker.refresh_tools();
        let _ = loaded.send(Ok(state));
        worker.serve(&commands);
    }));
    if let Err(panic) = outcome {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "the engine panicked".into());
        tracing::error!("the page crashed: {message}");
        *shared.crash.lock().unwrap_or_else(PoisonError::into_inner) = Some(message.clone());
        shared.tools.lock().unwrap_or_else(PoisonError::into_inner).clear();
        shared.broadcast(&Event::Crashed { message });
    }
    // Dropping a page whose engine panicked may panic again: contain it.
    let _ = std::panic::catch_unwind(AssertUnwindSafe(move || drop(slot)));
}

fn load(page: &str, options: &SessionOptions) -> Result<(Page, LoadState), Error> {
    let (url, loader) = resolve(page, options)?;
    let clock = match options.time {
        TimeMode::Virtual => Clock::Virtual,
        TimeMode::Real => Clock::Real,
    };
    let subset_mode = if options.lenient_schemas { SubsetMode::Lenient } else { SubsetMode::Strict };
    let wall_limit = options.wall_limit.unwrap_or(NO_WALL_LIMIT);
    let page_options = PageOptions { clock, echo_console: options.echo_console, wall_limit, subset_mode, storage_dir: options.storage.clone(), random_seed: options.random_seed, ..PageOptions::default() };
    let started = Instant::now();
    let mut p = Page::load(&url, loader, page_options).map_err(|e| Error::Load(e.to_string()))?;
    let mut state = p.run_tasks(Advance::DueNow, TURN);
    if options.time == TimeMode::Virtual {
        // Like `webmcp run`: let the page settle, timers included, up to a
        // fixed point of page time (a `setInterval` cannot push it further)
        // and of wall-clock time.
        let until = p.event_loop_time() + LOAD_TIME_LIMIT_MS;
        let deadline = started + wall_limit.min(LOAD_WALL_LIMIT);
        loop {
            state = p.run_tasks(Advance::Until(until), TURN);
            if state != LoopState::Busy || Instant::now() >= deadline {
                break;
            }
        }
    }
    let state = match state {
        LoopState::Idle => LoadState::Idle,
        LoopState::TimersPending => LoadState::TimersPending,
        LoopState::Busy => LoadState::StillRunning,
    };
    Ok((p, state))
}

impl Worker {
    fn serve(&mut self, commands: &Receiver<Command>) {
        loop {
            loop {
                match commands.try_recv() {
                    Ok(c) => self.handle(c),
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return,
                }
            }
            let state = self.turn();
            let wait = self.wait_time(state);
            let next = if wait == Duration::MAX { commands.recv().map_err(|_| RecvTimeoutError::Disconnected) } else { commands.recv_timeout(wait) };
            match next {
                Ok(c) => self.handle(c),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
        }
    }

    /// Whether someone waits for the page to make progress (virtual time then runs).
    fn waited_on(&self) -> bool {
        !self.calls.is_empty() || !self.idle_waiters.is_empty() || !self.evals.is_empty()
    }

    /// One turn: run the event loop, then report what changed and what settled.
    fn turn(&mut self) -> LoopState {
        let mut state = self.page.run_tasks(Advance::DueNow, TURN);
        self.deliver_settled();
        // Virtual time moves one timer at a time, and only while someone still waits.
        if state == LoopState::TimersPending && self.options.time == TimeMode::Virtual && self.waited_on() {
            state = self.page.run_tasks(Advance::NextTimer, TURN);
        }
        self.refresh_tools();
        self.deliver_settled();
        self.answer_forms();
        self.expire_calls();
        self.collect_console();
        self.settle_evals();
        let now = Instant::now();
        let idle = state == LoopState::Idle;
        for (_, reply) in self.idle_waiters.extract_if(.., |(deadline, _)| idle || *deadline <= now) {
            let _ = reply.send(idle);
        }
        for (_, reply) in self.sleepers.extract_if(.., |(until, _)| *until <= now) {
            let _ = reply.send(());
        }
        state
    }

    /// Answers the `eval_await` requests whose promise settled or whose time ran out.
    fn settle_evals(&mut self) {
        let now = Instant::now();
        let mut i = 0;
        while i < self.evals.len() {
            let outcome = match self.page.poll_eval(&self.evals[i].0) {
                Some(result) => Some(result.map_err(Error::Script)),
                None if self.evals[i].1 <= now => Some(Err(Error::NotSettled(self.evals[i].2))),
                None => None,
            };
            match outcome {
                Some(result) => {
                    let (_, _, _, reply) = self.evals.swap_remove(i);
                    let _ = reply.send(result);
                }
                None => i += 1,
            }
        }
    }

    /// How long to wait for a request before the next turn.
    fn wait_time(&self, state: LoopState) -> Duration {
        let wanted = match state {
            LoopState::Busy => Duration::ZERO,
            LoopState::TimersPending if self.options.time == TimeMode::Real => TICK,
            LoopState::TimersPending if self.waited_on() => Duration::ZERO,
            _ => Duration::MAX,
        };
        let now = Instant::now();
        let deadlines = self.calls.values().map(|w| w.deadline).chain(self.idle_waiters.iter().map(|(d, _)| *d)).chain(self.evals.iter().map(|e| e.1)).chain(self.sleepers.iter().map(|(d, _)| *d));
        deadlines.map(|d| d.saturating_duration_since(now)).fold(wanted, Duration::min)
    }

    fn handle(&mut self, command: Command) {
        match command {
            Command::Call { id, document, name, input, timeout, reply, person } => {
                let agent = self.page.start_agent_call(document, &name, input);
                self.calls.insert(agent, Waiting { id, deadline: Instant::now() + timeout, timeout, reply, person });
            }
            Command::Cancel { id } => {
                let agent = self.calls.iter().find(|(_, w)| w.id == id).map(|(a, _)| *a);
                if let Some(agent) = agent {
                    self.cancel_in_page(agent);
                    self.deliver_settled();
                }
            }
            Command::Eval { source, reply } => {
                let result = self.page.eval_json(&source);
                self.refresh_tools();
                let _ = reply.send(result);
            }
            Command::EvalAwait { source, timeout, reply } => {
                match self.page.eval_awaiting(&source) {
                    Ok(Evaluated::Value(v)) => {
                        let _ = reply.send(Ok(v));
                    }
                    Ok(Evaluated::Pending(p)) => self.evals.push((p, Instant::now() + timeout, timeout, reply)),
                    Err(e) => {
                        let _ = reply.send(Err(Error::Script(e)));
                    }
                }
                self.refresh_tools();
            }
            Command::Advance { page_time, reply } => match self.options.time {
                TimeMode::Virtual => {
                    // The timers due in the span fire now (bounded in wall-clock time like a load).
                    let target = self.page.event_loop_time() + page_time.as_secs_f64() * 1000.0;
                    let deadline = Instant::now() + self.options.answer_timeout;
                    while self.page.run_tasks(Advance::Until(target), TURN) == LoopState::Busy && Instant::now() < deadline {
                        self.deliver_settled();
                    }
                    self.deliver_settled();
                    let _ = reply.send(());
                }
                TimeMode::Real => self.sleepers.push((Instant::now() + page_time, reply)),
            },
            Command::Page { reply } => {
                let _ = reply.send(self.page.top_document());
            }
            Command::Console { reply } => {
                self.collect_console();
                let _ = reply.send((self.console.iter().cloned().collect(), self.uncaught.iter().cloned().collect()));
            }
            Command::Navigate { page, reply } => {
                let _ = reply.send(self.navigate(&page));
            }
            Command::RunUntilIdle { limit, reply } => self.idle_waiters.push((Instant::now() + limit, reply)),
            #[cfg(test)]
            Command::Panic => panic!("a test asked the page's thread to panic"),
        }
    }

    fn navigate(&mut self, page: &str) -> Result<(), Error> {
        let (new, _) = load(page, &self.options)?;
        let old = std::mem::replace(&mut self.page, new);
        drop(old);
        for (_, w) in self.calls.drain() {
            let _ = w.reply.send(Err(CallError::Rejected { name: "UnknownError".into(), message: "The page navigated away before the tool settled.".into(), thrown: None }));
        }
        let url = self.page.top_document().url;
        self.shared.broadcast(&Event::Navigated { url });
        // The new page's generation counter starts afresh: always report a change.
        self.generation = u64::MAX;
        self.refresh_tools();
        Ok(())
    }

    /// Publishes the tool list when it changed, and tells the subscribers.
    fn refresh_tools(&mut self) {
        let generation = self.page.tool_generation();
        if generation == self.generation {
            return;
        }
        let first = self.generation == 0;
        self.generation = generation;
        *self.shared.tools.lock().unwrap_or_else(PoisonError::into_inner) = self.page.observe_tools();
        if !first {
            self.shared.broadcast(&Event::ToolsChanged);
        }
    }

    /// Answers the calls that settled, after publishing the tool list (a
    /// call that registered a tool is answered with the tool already listed).
    fn deliver_settled(&mut self) {
        self.refresh_tools();
        for (agent, result) in self.page.take_settled_agent_calls() {
            if let Some(w) = self.calls.remove(&agent) {
                let _ = w.reply.send(result.map(|o| o.value).map_err(rejected));
            }
        }
    }

    /// Declarative calls whose form waits for a person: with the submit
    /// option, the form is submitted from its submit button (the page then
    /// runs on, and the call settles with the submission's response);
    /// without it, the call is marked as waiting for a person.
    fn answer_forms(&mut self) {
        let waiting: Vec<AgentCallId> = self.calls.iter().filter(|(_, w)| !w.person.load(Ordering::Relaxed)).map(|(a, _)| *a).collect();
        let mut pressed = false;
        for agent in waiting {
            if !self.page.agent_call_awaits_submission(agent) {
                continue;
            }
            if self.options.submit {
                pressed |= self.page.submit_agent_call_form(agent);
            } else if let Some(w) = self.calls.get(&agent) {
                w.person.store(true, Ordering::Relaxed);
            }
        }
        if pressed {
            self.page.run_tasks(Advance::DueNow, TURN);
            self.deliver_settled();
        }
    }

    /// Calls past their deadline are cancelled in the page and fail with a timeout.
    fn expire_calls(&mut self) {
        let now = Instant::now();
        let expired: Vec<AgentCallId> = self.calls.iter().filter(|(_, w)| w.deadline <= now).map(|(a, _)| *a).collect();
        for agent in expired {
            let Some(w) = self.calls.remove(&agent) else { continue };
            self.cancel_in_page(agent);
            let _ = w.reply.send(Err(CallError::TimedOut(w.timeout)));
        }
        // The cancellations settled those calls with AbortError; nobody waits for that.
        self.deliver_settled();
    }
}

impl Worker {
    /// Moves the page's console output into the session's bounded record.
    fn collect_console(&mut self) {
        let (lines, errors) = self.page.take_console();
        for (record, new) in [(&mut self.console, lines.into_iter().map(|(_, text)| text).collect::<Vec<_>>()), (&mut self.uncaught, errors)] {
            record.extend(new);
            let excess = record.len().saturating_sub(KEEP_CONSOLE);
            record.drain(..excess);
        }
    }

    /// Cancels an agent call and runs what is due, so that by the time the
    /// caller hears of it the tool's signal has aborted and `toolcancel` has fired.
    fn cancel_in_page(&mut self, agent: AgentCallId) {
        self.page.cancel_agent_call(agent);
        let _ = self.page.run_tasks(Advance::DueNow, TURN);
    }
}

fn rejected(e: AgentCallError) -> CallError {
    CallError::Rejected { name: e.name, message: e.message, thrown: e.thrown }
}
