//! The agent loop: the eval's conversation goes to the model with the
//! page's tools as functions; every call the model asks for runs on the
//! page and its result goes back, until the model answers without a call
//! or `--max-steps` requests have been made. The calls it made are then
//! reconciled with the expected trajectory (`trajectory`).

use std::time::Instant;

use serde_json::{json, Value};
use webmcp::{Session, Tool};

use super::names::ToolNames;
use super::openai::{Endpoint, RequestedCall};
use crate::evals::format::{Eval, Message, Role};
use crate::evals::outcome::{EvalRun, Outcome, Step, StepOutcome, Turn};
use crate::evals::page::{call, call_tool, Called, PageSpec};
use crate::evals::report::diff::first_mismatch;
use crate::evals::trajectory::{evaluate, ActualCall};

/// What the model is told first: webmcp-evals' system prompt
/// (`src/evaluator/prompts.ts`), so that pass rates compare.
pub fn system_prompt(today: &str) -> String {
    format!(
        "\n# INSTRUCTIONS\nYou are an agent helping a user navigate a page via the tools made available to you. You must\nuse the provided tools to query page content when you absolutely need it.\nCRITICAL RULE: Do not try to use other tools than the available ones. Never use more tool calls than necessary.\n\n# ADDITIONAL CONTEXT\nToday's date is: {today}.\n"
    )
}

/// How the agent runs.
pub struct AgentConfig<'a> {
    pub endpoint: &'a Endpoint,
    /// Model requests at most, per eval.
    pub max_steps: usize,
    /// The system prompt.
    pub system: String,
}

/// Runs one eval with the model.
pub fn run(spec: &PageSpec, config: &AgentConfig<'_>, eval: &Eval, run: usize) -> EvalRun {
    let started = Instant::now();
    let mut conversation = Vec::new();
    let mut calls: Vec<ActualCall> = Vec::new();
    let session = match spec.open() {
        Ok(s) => s,
        Err(e) => return finish(eval, run, started, Vec::new(), conversation, Vec::new(), Some(e.to_string())),
    };
    let (mut messages, error) = history(&session, spec, config, eval, &mut conversation);
    let error = error.or_else(|| agent_loop(&session, spec, config, &mut messages, &mut calls, &mut conversation));
    let uncaught = session.console().map(|(_, u)| u).unwrap_or_default();
    finish(eval, run, started, calls, conversation, uncaught, error)
}

/// The request's messages for the file's conversation; its calls are made
/// on the page too, so that the page is where the conversation left it
/// (the model still reads the file's responses). Returns an error when one
/// of those calls fails.
fn history(session: &Session, spec: &PageSpec, config: &AgentConfig<'_>, eval: &Eval, conversation: &mut Vec<Turn>) -> (Vec<Value>, Option<String>) {
    let names = ToolNames::assign(&session.tools());
    let mut messages = vec![json!({"role": "system", "content": config.system})];
    // Calls not yet answered: (page name, id).
    let mut open: Vec<(String, String)> = Vec::new();
    for (i, message) in eval.messages.iter().enumerate() {
        match message {
            Message::Text { role, content } => {
                conversation.push(Turn::Text { role: *role, content: content.clone(), live: false });
                let role = if *role == Role::User { "user" } else { "assistant" };
                messages.push(json!({"role": role, "content": content}));
            }
            Message::Call { name, arguments } => {
                conversation.push(Turn::Call { name: name.clone(), arguments: arguments.clone(), live: false });
                let id = format!("history_{i}");
                messages.push(json!({"role": "assistant", "content": null, "tool_calls": [{"id": id, "type": "function", "function": {"name": names.api_name(name), "arguments": arguments.to_string()}}]}));
                open.push((name.clone(), id));
                if let Called::Failed(why) = call(session, name, arguments, spec.wait) {
                    let reason = format!("the conversation's call of {name} failed on the page: {why}");
                    conversation.push(Turn::Note(reason.clone()));
                    return (messages, Some(reason));
                }
            }
            Message::Response { name, response } => {
                conversation.push(Turn::Response { name: name.clone(), value: response.clone(), live: false });
                let id = match open.iter().rposition(|(n, _)| n == name) {
                    Some(at) => open.remove(at).1,
                    None => format!("history_{i}"),
                };
                // What webmcp-evals passes on: the response's `result`, else the response.
                let value = response.get("result").filter(|r| !r.is_null()).unwrap_or(response);
                messages.push(json!({"role": "tool", "tool_call_id": id, "content": content_text(value)}));
            }
        }
    }
    (messages, None)
}

/// A tool message's content: a string as it is, anything else as JSON.
fn content_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The function a tool is offered as.
fn function(api_name: &str, tool: &Tool) -> Value {
    let parameters = match &tool.input_schema {
        Some(schema @ Value::Object(o)) if !o.is_empty() => schema.clone(),
        _ => json!({"type": "object", "properties": {}}),
    };
    json!({"type": "function", "function": {"name": api_name, "description": tool.description, "parameters": parameters}})
}

/// Runs the loop; returns an error that ended it early.
fn agent_loop(session: &Session, spec: &PageSpec, config: &AgentConfig<'_>, messages: &mut Vec<Value>, calls: &mut Vec<ActualCall>, conversation: &mut Vec<Turn>) -> Option<String> {
    for step in 1..=config.max_steps {
        // The tools as they are now: a call may have navigated or registered others.
        let names = ToolNames::assign(&session.tools());
        let functions: Vec<Value> = names.offered.iter().map(|(api, tool)| function(api, tool)).collect();
        let completion = match config.endpoint.complete(messages, &functions) {
            Ok(c) => c,
            Err(e) => {
                conversation.push(Turn::Note(format!("step {step}: {e}")));
                return Some(e.to_string());
            }
        };
        if let Some(text) = completion.content.as_ref().filter(|t| !t.trim().is_empty()) {
            conversation.push(Turn::Text { role: Role::Model, content: text.clone(), live: true });
        }
        let tool_calls: Vec<Value> = completion
            .calls
            .iter()
            .map(|c| json!({"id": c.id, "type": "function", "function": {"name": c.name, "arguments": match &c.arguments { Value::String(s) => s.clone(), other => other.to_string() }}}))
            .collect();
        let mut assistant = json!({"role": "assistant", "content": completion.content});
        if !tool_calls.is_empty() {
            assistant["tool_calls"] = Value::Array(tool_calls);
        }
        messages.push(assistant);
        if completion.calls.is_empty() {
            return None;
        }
        for requested in &completion.calls {
            let (actual, answer) = execute(session, &names, requested);
            conversation.push(Turn::Call { name: actual.function_name.clone(), arguments: actual.args.clone(), live: true });
            conversation.push(Turn::Response { name: actual.function_name.clone(), value: answer.clone(), live: true });
            messages.push(json!({"role": "tool", "tool_call_id": requested.id, "content": content_text(&answer)}));
            calls.push(actual);
        }
        let _ = session.advance(spec.wait);
    }
    conversation.push(Turn::Note(format!("stopped after {} model requests (--max-steps)", config.max_steps)));
    None
}

/// Makes one requested call; the call as recorded and what the model is told.
fn execute(session: &Session, names: &ToolNames, requested: &RequestedCall) -> (ActualCall, Value) {
    let tool = names.tool(&requested.name);
    let function_name = tool.map_or(requested.name.clone(), |t| t.name.clone());
    let args = match &requested.arguments {
        Value::String(s) if s.trim().is_empty() => Ok(json!({})),
        Value::String(s) => serde_json::from_str::<Value>(s).map_err(|e| format!("the arguments are not JSON ({e}): {s}")),
        Value::Null => Ok(json!({})),
        other => Ok(other.clone()),
    };
    let called = match (&args, tool) {
        (Err(why), _) => Called::Failed(why.clone()),
        (Ok(_), None) => Called::Failed(format!("no tool named {}: the page has {}", requested.name, if names.offered.is_empty() { "no tools".into() } else { format!("the tools {}", names.offered.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", ")) })),
        (Ok(a), Some(t)) => call_tool(session, t.document, &t.name, a),
    };
    let answer = called.for_agent();
    let args = args.unwrap_or_else(|_| requested.arguments.clone());
    (ActualCall { function_name, args, result: Some(answer.clone()) }, answer)
}

/// The run's steps: the calls reconciled with the expected trajectory.
fn finish(eval: &Eval, run: usize, started: Instant, calls: Vec<ActualCall>, conversation: Vec<Turn>, uncaught: Vec<String>, error: Option<String>) -> EvalRun {
    let rows = evaluate(eval.expected.as_deref(), &calls);
    let steps: Vec<Step> = rows
        .iter()
        .map(|row| {
            let actual = row.actual.and_then(|i| calls.get(i)).cloned();
            let detail = if row.pass { String::new() } else { detail(row.expected, actual.as_ref()) };
            Step { outcome: if row.pass { StepOutcome::Pass } else { StepOutcome::Fail }, expected: row.expected.cloned(), actual, detail }
        })
        .collect();
    let (outcome, reason) = match error {
        Some(e) => (Outcome::Error, Some(e)),
        None => (EvalRun::outcome_of(&steps), EvalRun::reason_of(&steps)),
    };
    EvalRun { index: eval.index, name: eval.name.clone(), run, outcome, reason, steps, conversation, uncaught, duration: started.elapsed() }
}

/// Why a row failed, as webmcp-evals' console table says it, with the
/// argument or result at fault.
fn detail(expected: Option<&crate::evals::format::ExpectedCall>, actual: Option<&ActualCall>) -> String {
    match (expected, actual) {
        (_, None) => "no tool called".into(),
        (None, Some(a)) => format!("unexpected call of {}", a.function_name),
        (Some(e), Some(a)) if e.function_name != a.function_name => format!("function mismatch (expected {}, got {})", e.function_name, a.function_name),
        (Some(e), Some(a)) => {
            if let Some(m) = e.arguments.as_ref().and_then(|want| first_mismatch(Some(want), Some(&a.args))) {
                return format!("arguments mismatch: {m}");
            }
            match e.result.as_ref().and_then(|want| first_mismatch(Some(want), a.result.as_ref())) {
                Some(m) => format!("result mismatch: {m}"),
                None => "failed".into(),
            }
        }
    }
}
