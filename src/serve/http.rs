//! The streamable HTTP transport: loopback only, `Host` and `Origin`
//! checked (DNS-rebinding protection, as the MCP transport spec asks), and
//! nothing served but the MCP endpoint `/mcp`.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

use anyhow::Context as _;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};

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

/// Serves the MCP endpoint at `http://ADDR/mcp` until the process stops.
pub async fn serve_http(shared: Arc<Shared>, addr: SocketAddr, allowed_origins: Vec<String>) -> anyhow::Result<()> {
    // The default allowed hosts are the loopback names; requests that carry an
    // Origin must carry one of `allowed_origins`.
    let config = StreamableHttpServerConfig::default().with_allowed_origins(allowed_origins).enforce_origin_validation();
    let service = StreamableHttpService::new(move || Ok(PageServer::new(shared.clone())), LocalSessionManager::default().into(), config);
    let router = axum::Router::new().nest_service("/mcp", service);
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
