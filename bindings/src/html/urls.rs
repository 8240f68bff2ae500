//! A document's URLs on the script side
//! (https://html.spec.whatwg.org/multipage/urls-and-fetching.html): its base
//! URL and parsing relative to it (`runtime::html::urls`).

use boa_engine::Context;

use crate::host::{host, DocId};

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url
/// of `doc` (its fallback base URL is its URL).
pub fn document_base_url(ctx: &Context, doc: DocId) -> Option<url::Url> {
    host(ctx).doc(doc, |d| runtime::html::urls::document_base_url(&d.tree.borrow(), &d.url))
}

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-and-serializing-a-url
/// relative to `doc`: `None` on failure.
pub fn encoding_parse_and_serialize(ctx: &Context, doc: DocId, url: &str) -> Option<String> {
    let base = document_base_url(ctx, doc)?;
    runtime::html::urls::encoding_parse_and_serialize(url, &base)
}
