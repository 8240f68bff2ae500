//! https://dom.spec.whatwg.org/#interface-node, and the wrappers (one JS
//! object per node, created on first access) that connect a document's
//! Rust tree to script.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::{NodeData, NodeId};

use crate::dom::kind::{DomKind, NodeRef};
use crate::generated::{Interface, NodeMethods};
use crate::glue::convert::type_error;
use crate::glue::exception::dom_exception;
use crate::glue::reflect::{reflect_in_doc, DomObject};
use crate::host::{host, DocId};

pub struct Node;

/// The node a platform object reflects.
pub fn node_ref(obj: &JsObject) -> JsResult<NodeRef> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Node"))?;
    match &d.kind {
        DomKind::Node(r) => Ok(*r),
        _ => Err(type_error("not a Node")),
    }
}

/// The interface a node's wrapper implements.
fn interface_for(data: &NodeData) -> Interface {
    match data {
        NodeData::Document => Interface::Document,
        NodeData::Text(_) => Interface::Text,
        NodeData::Comment(_) => Interface::Comment,
        NodeData::Element(e) if *e.namespace() == html5ever::ns!(html) => match &**e.local_name() {
            "head" => Interface::HTMLHeadElement,
            "body" => Interface::HTMLBodyElement,
            "script" => Interface::HTMLScriptElement,
            "iframe" => Interface::HTMLIFrameElement,
            "meta" => Interface::HTMLMetaElement,
            _ => Interface::HTMLElement,
        },
        NodeData::Element(_) => Interface::Element,
        _ => Interface::Node,
    }
}

/// The wrapper of `node` in document `doc`, created on first use.
pub fn wrap(ctx: &mut Context, doc: DocId, node: NodeId) -> JsResult<JsObject> {
    let h = host(ctx);
    if let Some(w) = h.objects(doc, |o| o.wrappers.get(&node).cloned()).flatten() {
        return Ok(w);
    }
    let iface = h
        .doc(doc, |d| d.tree.borrow().node_data(node).map(interface_for))
        .flatten()
        .ok_or_else(|| type_error("no such node"))?;
    let obj = reflect_in_doc(ctx, doc, iface, DomKind::Node(NodeRef { doc, node }))?;
    h.objects_mut(doc, |o| o.wrappers.insert(node, obj.clone()));
    Ok(obj)
}

pub fn wrap_opt(ctx: &mut Context, doc: DocId, node: Option<NodeId>) -> JsResult<Option<JsObject>> {
    node.map(|n| wrap(ctx, doc, n)).transpose()
}

/// Runs `f` on the tree of the node `this` reflects.
pub fn with_tree<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&mut runtime::dom::Tree, NodeId) -> R) -> JsResult<(DocId, R)> {
    let r = node_ref(this)?;
    let h = host(ctx);
    let tree = h.doc(r.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    let mut t = tree.borrow_mut();
    Ok((r.doc, f(&mut t, r.node)))
}

/// https://dom.spec.whatwg.org/#get-the-parent for nodes, documents and windows.
pub fn get_the_parent(ctx: &mut Context, target: &JsObject, event_type: &str) -> Option<JsObject> {
    let d = target.downcast_ref::<DomObject>()?;
    let kind = match &d.kind {
        DomKind::Node(r) => Some(*r),
        _ => None,
    };
    drop(d);
    let r = kind?;
    let h = host(ctx);
    let (parent, is_document) = h.doc(r.doc, |d| {
        let t = d.tree.borrow();
        (t.parent(r.node), t.node_data(r.node).is_some_and(|n| n.is_document()))
    })?;
    if is_document {
        // A document's get the parent is its relevant global object, except for "load".
        if event_type == "load" {
            return None;
        }
        return h.objects(r.doc, |o| o.window.clone()).flatten();
    }
    wrap(ctx, r.doc, parent?).ok()
}

/// Maps a tree error to the DOMException the DOM Standard names.
pub fn dom_error(ctx: &mut Context, e: runtime::dom::DomError) -> boa_engine::JsError {
    dom_exception(ctx, e.name(), &e.to_string())
}

impl NodeMethods for Node {
    fn get_node_type(ctx: &mut Context, this: &JsObject) -> JsResult<u16> {
        Ok(with_tree(ctx, this, |t, n| t.node_data(n).map_or(0, |d| d.node_type()))?.1)
    }
    /// https://dom.spec.whatwg.org/#dom-node-nodename
    fn get_node_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let (_, name) = with_tree(ctx, this, |t, n| match t.node_data(n) {
            Some(NodeData::Element(e)) => {
                let q = e.local_name().to_string();
                if *e.namespace() == html5ever::ns!(html) { q.to_ascii_uppercase() } else { q }
            }
            Some(NodeData::Text(_)) => "#text".into(),
            Some(NodeData::Comment(_)) => "#comment".into(),
            Some(NodeData::Document) => "#document".into(),
            Some(NodeData::DocumentFragment) => "#document-fragment".into(),
            Some(NodeData::Doctype { name, .. }) => name.clone(),
            Some(NodeData::ProcessingInstruction { target, .. }) => target.clone(),
            None => String::new(),
        })?;
        Ok(JsString::from(name))
    }
    fn get_is_connected(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| t.is_connected(n))?.1)
    }
    fn get_owner_document(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, (is_doc, root)) = with_tree(ctx, this, |t, n| (t.node_data(n).is_some_and(|d| d.is_document()), t.document()))?;
        if is_doc {
            return Ok(None);
        }
        Ok(Some(wrap(ctx, doc, root)?))
    }
    fn get_parent_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, p) = with_tree(ctx, this, |t, n| t.parent(n))?;
        wrap_opt(ctx, doc, p)
    }
    fn get_parent_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, p) = with_tree(ctx, this, |t, n| t.parent_element(n))?;
        wrap_opt(ctx, doc, p)
    }
    fn has_child_nodes(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| t.first_child(n).is_some())?.1)
    }
    /// A static snapshot: webmcp's NodeList is not live (see README).
    fn get_child_nodes(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (doc, kids) = with_tree(ctx, this, |t, n| t.children(n).collect::<Vec<_>>())?;
        let mut items = Vec::with_capacity(kids.len());
        for k in kids {
            items.push(wrap(ctx, doc, k)?);
        }
        crate::dom::nodelist::new_list(ctx, Interface::NodeList, items)
    }
    fn get_first_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, c) = with_tree(ctx, this, |t, n| t.first_child(n))?;
        wrap_opt(ctx, doc, c)
    }
    fn get_last_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, c) = with_tree(ctx, this, |t, n| t.last_child(n))?;
        wrap_opt(ctx, doc, c)
    }
    fn get_previous_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, c) = with_tree(ctx, this, |t, n| t.previous_sibling(n))?;
        wrap_opt(ctx, doc, c)
    }
    fn get_next_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, c) = with_tree(ctx, this, |t, n| t.next_sibling(n))?;
        wrap_opt(ctx, doc, c)
    }
    fn get_text_content(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(with_tree(ctx, this, |t, n| t.text_content(n))?.1.map(JsString::from))
    }
    fn set_text_content(ctx: &mut Context, this: &JsObject, value: Option<JsString>) -> JsResult<()> {
        let v = value.map(|s| s.to_std_string_lossy());
        let (_, r) = with_tree(ctx, this, |t, n| t.set_text_content(n, v.as_deref()))?;
        r.map_err(|e| dom_error(ctx, e))?;
        crate::navigable::tree_changed(ctx, node_ref(this)?.doc);
        Ok(())
    }
    fn contains(ctx: &mut Context, this: &JsObject, other: Option<JsObject>) -> JsResult<bool> {
        let Some(other) = other else { return Ok(false) };
        let o = node_ref(&other)?;
        let (doc, r) = with_tree(ctx, this, |t, n| t.contains(n, o.node))?;
        Ok(doc == o.doc && r)
    }
    fn insert_before(ctx: &mut Context, this: &JsObject, node: JsObject, child: Option<JsObject>) -> JsResult<JsObject> {
        let nr = node_ref(&node)?;
        let cr = child.as_ref().map(node_ref).transpose()?;
        let (_, r) = with_tree(ctx, this, |t, p| t.insert_before(p, nr.node, cr.map(|c| c.node)))?;
        r.map_err(|e| dom_error(ctx, e))?;
        crate::navigable::tree_changed(ctx, nr.doc);
        Ok(node)
    }
    fn append_child(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<JsObject> {
        let nr = node_ref(&node)?;
        let (_, r) = with_tree(ctx, this, |t, p| t.append_child(p, nr.node))?;
        r.map_err(|e| dom_error(ctx, e))?;
        crate::navigable::tree_changed(ctx, nr.doc);
        Ok(node)
    }
    fn remove_child(ctx: &mut Context, this: &JsObject, child: JsObject) -> JsResult<JsObject> {
        let cr = node_ref(&child)?;
        let (_, r) = with_tree(ctx, this, |t, p| t.remove_child(p, cr.node))?;
        r.map_err(|e| dom_error(ctx, e))?;
        crate::navigable::tree_changed(ctx, cr.doc);
        Ok(child)
    }
}
