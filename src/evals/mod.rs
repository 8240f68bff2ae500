//! `webmcp evals`: agent evaluations of a page's tools, headless, from the
//! `evals.json` files of webmcp-evals (GoogleChromeLabs/webmcp-tools). See
//! docs/evals.md.
//!
//! Without a model (the default), every eval is replayed ([`replay`]): a
//! deterministic contract test of the tools the evals expect. With
//! `--model-url`, a model behind an OpenAI-compatible endpoint drives the
//! page ([`model::agent`]) and its calls are matched against the expected
//! trajectory ([`trajectory`]).

pub mod format;
pub mod locate;
pub mod matcher;
pub mod model;
pub mod outcome;
pub mod page;
pub mod replay;
pub mod report;
pub mod trajectory;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{bail, Context as _};
use webmcp::{SessionOptions, TimeMode};

use crate::commands::PageArgs;
use model::agent::{self, AgentConfig};
use model::openai::Endpoint;
use outcome::EvalRun;
use page::PageSpec;
use report::{Context, Reporter};

/// The arguments of `webmcp evals`.
#[derive(clap::Args, Debug)]
pub struct EvalsArgs {
    #[command(flatten)]
    pub page: PageArgs,
    /// The evals file: webmcp-evals' evals.json format.
    #[arg(value_name = "EVALS.json")]
    pub evals: PathBuf,
    /// Press a declarative tool's submit button when the tool waits for a
    /// person; without it such a call gives "pending form submission".
    #[arg(long)]
    pub submit: bool,
    /// After each call, let this many milliseconds of page time pass (a
    /// tool that navigates "in a moment").
    #[arg(long, value_name = "MS", default_value_t = 0.0)]
    pub wait: f64,
    /// Run only the evals whose name contains this text (case-insensitive).
    #[arg(long, value_name = "TEXT")]
    pub filter: Option<String>,
    /// Run every eval this many times (pass rates).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub runs: u32,
    /// The report: console (a table per eval on stdout), json, junit or html.
    #[arg(long, value_enum, default_value_t = Reporter::Console)]
    pub reporter: Reporter,
    /// Write the report to this file (the console table still goes to
    /// stdout); without it the report goes to stdout.
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub model: ModelArgs,
}

/// The model backend's options.
#[derive(clap::Args, Debug)]
pub struct ModelArgs {
    /// Drive the page with a model behind this OpenAI-compatible
    /// chat-completions endpoint (http://localhost:11434/v1 for Ollama,
    /// https://api.openai.com/v1); without it, evals are replayed.
    #[arg(long, value_name = "URL", requires = "model")]
    pub model_url: Option<String>,
    /// The model's name, as the endpoint knows it.
    #[arg(long, value_name = "NAME", requires = "model_url")]
    pub model: Option<String>,
    /// The environment variable that holds the API key (sent as a bearer
    /// token); without it no key is sent.
    #[arg(long, value_name = "VAR", requires = "model_url")]
    pub api_key_env: Option<String>,
    /// Model requests per eval at most (each may make several calls).
    #[arg(long, value_name = "N", default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub max_steps: u32,
    /// The sampling temperature to ask for (the endpoint's default otherwise).
    #[arg(long, value_name = "T", requires = "model_url")]
    pub temperature: Option<f64>,
    /// Seconds to wait for one model answer.
    #[arg(long, value_name = "SECS", default_value_t = 120)]
    pub model_timeout: u64,
}

/// `webmcp evals`.
pub fn evals(args: &EvalsArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    let file = args.evals.display().to_string();
    let text = std::fs::read_to_string(&args.evals).with_context(|| format!("cannot read {file}"))?;
    let mut evals = format::parse(&text).map_err(|e| anyhow::anyhow!("{file}: {e}"))?;
    if let Some(filter) = &args.filter {
        let filter = filter.to_lowercase();
        evals.retain(|e| e.name.to_lowercase().contains(&filter));
    }
    if evals.is_empty() {
        bail!("{file} has no evals{}", if args.filter.is_some() { " that --filter selects" } else { "" });
    }
    if !args.wait.is_finite() || !(0.0..=86_400_000.0).contains(&args.wait) {
        bail!("--wait must be a number of milliseconds between 0 and 86400000");
    }
    let time = if real_time { TimeMode::Real } else { TimeMode::Virtual };
    let options = SessionOptions { submit: args.submit, wall_limit: Some(Duration::from_secs(60)), echo_console: false, ..args.page.options(time) };
    let spec = PageSpec { page: args.page.page.clone(), options, wait: Duration::from_secs_f64(args.wait / 1000.0) };
    // A page that cannot be loaded at all is the command's error, not every eval's.
    let probe = spec.open().map_err(|e| anyhow::anyhow!("{e}"))?;
    drop(probe);

    let endpoint = match &args.model.model_url {
        Some(url) => {
            let api_key = match &args.model.api_key_env {
                Some(var) => Some(std::env::var(var).with_context(|| format!("--api-key-env {var}: the environment has no such variable"))?),
                None => None,
            };
            let model = args.model.model.clone().unwrap_or_default();
            Some(Endpoint::new(url, &model, api_key, args.model.temperature, Duration::from_secs(args.model.model_timeout.max(1))))
        }
        None => None,
    };
    let config = endpoint.as_ref().map(|endpoint| AgentConfig { endpoint, max_steps: args.model.max_steps as usize, system: agent::system_prompt(&today()) });

    let runs_per_eval = args.runs as usize;
    let progress = report::progress::Progress::new(evals.len() * runs_per_eval);
    let mut results: Vec<EvalRun> = Vec::new();
    for run in 1..=runs_per_eval {
        for eval in &evals {
            progress.start(&eval.name, run, runs_per_eval);
            let result = match &config {
                Some(config) => agent::run(&spec, config, eval, run),
                None => replay::run(&spec, eval, run),
            };
            results.push(result);
            progress.done();
        }
    }
    progress.finish();
    // Runs of one eval together.
    results.sort_by_key(|r| (r.index, r.run));

    let context = Context {
        page: args.page.page.clone(),
        evals_file: file,
        backend: if endpoint.is_some() { "model".into() } else { "replay".into() },
        model: args.model.model.clone(),
        runs_per_eval,
    };
    let console = report::render(Reporter::Console, &context, &results);
    match (&args.output, args.reporter) {
        (Some(path), reporter) => {
            std::fs::write(path, report::render(reporter, &context, &results)).with_context(|| format!("cannot write {}", path.display()))?;
            crate::commands::out(console.trim_end());
        }
        (None, reporter) => crate::commands::out(report::render(reporter, &context, &results).trim_end()),
    }
    Ok(if results.iter().any(|r| r.outcome.is_failure()) { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// Today's date as webmcp-evals' prompt gives it (`Date#toDateString`:
/// `Tue Mar 03 2026`, local time).
fn today() -> String {
    chrono::Local::now().format("%a %b %d %Y").to_string()
}
