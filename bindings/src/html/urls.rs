//! A document's URLs on the script side
//! (https://html.spec.whatwg.org/multipage/urls-and-fetching.html): its base
//! URL and parsing relative to it (`runtime::html::urls`).

use boa_engine::Context;

use crate::host::{host, DocId};

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url
/// of `doc`.
pub fn document_base_url(ctx: &Context, doc: DocId) -> Option<url::Url> {
    let fallback = fallback_base_url(ctx, doc, 0)?;
    host(ctx).doc(doc, |d| runtime::html::urls::document_base_url(&d.tree.borrow(), &fallback))
}

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url:
/// an iframe srcdoc document's is its container document's base URL;
/// otherwise the document's URL. (`depth` bounds nested srcdoc frames.)
fn fallback_base_url(ctx: &Context, doc: DocId, depth: u32) -> Option<url::Url> {
    let h = host(ctx);
    let url = h.doc(doc, |d| d.url.clone())?;
    if url.as_str() != "about:srcdoc" || depth > 64 {
        return Some(url);
    }
    // 1. If document is an iframe srcdoc document: return the document base
    //    URL of document's browsing context's container document.
    let container = {
        let ua = h.ua();
        ua.navigable_of(doc).and_then(|n| ua.navigable(n)).and_then(|n| n.container).map(|(parent, _)| parent)
    };
    let Some(parent) = container else { return Some(url) };
    let parent_fallback = fallback_base_url(ctx, parent, depth + 1)?;
    h.doc(parent, |d| runtime::html::urls::document_base_url(&d.tree.borrow(), &parent_fallback))
}

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-and-serializing-a-url
/// relative to `doc`: `None` on failure.
pub fn encoding_parse_and_serialize(ctx: &Context, doc: DocId, url: &str) -> Option<String> {
    let base = document_base_url(ctx, doc)?;
    runtime::html::urls::encoding_parse_and_serialize(url, &base)
}
