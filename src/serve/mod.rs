//! The MCP server of `webmcp serve`: one page's tools as a Model Context
//! Protocol server, over stdio or the streamable HTTP transport, with the
//! official Rust SDK (`rmcp`). The command line is in the binary; this
//! module is the server, so that tests and the fuzz targets drive it in
//! process.
//!
//! What a client cannot do to it (docs/serve-and-library.md, "Limits"):
//! a message is at most [`ServeOptions::max_message`] bytes (a longer
//! stdio line or HTTP body is refused with a JSON-RPC error); a line that
//! is not JSON gets a parse error; a client has at most
//! [`ServeOptions::max_calls_per_client`] tool calls in flight and all
//! clients together [`ServeOptions::max_calls`]; HTTP has at most
//! [`ServeOptions::max_http_sessions`] sessions.

mod convert;
pub mod framing;
mod handler;
mod http;
mod names;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use rmcp::ServiceExt;
use tokio::io::{AsyncRead, AsyncWrite};

use crate::{Event, Session};
pub use handler::{PageServer, Shared};
pub use http::loopback_address;

/// How the server treats its clients.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// How long a tool may run before it is cancelled.
    pub call_timeout: Duration,
    /// Offer the page's serialized DOM as a resource.
    pub expose_dom: bool,
    /// The largest message a client may send, in bytes: a stdio line or an
    /// HTTP request body.
    pub max_message: usize,
    /// Tool calls one client (a stdio connection, an HTTP session) may have
    /// in flight; more are refused at once.
    pub max_calls_per_client: usize,
    /// Tool calls all clients together may have in flight.
    pub max_calls: usize,
    /// HTTP sessions open at once; a client that initializes past it is
    /// refused (503) until one ends or idles out.
    pub max_http_sessions: usize,
    /// An HTTP session without requests for this long is closed.
    pub http_session_idle: Duration,
}

/// The default of [`ServeOptions::max_message`]: 4 MiB.
pub const DEFAULT_MAX_MESSAGE: usize = 4 * 1024 * 1024;

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            call_timeout: Duration::from_secs(30),
            expose_dom: false,
            max_message: DEFAULT_MAX_MESSAGE,
            max_calls_per_client: 16,
            max_calls: 64,
            max_http_sessions: 64,
            http_session_idle: Duration::from_secs(300),
        }
    }
}

/// Where the server listens.
#[derive(Clone, Debug)]
pub enum Transport {
    /// Standard input and output: one client.
    Stdio,
    /// Streamable HTTP at `http://ADDR/mcp` (a loopback address), refusing
    /// requests whose `Origin` is not one of these.
    Http {
        /// The loopback address to listen on.
        addr: SocketAddr,
        /// Browser origins allowed to call the endpoint.
        allowed_origins: Vec<String>,
    },
}

/// A page's MCP server; clones share the page.
#[derive(Clone)]
pub struct Server {
    shared: Arc<Shared>,
}

impl Server {
    /// The server of `session`'s page.
    pub fn new(session: Session, options: ServeOptions) -> Server {
        Server { shared: Shared::new(session, options) }
    }

    /// The page's session.
    pub fn session(&self) -> &Session {
        self.shared.session()
    }

    /// Serves one client speaking JSON-RPC lines on `input` and `output`
    /// (what stdio is) until its input ends.
    pub async fn serve_lines<R, W>(&self, input: R, output: W) -> anyhow::Result<()>
    where
        R: AsyncRead + Unpin + Send + 'static,
        W: AsyncWrite + Unpin + Send + 'static,
    {
        let max = self.shared.options().max_message;
        let (server_in, client_to_server) = tokio::io::duplex(64 * 1024);
        let (server_to_client, server_out) = tokio::io::duplex(64 * 1024);
        let (replies_tx, replies_rx) = tokio::sync::mpsc::unbounded_channel();
        let reader = tokio::spawn(framing::pump_input(input, client_to_server, replies_tx, max));
        let writer = tokio::spawn(framing::pump_output(server_out, replies_rx, output));
        let (read_half, _) = tokio::io::split(server_in);
        let (_, write_half) = tokio::io::split(server_to_client);
        let transport = rmcp::transport::async_rw::AsyncRwTransport::new(read_half, write_half).with_max_line_length(max.saturating_add(1));
        let served = match PageServer::new(self.shared.clone()).serve(transport).await {
            Ok(running) => running.waiting().await.map(|_| ()).map_err(anyhow::Error::from),
            Err(e) => Err(anyhow::Error::from(e)),
        };
        reader.abort();
        let _ = writer.await;
        served
    }

    /// The HTTP endpoint's router (`/mcp`), with the transport's checks.
    pub fn router(&self, allowed_origins: Vec<String>) -> axum::Router {
        http::router(self.shared.clone(), allowed_origins)
    }

    /// Carries the page's events to the clients (tool changes, crashes and
    /// restarts). Needs a Tokio runtime.
    pub fn forward_events(&self) {
        let events = self.shared.session().events();
        let shared = self.shared.clone();
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
                    Event::Restarted { reason } => {
                        eprintln!("webmcp: the page was reloaded in a new process: {reason}");
                        shared.tools_changed().await;
                    }
                }
            }
        });
    }
}

/// Runs the server until the client goes away (stdio) or the process is
/// stopped (HTTP).
pub fn run(session: Session, options: ServeOptions, transport: Transport) -> anyhow::Result<()> {
    let server = Server::new(session, options);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    let result = runtime.block_on(async move {
        server.forward_events();
        match transport {
            Transport::Http { addr, allowed_origins } => http::serve_http(server.router(allowed_origins), addr).await,
            Transport::Stdio => server.serve_lines(tokio::io::stdin(), tokio::io::stdout()).await,
        }
    });
    // Calls still waiting on the page are abandoned with the process.
    runtime.shutdown_timeout(Duration::from_millis(200));
    result
}
