//! The MCP server of one page: tools/list observes the page, tools/call
//! runs a tool as the browser's agent, resources show the page.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use rmcp::model::{
    ProgressNotificationParam,
    CallToolRequestParams, CallToolResponse, Implementation, ListResourcesResult, ListToolsResult, PaginatedRequestParams, ReadResourceRequestParams,
    ReadResourceResponse, ReadResourceResult, Resource, ResourceContents, ServerCapabilities, ServerConfig, SubscriptionFilter,
};
use rmcp::service::{NotificationContext, RequestContext, SubscriptionContext};
use rmcp::{ErrorData as McpError, Peer, RoleServer, ServerHandler};
use serde_json::Value;
use tokio::sync::{broadcast, OwnedSemaphorePermit, Semaphore};
use crate::{CallError, Session};

use super::convert::{call_error, call_result, mcp_tool};
use super::names::Names;
use super::ServeOptions;

/// What changed in the page, as the protocol side hears it.
#[derive(Clone, Debug)]
pub enum Change {
    /// The tool list changed (a registration, a frame, a navigation or a crash).
    Tools,
}

/// The page-side state every connection shares (one page per server).
pub struct Shared {
    session: Session,
    names: Mutex<Names>,
    /// Clients that initialized with the handshake: told of tool changes
    /// with `notifications/tools/list_changed`.
    peers: Mutex<Vec<Peer<RoleServer>>>,
    changes: broadcast::Sender<Change>,
    options: ServeOptions,
    /// Tool calls in flight, all clients together.
    calls: Arc<Semaphore>,
}

impl Shared {
    /// The state of a server of `session`'s page.
    pub fn new(session: Session, options: ServeOptions) -> Arc<Shared> {
        let (changes, _) = broadcast::channel(64);
        let calls = Arc::new(Semaphore::new(options.max_calls));
        Arc::new(Shared { session, names: Mutex::new(Names::default()), peers: Mutex::new(Vec::new()), changes, options, calls })
    }

    /// The page's session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The server's options.
    pub fn options(&self) -> &ServeOptions {
        &self.options
    }

    /// Tells every client that the tool list changed: handshake clients by
    /// notification, 2026-07-28 clients on their subscription streams.
    pub async fn tools_changed(&self) {
        let _ = self.changes.send(Change::Tools);
        let peers: Vec<Peer<RoleServer>> = self.peers.lock().unwrap_or_else(PoisonError::into_inner).clone();
        let mut closed = Vec::new();
        for (i, peer) in peers.iter().enumerate() {
            if peer.notify_tool_list_changed().await.is_err() {
                closed.push(i);
            }
        }
        if !closed.is_empty() {
            let mut list = self.peers.lock().unwrap_or_else(PoisonError::into_inner);
            list.retain(|p| !p.is_transport_closed());
        }
    }
}

/// One connection's handler (all of them share [`Shared`]).
#[derive(Clone)]
pub struct PageServer {
    shared: Arc<Shared>,
    /// This client's tool calls in flight.
    calls: Arc<Semaphore>,
}

impl PageServer {
    /// A new client's handler.
    pub fn new(shared: Arc<Shared>) -> Self {
        let calls = Arc::new(Semaphore::new(shared.options.max_calls_per_client));
        PageServer { shared, calls }
    }

    /// A place for one more tool call of this client, or why there is none.
    fn admit_call(&self) -> Result<(OwnedSemaphorePermit, OwnedSemaphorePermit), McpError> {
        let mine = self.calls.clone().try_acquire_owned().map_err(|_| {
            McpError::new(SERVER_BUSY, format!("too many tool calls in flight: this client already has {} (the server's limit per client)", self.shared.options.max_calls_per_client), None)
        })?;
        let all = self.shared.calls.clone().try_acquire_owned().map_err(|_| {
            McpError::new(SERVER_BUSY, format!("too many tool calls in flight: the server already runs {} (its limit for all clients)", self.shared.options.max_calls), None)
        })?;
        Ok((mine, all))
    }

    /// The session call answered on a blocking thread, so the runtime stays free.
    async fn blocking<T: Send + 'static>(&self, f: impl FnOnce(&Session) -> T + Send + 'static) -> Result<T, McpError> {
        let shared = self.shared.clone();
        tokio::task::spawn_blocking(move || f(&shared.session)).await.map_err(|e| McpError::internal_error(format!("the page's request failed: {e}"), None))
    }
}

/// The JSON-RPC error code (in the range JSON-RPC leaves to servers) of a
/// request refused because the server is at a limit.
pub const SERVER_BUSY: rmcp::model::ErrorCode = rmcp::model::ErrorCode(-32000);

/// How often a running call is checked for a form that waits for a person.
const PERSON_POLL: Duration = Duration::from_millis(50);
/// The progress message of a declarative call that waits for a person.
const WAITS_FOR_PERSON: &str = "the tool filled in its form and waits for a person to submit it (start the server with --submit to submit it)";

const URL_URI: &str = "webmcp://page/url";
const TITLE_URI: &str = "webmcp://page/title";
const TEXT_URI: &str = "webmcp://page/text";
const DOM_URI: &str = "webmcp://page/dom";

impl ServerHandler for PageServer {
    fn get_info(&self) -> ServerConfig {
        let caps = ServerCapabilities::builder().enable_resources().enable_tools().enable_tool_list_changed().build();
        ServerConfig::new(caps).with_server_info(Implementation::new("webmcp", env!("CARGO_PKG_VERSION"))).with_instructions(
            "The tools of a web page, run headlessly by webmcp. Each tool's _meta names the origin and document URL it belongs to; \
             the resources webmcp://page/url, /title and /text show the page.",
        )
    }

    async fn on_initialized(&self, context: NotificationContext<RoleServer>) {
        let mut peers = self.shared.peers.lock().unwrap_or_else(PoisonError::into_inner);
        // Clients that went away are forgotten here too, so that a stream of
        // short-lived clients does not grow the list.
        peers.retain(|p| !p.is_transport_closed());
        peers.push(context.peer);
    }

    fn accepted_subscription_filter(&self, requested: &SubscriptionFilter) -> Option<SubscriptionFilter> {
        Some(requested.supported_by(&self.get_info().capabilities))
    }

    async fn listen(&self, context: SubscriptionContext) -> Result<(), McpError> {
        let mut changes = self.shared.changes.subscribe();
        loop {
            tokio::select! {
                () = context.cancelled() => return Ok(()),
                change = changes.recv() => match change {
                    Ok(Change::Tools) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        if context.sink().notify_tool_list_changed().await.is_err() {
                            return Ok(());
                        }
                    }
                    Err(broadcast::error::RecvError::Closed) => return Ok(()),
                },
            }
        }
    }

    async fn list_tools(&self, _request: Option<PaginatedRequestParams>, _context: RequestContext<RoleServer>) -> Result<ListToolsResult, McpError> {
        let tools = self.shared.session.tools();
        let mut names = self.shared.names.lock().unwrap_or_else(PoisonError::into_inner);
        names.refresh(&tools);
        let listed = tools.iter().filter_map(|t| names.mcp_name(t).map(|n| mcp_tool(t, n))).collect();
        Ok(ListToolsResult::with_all_items(listed))
    }

    async fn call_tool(&self, request: CallToolRequestParams, context: RequestContext<RoleServer>) -> Result<CallToolResponse, McpError> {
        // Held until the call is answered (or this future is dropped).
        let _permits = self.admit_call()?;
        let tools = self.shared.session.tools();
        let target = {
            let mut names = self.shared.names.lock().unwrap_or_else(PoisonError::into_inner);
            names.refresh(&tools);
            names.resolve(&request.name).cloned()
        };
        let Some((document, name)) = target else {
            return Err(McpError::invalid_params(format!("the page has no tool named '{}'", request.name), None));
        };
        let untrusted = tools.iter().any(|t| t.document == document && t.name == name && t.annotations.is_some_and(|a| a.untrusted_content_hint));
        let input = Value::Object(request.arguments.unwrap_or_default());
        let pending = match self.shared.session.start_call(document, &name, input, self.shared.options.call_timeout) {
            Ok(p) => p,
            Err(e) => return Ok(call_error(&CallError::Session(e)).into()),
        };
        let cancel = pending.canceller();
        let person = pending.person_watch();
        let progress_token = context.meta.get_progress_token();
        let waiting = tokio::task::spawn_blocking(move || pending.wait());
        tokio::pin!(waiting);
        // A declarative tool that waits for a person to submit its form says
        // so once, as progress, when the client asked for progress.
        let mut told = progress_token.is_none();
        let mut poll = tokio::time::interval(PERSON_POLL);
        loop {
            tokio::select! {
                _ = poll.tick(), if !told => {
                    if person() {
                        told = true;
                        if let Some(token) = progress_token.clone() {
                            let note = ProgressNotificationParam::new(token, 0.0).with_message(WAITS_FOR_PERSON);
                            let _ = context.peer.notify_progress(note).await;
                        }
                    }
                }
                outcome = &mut waiting => {
                    let result = match outcome {
                        Ok(Ok(value)) => call_result(value, untrusted),
                        // The page's own error result passes through, as MCP defines it.
                        Ok(Err(CallError::ToolReportedError { result })) => call_result(result, untrusted),
                        Ok(Err(e)) => call_error(&e),
                        Err(e) => return Err(McpError::internal_error(format!("the call's waiter failed: {e}"), None)),
                    };
                    return Ok(result.into());
                }
                () = context.ct.cancelled() => {
                    // The client cancelled: the tool's signal aborts and toolcancel fires in the page.
                    cancel();
                    return Err(McpError::internal_error("the call was cancelled by the client", None));
                }
            }
        }
    }

    async fn list_resources(&self, _request: Option<PaginatedRequestParams>, _context: RequestContext<RoleServer>) -> Result<ListResourcesResult, McpError> {
        let page = self.blocking(|s| s.page()).await?.map_err(|e| McpError::internal_error(e.to_string(), None))?;
        let mut resources = vec![
            Resource::new(URL_URI, "url").with_title("Page URL").with_description(format!("The URL of the page ({})", page.url)).with_mime_type("text/plain"),
            Resource::new(TITLE_URI, "title").with_title("Page title").with_description("document.title of the page").with_mime_type("text/plain"),
            Resource::new(TEXT_URI, "text").with_title("Page text").with_description("The text of the page's body, without scripts and styles").with_mime_type("text/plain"),
        ];
        if self.shared.options.expose_dom {
            resources.push(Resource::new(DOM_URI, "dom").with_title("Page DOM").with_description("The page's serialized DOM").with_mime_type("text/html"));
        }
        Ok(ListResourcesResult::with_all_items(resources))
    }

    async fn read_resource(&self, request: ReadResourceRequestParams, _context: RequestContext<RoleServer>) -> Result<ReadResourceResponse, McpError> {
        let uri = request.uri;
        let known = [URL_URI, TITLE_URI, TEXT_URI].contains(&uri.as_str()) || (uri == DOM_URI && self.shared.options.expose_dom);
        if !known {
            return Err(McpError::resource_not_found(format!("no resource {uri}"), None));
        }
        let page = self.blocking(|s| s.page()).await?.map_err(|e| McpError::internal_error(e.to_string(), None))?;
        let contents = match uri.as_str() {
            URL_URI => ResourceContents::text(page.url, uri),
            TITLE_URI => ResourceContents::text(page.title, uri),
            TEXT_URI => ResourceContents::text(page.text, uri),
            _ => ResourceContents::text(page.html, uri).with_mime_type("text/html"),
        };
        Ok(ReadResourceResult::new(vec![contents]).into())
    }
}
