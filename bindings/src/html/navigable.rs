//! Child navigables for `<iframe>` elements
//! (https://html.spec.whatwg.org/multipage/document-sequences.html#child-navigable),
//! navigation (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
//! and unloading.
//!
//! A navigation runs in three places: the initiating agent decides and
//! queues a parallel step; the parallel step fetches, makes the new
//! document's state in the user agent (in the agent its origin calls for),
//! makes it the navigable's active document and unloads the old one; a task
//! in the new document's agent makes its realm and runs its scripts.

use boa_engine::Context;
use runtime::dom::{NodeData, NodeId};
use runtime::fetch::loader::Resource;
use runtime::html::forms::submission::PostBody;
use runtime::html::event_loop::TaskSource;
use runtime::html::origin::Origin;
use runtime::html::sandboxing::{parse_a_sandboxing_directive, SandboxingFlags};
use runtime::html::session_history::{HistoryHandling, SessionHistoryEntry};
use runtime::html::{DocumentInit, DocumentReadiness, NavigableId};
use url::Url;

use crate::html::document_load::{create_navigable_with_initial_document, document_policy, Creator};
use crate::host::{host, DocId, Ua};

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
    if !(h.ua().has_browsing_context(doc) && h.fully_active(doc)) {
        return;
    }
    let candidates = h.doc(doc, |d| {
        let t = d.tree.borrow();
        // Shadow trees included: an iframe is connected there too.
        t.connected_elements_with_local_name("iframe", |n| is_iframe(t.node_data(n)))
    });
    for iframe in candidates.unwrap_or_default() {
        // A load event listener may have changed the tree since.
        let connected = h.doc(doc, |d| d.tree.borrow().is_connected(iframe)).unwrap_or(false);
        if !connected || h.ua().child_navigable_of_container(doc, iframe).is_some() {
            continue;
        }
        create_a_new_child_navigable(ctx, doc, iframe);
    }
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#create-a-new-child-navigable,
/// then "process the iframe attributes" for its first navigation.
fn create_a_new_child_navigable(ctx: &mut Context, parent_doc: DocId, iframe: NodeId) {
    let h = host(ctx);
    let info = {
        let ua = h.ua();
        let Some(d) = ua.document(parent_doc) else { return };
        let Some(parent_nav) = ua.navigable_of(parent_doc) else { return };
        let Some(group) = ua.navigable(parent_nav).map(|n| n.group) else { return };
        let t = d.tree.borrow();
        let sandbox = t.attribute(iframe, "sandbox").map(parse_a_sandboxing_directive).unwrap_or(SandboxingFlags::NONE);
        let creator = Creator {
            container: Some((d.origin.clone(), d.policy.clone(), d.secure, t.attribute(iframe, "allow").map(str::to_string))),
            inherited_origin: Some(d.origin.clone()),
            // https://html.spec.whatwg.org/multipage/browsers.html#determining-the-creation-sandboxing-flags
            sandboxing: sandbox.union(d.sandboxing),
            origin_keyed: ua.is_origin_keyed(parent_doc),
        };
        (parent_nav, group, creator, t.attribute(iframe, "src").map(str::to_string), t.attribute(iframe, "srcdoc").is_some(), d.url.clone())
    };
    let (parent_nav, group, creator, src, srcdoc, base) = info;
    let (nav, initial) = create_navigable_with_initial_document(&mut h.ua_mut(), group, Some((parent_nav, parent_doc, iframe)), &creator);
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
    // with initialInsertion: an absent or about:blank src runs the iframe load
    // event steps (at once, during the insertion: `frame.onload` set after
    // `appendChild(frame)` does not see it, as in browsers); a URL an
    // ancestor already shows does nothing; anything else navigates.
    // An iframe with a srcdoc attribute navigates to about:srcdoc, whose
    // document is the attribute's value (see `fetch_for_navigation_with_body`).
    let url = if srcdoc { Url::parse("about:srcdoc").ok() } else { shared_attribute_processing_url(&h.ua(), parent_nav, src.as_deref(), &base) };
    let Some(url) = url else { return };
    match Some(url).filter(|u| u.as_str() != "about:blank") {
        None => fire_iframe_load(ctx, parent_doc, iframe),
        Some(url) => {
            let initiator = h.doc(parent_doc, |d| d.origin.clone());
            begin_navigation(&h, nav, Some(initial), url, initiator, parent_doc);
        }
    }
}

/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes
/// when an iframe that has a child navigable gets its `src` set, or its
/// `srcdoc` attribute set, changed or removed.
pub fn attribute_changed(ctx: &mut Context, doc: DocId, node: NodeId, name: &str) {
    let srcdoc_changed = name.eq_ignore_ascii_case("srcdoc");
    if !(srcdoc_changed || name.eq_ignore_ascii_case("src")) {
        return;
    }
    let h = host(ctx);
    let Some(nav) = h.ua().child_navigable_of_container(doc, node) else { return };
    let Some((src, srcdoc, base, origin)) = h.doc(doc, |d| {
        let t = d.tree.borrow();
        (t.attribute(node, "src").map(str::to_string), t.attribute(node, "srcdoc").is_some(), d.url.clone(), d.origin.clone())
    }) else {
        return;
    };
    // While the iframe has a srcdoc attribute, its src does nothing.
    if srcdoc && !srcdoc_changed {
        return;
    }
    let Some(parent_nav) = h.ua().navigable_of(doc) else { return };
    // An empty or missing src navigates to about:blank; an ancestor's URL nowhere.
    let url = if srcdoc { Url::parse("about:srcdoc").ok() } else { shared_attribute_processing_url(&h.ua(), parent_nav, src.as_deref(), &base) };
    let Some(url) = url else { return };
    begin_navigation(&h, nav, None, url, Some(origin), doc);
}

/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#shared-attribute-processing-steps-for-iframe-and-frame-elements,
/// steps 1-3, for an iframe in the document of navigable `node_navigable`
/// (whose URL is `base`): the URL to navigate to, or `None` when an
/// inclusive ancestor navigable already shows it (an iframe whose `src` is
/// its own page would otherwise nest without end).
fn shared_attribute_processing_url(ua: &Ua, node_navigable: NavigableId, src: Option<&str>, base: &Url) -> Option<Url> {
    // 1. Let url be the URL record about:blank.
    // 2. If element has a src attribute specified, and its value is not the
    //    empty string, then parse it relative to the element's node document;
    //    if that is not failure, set url to it.
    let url = src.filter(|s| !s.is_empty()).and_then(|s| base.join(s.trim()).ok()).or_else(|| Url::parse("about:blank").ok())?;
    // 3. If the inclusive ancestor navigables of element's node navigable
    //    contain a navigable whose active document's URL equals url with
    //    exclude fragments set to true, then return null. (Not for
    //    about:blank, which loads nothing that could nest: an iframe in an
    //    about:blank frame still gets its load event, as in Chromium 156.)
    if url.scheme() == "about" {
        return Some(url);
    }
    let without_fragment = |u: &Url| {
        let mut u = u.clone();
        u.set_fragment(None);
        u
    };
    let target = without_fragment(&url);
    let mut navigable = Some(node_navigable);
    while let Some(n) = navigable.and_then(|n| ua.navigable(n)) {
        if ua.document(n.active_document).is_some_and(|d| without_fragment(&d.url) == target) {
            return None;
        }
        navigable = n.parent;
    }
    Some(url)
}

/// Why a navigation did not start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NavigateError {
    /// The document has no navigable (it is not a browsing context's document).
    NoNavigable,
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-object-navigate,
/// started by `location.href = url` (and friends) of document `target`'s
/// Location, from the entry document `source`. A fragment-only change is a
/// same-document navigation (the URL changes, the document stays).
pub fn navigate_from_location(ctx: &mut Context, source: DocId, target: DocId, url: Url) -> Result<(), NavigateError> {
    location_object_navigate(ctx, source, target, url, false)
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-object-navigate
/// with `replace` for `location.replace()`.
pub fn location_object_navigate(ctx: &mut Context, source: DocId, target: DocId, url: Url, replace: bool) -> Result<(), NavigateError> {
    let h = host(ctx);
    // 1. Let navigable be location's relevant global object's navigable.
    let Some(nav) = h.ua().navigable_of(target) else { return Err(NavigateError::NoNavigable) };
    let (current, complete) = h.doc(target, |d| (d.url.clone(), d.readiness == DocumentReadiness::Complete)).ok_or(NavigateError::NoNavigable)?;
    // 3. If location's relevant Document is not yet completely loaded, set historyHandling to "replace".
    let replace = replace || !complete;
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate step 13: a URL that
    // equals the document's but for a (present) fragment navigates to the fragment.
    let mut a = current.clone();
    a.set_fragment(None);
    let mut b = url.clone();
    b.set_fragment(None);
    if a == b && url.fragment().is_some() {
        crate::html::history::navigate_to_a_fragment(ctx, target, nav, url, replace);
        return Ok(());
    }
    let initiator = h.doc(source, |d| d.origin.clone());
    begin_navigation_with(&h, nav, None, url, initiator, source, replace.then_some(HistoryHandling::Replace));
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#reload: the
/// document's URL navigated to again, replacing its entry.
pub fn reload(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let Some(nav) = h.ua().navigable_of(doc) else { return };
    let Some((url, origin)) = h.doc(doc, |d| (d.url.clone(), d.origin.clone())) else { return };
    begin_navigation_with(&h, nav, None, url, Some(origin), doc, Some(HistoryHandling::Replace));
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate: the
/// part on the initiator's side. The rest runs on the parallel queue.
/// `expected` is the document that must still be active when it runs (a
/// later navigation supersedes an earlier one).
pub fn begin_navigation(h: &crate::host::ScriptHost, nav: NavigableId, expected: Option<DocId>, url: Url, initiator: Option<Origin>, source: DocId) {
    begin_navigation_with(h, nav, expected, url, initiator, source, None);
}

/// [`begin_navigation`] with a request body (a form's POST submission).
pub fn begin_navigation_with_body(h: &crate::host::ScriptHost, nav: NavigableId, expected: Option<DocId>, url: Url, initiator: Option<Origin>, source: DocId, body: Option<PostBody>) {
    begin(h, nav, expected, url, initiator, source, None, body);
}

/// [`begin_navigation`] with a history handling behavior (`None`: "auto",
/// which pushes unless the navigable's document is its initial `about:blank`
/// document or has the same URL, then replaces).
pub fn begin_navigation_with(h: &crate::host::ScriptHost, nav: NavigableId, expected: Option<DocId>, url: Url, initiator: Option<Origin>, source: DocId, handling: Option<HistoryHandling>) {
    begin(h, nav, expected, url, initiator, source, handling, None);
}

#[allow(clippy::too_many_arguments)]
fn begin(h: &crate::host::ScriptHost, nav: NavigableId, expected: Option<DocId>, url: Url, initiator: Option<Origin>, source: DocId, handling: Option<HistoryHandling>, body: Option<PostBody>) {
    let _ = source;
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate step 12:
    // a javascript: URL runs in the navigable's active document instead.
    if url.scheme() == "javascript" {
        crate::html::javascript_url::queue_navigate_to_a_javascript_url(h, nav, url, initiator);
        return;
    }
    let expected = expected.or_else(|| h.ua().navigable(nav).map(|n| n.active_document));
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate step 13:
    // a child navigable's navigation delays its container's document's load event.
    if let Some(n) = h.ua_mut().navigable_mut(nav).filter(|n| n.parent.is_some()) {
        n.is_delaying_load_events = true;
    }
    let step: crate::host::Step = Box::new(move |ua: &mut Ua| navigate_in_parallel(ua, nav, expected, url, initiator, handling, body));
    // The fetch takes at least a turn of the initiator's event loop, as a
    // network fetch does: the rest of the running task and its microtasks
    // (a tool's result on its way to the agent, a message) come first.
    h.queue_agent_task(TaskSource::NavigationAndTraversal, Box::new(move |ctx: &mut Context| host(ctx).queue_parallel(step)));
}

/// The response a navigation to `url` gets: `about:` URLs are empty documents
/// (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-fetch
/// does not fetch them); a failed load is an empty 404, as a network error page.
pub fn fetch_for_navigation(ua: &Ua, url: &Url) -> Resource {
    fetch_for_navigation_with_body(ua, url, None)
}

/// [`fetch_for_navigation`], with the body of a POST request.
fn fetch_for_navigation_with_body(ua: &Ua, url: &Url, body: Option<&PostBody>) -> Resource {
    if url.scheme() == "about" {
        return Resource { url: url.clone(), status: 200, headers: Vec::new(), body: Vec::new() };
    }
    fetch_over_the_loader(ua, url, body)
}

/// The response of a child navigable's navigation to about:srcdoc: an HTML
/// document whose source is its iframe's srcdoc attribute
/// (https://html.spec.whatwg.org/multipage/browsing-the-web.html#create-navigation-params-from-a-srcdoc-resource).
fn srcdoc_resource(ua: &Ua, url: &Url, container: Option<(DocId, NodeId)>) -> Option<Resource> {
    if url.as_str() != "about:srcdoc" {
        return None;
    }
    let (parent, iframe) = container?;
    let source = ua.document(parent)?.tree.borrow().attribute(iframe, "srcdoc")?.to_string();
    Some(Resource { url: url.clone(), status: 200, headers: vec![("Content-Type".into(), "text/html".into())], body: source.into_bytes() })
}

fn fetch_over_the_loader(ua: &Ua, url: &Url, body: Option<&PostBody>) -> Resource {
    let loaded = match body {
        Some(b) => ua.loader.load_post(url, &b.bytes, &b.content_type),
        None => ua.loader.load(url),
    };
    match loaded {
        Ok(r) => r,
        Err(e) => {
            tracing::warn!("navigation to {url}: {e}");
            Resource { url: url.clone(), status: 404, headers: Vec::new(), body: Vec::new() }
        }
    }
}

/// The navigation's steps on the parallel queue: fetch, create the new
/// document in the agent its origin calls for, make it active, unload the
/// old one, and queue the loading of the new one in its agent.
fn navigate_in_parallel(ua: &mut Ua, nav: NavigableId, expected: Option<DocId>, url: Url, initiator: Option<Origin>, handling: Option<HistoryHandling>, body: Option<PostBody>) {
    let Some(n) = ua.navigable(nav).cloned() else { return };
    // From here the navigable's active document (the new one, or the one that
    // made this navigation moot) is what delays its container's load event
    // (https://html.spec.whatwg.org/multipage/browsing-the-web.html#finalize-a-cross-document-navigation step 2).
    if let Some(x) = ua.navigable_mut(nav) {
        x.is_delaying_load_events = false;
    }
    // The navigable was destroyed, or navigated since: this navigation is moot.
    if n.destroyed || expected.is_some_and(|e| e != n.active_document) {
        if let Some((parent, _)) = n.container {
            ua.queue_global_task(parent, TaskSource::NavigationAndTraversal, Box::new(move |ctx: &mut Context| crate::html::script_element::load_event_delay_may_have_ended(ctx, parent)));
        }
        return;
    }
    let res = srcdoc_resource(ua, &url, n.container).unwrap_or_else(|| fetch_for_navigation_with_body(ua, &url, body.as_ref()));
    let container = n.container.and_then(|(pd, iframe)| {
        let d = ua.document(pd)?;
        let allow = d.tree.borrow().attribute(iframe, "allow").map(str::to_string);
        Some((d.origin.clone(), d.policy.clone(), d.secure, allow))
    });
    let parent_sandboxing = n.container.and_then(|(pd, _)| ua.document(pd).map(|d| d.sandboxing)).unwrap_or(SandboxingFlags::NONE);
    let creator = Creator { container, inherited_origin: initiator, sandboxing: n.container_sandboxing.union(parent_sandboxing), origin_keyed: true };
    let pol = document_policy(&url, &res, &creator);
    let agent = ua.obtain_a_similar_origin_window_agent(n.group, &pol.origin, pol.requests_oac);
    let old = n.active_document;
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#initialise-the-document-object
    // step 5: an initial about:blank document's Window is reused by a same-origin document.
    let reuse = ua.document(old).is_some_and(|d| d.is_initial_about_blank && d.agent == agent && runtime::html::origin::same_origin(&d.origin, &pol.origin));
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate steps 11-12:
    // "auto" is "replace" from an initial about:blank document or to the same URL.
    let handling = handling.unwrap_or_else(|| {
        let replace = ua.document(old).is_some_and(|d| d.is_initial_about_blank || d.url == url);
        if replace { HistoryHandling::Replace } else { HistoryHandling::Push }
    });
    let entry_url = url.clone();
    let new = ua.create_document(DocumentInit {
        url,
        origin: pol.origin,
        tree: runtime::dom::Tree::new(),
        navigable: Some(nav),
        agent,
        secure: pol.secure,
        sandboxing: pol.sandboxing,
        policy: pol.policy,
        is_initial_about_blank: false,
        readiness: DocumentReadiness::Loading,
    });
    // The old document's entry is made (if the list was still implicit) before the new one is recorded.
    let _ = ua.current_entry(nav);
    if let Some(x) = ua.navigable_mut(nav) {
        x.active_document = new;
    }
    ua.update_session_history(nav, SessionHistoryEntry { url: entry_url, document: new, serialized_state: None }, handling);
    unload_document(ua, old);
    let text = res.text();
    ua.queue_global_task(new, TaskSource::NavigationAndTraversal, Box::new(move |ctx: &mut Context| {
        if reuse {
            crate::html::document_load::reuse_window(ctx, old, new);
        }
        if crate::html::document_load::initialize_document_objects(ctx, new).is_ok() {
            crate::html::document_load::parse_and_run(ctx, new, &text);
        }
    }));
}

/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps
pub fn fire_iframe_load(ctx: &mut Context, parent: DocId, iframe: NodeId) {
    if !crate::dom::eventtarget::anyone_listens(ctx, parent, Some(iframe), "load") {
        return;
    }
    let Ok(el) = crate::dom::node::wrap(ctx, parent, iframe) else { return };
    crate::host::in_doc_realm(ctx, parent, |ctx| {
        if let Ok(ev) = crate::dom::event::create(ctx, crate::generated::Interface::Event, "load", false, false, |_| {}) {
            crate::dom::eventtarget::fire_event(ctx, &el, &ev);
        }
    });
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#destroy-a-child-navigable
/// for every iframe of `doc` that is no longer connected.
fn destroy_disconnected(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let gone: Vec<NavigableId> = {
        let ua = h.ua();
        let Some(d) = ua.document(doc) else { return };
        let t = d.tree.borrow();
        ua.containers_in(doc).into_iter().filter(|(node, _)| !t.is_connected(*node)).map(|(_, n)| n).collect()
    };
    let destroyed = !gone.is_empty();
    for nav in gone {
        destroy_a_child_navigable(&mut h.ua_mut(), nav);
    }
    // A removed iframe no longer delays the load event (checked in a task
    // of its own, not inside the script that removed it).
    if destroyed {
        h.queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| crate::html::script_element::load_event_delay_may_have_ended(ctx, doc)));
    }
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#destroy-a-child-navigable
pub fn destroy_a_child_navigable(ua: &mut Ua, nav: NavigableId) {
    let Some(doc) = ua.navigable(nav).map(|n| n.active_document) else { return };
    unload_document(ua, doc);
    ua.destroy_navigable(nav);
}

/// https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-a-document
/// and "destroy a document" for `doc` and its descendants' documents, with
/// the WebMCP unloading document cleanup steps. Parallel-safe: it touches
/// the user agent and queues tasks, never script.
pub fn unload_document(ua: &mut Ua, doc: DocId) {
    for child in ua.document_tree_child_navigables(doc) {
        destroy_a_child_navigable(ua, child);
    }
    // https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-a-document
    // step 19: run the unloading document cleanup steps.
    for steps in ua.unloading_document_cleanup_steps.clone() {
        steps(ua, doc);
    }
    ua.destroy_document(doc);
}

/// https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2:
/// the activation behavior of an `<a>` or `<area>` element `element` of
/// document `doc` that has an `href`.
pub fn follow_the_hyperlink(ctx: &mut Context, doc: DocId, element: NodeId) -> boa_engine::JsResult<()> {
    let h = host(ctx);
    let found = h.doc(doc, |d| {
        let t = d.tree.borrow();
        // 1. If subject cannot navigate (not connected), then return.
        if !t.is_connected(element) {
            return None;
        }
        // 3-4. The target: the element's target attribute, else the document's first
        // <base target>, else "_self".
        let base_target = t.descendants(t.document()).find(|&n| t.element(n).is_some_and(|e| e.is_html("base")) && t.attribute(n, "target").is_some());
        let target = t.attribute(element, "target").or_else(|| base_target.and_then(|b| t.attribute(b, "target"))).unwrap_or("").to_string();
        let rel = t.attribute(element, "rel").unwrap_or("").to_ascii_lowercase();
        Some((t.attribute(element, "href")?.to_string(), target, rel, d.url.clone()))
    });
    let Some(Some((href, target, rel, base))) = found else { return Ok(()) };
    // 6-7. Let url be the result of encoding-parsing a URL given href, relative to
    // subject's node document; if failure, then return.
    let Ok(url) = base.join(href.trim()) else { return Ok(()) };
    let target = target.trim().to_string();
    // 4-5. The rules for choosing a navigable; the element's own navigable for "" and "_self".
    if target.is_empty() || target.eq_ignore_ascii_case("_self") {
        // 12. Navigate targetNavigable to url (a fragment navigates within the document).
        let _ = location_object_navigate(ctx, doc, doc, url, false);
        return Ok(());
    }
    // Another navigable, or a new one: with "noopener" when the link says so, and for
    // "_blank" unless it asks for an opener
    // (https://html.spec.whatwg.org/multipage/links.html#link-type-noopener).
    let words: Vec<&str> = rel.split_ascii_whitespace().collect();
    let noopener = words.contains(&"noopener") || words.contains(&"noreferrer") || (target.eq_ignore_ascii_case("_blank") && !words.contains(&"opener"));
    crate::html::auxiliary::window_open_steps(ctx, doc, url.as_str(), &target, if noopener { "noopener" } else { "" })?;
    Ok(())
}
