//! The page's process: `webmcp page-process` reads the page to open from
//! its standard input, runs it in a [`Session`] of its own (on a thread),
//! and answers the parent's requests on standard output.

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bindings::embedder::{DocumentHandle, ObservedTool};

use super::wire::{Answer, ToChild, ToParent, WireTool};
use crate::session::errors::Error;
use crate::{CallError, Event, Session};

/// The longest request line the parent sends (a tool's input, a script).
const MAX_REQUEST: usize = 64 * 1024 * 1024;
/// How often a waiting call is checked for a form that waits for a person.
const PERSON_POLL: Duration = Duration::from_millis(50);

/// Standard output, and the tool list the parent last heard.
struct Out {
    stdout: std::io::Stdout,
    told: Option<Vec<ObservedTool>>,
}

impl Out {
    fn send(&mut self, message: &ToParent) {
        // The parent is gone when this fails; the process ends when its input does.
        if let Ok(line) = serde_json::to_string(message) {
            let mut lock = self.stdout.lock();
            let _ = writeln!(lock, "{line}").and_then(|()| lock.flush());
        }
    }

    /// Sends the tool list if it changed since the parent last heard it.
    fn tools(&mut self, session: &Session) {
        let tools = session.tools();
        if self.told.as_ref() != Some(&tools) {
            self.send(&ToParent::Tools { tools: tools.iter().map(WireTool::from).collect() });
            self.told = Some(tools);
        }
    }
}

type Shared = Arc<Mutex<Out>>;

fn lock(out: &Shared) -> std::sync::MutexGuard<'_, Out> {
    out.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The body of `webmcp page-process`: limits this process's memory, opens
/// the page the first line names, and serves requests until the input ends.
pub fn page_process(max_memory: u64) -> ExitCode {
    if let Err(e) = wpt::worker::limit_memory(max_memory) {
        eprintln!("webmcp page-process: {e}");
        return ExitCode::from(2);
    }
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let out: Shared = Arc::new(Mutex::new(Out { stdout: std::io::stdout(), told: None }));
    let Some(ToChild::Open { page, options }) = read(&mut input) else {
        eprintln!("webmcp page-process: the first request must open a page");
        return ExitCode::from(2);
    };
    let session = match Session::open(&page, options.session_options()) {
        Ok(s) => Arc::new(s),
        Err(e) => {
            lock(&out).send(&ToParent::LoadFailed { error: e.into() });
            return ExitCode::SUCCESS;
        }
    };
    let events = session.events();
    {
        let mut o = lock(&out);
        o.tools(&session);
        o.send(&ToParent::Loaded { state: session.load_state().into() });
    }
    let (s, o) = (session.clone(), out.clone());
    std::thread::spawn(move || {
        for event in events {
            match event {
                Event::ToolsChanged => lock(&o).tools(&s),
                Event::Navigated { url } => lock(&o).send(&ToParent::Navigated { url }),
                Event::Crashed { message } => {
                    lock(&o).send(&ToParent::Crashed { message });
                    // The engine's state may be unsound after a panic: end here.
                    std::process::exit(3);
                }
                Event::Restarted { .. } => {}
            }
        }
    });
    let cancellers: Arc<Mutex<HashMap<u64, Box<dyn Fn() + Send + Sync>>>> = Arc::default();
    while let Some(request) = read(&mut input) {
        let (session, out, cancellers) = (session.clone(), out.clone(), cancellers.clone());
        match request {
            ToChild::Open { .. } => eprintln!("webmcp page-process: the page is already open"),
            ToChild::Cancel { id } => {
                if let Some(cancel) = cancellers.lock().unwrap_or_else(PoisonError::into_inner).get(&id) {
                    cancel();
                }
            }
            ToChild::Call { id, document, name, input, timeout_ms } => {
                let pending = match session.start_call(DocumentHandle::from_raw(document), &name, input, Duration::from_millis(timeout_ms)) {
                    Ok(p) => p,
                    Err(e) => {
                        answer(&out, &session, id, Answer::Call(Err(CallError::Session(e).into())));
                        continue;
                    }
                };
                cancellers.lock().unwrap_or_else(PoisonError::into_inner).insert(id, Box::new(pending.canceller()));
                let person = pending.person_watch();
                std::thread::spawn(move || {
                    let mut told = false;
                    let result = loop {
                        match pending.wait_for(PERSON_POLL) {
                            Some(result) => break result,
                            None if !told && person() => {
                                told = true;
                                lock(&out).send(&ToParent::Person { id });
                            }
                            None => {}
                        }
                    };
                    cancellers.lock().unwrap_or_else(PoisonError::into_inner).remove(&id);
                    answer(&out, &session, id, Answer::Call(result.map_err(Into::into)));
                });
            }
            other => {
                std::thread::spawn(move || {
                    let (id, a) = match other {
                        ToChild::Eval { id, source } => (id, Answer::Eval(session.eval(&source).map_err(|e| match e {
                            Error::Script(t) => t.into(),
                            other => bindings::embedder::ThrownException { name: Some("Error".into()), message: other.to_string(), stack: None }.into(),
                        }))),
                        ToChild::EvalAwait { id, source, timeout_ms: _ } => (id, Answer::EvalAwait(session.eval_await(&source).map_err(Into::into))),
                        ToChild::Advance { id, ms } => (id, Answer::Advance(session.advance(Duration::from_millis(ms)).map_err(Into::into))),
                        ToChild::Page { id } => (id, Answer::Page(session.page().map(Into::into).map_err(Into::into))),
                        ToChild::Console { id } => (id, Answer::Console(session.console().map_err(Into::into))),
                        ToChild::Navigate { id, page } => (id, Answer::Navigate(session.navigate(&page).map_err(Into::into))),
                        ToChild::RunUntilIdle { id, limit_ms } => (id, Answer::Idle(session.run_until_idle(Duration::from_millis(limit_ms)).map_err(Into::into))),
                        ToChild::Open { .. } | ToChild::Cancel { .. } | ToChild::Call { .. } => return,
                    };
                    answer(&out, &session, id, a);
                });
            }
        }
    }
    ExitCode::SUCCESS
}

/// Sends an answer, after the tool list if the request changed it.
fn answer(out: &Shared, session: &Session, id: u64, answer: Answer) {
    let mut o = lock(out);
    o.tools(session);
    o.send(&ToParent::Answer { id, answer });
}

/// The next request; `None` at the end of the input or on a line that is
/// not a request (the parent never writes one).
fn read(input: &mut impl BufRead) -> Option<ToChild> {
    let line = super::wire::read_line(input, MAX_REQUEST).ok()??;
    match serde_json::from_slice(&line) {
        Ok(request) => Some(request),
        Err(e) => {
            eprintln!("webmcp page-process: bad request: {e}");
            None
        }
    }
}
