//! https://websockets.spec.whatwg.org/#the-websocket-interface, offline:
//! every connection fails to be established.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::event_loop::TaskSource;

use crate::generated::{BufferSourceOrUSVString, DOMStringSequenceOrDOMString, Interface, WebSocketMethods};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct WebSocket;

const CONNECTING: u16 = 0;
const CLOSING: u16 = 2;
const CLOSED: u16 = 3;

/// A WebSocket's state.
#[derive(Debug)]
pub struct SocketData {
    url: String,
    ready_state: u16,
    buffered_amount: u64,
    binary_type: String,
    /// The document whose event loop runs the socket's tasks.
    doc: DocId,
    /// The task that reports the failed connection is queued.
    closing_queued: bool,
}

fn with_socket<R>(obj: &JsObject, f: impl FnOnce(&mut SocketData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a WebSocket"))?;
    match &d.kind {
        DomKind::WebSocket(s) => Ok(f(&mut s.borrow_mut())),
        _ => Err(type_error("not a WebSocket")),
    }
}

/// https://websockets.spec.whatwg.org/#get-a-url-record: `url` parsed
/// against `base`, http(s) mapped to ws(s); a failure is the SyntaxError's message.
pub fn get_a_url_record(url: &str, base: Option<&url::Url>) -> Result<url::Url, String> {
    // 1. Let urlRecord be the result of applying the URL parser to url with baseURL.
    // 2. If urlRecord is failure, throw a "SyntaxError" DOMException.
    let mut record = match base {
        Some(b) => b.join(url),
        None => url::Url::parse(url),
    }
    .map_err(|_| format!("The URL '{url}' is invalid."))?;
    // 3-4. If urlRecord's scheme is "http" or "https", set it to "ws" or "wss".
    let scheme = match record.scheme() {
        "http" => Some("ws"),
        "https" => Some("wss"),
        _ => None,
    };
    if let Some(s) = scheme {
        // The url crate refuses to change a special scheme to a non-special
        // one through set_scheme; rebuild it from the serialization.
        let rest = &record.as_str()[record.scheme().len()..];
        record = url::Url::parse(&format!("{s}{rest}")).map_err(|_| format!("The URL '{url}' is invalid."))?;
    }
    // 5. If urlRecord's scheme is not "ws" or "wss", throw a "SyntaxError" DOMException.
    if !matches!(record.scheme(), "ws" | "wss") {
        return Err(format!("The URL's scheme must be either 'http', 'https', 'ws', or 'wss'. '{}' is not allowed.", record.scheme()));
    }
    // 6. If urlRecord's fragment is non-null, throw a "SyntaxError" DOMException.
    if record.fragment().is_some() {
        return Err(format!("The URL contains a fragment identifier ('{}'). Fragment identifiers are not allowed in WebSocket URLs.", record.fragment().unwrap_or("")));
    }
    Ok(record)
}

/// Whether `protocol` may be a value of `Sec-WebSocket-Protocol`: an HTTP
/// token (https://websockets.spec.whatwg.org/#dom-websocket-websocket step 5).
fn is_token(protocol: &str) -> bool {
    !protocol.is_empty() && protocol.bytes().all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

/// https://websockets.spec.whatwg.org/#fail-the-websocket-connection: the
/// connection is closed without a closing handshake; a task reports it
/// (https://websockets.spec.whatwg.org/#feedback-from-the-protocol, "When
/// the WebSocket connection is closed").
fn fail_the_websocket_connection(ctx: &mut Context, socket: &JsObject) {
    let Ok((doc, queued, url)) = with_socket(socket, |s| (s.doc, std::mem::replace(&mut s.closing_queued, true), s.url.clone())) else { return };
    if queued {
        return;
    }
    crate::console::console::engine_warning(ctx, &format!("WebSocket connection to '{url}' failed: webmcp does not connect to servers (it is offline)."));
    let socket = socket.clone();
    host(ctx).queue_task(doc, TaskSource::WebSocket, Box::new(move |ctx: &mut Context| the_websocket_connection_is_closed(ctx, &socket)));
}

/// The task of "when the WebSocket connection is closed" for a connection
/// the user agent failed: readyState CLOSED, `error`, then `close` (not
/// clean, code 1006, no reason).
fn the_websocket_connection_is_closed(ctx: &mut Context, socket: &JsObject) {
    // 1. Change the readyState attribute's value to CLOSED (3).
    if with_socket(socket, |s| s.ready_state = CLOSED).is_err() {
        return;
    }
    // 2. The user agent was required to fail the connection: fire an event named error.
    if let Ok(event) = crate::dom::event::create(ctx, Interface::Event, "error", false, false, |_| {}) {
        crate::dom::eventtarget::fire_event(ctx, socket, &event);
    }
    // 3. Fire an event named close, using CloseEvent, wasClean false, code 1006, reason "".
    if let Ok(event) = crate::dom::event::create(ctx, Interface::CloseEvent, "close", false, false, |_| {}) {
        crate::websockets::closeevent::set_close_data(&event, false, 1006, "");
        crate::dom::eventtarget::fire_event(ctx, socket, &event);
    }
}

impl WebSocketMethods for WebSocket {
    /// https://websockets.spec.whatwg.org/#dom-websocket-websocket
    fn constructor(ctx: &mut Context, proto: JsObject, url: String, protocols: DOMStringSequenceOrDOMString) -> JsResult<JsObject> {
        // 1-2. Let baseURL be this's relevant settings object's API base URL;
        //      urlRecord, the result of getting a URL record (SyntaxError on failure).
        let doc = crate::host::current_doc(ctx);
        let base = crate::html::urls::document_base_url(ctx, doc);
        let record = match get_a_url_record(&url, base.as_ref()) {
            Ok(r) => r,
            Err(message) => return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to construct 'WebSocket': {message}"))),
        };
        // 3. If protocols is a string, set protocols to « protocols ».
        let protocols: Vec<String> = match protocols {
            DOMStringSequenceOrDOMString::DOMString(p) => vec![p.to_std_string_lossy()],
            DOMStringSequenceOrDOMString::DOMStringSequence(ps) => ps.iter().map(JsString::to_std_string_lossy).collect(),
        };
        // 4. A protocol given twice or not a token: SyntaxError.
        for (i, p) in protocols.iter().enumerate() {
            if !is_token(p) || protocols[..i].contains(p) {
                return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to construct 'WebSocket': The subprotocol '{p}' is invalid or duplicated.")));
            }
        }
        // 5. Set this's url to urlRecord.
        let data = SocketData { url: record.to_string(), ready_state: CONNECTING, buffered_amount: 0, binary_type: "blob".into(), doc, closing_queued: false };
        let socket = reflect_with_proto(ctx, proto, Interface::WebSocket, DomKind::WebSocket(std::cell::RefCell::new(data)))?;
        // 7. In parallel, establish a WebSocket connection: offline, it fails.
        fail_the_websocket_connection(ctx, &socket);
        Ok(socket)
    }
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_socket(this, |s| s.url.clone())
    }
    fn get_ready_state(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        with_socket(this, |s| s.ready_state)
    }
    fn get_buffered_amount(_: &mut Context, this: &JsObject) -> JsResult<u64> {
        with_socket(this, |s| s.buffered_amount)
    }
    /// No extension was negotiated.
    fn get_extensions(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(""))
    }
    /// No subprotocol was selected.
    fn get_protocol(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(""))
    }
    /// https://websockets.spec.whatwg.org/#dom-websocket-close
    fn close(ctx: &mut Context, this: &JsObject, code: Option<u16>, reason: Option<String>) -> JsResult<()> {
        // 1. If code is present, but is neither 1000 nor in 3000-4999, throw an "InvalidAccessError".
        if let Some(code) = code {
            if code != 1000 && !(3000..=4999).contains(&code) {
                return Err(dom_exception(ctx, "InvalidAccessError", &format!("Failed to execute 'close' on 'WebSocket': The close code must be either 1000, or between 3000 and 4999. {code} is neither.")));
            }
        }
        // 2. If reason is present, its UTF-8 encoding must be at most 123 bytes: else "SyntaxError".
        if let Some(reason) = &reason {
            if reason.len() > 123 {
                return Err(dom_exception(ctx, "SyntaxError", "Failed to execute 'close' on 'WebSocket': The close reason must not be greater than 123 UTF-8 bytes."));
            }
        }
        // 3-4. Already CLOSING or CLOSED: nothing. Not yet established: fail the
        //      connection and set readyState to CLOSING.
        let state = with_socket(this, |s| s.ready_state)?;
        if state == CONNECTING {
            fail_the_websocket_connection(ctx, this);
            with_socket(this, |s| s.ready_state = CLOSING)?;
        }
        Ok(())
    }
    fn get_binary_type(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_socket(this, |s| s.binary_type.clone())
    }
    fn set_binary_type(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_socket(this, |s| s.binary_type = value)
    }
    /// https://websockets.spec.whatwg.org/#dom-websocket-send
    fn send(ctx: &mut Context, this: &JsObject, data: BufferSourceOrUSVString) -> JsResult<()> {
        // 1. If readyState is CONNECTING, throw an "InvalidStateError" DOMException.
        let state = with_socket(this, |s| s.ready_state)?;
        if state == CONNECTING {
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to execute 'send' on 'WebSocket': Still in CONNECTING state."));
        }
        // 2. The connection is closing or closed: increase bufferedAmount by
        //    the data's size (it is not sent).
        let size = match &data {
            BufferSourceOrUSVString::USVString(s) => s.len() as u64,
            BufferSourceOrUSVString::BufferSource(b) => crate::webidl::buffer::byte_length(ctx, b).unwrap_or(0) as u64,
        };
        with_socket(this, |s| s.buffered_amount = s.buffered_amount.saturating_add(size))
    }
}
