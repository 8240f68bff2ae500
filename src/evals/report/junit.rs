//! `--reporter junit`: JUnit XML for CI dashboards (the shape Jenkins'
//! `junit-10.xsd` describes). One `<testcase>` per eval run, named after
//! the eval, in a suite named after the evals file: a failed eval is a
//! `<failure>`, an eval that errored an `<error>`, one that needs a model
//! `<skipped>`; the steps are in the element's text.

use std::fmt::Write as _;

use super::markup::escape;
use super::Context;
use crate::evals::outcome::{EvalRun, Outcome, Summary};

/// The JUnit XML report.
pub fn render(context: &Context, runs: &[EvalRun]) -> String {
    let s = Summary::of(runs);
    let seconds: f64 = runs.iter().map(|r| r.duration.as_secs_f64()).sum();
    let suite = format!("webmcp evals {}", context.evals_file);
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(out, "<testsuites name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{seconds:.3}\">", escape(&suite), s.runs, s.failed, s.errors);
    let _ = writeln!(
        out,
        "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{seconds:.3}\">",
        escape(&suite),
        s.runs,
        s.failed,
        s.errors,
        s.needs_model
    );
    for r in runs {
        let name = if context.runs_per_eval > 1 { format!("{} (run {})", r.name, r.run) } else { r.name.clone() };
        let _ = write!(out, "    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\"", escape(&context.evals_file), escape(&name), r.duration.as_secs_f64());
        let reason = r.reason.clone().unwrap_or_default();
        let element = match r.outcome {
            Outcome::Pass => None,
            Outcome::Fail => Some("failure"),
            Outcome::Error => Some("error"),
            Outcome::NeedsModel => Some("skipped"),
        };
        match element {
            None => out.push_str("/>\n"),
            Some("skipped") => {
                let _ = write!(out, ">\n      <skipped message=\"{}\"/>\n    </testcase>\n", escape(&reason));
            }
            Some(kind) => {
                let steps: Vec<String> = r
                    .steps
                    .iter()
                    .enumerate()
                    .map(|(i, st)| {
                        let expected = st.expected.as_ref().map_or("-", |e| e.function_name.as_str());
                        let actual = st.actual.as_ref().map_or("-", |a| a.function_name.as_str());
                        format!("step {}: {} (expected {expected}, actual {actual}){}", i + 1, st.outcome.label(), if st.detail.is_empty() { String::new() } else { format!(": {}", st.detail) })
                    })
                    .collect();
                let _ = write!(out, ">\n      <{kind} type=\"{}\" message=\"{}\">{}</{kind}>\n    </testcase>\n", r.outcome.label(), escape(&reason), escape(&steps.join("\n")));
            }
        }
    }
    out.push_str("  </testsuite>\n</testsuites>\n");
    out
}
