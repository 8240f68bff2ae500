//! [`Session`]: one page on its own thread, driven over channels.

pub(crate) mod errors;
pub(crate) mod options;
pub(crate) mod process;
mod worker;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bindings::embedder::{DocumentHandle, ObservedTool, TopDocument};
use serde_json::Value;

use errors::{CallError, Error};
use options::SessionOptions;
use worker::{Command, Shared};

/// How much longer than a call's own timeout a caller waits for the page's
/// thread before calling the page unresponsive (longer than
/// [`options::KILL_MARGIN`], so that with [`options::Isolation`] the
/// caller hears why the page's process was stopped).
const GRACE: Duration = Duration::from_secs(5);

/// Something that happened in the page, sent to every receiver of
/// [`Session::events`].
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The tools [`Session::tools`] returns have changed.
    ToolsChanged,
    /// [`Session::navigate`] loaded a new page.
    Navigated {
        /// The new page's URL.
        url: String,
    },
    /// The page's process was stopped and the page reloaded in a new one
    /// ([`crate::Isolation::restart`]): its documents and tools are new
    /// (a [`Event::ToolsChanged`] follows), calls in flight failed with
    /// [`Error::Stopped`].
    Restarted {
        /// Why the old process was stopped.
        reason: String,
    },
    /// The page crashed; the session can no longer be used.
    Crashed {
        /// What went wrong.
        message: String,
    },
}

/// Where the page stood when [`Session::open`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadState {
    /// Nothing was left to run.
    Idle,
    /// Timers were pending: on virtual time, those due more than two
    /// minutes of page time after the load (a `setInterval`, say); on real
    /// time, any.
    TimersPending,
    /// Tasks could still run when the load's wall-clock limit (ten seconds,
    /// or [`SessionOptions::wall_limit`] if shorter) was reached.
    StillRunning,
}

/// Identifies a call started with [`Session::start_call`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallId(pub(crate) u64);

pub use bindings::ecmascript::nesting_limit::PAGE_THREAD_STACK;

/// A page loaded headlessly, with its event loop on a thread of its own.
///
/// Dropping the session stops that thread once the script it is running,
/// if any, returns.
pub struct Session {
    load_state: LoadState,
    commands: Sender<Command>,
    shared: Arc<Shared>,
    next_call: AtomicU64,
    options: SessionOptions,
}

/// A tool call in progress: wait for it, or cancel it.
pub struct PendingCall {
    id: CallId,
    reply: Receiver<Result<Value, CallError>>,
    commands: Sender<Command>,
    shared: Arc<Shared>,
    patience: Duration,
    person: Arc<AtomicBool>,
}

impl Session {
    /// Loads `page` (a file path, maybe with `?query#fragment`, or a `file:`
    /// URL; with [`SessionOptions::root`] a path under the root or a URL on
    /// one of the served origins) on a new thread, runs its scripts, and on virtual
    /// time runs its event loop until it is idle (at most two minutes of
    /// page time). Returns once the page is loaded.
    pub fn open(page: &str, options: SessionOptions) -> Result<Session, Error> {
        let shared = Arc::new(Shared::default());
        let (commands, receiver) = mpsc::channel();
        let (loaded_tx, loaded_rx) = mpsc::channel();
        let thread_shared = shared.clone();
        let thread_options = options.clone();
        let page = page.to_string();
        std::thread::Builder::new()
            .name("webmcp-page".into())
            .stack_size(PAGE_THREAD_STACK)
            .spawn(move || match thread_options.isolation.clone() {
                Some(isolation) => process::run(&page, thread_options, isolation, receiver, thread_shared, loaded_tx),
                None => worker::run(&page, thread_options, receiver, thread_shared, loaded_tx),
            })
            .map_err(|e| Error::Load(format!("cannot start the page's thread: {e}")))?;
        match loaded_rx.recv() {
            Ok(Ok(load_state)) => Ok(Session { load_state, commands, shared, next_call: AtomicU64::new(1), options }),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(shared.gone()),
        }
    }

    /// Where the page stood when the load finished.
    pub fn load_state(&self) -> LoadState {
        self.load_state
    }

    /// Every tool of every document of the page (frames included, whatever
    /// their origin), documents in tree order, then by name.
    pub fn tools(&self) -> Vec<ObservedTool> {
        self.shared.tools()
    }

    /// Calls the tool named `name` with `input` and waits for its result
    /// (at most [`SessionOptions::call_timeout`]). Exactly one document of
    /// the page must have a tool of that name; otherwise use
    /// [`Session::call_tool`].
    pub fn call(&self, name: &str, input: Value) -> Result<Value, CallError> {
        let tools = self.tools();
        let mut matching = tools.iter().filter(|t| t.name == name);
        let Some(tool) = matching.next() else { return Err(CallError::NoSuchTool(name.to_string())) };
        let others = matching.count();
        if others > 0 {
            return Err(CallError::Ambiguous { name: name.to_string(), count: others + 1 });
        }
        self.call_tool(tool.document, name, input)
    }

    /// Calls the tool named `name` of `document` with `input` and waits for
    /// its result (at most [`SessionOptions::call_timeout`]).
    pub fn call_tool(&self, document: DocumentHandle, name: &str, input: Value) -> Result<Value, CallError> {
        self.start_call(document, name, input, self.options.call_timeout)?.wait()
    }

    /// Starts calling the tool named `name` of `document` with `input`, as
    /// the browser's agent does: the input is validated against the tool's
    /// schema, `toolactivated` fires, and `execute` runs. When `timeout`
    /// passes first, the execution is cancelled and the call fails with
    /// [`CallError::TimedOut`].
    pub fn start_call(&self, document: DocumentHandle, name: &str, input: Value, timeout: Duration) -> Result<PendingCall, Error> {
        let id = CallId(self.next_call.fetch_add(1, Ordering::Relaxed));
        let (reply, receiver) = mpsc::channel();
        let person = Arc::new(AtomicBool::new(false));
        let command = Command::Call { id, document, name: name.to_string(), input, timeout, reply, person: person.clone() };
        self.commands.send(command).map_err(|_| self.shared.gone())?;
        Ok(PendingCall { id, reply: receiver, commands: self.commands.clone(), shared: self.shared.clone(), patience: timeout + GRACE, person })
    }

    /// The options the session was opened with.
    pub fn options(&self) -> &SessionOptions {
        &self.options
    }

    /// Evaluates `source` as a classic script in the top document and
    /// returns its value as JSON (`JSON.stringify`'s view of it; `null` for
    /// `undefined`). A promise is not awaited.
    pub fn eval(&self, source: &str) -> Result<Value, Error> {
        self.ask(|reply| Command::Eval { source: source.to_string(), reply })?.map_err(Error::Script)
    }

    /// Evaluates `source` as [`Session::eval`] does; when its value is a
    /// promise, runs the page (on virtual time, timers fire at once) until
    /// the promise settles, at most [`SessionOptions::answer_timeout`], and
    /// returns what it settled to as JSON. A rejection is
    /// [`Error::Script`] with what it rejected with; a promise still
    /// pending at the timeout is [`Error::NotSettled`].
    pub fn eval_await(&self, source: &str) -> Result<Value, Error> {
        let timeout = self.options.answer_timeout;
        let (reply, receiver) = mpsc::channel();
        self.commands.send(Command::EvalAwait { source: source.to_string(), timeout, reply }).map_err(|_| self.shared.gone())?;
        wait(&receiver, &self.shared, timeout + GRACE)?
    }

    /// Lets `page_time` of the page's time pass: on virtual time, every
    /// timer due in that span fires now (what a page schedules for "in a
    /// moment", a navigation 100 ms after a tool answered, say); on real
    /// time, waits that long while the page runs.
    pub fn advance(&self, page_time: Duration) -> Result<(), Error> {
        let (reply, receiver) = mpsc::channel();
        self.commands.send(Command::Advance { page_time, reply }).map_err(|_| self.shared.gone())?;
        let patience = match self.options.time {
            options::TimeMode::Virtual => self.options.answer_timeout,
            options::TimeMode::Real => page_time,
        };
        wait(&receiver, &self.shared, patience + GRACE)
    }

    /// The top document's URL, title, text and markup.
    pub fn page(&self) -> Result<TopDocument, Error> {
        self.ask(|reply| Command::Page { reply })
    }

    /// The page's console output, one line per call, and the exceptions
    /// nothing caught: the latest thousand of each.
    pub fn console(&self) -> Result<(Vec<String>, Vec<String>), Error> {
        self.ask(|reply| Command::Console { reply })
    }

    /// Replaces the page with `page` (resolved as [`Session::open`] does).
    /// Calls still pending on the old page fail. Receivers of
    /// [`Session::events`] get [`Event::Navigated`] and [`Event::ToolsChanged`].
    pub fn navigate(&self, page: &str) -> Result<(), Error> {
        self.ask(|reply| Command::Navigate { page: page.to_string(), reply })?
    }

    /// Runs the page until nothing is left to run, at most `limit` of
    /// wall-clock time; on virtual time, timers fire at once. Returns
    /// whether the page went idle (a page with a `setInterval` never does).
    pub fn run_until_idle(&self, limit: Duration) -> Result<bool, Error> {
        let (reply, receiver) = mpsc::channel();
        self.commands.send(Command::RunUntilIdle { limit, reply }).map_err(|_| self.shared.gone())?;
        wait(&receiver, &self.shared, limit + GRACE)
    }

    /// A new receiver of the page's [`Event`]s, from now on.
    pub fn events(&self) -> Receiver<Event> {
        let (tx, rx) = mpsc::channel();
        self.shared.subscribe(tx);
        rx
    }

    /// Sends a request that carries a reply channel and waits for the answer.
    fn ask<T>(&self, make: impl FnOnce(Sender<T>) -> Command) -> Result<T, Error> {
        let (reply, receiver) = mpsc::channel();
        self.commands.send(make(reply)).map_err(|_| self.shared.gone())?;
        wait(&receiver, &self.shared, self.options.answer_timeout + GRACE)
    }

    #[cfg(test)]
    pub(crate) fn crash_for_test(&self) {
        let _ = self.commands.send(Command::Panic);
    }
}

fn wait<T>(receiver: &Receiver<T>, shared: &Shared, patience: Duration) -> Result<T, Error> {
    match receiver.recv_timeout(patience) {
        Ok(v) => Ok(v),
        Err(RecvTimeoutError::Timeout) => Err(Error::Unresponsive(patience)),
        Err(RecvTimeoutError::Disconnected) => Err(shared.gone()),
    }
}

impl PendingCall {
    /// This call's id.
    pub fn id(&self) -> CallId {
        self.id
    }

    /// Cancels the call: it fails with an `AbortError`, the tool's signal
    /// aborts and `toolcancel` fires in the page. A settled call is left alone.
    pub fn cancel(&self) {
        let _ = self.commands.send(Command::Cancel { id: self.id });
    }

    /// A handle that can cancel this call from another thread while one waits for it.
    pub fn canceller(&self) -> impl Fn() + Send + Sync + 'static {
        let commands = Mutex::new(self.commands.clone());
        let id = self.id;
        move || {
            if let Ok(c) = commands.lock() {
                let _ = c.send(Command::Cancel { id });
            }
        }
    }

    /// A handle that tells, from any thread, whether the call is a
    /// declarative tool's that filled its form and now waits for a person
    /// to submit it (see [`SessionOptions::submit`]).
    pub fn person_watch(&self) -> impl Fn() -> bool + Send + Sync + 'static {
        let person = self.person.clone();
        move || person.load(Ordering::Relaxed)
    }

    /// Whether the call waits for a person to submit its form.
    pub fn waits_for_person(&self) -> bool {
        self.person.load(Ordering::Relaxed)
    }

    /// The call's result if it arrives within `patience` (then the call is
    /// over; later polls give `None`), `None` otherwise. A session that is
    /// gone answers at once. A result of MCP's shape that says the call
    /// failed (`isError: true`) is [`CallError::ToolReportedError`].
    pub(crate) fn wait_for(&self, patience: Duration) -> Option<Result<Value, CallError>> {
        match self.reply.recv_timeout(patience) {
            Ok(Ok(result)) if errors::is_error_result(&result) => Some(Err(CallError::ToolReportedError { result })),
            Ok(result) => Some(result),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(Err(CallError::Session(self.shared.gone()))),
        }
    }

    /// Waits for the call's result. A result of MCP's shape that says the
    /// call failed (`isError: true`) is [`CallError::ToolReportedError`].
    pub fn wait(self) -> Result<Value, CallError> {
        match wait(&self.reply, &self.shared, self.patience) {
            Ok(Ok(result)) if errors::is_error_result(&result) => Err(CallError::ToolReportedError { result }),
            Ok(result) => result,
            Err(e) => Err(CallError::Session(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crash_is_reported_to_waiting_calls_events_and_later_requests() {
        let page = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/todo.html");
        let session = Session::open(page, SessionOptions::default()).unwrap();
        let events = session.events();
        let doc = session.tools()[0].document;
        let waiting = session.start_call(doc, "add_item", serde_json::json!({"text": "x"}), Duration::from_secs(5)).unwrap();
        session.crash_for_test();
        let crashed = Error::Crashed("a test asked the page's thread to panic".into());
        // The call may have been answered before the panic; if not, it hears of the crash.
        if let Err(e) = waiting.wait() {
            assert_eq!(e, CallError::Session(crashed.clone()));
        }
        assert_eq!(events.recv_timeout(Duration::from_secs(5)).unwrap(), Event::Crashed { message: "a test asked the page's thread to panic".into() });
        assert_eq!(session.eval("1"), Err(crashed.clone()));
        assert_eq!(session.call("add_item", serde_json::json!({"text": "y"})), Err(CallError::NoSuchTool("add_item".into())));
        assert_eq!(session.call_tool(doc, "add_item", serde_json::json!({})), Err(CallError::Session(crashed)));
        assert!(session.tools().is_empty());
    }
}
