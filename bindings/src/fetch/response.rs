//! https://fetch.spec.whatwg.org/#response-class

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsNativeError, JsObject, JsResult};
use boa_gc::GcRefCell;
use runtime::fetch::loader::Resource;

use crate::fetch::body::{consume_body, extract, ReadAs};
use crate::generated::{BufferSourceOrURLSearchParamsOrUSVString as BodyInit, Interface, ResponseInit, ResponseMethods};
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
    let mut body = with_data(this, |d| std::mem::take(&mut d.body))?;
    let r = consume_body(ctx, &mut body, how);
    with_data(this, |d| d.body = body)?;
    r
}

impl ResponseMethods for Response {
    /// https://fetch.spec.whatwg.org/#dom-response
    fn constructor(ctx: &mut Context, proto: JsObject, body: Option<BodyInit>, init: ResponseInit) -> JsResult<JsObject> {
        // https://fetch.spec.whatwg.org/#initialize-a-response
        // 1. If init["status"] is not in the range 200 to 599, inclusive, then throw a RangeError.
        if !(200..=599).contains(&init.status) {
            return Err(JsNativeError::range().with_message(format!("Failed to construct 'Response': The status provided ({}) is outside the range [200, 599].", init.status)).into());
        }
        // 2. If init["statusText"] does not match the reason-phrase token production, throw a TypeError.
        if init.status_text.contains(['\r', '\n']) {
            return Err(type_error("Failed to construct 'Response': Invalid statusText"));
        }
        // 5-6. The headers: filled from init["headers"], guard "response".
        let headers = crate::fetch::headers::new_headers(ctx, Vec::new(), HeadersGuard::Response)?;
        if let Some(h) = init.headers {
            crate::fetch::headers::fill(&headers, h)?;
        }
        // 7. If body was given: a null body status is a TypeError; extract the body, and
        // set Content-Type when the body has a type and the headers have none.
        let mut bytes = None;
        if let Some(b) = body {
            if matches!(init.status, 101 | 103 | 204 | 205 | 304) {
                return Err(type_error("Failed to construct 'Response': Response with null body status cannot have body"));
            }
            let (b, content_type) = extract(ctx, b)?;
            if let Some(t) = content_type {
                let list = crate::fetch::headers::list(&headers)?;
                if crate::fetch::headers::get_header(&list, "content-type").is_none() {
                    let mut list = list;
                    list.push(("Content-Type".into(), t.into()));
                    let h2 = crate::fetch::headers::new_headers(ctx, list, HeadersGuard::Response)?;
                    return finish(ctx, proto, init.status, init.status_text, h2, Some(b));
                }
            }
            bytes = Some(b);
        }
        finish(ctx, proto, init.status, init.status_text, headers, bytes)
    }
    /// https://fetch.spec.whatwg.org/#dom-response-error
    fn error(ctx: &mut Context) -> JsResult<JsObject> {
        let headers = crate::fetch::headers::new_headers(ctx, Vec::new(), HeadersGuard::Immutable)?;
        let data = ResponseData { url: String::new(), status: 0, status_text: String::new(), type_: "error", body: BodyData::default(), headers };
        reflect(ctx, Interface::Response, DomKind::Response(GcRefCell::new(data)))
    }
    fn get_type(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| d.type_.to_string())
    }
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| d.url.clone())
    }
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
        if body.used {
            return Err(type_error("Failed to execute 'clone' on 'Response': Response body is already used"));
        }
        let list = crate::fetch::headers::list(&headers)?;
        let guard = if type_ == "default" { HeadersGuard::Response } else { HeadersGuard::Immutable };
        let headers = crate::fetch::headers::new_headers(ctx, list, guard)?;
        reflect(ctx, Interface::Response, DomKind::Response(GcRefCell::new(ResponseData { url, status, status_text, type_, body, headers })))
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

fn finish(ctx: &mut Context, proto: JsObject, status: u16, status_text: String, headers: JsObject, bytes: Option<Vec<u8>>) -> JsResult<JsObject> {
    let data = ResponseData { url: String::new(), status, status_text, type_: "default", body: BodyData { bytes, used: false }, headers };
    reflect_with_proto(ctx, proto, Interface::Response, DomKind::Response(GcRefCell::new(data)))
}
