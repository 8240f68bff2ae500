//! `webmcp run`, `tools` and `call`: one-shot commands on a [`Session`],
//! the library `serve` uses too.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{bail, Context as _};
use serde_json::{json, Value};
use webmcp::{CallError, DocumentHandle, Error, Isolation, LoadState, Session, SessionOptions, ThrownException, TimeMode, Tool, DEFAULT_ORIGIN};

/// How long a one-shot command lets the page's scripts run in all before
/// cutting them off as a timeout (a task or microtask storm).
const WALL_LIMIT: Duration = Duration::from_secs(60);

/// Where the page comes from and how it is loaded (shared by `run`, `tools`,
/// `call` and `serve`).
#[derive(clap::Args, Debug, Clone)]
pub struct PageArgs {
    /// The page: a file (which may end in ?query#fragment) or file: URL; with
    /// --root, a path under the root (/index.html, shop/?id=3#top, / for
    /// index.html) or a URL on a served origin.
    pub page: String,
    /// Serve an ordinary site from this directory at --origin (a static file
    /// server: directories serve their index.html, other origins are offline).
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,
    /// The origin the root is served at. The default and loopback http:
    /// origins (http://127.0.0.1:8000) are secure contexts, which
    /// modelContext needs.
    #[arg(long, value_name = "ORIGIN", default_value = DEFAULT_ORIGIN, requires = "root")]
    pub origin: String,
    /// Serve the root at this origin too, for frames of another origin
    /// (https://frame.localhost); may be repeated.
    #[arg(long = "frame-origin", value_name = "ORIGIN", requires = "root")]
    pub frame_origins: Vec<String>,
    /// Register input schemas that use keywords outside the WebMCP subset of
    /// JSON Schema (format, $ref...): those keywords are ignored for
    /// validation, with a warning that names them.
    #[arg(long)]
    pub lenient_schemas: bool,
    /// Cancel a tool that has not settled after this many seconds. A page
    /// that does not answer 3 s after a call's timeout (or any other
    /// request's) is stopped: its process is killed.
    #[arg(long, default_value = "30", value_name = "SECS", value_parser = parse_seconds)]
    pub call_timeout: Duration,
    /// The memory (address space) the page's process may use: 512M, 2G,
    /// bytes; 0 for no limit. A page that allocates past it is stopped.
    #[arg(long, default_value = "2G", value_name = "SIZE", value_parser = crate::wpt_cmd::args::parse_size)]
    pub max_memory: u64,
    /// Run the page on a thread of this process instead of a child process:
    /// no memory limit, and a script blocked in one native call (a
    /// catastrophic regular expression) cannot be stopped. For debugging.
    #[arg(long)]
    pub in_process: bool,
}

/// `--call-timeout`: seconds, more than 0 and at most a day.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let secs: f64 = text.trim().parse().map_err(|_| format!("not a number of seconds: {text:?}"))?;
    if !(secs.is_finite() && secs > 0.0 && secs <= 86_400.0) {
        return Err("a number of seconds between 0 and 86400".into());
    }
    Ok(Duration::from_secs_f64(secs))
}

impl PageArgs {
    /// The session options these arguments ask for.
    pub fn options(&self, time: TimeMode) -> SessionOptions {
        SessionOptions {
            root: self.root.clone(),
            origin: self.origin.clone(),
            frame_origins: self.frame_origins.clone(),
            time,
            echo_console: !QUIET.load(std::sync::atomic::Ordering::Relaxed),
            lenient_schemas: self.lenient_schemas,
            storage: storage_dir(),
            call_timeout: self.call_timeout,
            isolation: self.isolation(),
            ..SessionOptions::default()
        }
    }

    /// The page's process: this program, with the memory limit; none with `--in-process`.
    pub fn isolation(&self) -> Option<Isolation> {
        if self.in_process {
            return None;
        }
        match Isolation::current_program() {
            Ok(isolation) => Some(Isolation { max_memory: self.max_memory, ..isolation }),
            Err(e) => {
                eprintln!("webmcp: warning: cannot find this program to run the page in a process of its own ({e}); running it in this process");
                None
            }
        }
    }

    /// Warns when the page's origin is not a secure context.
    fn warn_about_origin(&self) {
        if self.root.is_none() {
            return;
        }
        let trustworthy = url::Url::parse(&self.origin).is_ok_and(|u| runtime::html::origin::is_potentially_trustworthy_url(&u));
        if !trustworthy {
            eprintln!("webmcp: warning: {} is not a potentially trustworthy origin: the page is not a secure context and has no modelContext", self.origin);
        }
    }
}

/// The `--storage DIR` of the command line, set once by `main`.
pub static STORAGE_DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

/// `--quiet`, set once by `main`: the page's console is not echoed.
pub static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Where `localStorage` is kept (`--storage DIR`); in memory when not given.
pub fn storage_dir() -> Option<std::path::PathBuf> {
    STORAGE_DIR.get().cloned()
}

/// Options of the commands that judge a page by its uncaught errors.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct ErrorArgs {
    /// Exit 0 even when the page had uncaught errors (they are still printed).
    #[arg(long)]
    pub allow_errors: bool,
}

/// The arguments of `webmcp call`.
#[derive(clap::Args, Debug)]
pub struct CallArgs {
    #[command(flatten)]
    pub page: PageArgs,
    /// The calls, in order, on the same page: TOOL JSON [TOOL JSON]... (the
    /// last JSON may be left out: {}).
    #[arg(value_name = "TOOL JSON")]
    pub calls: Vec<String>,
    /// After the calls, print the value of this JavaScript expression in the
    /// page, as JSON (a promise is awaited); also after a call that failed.
    #[arg(long, value_name = "EXPR")]
    pub eval: Option<String>,
    /// After each call (or once, with no call), let this many milliseconds of
    /// page time pass: timers due by then fire (on virtual time, at once).
    #[arg(long, value_name = "MS")]
    pub wait: Option<f64>,
    /// Press a declarative tool's submit button when the tool waits for a
    /// person (a form without `toolautosubmit`); without it such a call
    /// fails, saying so.
    #[arg(long)]
    pub submit: bool,
    #[command(flatten)]
    pub errors: ErrorArgs,
}

fn time(real_time: bool) -> TimeMode {
    if real_time {
        TimeMode::Real
    } else {
        TimeMode::Virtual
    }
}

/// Loads the page for a one-shot command.
fn open(args: &PageArgs, real_time: bool, submit: bool) -> anyhow::Result<Session> {
    args.warn_about_origin();
    let options = SessionOptions { wall_limit: Some(WALL_LIMIT), submit, ..args.options(time(real_time)) };
    Ok(Session::open(&args.page, options)?)
}

/// Prints the page's uncaught errors on stderr; returns how many there were.
fn report_uncaught(session: &Session) -> anyhow::Result<usize> {
    let (_, uncaught) = session.console()?;
    for e in &uncaught {
        eprintln!("uncaught: {e}");
    }
    Ok(uncaught.len())
}

/// The exit code for a page that had `uncaught` errors and otherwise succeeded.
fn judge(uncaught: usize, errors: ErrorArgs) -> ExitCode {
    if uncaught == 0 || errors.allow_errors {
        return ExitCode::SUCCESS;
    }
    eprintln!("webmcp: the page had {uncaught} uncaught error{} (--allow-errors accepts that)", if uncaught == 1 { "" } else { "s" });
    ExitCode::from(1)
}

/// `webmcp run`: load, run until idle, print the uncaught errors.
pub fn run(args: &PageArgs, errors: ErrorArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    let session = open(args, real_time, false)?;
    let state = session.load_state();
    match state {
        LoadState::Idle => {}
        LoadState::TimersPending if !real_time => eprintln!("webmcp: stopped at 120 s of page time with timers still pending"),
        LoadState::TimersPending => {}
        LoadState::StillRunning => eprintln!("webmcp: timeout: the page was still running at the load's wall-clock limit"),
    }
    let uncaught = report_uncaught(&session)?;
    // A page still running at the wall-clock limit failed to finish: a timeout.
    if state == LoadState::StillRunning {
        return Ok(ExitCode::from(1));
    }
    Ok(judge(uncaught, errors))
}

/// How `webmcp tools` prints the tools.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolsFormat {
    Json,
    Text,
}

/// `webmcp tools`: the tools of every document of the page, as JSON or a
/// line per tool.
pub fn tools(args: &PageArgs, errors: ErrorArgs, format: ToolsFormat, real_time: bool) -> anyhow::Result<ExitCode> {
    let session = open(args, real_time, false)?;
    let tools = session.tools();
    match format {
        ToolsFormat::Json => {
            let listed: Vec<Value> = tools.iter().map(tool_json).collect();
            out(&serde_json::to_string_pretty(&listed)?);
        }
        ToolsFormat::Text => {
            let top_origin = tools.first().map(|t| t.origin.clone()).unwrap_or_default();
            out(&format!("{} tool{}", tools.len(), if tools.len() == 1 { "" } else { "s" }));
            for t in tools.iter() {
                out(&format!("  {}\n      {}", tool_signature(t, &top_origin), tool_summary(t)));
            }
        }
    }
    let uncaught = report_uncaught(&session)?;
    if tools.is_empty() && uncaught > 0 {
        eprintln!("webmcp: the page registered no tools and threw {} (see above): it may have failed before registering", if uncaught == 1 { "once" } else { "several times" });
    }
    Ok(judge(uncaught, errors))
}

/// `name(arg: type, optional?: type)` for a person: the top-level properties
/// of an object schema, `(...)` for any other schema, `()` for none; a tool
/// of a frame of another origin says which.
fn tool_signature(t: &Tool, top_origin: &str) -> String {
    let params = match &t.input_schema {
        None => String::new(),
        Some(schema) => match schema.get("properties").and_then(Value::as_object) {
            Some(props) => {
                let required: Vec<&str> =
                    schema.get("required").and_then(Value::as_array).map(|r| r.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
                props
                    .iter()
                    .map(|(name, prop)| {
                        let optional = if required.contains(&name.as_str()) { "" } else { "?" };
                        format!("{name}{optional}: {}", schema_type(prop))
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            }
            None if schema.as_object().is_some_and(|o| o.is_empty()) => String::new(),
            None => "...".to_owned(),
        },
    };
    let frame = if t.origin != top_origin { format!(" [{}]", t.origin) } else { String::new() };
    format!("{}({params}){frame}", t.name)
}

/// A property schema's type as a word: `string`, `integer[]`, `"a"|"b"`
/// (an enum of more than three values shows three and the count).
fn schema_type(schema: &Value) -> String {
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        let shown: Vec<String> = values.iter().take(3).map(Value::to_string).collect();
        return match values.len() {
            0..=3 => shown.join("|"),
            n => format!("{}|... ({n} values)", shown.join("|")),
        };
    }
    match schema.get("type") {
        Some(Value::String(t)) if t == "array" => match schema.get("items") {
            Some(items) => format!("{}[]", schema_type(items)),
            None => "array".to_owned(),
        },
        Some(Value::String(t)) => t.clone(),
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect::<Vec<_>>().join("|"),
        _ => "any".to_owned(),
    }
}

/// The description (or title), with `read-only` when the tool says so.
fn tool_summary(t: &Tool) -> String {
    let text = if t.description.is_empty() { t.title.clone() } else { t.description.clone() };
    let read_only = t.annotations.is_some_and(|a| a.read_only_hint);
    if read_only {
        format!("{text} (read-only)")
    } else {
        text
    }
}

/// One tool as `webmcp tools` lists it.
fn tool_json(t: &Tool) -> Value {
    let mut tool = json!({"name": t.name, "title": t.title, "description": t.description});
    if let Some(schema) = &t.input_schema {
        tool["inputSchema"] = schema.clone();
    }
    if let Some(a) = t.annotations {
        tool["annotations"] = json!({
            "readOnlyHint": a.read_only_hint,
            "untrustedContentHint": a.untrusted_content_hint,
            "consequentialHint": a.consequential_hint,
            "debugging": a.debugging,
        });
    }
    tool["origin"] = json!(t.origin);
    tool["documentUrl"] = json!(t.document_url);
    tool
}

/// The (tool, input) pairs of `webmcp call`'s arguments.
fn parse_calls(args: &[String]) -> anyhow::Result<Vec<(String, Value)>> {
    let mut calls = Vec::new();
    for pair in args.chunks(2) {
        let tool = pair[0].clone();
        let input = match pair.get(1) {
            Some(text) => serde_json::from_str(text).with_context(|| format!("the input of {tool} is not JSON: {text}"))?,
            None => json!({}),
        };
        calls.push((tool, input));
    }
    Ok(calls)
}

/// `webmcp call`: the calls in order on one page load, one result per line,
/// then the `--eval` value.
pub fn call(args: &CallArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    let calls = parse_calls(&args.calls)?;
    if calls.is_empty() && args.eval.is_none() {
        bail!("nothing to do: give TOOL JSON pairs, --eval EXPR, or both");
    }
    let wait = match args.wait {
        Some(ms) if ms.is_finite() && (0.0..=86_400_000.0).contains(&ms) => Some(Duration::from_secs_f64(ms / 1000.0)),
        Some(_) => bail!("--wait must be a number of milliseconds between 0 and 86400000"),
        None => None,
    };
    let session = open(&args.page, real_time, args.submit)?;
    let mut failed = false;
    for (tool, input) in &calls {
        match call_once(&session, tool, input.clone()) {
            Ok(result) => out(&serde_json::to_string(&result)?),
            Err(e) => {
                report_call_error(&session, tool, &e);
                failed = true;
                break;
            }
        }
        // What the call queued for now (a navigation, say) runs before the next step.
        session.advance(wait.unwrap_or(Duration::ZERO))?;
    }
    if calls.is_empty() {
        if let Some(wait) = wait {
            session.advance(wait)?;
        }
    }
    // The value is printed after a failed call too: it shows what the calls
    // that ran, and the one that failed, left in the page.
    if let Some(expr) = &args.eval {
        match session.eval_await(expr) {
            Ok(value) => out(&serde_json::to_string(&value)?),
            Err(Error::Script(thrown)) => {
                eprintln!("webmcp: --eval threw {thrown}");
                print_stack(&thrown);
                failed = true;
            }
            Err(e) => {
                eprintln!("webmcp: --eval: {e}");
                failed = true;
            }
        }
    }
    if failed {
        // A call that stopped the page (a limit) leaves no console to read: the failure was reported.
        let _ = report_uncaught(&session);
        return Ok(ExitCode::from(1));
    }
    let uncaught = report_uncaught(&session)?;
    Ok(judge(uncaught, args.errors))
}

/// Calls `tool` once. A declarative tool that fills its form and waits for a
/// person (without `--submit`) would wait until the timeout: the call is
/// cancelled at once and fails with [`CallError::WaitsForPerson`].
pub(crate) fn call_once(session: &Session, tool: &str, input: Value) -> Result<Value, CallError> {
    let document = {
        let tools = session.tools();
        let mut matching = tools.iter().filter(|t| t.name == tool);
        let Some(found) = matching.next() else { return Err(CallError::NoSuchTool(tool.to_string())) };
        let others = matching.count();
        if others > 0 {
            return Err(CallError::Ambiguous { name: tool.to_string(), count: others + 1 });
        }
        found.document
    };
    call_in(session, document, tool, input)
}

/// Calls `tool` of `document` once, as [`call_once`] does.
pub(crate) fn call_in(session: &Session, document: DocumentHandle, tool: &str, input: Value) -> Result<Value, CallError> {
    let pending = session.start_call(document, tool, input, session.options().call_timeout).map_err(CallError::Session)?;
    let person = pending.person_watch();
    let cancel = pending.canceller();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(pending.wait());
    });
    loop {
        match rx.recv_timeout(Duration::from_millis(20)) {
            Ok(result) => return result,
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => return Err(CallError::Session(Error::Closed)),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                if person() {
                    cancel();
                    let _ = rx.recv();
                    return Err(CallError::WaitsForPerson(tool.to_string()));
                }
            }
        }
    }
}

/// Says why a call failed: the caller's error, then what the tool threw.
fn report_call_error(session: &Session, tool: &str, e: &CallError) {
    match e {
        CallError::Rejected { name, message, thrown } => {
            eprintln!("webmcp: {tool}: {name}: {message}");
            if name == "DataError" {
                if let Some(rule) = schema_rule(session, tool, message) {
                    eprintln!("webmcp: the input schema says {rule}");
                }
            }
            if let Some(thrown) = thrown {
                eprintln!("webmcp: the tool threw {thrown}");
                print_stack(thrown);
            }
        }
        CallError::ToolReportedError { result } => {
            eprintln!("webmcp: {tool}: the tool reported an error (isError: true):");
            for line in webmcp::result_text(result).lines() {
                eprintln!("    {line}");
            }
        }
        CallError::NoSuchTool(_) => {
            let names: Vec<String> = session.tools().into_iter().map(|t| t.name).collect();
            let has = if names.is_empty() { "no tools".to_string() } else { format!("the tools {}", names.join(", ")) };
            eprintln!("webmcp: no tool named {tool}: the page has {has}");
        }
        other => eprintln!("webmcp: {tool}: {other}"),
    }
}

/// The schema rule a `DataError` names (its message is JSON with the
/// input's `path` and the failing keyword's `schemaPath`, relative to the
/// subschema that applied at `path`): `"pattern": "^[0-9]+$"`, say.
pub(crate) fn schema_rule(session: &Session, tool: &str, message: &str) -> Option<String> {
    let error: Value = serde_json::from_str(message).ok()?;
    let tools = session.tools();
    let mut schema = tools.iter().find(|t| t.name == tool)?.input_schema.as_ref()?;
    // Down the input's path through properties and items (what applied there).
    for segment in error["path"].as_str()?.split('/').skip(1) {
        let segment = segment.replace("~1", "/").replace("~0", "~");
        match schema.get("properties").and_then(|p| p.get(&segment)).or_else(|| schema.get("items")) {
            Some(next) => schema = next,
            None => break,
        }
    }
    let schema_path = error["schemaPath"].as_str()?;
    let keyword = schema_path.rsplit('/').next()?.replace("~1", "/").replace("~0", "~");
    let value = schema.pointer(schema_path)?;
    Some(format!("{}: {} at {}", serde_json::to_string(&keyword).ok()?, serde_json::to_string(value).ok()?, error["path"].as_str().filter(|p| !p.is_empty()).unwrap_or("the input")))
}

/// The stack of a thrown exception, indented, without a first line that only
/// repeats the name and message.
fn print_stack(thrown: &ThrownException) {
    let Some(stack) = &thrown.stack else { return };
    let headline = thrown.to_string();
    for line in stack.lines().filter(|l| !l.trim().is_empty() && l.trim() != headline) {
        eprintln!("    {}", line.trim());
    }
}

/// Prints a line on stdout. A closed pipe (`webmcp tools page | head`) ends the
/// program quietly instead of panicking as `println!` does.
pub(crate) fn out(line: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = writeln!(stdout, "{line}").and_then(|()| stdout.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("webmcp: cannot write to stdout: {e}");
        std::process::exit(2);
    }
}
