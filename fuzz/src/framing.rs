//! Target: the MCP server of `webmcp serve` reading what a client sends:
//! JSON-RPC lines on stdio (the server's framing, then the SDK's messages
//! and the page's tools), and HTTP requests to `/mcp` (methods, the `Host`,
//! `Origin`, session and content headers, bodies). Driven in process on a
//! small page; every line the server writes back must be JSON.

use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::AsyncWrite;
use tower::ServiceExt;
use webmcp::serve::{ServeOptions, Server};
use webmcp::{Session, SessionOptions};

const PAGE: &str = r#"<!doctype html><title>fuzz</title><p>page</p><script>
document.modelContext.registerTool({name: "echo", description: "Echoes", inputSchema: {type: "object", properties: {text: {type: "string", maxLength: 100}}},
  execute: (input) => input.text ?? ""});
document.modelContext.registerTool({name: "wait", description: "Waits", execute: (i, {signal}) => new Promise((resolve) => { const t = setTimeout(resolve, 50, "done"); signal.onabort = () => clearTimeout(t); })});
</script>"#;

struct Harness {
    runtime: tokio::runtime::Runtime,
    server: Server,
}

fn harness() -> Option<&'static Harness> {
    static HARNESS: OnceLock<Option<Harness>> = OnceLock::new();
    HARNESS
        .get_or_init(|| {
            let path = std::env::temp_dir().join(format!("webmcp-fuzz-mcp-{}.html", std::process::id()));
            std::fs::write(&path, PAGE).ok()?;
            let options = SessionOptions { call_timeout: Duration::from_secs(2), ..SessionOptions::default() };
            let session = Session::open(path.to_str()?, options).ok()?;
            let serve = ServeOptions { call_timeout: Duration::from_secs(2), max_message: 64 * 1024, max_calls_per_client: 4, max_calls: 8, max_http_sessions: 8, ..ServeOptions::default() };
            let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().ok()?;
            let server = Server::new(session, serve);
            Some(Harness { runtime, server })
        })
        .as_ref()
}

/// Collects what the server writes.
#[derive(Clone, Default)]
struct Collect(Arc<Mutex<Vec<u8>>>);

impl AsyncWrite for Collect {
    fn poll_write(self: Pin<&mut Self>, _: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).extend_from_slice(buf);
        Poll::Ready(Ok(buf.len()))
    }
    fn poll_flush(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Poll::Ready(Ok(()))
    }
    fn poll_shutdown(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Poll::Ready(Ok(()))
    }
}

/// The bound on one input's run (a call waits at most its 2 s timeout).
const RUN: Duration = Duration::from_secs(5);

/// Target: the first byte picks the transport, the rest is what the client sends.
pub fn mcp_framing(data: &[u8]) {
    let Some(h) = harness() else { return };
    let Some((&first, rest)) = data.split_first() else { return };
    if first & 1 == 0 {
        stdio(h, rest);
    } else {
        http(h, first, rest);
    }
}

fn stdio(h: &Harness, data: &[u8]) {
    let out = Collect::default();
    let input = std::io::Cursor::new(data.to_vec());
    let server = h.server.clone();
    let writer = out.clone();
    let finished = h.runtime.block_on(async move { tokio::time::timeout(RUN, server.serve_lines(input, writer)).await });
    assert!(finished.is_ok(), "the server did not finish within {RUN:?} after its input ended");
    let written = out.0.lock().unwrap_or_else(PoisonError::into_inner).clone();
    for line in written.split(|&b| b == b'\n').filter(|l| !l.is_empty()) {
        assert!(serde_json::from_slice::<serde_json::Value>(line).is_ok(), "the server wrote a line that is not JSON: {}", String::from_utf8_lossy(line));
    }
}

fn http(h: &Harness, first: u8, data: &[u8]) {
    use axum::http::{header, Method, Request};
    let method = [Method::POST, Method::POST, Method::GET, Method::DELETE, Method::PUT, Method::OPTIONS][usize::from(first >> 1) % 6].clone();
    let flags = data.first().copied().unwrap_or(0);
    let body = data.get(1..).unwrap_or_default().to_vec();
    let host = ["127.0.0.1:8765", "localhost", "evil.example", "[::1]:1", "127.0.0.1.nip.io", ""][usize::from(flags & 7) % 6];
    let mut request = Request::builder().method(method).uri(if flags & 0x80 == 0 { "/mcp" } else { "/other" });
    if !host.is_empty() {
        request = request.header(header::HOST, host);
    }
    match (flags >> 3) & 3 {
        1 => request = request.header(header::ORIGIN, "https://evil.example"),
        2 => request = request.header(header::ORIGIN, "http://localhost:8765"),
        _ => {}
    }
    if flags & 0x20 != 0 {
        request = request.header("mcp-session-id", "not-a-session");
    }
    if flags & 0x40 == 0 {
        request = request.header(header::ACCEPT, "application/json, text/event-stream").header(header::CONTENT_TYPE, "application/json");
    }
    let Ok(request) = request.body(axum::body::Body::from(body)) else { return };
    let router = h.server.router(vec!["http://localhost:8765".into()]);
    let finished = h.runtime.block_on(async move {
        let response = router.oneshot(request).await;
        let Ok(response) = response;
        // A stream (SSE) stays open: read what comes within a moment.
        let _ = tokio::time::timeout(Duration::from_millis(200), axum::body::to_bytes(response.into_body(), 1 << 20)).await;
    });
    let () = finished;
}
