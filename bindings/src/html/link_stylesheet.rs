//! https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet:
//! a `<link rel=stylesheet>`'s resource is fetched when the link is
//! connected or its `href` changes (`crate::cssom::sheets` makes the sheet
//! from it), and the link then gets `load` when a sheet was made or
//! `error` when the fetch failed (a missing file, another origin: the
//! engine has no network). Code that waits for a style sheet (Vite's CSS
//! preloading, loadCSS) waits for these events.

use std::collections::HashMap;

use boa_engine::Context;
use runtime::dom::NodeId;
use runtime::html::event_loop::TaskSource;
use url::Url;

use crate::host::{host, DocId};

/// The connected stylesheet links of `doc` whose current URL has had no
/// load or error event yet.
fn pending_links(ctx: &Context, doc: DocId) -> Vec<(NodeId, Url)> {
    let h = host(ctx);
    let Some(base) = crate::html::urls::document_base_url(ctx, doc) else { return Vec::new() };
    let done: HashMap<NodeId, Url> = h.objects(doc, |o| o.link_sheet_events.clone()).unwrap_or_default();
    let links = h.doc(doc, |d| {
        let t = d.tree.borrow();
        let mut out = Vec::new();
        // The links in the document tree (not in shadow trees), in tree order.
        let mut links: Vec<NodeId> = t.elements_with_local_name("link").iter().copied().filter(|&n| t.element(n).is_some_and(|e| e.is_html("link")) && t.is_in_document_tree(n)).collect();
        links.sort_by(|&a, &b| t.tree_order(a, b));
        for n in links {
            let rel = t.attribute(n, "rel").unwrap_or_default();
            let has = |k: &str| rel.split(crate::dom::domtokenlist::is_ascii_whitespace).any(|r| r.eq_ignore_ascii_case(k));
            if !has("stylesheet") || has("alternate") || t.attribute(n, "disabled").is_some() {
                continue;
            }
            let Some(url) = t.attribute(n, "href").filter(|h| !h.is_empty()).and_then(|h| base.join(h).ok()) else { continue };
            if done.get(&n) != Some(&url) {
                out.push((n, url));
            }
        }
        out
    });
    links.unwrap_or_default()
}

/// Fetches the resources of the links that need it and fires their load
/// or error event: queued on the networking task source, or at once
/// (`queue` false) for the parser's links before the Window's load event.
pub fn process_links(ctx: &mut Context, doc: DocId, queue: bool) {
    // While the document loads, a link's fetch delays its load event: the
    // events come with the parser's, before the Window's load.
    let complete = host(ctx).doc(doc, |d| d.readiness == runtime::html::document::DocumentReadiness::Complete).unwrap_or(false);
    if queue && !complete {
        return;
    }
    for (node, url) in pending_links(ctx, doc) {
        host(ctx).objects_mut(doc, |o| o.link_sheet_events.insert(node, url));
        // "process the linked resource": a sheet was made (success) or not.
        let success = crate::cssom::sheets::sheet_of(ctx, doc, node).is_some();
        let type_ = if success { "load" } else { "error" };
        if queue {
            host(ctx).queue_task(doc, TaskSource::Networking, Box::new(move |ctx: &mut Context| crate::html::script_element::fire_at_element(ctx, doc, node, type_)));
        } else {
            crate::html::script_element::fire_at_element(ctx, doc, node, type_);
        }
    }
}
