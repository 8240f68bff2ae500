//! The console report: per eval (and run), a table of its steps (expected
//! function, actual function, outcome, why), then the counts; with several
//! runs, each eval's pass rate.

use std::fmt::Write as _;

use unicode_width::UnicodeWidthStr;

use crate::evals::outcome::{EvalRun, Outcome, Summary};

/// Longest details shown in a cell; the JSON and HTML reports have all.
const DETAIL_WIDTH: usize = 160;

/// The report as text.
pub fn render(runs: &[EvalRun], runs_per_eval: usize) -> String {
    let mut out = String::new();
    for r in runs {
        let run = if runs_per_eval > 1 { format!(" (run {}/{runs_per_eval})", r.run) } else { String::new() };
        let _ = writeln!(out, "{} {}{run}", bracket(r.outcome.label()), r.name);
        if let Some(reason) = &r.reason {
            // A reason that is a step's detail shows in the table already.
            let from_a_step = r.steps.iter().any(|s| !s.detail.is_empty() && reason.ends_with(&s.detail));
            if !from_a_step {
                let _ = writeln!(out, "    {}", cut(reason, 2 * DETAIL_WIDTH));
            }
        }
        if !r.steps.is_empty() {
            let mut rows = vec![["step".to_string(), "status".into(), "expected".into(), "actual".into(), "details".into()]];
            for (i, s) in r.steps.iter().enumerate() {
                rows.push([
                    (i + 1).to_string(),
                    s.outcome.label().to_string(),
                    s.expected.as_ref().map_or("-".into(), |e| if e.optional { format!("{} (optional)", e.function_name) } else { e.function_name.clone() }),
                    s.actual.as_ref().map_or("-".into(), |a| a.function_name.clone()),
                    if s.detail.is_empty() { "-".into() } else { cut(&s.detail, DETAIL_WIDTH) },
                ]);
            }
            out.push_str(&table(&rows, "    "));
        }
    }
    let summary = Summary::of(runs);
    out.push('\n');
    out.push_str(&summary_line(&summary));
    out.push('\n');
    if runs_per_eval > 1 {
        out.push_str(&pass_rates(runs, runs_per_eval));
    }
    out
}

/// `9 eval runs: 8 passed, 0 failed, 1 error, 0 need a model; pass rate 88.9%; steps 8/9 passed`
/// (the pass rate over the runs that could be decided, when there are any).
pub fn summary_line(s: &Summary) -> String {
    let what = if s.runs == 1 { "eval run" } else { "eval runs" };
    let rate = if s.runs > s.needs_model { format!("; pass rate {:.1}%", s.pass_rate()) } else { String::new() };
    format!(
        "{} {what}: {} passed, {} failed, {} {}, {} {} a model{rate}; steps {}/{} passed",
        s.runs,
        s.passed,
        s.failed,
        s.errors,
        if s.errors == 1 { "error" } else { "errors" },
        s.needs_model,
        if s.needs_model == 1 { "needs" } else { "need" },
        s.steps_passed,
        s.steps
    )
}

/// Each eval's passes over its runs.
fn pass_rates(runs: &[EvalRun], runs_per_eval: usize) -> String {
    let mut order: Vec<usize> = runs.iter().map(|r| r.index).collect();
    order.dedup();
    order.sort_unstable();
    order.dedup();
    let mut rows = vec![["passed".to_string(), "rate".into(), "eval".into()]];
    for index in order {
        let of: Vec<&EvalRun> = runs.iter().filter(|r| r.index == index).collect();
        let passed = of.iter().filter(|r| r.outcome == Outcome::Pass).count();
        let name = of.first().map(|r| r.name.clone()).unwrap_or_default();
        rows.push([format!("{passed}/{}", of.len()), format!("{:.0}%", passed as f64 * 100.0 / of.len().max(1) as f64), name]);
    }
    format!("pass rates over {runs_per_eval} runs:\n{}", table(&rows, "  "))
}

fn bracket(label: &str) -> String {
    format!("{:<13}", format!("[{label}]"))
}

/// `text` cut to `width` characters.
fn cut(text: &str, width: usize) -> String {
    let one_line = text.replace('\n', " ");
    if one_line.chars().count() > width {
        format!("{}…", one_line.chars().take(width - 1).collect::<String>())
    } else {
        one_line
    }
}

/// Rows as left-aligned columns (by display width), the last one unpadded.
fn table<const N: usize>(rows: &[[String; N]], indent: &str) -> String {
    let mut widths = [0usize; N];
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.width());
        }
    }
    let mut out = String::new();
    for row in rows {
        out.push_str(indent);
        for (i, cell) in row.iter().enumerate() {
            out.push_str(cell);
            if i + 1 < N {
                out.push_str(&" ".repeat(widths[i] - cell.width() + 2));
            }
        }
        out.push('\n');
    }
    out
}
