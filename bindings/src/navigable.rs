//! Child navigables for `<iframe>` elements
//! (https://html.spec.whatwg.org/multipage/document-sequences.html#child-navigable):
//! created when an iframe becomes connected in a document with a browsing
//! context, navigated to its `src`, destroyed when it is removed.
//!
//! All documents share one Boa context (one agent). Cross-origin frames get
//! their own realm and `contentDocument` is null across origins, but the
//! WindowProxy access checks are not enforced yet (see README).

use boa_engine::Context;
use runtime::dom::{NodeData, NodeId};
use runtime::html::event_loop::TaskSource;
use runtime::fetch::loader::Resource;
use url::Url;

use crate::document_load::{create_document, parse_and_run};
use crate::host::{host, DocId};

fn is_iframe(data: Option<&NodeData>) -> bool {
    matches!(data, Some(NodeData::Element(e)) if *e.namespace() == html5ever::ns!(html) && &**e.local_name() == "iframe")
}

/// Called after `doc`'s tree changed: connected iframes get child
/// navigables, disconnected ones lose them.
pub fn tree_changed(ctx: &mut Context, doc: DocId) {
    destroy_disconnected(ctx, doc);
    create_child_navigables(ctx, doc);
}

/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element:insert
pub fn create_child_navigables(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let Some(candidates) = h.doc(doc, |d| {
        if !(d.has_browsing_context && d.fully_active) {
            return Vec::new();
        }
        let t = d.tree.borrow();
        t.descendants(t.document()).filter(|&n| is_iframe(t.node_data(n))).collect::<Vec<_>>()
    }) else {
        return;
    };
    for iframe in candidates {
        if h.child_navigables.borrow().contains_key(&(doc, iframe)) {
            continue;
        }
        create_a_new_child_navigable(ctx, doc, iframe);
    }
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#create-a-new-child-navigable,
/// then "process the iframe attributes" for its first navigation.
fn create_a_new_child_navigable(ctx: &mut Context, parent: DocId, iframe: NodeId) {
    let h = host(ctx);
    let Ok(blank) = Url::parse("about:blank") else { return };
    let empty = Resource { url: blank.clone(), status: 200, headers: Vec::new(), body: Vec::new() };
    let Ok(initial) = create_document(ctx, &blank, &empty, Some((parent, iframe))) else { return };
    h.child_navigables.borrow_mut().insert((parent, iframe), initial);
    // The initial about:blank document is parsed at once (it is empty).
    let src = h.doc(parent, |d| (d.tree.borrow().attribute(iframe, "src").map(str::to_string), d.url.clone()));
    let Some((src, base)) = src else { return };
    let target = src.filter(|s| !s.trim().is_empty()).and_then(|s| base.join(s.trim()).ok()).filter(|u| u.as_str() != "about:blank");
    match target {
        None => parse_and_run(ctx, initial, ""),
        Some(url) => {
            parse_initial_without_load(ctx, initial);
            h.queue_task(TaskSource::Networking, Box::new(move |ctx: &mut Context| navigate(ctx, parent, iframe, initial, &url, None)));
        }
    }
}

fn parse_initial_without_load(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    if let Some(tree) = h.doc(doc, |d| d.tree.clone()) {
        let mut p = runtime::dom::HtmlParser::new(tree);
        p.feed("");
        p.end_input();
        while let runtime::dom::ParseStep::Script(_) = p.resume() {}
    }
    h.doc_mut(doc, |d| d.ready_state = "complete");
}

/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
/// when an iframe's `src` is set while it has a child navigable.
pub fn attribute_changed(ctx: &mut Context, doc: DocId, node: NodeId, name: &str) {
    if !name.eq_ignore_ascii_case("src") {
        return;
    }
    let h = host(ctx);
    let Some(current) = h.child_navigables.borrow().get(&(doc, node)).copied() else { return };
    let Some((src, base)) = h.doc(doc, |d| (d.tree.borrow().attribute(node, "src").map(str::to_string), d.url.clone())) else { return };
    // An empty or missing src navigates to about:blank.
    let url = src.filter(|s| !s.trim().is_empty()).and_then(|s| base.join(s.trim()).ok());
    let Some(url) = url.or_else(|| Url::parse("about:blank").ok()) else { return };
    let initiator = h.doc(doc, |d| d.origin.clone());
    h.queue_task(TaskSource::Networking, Box::new(move |ctx: &mut Context| navigate(ctx, doc, node, current, &url, initiator)));
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate, started by
/// `location.href = url` in `doc`. A fragment-only change is a same-document
/// navigation (the URL changes, the document stays). Returns false when the
/// navigation is not supported: a cross-document navigation of a top-level
/// traversable (webmcp pages are loaded once).
pub fn navigate_from_location(ctx: &mut Context, doc: DocId, url: Url) -> bool {
    let h = host(ctx);
    let Some((current, parent, origin)) = h.doc(doc, |d| (d.url.clone(), d.parent, d.origin.clone())) else { return false };
    let mut a = current.clone();
    a.set_fragment(None);
    let mut b = url.clone();
    b.set_fragment(None);
    if a == b && url.fragment().is_some() {
        // https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-fragid
        h.doc_mut(doc, |d| d.url = url);
        return true;
    }
    let Some((parent, iframe)) = parent else { return false };
    h.queue_task(TaskSource::Networking, Box::new(move |ctx: &mut Context| navigate(ctx, parent, iframe, doc, &url, Some(origin))));
    true
}

/// The response a navigation to `url` gets: `about:` URLs are empty documents
/// (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-fetch
/// does not fetch them); a failed load is an empty 404, as a network error page.
pub fn fetch_for_navigation(ctx: &Context, url: &Url) -> Resource {
    if url.scheme() == "about" {
        return Resource { url: url.clone(), status: 200, headers: Vec::new(), body: Vec::new() };
    }
    match host(ctx).loader.load(url) {
        Ok(r) => r,
        Err(e) => {
            tracing::warn!("navigation to {url}: {e}");
            Resource { url: url.clone(), status: 404, headers: Vec::new(), body: Vec::new() }
        }
    }
}

/// Navigates the iframe's navigable from `old` to `url`. An `about:blank`
/// document gets the initiator's origin.
fn navigate(ctx: &mut Context, parent: DocId, iframe: NodeId, old: DocId, url: &Url, initiator: Option<runtime::html::origin::Origin>) {
    let h = host(ctx);
    // The iframe may have been removed meanwhile.
    if h.child_navigables.borrow().get(&(parent, iframe)) != Some(&old) {
        return;
    }
    let res = fetch_for_navigation(ctx, url);
    let Ok(new) = create_document(ctx, url, &res, Some((parent, iframe))) else { return };
    if let (Some(origin), "about") = (initiator, url.scheme()) {
        h.doc_mut(new, |d| {
            d.tools_allowed = runtime::permissions_policy::allowed_to_use(&d.policy, &origin);
            d.origin = origin;
        });
    }
    unload(ctx, old);
    h.child_navigables.borrow_mut().insert((parent, iframe), new);
    parse_and_run(ctx, new, &res.text());
}

/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps
pub fn fire_iframe_load(ctx: &mut Context, parent: DocId, iframe: NodeId) {
    let Ok(el) = crate::dom::node::wrap(ctx, parent, iframe) else { return };
    crate::document_load::in_doc_realm(ctx, parent, |ctx| {
        if let Ok(ev) = crate::dom::event::create(ctx, crate::generated::Interface::Event, "load", false, false, |_| {}) {
            crate::dom::eventtarget::fire_event(ctx, &el, &ev);
        }
    });
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#destroy-a-child-navigable
/// for every iframe of `doc` that is no longer connected.
fn destroy_disconnected(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let gone: Vec<((DocId, NodeId), DocId)> = {
        let children = h.child_navigables.borrow();
        children
            .iter()
            .filter(|((d, node), _)| *d == doc && !h.doc(doc, |e| e.tree.borrow().is_connected(*node)).unwrap_or(false))
            .map(|(k, v)| (*k, *v))
            .collect()
    };
    for (key, child) in gone {
        h.child_navigables.borrow_mut().remove(&key);
        unload(ctx, child);
    }
}

/// Makes `doc` and its descendants' documents inactive and runs the
/// unloading document cleanup steps.
pub fn unload(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let descendants: Vec<((DocId, NodeId), DocId)> = h.child_navigables.borrow().iter().filter(|((d, _), _)| *d == doc).map(|(k, v)| (*k, *v)).collect();
    for (key, child) in descendants {
        h.child_navigables.borrow_mut().remove(&key);
        unload(ctx, child);
    }
    h.doc_mut(doc, |d| {
        d.fully_active = false;
        d.has_browsing_context = false;
    });
    crate::webmcp::unload::unloading_document_cleanup(ctx, doc);
}
