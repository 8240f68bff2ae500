//! The reports of a run: the console table, JSON, JUnit XML and HTML.

pub mod console;
pub mod diff;
pub mod html;
pub mod json;
pub mod junit;
mod markup;
pub mod progress;

use crate::evals::outcome::EvalRun;

/// What the reports say about the run as a whole.
#[derive(Clone, Debug)]
pub struct Context {
    /// The page, as given on the command line.
    pub page: String,
    /// The evals file, as given.
    pub evals_file: String,
    /// `replay` or `model`.
    pub backend: String,
    /// The model's name, with the model backend.
    pub model: Option<String>,
    /// `--runs`.
    pub runs_per_eval: usize,
}

/// A report format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Reporter {
    /// A table per eval, then the counts (the default, on stdout).
    Console,
    /// One JSON document.
    Json,
    /// JUnit XML, for CI dashboards.
    Junit,
    /// A self-contained HTML page.
    Html,
}

/// The report's text.
pub fn render(reporter: Reporter, context: &Context, runs: &[EvalRun]) -> String {
    match reporter {
        Reporter::Console => console::render(runs, context.runs_per_eval),
        Reporter::Json => {
            let mut text = serde_json::to_string_pretty(&json::render(context, runs)).unwrap_or_default();
            text.push('\n');
            text
        }
        Reporter::Junit => junit::render(context, runs),
        Reporter::Html => html::render(context, runs),
    }
}
