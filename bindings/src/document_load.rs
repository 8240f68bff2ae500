//! Creating documents and their realms, and loading them: parsing with
//! scripts run in document order, DOMContentLoaded, then load
//! (https://html.spec.whatwg.org/multipage/document-lifecycle.html,
//! https://html.spec.whatwg.org/multipage/parsing.html#the-end).


use boa_engine::realm::Realm;
use boa_engine::{Context, JsResult, JsValue, NativeFunction};
use runtime::dom::{HtmlParser, NodeId, ParseStep, Tree};
use runtime::html::event_loop::TaskSource;
use runtime::fetch::loader::Resource;
use runtime::html::origin::Origin;
use runtime::permissions_policy::{self, Container, PermissionsPolicy};
use url::Url;

use crate::dom::kind::DomKind;
use crate::generated::Interface;
use crate::glue::reflect::reflect;
use crate::host::{host, DocId, DocumentEntry};
use crate::page::RealmDoc;

/// The response's security settings for a new document.
struct DocumentPolicy {
    origin: Origin,
    policy: PermissionsPolicy,
    tools_allowed: bool,
    origin_keyed: bool,
}

/// Origin, permissions policy and agent-cluster keying for a document
/// created from `res`, in `container` if it is a child navigable's.
fn document_policy(url: &Url, res: &Resource, parent_origin: Option<&Origin>, container: Option<&Container<'_>>) -> DocumentPolicy {
    // A sandboxing CSP without allow-same-origin gives an opaque origin
    // (https://html.spec.whatwg.org/multipage/browsers.html#sandboxing).
    let sandboxed = res.header("Content-Security-Policy").is_some_and(|csp| {
        csp.split(';').map(str::trim).any(|d| {
            let mut parts = d.split_ascii_whitespace();
            parts.next().is_some_and(|n| n.eq_ignore_ascii_case("sandbox")) && !parts.any(|t| t.eq_ignore_ascii_case("allow-same-origin"))
        })
    });
    // about:blank inherits its creator's origin.
    let origin = if sandboxed {
        Origin::new_opaque()
    } else if url.scheme() == "about" {
        parent_origin.cloned().unwrap_or_else(Origin::new_opaque)
    } else {
        Origin::from_url(url)
    };
    let policy = permissions_policy::create_a_permissions_policy_for_a_navigable_from_response(container, &origin, res.header("Permissions-Policy"));
    let tools_allowed = permissions_policy::allowed_to_use(&policy, &origin);
    // https://html.spec.whatwg.org/multipage/browsers.html#origin-keyed-agent-clusters:
    // `Origin-Agent-Cluster: ?0` asks for a site-keyed cluster (document.domain enabled).
    let origin_keyed = res.header("Origin-Agent-Cluster").map(str::trim) != Some("?0");
    DocumentPolicy { origin, policy, tools_allowed, origin_keyed }
}

/// Creates the document for `res` with a Window in a new realm (the
/// context's first realm for the first document).
pub fn create_document(ctx: &mut Context, url: &Url, res: &Resource, parent: Option<(DocId, NodeId)>) -> JsResult<DocId> {
    let h = host(ctx);
    let parent_info = parent.and_then(|(pd, iframe)| {
        h.doc(pd, |d| {
            let allow = d.tree.borrow().attribute(iframe, "allow").map(str::to_string);
            (d.policy.clone(), d.origin.clone(), allow, d.top, d.secure)
        })
    });
    let container = parent_info.as_ref().map(|(policy, origin, allow, _, _)| Container {
        document_policy: policy,
        document_origin: origin,
        allow: allow.as_deref(),
        src_origin: None,
    });
    let pol = document_policy(url, res, parent_info.as_ref().map(|p| &p.1), container.as_ref());
    // https://html.spec.whatwg.org/multipage/webappapis.html#secure-context: a child is
    // secure only if its URL is trustworthy and its parent is secure.
    let url_secure = runtime::html::origin::is_potentially_trustworthy_url(url) || (url.scheme() == "about" && parent_info.as_ref().is_some_and(|p| p.4));
    let secure = url_secure && parent_info.as_ref().is_none_or(|p| p.4);
    let id = {
        let mut docs = h.documents.borrow_mut();
        let id = docs.len();
        let top = parent_info.as_ref().map_or(id, |p| p.3);
        docs.push(DocumentEntry {
            secure,
            has_browsing_context: true,
            fully_active: true,
            tools_allowed: pol.tools_allowed,
            origin_keyed: pol.origin_keyed,
            parent,
            ..DocumentEntry::new(Tree::new().into_shared(), url.clone(), pol.origin, top, pol.policy)
        });
        id
    };
    let realm = if id == 0 {
        ctx.realm().clone()
    } else {
        h.next_global_doc.set(id);
        ctx.create_realm()?
    };
    with_realm(ctx, realm.clone(), |ctx| set_up_realm(ctx, id, secure))?;
    h.doc_mut(id, |d| d.realm = Some(realm));
    Ok(id)
}

/// Runs `f` with `realm` as the current realm.
pub fn with_realm<R>(ctx: &mut Context, realm: Realm, f: impl FnOnce(&mut Context) -> R) -> R {
    let old = ctx.enter_realm(realm);
    let r = f(ctx);
    ctx.enter_realm(old);
    r
}

/// Runs `f` in the realm of document `doc` (the current realm if it has none).
pub fn in_doc_realm<R>(ctx: &mut Context, doc: DocId, f: impl FnOnce(&mut Context) -> R) -> R {
    match host(ctx).doc(doc, |d| d.realm.clone()).flatten() {
        Some(realm) => with_realm(ctx, realm, f),
        None => f(ctx),
    }
}

/// Defines the interfaces in the current realm and the Window's objects.
fn set_up_realm(ctx: &mut Context, doc: DocId, secure: bool) -> JsResult<()> {
    let h = host(ctx);
    let global = ctx.global_object();
    let realm = ctx.realm().clone();
    realm.host_defined_mut().insert(RealmDoc(doc));
    let protos = crate::generated::define_all(ctx, &global, secure)?;
    let window_proto = protos.prototype(Interface::Window);
    realm.host_defined_mut().insert(protos);
    global.set_prototype(window_proto);
    crate::generated::define_unforgeables(ctx, &global, Interface::Window)?;
    let navigator = reflect(ctx, Interface::Navigator, DomKind::Navigator(doc))?;
    let location = reflect(ctx, Interface::Location, DomKind::Location(doc))?;
    let performance = reflect(ctx, Interface::Performance, DomKind::Performance(doc))?;
    let now = h.event_loop.borrow().now();
    h.doc_mut(doc, |d| {
        d.window = Some(global.clone());
        d.navigator = Some(navigator);
        d.location = Some(location);
        d.performance = Some(performance);
        d.time_origin = now;
    });
    if h.wpt_report_hook.get() && doc == 0 {
        crate::glue::define::define_function(ctx, &global, "__webmcp_wpt_report", 1, NativeFunction::from_fn_ptr(|_, args, ctx| {
            let json = args.first().and_then(|v| v.as_string()).map(|s| s.to_std_string_lossy()).unwrap_or_default();
            *host(ctx).wpt_report.borrow_mut() = Some(json);
            Ok(JsValue::undefined())
        }))?;
    }
    Ok(())
}

/// Parses the document's HTML, running each classic script when its end tag
/// is parsed, fires DOMContentLoaded, and queues the load steps.
pub fn parse_and_run(ctx: &mut Context, doc: DocId, html: &str) {
    in_doc_realm(ctx, doc, |ctx| {
        let Some(tree) = host(ctx).doc(doc, |d| d.tree.clone()) else { return };
        let mut parser = HtmlParser::new(tree);
        parser.feed(html);
        parser.end_input();
        while let ParseStep::Script(node) = parser.resume() {
            // Iframes parsed so far get their child navigables (the HTML
            // standard creates one when the element is inserted), so the
            // script sees their contentWindow.
            crate::navigable::create_child_navigables(ctx, doc);
            run_script_element(ctx, doc, node);
        }
        // The iframes the parser inserted get their child navigables.
        crate::navigable::create_child_navigables(ctx, doc);
        // https://html.spec.whatwg.org/multipage/parsing.html#the-end
        host(ctx).doc_mut(doc, |d| d.ready_state = "interactive");
        fire_simple(ctx, doc, "DOMContentLoaded", true, false);
    });
    host(ctx).queue_task(TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| {
        let still_active = host(ctx).doc(doc, |d| d.fully_active).unwrap_or(false);
        if !still_active {
            return;
        }
        host(ctx).doc_mut(doc, |d| d.ready_state = "complete");
        in_doc_realm(ctx, doc, |ctx| fire_simple(ctx, doc, "load", false, true));
        // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps
        if let Some((parent, iframe)) = host(ctx).doc(doc, |d| d.parent).flatten() {
            crate::navigable::fire_iframe_load(ctx, parent, iframe);
        }
    }));
}

/// Fires a plain Event at the document (or, for `at_window`, its window).
pub fn fire_simple(ctx: &mut Context, doc: DocId, type_: &str, bubbles: bool, at_window: bool) {
    let h = host(ctx);
    let target = if at_window {
        h.doc(doc, |d| d.window.clone()).flatten()
    } else {
        let root = h.doc(doc, |d| d.tree.borrow().document());
        root.and_then(|r| crate::dom::node::wrap(ctx, doc, r).ok())
    };
    let Some(target) = target else { return };
    if let Ok(ev) = crate::dom::event::create(ctx, Interface::Event, type_, bubbles, false, |_| {}) {
        crate::dom::eventtarget::fire_event(ctx, &target, &ev);
    }
    crate::page::perform_a_microtask_checkpoint(ctx);
}

/// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element (classic scripts).
fn run_script_element(ctx: &mut Context, doc: DocId, node: NodeId) {
    let h = host(ctx);
    let Some((src, ty, text, base)) = h.doc(doc, |d| {
        let t = d.tree.borrow();
        (t.attribute(node, "src").map(str::to_string), t.attribute(node, "type").map(str::to_string), t.child_text_content(node), d.url.clone())
    }) else {
        return;
    };
    // Only JavaScript MIME types (or none) are classic scripts.
    if let Some(ty) = ty.as_deref().map(str::trim) {
        let ty = ty.to_ascii_lowercase();
        if ty == "module" {
            tracing::warn!("module scripts are not supported; skipped");
            return;
        }
        if !ty.is_empty() && ty != "text/javascript" && ty != "application/javascript" {
            return;
        }
    }
    let (source, name) = match src {
        Some(src) => {
            let Ok(url) = base.join(&src) else { return };
            match h.loader.load(&url) {
                Ok(res) if res.status < 400 => (res.text(), url.to_string()),
                Ok(res) => {
                    h.uncaught_errors.borrow_mut().push(format!("script {url}: status {}", res.status));
                    return;
                }
                Err(e) => {
                    h.uncaught_errors.borrow_mut().push(format!("script {url}: {e}"));
                    return;
                }
            }
        }
        None => (text, base.to_string()),
    };
    crate::script::run_classic_script(ctx, &source, &name);
}
