//! `webmcp serve`: one page's tools as a Model Context Protocol server, over
//! stdio or the streamable HTTP transport, with the official Rust SDK.

mod convert;
mod handler;
mod http;
mod names;

use std::process::ExitCode;
use std::time::Duration;

use rmcp::ServiceExt;
use webmcp::{Event, Session, SessionOptions, TimeMode};

use handler::{PageServer, ServeOptions, Shared};

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
    /// Cancel a tool that has not settled after this many seconds.
    #[arg(long, default_value_t = 30.0, value_name = "SECS")]
    call_timeout: f64,
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
}

/// Runs the server until the client goes away (stdio) or the process is
/// stopped (HTTP). `real_time` is the global `--real-time`, serve's default.
pub fn serve(args: ServeArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    if real_time && args.virtual_time {
        anyhow::bail!("--real-time and --virtual-time contradict each other (serve runs on real time by default)");
    }
    if !(args.call_timeout.is_finite() && args.call_timeout > 0.0 && args.call_timeout <= 86_400.0) {
        anyhow::bail!("--call-timeout must be a number of seconds between 0 and 86400");
    }
    let call_timeout = Duration::from_secs_f64(args.call_timeout);
    let http = args.http.as_deref().map(http::loopback_address).transpose()?;
    let time = if args.virtual_time { TimeMode::Virtual } else { TimeMode::Real };
    let options = SessionOptions { call_timeout, submit: args.submit, ..args.page.options(time) };
    let session = Session::open(&args.page.page, options)?;
    let events = session.events();
    let shared = Shared::new(session, ServeOptions { call_timeout, expose_dom: args.expose_dom });
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    let result = runtime.block_on(async move {
        forward_events(events, shared.clone());
        match http {
            Some(addr) => http::serve_http(shared, addr, args.allow_origins).await,
            None => {
                let running = PageServer::new(shared).serve(rmcp::transport::stdio()).await?;
                running.waiting().await?;
                Ok(())
            }
        }
    });
    // Calls still waiting on the page are abandoned with the process.
    runtime.shutdown_timeout(Duration::from_millis(200));
    result.map(|()| ExitCode::SUCCESS)
}

/// Carries the page's events to the protocol side: tool changes become
/// list-changed notifications, a crash is reported on stderr and as a change
/// (the page has no tools any more; calls fail with the crash's message).
fn forward_events(events: std::sync::mpsc::Receiver<Event>, shared: std::sync::Arc<Shared>) {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    std::thread::spawn(move || {
        for e in events {
            if tx.send(e).is_err() {
                break;
            }
        }
    });
    tokio::spawn(async move {
        while let Some(event) = rx.recv().await {
            match event {
                Event::ToolsChanged => shared.tools_changed().await,
                Event::Navigated { url } => tracing::info!("the page navigated to {url}"),
                Event::Crashed { message } => {
                    eprintln!("webmcp: the page crashed: {message}");
                    shared.tools_changed().await;
                }
            }
        }
    });
}
