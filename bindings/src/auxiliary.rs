//! Auxiliary browsing contexts: `window.open` and `window.close`
//! (https://html.spec.whatwg.org/multipage/nav-history-apis.html#window-open-steps).
//!
//! A new window is a new top-level traversable: its document has no
//! container and is its own `top`, so WebMCP sees a separate frame tree.
//!
//! Browsers first create the initial about:blank document and navigate from
//! it; when the navigation is same origin they keep its Window, which is how
//! `w = open(url); w.onload = ...` works. Here the response is fetched at once
//! (the loader is synchronous) and the new window's document is created for it
//! directly; its parsing and scripts run in a later task, so `w.onload` set
//! right after `open` sees the load event. What differs observably: until
//! that task, `w.document` is the empty, loading document of `url` rather than
//! about:blank.

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::event_loop::TaskSource;
use url::Url;

use crate::document_load::{create_document, parse_and_run};
use crate::glue::exception::dom_exception;
use crate::host::{host, DocId};

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#window-open-steps,
/// for `opener` (the document of the Window whose `open` was called).
pub fn window_open_steps(ctx: &mut Context, opener: DocId, url: &str, target: &str, features: &str) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    // 3-5. Tokenize the features; "noopener" (or "noreferrer") means no opener and a null result.
    let tokens: Vec<String> = features
        .split(|c: char| c == ',' || c.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| t.split('=').next().unwrap_or("").to_ascii_lowercase())
        .collect();
    let noopener = tokens.iter().any(|t| t == "noopener" || t == "noreferrer");
    // 6. If target is the empty string, then set target to "_blank".
    let target = if target.is_empty() { "_blank" } else { target };
    // 8. Parse url relative to the entry document's URL; failure is a SyntaxError.
    let base = h.doc(opener, |d| d.url.clone()).ok_or_else(|| crate::glue::convert::type_error("no document"))?;
    let url = if url.is_empty() {
        Url::parse("about:blank").map_err(|e| crate::glue::convert::type_error(e.to_string()))?
    } else {
        match base.join(url) {
            Ok(u) => u,
            Err(e) => return Err(dom_exception(ctx, "SyntaxError", &format!("Unable to open a window with invalid URL '{url}': {e}."))),
        }
    };
    // 7. The rules for choosing a navigable: `_self`, `_parent` and `_top` name an
    //    existing one; other names always get a new top-level traversable here
    //    (windows are not looked up by name).
    if matches!(target.to_ascii_lowercase().as_str(), "_self" | "_parent" | "_top") {
        let doc = match target.to_ascii_lowercase().as_str() {
            "_self" => opener,
            "_parent" => h.doc(opener, |d| d.parent.map_or(opener, |(p, _)| p)).unwrap_or(opener),
            _ => h.doc(opener, |d| d.top).unwrap_or(opener),
        };
        if !crate::navigable::navigate_from_location(ctx, doc, url) {
            return Err(dom_exception(ctx, "NotSupportedError", "Navigating a top-level document to another document is not supported."));
        }
        return if noopener { Ok(None) } else { crate::window_proxy::for_document(ctx, doc) };
    }
    // Create a new top-level traversable for the response.
    let res = crate::navigable::fetch_for_navigation(ctx, &url);
    let new = create_document(ctx, &url, &res, None)?;
    let opener_origin = h.doc(opener, |d| d.origin.clone());
    h.doc_mut(new, |d| {
        d.script_opened = true;
        if !noopener {
            d.opener = Some(opener);
        }
        // about:blank gets its creator's origin.
        if let (Some(origin), "about") = (opener_origin, url.scheme()) {
            d.tools_allowed = runtime::permissions_policy::allowed_to_use(&d.policy, &origin);
            d.origin = origin;
        }
    });
    let text = res.text();
    h.queue_task(TaskSource::Networking, Box::new(move |ctx: &mut Context| parse_and_run(ctx, new, &text)));
    // 14-15. Return null with noopener, else the new WindowProxy.
    if noopener {
        return Ok(None);
    }
    Ok(h.doc(new, |d| d.window.clone()).flatten())
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-close:
/// a top-level window that script opened closes in a later task; others stay.
pub fn close(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    // 2-3. Only a script-closable traversable (created by window.open) closes here.
    let closable = h.doc(doc, |d| d.parent.is_none() && d.script_opened).unwrap_or(false);
    if !closable {
        return;
    }
    // 4. Set its is closing to true, and queue a task to close it.
    h.doc_mut(doc, |d| d.is_closing = true);
    h.queue_task(TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| crate::navigable::unload(ctx, doc)));
}
