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

/// The interface a node's wrapper implements (an element's: the element
/// interface other specifications give it, https://dom.spec.whatwg.org/#concept-element-interface;
/// a document's: `document` when a DOM method chose one, as
/// `createDocument()` does XMLDocument).
fn interface_for(ctx: &Context, data: &NodeData, document: Option<Interface>) -> Interface {
    match data {
        NodeData::Document => document.unwrap_or(Interface::Document),
        NodeData::Text(_) => Interface::Text,
        NodeData::CDataSection(_) => Interface::CDATASection,
        NodeData::Comment(_) => Interface::Comment,
        NodeData::ProcessingInstruction { .. } => Interface::ProcessingInstruction,
        NodeData::Doctype { .. } => Interface::DocumentType,
        NodeData::Attr(_) => Interface::Attr,
        NodeData::Element(e) => (host(ctx).hooks.element_interface)(e),
        NodeData::DocumentFragment => Interface::DocumentFragment,
        NodeData::ShadowRoot(_) => Interface::ShadowRoot,
    }
}

/// The wrapper of `node` in document `doc`, created on first use.
pub fn wrap(ctx: &mut Context, doc: DocId, node: NodeId) -> JsResult<JsObject> {
    let h = host(ctx);
    if let Some(w) = h.objects(doc, |o| o.wrappers.get(&node).cloned()).flatten() {
        return Ok(w);
    }
    let document = h.objects(doc, |o| o.document_interface).flatten();
    let iface = h
        .doc(doc, |d| d.tree.borrow().node_data(node).map(|data| interface_for(ctx, data, document)))
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
    let h = host(ctx);
    let parent_tree = h.doc(parent.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    if child.is_some_and(|c| c.doc != parent.doc) {
        // A child of another document is not a child of parent (step 3),
        // once steps 1 and 2 passed.
        let node_tree = h.doc(nr.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
        let valid = check_parent_across(&parent_tree, &node_tree, nr, parent.node);
        valid.map_err(|e| dom_error(ctx, e))?;
        return Err(dom_exception(ctx, "NotFoundError", "The node before which the new node is to be inserted is not a child of this node."));
    }
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

/// Steps 1 and 2 of the validity checks for `node` (of `node_tree`) and
/// `parent` (of `parent_tree`), which may be the same tree.
fn check_parent_across(parent_tree: &std::rc::Rc<std::cell::RefCell<runtime::dom::Tree>>, node_tree: &std::rc::Rc<std::cell::RefCell<runtime::dom::Tree>>, node: NodeRef, parent: NodeId) -> Result<(), runtime::dom::DomError> {
    if std::rc::Rc::ptr_eq(parent_tree, node_tree) {
        let t = parent_tree.borrow();
        t.ensure_parent_and_ancestry(&t, node.node, parent)
    } else {
        parent_tree.borrow().ensure_parent_and_ancestry(&node_tree.borrow(), node.node, parent)
    }
}

/// https://dom.spec.whatwg.org/#concept-node-replace of `child` of `parent`
/// with the node `node` reflects: a node of another document is checked
/// against the parent's tree, then adopted, then put in child's place.
pub fn replace(ctx: &mut Context, node: &JsObject, parent: NodeRef, child: NodeRef) -> JsResult<()> {
    let nr = node_ref(node)?;
    let h = host(ctx);
    let parent_tree = h.doc(parent.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    let node_tree = h.doc(nr.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    if child.doc != parent.doc {
        check_parent_across(&parent_tree, &node_tree, nr, parent.node).map_err(|e| dom_error(ctx, e))?;
        return Err(dom_exception(ctx, "NotFoundError", "The node to be replaced is not a child of this node."));
    }
    let nr = if nr.doc == parent.doc {
        nr
    } else {
        // 1-6. The validity checks, before adoption moves anything.
        let valid = parent_tree.borrow().ensure_replace_validity_from(&node_tree.borrow(), nr.node, parent.node, child.node);
        valid.map_err(|e| dom_error(ctx, e))?;
        // 13. "Insert" adopts node into parent's node document.
        adopt_into(ctx, node, parent.doc)?
    };
    let replaced = parent_tree.borrow_mut().replace_child(parent.node, nr.node, child.node);
    replaced.map_err(|e| dom_error(ctx, e))?;
    tree_changed(ctx, parent.doc);
    Ok(())
}

/// The tree of document `doc`.
pub fn tree_of(ctx: &Context, doc: DocId) -> JsResult<std::rc::Rc<std::cell::RefCell<runtime::dom::Tree>>> {
    host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))
}

/// Runs `f` on the tree of the node `this` reflects.
pub fn with_tree<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&mut runtime::dom::Tree, NodeId) -> R) -> JsResult<(DocId, R)> {
    let r = node_ref(this)?;
    let h = host(ctx);
    let tree = h.doc(r.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    let mut t = tree.borrow_mut();
    Ok((r.doc, f(&mut t, r.node)))
}

/// https://dom.spec.whatwg.org/#get-the-parent for nodes, documents,
/// shadow roots and windows, for an event of `event_type` whose composed
/// flag is `composed` and whose path starts at `path_first`.
pub fn get_the_parent(ctx: &mut Context, target: &JsObject, event_type: &str, composed: bool, path_first: &JsObject) -> Option<JsObject> {
    let d = target.downcast_ref::<DomObject>()?;
    let kind = match &d.kind {
        DomKind::Node(r) => Some(r.get()),
        _ => None,
    };
    drop(d);
    let r = kind?;
    let h = host(ctx);
    let first = crate::dom::node::node_ref(path_first).ok().filter(|f| f.doc == r.doc).map(|f| f.node);
    let (parent, is_document) = h.doc(r.doc, |d| {
        let t = d.tree.borrow();
        // A shadow root's get the parent: null if the event's composed flag
        // is unset and the shadow root is the root of the event's path's
        // first struct's invocation target; otherwise its host.
        if let Some(host) = t.host(r.node) {
            let own_root = first.is_some_and(|f| t.root_of(f) == r.node);
            return (if !composed && own_root { None } else { Some(host) }, false);
        }
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


/// The parts of a node's name for nodeName: an element's or attribute's
/// qualified name, HTML-uppercased for an element in the HTML namespace of
/// an HTML document.
fn node_name_of(t: &runtime::dom::Tree, n: NodeId) -> String {
    match t.node_data(n) {
        Some(NodeData::Element(e)) => {
            // https://dom.spec.whatwg.org/#element-html-uppercased-qualified-name
            let q = runtime::dom::Attr { name: e.name.clone(), value: String::new() }.qualified_name();
            if t.is_html_element_in_html_document(n) { q.to_ascii_uppercase() } else { q }
        }
        Some(NodeData::Attr(a)) => runtime::dom::Attr { name: a.name.clone(), value: String::new() }.qualified_name(),
        Some(NodeData::Text(_)) => "#text".into(),
        Some(NodeData::CDataSection(_)) => "#cdata-section".into(),
        Some(NodeData::Comment(_)) => "#comment".into(),
        Some(NodeData::Document) => "#document".into(),
        Some(NodeData::DocumentFragment | NodeData::ShadowRoot(_)) => "#document-fragment".into(),
        Some(NodeData::Doctype { name, .. }) => name.clone(),
        Some(NodeData::ProcessingInstruction { target, .. }) => target.clone(),
        None => String::new(),
    }
}

/// The HTML-uppercased qualified name of an element (its tagName).
pub fn tag_name(ctx: &Context, this: &JsObject) -> JsResult<JsString> {
    Ok(JsString::from(with_tree(ctx, this, |t, n| node_name_of(t, n))?.1))
}

/// https://dom.spec.whatwg.org/#concept-node-clone of a document: a new
/// document without a browsing context, of the same type, content type,
/// URL and mode, and (deep) copies of its children.
fn clone_document(ctx: &mut Context, this: &JsObject, deep: bool) -> JsResult<JsObject> {
    let r = node_ref(this)?;
    let source = tree_of(ctx, r.doc)?;
    let mut copy = runtime::dom::Tree::new();
    {
        let s = source.borrow();
        copy.set_kind(runtime::dom::DocumentKind { html: s.is_html_document(), content_type: s.content_type().to_owned() });
        copy.set_quirks_mode(s.quirks_mode());
        if deep {
            let root = copy.document();
            for child in s.children(s.document()).collect::<Vec<_>>() {
                let c = s.clone_node_into(child, true, &mut copy).map_err(|e| dom_error(ctx, e))?;
                copy.append_child(root, c).map_err(|e| dom_error(ctx, e))?;
            }
        }
    }
    let url = host(ctx).doc(r.doc, |d| d.url.clone());
    let interface = host(ctx).objects(r.doc, |o| o.document_interface).flatten();
    crate::dom::domimplementation::create_document_with(ctx, copy, url, interface)
}

impl NodeMethods for Node {
    fn get_node_type(ctx: &mut Context, this: &JsObject) -> JsResult<u16> {
        Ok(with_tree(ctx, this, |t, n| t.node_data(n).map_or(0, |d| d.node_type()))?.1)
    }
    /// https://dom.spec.whatwg.org/#dom-node-nodename
    fn get_node_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| node_name_of(t, n))?.1))
    }
    /// https://dom.spec.whatwg.org/#dom-node-baseuri: this's node document's
    /// document base URL, serialized.
    fn get_base_uri(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        let doc = node_ref(this)?.doc;
        Ok(crate::html::urls::document_base_url(ctx, doc).map(|u| u.to_string()).unwrap_or_default())
    }
    fn get_is_connected(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| t.is_connected(n))?.1)
    }
    /// https://dom.spec.whatwg.org/#dom-node-ownerdocument: null for a
    /// document, else its node document.
    fn get_owner_document(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, (is_doc, root)) = with_tree(ctx, this, |t, n| (t.node_data(n).is_some_and(|d| d.is_document()), t.document()))?;
        if is_doc {
            return Ok(None);
        }
        Ok(Some(wrap(ctx, doc, root)?))
    }
    /// https://dom.spec.whatwg.org/#dom-node-getrootnode (there are no
    /// shadow roots, so `composed` changes nothing).
    /// https://dom.spec.whatwg.org/#dom-node-getrootnode : this's
    /// shadow-including root if options["composed"] is true; otherwise its root.
    fn get_root_node(ctx: &mut Context, this: &JsObject, options: crate::generated::GetRootNodeOptions) -> JsResult<JsObject> {
        let (doc, root) = with_tree(ctx, this, |t, n| if options.composed { t.shadow_including_root(n) } else { t.root_of(n) })?;
        wrap(ctx, doc, root)
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
    /// https://dom.spec.whatwg.org/#dom-node-childnodes: a live NodeList of
    /// this's children, the same object on every access.
    fn get_child_nodes(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "childNodes", |ctx| crate::dom::nodelist::child_nodes(ctx, this))
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
    /// https://dom.spec.whatwg.org/#dom-node-nodevalue
    fn get_node_value(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(with_tree(ctx, this, |t, n| t.node_value(n))?.1.map(JsString::from))
    }
    fn set_node_value(ctx: &mut Context, this: &JsObject, value: Option<JsString>) -> JsResult<()> {
        let v = value.map(|s| s.to_std_string_lossy());
        let (_, r) = with_tree(ctx, this, |t, n| t.set_node_value(n, v.as_deref()))?;
        r.map_err(|e| dom_error(ctx, e))
    }
    fn get_text_content(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(with_tree(ctx, this, |t, n| t.text_content(n))?.1.map(JsString::from))
    }
    fn set_text_content(ctx: &mut Context, this: &JsObject, value: Option<JsString>) -> JsResult<()> {
        let v = value.map(|s| s.to_std_string_lossy());
        let (doc, r) = with_tree(ctx, this, |t, n| t.set_text_content(n, v.as_deref()))?;
        r.map_err(|e| dom_error(ctx, e))?;
        tree_changed(ctx, doc);
        Ok(())
    }
    /// https://dom.spec.whatwg.org/#dom-node-normalize
    fn normalize(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let (doc, r) = with_tree(ctx, this, |t, n| t.normalize(n))?;
        r.map_err(|e| dom_error(ctx, e))?;
        tree_changed(ctx, doc);
        Ok(())
    }
    /// https://dom.spec.whatwg.org/#dom-node-contains: whether other is an
    /// inclusive descendant of this.
    fn contains(ctx: &mut Context, this: &JsObject, other: Option<JsObject>) -> JsResult<bool> {
        let Some(other) = other else { return Ok(false) };
        let o = node_ref(&other)?;
        let (doc, r) = with_tree(ctx, this, |t, n| t.owns(o.node) && t.contains(n, o.node))?;
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
        replace(ctx, &node, node_ref(this)?, node_ref(&child)?)?;
        Ok(child)
    }
    /// https://dom.spec.whatwg.org/#dom-node-removechild
    fn remove_child(ctx: &mut Context, this: &JsObject, child: JsObject) -> JsResult<JsObject> {
        let parent = node_ref(this)?;
        let cr = node_ref(&child)?;
        if cr.doc != parent.doc {
            return Err(dom_exception(ctx, "NotFoundError", "The node to be removed is not a child of this node."));
        }
        let (_, r) = with_tree(ctx, this, |t, p| t.remove_child(p, cr.node))?;
        r.map_err(|e| dom_error(ctx, e))?;
        tree_changed(ctx, cr.doc);
        Ok(child)
    }
    /// https://dom.spec.whatwg.org/#dom-node-clonenode
    fn clone_node(ctx: &mut Context, this: &JsObject, subtree: bool) -> JsResult<JsObject> {
        // 1. If this is a shadow root, then throw a "NotSupportedError" DOMException.
        // 2. Return the result of cloning a node given this with subtree set to subtree.
        let is_document = with_tree(ctx, this, |t, n| t.node_data(n).is_some_and(NodeData::is_document))?.1;
        if is_document {
            return clone_document(ctx, this, subtree);
        }
        let (doc, r) = with_tree(ctx, this, |t, n| t.clone_node(n, subtree))?;
        let copy = r.map_err(|e| dom_error(ctx, e))?;
        wrap(ctx, doc, copy)
    }
    /// https://dom.spec.whatwg.org/#dom-node-isequalnode
    fn is_equal_node(ctx: &mut Context, this: &JsObject, other: Option<JsObject>) -> JsResult<bool> {
        // Return true if otherNode is non-null and this equals otherNode; otherwise false.
        let Some(other) = other else { return Ok(false) };
        let (a, b) = (node_ref(this)?, node_ref(&other)?);
        let (ta, tb) = (tree_of(ctx, a.doc)?, tree_of(ctx, b.doc)?);
        if std::rc::Rc::ptr_eq(&ta, &tb) {
            let t = ta.borrow();
            return Ok(t.node_equals(a.node, &t, b.node));
        }
        let equal = ta.borrow().node_equals(a.node, &tb.borrow(), b.node);
        Ok(equal)
    }
    /// https://dom.spec.whatwg.org/#dom-node-issamenode
    fn is_same_node(_: &mut Context, this: &JsObject, other: Option<JsObject>) -> JsResult<bool> {
        Ok(other.is_some_and(|o| o == *this))
    }
    /// https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
    fn compare_document_position(ctx: &mut Context, this: &JsObject, other: JsObject) -> JsResult<u16> {
        use runtime::dom::compare::position::*;
        let (a, b) = (node_ref(this)?, node_ref(&other)?);
        if a.doc != b.doc {
            // Nodes of different documents have different roots (step 6):
            // disconnected, ordered consistently by their documents.
            return Ok(DISCONNECTED | IMPLEMENTATION_SPECIFIC | if b.doc < a.doc { PRECEDING } else { FOLLOWING });
        }
        Ok(with_tree(ctx, this, |t, n| t.compare_document_position(n, b.node))?.1)
    }
    /// https://dom.spec.whatwg.org/#dom-node-lookupprefix
    fn lookup_prefix(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>) -> JsResult<Option<JsString>> {
        // 1. If namespace is null or the empty string, then return null.
        let Some(ns) = namespace.map(|n| n.to_std_string_lossy()).filter(|n| !n.is_empty()) else { return Ok(None) };
        // 2. Switch on the interface this implements (`lookup_prefix`).
        Ok(with_tree(ctx, this, |t, n| t.lookup_prefix(n, &ns))?.1.map(JsString::from))
    }
    /// https://dom.spec.whatwg.org/#dom-node-lookupnamespaceuri
    fn lookup_namespace_uri(ctx: &mut Context, this: &JsObject, prefix: Option<JsString>) -> JsResult<Option<JsString>> {
        // 1. If prefix is the empty string, then set it to null.
        let prefix = prefix.map(|p| p.to_std_string_lossy()).filter(|p| !p.is_empty());
        // 2. Return the result of running locate a namespace for this using prefix.
        Ok(with_tree(ctx, this, |t, n| t.locate_namespace(n, prefix.as_deref()))?.1.map(JsString::from))
    }
    /// https://dom.spec.whatwg.org/#dom-node-isdefaultnamespace
    fn is_default_namespace(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>) -> JsResult<bool> {
        // 1. If namespace is the empty string, then set it to null.
        let namespace = namespace.map(|n| n.to_std_string_lossy()).filter(|n| !n.is_empty());
        // 2. Let defaultNamespace be the result of running locate a namespace for this using null.
        // 3. Return true if defaultNamespace is the same as namespace; otherwise false.
        let default = with_tree(ctx, this, |t, n| t.locate_namespace(n, None))?.1;
        Ok(default == namespace)
    }
}
