//! The streamable HTTP transport: loopback only, `Host` and `Origin`
//! checked (DNS-rebinding protection, as the MCP transport spec asks), and
//! nothing served but the MCP endpoint `/mcp`.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

use anyhow::Context as _;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};

use axum::extract::Request;
use axum::http::{header, Method, StatusCode};
use axum::middleware::Next;
use axum::response::IntoResponse;

use super::handler::{PageServer, Shared};

/// Parses `--http`: a port alone is `127.0.0.1:PORT`; `localhost:PORT` is
/// `127.0.0.1:PORT`; any other address must be a loopback IP address.
pub fn loopback_address(text: &str) -> anyhow::Result<SocketAddr> {
    let addr = if let Ok(port) = text.parse::<u16>() {
        SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port)
    } else if let Some(port) = text.strip_prefix("localhost:") {
        SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port.parse().with_context(|| format!("'{port}' is not a port"))?)
    } else {
        text.parse::<SocketAddr>().with_context(|| format!("--http takes PORT or a loopback HOST:PORT, not '{text}'"))?
    };
    if !addr.ip().is_loopback() {
        anyhow::bail!("--http serves on loopback addresses only (127.0.0.1, [::1]), not {}", addr.ip());
    }
    Ok(addr)
}

/// The `/mcp` endpoint: the SDK's streamable HTTP service (which checks
/// `Host` and `Origin` and refuses a body over the message limit), behind a
/// cap on the number of sessions.
pub fn router(shared: Arc<Shared>, allowed_origins: Vec<String>) -> axum::Router {
    let options = shared.options().clone();
    // The default allowed hosts are the loopback names; requests that carry an
    // Origin must carry one of `allowed_origins`.
    let config = StreamableHttpServerConfig::default()
        .with_allowed_origins(allowed_origins)
        .enforce_origin_validation()
        .with_max_request_body_bytes(options.max_message);
    let mut manager = LocalSessionManager::default();
    manager.session_config.keep_alive = Some(options.http_session_idle);
    let manager = Arc::new(manager);
    let sessions = manager.clone();
    let service = StreamableHttpService::new(move || Ok(PageServer::new(shared.clone())), manager, config);
    let cap = options.max_http_sessions;
    let limit = axum::middleware::from_fn(move |request: Request, next: Next| {
        let sessions = sessions.clone();
        async move {
            let opens_session = request.method() == Method::POST && !request.headers().contains_key("mcp-session-id");
            if opens_session && sessions.sessions.read().await.len() >= cap {
                let body = super::framing::error_response(
                    i64::from(super::handler::SERVER_BUSY.0),
                    &format!("the server already has {cap} sessions open (its limit); close one, or wait for an idle one to expire"),
                );
                return (StatusCode::SERVICE_UNAVAILABLE, [(header::CONTENT_TYPE, "application/json")], body).into_response();
            }
            next.run(request).await
        }
    });
    axum::Router::new().nest_service("/mcp", service).layer(limit)
}

/// Serves `router` at `http://ADDR/mcp` until the process stops.
pub async fn serve_http(router: axum::Router, addr: SocketAddr) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await.with_context(|| format!("cannot listen on {addr}"))?;
    let bound = listener.local_addr()?;
    eprintln!("webmcp: serving MCP at http://{bound}/mcp");
    axum::serve(listener, router).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_loopback() {
        assert_eq!(loopback_address("8080").unwrap(), "127.0.0.1:8080".parse().unwrap());
        assert_eq!(loopback_address("localhost:0").unwrap(), "127.0.0.1:0".parse().unwrap());
        assert_eq!(loopback_address("[::1]:9").unwrap(), "[::1]:9".parse().unwrap());
        assert!(loopback_address("0.0.0.0:80").unwrap_err().to_string().contains("loopback addresses only"));
        assert!(loopback_address("192.168.1.2:80").is_err());
        assert!(loopback_address("example.com:80").is_err());
        assert!(loopback_address("localhost:x").is_err());
    }
}
