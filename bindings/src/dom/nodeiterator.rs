//! https://dom.spec.whatwg.org/#interface-nodeiterator: a traverser whose
//! reference node and pointer-before-reference flag live in the tree of its
//! root (`runtime::dom::traversal`), which moves them when nodes are removed.

use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::traversal::{NodeIteratorId, NodeIteratorPosition};
use runtime::dom::{NodeId, Tree};

use crate::dom::node::{node_ref, wrap};
use crate::dom::node_filter::{filter, traverser, Traverser, FILTER_ACCEPT};
use crate::generated::{Interface, NodeIteratorMethods};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct NodeIterator;

/// A NodeIterator object's entry in its root's tree; the entry lasts as
/// long as the token (as long as the object).
pub struct IteratorHandle {
    id: NodeIteratorId,
    _alive: Rc<()>,
}

/// https://dom.spec.whatwg.org/#dom-document-createnodeiterator, in the
/// current realm (the document's).
pub fn create_node_iterator(ctx: &mut Context, root: JsObject, what_to_show: u32, filter: Option<JsObject>) -> JsResult<JsObject> {
    // 1-3. A new NodeIterator whose root and reference are root, its
    //      pointer before reference true.
    let r = node_ref(&root)?;
    let tree = host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    let (id, alive) = tree.borrow_mut().create_node_iterator(r.node);
    // 4-5. Its whatToShow and filter.
    let traverser = Traverser::new(root, what_to_show, filter);
    reflect(ctx, Interface::NodeIterator, DomKind::NodeIterator { traverser, handle: IteratorHandle { id, _alive: alive } })
}

fn id_of(iterator: &JsObject) -> JsResult<NodeIteratorId> {
    let d = iterator.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a NodeIterator"))?;
    match &d.kind {
        DomKind::NodeIterator { handle, .. } => Ok(handle.id),
        _ => Err(type_error("not a NodeIterator")),
    }
}

/// The document whose tree holds the iterator (its root's), and the
/// iterator's position there.
fn position(ctx: &Context, iterator: &JsObject) -> JsResult<(DocId, NodeIteratorPosition)> {
    let id = id_of(iterator)?;
    let doc = node_ref(&traverser(iterator, |t| t.root.clone())?)?.doc;
    let position = host(ctx).doc(doc, |d| d.tree.borrow().node_iterator(id)).flatten();
    Ok((doc, position.ok_or_else(|| type_error("the NodeIterator's root is gone"))?))
}

/// The node after `node` among the inclusive descendants of `root`, in tree order.
fn following(t: &Tree, root: NodeId, node: NodeId) -> Option<NodeId> {
    if let Some(child) = t.first_child(node) {
        return Some(child);
    }
    let mut at = node;
    loop {
        if at == root {
            return None;
        }
        if let Some(sibling) = t.next_sibling(at) {
            return Some(sibling);
        }
        at = t.parent(at)?;
    }
}

/// The node before `node` among the inclusive descendants of `root`, in tree order.
fn preceding(t: &Tree, root: NodeId, node: NodeId) -> Option<NodeId> {
    if node == root {
        return None;
    }
    match t.previous_sibling(node) {
        Some(mut last) => {
            while let Some(child) = t.last_child(last) {
                last = child;
            }
            Some(last)
        }
        None => t.parent(node),
    }
}

/// https://dom.spec.whatwg.org/#concept-nodeiterator-traverse: `next` for
/// the next node, else the previous.
fn traverse(ctx: &mut Context, iterator: &JsObject, next: bool) -> JsResult<Option<JsObject>> {
    let id = id_of(iterator)?;
    let (doc, start) = position(ctx, iterator)?;
    let tree = host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    // 1. Let node be iterator's reference.
    // 2. Let beforeNode be iterator's pointer before reference.
    let (root, mut node, mut before_node) = (start.root, start.reference, start.pointer_before_reference);
    // 3. While true:
    let wrapper = loop {
        // 3.1. next: unless beforeNode, the first node following node in the
        //      iterator collection (none: return null), and beforeNode is
        //      false; previous: if beforeNode, the first node preceding
        //      node (none: return null), and beforeNode is true.
        if next {
            if !before_node {
                let Some(n) = following(&tree.borrow(), root, node) else { return Ok(None) };
                node = n;
            }
            before_node = false;
        } else {
            if before_node {
                let Some(n) = preceding(&tree.borrow(), root, node) else { return Ok(None) };
                node = n;
            }
            before_node = true;
        }
        // 3.2-3.3. Filter node; FILTER_ACCEPT: break.
        let wrapper = wrap(ctx, doc, node)?;
        if filter(ctx, iterator, &wrapper)? == FILTER_ACCEPT {
            break wrapper;
        }
    };
    // 4-5. Set iterator's reference to node and its pointer before
    //      reference to beforeNode. 6. Return node.
    tree.borrow_mut().set_node_iterator_position(id, node, before_node);
    Ok(Some(wrapper))
}

impl NodeIteratorMethods for NodeIterator {
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-root
    fn get_root(_ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        traverser(this, |t| t.root.clone())
    }
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-referencenode
    fn get_reference_node(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (doc, p) = position(ctx, this)?;
        wrap(ctx, doc, p.reference)
    }
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-pointerbeforereferencenode
    fn get_pointer_before_reference_node(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(position(ctx, this)?.1.pointer_before_reference)
    }
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-whattoshow
    fn get_what_to_show(_ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        traverser(this, |t| t.what_to_show)
    }
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-filter
    fn get_filter(_ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverser(this, |t| t.filter.clone())
    }
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-nextnode
    fn next_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverse(ctx, this, true)
    }
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-previousnode
    fn previous_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverse(ctx, this, false)
    }
    /// https://dom.spec.whatwg.org/#dom-nodeiterator-detach: does nothing.
    fn detach(_ctx: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
}
