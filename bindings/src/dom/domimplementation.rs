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
        let title = title.map(|t| t.to_std_string_lossy());
        create_document_with_tree(ctx, Tree::new_html_document(title.as_deref()))
    }
    fn has_feature(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
    }
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
    fn create_document_type(ctx: &mut Context, this: &JsObject, name: JsString, public_id: JsString, system_id: JsString) -> JsResult<JsObject> {
        let doc = associated_document(this)?;
        let tree = host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| type_error("no document"))?;
        let (name, public_id, system_id) = (name.to_std_string_lossy(), public_id.to_std_string_lossy(), system_id.to_std_string_lossy());
        let r = tree.borrow_mut().create_document_type(&name, &public_id, &system_id);
        let node = r.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
        crate::dom::node::wrap(ctx, doc, node)
    }
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocument
    fn create_document(ctx: &mut Context, _this: &JsObject, namespace: Option<JsString>, qualified_name: JsString, doctype: Option<JsObject>) -> JsResult<JsObject> {
        let namespace = namespace.map(|n| n.to_std_string_lossy());
        let qualified_name = qualified_name.to_std_string_lossy();
        // 1. Let document be a new XMLDocument (its content type, step 7, is
        //    determined by namespace).
        let mut tree = Tree::new_xml_document(namespace.as_deref());
        // 2-3. Let element be null; if qualifiedName is not the empty string,
        //      set it to the result of the internal createElementNS steps.
        let element = if qualified_name.is_empty() {
            None
        } else {
            let e = tree.create_element_ns(namespace.as_deref(), &qualified_name);
            Some(e.map_err(|e| crate::dom::node::dom_error(ctx, e))?)
        };
        // 6. document's origin is this's associated document's origin.
        let document = create_document_with_tree(ctx, tree)?;
        let doc = crate::dom::node::node_ref(&document)?;
        // 4. If doctype is non-null, append doctype to document.
        if let Some(doctype) = doctype {
            crate::dom::node::pre_insert(ctx, &doctype, doc, None)?;
        }
        // 5. If element is non-null, append element to document.
        if let Some(element) = element {
            let element = crate::dom::node::wrap(ctx, doc.doc, element)?;
            crate::dom::node::pre_insert(ctx, &element, doc, None)?;
        }
        // 8. Return document.
        Ok(document)
    }
}

/// The document a DOMImplementation belongs to.
fn associated_document(this: &JsObject) -> JsResult<crate::host::DocId> {
    let d = this.downcast_ref::<crate::webidl::reflect::DomObject>().ok_or_else(|| type_error("not a DOMImplementation"))?;
    match &d.kind {
        crate::webidl::kind::DomKind::Implementation(doc) => Ok(*doc),
        _ => Err(type_error("not a DOMImplementation")),
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
