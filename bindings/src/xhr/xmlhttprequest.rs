//! https://xhr.spec.whatwg.org/#interface-xmlhttprequest over the page's
//! resource loader, as `fetch()` is (`crate::fetch::fetch`): the loader
//! answers GET and HEAD; another origin only with the response's
//! `Access-Control-Allow-Origin`; any other method is a network error
//! (there is no server to send a body to), with a console warning saying
//! so. A fetch completes in one networking task (the response's headers)
//! and the next (its whole body), so `timeout` never elapses and a request
//! has no upload to report. Document responses are HTML (parsed with
//! scripting disabled) or XML (`runtime::dom::parse_xml_document`).

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use boa_gc::{Finalize, GcRefCell, Trace};
use runtime::mimesniff::{parse_mime_type, MimeType};
use url::Url;

use crate::generated::{DocumentOrBlobOrBufferSourceOrFormDataOrURLSearchParamsOrUSVString as Body, Interface, XMLHttpRequestMethods};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};
use crate::xhr::progressevent::fire_a_progress_event_given as fire_a_progress_event;

mod fetching;
mod response;

use fetching::{fetch_async, handle_response_end_of_body, load, received, request_error_steps, RequestError};
use response::{mime_type, readable_headers, response_object, text_response};

pub struct XMLHttpRequest;

const UNSENT: u16 = 0;
const OPENED: u16 = 1;
const HEADERS_RECEIVED: u16 = 2;
const LOADING: u16 = 3;
const DONE: u16 = 4;

/// A response this object received (https://fetch.spec.whatwg.org/#concept-response).
#[derive(Clone)]
struct Received {
    url: Url,
    status: u16,
    headers: Vec<(String, String)>,
    /// "basic" or "cors" (https://fetch.spec.whatwg.org/#concept-response-type).
    type_: &'static str,
    /// Whether the body is null (a HEAD request's response).
    null_body: bool,
}

/// An XMLHttpRequest's associated state (https://xhr.spec.whatwg.org/#xmlhttprequest).
#[derive(Trace, Finalize)]
pub struct XhrData {
    #[unsafe_ignore_trace]
    doc: DocId,
    #[unsafe_ignore_trace]
    state: u16,
    #[unsafe_ignore_trace]
    send_flag: bool,
    #[unsafe_ignore_trace]
    sync: bool,
    #[unsafe_ignore_trace]
    method: String,
    #[unsafe_ignore_trace]
    url: Option<Url>,
    #[unsafe_ignore_trace]
    author_request_headers: Vec<(String, String)>,
    #[unsafe_ignore_trace]
    timeout: u32,
    #[unsafe_ignore_trace]
    with_credentials: bool,
    upload: JsObject,
    #[unsafe_ignore_trace]
    upload_listener: bool,
    #[unsafe_ignore_trace]
    upload_complete: bool,
    /// `None` is a network error.
    #[unsafe_ignore_trace]
    response: Option<Received>,
    #[unsafe_ignore_trace]
    received_bytes: Vec<u8>,
    #[unsafe_ignore_trace]
    response_type: String,
    #[unsafe_ignore_trace]
    override_mime_type: Option<MimeType>,
    /// The response object: not made yet, made, or failed (`Some(None)`).
    response_object: Option<Option<JsValue>>,
    /// Bumped when the fetch controller is terminated or aborted (`open()`,
    /// `abort()`): the tasks of an earlier fetch then do nothing.
    #[unsafe_ignore_trace]
    fetch_generation: u64,
}

fn with_xhr<R>(obj: &JsObject, f: impl FnOnce(&mut XhrData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not an XMLHttpRequest"))?;
    match &d.kind {
        DomKind::XMLHttpRequest(x) => Ok(f(&mut x.borrow_mut())),
        _ => Err(type_error("not an XMLHttpRequest")),
    }
}

fn invalid_state(ctx: &mut Context, what: &str) -> boa_engine::JsError {
    dom_exception(ctx, "InvalidStateError", &format!("Failed to execute '{what}' on 'XMLHttpRequest': the object's state must be OPENED."))
}

fn fire_ready_state_change(ctx: &mut Context, xhr: &JsObject) -> JsResult<()> {
    let event = crate::dom::event::create(ctx, Interface::Event, "readystatechange", false, false, |_| {})?;
    crate::dom::eventtarget::fire_event(ctx, xhr, &event);
    Ok(())
}

impl XMLHttpRequestMethods for XMLHttpRequest {
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        let doc = crate::host::current_doc(ctx);
        let upload = reflect(ctx, Interface::XMLHttpRequestUpload, DomKind::Plain)?;
        let data = XhrData {
            doc,
            state: UNSENT,
            send_flag: false,
            sync: false,
            method: String::new(),
            url: None,
            author_request_headers: Vec::new(),
            timeout: 0,
            with_credentials: false,
            upload,
            upload_listener: false,
            upload_complete: false,
            response: None,
            received_bytes: Vec::new(),
            response_type: String::new(),
            override_mime_type: None,
            response_object: None,
            fetch_generation: 0,
        };
        reflect_with_proto(ctx, proto, Interface::XMLHttpRequest, DomKind::XMLHttpRequest(GcRefCell::new(data)))
    }
    fn open(ctx: &mut Context, this: &JsObject, method: String, url: String) -> JsResult<()> {
        // 7. If the async argument is omitted, set async to true, and username and password to null.
        Self::open_with_async(ctx, this, method, url, true, None, None)
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-open
    fn open_with_async(ctx: &mut Context, this: &JsObject, method: String, url: String, r#async: bool, username: Option<String>, password: Option<String>) -> JsResult<()> {
        let doc = with_xhr(this, |x| x.doc)?;
        // 1. If this's relevant global object's associated Document is not fully active, throw an "InvalidStateError".
        if !host(ctx).fully_active(doc) {
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to execute 'open' on 'XMLHttpRequest': the document is not fully active."));
        }
        // 2. If method is not a method, then throw a "SyntaxError" DOMException.
        if !runtime::fetch::headers::is_method(&method) {
            return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to execute 'open' on 'XMLHttpRequest': '{method}' is not a valid HTTP method.")));
        }
        // 3. If method is a forbidden method, then throw a "SecurityError" DOMException.
        if runtime::fetch::headers::is_forbidden_method(&method) {
            return Err(dom_exception(ctx, "SecurityError", &format!("Failed to execute 'open' on 'XMLHttpRequest': '{method}' HTTP method is unsupported.")));
        }
        // 4. Normalize method.
        let method = runtime::fetch::headers::normalize_method(&method);
        // 5-6. Let parsedURL be the result of encoding-parsing url relative to
        //      this's relevant settings object; failure is a "SyntaxError".
        let base = crate::html::urls::document_base_url(ctx, doc);
        let parsed = base.as_ref().map_or_else(|| Url::parse(&url), |b| b.join(&url));
        let Ok(mut parsed) = parsed else {
            return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to execute 'open' on 'XMLHttpRequest': Invalid URL '{url}'.")));
        };
        // 8. If parsedURL's host is non-null: set its username and password when given.
        if parsed.host().is_some() {
            if let Some(u) = &username {
                let _ = parsed.set_username(u);
            }
            if let Some(p) = &password {
                let _ = parsed.set_password(Some(p));
            }
        }
        // 9. A synchronous request in a Window may have no timeout and no response type.
        let (timeout, response_type) = with_xhr(this, |x| (x.timeout, x.response_type.clone()))?;
        if !r#async && (timeout != 0 || !response_type.is_empty()) {
            return Err(dom_exception(ctx, "InvalidAccessError", "Failed to execute 'open' on 'XMLHttpRequest': Synchronous requests from a document must not set a timeout or a response type."));
        }
        // 10. Terminate this's fetch controller.
        // 11. Set the request's variables; the response is a network error, the received bytes empty.
        // 12. If this's state is not opened, set it to opened and fire readystatechange.
        let fire = with_xhr(this, |x| {
            x.fetch_generation += 1;
            x.send_flag = false;
            x.upload_listener = false;
            x.method = method;
            x.url = Some(parsed);
            x.sync = !r#async;
            x.author_request_headers.clear();
            x.response = None;
            x.received_bytes.clear();
            x.response_object = None;
            std::mem::replace(&mut x.state, OPENED) != OPENED
        })?;
        if fire {
            fire_ready_state_change(ctx, this)?;
        }
        Ok(())
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-setrequestheader
    fn set_request_header(ctx: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        // 1-2. The state must be opened and the send() flag unset.
        let (state, send) = with_xhr(this, |x| (x.state, x.send_flag))?;
        if state != OPENED || send {
            return Err(invalid_state(ctx, "setRequestHeader"));
        }
        // 3. Normalize value.
        let value = runtime::fetch::headers::normalize_header_value(&value);
        // 4. If name is not a header name or value is not a header value, then throw a "SyntaxError".
        if !runtime::fetch::headers::is_header_name(&name) || !runtime::fetch::headers::is_header_value(&value) {
            return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to execute 'setRequestHeader' on 'XMLHttpRequest': '{name}' is not a valid HTTP header field name or its value is invalid.")));
        }
        // 5. If (name, value) is a forbidden request-header, then return.
        if runtime::fetch::headers::is_forbidden_request_header(&name, &value) {
            return Ok(());
        }
        // 6. Combine (name, value) in this's author request headers.
        with_xhr(this, |x| match x.author_request_headers.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(&name)) {
            Some((_, v)) => {
                v.push_str(", ");
                v.push_str(&value);
            }
            None => x.author_request_headers.push((name, value)),
        })
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
    fn send(ctx: &mut Context, this: &JsObject, body: Option<Body>) -> JsResult<()> {
        // 1-2. The state must be opened and the send() flag unset.
        let (state, send, method) = with_xhr(this, |x| (x.state, x.send_flag, x.method.clone()))?;
        if state != OPENED || send {
            return Err(invalid_state(ctx, "send"));
        }
        // 3. If this's request method is `GET` or `HEAD`, then set body to null.
        // 4. A body goes with no request here: the loader answers GET and HEAD
        //    only, so the fetch below is a network error.
        let has_body = body.is_some() && method != "GET" && method != "HEAD";
        // 5. If one or more event listeners are registered on this's upload object, set the upload listener flag.
        // 7-10. Unset the upload complete flag (set it when there is no body); set the send() flag.
        let sync = with_xhr(this, |x| {
            x.upload_listener = x.upload.downcast_ref::<DomObject>().is_some_and(|d| d.listeners.borrow().iter().any(|l| !l.removed.get()));
            x.upload_complete = !has_body;
            x.send_flag = true;
            x.sync
        })?;
        if !sync {
            // 11.1. Fire a progress event named loadstart at this with 0 and 0.
            fire_a_progress_event(ctx, this, "loadstart", 0, 0)?;
            // 11.2-3. With upload listeners and a body, loadstart at the upload object.
            let upload = with_xhr(this, |x| (x.upload_listener && !x.upload_complete).then(|| x.upload.clone()))?;
            if let Some(upload) = upload {
                fire_a_progress_event(ctx, &upload, "loadstart", 0, 0)?;
            }
            // 11.4. If this's state is not opened or this's send() flag is unset, then return.
            if with_xhr(this, |x| x.state != OPENED || !x.send_flag)? {
                return Ok(());
            }
            // 11.5-11. Fetch the request.
            return fetch_async(ctx, this);
        }
        // 12. Synchronous: fetch, wait for the whole response, then handle it.
        let (doc, url) = with_xhr(this, |x| (x.doc, x.url.clone()))?;
        let url = url.ok_or_else(|| type_error("XMLHttpRequest: no URL"))?;
        let response = load(ctx, doc, &method, &url).map(|(res, type_)| received(res, type_, &method));
        with_xhr(this, |x| match response {
            Some((r, body)) => {
                x.response = Some(r);
                x.received_bytes = body;
            }
            None => x.response = None,
        })?;
        handle_response_end_of_body(ctx, this)
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-abort
    fn abort(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        // 1. Abort this's fetch controller.
        let (state, send) = with_xhr(this, |x| {
            x.fetch_generation += 1;
            (x.state, x.send_flag)
        })?;
        // 2. If this's state is opened with its send() flag set, headers
        //    received, or loading, then run the request error steps for abort.
        if (state == OPENED && send) || state == HEADERS_RECEIVED || state == LOADING {
            request_error_steps(ctx, this, RequestError::Abort)?;
        }
        // 3. If this's state is done, set it to unsent and the response to a
        //    network error (no readystatechange event is dispatched).
        with_xhr(this, |x| {
            if x.state == DONE {
                x.state = UNSENT;
                x.response = None;
            }
        })
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getresponseheader
    fn get_response_header(_: &mut Context, this: &JsObject, name: String) -> JsResult<Option<String>> {
        with_xhr(this, |x| x.response.as_ref().and_then(|r| runtime::fetch::headers::get(&readable_headers(r), &name)))
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getallresponseheaders
    fn get_all_response_headers(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_xhr(this, |x| {
            let Some(r) = &x.response else { return String::new() };
            // The headers sorted and combined, lowercase names, each as `name: value` and CRLF.
            let lower: Vec<(String, String)> = readable_headers(r).into_iter().map(|(n, v)| (n.to_ascii_lowercase(), v)).collect();
            crate::fetch::headers::sort_and_combine(&lower).into_iter().map(|(n, v)| format!("{n}: {v}\r\n")).collect()
        })
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-overridemimetype
    fn override_mime_type(ctx: &mut Context, this: &JsObject, mime: JsString) -> JsResult<()> {
        // 1. If this's state is loading or done, then throw an "InvalidStateError".
        if matches!(with_xhr(this, |x| x.state)?, LOADING | DONE) {
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to execute 'overrideMimeType' on 'XMLHttpRequest': MimeType cannot be overridden when the state is LOADING or DONE."));
        }
        // 2-3. The parsed MIME type, or application/octet-stream on failure.
        let parsed = parse_mime_type(&mime.to_std_string_lossy()).unwrap_or_else(|| mime_type("application", "octet-stream"));
        with_xhr(this, |x| x.override_mime_type = Some(parsed))
    }
    fn get_ready_state(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        with_xhr(this, |x| x.state)
    }
    fn get_timeout(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        with_xhr(this, |x| x.timeout)
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-timeout
    fn set_timeout(ctx: &mut Context, this: &JsObject, value: u32) -> JsResult<()> {
        // 1. A synchronous request in a Window cannot have a timeout.
        if with_xhr(this, |x| x.sync)? {
            return Err(dom_exception(ctx, "InvalidAccessError", "Failed to set the 'timeout' property on 'XMLHttpRequest': Timeouts cannot be set for synchronous requests made from a document."));
        }
        with_xhr(this, |x| x.timeout = value)
    }
    fn get_with_credentials(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_xhr(this, |x| x.with_credentials)
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-withcredentials
    fn set_with_credentials(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        // 1-2. Only while unsent or opened, before send().
        let (state, send) = with_xhr(this, |x| (x.state, x.send_flag))?;
        if !(state == UNSENT || state == OPENED) || send {
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to set the 'withCredentials' property on 'XMLHttpRequest': The value may only be set if the object's state is UNSENT or OPENED."));
        }
        with_xhr(this, |x| x.with_credentials = value)
    }
    fn get_upload(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_xhr(this, |x| x.upload.clone())
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responseurl
    fn get_response_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_xhr(this, |x| {
            x.response.as_ref().map_or_else(String::new, |r| {
                let mut u = r.url.clone();
                u.set_fragment(None);
                u.to_string()
            })
        })
    }
    fn get_status(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        with_xhr(this, |x| x.response.as_ref().map_or(0, |r| r.status))
    }
    fn get_status_text(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_xhr(this, |x| x.response.as_ref().map_or_else(String::new, |r| crate::fetch::response::reason_phrase(r.status).to_string()))
    }
    fn get_response_type(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_xhr(this, |x| x.response_type.clone())
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetype
    fn set_response_type(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        // 2. If this's state is loading or done, then throw an "InvalidStateError".
        let (state, sync) = with_xhr(this, |x| (x.state, x.sync))?;
        if state == LOADING || state == DONE {
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to set the 'responseType' property on 'XMLHttpRequest': The response type cannot be set if the object's state is LOADING or DONE."));
        }
        // 3. A synchronous request in a Window cannot have a response type.
        if sync {
            return Err(dom_exception(ctx, "InvalidAccessError", "Failed to set the 'responseType' property on 'XMLHttpRequest': The response type cannot be changed for synchronous requests made from a document."));
        }
        with_xhr(this, |x| x.response_type = value)
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-response
    fn get_response(ctx: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        let (response_type, state) = with_xhr(this, |x| (x.response_type.clone(), x.state))?;
        // 1. "" or "text": the text response once loading or done, else "".
        if response_type.is_empty() || response_type == "text" {
            if state != LOADING && state != DONE {
                return Ok(JsString::default().into());
            }
            return Ok(JsString::from(with_xhr(this, |x| text_response(x))?.as_str()).into());
        }
        // 2. If this's state is not done, then return null.
        if state != DONE {
            return Ok(JsValue::null());
        }
        // 3-8. The response object, made once.
        response_object(ctx, this, &response_type)
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetext
    fn get_response_text(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        let (response_type, state) = with_xhr(this, |x| (x.response_type.clone(), x.state))?;
        // 1. If this's response type is not "" or "text", then throw an "InvalidStateError".
        if !(response_type.is_empty() || response_type == "text") {
            return Err(dom_exception(ctx, "InvalidStateError", &format!("Failed to read the 'responseText' property from 'XMLHttpRequest': The value is only accessible if the object's 'responseType' is '' or 'text' (was '{response_type}').")));
        }
        // 2. If this's state is not loading or done, then return the empty string.
        if state != LOADING && state != DONE {
            return Ok(String::new());
        }
        // 3. Return the result of getting a text response for this.
        with_xhr(this, |x| text_response(x))
    }
    /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsexml
    fn get_response_xml(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (response_type, state) = with_xhr(this, |x| (x.response_type.clone(), x.state))?;
        // 1. If this's response type is not "" or "document", then throw an "InvalidStateError".
        if !(response_type.is_empty() || response_type == "document") {
            return Err(dom_exception(ctx, "InvalidStateError", &format!("Failed to read the 'responseXML' property from 'XMLHttpRequest': The value is only accessible if the object's 'responseType' is '' or 'document' (was '{response_type}').")));
        }
        // 2. If this's state is not done, then return null.
        if state != DONE {
            return Ok(None);
        }
        // 3-5. The response object (made once): the document response.
        let v = response_object(ctx, this, "document")?;
        Ok(v.as_object())
    }
}
