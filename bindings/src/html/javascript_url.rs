//! Navigating to a `javascript:` URL
//! (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url):
//! the URL's script runs in the navigable's active document, which stays.
//! Before this, such a navigation fetched the URL, failed, and replaced the
//! page with an empty error document (`<a href="javascript:...">` emptied
//! the page it was on).

use boa_engine::{Context, JsString};
use runtime::html::event_loop::TaskSource;
use runtime::html::origin::Origin;
use runtime::html::NavigableId;
use url::Url;

use crate::host::{host, DocId};

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate
/// step 12: "If url's scheme is "javascript", then queue a global task on
/// the navigation and traversal task source given navigable's active window
/// to navigate to a javascript: URL ..., and return."
pub fn queue_navigate_to_a_javascript_url(h: &crate::host::ScriptHost, nav: NavigableId, url: Url, initiator: Option<Origin>) {
    let Some(doc) = h.ua().navigable(nav).map(|n| n.active_document) else { return };
    h.ua_mut().queue_global_task(doc, TaskSource::NavigationAndTraversal, Box::new(move |ctx: &mut Context| navigate_to_a_javascript_url(ctx, doc, &url, initiator.as_ref())));
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url
/// for the navigable whose active document is `doc`.
fn navigate_to_a_javascript_url(ctx: &mut Context, doc: DocId, url: &Url, initiator: Option<&Origin>) {
    let h = host(ctx);
    // 1-2. (historyHandling is "replace"; the ongoing navigation ends.)
    // 3. If initiatorOrigin is not same origin-domain with targetNavigable's
    //    active document's origin, then return.
    let same_origin = h.doc(doc, |d| initiator.is_some_and(|o| runtime::html::origin::same_origin(o, &d.origin))).unwrap_or(false);
    if !same_origin {
        return;
    }
    // 4. (Content Security Policy: no policy blocks it here.)
    // 5. Let newDocument be the result of evaluating a javascript: URL.
    // 6. If newDocument is null, then return.
    if let Some(result) = evaluate_a_javascript_url(ctx, doc, url) {
        // 7-. A string result becomes a new document: webmcp does not do
        //     that yet, and says so rather than pretending.
        crate::console::console::warn_from_engine(
            &h,
            format!("webmcp does not replace the document with the string a javascript: URL returned ({} characters); the document stays.", result.len()),
        );
    }
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#evaluate-a-javascript:-url:
/// the script's string result, or `None` (not a string, an exception, or
/// scripting disabled).
fn evaluate_a_javascript_url(ctx: &mut Context, doc: DocId, url: &Url) -> Option<JsString> {
    let h = host(ctx);
    // 1. Let urlString be the result of running the URL serializer on url.
    // 2. Let encodedScriptSource be the result of removing the leading "javascript:" from urlString.
    let encoded = url.as_str().get("javascript:".len()..)?;
    // 3. Let scriptSource be the UTF-8 decoding of the percent-decoding of encodedScriptSource.
    let source = percent_encoding::percent_decode_str(encoded).decode_utf8_lossy().into_owned();
    // 4-6. The active document's settings; running a classic script does
    //      nothing when scripting is disabled for them.
    if h.doc(doc, |d| d.scripting_is_disabled()).unwrap_or(true) {
        return None;
    }
    // 7. Let evaluationStatus be the result of running the classic script script.
    let value = crate::host::in_doc_realm(ctx, doc, |ctx| crate::html::script::run_classic_script_for_its_value(ctx, &source, url.as_str(), 1))?;
    // 8-10. The result is the value if it is a String, else null.
    value.as_string()
}
