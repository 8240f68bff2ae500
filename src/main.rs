//! The `webmcp` command: run pages headlessly, list and call their WebMCP
//! tools, and run web-platform-tests.

mod commands;
mod evals;
#[path = "serve/command.rs"]
mod serve;
mod wpt_cmd;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "webmcp", version, about = "A headless WebMCP engine: run pages, observe and call their tools, run WPT")]
struct Cli {
    /// Keep wall-clock time for timers instead of virtual time.
    #[arg(long, global = true)]
    real_time: bool,
    /// Keep localStorage in this directory (one JSON file per origin) instead of in memory.
    #[arg(long, global = true, value_name = "DIR")]
    storage: Option<PathBuf>,
    /// Do not echo the page's console messages (uncaught errors are still printed).
    #[arg(long, short = 'q', global = true)]
    quiet: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Load a page, run it until its event loop is idle, print its console output
    /// and uncaught errors (exit 1 when it had any).
    Run {
        #[command(flatten)]
        page: commands::PageArgs,
        #[command(flatten)]
        errors: commands::ErrorArgs,
    },
    /// Print, as JSON, the tools the page registered (every document, frames
    /// included); exit 1 when the page had uncaught errors.
    Tools {
        #[command(flatten)]
        page: commands::PageArgs,
        #[command(flatten)]
        errors: commands::ErrorArgs,
        /// json: every field, for programs; text: a line per tool, for people.
        #[arg(long, value_enum, default_value = "json")]
        format: commands::ToolsFormat,
    },
    /// Execute tools in order on one page load, as an agent would, and print
    /// each result as a line of JSON; then, with --eval, a value from the page.
    Call(commands::CallArgs),
    /// Run agent evaluations of the page's tools from an evals.json file
    /// (webmcp-evals' format): replayed without a model, or driven by a
    /// model behind an OpenAI-compatible endpoint (docs/evals.md).
    Evals(Box<evals::EvalsArgs>),
    /// Serve the page's tools as a Model Context Protocol server (stdio, or HTTP with --http).
    Serve(serve::ServeArgs),
    /// Run WPT test pages from a WPT root (see docs/wpt-runner.md).
    Wpt(wpt_cmd::WptArgs),
    /// Runs tests for `webmcp wpt` in a worker process (internal).
    #[command(hide = true)]
    WptWorker(wpt_cmd::WorkerArgs),
    /// Runs a session's page in a process of its own (internal).
    #[command(hide = true)]
    PageProcess {
        /// Address-space limit of this process in bytes (0: none).
        #[arg(long, default_value_t = 0)]
        max_memory: u64,
    },
}

/// Intl's default locale comes from the environment (LANGUAGE, LC_ALL,
/// LC_MESSAGES, LANG). When none of them names a language (unset, `C` or
/// `POSIX`, as in containers and CI), pages would format for the
/// undetermined locale (`2026-12-03`); they get en-US, a browser's default,
/// instead. Runs before any other thread exists.
fn default_locale() {
    let names_a_language = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"].iter().any(|v| {
        std::env::var(v).is_ok_and(|x| {
            let lang = x.split(['.', '@', ':']).next().unwrap_or_default();
            !lang.is_empty() && lang != "C" && lang != "POSIX"
        })
    });
    if !names_a_language {
        std::env::set_var("LANGUAGE", "en-US");
    }
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        // xml5ever warns on every XML document it finishes ("stop_parsing for
        // XML5 not implemented"): a note to its own developers, not news for
        // a user of the page.
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("WEBMCP_LOG").unwrap_or_else(|_| "warn,xml5ever=error".into()))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    if let Some(dir) = &cli.storage {
        let _ = commands::STORAGE_DIR.set(dir.clone());
    }
    commands::QUIET.store(cli.quiet, std::sync::atomic::Ordering::Relaxed);
    default_locale();
    let result = match cli.command {
        Command::Run { page, errors } => commands::run(&page, errors, cli.real_time),
        Command::Tools { page, errors, format } => commands::tools(&page, errors, format, cli.real_time),
        Command::Call(args) => commands::call(&args, cli.real_time),
        Command::Evals(args) => evals::evals(&args, cli.real_time),
        Command::Serve(args) => serve::serve(args, cli.real_time),
        Command::Wpt(args) => wpt_cmd::wpt(args, cli.real_time),
        Command::WptWorker(args) => wpt_cmd::worker(args, cli.real_time),
        Command::PageProcess { max_memory } => Ok(webmcp::page_process(max_memory)),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("webmcp: {e:#}");
            ExitCode::from(2)
        }
    }
}
