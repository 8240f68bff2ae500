//! The page side of an eval: a fresh load, calls made as an agent makes
//! them, and their outcomes put as webmcp-evals' browser registry puts them.

use std::time::Duration;

use serde_json::{json, Value};
use webmcp::{CallError, DocumentHandle, Session, SessionOptions, Tool};

use crate::commands::{call_in, schema_rule};

/// What a declarative tool's call gives when it filled its form and waits
/// for a person to submit it (webmcp-evals' wording).
pub const PENDING_SUBMISSION: &str = "pending form submission";

/// How long (page time) to wait for a tool that is not there yet: a call
/// that navigates brings the next page's tools a moment later (webmcp-evals'
/// smoke runs poll for five seconds).
const TOOL_PATIENCE: Duration = Duration::from_secs(5);
const TOOL_POLL: Duration = Duration::from_millis(100);

/// How one eval's page is loaded and driven.
#[derive(Clone, Debug)]
pub struct PageSpec {
    /// The page, as the command line gives it.
    pub page: String,
    /// The session options (root, origins, time, `submit`...).
    pub options: SessionOptions,
    /// Page time to let pass after each call.
    pub wait: Duration,
}

impl PageSpec {
    /// A fresh load of the page.
    pub fn open(&self) -> Result<Session, webmcp::Error> {
        Session::open(&self.page, self.options.clone())
    }
}

/// How a call went, seen from the agent's side.
#[derive(Clone, Debug, PartialEq)]
pub enum Called {
    /// The tool answered (after webmcp-evals' unwrapping, see [`unwrap_result`]).
    Answered(Value),
    /// The call failed; the reason, for people.
    Failed(String),
}

impl Called {
    /// What the agent is told: the result, or `{"error": reason}` (as
    /// webmcp-evals' `executeTool` answers a model).
    pub fn for_agent(&self) -> Value {
        match self {
            Called::Answered(v) => v.clone(),
            Called::Failed(reason) => json!({ "error": reason }),
        }
    }
}

/// The tool named `name`, waiting up to five seconds of page time for it
/// to appear; when it does not, why not.
pub fn find_tool(session: &Session, name: &str) -> Result<Tool, String> {
    let mut waited = Duration::ZERO;
    loop {
        let tools = session.tools();
        if let Some(tool) = tools.iter().find(|t| t.name == name) {
            return Ok(tool.clone());
        }
        if waited >= TOOL_PATIENCE {
            return Err(no_such_tool(session, name, &tools));
        }
        if session.advance(TOOL_POLL).is_err() {
            return Err(no_such_tool(session, name, &tools));
        }
        waited += TOOL_POLL;
    }
}

fn no_such_tool(session: &Session, name: &str, tools: &[Tool]) -> String {
    let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    names.dedup();
    let has = if names.is_empty() { "no tools".to_string() } else { format!("the tools {}", names.join(", ")) };
    let mut reason = format!("no tool named {name}: the page has {has}");
    if let Ok((_, uncaught)) = session.console() {
        if let Some(first) = uncaught.first() {
            let headline = first.lines().next().unwrap_or_default();
            reason.push_str(&format!(" (it threw {} time{}, first: {headline})", uncaught.len(), if uncaught.len() == 1 { "" } else { "s" }));
        }
    }
    reason
}

/// Calls `name` with `args` as an agent would: the tool is found (waiting
/// for it a moment), its schema checks the arguments, it runs; then `wait`
/// of page time passes (a navigation it started goes ahead).
pub fn call(session: &Session, name: &str, args: &Value, wait: Duration) -> Called {
    let called = match find_tool(session, name) {
        Ok(tool) => call_tool(session, tool.document, name, args),
        Err(reason) => Called::Failed(reason),
    };
    let _ = session.advance(wait);
    called
}

/// Calls `name` of `document` with `args`.
pub fn call_tool(session: &Session, document: DocumentHandle, name: &str, args: &Value) -> Called {
    match call_in(session, document, name, args.clone()) {
        Ok(result) => match unwrap_result(result) {
            Ok(v) => Called::Answered(v),
            Err(reason) => Called::Failed(format!("the tool reported an error: {reason}")),
        },
        Err(CallError::WaitsForPerson(_)) => Called::Answered(Value::String(PENDING_SUBMISSION.into())),
        Err(e) => Called::Failed(describe_error(session, name, &e)),
    }
}

/// Why a call failed, for a person: a schema violation names the rule, a
/// tool that threw gives its exception and where.
fn describe_error(session: &Session, name: &str, e: &CallError) -> String {
    match e {
        CallError::Rejected { name: kind, message, thrown } => {
            if kind == "DataError" {
                let rule = schema_rule(session, name, message).map(|r| format!(": the input schema says {r}")).unwrap_or_default();
                return format!("the arguments do not fit the tool's input schema ({message}){rule}");
            }
            match thrown {
                Some(t) => {
                    let at = t.stack.as_deref().and_then(|s| s.lines().map(str::trim).find(|l| l.starts_with("at "))).map(|l| format!(" ({l})")).unwrap_or_default();
                    format!("the tool threw {t}{at}")
                }
                None => format!("{kind}: {message}"),
            }
        }
        other => other.to_string(),
    }
}

/// A tool's answer as webmcp-evals' browser registry passes it on: a string
/// that is JSON is parsed; an MCP-style `{content: [{text}]}` becomes its
/// first text; `isError` makes it a failure (`Err` with the reason).
pub fn unwrap_result(result: Value) -> Result<Value, String> {
    let r = match result {
        Value::String(s) => serde_json::from_str(&s).unwrap_or(Value::String(s)),
        other => other,
    };
    let is_error = r.get("isError").is_some_and(truthy);
    if let Some(text) = r.get("content").and_then(Value::as_array).and_then(|c| c.first()).and_then(|c| c.get("text")).filter(|t| truthy(t)) {
        let text = match text {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        return if is_error { Err(text) } else { Ok(Value::String(text)) };
    }
    if is_error {
        return Err(match r.get("error") {
            Some(Value::String(s)) => s.clone(),
            _ => r.to_string(),
        });
    }
    Ok(r)
}

/// A result that says the tool failed although the call succeeded, as
/// webmcp-evals' smoke runs read it: a string starting with `error:`, or an
/// object with `success: false`, `isError: true` or an `error` string.
pub fn reported_failure(result: &Value) -> Option<String> {
    let parsed;
    let r = match result {
        Value::String(s) => {
            let trimmed = s.trim();
            let lower = trimmed.to_ascii_lowercase();
            if lower.starts_with("error") && lower[5..].starts_with([':', ' ', '\t', '\n', '\r']) {
                return Some(format!("the tool reported a failure: {trimmed}"));
            }
            parsed = serde_json::from_str::<Value>(s).ok()?;
            &parsed
        }
        other => other,
    };
    let object = r.as_object()?;
    let failed = object.get("success") == Some(&Value::Bool(false)) || object.get("isError") == Some(&Value::Bool(true)) || object.get("error").is_some_and(Value::is_string);
    if !failed {
        return None;
    }
    let detail = object.get("error").filter(|e| !e.is_null()).or_else(|| object.get("message"));
    Some(match detail {
        Some(Value::String(s)) if !s.trim().is_empty() => format!("the tool reported a failure: {s}"),
        _ => format!("the tool reported a failure: {r}"),
    })
}

/// JavaScript's truthiness of a JSON value.
fn truthy(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_unwrapped_as_webmcp_evals_does() {
        assert_eq!(unwrap_result(json!("Added 3")), Ok(json!("Added 3")));
        assert_eq!(unwrap_result(json!("[1, 2]")), Ok(json!([1, 2])));
        assert_eq!(unwrap_result(json!({"content": [{"type": "text", "text": "hi"}]})), Ok(json!("hi")));
        assert_eq!(unwrap_result(json!({"content": [{"type": "text", "text": "bad"}], "isError": true})), Err("bad".into()));
        assert_eq!(unwrap_result(json!({"isError": true, "error": "nope"})), Err("nope".into()));
        assert_eq!(unwrap_result(json!(null)), Ok(json!(null)));
    }

    #[test]
    fn failures_reported_in_results_are_found() {
        assert!(reported_failure(&json!("Error: out of stock")).is_some());
        assert!(reported_failure(&json!("Errors are rare")).is_none());
        assert!(reported_failure(&json!({"success": false, "message": "no"})).unwrap().ends_with(": no"));
        assert!(reported_failure(&json!("{\"error\": \"x\"}")).is_some());
        assert!(reported_failure(&json!({"success": true, "error": null})).is_none());
        assert!(reported_failure(&json!("Topping 🌽 not found")).is_none());
    }
}
