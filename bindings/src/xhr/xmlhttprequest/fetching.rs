//! The fetch of an XMLHttpRequest and what its response does to it: the
//! request error steps, the response's headers and body in networking
//! tasks, the end of the body (https://xhr.spec.whatwg.org/#the-send()-method).

use boa_engine::{Context, JsObject, JsResult};
use runtime::fetch::loader::Resource;
use runtime::html::event_loop::TaskSource;
use url::Url;

use crate::host::{host, DocId};
use crate::webidl::exception::dom_exception;

use super::*;

/// The exception a synchronous request's error is.
#[derive(Clone, Copy)]
pub(super) enum RequestError {
    Error,
    Abort,
}

/// https://xhr.spec.whatwg.org/#request-error-steps
pub(super) fn request_error_steps(ctx: &mut Context, xhr: &JsObject, event: RequestError) -> JsResult<()> {
    // 1-3. Set state to done, unset the send() flag, set response to a network error.
    let (sync, upload) = with_xhr(xhr, |x| {
        x.state = DONE;
        x.send_flag = false;
        x.response = None;
        let upload = (!x.upload_complete && x.upload_listener).then(|| x.upload.clone());
        x.upload_complete = true;
        (x.sync, upload)
    })?;
    let (name, exception) = match event {
        RequestError::Error => ("error", "NetworkError"),
        RequestError::Abort => ("abort", "AbortError"),
    };
    // 4. If this's synchronous flag is set, then throw exception.
    if sync {
        return Err(dom_exception(ctx, exception, "Failed to execute 'send' on 'XMLHttpRequest': the request failed."));
    }
    // 5. Fire an event named readystatechange at xhr.
    fire_ready_state_change(ctx, xhr)?;
    // 6. If the upload complete flag was unset: with upload listeners, fire
    //    event, then loadend, at the upload object with 0 and 0.
    if let Some(upload) = upload {
        fire_a_progress_event(ctx, &upload, name, 0, 0)?;
        fire_a_progress_event(ctx, &upload, "loadend", 0, 0)?;
    }
    // 7-8. Fire a progress event named event, then loadend, at xhr with 0 and 0.
    fire_a_progress_event(ctx, xhr, name, 0, 0)?;
    fire_a_progress_event(ctx, xhr, "loadend", 0, 0)
}

/// https://xhr.spec.whatwg.org/#handle-errors: true when an error was handled.
fn handle_errors(ctx: &mut Context, xhr: &JsObject) -> JsResult<bool> {
    // 1. If xhr's send() flag is unset, then return.
    let (send, network_error) = with_xhr(xhr, |x| (x.send_flag, x.response.is_none()))?;
    if !send {
        return Ok(true);
    }
    // 2-4. (There is no timeout or abort here;) a network error runs the request error steps.
    if network_error {
        request_error_steps(ctx, xhr, RequestError::Error)?;
        return Ok(true);
    }
    Ok(false)
}

/// https://xhr.spec.whatwg.org/#handle-response-end-of-body
pub(super) fn handle_response_end_of_body(ctx: &mut Context, xhr: &JsObject) -> JsResult<()> {
    // 1-2. Handle errors; return if the response is a network error.
    if handle_errors(ctx, xhr)? {
        return Ok(());
    }
    // 3-4. Let transmitted be the received bytes' length, length the response's Content-Length or 0.
    let (sync, transmitted, length) = with_xhr(xhr, |x| (x.sync, x.received_bytes.len() as u64, content_length(x.response.as_ref())))?;
    // 5. If the synchronous flag is unset, fire a progress event named progress.
    if !sync {
        fire_a_progress_event(ctx, xhr, "progress", transmitted, length)?;
    }
    // 6-7. Set state to done; unset the send() flag.
    with_xhr(xhr, |x| {
        x.state = DONE;
        x.send_flag = false;
    })?;
    // 8-10. Fire readystatechange, then load and loadend with transmitted and length.
    fire_ready_state_change(ctx, xhr)?;
    fire_a_progress_event(ctx, xhr, "load", transmitted, length)?;
    fire_a_progress_event(ctx, xhr, "loadend", transmitted, length)
}

fn content_length(response: Option<&Received>) -> u64 {
    response.and_then(|r| runtime::fetch::headers::get(&r.headers, "Content-Length")).and_then(|v| v.trim().parse().ok()).unwrap_or(0)
}

/// Fetches `url` with the loader (or the blob URL store), as the document
/// of origin `origin` would: the response, or `None` for a network error.
pub(super) fn load(ctx: &mut Context, doc: DocId, method: &str, url: &Url) -> Option<(Resource, &'static str)> {
    let origin = host(ctx).doc(doc, |d| d.origin.clone())?;
    if method != "GET" && method != "HEAD" {
        crate::console::console::engine_warning(ctx, &format!("XMLHttpRequest: {method} {url} is a network error: webmcp's loader answers GET and HEAD requests only."));
        return None;
    }
    // A URL's fragment is not part of what is fetched.
    let mut url = url.clone();
    url.set_fragment(None);
    match crate::fetch::fetch::main_fetch(ctx, &origin, &url, method) {
        Ok(r) => Some(r),
        Err(e) => {
            crate::console::console::engine_warning(ctx, &format!("XMLHttpRequest: {e}"));
            None
        }
    }
}

pub(super) fn received(res: Resource, type_: &'static str, method: &str) -> (Received, Vec<u8>) {
    let null_body = method == "HEAD";
    let body = if null_body { Vec::new() } else { res.body };
    (Received { url: res.url, status: res.status, headers: res.headers, type_, null_body }, body)
}

/// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send step 11, after
/// loadstart: the fetch, whose response is processed in a networking task
/// and its body in the next.
pub(super) fn fetch_async(ctx: &mut Context, xhr: &JsObject) -> JsResult<()> {
    let (doc, generation) = with_xhr(xhr, |x| (x.doc, x.fetch_generation))?;
    let current = move |xhr: &JsObject| with_xhr(xhr, |x| x.fetch_generation == generation).unwrap_or(false);
    let task_xhr = xhr.clone();
    host(ctx).queue_task(doc, TaskSource::Networking, Box::new(move |ctx: &mut Context| {
        let xhr = task_xhr;
        if !current(&xhr) {
            return;
        }
        let Ok(Some((method, url))) = with_xhr(&xhr, |x| x.url.clone().map(|u| (x.method.clone(), u))) else { return };
        let response = load(ctx, doc, &method, &url).map(|(res, type_)| received(res, type_, &method));
        // processResponse: 1. Set xhr's response to response.
        let body = match response {
            Some((r, body)) => {
                let _ = with_xhr(&xhr, |x| x.response = Some(r));
                body
            }
            None => {
                let _ = with_xhr(&xhr, |x| x.response = None);
                // 2-3. Handle errors; a network error ends here.
                let _ = handle_errors(ctx, &xhr);
                return;
            }
        };
        // 4-5. Set state to headers received; fire readystatechange.
        let _ = with_xhr(&xhr, |x| x.state = HEADERS_RECEIVED);
        let _ = fire_ready_state_change(ctx, &xhr);
        // 6. If xhr's state is not headers received, then return.
        if !current(&xhr) || with_xhr(&xhr, |x| x.state).ok() != Some(HEADERS_RECEIVED) {
            return;
        }
        // 7. A null body: handle the response's end of body.
        if with_xhr(&xhr, |x| x.response.as_ref().is_some_and(|r| r.null_body)).unwrap_or(true) {
            let _ = handle_response_end_of_body(ctx, &xhr);
            return;
        }
        // 8-9. The body, in one chunk (processBodyChunk), then its end (processEndOfBody).
        let next = xhr.clone();
        host(ctx).queue_task(doc, TaskSource::Networking, Box::new(move |ctx: &mut Context| {
            let xhr = next;
            if !current(&xhr) {
                return;
            }
            if !body.is_empty() {
                // processBodyChunk: append the bytes; state loading; readystatechange.
                // Its progress event is throttled ("if not roughly 50ms have
                // passed"): with the whole body in one chunk, the end of body's
                // is the one progress event, as in Chromium.
                let _ = with_xhr(&xhr, |x| {
                    x.received_bytes.extend_from_slice(&body);
                    if x.state == HEADERS_RECEIVED {
                        x.state = LOADING;
                    }
                });
                let _ = fire_ready_state_change(ctx, &xhr);
                if !current(&xhr) {
                    return;
                }
            }
            let _ = handle_response_end_of_body(ctx, &xhr);
        }));
    }));
    Ok(())
}
