//! `webmcp serve`'s command line; the server is [`webmcp::serve`].

use std::process::ExitCode;

use webmcp::serve::{loopback_address, ServeOptions, Transport, DEFAULT_MAX_MESSAGE};
use webmcp::{Isolation, Session, SessionOptions, TimeMode};

/// The arguments of `webmcp serve`.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    #[command(flatten)]
    page: crate::commands::PageArgs,
    /// Speak the streamable HTTP transport on this loopback address (`PORT` or
    /// `HOST:PORT`; port 0 picks one) instead of stdio; the endpoint is `/mcp`.
    #[arg(long, value_name = "ADDR")]
    http: Option<String>,
    /// Browser origins allowed to call the HTTP endpoint (requests from any
    /// other Origin are refused; requests without one are accepted).
    #[arg(long = "allow-origin", value_name = "ORIGIN")]
    allow_origins: Vec<String>,
    /// Also offer the page's serialized DOM as a resource.
    #[arg(long)]
    expose_dom: bool,
    /// Press a declarative tool's submit button when it waits for a person (a
    /// form without `toolautosubmit`); without it the call reports the wait
    /// as progress and waits for the call timeout or a cancellation.
    #[arg(long)]
    submit: bool,
    /// Run the page on virtual time (timers fire at once while a call waits)
    /// instead of wall-clock time.
    #[arg(long)]
    virtual_time: bool,
    /// The largest message a client may send (a stdio line, an HTTP body):
    /// 64K, 4M, bytes. Longer ones are refused with a JSON-RPC error.
    #[arg(long, default_value = "4M", value_name = "SIZE", value_parser = crate::wpt_cmd::args::parse_size)]
    max_message: u64,
    /// Tool calls one client may have in flight; more are refused at once.
    #[arg(long, default_value_t = 16, value_name = "N")]
    max_calls_per_client: usize,
    /// Tool calls all clients together may have in flight.
    #[arg(long, default_value_t = 64, value_name = "N")]
    max_calls: usize,
    /// HTTP sessions open at once; more are refused (503).
    #[arg(long, default_value_t = 64, value_name = "N")]
    max_sessions: usize,
}

/// Runs the server until the client goes away (stdio) or the process is
/// stopped (HTTP). `real_time` is the global `--real-time`, serve's default.
pub fn serve(args: ServeArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    if real_time && args.virtual_time {
        anyhow::bail!("--real-time and --virtual-time contradict each other (serve runs on real time by default)");
    }
    let max_message = usize::try_from(args.max_message).unwrap_or(DEFAULT_MAX_MESSAGE);
    if max_message < 1024 {
        anyhow::bail!("--max-message must be at least 1K");
    }
    if args.max_calls_per_client == 0 || args.max_calls == 0 || args.max_sessions == 0 {
        anyhow::bail!("--max-calls-per-client, --max-calls and --max-sessions must be at least 1");
    }
    let transport = match args.http.as_deref() {
        Some(addr) => Transport::Http { addr: loopback_address(addr)?, allowed_origins: args.allow_origins.clone() },
        None => Transport::Stdio,
    };
    let time = if args.virtual_time { TimeMode::Virtual } else { TimeMode::Real };
    let base = args.page.options(time);
    // A served page that was stopped is loaded again: the server goes on.
    let isolation = base.isolation.clone().map(|i| Isolation { restart: true, ..i });
    let options = SessionOptions { submit: args.submit, isolation, ..base };
    let session = Session::open(&args.page.page, options)?;
    let serve = ServeOptions {
        call_timeout: args.page.call_timeout,
        expose_dom: args.expose_dom,
        max_message,
        max_calls_per_client: args.max_calls_per_client,
        max_calls: args.max_calls,
        max_http_sessions: args.max_sessions,
        ..ServeOptions::default()
    };
    webmcp::serve::run(session, serve, transport)?;
    Ok(ExitCode::SUCCESS)
}
