//! The `webmcp` command: run pages headlessly, list and call their WebMCP
//! tools, and run web-platform-tests.

mod commands;
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
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Load a page, run it until its event loop is idle, print its console output.
    Run {
        /// A file, or with --root a path under the root such as /webmcp/x.https.html.
        page: String,
        /// Serve the page from this WPT-style root.
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// Print, as JSON, the tools the page registered.
    Tools {
        page: String,
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// Execute a tool as an agent would and print its result.
    Call {
        page: String,
        tool: String,
        /// The input object, as JSON.
        #[arg(default_value = "{}")]
        input: String,
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// Serve the page's tools as a Model Context Protocol server (stdio, or HTTP with --http).
    Serve(serve::ServeArgs),
    /// Run WPT test pages from a WPT root (see docs/wpt-runner.md).
    Wpt(wpt_cmd::WptArgs),
    /// Runs tests for `webmcp wpt` in a worker process (internal).
    #[command(hide = true)]
    WptWorker(wpt_cmd::WorkerArgs),
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("WEBMCP_LOG").unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Run { page, root } => commands::run(&page, root.as_deref(), cli.real_time),
        Command::Tools { page, root } => commands::tools(&page, root.as_deref(), cli.real_time),
        Command::Call { page, tool, input, root } => commands::call(&page, &tool, &input, root.as_deref(), cli.real_time),
        Command::Serve(args) => serve::serve(args, cli.real_time),
        Command::Wpt(args) => wpt_cmd::wpt(args, cli.real_time),
        Command::WptWorker(args) => wpt_cmd::worker(args, cli.real_time),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("webmcp: {e:#}");
            ExitCode::from(2)
        }
    }
}
