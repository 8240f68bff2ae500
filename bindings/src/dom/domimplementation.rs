//! https://dom.spec.whatwg.org/#interface-domimplementation

use boa_engine::{Context, JsObject, JsResult, JsString};

use runtime::dom::Tree;
use runtime::html::sandboxing::SandboxingFlags;
use runtime::html::{DocumentInit, DocumentReadiness};

use crate::generated::DOMImplementationMethods;
use crate::host::host;
use crate::webidl::convert::type_error;

pub struct DOMImplementation;

impl DOMImplementationMethods for DOMImplementation {
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
    fn create_html_document(ctx: &mut Context, _this: &JsObject, title: Option<JsString>) -> JsResult<JsObject> {
        let title = title.map(|t| t.to_std_string_lossy()).unwrap_or_default();
        create_detached_document(ctx, &title)
    }
    fn has_feature(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
    }
}

/// A new document without a browsing context, same origin as the current
/// one, in this agent
/// (https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument).
pub fn create_detached_document(ctx: &mut Context, title: &str) -> JsResult<boa_engine::JsObject> {
    let escaped = title.replace('&', "&amp;").replace('<', "&lt;");
    let tree = Tree::parse_document(&format!("<!DOCTYPE html><html><head><title>{escaped}</title></head><body></body></html>"));
    create_document_with_tree(ctx, tree)
}

/// A new document without a browsing context holding `tree`, with the
/// current document's URL and origin, in this agent (createHTMLDocument,
/// DOMParser).
pub fn create_document_with_tree(ctx: &mut Context, tree: Tree) -> JsResult<boa_engine::JsObject> {
    let h = host(ctx);
    let cur = crate::host::current_doc(ctx);
    let (url, origin, secure, policy) = h.doc(cur, |d| (d.url.clone(), d.origin.clone(), d.secure, d.policy.clone())).ok_or_else(|| type_error("no document"))?;
    let agent = h.agent;
    let id = h.ua_mut().create_document(DocumentInit {
        url,
        origin,
        tree,
        navigable: None,
        agent,
        secure,
        sandboxing: SandboxingFlags::NONE,
        policy,
        is_initial_about_blank: false,
        readiness: DocumentReadiness::Complete,
    });
    // A document without a browsing context has no Window: its objects
    // live in the realm of the document that made it.
    let realm = ctx.realm().clone();
    h.objects_mut(id, |o| o.realm = Some(realm));
    let root = h.doc(id, |d| d.tree.borrow().document()).ok_or_else(|| type_error("no document"))?;
    crate::dom::node::wrap(ctx, id, root)
}
