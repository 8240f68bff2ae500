//! https://fetch.spec.whatwg.org/#response-class

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsNativeError, JsObject, JsResult, JsValue};
use boa_gc::GcRefCell;
use runtime::fetch::loader::Resource;

use crate::fetch::body::{consume_body, extract, is_unusable, Extracted, ReadAs};
use crate::generated::{BlobOrBufferSourceOrFormDataOrURLSearchParamsOrUSVString as BodyInit, Interface, ResponseInit, ResponseMethods};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{BodyData, DomKind, HeadersGuard, ResponseData};
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct Response;

/// The reason phrase of the status codes a loader answers with.
pub fn reason_phrase(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        301 => "Moved Permanently",
        302 => "Found",
        304 => "Not Modified",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        500 => "Internal Server Error",
        _ => "",
    }
}

/// A Response for a loaded resource (its headers immutable); `type_` is
/// "basic" for the document's origin and "cors" for another one.
pub fn new_response(ctx: &mut Context, res: &Resource, type_: &'static str) -> JsResult<JsObject> {
    let headers = crate::fetch::headers::new_headers(ctx, res.headers.clone(), HeadersGuard::Immutable)?;
    let data = ResponseData {
        url: res.url.to_string(),
        status: res.status,
        status_text: reason_phrase(res.status).to_string(),
        type_,
        body: BodyData { bytes: Some(res.body.clone()), used: false },
        headers,
    };
    reflect(ctx, Interface::Response, DomKind::Response(GcRefCell::new(data)))
}

fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut ResponseData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Response"))?;
    match &d.kind {
        DomKind::Response(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a Response")),
    }
}

fn body_of(ctx: &mut Context, this: &JsObject, how: ReadAs) -> JsResult<JsPromise> {
    let headers = with_data(this, |d| d.headers.clone())?;
    let mime = runtime::fetch::headers::extract_mime_type(&crate::fetch::headers::list(&headers)?);
    let mut body = with_data(this, |d| std::mem::take(&mut d.body))?;
    let r = consume_body(ctx, &mut body, how, mime);
    with_data(this, |d| d.body = body)?;
    r
}

/// https://fetch.spec.whatwg.org/#null-body-status
fn is_null_body_status(status: u16) -> bool {
    matches!(status, 101 | 103 | 204 | 205 | 304)
}

/// https://fetch.spec.whatwg.org/#redirect-status
fn is_redirect_status(status: u16) -> bool {
    matches!(status, 301 | 302 | 303 | 307 | 308)
}

/// https://fetch.spec.whatwg.org/#initialize-a-response: a new Response
/// (prototype `proto`, headers guard "response") from init and a body with type.
fn initialize_a_response(ctx: &mut Context, proto: Option<JsObject>, init: ResponseInit, body: Option<Extracted>) -> JsResult<JsObject> {
    // 1. If init["status"] is not in the range 200 to 599, inclusive, then throw a RangeError.
    if !(200..=599).contains(&init.status) {
        return Err(JsNativeError::range().with_message(format!("Failed to construct 'Response': The status provided ({}) is outside the range [200, 599].", init.status)).into());
    }
    // 2. If init["statusText"] does not match the reason-phrase token production, throw a TypeError.
    if !init.status_text.chars().all(|c| c == '\t' || (' '..='~').contains(&c) || ('\u{80}'..='\u{FF}').contains(&c)) {
        return Err(type_error("Failed to construct 'Response': Invalid statusText"));
    }
    // 3-5. Status, status message, and headers filled from init["headers"].
    let headers = crate::fetch::headers::new_headers(ctx, Vec::new(), HeadersGuard::Response)?;
    if let Some(h) = init.headers {
        crate::fetch::headers::fill(&headers, h)?;
    }
    // 6. If body was given: a null body status is a TypeError; the body is set, and its
    // type becomes Content-Type unless the header list has one.
    let mut bytes = None;
    if let Some(body) = body {
        if is_null_body_status(init.status) {
            return Err(type_error("Failed to construct 'Response': Response with null body status cannot have body"));
        }
        if let Some(t) = body.content_type {
            let mut list = crate::fetch::headers::list(&headers)?;
            if !runtime::fetch::headers::contains(&list, "content-type") {
                list.push(("Content-Type".into(), t));
                crate::fetch::headers::set_list(&headers, list)?;
            }
        }
        bytes = Some(body.bytes);
    }
    let data = ResponseData { url: String::new(), status: init.status, status_text: init.status_text, type_: "default", body: BodyData { bytes, used: false }, headers };
    let kind = DomKind::Response(GcRefCell::new(data));
    match proto {
        Some(p) => reflect_with_proto(ctx, p, Interface::Response, kind),
        None => reflect(ctx, Interface::Response, kind),
    }
}

impl ResponseMethods for Response {
    /// https://fetch.spec.whatwg.org/#dom-response
    fn constructor(ctx: &mut Context, proto: JsObject, body: Option<BodyInit>, init: ResponseInit) -> JsResult<JsObject> {
        // 1-2. this's response and headers (guard "response").
        // 3. bodyWithType: body extracted, if body is non-null.
        let body = match body {
            Some(b) => Some(extract(ctx, b)?),
            None => None,
        };
        // 4. Perform initialize a response given this, init, and bodyWithType.
        initialize_a_response(ctx, Some(proto), init, body)
    }
    /// https://fetch.spec.whatwg.org/#dom-response-error
    fn error(ctx: &mut Context) -> JsResult<JsObject> {
        // A new Response whose response is a network error, headers immutable.
        let headers = crate::fetch::headers::new_headers(ctx, Vec::new(), HeadersGuard::Immutable)?;
        let data = ResponseData { url: String::new(), status: 0, status_text: String::new(), type_: "error", body: BodyData::default(), headers };
        reflect(ctx, Interface::Response, DomKind::Response(GcRefCell::new(data)))
    }
    /// https://fetch.spec.whatwg.org/#dom-response-redirect
    fn redirect(ctx: &mut Context, url: String, status: u16) -> JsResult<JsObject> {
        // 1. Let parsedURL be the result of parsing url with current settings object's API base URL.
        let doc = crate::host::current_doc(ctx);
        let base = crate::html::urls::document_base_url(ctx, doc);
        let parsed = match &base {
            Some(b) => b.join(&url),
            None => url::Url::parse(&url),
        };
        // 2. If parsedURL is failure, then throw a TypeError.
        let parsed = parsed.map_err(|_| type_error(format!("Failed to execute 'redirect' on 'Response': Invalid URL '{url}'")))?;
        // 3. If status is not a redirect status, then throw a RangeError.
        if !is_redirect_status(status) {
            return Err(JsNativeError::range().with_message(format!("Failed to execute 'redirect' on 'Response': Invalid status code {status}")).into());
        }
        // 4-7. A Response with headers guard "immutable", the status, and `Location` set
        // to parsedURL, serialized.
        let headers = crate::fetch::headers::new_headers(ctx, vec![("location".into(), parsed.to_string())], HeadersGuard::Immutable)?;
        let data = ResponseData { url: String::new(), status, status_text: String::new(), type_: "default", body: BodyData::default(), headers };
        reflect(ctx, Interface::Response, DomKind::Response(GcRefCell::new(data)))
    }
    /// https://fetch.spec.whatwg.org/#dom-response-json
    fn static_json(ctx: &mut Context, data: JsValue, init: ResponseInit) -> JsResult<JsObject> {
        // 1. Let bytes be the result of running serialize a JavaScript value to JSON bytes on data
        // (https://infra.spec.whatwg.org/#serialize-a-javascript-value-to-json-bytes: undefined is a TypeError).
        let Some(text) = crate::webidl::json::stringify(ctx, &data)? else {
            return Err(type_error("Failed to execute 'json' on 'Response': The data is not JSON serializable"));
        };
        // 2. Let body be the result of extracting bytes.
        // 3-4. A new Response (headers guard "response"), initialized with init and
        // (body, "application/json").
        let body = Extracted { bytes: text.into_bytes(), content_type: Some("application/json".into()) };
        initialize_a_response(ctx, None, init, Some(body))
    }
    fn get_type(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| d.type_.to_string())
    }
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| d.url.clone())
    }
    /// https://fetch.spec.whatwg.org/#dom-response-redirected: the loader follows no redirects.
    fn get_redirected(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(false)
    }
    fn get_status(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        with_data(this, |d| d.status)
    }
    /// https://fetch.spec.whatwg.org/#dom-response-ok: a status in the range 200 to 299.
    fn get_ok(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_data(this, |d| (200..300).contains(&d.status))
    }
    fn get_status_text(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| d.status_text.clone())
    }
    fn get_headers(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_data(this, |d| d.headers.clone())
    }
    /// https://fetch.spec.whatwg.org/#dom-response-clone
    fn clone(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        // 1. If this is unusable, then throw a TypeError.
        let (url, status, status_text, type_, body, headers) = with_data(this, |d| (d.url.clone(), d.status, d.status_text.clone(), d.type_, d.body.clone(), d.headers.clone()))?;
        if is_unusable(&body) {
            return Err(type_error("Failed to execute 'clone' on 'Response': Response body is already used"));
        }
        // 2-3. A clone of the response, with a copy of the headers and their guard.
        let list = crate::fetch::headers::list(&headers)?;
        let guard = crate::fetch::headers::guard(&headers)?;
        let headers = crate::fetch::headers::new_headers(ctx, list, guard)?;
        reflect(ctx, Interface::Response, DomKind::Response(GcRefCell::new(ResponseData { url, status, status_text, type_, body, headers })))
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
