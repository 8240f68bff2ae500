//! https://dom.spec.whatwg.org/#interface-node, and the wrappers (one JS
//! object per node, created on first access) that connect a document's
//! Rust tree to script.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::{NodeData, NodeId};

use crate::webidl::kind::{DomKind, NodeRef};
use crate::generated::{Interface, NodeMethods};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::reflect::{reflect_in_doc, DomObject};
use crate::host::{host, DocId};

pub struct Node;

/// The node a platform object reflects.
pub fn node_ref(obj: &JsObject) -> JsResult<NodeRef> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Node"))?;
    match &d.kind {
        DomKind::Node(r) => Ok(r.get()),
        _ => Err(type_error("not a Node")),
    }
}

/// The interface a node's wrapper implements.
fn interface_for(tree: &runtime::dom::Tree, data: &NodeData) -> Interface {
    match data {
        NodeData::Document if !tree.is_html_document() => Interface::XMLDocument,
        NodeData::Document => Interface::Document,
        NodeData::Doctype { .. } => Interface::DocumentType,
        NodeData::ProcessingInstruction { .. } => Interface::ProcessingInstruction,
        NodeData::Text(_) => Interface::Text,
        NodeData::Comment(_) => Interface::Comment,
        NodeData::Element(e) if *e.namespace() == html5ever::ns!(html) => match &**e.local_name() {
            "head" => Interface::HTMLHeadElement,
            "body" => Interface::HTMLBodyElement,
            "script" => Interface::HTMLScriptElement,
            "iframe" => Interface::HTMLIFrameElement,
            "meta" => Interface::HTMLMetaElement,
            "form" => Interface::HTMLFormElement,
            "input" => Interface::HTMLInputElement,
            "button" => Interface::HTMLButtonElement,
            "select" => Interface::HTMLSelectElement,
            "option" => Interface::HTMLOptionElement,
            "optgroup" => Interface::HTMLOptGroupElement,
            "datalist" => Interface::HTMLDataListElement,
            "object" => Interface::HTMLObjectElement,
            "textarea" => Interface::HTMLTextAreaElement,
            "label" => Interface::HTMLLabelElement,
            "fieldset" => Interface::HTMLFieldSetElement,
            "output" => Interface::HTMLOutputElement,
            "template" => Interface::HTMLTemplateElement,
            "dialog" => Interface::HTMLDialogElement,
            _ => Interface::HTMLElement,
        },
        NodeData::Element(e) if *e.namespace() == html5ever::ns!(svg) => Interface::SVGElement,
        NodeData::Element(_) => Interface::Element,
        NodeData::DocumentFragment => Interface::DocumentFragment,
    }
}

/// The wrapper of `node` in document `doc`, created on first use.
pub fn wrap(ctx: &mut Context, doc: DocId, node: NodeId) -> JsResult<JsObject> {
    let h = host(ctx);
    if let Some(w) = h.objects(doc, |o| o.wrappers.get(&node).cloned()).flatten() {
        return Ok(w);
    }
    let iface = h
        .doc(doc, |d| {
            let t = d.tree.borrow();
            t.node_data(node).map(|n| interface_for(&t, n))
        })
        .flatten()
        .ok_or_else(|| type_error("no such node"))?;
    let obj = reflect_in_doc(ctx, doc, iface, DomKind::Node(std::cell::Cell::new(NodeRef { doc, node })))?;
    h.objects_mut(doc, |o| o.wrappers.insert(node, obj.clone()));
    let wrapped = h.hooks.node_wrapped;
    wrapped(ctx, doc, node, &obj);
    Ok(obj)
}

pub fn wrap_opt(ctx: &mut Context, doc: DocId, node: Option<NodeId>) -> JsResult<Option<JsObject>> {
    node.map(|n| wrap(ctx, doc, n)).transpose()
}

/// Runs the insertion and removing steps other specifications define
/// (HTML's for iframes) after script changed `doc`'s tree.
pub fn tree_changed(ctx: &mut Context, doc: DocId) {
    let steps = host(ctx).hooks.tree_changed;
    steps(ctx, doc);
}

/// Runs the attribute change steps other specifications define (HTML's
/// iframe `src`) after script set an attribute of `node`.
pub fn attribute_changed(ctx: &mut Context, doc: DocId, node: NodeId, name: &str) {
    let steps = host(ctx).hooks.attribute_changed;
    steps(ctx, doc, node, name);
}

/// https://dom.spec.whatwg.org/#concept-node-adopt for the node `node`
/// reflects, into document `doc` (of this agent): its subtree moves into
/// `doc`'s tree, and each moved node's wrapper, the same JS object, now
/// reflects the node's new id. Returns the node's new reference.
pub fn adopt_into(ctx: &mut Context, node: &JsObject, doc: DocId) -> JsResult<NodeRef> {
    let r = node_ref(node)?;
    if r.doc == doc {
        return Ok(r);
    }
    let h = host(ctx);
    let trees = h.doc(r.doc, |d| d.tree.clone()).zip(h.doc(doc, |d| d.tree.clone()));
    let Some((from, to)) = trees else { return Err(type_error("no such document")) };
    let moved = runtime::dom::adopt(&mut from.borrow_mut(), r.node, &mut to.borrow_mut());
    let moved = moved.map_err(|e| dom_error(ctx, e))?;
    for (old, new) in &moved {
        let wrapper = h.objects_mut(r.doc, |o| o.wrappers.remove(old));
        if let Some(w) = wrapper {
            if let Some(d) = w.downcast_ref::<DomObject>() {
                if let DomKind::Node(cell) = &d.kind {
                    cell.set(NodeRef { doc, node: *new });
                }
            }
            h.objects_mut(doc, |o| o.wrappers.insert(*new, w));
        }
    }
    // The live ranges inside the subtree went with it.
    crate::dom::live_range::after_adoption(ctx, r.doc, doc);
    // Iframes that left the old document lose their child navigables.
    crate::dom::node::tree_changed(ctx, r.doc);
    let node = moved.first().map(|(_, new)| *new).ok_or_else(|| type_error("nothing was adopted"))?;
    Ok(NodeRef { doc, node })
}

/// https://dom.spec.whatwg.org/#concept-node-pre-insert of the node `node`
/// reflects into `parent` before `child`: a node of another document is
/// checked against the parent's tree, then adopted, then inserted.
pub fn pre_insert(ctx: &mut Context, node: &JsObject, parent: NodeRef, child: Option<NodeRef>) -> JsResult<()> {
    let nr = node_ref(node)?;
    if child.is_some_and(|c| c.doc != parent.doc) {
        return Err(dom_exception(ctx, "NotFoundError", "The node before which the new node is to be inserted is not a child of this node."));
    }
    let h = host(ctx);
    let parent_tree = h.doc(parent.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    let nr = if nr.doc == parent.doc {
        nr
    } else {
        // 1. Ensure pre-insertion validity of node into parent before child
        //    (before adoption moves anything).
        let node_tree = h.doc(nr.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
        let valid = parent_tree.borrow().ensure_pre_insertion_validity_from(&node_tree.borrow(), nr.node, parent.node, child.map(|c| c.node));
        valid.map_err(|e| dom_error(ctx, e))?;
        // "Insert", step 7.1: adopt node into parent's node document.
        adopt_into(ctx, node, parent.doc)?
    };
    let inserted = parent_tree.borrow_mut().insert_before(parent.node, nr.node, child.map(|c| c.node));
    inserted.map_err(|e| dom_error(ctx, e))?;
    crate::dom::node::tree_changed(ctx, parent.doc);
    Ok(())
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
        DomKind::Node(r) => Some(r.get()),
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
        crate::dom::node::tree_changed(ctx, node_ref(this)?.doc);
        Ok(())
    }
    fn contains(ctx: &mut Context, this: &JsObject, other: Option<JsObject>) -> JsResult<bool> {
        let Some(other) = other else { return Ok(false) };
        let o = node_ref(&other)?;
        let (doc, r) = with_tree(ctx, this, |t, n| t.contains(n, o.node))?;
        Ok(doc == o.doc && r)
    }
    /// https://dom.spec.whatwg.org/#dom-node-insertbefore
    fn insert_before(ctx: &mut Context, this: &JsObject, node: JsObject, child: Option<JsObject>) -> JsResult<JsObject> {
        let cr = child.as_ref().map(node_ref).transpose()?;
        pre_insert(ctx, &node, node_ref(this)?, cr)?;
        Ok(node)
    }
    /// https://dom.spec.whatwg.org/#dom-node-appendchild
    fn append_child(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<JsObject> {
        pre_insert(ctx, &node, node_ref(this)?, None)?;
        Ok(node)
    }
    /// https://dom.spec.whatwg.org/#dom-node-replacechild
    fn replace_child(ctx: &mut Context, this: &JsObject, node: JsObject, child: JsObject) -> JsResult<JsObject> {
        let parent = node_ref(this)?;
        let cr = node_ref(&child)?;
        if cr.doc != parent.doc {
            return Err(dom_exception(ctx, "NotFoundError", "The node to be replaced is not a child of this node."));
        }
        // https://dom.spec.whatwg.org/#concept-node-replace steps 1-6: the
        // checks come before anything is removed.
        let nr = node_ref(&node)?;
        let h = host(ctx);
        let trees = h.doc(parent.doc, |d| d.tree.clone()).zip(h.doc(nr.doc, |d| d.tree.clone()));
        let Some((parent_tree, node_tree)) = trees else { return Err(type_error("no such document")) };
        let valid = if nr.doc == parent.doc {
            let t = parent_tree.borrow();
            t.ensure_replace_validity_from(&t, nr.node, cr.node, parent.node)
        } else {
            parent_tree.borrow().ensure_replace_validity_from(&node_tree.borrow(), nr.node, cr.node, parent.node)
        };
        valid.map_err(|e| dom_error(ctx, e))?;
        // Replacing a child with itself changes nothing.
        if nr == cr {
            return Ok(child);
        }
        // 7-8. The reference child is child's next sibling, or node's if that is node.
        let next = with_tree(ctx, this, |t, p| {
            if t.parent(cr.node) != Some(p) {
                return Err(runtime::dom::DomError::NotFound("child is not a child of this node"));
            }
            let next = t.next_sibling(cr.node);
            Ok(if nr.doc == parent.doc && next == Some(nr.node) { t.next_sibling(nr.node) } else { next })
        })?
        .1;
        let next = next.map_err(|e| dom_error(ctx, e))?;
        with_tree(ctx, this, |t, p| t.remove_child(p, cr.node))?.1.map_err(|e| dom_error(ctx, e))?;
        pre_insert(ctx, &node, parent, next.map(|n| NodeRef { doc: parent.doc, node: n }))?;
        Ok(child)
    }
    fn remove_child(ctx: &mut Context, this: &JsObject, child: JsObject) -> JsResult<JsObject> {
        let parent = node_ref(this)?;
        let cr = node_ref(&child)?;
        if cr.doc != parent.doc {
            return Err(dom_exception(ctx, "NotFoundError", "The node to be removed is not a child of this node."));
        }
        let (_, r) = with_tree(ctx, this, |t, p| t.remove_child(p, cr.node))?;
        r.map_err(|e| dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, cr.doc);
        Ok(child)
    }
    /// https://dom.spec.whatwg.org/#dom-node-clonenode
    fn clone_node(ctx: &mut Context, this: &JsObject, deep: bool) -> JsResult<JsObject> {
        let (doc, r) = with_tree(ctx, this, |t, n| t.clone_node(n, deep))?;
        let copy = r.map_err(|e| dom_error(ctx, e))?;
        wrap(ctx, doc, copy)
    }
    /// https://dom.spec.whatwg.org/#dom-node-issamenode
    fn is_same_node(_: &mut Context, this: &JsObject, other: Option<JsObject>) -> JsResult<bool> {
        Ok(other.is_some_and(|o| o == *this))
    }
    /// https://dom.spec.whatwg.org/#dom-node-nodevalue (getter): the data
    /// of a CharacterData node, null otherwise (there are no Attr nodes).
    fn get_node_value(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        let (_, v) = with_tree(ctx, this, |t, n| t.character_data(n).map(JsString::from))?;
        Ok(v)
    }
    /// https://dom.spec.whatwg.org/#dom-node-nodevalue (setter): null is the
    /// empty string; a CharacterData node replaces its data, others ignore it.
    fn set_node_value(ctx: &mut Context, this: &JsObject, value: Option<JsString>) -> JsResult<()> {
        let value = value.map(|v| v.to_std_string_lossy()).unwrap_or_default();
        let (_, r) = with_tree(ctx, this, |t, n| {
            if t.character_data(n).is_none() {
                return Ok(());
            }
            // Replace data with node this, offset 0, count this's length, and data the given value.
            let length = t.node_length(n);
            t.replace_data(n, 0, length, &value)
        })?;
        r.map_err(|e| dom_error(ctx, e))
    }
    /// https://dom.spec.whatwg.org/#dom-node-normalize
    fn normalize(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let (_, r) = with_tree(ctx, this, |t, n| t.normalize(n))?;
        r.map_err(|e| dom_error(ctx, e))
    }
    /// https://dom.spec.whatwg.org/#dom-node-isequalnode: whether this
    /// equals otherNode (https://dom.spec.whatwg.org/#concept-node-equals).
    fn is_equal_node(ctx: &mut Context, this: &JsObject, other: Option<JsObject>) -> JsResult<bool> {
        let Some(other) = other else { return Ok(false) };
        let (a, b) = (node_ref(this)?, node_ref(&other)?);
        let h = host(ctx);
        let (Some(ta), Some(tb)) = (h.doc(a.doc, |d| d.tree.clone()), h.doc(b.doc, |d| d.tree.clone())) else {
            return Err(type_error("no such document"));
        };
        let (ta, tb) = (ta.borrow(), tb.borrow());
        Ok(runtime::dom::nodes_equal(&ta, a.node, &tb, b.node))
    }
    /// https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
    fn compare_document_position(ctx: &mut Context, this: &JsObject, other: JsObject) -> JsResult<u16> {
        let (a, b) = (node_ref(this)?, node_ref(&other)?);
        if a.doc == b.doc {
            return Ok(with_tree(ctx, this, |t, n| t.compare_document_position(n, b.node))?.1);
        }
        // 7. Nodes of two documents' trees have different roots.
        let root_key = |r: NodeRef| -> JsResult<(u64, u64)> {
            let root = host(ctx).doc(r.doc, |d| d.tree.borrow().root_of(r.node)).ok_or_else(|| type_error("no such document"))?;
            Ok((u64::from(root.tree()), root.index() as u64))
        };
        Ok(runtime::dom::disconnected_position(root_key(a)?, root_key(b)?))
    }
}
