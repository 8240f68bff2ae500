//! The messages between a session and the process that runs its page: one
//! JSON object per line on the child's standard input and output.

use std::path::PathBuf;
use std::time::Duration;

use bindings::embedder::{DocumentHandle, ObservedTool, ThrownException, ToolAnnotations, TopDocument};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::session::errors::{CallError, Error};
use crate::session::options::{SessionOptions, TimeMode};
use crate::LoadState;

/// Reads one line (without its newline) of at most `max` bytes; `None` at
/// the end of the input. A longer line is an error.
pub fn read_line(input: &mut impl std::io::BufRead, max: usize) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::{BufRead as _, Read as _};
    let mut buf = Vec::new();
    let read = input.by_ref().take(max as u64 + 1).read_until(b'\n', &mut buf)?;
    if read == 0 {
        return Ok(None);
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
    } else if buf.len() > max {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, format!("a line longer than {max} bytes")));
    }
    Ok(Some(buf))
}

/// What the session asks of the page's process.
#[derive(Serialize, Deserialize, Debug)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum ToChild {
    Open { page: String, options: Options },
    Call { id: u64, document: u32, name: String, input: Value, timeout_ms: u64 },
    Cancel { id: u64 },
    Eval { id: u64, source: String },
    EvalAwait { id: u64, source: String, timeout_ms: u64 },
    Advance { id: u64, ms: u64 },
    Page { id: u64 },
    Console { id: u64 },
    Navigate { id: u64, page: String },
    RunUntilIdle { id: u64, limit_ms: u64 },
}

/// What the page's process tells the session.
#[derive(Serialize, Deserialize, Debug)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToParent {
    Loaded { state: WireLoadState },
    LoadFailed { error: WireError },
    /// The page's tools, whenever they changed (before the answer of a call that changed them).
    Tools { tools: Vec<WireTool> },
    Navigated { url: String },
    /// The page's engine panicked: the process ends after this.
    Crashed { message: String },
    /// A call's form waits for a person.
    Person { id: u64 },
    Answer { id: u64, answer: Answer },
}

/// The answer to one request.
#[derive(Serialize, Deserialize, Debug)]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum Answer {
    Call(Result<Value, WireCallError>),
    Eval(Result<Value, WireThrown>),
    EvalAwait(Result<Value, WireError>),
    Advance(Result<(), WireError>),
    Page(Result<WireTop, WireError>),
    Console(Result<(Vec<String>, Vec<String>), WireError>),
    Navigate(Result<(), WireError>),
    Idle(Result<bool, WireError>),
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy)]
pub enum WireLoadState {
    Idle,
    TimersPending,
    StillRunning,
}

impl From<LoadState> for WireLoadState {
    fn from(s: LoadState) -> Self {
        match s {
            LoadState::Idle => WireLoadState::Idle,
            LoadState::TimersPending => WireLoadState::TimersPending,
            LoadState::StillRunning => WireLoadState::StillRunning,
        }
    }
}

impl From<WireLoadState> for LoadState {
    fn from(s: WireLoadState) -> Self {
        match s {
            WireLoadState::Idle => LoadState::Idle,
            WireLoadState::TimersPending => LoadState::TimersPending,
            WireLoadState::StillRunning => LoadState::StillRunning,
        }
    }
}

/// The session options the page's process needs.
#[derive(Serialize, Deserialize, Debug)]
pub struct Options {
    pub root: Option<PathBuf>,
    pub origin: String,
    pub frame_origins: Vec<String>,
    pub virtual_time: bool,
    pub call_timeout_ms: u64,
    pub answer_timeout_ms: u64,
    pub echo_console: bool,
    pub wall_limit_ms: Option<u64>,
    pub lenient_schemas: bool,
    pub submit: bool,
    pub storage: Option<PathBuf>,
    pub random_seed: Option<u64>,
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

impl Options {
    pub fn of(o: &SessionOptions) -> Options {
        Options {
            root: o.root.clone(),
            origin: o.origin.clone(),
            frame_origins: o.frame_origins.clone(),
            virtual_time: o.time == TimeMode::Virtual,
            call_timeout_ms: ms(o.call_timeout),
            answer_timeout_ms: ms(o.answer_timeout),
            echo_console: o.echo_console,
            wall_limit_ms: o.wall_limit.map(ms),
            lenient_schemas: o.lenient_schemas,
            submit: o.submit,
            storage: o.storage.clone(),
            random_seed: o.random_seed,
        }
    }

    /// The options of the session inside the page's process (the page runs there on a thread).
    pub fn session_options(self) -> SessionOptions {
        SessionOptions {
            root: self.root,
            origin: self.origin,
            frame_origins: self.frame_origins,
            time: if self.virtual_time { TimeMode::Virtual } else { TimeMode::Real },
            call_timeout: Duration::from_millis(self.call_timeout_ms),
            answer_timeout: Duration::from_millis(self.answer_timeout_ms),
            echo_console: self.echo_console,
            wall_limit: self.wall_limit_ms.map(Duration::from_millis),
            lenient_schemas: self.lenient_schemas,
            submit: self.submit,
            storage: self.storage,
            random_seed: self.random_seed,
            isolation: None,
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct WireTool {
    document: u32,
    document_url: String,
    origin: String,
    name: String,
    title: String,
    description: String,
    input_schema: Option<Value>,
    /// read-only, untrusted content, consequential, debugging.
    annotations: Option<[bool; 4]>,
    declarative: bool,
}

impl From<&ObservedTool> for WireTool {
    fn from(t: &ObservedTool) -> Self {
        WireTool {
            document: t.document.to_raw(),
            document_url: t.document_url.clone(),
            origin: t.origin.clone(),
            name: t.name.clone(),
            title: t.title.clone(),
            description: t.description.clone(),
            input_schema: t.input_schema.clone(),
            annotations: t.annotations.map(|a| [a.read_only_hint, a.untrusted_content_hint, a.consequential_hint, a.debugging]),
            declarative: t.declarative,
        }
    }
}

impl From<WireTool> for ObservedTool {
    fn from(t: WireTool) -> Self {
        ObservedTool {
            document: DocumentHandle::from_raw(t.document),
            document_url: t.document_url,
            origin: t.origin,
            name: t.name,
            title: t.title,
            description: t.description,
            input_schema: t.input_schema,
            annotations: t.annotations.map(|[r, u, c, d]| ToolAnnotations { read_only_hint: r, untrusted_content_hint: u, consequential_hint: c, debugging: d }),
            declarative: t.declarative,
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct WireThrown {
    name: Option<String>,
    message: String,
    stack: Option<String>,
}

impl From<ThrownException> for WireThrown {
    fn from(t: ThrownException) -> Self {
        WireThrown { name: t.name, message: t.message, stack: t.stack }
    }
}

impl From<WireThrown> for ThrownException {
    fn from(t: WireThrown) -> Self {
        ThrownException { name: t.name, message: t.message, stack: t.stack }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct WireTop {
    url: String,
    title: String,
    text: String,
    html: String,
}

impl From<TopDocument> for WireTop {
    fn from(t: TopDocument) -> Self {
        WireTop { url: t.url, title: t.title, text: t.text, html: t.html }
    }
}

impl From<WireTop> for TopDocument {
    fn from(t: WireTop) -> Self {
        TopDocument { url: t.url, title: t.title, text: t.text, html: t.html }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone)]
pub enum WireError {
    Load(String),
    Crashed(String),
    Unresponsive(u64),
    Closed,
    Script(WireThrown),
    NotSettled(u64),
    Unsupported(String),
    Stopped(String),
}

impl From<Error> for WireError {
    fn from(e: Error) -> Self {
        match e {
            Error::Load(m) => WireError::Load(m),
            Error::Crashed(m) => WireError::Crashed(m),
            Error::Unresponsive(d) => WireError::Unresponsive(ms(d)),
            Error::Closed => WireError::Closed,
            Error::Script(t) => WireError::Script(t.into()),
            Error::NotSettled(d) => WireError::NotSettled(ms(d)),
            Error::Unsupported(m) => WireError::Unsupported(m),
            Error::Stopped(m) => WireError::Stopped(m),
        }
    }
}

impl From<WireError> for Error {
    fn from(e: WireError) -> Self {
        match e {
            WireError::Load(m) => Error::Load(m),
            WireError::Crashed(m) => Error::Crashed(m),
            WireError::Unresponsive(d) => Error::Unresponsive(Duration::from_millis(d)),
            WireError::Closed => Error::Closed,
            WireError::Script(t) => Error::Script(t.into()),
            WireError::NotSettled(d) => Error::NotSettled(Duration::from_millis(d)),
            WireError::Unsupported(m) => Error::Unsupported(m),
            WireError::Stopped(m) => Error::Stopped(m),
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone)]
pub enum WireCallError {
    NoSuchTool(String),
    Ambiguous { name: String, count: usize },
    Rejected { name: String, message: String, thrown: Option<WireThrown> },
    TimedOut(u64),
    WaitsForPerson(String),
    ToolReportedError(Value),
    Session(WireError),
}

impl From<CallError> for WireCallError {
    fn from(e: CallError) -> Self {
        match e {
            CallError::NoSuchTool(n) => WireCallError::NoSuchTool(n),
            CallError::Ambiguous { name, count } => WireCallError::Ambiguous { name, count },
            CallError::Rejected { name, message, thrown } => WireCallError::Rejected { name, message, thrown: thrown.map(Into::into) },
            CallError::TimedOut(d) => WireCallError::TimedOut(ms(d)),
            CallError::WaitsForPerson(n) => WireCallError::WaitsForPerson(n),
            CallError::ToolReportedError { result } => WireCallError::ToolReportedError(result),
            CallError::Session(e) => WireCallError::Session(e.into()),
        }
    }
}

impl From<WireCallError> for CallError {
    fn from(e: WireCallError) -> Self {
        match e {
            WireCallError::NoSuchTool(n) => CallError::NoSuchTool(n),
            WireCallError::Ambiguous { name, count } => CallError::Ambiguous { name, count },
            WireCallError::Rejected { name, message, thrown } => CallError::Rejected { name, message, thrown: thrown.map(Into::into) },
            WireCallError::TimedOut(d) => CallError::TimedOut(Duration::from_millis(d)),
            WireCallError::WaitsForPerson(n) => CallError::WaitsForPerson(n),
            WireCallError::ToolReportedError(result) => CallError::ToolReportedError { result },
            WireCallError::Session(e) => CallError::Session(e.into()),
        }
    }
}
