//! https://fetch.spec.whatwg.org/#request-class

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult};
use boa_gc::GcRefCell;

use crate::fetch::body::{consume_body, extract, ReadAs};
use crate::generated::{Interface, RequestInit, RequestMethods, RequestOrUSVString as RequestInfo};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{BodyData, DomKind, HeadersGuard, RequestData};
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct Request;

pub fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut RequestData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Request"))?;
    match &d.kind {
        DomKind::Request(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a Request")),
    }
}

/// https://fetch.spec.whatwg.org/#concept-method-normalize
fn normalize_method(method: &str) -> String {
    const NORMALIZED: [&str; 6] = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"];
    NORMALIZED.iter().find(|m| m.eq_ignore_ascii_case(method)).map_or_else(|| method.to_string(), |m| m.to_string())
}

/// The steps of https://fetch.spec.whatwg.org/#dom-request that make the
/// request from `input` and `init`: its method, URL, header list and body.
pub fn new_request_data(ctx: &mut Context, input: RequestInfo, init: RequestInit) -> JsResult<(String, url::Url, Vec<(String, String)>, BodyData)> {
    let (mut method, url, mut headers, mut body) = match input {
        // 5. If input is a string: parse it with this's relevant settings object's API base URL.
        RequestInfo::USVString(s) => {
            let doc = crate::host::current_doc(ctx);
            let base = crate::host::host(ctx).doc(doc, |d| d.url.clone());
            let parsed = match &base {
                Some(b) => b.join(&s),
                None => url::Url::parse(&s),
            };
            // 5.2-3. Failure, or a URL that includes credentials, is a TypeError.
            let Ok(parsed) = parsed else {
                return Err(type_error(format!("Failed to construct 'Request': Failed to parse URL from {s}")));
            };
            if !parsed.username().is_empty() || parsed.password().is_some() {
                return Err(type_error(format!("Failed to construct 'Request': Request cannot be constructed from a URL that includes credentials: {s}")));
            }
            ("GET".to_string(), parsed, Vec::new(), BodyData::default())
        }
        // 6. Otherwise (a Request): its request (a used body cannot be reused).
        RequestInfo::Request(r) => with_data(&r, |d| {
            let headers = crate::fetch::headers::list(&d.headers).unwrap_or_default();
            (d.method.clone(), d.url.clone(), headers, d.body.clone())
        })?,
    };
    if body.used {
        return Err(type_error("Failed to construct 'Request': Cannot construct a Request with a Request whose body is already used."));
    }
    // 25. If init["method"] exists: a method token, not a forbidden method; normalized.
    if let Some(m) = init.method {
        let token = !m.is_empty() && m.bytes().all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b));
        if !token {
            return Err(type_error(format!("Failed to construct 'Request': '{m}' is not a valid HTTP method.")));
        }
        if ["CONNECT", "TRACE", "TRACK"].iter().any(|f| f.eq_ignore_ascii_case(&m)) {
            return Err(type_error(format!("Failed to construct 'Request': '{m}' HTTP method is unsupported.")));
        }
        method = normalize_method(&m);
    }
    // 32-33. If init["headers"] exists, the header list is filled from it instead.
    if let Some(h) = init.headers {
        let tmp = crate::fetch::headers::new_headers(ctx, Vec::new(), HeadersGuard::Request)?;
        crate::fetch::headers::fill(&tmp, h)?;
        headers = crate::fetch::headers::list(&tmp)?;
    }
    // 35-36. A body with GET or HEAD is a TypeError; extract it and set Content-Type if missing.
    if let Some(Some(init_body)) = init.body {
        if method == "GET" || method == "HEAD" {
            return Err(type_error("Failed to construct 'Request': Request with GET/HEAD method cannot have body."));
        }
        let (bytes, content_type) = extract(ctx, init_body)?;
        if let Some(t) = content_type {
            if crate::fetch::headers::get_header(&headers, "content-type").is_none() {
                headers.push(("Content-Type".to_string(), t.to_string()));
            }
        }
        body = BodyData { bytes: Some(bytes), used: false };
    }
    Ok((method, url, headers, body))
}

fn body_of(ctx: &mut Context, this: &JsObject, how: ReadAs) -> JsResult<JsPromise> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Request"))?;
    let DomKind::Request(cell) = &d.kind else { return Err(type_error("not a Request")) };
    let mut body = std::mem::take(&mut cell.borrow_mut().body);
    let r = consume_body(ctx, &mut body, how);
    cell.borrow_mut().body = body;
    r
}

impl RequestMethods for Request {
    /// https://fetch.spec.whatwg.org/#dom-request
    fn constructor(ctx: &mut Context, proto: JsObject, input: RequestInfo, init: RequestInit) -> JsResult<JsObject> {
        let (method, url, list, body) = new_request_data(ctx, input, init)?;
        let headers = crate::fetch::headers::new_headers(ctx, list, HeadersGuard::Request)?;
        reflect_with_proto(ctx, proto, Interface::Request, DomKind::Request(GcRefCell::new(RequestData { method, url, body, headers })))
    }
    fn get_method(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| d.method.clone())
    }
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| d.url.to_string())
    }
    fn get_headers(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_data(this, |d| d.headers.clone())
    }
    /// https://fetch.spec.whatwg.org/#dom-request-clone
    fn clone(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        // 1. If this is unusable, then throw a TypeError.
        let (method, url, body, headers) = with_data(this, |d| (d.method.clone(), d.url.clone(), d.body.clone(), d.headers.clone()))?;
        if body.used {
            return Err(type_error("Failed to execute 'clone' on 'Request': Request body is already used"));
        }
        let list = crate::fetch::headers::list(&headers)?;
        let headers = crate::fetch::headers::new_headers(ctx, list, HeadersGuard::Request)?;
        reflect(ctx, Interface::Request, DomKind::Request(GcRefCell::new(RequestData { method, url, body, headers })))
    }
    fn get_body_used(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_data(this, |d| d.body.used)
    }
    fn array_buffer(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::ArrayBuffer)
    }
    fn bytes(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::Bytes)
    }
    fn json(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::Json)
    }
    fn text(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        body_of(ctx, this, ReadAs::Text)
    }
}
