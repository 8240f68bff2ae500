//! https://fetch.spec.whatwg.org/#fetch-method over the page's resource
//! loader: what the page's server (or its `file:` root) serves. Other
//! origins are reached only when the loader serves them and the response
//! allows the document's origin (`Access-Control-Allow-Origin`); otherwise
//! the fetch fails as it would offline, with a TypeError. The loader answers
//! GET (HEAD reads the same resource without its body); other methods are
//! refused with a TypeError rather than sent nowhere.

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsResult, JsValue};
use runtime::fetch::loader::{LoadError, Resource};
use runtime::html::event_loop::TaskSource;
use runtime::html::origin::Origin;

use crate::generated::{RequestInit, RequestOrUSVString as RequestInfo};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;

/// https://fetch.spec.whatwg.org/#dom-global-fetch for the Window of `doc`.
pub fn fetch(ctx: &mut Context, doc: DocId, input: RequestInfo, init: RequestInit) -> JsResult<JsPromise> {
    // 1. Let p be a new promise.
    // 2. Let requestObject be the result of invoking the initial value of Request
    // as constructor with input and init; if this throws, reject p with it.
    let made = crate::fetch::request::new_request_data(ctx, input, init)?;
    // 3-4. If requestObject's signal is aborted, abort the fetch() call with its abort reason.
    if let Some(signal) = made.input_signal.as_ref().filter(|s| crate::dom::abortsignal::is_aborted(s)) {
        let reason = crate::dom::abortsignal::reason(signal);
        return JsPromise::reject(boa_engine::JsError::from_opaque(reason), ctx);
    }
    let (method, mut url) = (made.request.method, made.request.url);
    // A URL's fragment is not part of what is fetched.
    url.set_fragment(None);
    if method != "GET" && method != "HEAD" {
        return Err(type_error(format!("Failed to fetch: {method} {url}: webmcp's loader answers GET and HEAD requests only")));
    }
    let (promise, resolvers) = JsPromise::new_pending(ctx);
    let h = host(ctx);
    let origin = h.doc(doc, |d| d.origin.clone()).ok_or_else(|| type_error("no document"))?;
    // 12. Fetch request (on the networking task source; the response is processed in a task).
    h.queue_task(doc, TaskSource::Networking, Box::new(move |ctx: &mut Context| {
        let result = main_fetch(ctx, &origin, &url, &method).and_then(|(mut res, type_)| {
            if method == "HEAD" {
                res.body.clear();
            }
            crate::fetch::response::new_response(ctx, &res, type_).map(JsValue::from)
        });
        let _ = match result {
            Ok(v) => resolvers.resolve.call(&JsValue::undefined(), &[v], ctx),
            Err(e) => {
                let v = crate::webidl::exception::error_value(e, ctx);
                resolvers.reject.call(&JsValue::undefined(), &[v], ctx)
            }
        };
    }));
    Ok(promise)
}

/// https://fetch.spec.whatwg.org/#concept-main-fetch as far as webmcp goes:
/// the response to a GET or HEAD of `url` (without its fragment) by a
/// document of `origin`, from the blob URL store or the page's loader, with
/// its type ("basic" or "cors"), or the network error as a TypeError.
pub(crate) fn main_fetch(ctx: &mut Context, origin: &Origin, url: &url::Url, method: &str) -> JsResult<(Resource, &'static str)> {
    // https://fetch.spec.whatwg.org/#scheme-fetch "blob": the blob URL store's entry.
    let from_store = (url.scheme() == "blob").then(|| host(ctx).ua().blob_urls.resolve(url).cloned());
    let loaded = match from_store {
        Some(entry) => blob_scheme_fetch(url, method, entry),
        None => host(ctx).ua().loader.load(url),
    };
    // https://fetch.spec.whatwg.org/#concept-cors-check for other origins.
    response_for(origin, url, loaded)
}

/// https://fetch.spec.whatwg.org/#scheme-fetch for "blob": a GET of a URL in
/// the blob URL store is the blob's bytes, with its length and type; anything
/// else is a network error.
fn blob_scheme_fetch(url: &url::Url, method: &str, entry: Option<runtime::file_api::BlobUrlEntry>) -> Result<Resource, LoadError> {
    // 2. If request's method is not `GET` or blobURLEntry is null, return a network error.
    let entry = match entry {
        Some(e) if method == "GET" => e,
        _ => return Err(LoadError::Unsupported(url.to_string())),
    };
    // 9-10. A 200 response with Content-Length and Content-Type (the blob's type).
    let mut headers = vec![("Content-Length".to_string(), entry.bytes.len().to_string())];
    headers.push(("Content-Type".to_string(), entry.type_.clone()));
    Ok(Resource { url: url.clone(), status: 200, headers, body: entry.bytes })
}

/// The response to hand the page, with its type, or the network error (a TypeError).
fn response_for(origin: &Origin, url: &url::Url, loaded: Result<Resource, LoadError>) -> JsResult<(Resource, &'static str)> {
    let same_origin = runtime::html::origin::same_origin(origin, &Origin::from_url(url));
    match loaded {
        Ok(res) if same_origin => Ok((res, "basic")),
        // https://fetch.spec.whatwg.org/#concept-cors-check
        Ok(res) => {
            let allowed = res.header("Access-Control-Allow-Origin").map(str::trim);
            if allowed == Some("*") || allowed == Some(origin.serialize().as_str()) {
                Ok((res, "cors"))
            } else {
                Err(type_error(format!("Failed to fetch {url}: the response does not allow the origin {} (CORS)", origin.serialize())))
            }
        }
        // The page's own server answers a missing file with a 404 response.
        Err(LoadError::NotFound(_)) if same_origin => Ok((Resource { url: url.clone(), status: 404, headers: Vec::new(), body: Vec::new() }, "basic")),
        Err(e) => Err(type_error(format!("Failed to fetch {url}: {e}"))),
    }
}
