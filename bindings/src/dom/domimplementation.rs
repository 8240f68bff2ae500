//! https://dom.spec.whatwg.org/#interface-domimplementation, and the
//! documents DOM methods create (without a browsing context).

use boa_engine::{Context, JsObject, JsResult, JsString};

use runtime::dom::{DocumentKind, Tree};
use runtime::html::sandboxing::SandboxingFlags;
use runtime::html::{DocumentInit, DocumentReadiness};

use crate::dom::node::{dom_error, node_ref, tree_of, wrap};
use crate::generated::{DOMImplementationMethods, Interface};
use crate::host::host;
use crate::webidl::convert::type_error;

pub struct DOMImplementation;

fn about_blank() -> url::Url {
    // A document's URL is about:blank unless said otherwise
    // (https://dom.spec.whatwg.org/#concept-document-url).
    url::Url::parse("about:blank").expect("about:blank parses")
}

impl DOMImplementationMethods for DOMImplementation {
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
    fn create_document_type(ctx: &mut Context, this: &JsObject, name: JsString, public_id: JsString, system_id: JsString) -> JsResult<JsObject> {
        let doc = associated_document(this)?;
        let tree = tree_of(ctx, doc)?;
        let r = tree.borrow_mut().create_document_type(&name.to_std_string_lossy(), &public_id.to_std_string_lossy(), &system_id.to_std_string_lossy());
        let node = r.map_err(|e| dom_error(ctx, e))?;
        wrap(ctx, doc, node)
    }
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocument
    fn create_document(ctx: &mut Context, _this: &JsObject, namespace: Option<JsString>, qualified_name: JsString, doctype: Option<JsObject>) -> JsResult<JsObject> {
        let namespace = namespace.map(|n| n.to_std_string_lossy()).filter(|n| !n.is_empty());
        // 1. Let document be a new XMLDocument.
        // 7. document's content type is determined by namespace: HTML
        //    namespace, application/xhtml+xml; SVG namespace, image/svg+xml;
        //    any other namespace, application/xml.
        let content_type = match namespace.as_deref() {
            Some(runtime::dom::names::HTML_NAMESPACE) => "application/xhtml+xml",
            Some(runtime::dom::names::SVG_NAMESPACE) => "image/svg+xml",
            _ => "application/xml",
        };
        let mut tree = Tree::new();
        tree.set_kind(DocumentKind { html: false, content_type: content_type.into() });
        // 2. Let element be null.
        // 3. If qualifiedName is not the empty string, then set element to the
        //    result of running the internal createElementNS steps, given
        //    document, namespace, qualifiedName, and an empty dictionary.
        let q = qualified_name.to_std_string_lossy();
        let element = if q.is_empty() { None } else { Some(tree.create_element_ns(namespace.as_deref(), &q).map_err(|e| dom_error(ctx, e))?) };
        // 6. document's origin is this's associated document's origin.
        let document = create_document_with(ctx, tree, Some(about_blank()), Some(Interface::XMLDocument))?;
        let doc = node_ref(&document)?;
        // 4. If doctype is non-null, append doctype to document.
        if let Some(dt) = doctype {
            crate::dom::node::pre_insert(ctx, &dt, doc, None)?;
        }
        // 5. If element is non-null, append element to document.
        if let Some(e) = element {
            let tree = tree_of(ctx, doc.doc)?;
            let r = tree.borrow_mut().append_child(doc.node, e);
            r.map_err(|e| dom_error(ctx, e))?;
        }
        // 8. Return document.
        Ok(document)
    }
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
    fn create_html_document(ctx: &mut Context, _this: &JsObject, title: Option<JsString>) -> JsResult<JsObject> {
        create_html_document(ctx, title.map(|t| t.to_std_string_lossy()).as_deref())
    }
    fn has_feature(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
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

/// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument's
/// steps (`title` `None`: not given).
pub fn create_html_document(ctx: &mut Context, title: Option<&str>) -> JsResult<JsObject> {
    // 1. Let doc be a new document that is an HTML document.
    // 2. Set doc's content type to "text/html".
    let mut t = Tree::new();
    t.set_kind(DocumentKind { html: true, content_type: "text/html".into() });
    let html_element = |t: &mut Tree, name: &str| t.create_element(name);
    let build = |t: &mut Tree| -> Result<(), runtime::dom::DomError> {
        let root = t.document();
        // 3. Append a new doctype, with "html" as its name, to doc.
        let doctype = t.create_document_type("html", "", "")?;
        t.append_child(root, doctype)?;
        // 4. Append the result of creating an element given doc, "html", and
        //    the HTML namespace, to doc.
        let html = html_element(t, "html")?;
        t.append_child(root, html)?;
        // 5. Append a head element to the html element.
        let head = html_element(t, "head")?;
        t.append_child(html, head)?;
        // 6. If title is given: append a title element to the head element,
        //    and a Text node whose data is title to the title element.
        if let Some(title) = title {
            let title_element = html_element(t, "title")?;
            t.append_child(head, title_element)?;
            let text = t.create_text(title);
            t.append_child(title_element, text)?;
        }
        // 7. Append a body element to the html element.
        let body = html_element(t, "body")?;
        t.append_child(html, body)?;
        Ok(())
    };
    build(&mut t).map_err(|e| dom_error(ctx, e))?;
    // 8. doc's origin is this's associated document's origin.
    // 9. Return doc.
    create_document_with(ctx, t, Some(about_blank()), None)
}

/// https://dom.spec.whatwg.org/#dom-document-document: a new XML-typed
/// Document (its wrapper a Document) whose origin is the current global's
/// associated Document's.
pub fn new_document(ctx: &mut Context) -> JsResult<JsObject> {
    let mut t = Tree::new();
    t.set_kind(DocumentKind { html: false, content_type: "application/xml".into() });
    create_document_with(ctx, t, Some(about_blank()), None)
}

/// A new document without a browsing context holding `tree`, with the
/// current document's URL and origin, in this agent (DOMParser).
pub fn create_document_with_tree(ctx: &mut Context, tree: Tree) -> JsResult<JsObject> {
    create_document_with(ctx, tree, None, None)
}

/// A new document without a browsing context holding `tree`, with `url`
/// (or the current document's URL) and the current document's origin, in
/// this agent; its wrapper implements `interface` (or Document).
pub fn create_document_with(ctx: &mut Context, tree: Tree, url: Option<url::Url>, interface: Option<Interface>) -> JsResult<JsObject> {
    let h = host(ctx);
    let cur = crate::host::current_doc(ctx);
    let (cur_url, origin, secure, policy) = h.doc(cur, |d| (d.url.clone(), d.origin.clone(), d.secure, d.policy.clone())).ok_or_else(|| type_error("no document"))?;
    let agent = h.agent;
    let id = h.ua_mut().create_document(DocumentInit {
        url: url.unwrap_or(cur_url),
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
    h.objects_mut(id, |o| {
        o.realm = Some(realm);
        o.document_interface = interface;
    });
    let root = h.doc(id, |d| d.tree.borrow().document()).ok_or_else(|| type_error("no document"))?;
    wrap(ctx, id, root)
}
