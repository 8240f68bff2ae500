//! What can go wrong with a session and with a tool call.

use std::time::Duration;

use bindings::embedder::ThrownException;

/// A session-level failure: the page could not be loaded, or it is gone.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Error {
    /// The page could not be opened or loaded.
    #[error("cannot load the page: {0}")]
    Load(String),
    /// The page's thread panicked; the session cannot be used any more.
    #[error("the page crashed: {0}")]
    Crashed(String),
    /// The page did not answer in time: a script is still running (an
    /// endless loop, say). The session may recover when the script ends.
    #[error("the page did not answer within {} s: a script is still running", .0.as_secs_f64())]
    Unresponsive(Duration),
    /// The page's process was stopped (it ran out of memory, did not answer
    /// in time, or its engine died); the message says why, and whether the
    /// page was reloaded in a new process (see [`crate::Isolation`]).
    #[error("the page was stopped: {0}")]
    Stopped(String),
    /// The session's thread has ended.
    #[error("the session is closed")]
    Closed,
    /// Script evaluated with [`crate::Session::eval`] threw (or, with
    /// [`crate::Session::eval_await`], its promise rejected).
    #[error("{}", describe_thrown(.0))]
    Script(ThrownException),
    /// The promise [`crate::Session::eval_await`] waited for did not settle in time.
    #[error("the promise did not settle within {} s", .0.as_secs_f64())]
    NotSettled(Duration),
    /// An option this engine does not support yet (it is refused rather
    /// than silently ignored).
    #[error("{0} is not supported yet")]
    Unsupported(String),
}

/// Why a tool call failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CallError {
    /// No document has a tool of that name.
    #[error("no tool named '{0}'")]
    NoSuchTool(String),
    /// Several documents have a tool of that name: name the document with
    /// [`crate::Session::call_tool`].
    #[error("{count} documents have a tool named '{name}'; name the document")]
    Ambiguous {
        /// The tool name asked for.
        name: String,
        /// How many documents have a tool of that name.
        count: usize,
    },
    /// The page rejected the call, as `executeTool` would have: `name` and
    /// `message` are the DOMException's (`DataError` for input that does
    /// not match the schema, `UnknownError` when the tool threw or its
    /// document went away, `AbortError` when the call was cancelled), and
    /// `thrown` is what the tool threw or rejected with, if it did.
    #[error("{name}: {message}{}", thrown.as_ref().map(|t| format!(" (the tool threw {})", describe_thrown(t))).unwrap_or_default())]
    Rejected {
        /// The DOMException's name.
        name: String,
        /// The DOMException's message.
        message: String,
        /// The exception the tool threw, when it threw or rejected.
        thrown: Option<ThrownException>,
    },
    /// The tool did not settle in time; its execution was cancelled (its
    /// signal aborted and `toolcancel` fired in the page).
    #[error("the tool did not settle within {} s; its execution was cancelled", .0.as_secs_f64())]
    TimedOut(Duration),
    /// The tool is a form without `toolautosubmit`: it filled its form and
    /// waited for a person to submit it, and nobody would (see
    /// [`crate::SessionOptions::submit`]); the call was cancelled.
    #[error("'{0}' filled in its form and waits for a person to submit it; the call was cancelled (pass --submit to submit the form)")]
    WaitsForPerson(String),
    /// The tool answered with a result of MCP's shape that says it failed
    /// (`{content: [...], isError: true}`, as tools written for the earlier
    /// WebMCP drafts and the MCP-B polyfill report errors). `result` is what
    /// the tool returned; the message is its text content.
    #[error("the tool reported an error: {}", result_text(.result))]
    ToolReportedError {
        /// The tool's result, as it returned it.
        result: serde_json::Value,
    },
    /// The session failed (crash, unresponsive page, closed).
    #[error(transparent)]
    Session(#[from] Error),
}

/// Whether a tool's result is MCP's `CallToolResult` shape saying the call
/// failed: an object with a `content` array and `isError: true`.
pub fn is_error_result(value: &serde_json::Value) -> bool {
    value.get("content").is_some_and(serde_json::Value::is_array) && value.get("isError") == Some(&serde_json::Value::Bool(true))
}

/// The text blocks of an MCP-shaped result, one line each (what a person
/// reads of it); `(no text)` when it has none.
pub fn result_text(result: &serde_json::Value) -> String {
    let texts: Vec<&str> = result
        .get("content")
        .and_then(serde_json::Value::as_array)
        .map(|blocks| blocks.iter().filter(|b| b.get("type").and_then(|t| t.as_str()) == Some("text")).filter_map(|b| b.get("text").and_then(|t| t.as_str())).collect())
        .unwrap_or_default();
    if texts.is_empty() {
        "(no text)".to_string()
    } else {
        texts.join("\n")
    }
}

fn describe_thrown(t: &ThrownException) -> String {
    t.to_string()
}
