//! Creating documents (their state in the user agent, and their realm and
//! Window in their agent) and loading them: parsing with scripts run in
//! document order, DOMContentLoaded, then load
//! (https://html.spec.whatwg.org/multipage/document-lifecycle.html,
//! https://html.spec.whatwg.org/multipage/parsing.html#the-end).

use boa_engine::{Context, JsResult, JsValue, NativeFunction};
use runtime::dom::{HtmlParser, NodeId, ParseStep, Tree};
use runtime::fetch::loader::Resource;
use runtime::html::event_loop::TaskSource;
use runtime::html::origin::Origin;
use runtime::html::sandboxing::{csp_sandbox_flags, SandboxingFlags};
use runtime::html::{DocumentInit, DocumentReadiness, NavigableId};
use runtime::permissions_policy::{self, Container, PermissionsPolicy};
use url::Url;

use crate::webidl::kind::DomKind;
use crate::generated::Interface;
use crate::webidl::reflect::reflect;
use crate::host::{host, DocId, Ua};
use crate::host::RealmDoc;

/// The security settings of a new document.
pub struct DocumentPolicy {
    pub origin: Origin,
    pub policy: PermissionsPolicy,
    pub sandboxing: SandboxingFlags,
    /// The response asks for an origin-keyed agent cluster (the default:
    /// anything but `Origin-Agent-Cluster: ?0`).
    pub requests_oac: bool,
    pub secure: bool,
}

/// What a new document's container (iframe) and creator contribute.
pub struct Creator {
    /// The container's node document's origin, policy and secure flag, and
    /// the iframe's `allow` attribute.
    pub container: Option<(Origin, PermissionsPolicy, bool, Option<String>)>,
    /// The origin an `about:blank` document inherits (the initiator's).
    pub inherited_origin: Option<Origin>,
    /// https://html.spec.whatwg.org/multipage/browsers.html#iframe-sandboxing-flag-set
    /// plus the container document's own flags.
    pub sandboxing: SandboxingFlags,
    /// Whether the creator's agent cluster is origin-keyed: an initial
    /// `about:blank` document asks for the keying its creator has (webmcp
    /// follows the origin-keyed-by-default HTML that NOTES.md describes, so
    /// a document that sent no `Origin-Agent-Cluster` header is origin-keyed,
    /// and its about:blank children must not pin its origin to a site key).
    pub origin_keyed: bool,
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#initialise-the-document-object,
/// the parts that are not JavaScript: origin (opaque when sandboxed, the
/// initiator's for `about:blank`), sandboxing, permissions policy, secure
/// context and agent cluster keying.
pub fn document_policy(url: &Url, res: &Resource, creator: &Creator) -> DocumentPolicy {
    // The sandboxing flags: the container's plus the response's CSP sandbox directive.
    let csp = res.header("Content-Security-Policy").and_then(csp_sandbox_flags).unwrap_or(SandboxingFlags::NONE);
    let sandboxing = creator.sandboxing.union(csp);
    // https://html.spec.whatwg.org/multipage/browsers.html#determining-the-origin
    let origin = if sandboxing.contains(SandboxingFlags::ORIGIN) {
        Origin::new_opaque()
    } else if url.scheme() == "about" {
        creator.inherited_origin.clone().unwrap_or_else(Origin::new_opaque)
    } else {
        Origin::from_url(url)
    };
    let container = creator.container.as_ref().map(|(origin, policy, _, allow)| Container {
        document_policy: policy,
        document_origin: origin,
        allow: allow.as_deref(),
        src_origin: None,
    });
    let policy = permissions_policy::create_a_permissions_policy_for_a_navigable_from_response(container.as_ref(), &origin, res.header("Permissions-Policy"));
    // https://html.spec.whatwg.org/multipage/browsers.html#origin-keyed-agent-clusters:
    // `Origin-Agent-Cluster: ?0` asks for a site-keyed cluster (document.domain enabled).
    let requests_oac = res.header("Origin-Agent-Cluster").map(str::trim) != Some("?0");
    // https://html.spec.whatwg.org/multipage/webappapis.html#secure-context: a child is
    // secure only if its URL is trustworthy and its container document is secure.
    let parent_secure = creator.container.as_ref().map(|c| c.2);
    let url_secure = runtime::html::origin::is_potentially_trustworthy_url(url) && (url.scheme() != "about" || creator.inherited_origin.as_ref().is_none_or(|o| o.is_potentially_trustworthy()));
    let secure = url_secure && parent_secure.unwrap_or(true);
    DocumentPolicy { origin, policy, sandboxing, requests_oac, secure }
}

/// A tree with the elements an initial `about:blank` document has.
fn about_blank_tree() -> Tree {
    Tree::parse_document("<html><head></head><body></body></html>")
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-top-level-traversable
/// for the embedder's navigation to `url`, whose response is `res`: a new
/// browsing context group, the agent for the response's origin, the
/// navigable and its document (nothing can observe an initial about:blank
/// document of a traversable the embedder made, so the response's document
/// is the first one).
pub fn create_top_level_traversable(ua: &mut Ua, url: &Url, res: &Resource) -> (NavigableId, DocId) {
    let group = ua.create_a_new_browsing_context_group();
    let pol = document_policy(url, res, &Creator { container: None, inherited_origin: None, sandboxing: SandboxingFlags::NONE, origin_keyed: true });
    let agent = ua.obtain_a_similar_origin_window_agent(group, &pol.origin, pol.requests_oac);
    let nav = ua.next_navigable_id();
    let doc = ua.create_document(DocumentInit {
        url: url.clone(),
        origin: pol.origin,
        tree: Tree::new(),
        navigable: Some(nav),
        agent,
        secure: pol.secure,
        sandboxing: pol.sandboxing,
        policy: pol.policy,
        is_initial_about_blank: false,
        readiness: DocumentReadiness::Loading,
    });
    ua.create_navigable(None, None, group, doc);
    (nav, doc)
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-browsing-context
/// for a new navigable: its initial `about:blank` document, with the
/// creator's origin (opaque when sandboxed), in the creator's group.
/// Returns the navigable and the document.
pub fn create_navigable_with_initial_document(ua: &mut Ua, group: runtime::html::BrowsingContextGroupId, parent: Option<(NavigableId, DocId, NodeId)>, creator: &Creator) -> (NavigableId, DocId) {
    let Ok(blank) = Url::parse("about:blank") else { unreachable!("about:blank parses") };
    let empty = Resource { url: blank.clone(), status: 200, headers: Vec::new(), body: Vec::new() };
    let pol = document_policy(&blank, &empty, creator);
    // 5-6. Let agent be the result of obtaining a similar-origin window agent
    //      given origin, group, and (the spec's false, see Creator::origin_keyed)
    //      the creator's keying.
    let agent = ua.obtain_a_similar_origin_window_agent(group, &pol.origin, creator.origin_keyed);
    let nav = ua.next_navigable_id();
    let doc = ua.create_document(DocumentInit {
        url: blank,
        origin: pol.origin,
        tree: about_blank_tree(),
        navigable: Some(nav),
        agent,
        secure: pol.secure,
        sandboxing: pol.sandboxing,
        policy: pol.policy,
        is_initial_about_blank: true,
        readiness: DocumentReadiness::Complete,
    });
    ua.create_navigable(parent.map(|p| p.0), parent.map(|p| (p.1, p.2)), group, doc);
    if let Some(n) = ua.navigable_mut(nav) {
        n.container_sandboxing = creator.sandboxing;
    }
    (nav, doc)
}

/// Makes the JavaScript side of `doc` in this agent, if not made yet: for a
/// document with a browsing context, a new realm whose global object is the
/// Window and whose `this` is the navigable's WindowProxy; for one without,
/// the current realm.
pub fn initialize_document_objects(ctx: &mut Context, doc: DocId) -> JsResult<()> {
    let h = host(ctx);
    if h.has_objects(doc) {
        return Ok(());
    }
    let Some((agent, navigable, secure)) = h.doc(doc, |d| (d.agent, d.navigable, d.secure)) else {
        return Err(crate::webidl::convert::type_error(format!("no {doc}")));
    };
    if agent != h.agent {
        return Err(crate::webidl::convert::type_error(format!("{doc} belongs to another agent")));
    }
    let Some(nav) = navigable else {
        let realm = ctx.realm().clone();
        h.objects_mut(doc, |o| o.realm = Some(realm));
        return Ok(());
    };
    let proxy = crate::html::window_proxy::get(ctx, nav)?;
    *h.next_global.borrow_mut() = (doc, Some(proxy));
    let realm = ctx.create_realm();
    *h.next_global.borrow_mut() = (DocId(0), None);
    let realm = realm?;
    h.objects_mut(doc, |o| o.realm = Some(realm.clone()));
    // The context's own first realm belongs to no document: the first
    // document's realm replaces it as the default current realm.
    if ctx.realm().host_defined().get::<RealmDoc>().is_none() {
        ctx.enter_realm(realm.clone());
    }
    with_realm(ctx, realm, |ctx| set_up_realm(ctx, doc, secure))
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#initialise-the-document-object
/// step 5: a document that replaces its navigable's initial `about:blank`
/// document `old`, same origin and in the same agent, takes over its Window
/// (and the Window's Navigator, Location and Performance): what script set
/// on the Window before the navigation (`w = open(url); w.onload = f`) stays.
/// Returns false when `old` has no Window to give.
pub fn reuse_window(ctx: &mut Context, old: DocId, new: DocId) -> bool {
    let h = host(ctx);
    let taken = h.objects_mut(old, |o| match (o.realm.clone(), o.window.take()) {
        (Some(realm), Some(window)) => Some((realm, window, o.location.take(), o.navigator.take(), o.performance.take(), std::mem::take(&mut o.singletons))),
        (_, window) => {
            o.window = window;
            None
        }
    });
    let Some((realm, window, location, navigator, performance, singletons)) = taken else { return false };
    realm.host_defined_mut().insert(RealmDoc(new));
    for obj in [Some(&window), location.as_ref(), navigator.as_ref(), performance.as_ref()].into_iter().flatten() {
        if let Some(d) = obj.downcast_ref::<crate::webidl::reflect::DomObject>() {
            if let DomKind::Window(c) | DomKind::Location(c) | DomKind::Navigator(c) | DomKind::Performance(c) = &d.kind {
                c.set(new);
            }
        }
    }
    h.objects_mut(new, |o| {
        o.realm = Some(realm);
        o.window = Some(window);
        o.location = location;
        o.navigator = navigator;
        o.performance = performance;
        o.singletons = singletons;
    });
    true
}

pub use crate::host::{in_doc_realm, with_realm};

/// Defines the interfaces in the current realm and the Window's objects.
fn set_up_realm(ctx: &mut Context, doc: DocId, secure: bool) -> JsResult<()> {
    let h = host(ctx);
    let global = ctx.global_object();
    let realm = ctx.realm().clone();
    realm.host_defined_mut().insert(RealmDoc(doc));
    crate::ecmascript::sticky_exec::install(ctx)?;
    crate::ecmascript::relative_time_format::install(ctx)?;
    let protos = crate::generated::define_all(ctx, &global, secure)?;
    let window_proto = protos.prototype(Interface::Window);
    realm.host_defined_mut().insert(protos);
    if let Some(proto) = &window_proto {
        crate::html::window_named_properties::install(ctx, &global, proto)?;
    }
    global.set_prototype(window_proto);
    crate::generated::define_unforgeables(ctx, &global, Interface::Window)?;
    let navigator = reflect(ctx, Interface::Navigator, DomKind::Navigator(std::cell::Cell::new(doc)))?;
    let location = crate::html::location::create_a_location_object(ctx, doc)?;
    let performance = reflect(ctx, Interface::Performance, DomKind::Performance(std::cell::Cell::new(doc)))?;
    h.objects_mut(doc, |o| {
        o.window = Some(global.clone());
        o.navigator = Some(navigator);
        o.location = Some(location);
        o.performance = Some(performance);
    });
    let is_top = h.ua().document(doc).and_then(|d| d.navigable).and_then(|n| h.ua().navigable(n).map(|n| n.parent.is_none())).unwrap_or(false);
    if h.collected.wpt_report_hook && is_top {
        crate::webidl::define::define_function(ctx, &global, "__webmcp_wpt_report", 1, NativeFunction::from_fn_ptr(|_, args, ctx| {
            let json = args.first().and_then(|v| v.as_string()).map(|s| s.to_std_string_lossy()).unwrap_or_default();
            *host(ctx).collected.wpt_report.borrow_mut() = Some(json);
            Ok(JsValue::undefined())
        }))?;
    }
    Ok(())
}

/// Parses the document's HTML, preparing each script element when its end
/// tag is parsed (a classic script without `defer` or `async` runs then),
/// then runs "the end": deferred and module scripts, DOMContentLoaded, and
/// the load steps once the async scripts have run.
pub fn parse_and_run(ctx: &mut Context, doc: DocId, html: &str) {
    in_doc_realm(ctx, doc, |ctx| {
        let Some(tree) = host(ctx).doc(doc, |d| d.tree.clone()) else { return };
        // A document made for a navigation allows declarative shadow roots
        // (HTML's "create and initialize a Document object").
        tree.borrow_mut().set_allow_declarative_shadow_roots(true);
        let parser = std::rc::Rc::new(std::cell::RefCell::new(HtmlParser::new(tree)));
        parser.borrow_mut().feed(html);
        parser.borrow_mut().end_input();
        // The parser is the document's active parser while it runs (what
        // `document.write()` writes into).
        let active = crate::html::dynamic_markup_insertion::ActiveParser { parser: parser.clone(), script_created: false, script_nesting_level: 0 };
        crate::html::dynamic_markup_insertion::set_active_parser(ctx, doc, Some(active));
        loop {
            let step = parser.borrow_mut().resume();
            let ParseStep::Script(node) = step else { break };
            // https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
            crate::html::dynamic_markup_insertion::run_script_at_end_tag(ctx, doc, &parser, node, true);
        }
        // The parser stops ("the end", step 2): the document has no active
        // parser from now on, unless a script replaced it (document.open()).
        let still_active = host(ctx).objects(doc, |o| o.active_parser.as_ref().is_some_and(|a| std::rc::Rc::ptr_eq(&a.parser, &parser))).unwrap_or(false);
        if still_active {
            crate::html::dynamic_markup_insertion::set_active_parser(ctx, doc, None);
        }
        // The iframes the parser inserted get their child navigables.
        crate::html::navigable::create_child_navigables(ctx, doc);
        let forms_parsed = host(ctx).hooks.forms_parsed;
        forms_parsed(ctx, doc);
        crate::html::event_handler_content::parsed(ctx, doc);
        // https://html.spec.whatwg.org/multipage/browsing-the-web.html#try-to-scroll-to-the-fragment:
        // the parser has stopped, so the fragment is scrolled to (its target element set).
        crate::html::history::scroll_to_the_fragment(ctx, doc);
        // https://html.spec.whatwg.org/multipage/parsing.html#the-end
        // 1. Update the current document readiness to "interactive".
        update_the_current_document_readiness(ctx, doc, DocumentReadiness::Interactive);
        // 3-7. The deferred scripts, DOMContentLoaded, the async scripts, load.
        crate::html::script_element::the_end(ctx, doc);
        // Loading module graphs is microtasks: run them.
        crate::html::script::perform_a_microtask_checkpoint(ctx);
    });
}

/// https://html.spec.whatwg.org/multipage/dom.html#update-the-current-document-readiness
pub fn update_the_current_document_readiness(ctx: &mut Context, doc: DocId, readiness: DocumentReadiness) {
    // 1-2. If document's current document readiness equals readinessValue, then
    //      return; otherwise set it.
    let changed = host(ctx).doc_mut(doc, |d| std::mem::replace(&mut d.readiness, readiness) != readiness).unwrap_or(false);
    if !changed {
        return;
    }
    // 4. Fire an event named readystatechange at document.
    in_doc_realm(ctx, doc, |ctx| fire_simple(ctx, doc, "readystatechange", false, false));
}

/// https://html.spec.whatwg.org/multipage/parsing.html#the-end step 8 and
/// https://html.spec.whatwg.org/multipage/document-lifecycle.html#completely-finish-loading:
/// readiness "complete", load and pageshow at the Window, then the
/// container's load event.
pub fn completely_finish_loading(ctx: &mut Context, doc: DocId) {
    // The parser's stylesheet links delay the load event: their load or
    // error events come first.
    crate::html::link_stylesheet::process_links(ctx, doc, false);
    let h = host(ctx);
    // 8.1. Update the current document readiness to "complete".
    update_the_current_document_readiness(ctx, doc, DocumentReadiness::Complete);
    // 8.2. If the Document object's browsing context is null, then abort these steps.
    if h.doc(doc, |d| d.navigable.is_some()) == Some(true) {
        in_doc_realm(ctx, doc, |ctx| {
            // 8.5. Fire an event named load at window, with legacy target override flag set.
            fire_at_window(ctx, doc, "load", |ctx| crate::dom::event::create(ctx, Interface::Event, "load", false, false, |_| {}));
            // 8.9-8.10. Set the Document's page showing to true; fire a page transition
            //           event named pageshow at window with false.
            fire_at_window(ctx, doc, "pageshow", |ctx| {
                crate::dom::event::create(ctx, Interface::PageTransitionEvent, "pageshow", true, true, |d| d.numbers = vec![0.0])
            });
        });
    }
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps,
    // in the container's agent.
    let container = {
        let ua = h.ua();
        ua.document(doc).and_then(|d| d.navigable).and_then(|n| ua.navigable(n)).and_then(|n| n.container)
    };
    if let Some((parent, iframe)) = container {
        h.queue_parallel(Box::new(move |ua: &mut Ua| {
            ua.queue_global_task(parent, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| {
                crate::html::navigable::fire_iframe_load(ctx, parent, iframe);
                // The child no longer delays its container's document's load event.
                crate::html::script_element::load_event_delay_may_have_ended(ctx, parent);
            }));
        }));
    }
}

/// Fires the event `make` creates at the Window of `doc`, with the legacy
/// target override flag set (the event's target is the Document), if anyone listens.
fn fire_at_window(ctx: &mut Context, doc: DocId, type_: &str, make: impl FnOnce(&mut Context) -> JsResult<boa_engine::JsObject>) {
    let h = host(ctx);
    if !crate::dom::eventtarget::anyone_listens(ctx, doc, None, type_) {
        crate::html::script::perform_a_microtask_checkpoint(ctx);
        return;
    }
    let window = h.objects(doc, |o| o.window.clone()).flatten();
    let document = h.doc(doc, |d| d.tree.borrow().document()).and_then(|r| crate::dom::node::wrap(ctx, doc, r).ok());
    if let (Some(window), Ok(ev)) = (window, make(ctx)) {
        crate::dom::event::with_state_mut(&ev, |s| s.is_trusted = true);
        crate::dom::eventtarget::dispatch_with_target_override(ctx, &window, &ev, document);
    }
    crate::html::script::perform_a_microtask_checkpoint(ctx);
}

/// Fires a plain Event at the document (or, for `at_window`, its window).
pub fn fire_simple(ctx: &mut Context, doc: DocId, type_: &str, bubbles: bool, at_window: bool) {
    let h = host(ctx);
    let root = h.doc(doc, |d| d.tree.borrow().document());
    if !crate::dom::eventtarget::anyone_listens(ctx, doc, if at_window { None } else { root }, type_) {
        crate::html::script::perform_a_microtask_checkpoint(ctx);
        return;
    }
    let target = if at_window {
        h.objects(doc, |o| o.window.clone()).flatten()
    } else {
        root.and_then(|r| crate::dom::node::wrap(ctx, doc, r).ok())
    };
    let Some(target) = target else { return };
    if let Ok(ev) = crate::dom::event::create(ctx, Interface::Event, type_, bubbles, false, |_| {}) {
        crate::dom::eventtarget::fire_event(ctx, &target, &ev);
    }
    crate::html::script::perform_a_microtask_checkpoint(ctx);
}
