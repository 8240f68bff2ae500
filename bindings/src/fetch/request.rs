//! https://fetch.spec.whatwg.org/#request-class

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult};
use boa_gc::GcRefCell;
use runtime::fetch::headers as h;

use crate::fetch::body::{consume_body, extract, is_unusable, ReadAs};
use crate::generated::{Interface, RequestInit, RequestMethods, RequestOrUSVString as RequestInfo};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{BodyData, DomKind, HeadersGuard, RequestData, RequestState};
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct Request;

pub fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut RequestData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Request"))?;
    match &d.kind {
        DomKind::Request(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a Request")),
    }
}

fn fail(message: impl std::fmt::Display) -> boa_engine::JsError {
    type_error(format!("Failed to construct 'Request': {message}"))
}

/// What the Request constructor makes from its arguments: the request, its
/// header list and guard, its body, and the signal to follow.
pub struct NewRequest {
    pub request: RequestState,
    pub headers: Vec<(String, String)>,
    pub guard: HeadersGuard,
    pub body: BodyData,
    pub input_signal: Option<JsObject>,
}

/// Whether the RequestInit dictionary has any member (WebIDL: "init is not empty").
fn init_is_empty(init: &RequestInit) -> bool {
    init.method.is_none()
        && init.headers.is_none()
        && init.body.is_none()
        && init.referrer.is_none()
        && init.referrer_policy.is_none()
        && init.mode.is_none()
        && init.credentials.is_none()
        && init.cache.is_none()
        && init.redirect.is_none()
        && init.integrity.is_none()
        && init.keepalive.is_none()
        && init.signal.is_none()
        && init.duplex.is_none()
        && init.priority.is_none()
        && init.window.is_undefined()
}

/// The steps of https://fetch.spec.whatwg.org/#dom-request that do not need
/// the new object: the request made from `input` and `init`.
pub fn new_request_data(ctx: &mut Context, input: RequestInfo, init: RequestInit) -> JsResult<NewRequest> {
    // 3. Let baseURL be this's relevant settings object's API base URL.
    let doc = crate::host::current_doc(ctx);
    let origin = crate::host::host(ctx).doc(doc, |d| d.origin.clone());
    let base = crate::html::urls::document_base_url(ctx, doc);
    let parse = |s: &str| match &base {
        Some(b) => b.join(s),
        None => url::Url::parse(s),
    };
    let mut fallback_mode = None;
    let mut input_signal = None;
    let mut input_request = None;
    // 5-6. The request: from a string (parsed; no credentials), or input's request.
    let (mut request, input_headers, input_body) = match &input {
        RequestInfo::USVString(s) => {
            let parsed = parse(s).map_err(|_| fail(format!("Failed to parse URL from {s}")))?;
            if !parsed.username().is_empty() || parsed.password().is_some() {
                return Err(fail(format!("Request cannot be constructed from a URL that includes credentials: {s}")));
            }
            // 5.4-5. A new request whose URL is parsedURL; fallbackMode is "cors".
            fallback_mode = Some("cors".to_string());
            let state = RequestState {
                method: "GET".into(),
                url: parsed,
                referrer: "client".into(),
                referrer_policy: String::new(),
                mode: "cors".into(),
                credentials: "same-origin".into(),
                cache: "default".into(),
                redirect: "follow".into(),
                integrity: String::new(),
                keepalive: false,
                reload_navigation: false,
                history_navigation: false,
            };
            (state, Vec::new(), None)
        }
        RequestInfo::Request(r) => {
            // 6.2. Set request to input's request; signal to input's signal.
            input_request = Some(r.clone());
            let (state, headers, body, signal) = with_data(r, |d| (d.request.clone(), d.headers.clone(), d.body.clone(), d.signal.clone()))?;
            input_signal = Some(signal);
            let list = crate::fetch::headers::list(&headers)?;
            (state, list, body.bytes.is_some().then_some(body))
        }
    };
    let init_empty = init_is_empty(&init);
    // 10. If init["window"] exists and is non-null, then throw a TypeError.
    if !init.window.is_null_or_undefined() {
        return Err(fail("'window' must be null"));
    }
    // 13. If init is not empty: navigate mode becomes same-origin; the navigation
    // flags are unset; the referrer is "client" and the referrer policy empty.
    if !init_empty {
        if request.mode == "navigate" {
            request.mode = "same-origin".into();
        }
        request.reload_navigation = false;
        request.history_navigation = false;
        request.referrer = "client".into();
        request.referrer_policy = String::new();
    }
    // 14. If init["referrer"] exists: "" is no-referrer; otherwise parse it (failure is a
    // TypeError); about:client or another origin's URL is "client"; else the URL.
    if let Some(referrer) = &init.referrer {
        if referrer.is_empty() {
            request.referrer = "no-referrer".into();
        } else {
            let parsed = parse(referrer).map_err(|_| fail(format!("Referrer '{referrer}' is not a valid URL.")))?;
            let same = origin.as_ref().is_some_and(|o| runtime::html::origin::same_origin(o, &runtime::html::origin::Origin::from_url(&parsed)));
            request.referrer = if (parsed.scheme() == "about" && parsed.path() == "client") || !same { "client".into() } else { parsed.to_string() };
        }
    }
    // 15. referrerPolicy.
    if let Some(p) = &init.referrer_policy {
        request.referrer_policy = p.clone();
    }
    // 16-18. mode: init's, else fallbackMode; "navigate" is a TypeError.
    let mode = init.mode.clone().or(fallback_mode);
    if mode.as_deref() == Some("navigate") {
        return Err(fail("Cannot construct a Request with a RequestInit whose mode member is set as 'navigate'."));
    }
    if let Some(m) = mode {
        request.mode = m;
    }
    // 19-20. credentials, cache.
    if let Some(c) = &init.credentials {
        request.credentials = c.clone();
    }
    if let Some(c) = &init.cache {
        request.cache = c.clone();
    }
    // 21. only-if-cached needs mode "same-origin".
    if request.cache == "only-if-cached" && request.mode != "same-origin" {
        return Err(fail("'only-if-cached' can be set only with 'same-origin' mode"));
    }
    // 22-24. redirect, integrity, keepalive.
    if let Some(r) = &init.redirect {
        request.redirect = r.clone();
    }
    if let Some(i) = &init.integrity {
        request.integrity = i.to_std_string_lossy();
    }
    if let Some(k) = init.keepalive {
        request.keepalive = k;
    }
    // 25. method: a method token, not forbidden; normalized.
    if let Some(m) = &init.method {
        if !h::is_method(m) {
            return Err(fail(format!("'{m}' is not a valid HTTP method.")));
        }
        if h::is_forbidden_method(m) {
            return Err(fail(format!("'{m}' HTTP method is unsupported.")));
        }
        request.method = h::normalize_method(m);
    }
    // 26. If init["signal"] exists, then set signal to it.
    if let Some(s) = &init.signal {
        input_signal = s.clone();
    }
    // 31-32. The headers' guard: "request"; with mode "no-cors" the method must be
    // CORS-safelisted and the guard is "request-no-cors".
    let mut guard = HeadersGuard::Request;
    if request.mode == "no-cors" {
        if !h::is_cors_safelisted_method(&request.method) {
            return Err(fail(format!("'{}' is unsupported in no-cors mode.", request.method)));
        }
        guard = HeadersGuard::RequestNoCors;
    }
    // 33. If init is not empty: the headers are init["headers"] if given, else a copy
    // of input's; this's headers are emptied, then filled with them.
    let tmp = crate::fetch::headers::new_headers(ctx, Vec::new(), guard)?;
    match init.headers {
        Some(init_headers) => crate::fetch::headers::fill(&tmp, init_headers)?,
        None if !init_empty => {
            for (n, v) in input_headers {
                crate::fetch::headers::append_header(&tmp, &n, &v)?;
            }
        }
        // Otherwise the header list is input's, as it is.
        None => crate::fetch::headers::set_list(&tmp, input_headers)?,
    }
    // 34-35. A body (init's or input's) with GET or HEAD is a TypeError.
    let init_body = init.body.flatten();
    if (init_body.is_some() || input_body.is_some()) && (request.method == "GET" || request.method == "HEAD") {
        return Err(fail("Request with GET/HEAD method cannot have body."));
    }
    // 37. Extract init["body"]; its type becomes Content-Type unless the headers have one.
    let mut body = BodyData::default();
    if let Some(b) = init_body {
        let extracted = extract(ctx, b)?;
        if let Some(t) = extracted.content_type {
            if !h::contains(&crate::fetch::headers::list(&tmp)?, "content-type") {
                crate::fetch::headers::append_header(&tmp, "Content-Type", &t)?;
            }
        }
        body = BodyData { bytes: Some(extracted.bytes), used: false };
    } else if let Some(b) = input_body {
        // 41. initBody is null and inputBody non-null: input must be usable; its body
        // moves to the new request (the proxy reads input's stream: input is disturbed).
        if is_unusable(&b) {
            return Err(fail("Cannot construct a Request with a Request object that has already been used."));
        }
        if let Some(r) = &input_request {
            with_data(r, |d| d.body.used = true)?;
        }
        body = BodyData { bytes: b.bytes, used: false };
    }
    let headers = crate::fetch::headers::list(&tmp)?;
    Ok(NewRequest { request, headers, guard, body, input_signal })
}

fn body_of(ctx: &mut Context, this: &JsObject, how: ReadAs) -> JsResult<JsPromise> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Request"))?;
    let DomKind::Request(cell) = &d.kind else { return Err(type_error("not a Request")) };
    let headers = cell.borrow().headers.clone();
    let mime = h::extract_mime_type(&crate::fetch::headers::list(&headers)?);
    let mut body = std::mem::take(&mut cell.borrow_mut().body);
    let r = consume_body(ctx, &mut body, how, mime);
    cell.borrow_mut().body = body;
    r
}

fn get<R>(this: &JsObject, f: impl FnOnce(&RequestState) -> R) -> JsResult<R> {
    with_data(this, |d| f(&d.request))
}

impl RequestMethods for Request {
    /// https://fetch.spec.whatwg.org/#dom-request
    fn constructor(ctx: &mut Context, proto: JsObject, input: RequestInfo, init: RequestInit) -> JsResult<JsObject> {
        let NewRequest { request, headers, guard, body, input_signal } = new_request_data(ctx, input, init)?;
        // 29-30. this's signal: a dependent abort signal following signal, if any.
        let signal = crate::dom::abortsignal::create_dependent(ctx, input_signal.into_iter().collect())?;
        // 31. this's headers: a new Headers object with the header list and guard.
        let headers = crate::fetch::headers::new_headers(ctx, headers, guard)?;
        reflect_with_proto(ctx, proto, Interface::Request, DomKind::Request(GcRefCell::new(RequestData { request, body, headers, signal })))
    }
    fn get_method(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| r.method.clone())
    }
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| r.url.to_string())
    }
    fn get_headers(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_data(this, |d| d.headers.clone())
    }
    /// https://fetch.spec.whatwg.org/#dom-request-destination: a script-made request's is "".
    fn get_destination(_: &mut Context, _this: &JsObject) -> JsResult<String> {
        Ok(String::new())
    }
    /// https://fetch.spec.whatwg.org/#dom-request-referrer
    fn get_referrer(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| match r.referrer.as_str() {
            // 1. "no-referrer": the empty string. 2. "client": "about:client".
            "no-referrer" => String::new(),
            "client" => "about:client".to_string(),
            // 3. The referrer, serialized.
            url => url.to_string(),
        })
    }
    fn get_referrer_policy(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| r.referrer_policy.clone())
    }
    fn get_mode(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| r.mode.clone())
    }
    fn get_credentials(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| r.credentials.clone())
    }
    fn get_cache(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| r.cache.clone())
    }
    fn get_redirect(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, |r| r.redirect.clone())
    }
    fn get_integrity(_: &mut Context, this: &JsObject) -> JsResult<boa_engine::JsString> {
        get(this, |r| boa_engine::JsString::from(r.integrity.as_str()))
    }
    fn get_keepalive(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        get(this, |r| r.keepalive)
    }
    fn get_is_reload_navigation(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        get(this, |r| r.reload_navigation)
    }
    fn get_is_history_navigation(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        get(this, |r| r.history_navigation)
    }
    fn get_signal(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_data(this, |d| d.signal.clone())
    }
    /// https://fetch.spec.whatwg.org/#dom-request-duplex
    fn get_duplex(_: &mut Context, _this: &JsObject) -> JsResult<String> {
        Ok("half".to_string())
    }
    /// https://fetch.spec.whatwg.org/#dom-request-clone
    fn clone(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        // 1. If this is unusable, then throw a TypeError.
        let (request, body, headers, signal) = with_data(this, |d| (d.request.clone(), d.body.clone(), d.headers.clone(), d.signal.clone()))?;
        if is_unusable(&body) {
            return Err(type_error("Failed to execute 'clone' on 'Request': Request body is already used"));
        }
        // 2-3. Clone this's request; a new Request with a copy of the headers and guard.
        let list = crate::fetch::headers::list(&headers)?;
        let guard = crate::fetch::headers::guard(&headers)?;
        let headers = crate::fetch::headers::new_headers(ctx, list, guard)?;
        // 4-5. Its signal follows this's signal.
        let signal = crate::dom::abortsignal::create_dependent(ctx, vec![signal])?;
        reflect(ctx, Interface::Request, DomKind::Request(GcRefCell::new(RequestData { request, body, headers, signal })))
    }
    fn get_body_used(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_data(this, |d| d.body.used)
    }
    fn array_buffer(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::ArrayBuffer)
    }
    fn blob(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::Blob)
    }
    fn bytes(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::Bytes)
    }
    fn form_data(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::FormData)
    }
    fn json(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::Json)
    }
    fn text(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::Text)
    }
}
