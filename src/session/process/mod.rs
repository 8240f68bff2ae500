//! A session whose page runs in a child process ([`Isolation`]): the
//! session's requests go to the child as lines of JSON, and this thread
//! (the "proxy") watches every request's deadline, kills a child that does
//! not answer in time, reports how a child died (the memory limit, a
//! signal, a panic), and with [`Isolation::restart`] loads the page again
//! in a new child.

mod child;
mod wire;

pub use child::page_process;

use std::collections::HashMap;
use std::io::{BufReader, Write};
use std::process::{Child, ChildStdin, Command as Process, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bindings::embedder::{ObservedTool, ThrownException, TopDocument};
use serde_json::Value;

use super::errors::{CallError, Error};
use super::options::{Isolation, SessionOptions, TimeMode, KILL_MARGIN};
use super::worker::{Command, Shared};
use super::{CallId, Event, LoadState};
use wire::{Answer, ToChild, ToParent};

/// The longest line the child may write (a page's markup, a tool's result).
const MAX_ANSWER: usize = 256 * 1024 * 1024;
/// How long a load in a new child may take, beyond the answer timeout.
const LOAD_MARGIN: Duration = Duration::from_secs(10);

/// What the proxy thread hears.
enum Input {
    Command(Command),
    /// A line from child number `.0`.
    Child(u64, ToParent),
    /// Child number `.0` closed its output (it ended or was killed).
    Gone(u64),
    /// Nobody can send requests any more (the session and its calls are dropped).
    Closed,
}

/// A request waiting for its answer.
enum Waiter {
    Call { call: CallId, reply: Sender<Result<Value, CallError>>, person: Arc<AtomicBool> },
    Eval(Sender<Result<Value, ThrownException>>),
    EvalAwait(Sender<Result<Value, Error>>),
    Advance(Sender<()>),
    Page(Sender<TopDocument>),
    Console(Sender<(Vec<String>, Vec<String>)>),
    Navigate(Sender<Result<(), Error>>),
    Idle(Sender<bool>),
}

impl Waiter {
    /// Tells the waiter its request failed because the process was stopped.
    fn fail(self, error: &Error) {
        let thrown = || ThrownException { name: Some("Error".into()), message: error.to_string(), stack: None };
        match self {
            Waiter::Call { reply, .. } => drop(reply.send(Err(CallError::Session(error.clone())))),
            Waiter::Eval(r) => drop(r.send(Err(thrown()))),
            Waiter::EvalAwait(r) => drop(r.send(Err(error.clone()))),
            Waiter::Navigate(r) => drop(r.send(Err(error.clone()))),
            // These answers cannot carry an error: the waiter hears of it by the channel closing.
            Waiter::Advance(_) | Waiter::Page(_) | Waiter::Console(_) | Waiter::Idle(_) => {}
        }
    }

    /// Delivers the child's answer.
    fn answer(self, answer: Answer) {
        match (self, answer) {
            (Waiter::Call { reply, .. }, Answer::Call(r)) => drop(reply.send(r.map_err(Into::into))),
            (Waiter::Eval(s), Answer::Eval(r)) => drop(s.send(r.map_err(Into::into))),
            (Waiter::EvalAwait(s), Answer::EvalAwait(r)) => drop(s.send(r.map_err(Into::into))),
            (Waiter::Advance(s), Answer::Advance(_)) => drop(s.send(())),
            (Waiter::Page(s), Answer::Page(Ok(top))) => drop(s.send(top.into())),
            (Waiter::Console(s), Answer::Console(Ok(c))) => drop(s.send(c)),
            (Waiter::Navigate(s), Answer::Navigate(r)) => drop(s.send(r.map_err(Into::into))),
            (Waiter::Idle(s), Answer::Idle(Ok(idle))) => drop(s.send(idle)),
            // A failed page or console read closes the waiter's channel: it reports the session's state.
            (_, _) => {}
        }
    }
}

/// One child process.
struct ChildPage {
    number: u64,
    process: Child,
    stdin: ChildStdin,
    /// What the child said when its engine panicked, before it ended.
    crash: Option<String>,
    /// The child's memory limit, to say why it aborted.
    max_memory: u64,
}

impl ChildPage {
    /// Starts the child and asks it to open `page`.
    fn start(number: u64, page: &str, options: &SessionOptions, isolation: &Isolation, input: &Sender<Input>) -> Result<ChildPage, Error> {
        let mut process = Process::new(&isolation.program)
            .arg("page-process")
            .arg("--max-memory")
            .arg(isolation.max_memory.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            // The child's standard error is this process's: the page's
            // console (when echoed) and the engine's last words (a failed
            // allocation, a panic) appear in order with everything else.
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| Error::Load(format!("cannot start the page's process ({}): {e}", isolation.program.display())))?;
        let (Some(stdin), Some(stdout)) = (process.stdin.take(), process.stdout.take()) else {
            let _ = process.kill();
            return Err(Error::Load("the page's process has no pipes".into()));
        };
        let tx = input.clone();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                match wire::read_line(&mut reader, MAX_ANSWER) {
                    Ok(Some(line)) => match serde_json::from_slice::<ToParent>(&line) {
                        Ok(message) => {
                            if tx.send(Input::Child(number, message)).is_err() {
                                return;
                            }
                        }
                        Err(e) => tracing::warn!("the page's process wrote something else than a message: {e}"),
                    },
                    Ok(None) | Err(_) => break,
                }
            }
            let _ = tx.send(Input::Gone(number));
        });
        let mut child = ChildPage { number, process, stdin, crash: None, max_memory: isolation.max_memory };
        child.send(&ToChild::Open { page: page.to_string(), options: wire::Options::of(options) });
        Ok(child)
    }

    fn send(&mut self, request: &ToChild) {
        // A child that is gone is noticed when its output closes.
        if let Ok(line) = serde_json::to_string(request) {
            let _ = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
        }
    }

    /// Kills the child and says how it ended.
    fn stop(mut self) -> String {
        let _ = self.process.kill();
        let status = self.process.wait();
        describe_end(status.ok(), self.crash.as_deref(), self.max_memory)
    }
}

/// Why a child ended, from its exit status and what it said when its engine
/// crashed. A process that aborts (SIGABRT) did so on a failed allocation
/// (Rust aborts when one fails, which the memory limit makes happen) or a
/// stack overflow; its standard error, which is ours, has the line that
/// says which.
fn describe_end(status: Option<std::process::ExitStatus>, crash: Option<&str>, max_memory: u64) -> String {
    if let Some(message) = crash {
        return format!("its engine crashed ({message})");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        const SIGABRT: i32 = 6;
        match status.and_then(|s| s.signal()) {
            Some(SIGABRT) if max_memory > 0 => {
                return format!("its process aborted: it ran out of memory (its limit is {max_memory} bytes) or overflowed its stack; the line above says which")
            }
            Some(SIGABRT) => return "its process aborted: it ran out of memory or overflowed its stack; the line above says which".into(),
            Some(signal) => return format!("its process ended with signal {signal}"),
            None => {}
        }
    }
    match status.and_then(|s| s.code()) {
        Some(code) => format!("its process exited with status {code}"),
        None => "its process ended".into(),
    }
}

/// The proxy thread's body: the same contract as the thread worker's
/// [`super::worker::run`] (answer `loaded`, then serve `commands`).
pub(crate) fn run(page: &str, options: SessionOptions, isolation: Isolation, commands: Receiver<Command>, shared: Arc<Shared>, loaded: Sender<Result<LoadState, Error>>) {
    let (input, inputs) = mpsc::channel();
    let forward = input.clone();
    std::thread::spawn(move || {
        for c in commands {
            if forward.send(Input::Command(c)).is_err() {
                return;
            }
        }
        let _ = forward.send(Input::Closed);
    });
    let mut proxy = Proxy { page: page.to_string(), options, isolation, shared, input, inputs, child: None, children: 0, next: 1, waiting: HashMap::new(), calls: HashMap::new(), closed: false };
    match proxy.start_child() {
        Ok(state) => {
            let _ = loaded.send(Ok(state));
        }
        Err(e) => {
            let _ = loaded.send(Err(e));
            return;
        }
    }
    proxy.serve();
}

struct Proxy {
    page: String,
    options: SessionOptions,
    isolation: Isolation,
    shared: Arc<Shared>,
    input: Sender<Input>,
    inputs: Receiver<Input>,
    child: Option<ChildPage>,
    children: u64,
    next: u64,
    /// Requests in flight: their deadline and waiter.
    waiting: HashMap<u64, (Instant, Duration, Waiter)>,
    /// The request id of each call in flight.
    calls: HashMap<CallId, u64>,
    /// The session was dropped.
    closed: bool,
}

impl Proxy {
    /// Starts a child, opens the page there and waits for it to load.
    fn start_child(&mut self) -> Result<LoadState, Error> {
        self.children += 1;
        let number = self.children;
        let child = ChildPage::start(number, &self.page, &self.options, &self.isolation, &self.input)?;
        self.child = Some(child);
        let deadline = Instant::now() + self.options.answer_timeout + LOAD_MARGIN;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.inputs.recv_timeout(left) {
                Ok(Input::Child(n, message)) if n == number => match message {
                    ToParent::Loaded { state } => return Ok(state.into()),
                    ToParent::LoadFailed { error } => {
                        self.stop_child();
                        return Err(error.into());
                    }
                    ToParent::Tools { tools } => self.shared.set_tools(tools.into_iter().map(ObservedTool::from).collect()),
                    _ => {}
                },
                Ok(Input::Gone(n)) if n == number => {
                    let why = self.stop_child().unwrap_or_default();
                    return Err(Error::Load(format!("the page's process ended while loading the page: {why}")));
                }
                Ok(Input::Command(c)) => self.queue_while_loading(c),
                Ok(Input::Closed) => {
                    self.closed = true;
                    self.stop_child();
                    return Err(Error::Closed);
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    self.stop_child();
                    return Err(Error::Load(format!("the page did not finish loading within {} s", (self.options.answer_timeout + LOAD_MARGIN).as_secs())));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(Error::Closed),
            }
        }
    }

    /// A request that arrives while a new child loads is sent once it has:
    /// it goes to the child's input now, which the child reads after loading.
    fn queue_while_loading(&mut self, command: Command) {
        self.handle(command);
    }

    fn stop_child(&mut self) -> Option<String> {
        self.child.take().map(ChildPage::stop)
    }

    fn serve(&mut self) {
        loop {
            let next_deadline = self.waiting.values().map(|(d, _, _)| *d).min();
            let received = match next_deadline {
                Some(d) => self.inputs.recv_timeout(d.saturating_duration_since(Instant::now())),
                None => self.inputs.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match received {
                Ok(Input::Command(c)) => self.handle(c),
                Ok(Input::Child(n, message)) if self.current(n) => self.hear(message),
                Ok(Input::Closed) => return,
                Ok(Input::Gone(n)) if self.current(n) => {
                    let why = self.stop_child().unwrap_or_default();
                    if !self.restart(&why) {
                        return;
                    }
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    let now = Instant::now();
                    let late = self.waiting.values().filter(|(d, _, _)| *d <= now).map(|(_, t, _)| *t).max();
                    if let Some(time) = late {
                        self.stop_child();
                        let why = format!(
                            "it did not answer within {} s (a script that does not end, or one native call that does not return); its process was killed",
                            (time + KILL_MARGIN).as_secs_f64()
                        );
                        if !self.restart(&why) {
                            return;
                        }
                    }
                }
                Err(RecvTimeoutError::Disconnected) => return,
            }
            if self.closed && self.waiting.is_empty() {
                return;
            }
        }
    }

    fn current(&self, number: u64) -> bool {
        self.child.as_ref().is_some_and(|c| c.number == number)
    }

    /// After a child was stopped: every request in flight fails, and the
    /// page is loaded in a new child if the session restarts pages.
    /// Returns whether the session goes on.
    fn restart(&mut self, why: &str) -> bool {
        let restarting = self.isolation.restart && !self.closed;
        let message = if restarting { format!("{why}; the page was loaded again in a new process") } else { why.to_string() };
        tracing::warn!("the page was stopped: {message}");
        let error = Error::Stopped(message.clone());
        self.shared.record_stop(message.clone());
        for (_, (_, _, waiter)) in self.waiting.drain() {
            waiter.fail(&error);
        }
        self.calls.clear();
        if !restarting {
            self.shared.record_crash(format!("the page was stopped: {message}"));
            return false;
        }
        match self.start_child() {
            Ok(_) => {
                self.shared.broadcast(&Event::Restarted { reason: why.to_string() });
                self.shared.broadcast(&Event::ToolsChanged);
                true
            }
            Err(e) => {
                self.shared.record_crash(format!("the page was stopped ({why}) and could not be loaded again: {e}"));
                false
            }
        }
    }

    /// A message from the current child.
    fn hear(&mut self, message: ToParent) {
        match message {
            ToParent::Tools { tools } => {
                self.shared.set_tools(tools.into_iter().map(ObservedTool::from).collect());
                self.shared.broadcast(&Event::ToolsChanged);
            }
            ToParent::Navigated { url } => self.shared.broadcast(&Event::Navigated { url }),
            ToParent::Person { id } => {
                if let Some((_, _, Waiter::Call { person, .. })) = self.waiting.get(&id) {
                    person.store(true, Ordering::Relaxed);
                }
            }
            ToParent::Answer { id, answer } => {
                if let Some((_, _, waiter)) = self.waiting.remove(&id) {
                    if let Waiter::Call { call, .. } = &waiter {
                        self.calls.remove(call);
                    }
                    waiter.answer(answer);
                }
            }
            // The child ends after this; its output closing restarts it.
            ToParent::Crashed { message } => {
                if let Some(child) = self.child.as_mut() {
                    child.crash = Some(message);
                }
            }
            ToParent::Loaded { .. } | ToParent::LoadFailed { .. } => {}
        }
    }

    /// Sends a request to the child and records who waits for it.
    fn ask(&mut self, time: Duration, waiter: Waiter, request: impl FnOnce(u64) -> ToChild) {
        let id = self.next;
        self.next += 1;
        let Some(child) = self.child.as_mut() else {
            waiter.fail(&Error::Closed);
            return;
        };
        child.send(&request(id));
        self.waiting.insert(id, (Instant::now() + time + KILL_MARGIN, time, waiter));
    }

    fn handle(&mut self, command: Command) {
        let answer_time = self.options.answer_timeout;
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        match command {
            Command::Call { id, document, name, input, timeout, reply, person } => {
                let request = self.next;
                self.calls.insert(id, request);
                self.ask(timeout, Waiter::Call { call: id, reply, person }, |rid| ToChild::Call { id: rid, document: document.to_raw(), name, input, timeout_ms: ms(timeout) });
            }
            Command::Cancel { id } => {
                if let (Some(&request), Some(child)) = (self.calls.get(&id), self.child.as_mut()) {
                    child.send(&ToChild::Cancel { id: request });
                }
            }
            Command::Eval { source, reply } => self.ask(answer_time, Waiter::Eval(reply), |id| ToChild::Eval { id, source }),
            Command::EvalAwait { source, timeout, reply } => self.ask(timeout, Waiter::EvalAwait(reply), |id| ToChild::EvalAwait { id, source, timeout_ms: ms(timeout) }),
            Command::Advance { page_time, reply } => {
                let time = match self.options.time {
                    TimeMode::Virtual => answer_time,
                    TimeMode::Real => page_time,
                };
                self.ask(time, Waiter::Advance(reply), |id| ToChild::Advance { id, ms: ms(page_time) });
            }
            Command::Page { reply } => self.ask(answer_time, Waiter::Page(reply), |id| ToChild::Page { id }),
            Command::Console { reply } => self.ask(answer_time, Waiter::Console(reply), |id| ToChild::Console { id }),
            Command::Navigate { page, reply } => self.ask(answer_time + LOAD_MARGIN, Waiter::Navigate(reply), |id| ToChild::Navigate { id, page }),
            Command::RunUntilIdle { limit, reply } => self.ask(limit, Waiter::Idle(reply), |id| ToChild::RunUntilIdle { id, limit_ms: ms(limit) }),
            #[cfg(test)]
            Command::Panic => {
                if let Some(child) = self.child.as_mut() {
                    let _ = child.process.kill();
                }
            }
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.closed = true;
        // Closing the child's input ends it; kill it in case it is stuck.
        self.stop_child();
    }
}
