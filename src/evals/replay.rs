//! The replay backend: no model. Each eval gets a fresh page load; the calls
//! of its conversation run in order (the page is then where the
//! conversation left it); then each expected call whose arguments are
//! concrete is made as an agent makes it. A step passes when the tool
//! exists, the arguments fit its live input schema, the call succeeds and,
//! when the eval gives a `result`, the result matches it.
//!
//! It is webmcp-evals' `smoke` command with two differences: arguments
//! that are constraints (`{"$pattern": ...}`) are not turned into made-up
//! values (the step "needs a model" and the eval stops there), and an
//! expected `result` is checked.

use std::time::Instant;

use webmcp::Session;

use super::format::{Eval, ExpectedCall, Message, Node};
use super::matcher::{has_constraint, is_constraint, matches};
use super::outcome::{EvalRun, Outcome, Step, StepOutcome, Turn};
use super::page::{call, reported_failure, Called, PageSpec};
use super::report::diff::first_mismatch;
use super::trajectory::ActualCall;

/// Runs one eval by replay.
pub fn run(spec: &PageSpec, eval: &Eval, run: usize) -> EvalRun {
    let started = Instant::now();
    let mut conversation = Vec::new();
    let finish = |steps: Vec<Step>, conversation: Vec<Turn>, uncaught: Vec<String>, forced: Option<(Outcome, String)>| {
        let (outcome, reason) = match forced {
            Some((o, r)) => (o, Some(r)),
            None => (EvalRun::outcome_of(&steps), EvalRun::reason_of(&steps)),
        };
        EvalRun { index: eval.index, name: eval.name.clone(), run, outcome, reason, steps, conversation, uncaught, duration: started.elapsed() }
    };
    let plan = plan(eval);
    let session = match spec.open() {
        Ok(s) => s,
        Err(e) => return finish(not_run(&plan), conversation, Vec::new(), Some((Outcome::Error, e.to_string()))),
    };
    // The conversation so far, its calls made on the page.
    let mut calls_made = 0;
    for message in &eval.messages {
        match message {
            Message::Text { role, content } => conversation.push(Turn::Text { role: *role, content: content.clone(), live: false }),
            Message::Response { name, response } => conversation.push(Turn::Response { name: name.clone(), value: response.clone(), live: false }),
            Message::Call { name, arguments } => {
                calls_made += 1;
                conversation.push(Turn::Call { name: name.clone(), arguments: arguments.clone(), live: false });
                let called = call(&session, name, arguments, spec.wait);
                conversation.push(Turn::Response { name: name.clone(), value: called.for_agent(), live: true });
                if let Called::Failed(why) = called {
                    let reason = format!("the conversation's call {calls_made} ({name}) failed on the page: {why}");
                    conversation.push(Turn::Note(reason.clone()));
                    let uncaught = uncaught(&session);
                    return finish(not_run(&plan), conversation, uncaught, Some((Outcome::Error, reason)));
                }
            }
        }
    }
    if plan.iter().all(|p| p.optional) {
        let why = match &eval.expected {
            None => "the eval expects no tool call: only a model can show that it makes none",
            Some(_) => "the eval expects no required tool call: only a model can show what it does",
        };
        let steps = plan.iter().map(|e| skipped(e)).collect();
        let uncaught = uncaught(&session);
        return finish(steps, conversation, uncaught, Some((Outcome::NeedsModel, why.to_string())));
    }
    let mut steps = Vec::new();
    let mut stopped = false;
    for expected in &plan {
        if stopped {
            steps.push(Step { outcome: StepOutcome::NotRun, expected: Some((*expected).clone()), actual: None, detail: "an earlier step stopped the eval".into() });
            continue;
        }
        if expected.optional {
            steps.push(skipped(expected));
            continue;
        }
        let step = replay_step(&session, spec, expected, &mut conversation);
        stopped = matches!(step.outcome, StepOutcome::Error | StepOutcome::NeedsModel);
        steps.push(step);
    }
    let uncaught = uncaught(&session);
    finish(steps, conversation, uncaught, None)
}

/// The expected calls in the order they are replayed: as written, an
/// unordered group in its authored order (as webmcp-evals' smoke runs do).
fn plan(eval: &Eval) -> Vec<&ExpectedCall> {
    eval.expected.as_deref().map(Node::calls).unwrap_or_default()
}

fn not_run(plan: &[&ExpectedCall]) -> Vec<Step> {
    plan.iter().map(|e| Step { outcome: StepOutcome::NotRun, expected: Some((*e).clone()), actual: None, detail: "the eval stopped before it".into() }).collect()
}

fn skipped(e: &ExpectedCall) -> Step {
    Step { outcome: StepOutcome::Skipped, expected: Some(e.clone()), actual: None, detail: "optional: not made without a model".into() }
}

fn replay_step(session: &Session, spec: &PageSpec, expected: &ExpectedCall, conversation: &mut Vec<Turn>) -> Step {
    let name = &expected.function_name;
    let args = match &expected.arguments {
        Some(args) if !has_constraint(args) => args.clone(),
        Some(args) => {
            let at = constrained(args, "");
            let why = if at.len() == 1 {
                format!("the argument {} is a constraint, not a value: a model must choose it", at.join(""))
            } else {
                format!("the arguments {} are constraints, not values: a model must choose them", at.join(", "))
            };
            return needs_model(expected, &why);
        }
        None => return needs_model(expected, "its arguments are not given: a model must choose them"),
    };
    conversation.push(Turn::Call { name: name.clone(), arguments: args.clone(), live: true });
    let called = call(session, name, &args, spec.wait);
    conversation.push(Turn::Response { name: name.clone(), value: called.for_agent(), live: true });
    match called {
        Called::Failed(why) => Step { outcome: StepOutcome::Error, expected: Some(expected.clone()), actual: Some(ActualCall { function_name: name.clone(), args, result: None }), detail: why },
        Called::Answered(result) => {
            let actual = ActualCall { function_name: name.clone(), args, result: Some(result.clone()) };
            if let Some(why) = reported_failure(&result) {
                return Step { outcome: StepOutcome::Error, expected: Some(expected.clone()), actual: Some(actual), detail: why };
            }
            match &expected.result {
                Some(want) if !matches(want, Some(&result)) => {
                    let detail = format!("result mismatch: {}", first_mismatch(Some(want), Some(&result)).unwrap_or_default());
                    Step { outcome: StepOutcome::Fail, expected: Some(expected.clone()), actual: Some(actual), detail }
                }
                _ => Step { outcome: StepOutcome::Pass, expected: Some(expected.clone()), actual: Some(actual), detail: String::new() },
            }
        }
    }
}

fn needs_model(expected: &ExpectedCall, why: &str) -> Step {
    Step { outcome: StepOutcome::NeedsModel, expected: Some(expected.clone()), actual: None, detail: why.to_string() }
}

/// The paths (JSON Pointers) of the constraints in `value`.
fn constrained(value: &serde_json::Value, path: &str) -> Vec<String> {
    if is_constraint(value) {
        return vec![if path.is_empty() { "(the whole)".into() } else { path.to_string() }];
    }
    match value {
        serde_json::Value::Object(o) => o.iter().flat_map(|(k, v)| constrained(v, &format!("{path}/{}", k.replace('~', "~0").replace('/', "~1")))).collect(),
        serde_json::Value::Array(a) => a.iter().enumerate().flat_map(|(i, v)| constrained(v, &format!("{path}/{i}"))).collect(),
        _ => Vec::new(),
    }
}

fn uncaught(session: &Session) -> Vec<String> {
    session.console().map(|(_, u)| u).unwrap_or_default()
}

