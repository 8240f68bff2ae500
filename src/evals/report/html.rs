//! `--reporter html`: a page a person opens, self-contained (its style
//! inline, no script, nothing fetched): the counts, then each eval run with
//! its conversation, its steps, and per step the expected and actual
//! arguments and result side by side, line by line.

use std::fmt::Write as _;

use serde_json::Value;

use super::diff::{diff, Status};
use super::markup::escape;
use super::Context;
use crate::evals::format::Role;
use crate::evals::outcome::{EvalRun, Outcome, Step, StepOutcome, Summary, Turn};

const STYLE: &str = r#"
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1e293b; background: #f8fafc; margin: 0; padding: 24px; }
main { max-width: 1100px; margin: 0 auto; }
h1 { font-size: 22px; margin: 0 0 4px; }
.meta { color: #64748b; margin: 0 0 20px; }
.cards { display: grid; grid-template-columns: repeat(6, 1fr); gap: 10px; margin-bottom: 24px; }
.card { background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; padding: 10px 12px; }
.card b { display: block; font-size: 22px; }
details.eval { background: #fff; border: 1px solid #e2e8f0; border-left: 5px solid #94a3b8; border-radius: 8px; margin: 10px 0; }
details.eval.pass { border-left-color: #10b981; } details.eval.fail { border-left-color: #e11d48; }
details.eval.error { border-left-color: #f59e0b; } details.eval.needs-model { border-left-color: #6366f1; }
details.eval > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
details.eval > div { padding: 0 14px 14px; }
.badge { display: inline-block; min-width: 92px; font-size: 11px; font-weight: 700; padding: 2px 6px; border-radius: 4px; margin-right: 8px; text-align: center; background: #e2e8f0; }
.badge.pass { background: #d1fae5; color: #065f46; } .badge.fail { background: #ffe4e6; color: #9f1239; }
.badge.error { background: #fef3c7; color: #92400e; } .badge.needs-model, .badge.skipped, .badge.not-run { background: #e0e7ff; color: #3730a3; }
.time { color: #94a3b8; font-weight: 400; float: right; }
.reason { background: #fff7ed; border: 1px solid #fed7aa; border-radius: 6px; padding: 8px 10px; }
h3 { font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: #64748b; margin: 16px 0 6px; }
ol.conversation { list-style: none; padding: 0; margin: 0; }
ol.conversation li { margin: 4px 0; padding: 6px 10px; border-radius: 6px; background: #f1f5f9; white-space: pre-wrap; }
ol.conversation li.user { background: #eff6ff; } ol.conversation li.model { background: #f0fdf4; }
ol.conversation li.note { background: #fff7ed; }
ol.conversation .who { font-size: 11px; font-weight: 700; color: #64748b; margin-right: 6px; }
ol.conversation .live { font-size: 11px; color: #0369a1; margin-left: 6px; }
table { border-collapse: collapse; width: 100%; margin: 4px 0 10px; }
th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid #e2e8f0; }
th { font-size: 12px; color: #64748b; font-weight: 600; }
code, pre { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; word-break: break-word; margin: 0; }
tr.match td.mark { color: #059669; } tr.mismatch td { background: #fff1f2; } tr.mismatch td.mark { color: #e11d48; }
tr.extra td { color: #64748b; }
.uncaught pre { background: #fef2f2; padding: 6px; border-radius: 6px; }
"#;

/// The HTML report.
pub fn render(context: &Context, runs: &[EvalRun]) -> String {
    let s = Summary::of(runs);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>webmcp evals: {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n",
        escape(&context.evals_file)
    );
    let model = context.model.as_deref().map(|m| format!(" · model <code>{}</code>", escape(m))).unwrap_or_default();
    let _ = write!(
        out,
        "<h1>Evals of {}</h1>\n<p class=\"meta\"><code>{}</code> · {} backend{model} · {} run{} per eval</p>\n",
        escape(&context.page),
        escape(&context.evals_file),
        escape(&context.backend),
        context.runs_per_eval,
        if context.runs_per_eval == 1 { "" } else { "s" }
    );
    out.push_str("<div class=\"cards\">");
    for (label, value) in [
        ("Eval runs", s.runs.to_string()),
        ("Passed", s.passed.to_string()),
        ("Failed", s.failed.to_string()),
        ("Errors", s.errors.to_string()),
        ("Need a model", s.needs_model.to_string()),
        ("Pass rate", format!("{:.1}%", s.pass_rate())),
    ] {
        let _ = write!(out, "<div class=\"card\">{label}<b>{value}</b></div>");
    }
    out.push_str("</div>\n");
    for r in runs {
        eval_run(&mut out, r, context.runs_per_eval);
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

fn class(label: &str) -> String {
    label.to_lowercase().replace(' ', "-")
}

fn json(v: &Value) -> String {
    serde_json::to_string_pretty(v).unwrap_or_else(|_| v.to_string())
}

fn eval_run(out: &mut String, r: &EvalRun, runs_per_eval: usize) {
    let c = class(r.outcome.label());
    let open = if r.outcome == Outcome::Pass { "" } else { " open" };
    let run = if runs_per_eval > 1 { format!(" (run {}/{runs_per_eval})", r.run) } else { String::new() };
    let _ = write!(
        out,
        "<details class=\"eval {c}\"{open}>\n<summary><span class=\"badge {c}\">{}</span>{}{run}<span class=\"time\">{:.0} ms</span></summary>\n<div>\n",
        r.outcome.label(),
        escape(&r.name),
        r.duration.as_secs_f64() * 1000.0
    );
    if let Some(reason) = &r.reason {
        let _ = writeln!(out, "<p class=\"reason\">{}</p>", escape(reason));
    }
    out.push_str("<h3>Conversation</h3>\n<ol class=\"conversation\">\n");
    for t in &r.conversation {
        turn(out, t);
    }
    out.push_str("</ol>\n");
    if !r.steps.is_empty() {
        out.push_str("<h3>Steps</h3>\n<table class=\"steps\"><tr><th>step</th><th>status</th><th>expected</th><th>actual</th><th>details</th></tr>\n");
        for (i, s) in r.steps.iter().enumerate() {
            let expected = s.expected.as_ref().map_or("-".to_string(), |e| format!("<code>{}</code>{}", escape(&e.function_name), if e.optional { " (optional)" } else { "" }));
            let actual = s.actual.as_ref().map_or("-".to_string(), |a| format!("<code>{}</code>", escape(&a.function_name)));
            let lc = class(s.outcome.label());
            let _ = writeln!(out, "<tr><td>{}</td><td><span class=\"badge {lc}\">{}</span></td><td>{expected}</td><td>{actual}</td><td>{}</td></tr>", i + 1, s.outcome.label(), escape(&s.detail));
        }
        out.push_str("</table>\n");
        for (i, s) in r.steps.iter().enumerate() {
            step_diff(out, i + 1, s);
        }
    }
    if !r.uncaught.is_empty() {
        out.push_str("<h3>Uncaught errors in the page</h3>\n<div class=\"uncaught\">");
        for u in &r.uncaught {
            let _ = write!(out, "<pre>{}</pre>", escape(u));
        }
        out.push_str("</div>\n");
    }
    out.push_str("</div>\n</details>\n");
}

fn turn(out: &mut String, t: &Turn) {
    let live = |l: bool| if l { "<span class=\"live\">(on the page)</span>" } else { "" };
    match t {
        Turn::Text { role, content, live: l } => {
            let (c, who) = if *role == Role::User { ("user", "user") } else { ("model", "model") };
            let said = if *l { "<span class=\"live\">(this run)</span>" } else { "" };
            let _ = writeln!(out, "<li class=\"{c}\"><span class=\"who\">{who}</span>{}{said}</li>", escape(content));
        }
        Turn::Call { name, arguments, live: l } => {
            let _ = writeln!(out, "<li class=\"call\"><span class=\"who\">call</span><code>{}</code>{} <code>{}</code></li>", escape(name), live(*l), escape(&arguments.to_string()));
        }
        Turn::Response { name, value, live: l } => {
            let _ = writeln!(out, "<li class=\"response\"><span class=\"who\">response</span><code>{}</code>{} <code>{}</code></li>", escape(name), live(*l), escape(&json(value)));
        }
        Turn::Note(text) => {
            let _ = writeln!(out, "<li class=\"note\"><span class=\"who\">note</span>{}</li>", escape(text));
        }
    }
}

/// The arguments (and result) of a step, expected against actual.
fn step_diff(out: &mut String, n: usize, s: &Step) {
    let (expected, actual) = (s.expected.as_ref(), s.actual.as_ref());
    if expected.is_none() && actual.is_none() || matches!(s.outcome, StepOutcome::Skipped | StepOutcome::NotRun) && actual.is_none() {
        return;
    }
    let _ = writeln!(out, "<h3>Step {n}: {}</h3>", escape(&expected.map(|e| e.function_name.clone()).or(actual.map(|a| a.function_name.clone())).unwrap_or_default()));
    let args = diff(expected.and_then(|e| e.arguments.as_ref()), actual.map(|a| &a.args));
    table(out, "arguments", &args, expected.is_some_and(|e| e.arguments.is_none()));
    let want = expected.and_then(|e| e.result.as_ref());
    let got = actual.and_then(|a| a.result.as_ref());
    if want.is_some() || got.is_some() {
        table(out, "result", &diff(want, got), want.is_none());
    }
}

fn table(out: &mut String, what: &str, lines: &[super::diff::Line], unconstrained: bool) {
    let note = if unconstrained { " (not constrained by the eval)" } else { "" };
    let _ = writeln!(out, "<table class=\"diff\"><tr><th>{what}{note}</th><th>expected</th><th>actual</th><th></th></tr>");
    if lines.is_empty() {
        out.push_str("<tr><td colspan=\"4\"><code>{}</code></td></tr>\n");
    }
    for l in lines {
        let (c, mark) = match l.status {
            Status::Match => ("match", "✓"),
            Status::Mismatch => ("mismatch", "✗"),
            Status::Extra => ("extra", "extra"),
        };
        let cell = |v: &Option<String>| v.as_deref().map_or("<em>nothing</em>".to_string(), |t| format!("<code>{}</code>", escape(t)));
        let path = if l.path.is_empty() { "(the value)".to_string() } else { l.path.clone() };
        let _ = writeln!(out, "<tr class=\"{c}\"><td><code>{}</code></td><td>{}</td><td>{}</td><td class=\"mark\">{mark}</td></tr>", escape(&path), cell(&l.expected), cell(&l.actual));
    }
    out.push_str("</table>\n");
}
