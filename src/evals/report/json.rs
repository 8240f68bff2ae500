//! `--reporter json`: the whole run as one JSON document.

use serde_json::{json, Value};

use super::Context;
use crate::evals::format::{ExpectedCall, Role};
use crate::evals::outcome::{EvalRun, Step, Summary, Turn};

/// The JSON report.
pub fn render(context: &Context, runs: &[EvalRun]) -> Value {
    let s = Summary::of(runs);
    json!({
        "page": context.page,
        "evalsFile": context.evals_file,
        "backend": context.backend,
        "model": context.model,
        "runsPerEval": context.runs_per_eval,
        "summary": {
            "runs": s.runs,
            "passed": s.passed,
            "failed": s.failed,
            "errors": s.errors,
            "needsModel": s.needs_model,
            "passRate": (s.pass_rate() * 10.0).round() / 10.0,
            "steps": s.steps,
            "stepsPassed": s.steps_passed,
        },
        "results": runs.iter().map(eval_run).collect::<Vec<_>>(),
    })
}

fn eval_run(r: &EvalRun) -> Value {
    json!({
        "index": r.index,
        "name": r.name,
        "run": r.run,
        "outcome": r.outcome.label().to_lowercase().replace(' ', "-"),
        "reason": r.reason,
        "durationMs": (r.duration.as_secs_f64() * 1000.0 * 10.0).round() / 10.0,
        "steps": r.steps.iter().map(step).collect::<Vec<_>>(),
        "conversation": r.conversation.iter().map(turn).collect::<Vec<_>>(),
        "uncaught": r.uncaught,
    })
}

/// An expected call as the file writes it.
pub fn expected(e: &ExpectedCall) -> Value {
    let mut v = json!({"functionName": e.function_name, "arguments": e.arguments});
    if let Some(r) = &e.result {
        v["result"] = r.clone();
    }
    if e.optional {
        v["optional"] = json!(true);
    }
    v
}

fn step(s: &Step) -> Value {
    let mut v = json!({
        "outcome": s.outcome.label().to_lowercase().replace(' ', "-"),
        "expected": s.expected.as_ref().map(expected),
        "actual": s.actual.as_ref().map(|a| json!({"functionName": a.function_name, "args": a.args, "result": a.result})),
    });
    if !s.detail.is_empty() {
        v["detail"] = json!(s.detail);
    }
    v
}

fn turn(t: &Turn) -> Value {
    match t {
        Turn::Text { role, content, live } => json!({"role": if *role == Role::User { "user" } else { "model" }, "type": "message", "content": content, "live": live}),
        Turn::Call { name, arguments, live } => json!({"role": "model", "type": "functioncall", "name": name, "arguments": arguments, "live": live}),
        Turn::Response { name, value, live } => json!({"role": "user", "type": "functionresponse", "name": name, "response": value, "live": live}),
        Turn::Note(text) => json!({"type": "note", "content": text}),
    }
}
