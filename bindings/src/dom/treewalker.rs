//! https://dom.spec.whatwg.org/#interface-treewalker: a traverser with a
//! current node (a node wrapper: it may be any node, even one outside the
//! root's subtree or in another document by now).

use boa_engine::{Context, JsObject, JsResult};
use boa_gc::GcRefCell;
use runtime::dom::{NodeId, Tree};

use crate::dom::node::node_ref;
use crate::dom::node_filter::{filter, relative, traverser, Traverser, FILTER_ACCEPT, FILTER_REJECT, FILTER_SKIP};
use crate::generated::{Interface, TreeWalkerMethods};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct TreeWalker;

type Step = fn(&Tree, NodeId) -> Option<NodeId>;

/// https://dom.spec.whatwg.org/#dom-document-createtreewalker steps 1-5, in
/// the current realm (the document's).
pub fn create_tree_walker(ctx: &mut Context, root: JsObject, what_to_show: u32, filter: Option<JsObject>) -> JsResult<JsObject> {
    node_ref(&root)?;
    let current = GcRefCell::new(root.clone());
    reflect(ctx, Interface::TreeWalker, DomKind::TreeWalker { traverser: Traverser::new(root, what_to_show, filter), current })
}

fn current(walker: &JsObject) -> JsResult<JsObject> {
    let d = walker.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a TreeWalker"))?;
    match &d.kind {
        DomKind::TreeWalker { current, .. } => Ok(current.borrow().clone()),
        _ => Err(type_error("not a TreeWalker")),
    }
}

fn set_current(walker: &JsObject, node: &JsObject) -> JsResult<()> {
    let d = walker.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a TreeWalker"))?;
    match &d.kind {
        DomKind::TreeWalker { current, .. } => {
            *current.borrow_mut() = node.clone();
            Ok(())
        }
        _ => Err(type_error("not a TreeWalker")),
    }
}

fn root(walker: &JsObject) -> JsResult<JsObject> {
    traverser(walker, |t| t.root.clone())
}

/// Sets the walker's current node to `node` and returns it.
fn accept(walker: &JsObject, node: JsObject) -> JsResult<Option<JsObject>> {
    set_current(walker, &node)?;
    Ok(Some(node))
}

/// https://dom.spec.whatwg.org/#concept-traverse-children: `first` for the
/// first child, else the last.
fn traverse_children(ctx: &mut Context, walker: &JsObject, first: bool) -> JsResult<Option<JsObject>> {
    let (child, sibling): (Step, Step) = if first { (Tree::first_child, Tree::next_sibling) } else { (Tree::last_child, Tree::previous_sibling) };
    let (root, current) = (root(walker)?, current(walker)?);
    // 1-2. Let node be walker's current, then its first (last) child.
    let mut node = relative(ctx, &current, child)?;
    // 3. While node is non-null:
    'outer: while let Some(n) = node.clone() {
        // 3.1-3.2. FILTER_ACCEPT: set walker's current to node and return it.
        let result = filter(ctx, walker, &n)?;
        if result == FILTER_ACCEPT {
            return accept(walker, n);
        }
        // 3.3. FILTER_SKIP: go into node's children, if it has any.
        if result == FILTER_SKIP {
            if let Some(c) = relative(ctx, &n, child)? {
                node = Some(c);
                continue;
            }
        }
        // 3.4. While node is non-null: its next (previous) sibling, else up.
        let mut at = n;
        loop {
            if let Some(s) = relative(ctx, &at, sibling)? {
                node = Some(s);
                continue 'outer;
            }
            let parent = relative(ctx, &at, Tree::parent)?;
            match parent {
                Some(p) if p != root && p != current => at = p,
                _ => return Ok(None),
            }
        }
    }
    // 4. Return null.
    Ok(None)
}

/// https://dom.spec.whatwg.org/#concept-traverse-siblings: `next` for the
/// next sibling, else the previous.
fn traverse_siblings(ctx: &mut Context, walker: &JsObject, next: bool) -> JsResult<Option<JsObject>> {
    let (sibling_of, child_of): (Step, Step) = if next { (Tree::next_sibling, Tree::first_child) } else { (Tree::previous_sibling, Tree::last_child) };
    let root = root(walker)?;
    // 1. Let node be walker's current. 2. If node is root, then return null.
    let mut node = current(walker)?;
    if node == root {
        return Ok(None);
    }
    // 3. While true:
    loop {
        // 3.1. Let sibling be node's next (previous) sibling.
        let mut sibling = relative(ctx, &node, sibling_of)?;
        // 3.2. While sibling is non-null:
        while let Some(s) = sibling {
            node = s;
            let result = filter(ctx, walker, &node)?;
            if result == FILTER_ACCEPT {
                return accept(walker, node);
            }
            sibling = relative(ctx, &node, child_of)?;
            if result == FILTER_REJECT || sibling.is_none() {
                sibling = relative(ctx, &node, sibling_of)?;
            }
        }
        // 3.3-3.4. Set node to its parent; null or the root: return null.
        node = match relative(ctx, &node, Tree::parent)? {
            Some(p) if p != root => p,
            _ => return Ok(None),
        };
        // 3.5. If filtering node is FILTER_ACCEPT, then return null.
        if filter(ctx, walker, &node)? == FILTER_ACCEPT {
            return Ok(None);
        }
    }
}

impl TreeWalkerMethods for TreeWalker {
    /// https://dom.spec.whatwg.org/#dom-treewalker-root
    fn get_root(_ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        root(this)
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-whattoshow
    fn get_what_to_show(_ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        traverser(this, |t| t.what_to_show)
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-filter
    fn get_filter(_ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverser(this, |t| t.filter.clone())
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-currentnode
    fn get_current_node(_ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        current(this)
    }
    fn set_current_node(_ctx: &mut Context, this: &JsObject, value: JsObject) -> JsResult<()> {
        set_current(this, &value)
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-parentnode
    fn parent_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let root = root(this)?;
        // 1. Let node be this's current.
        let mut node = Some(current(this)?);
        // 2. While node is non-null and is not this's root:
        while let Some(n) = node.filter(|n| *n != root) {
            // 2.1. Set node to node's parent.
            node = relative(ctx, &n, Tree::parent)?;
            // 2.2. If node is non-null and filtering it is FILTER_ACCEPT,
            //      then set this's current to node and return node.
            if let Some(p) = &node {
                if filter(ctx, this, p)? == FILTER_ACCEPT {
                    return accept(this, p.clone());
                }
            }
        }
        // 3. Return null.
        Ok(None)
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-firstchild
    fn first_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverse_children(ctx, this, true)
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-lastchild
    fn last_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverse_children(ctx, this, false)
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-previoussibling
    fn previous_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverse_siblings(ctx, this, false)
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-nextsibling
    fn next_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        traverse_siblings(ctx, this, true)
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-previousnode
    fn previous_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let root = root(this)?;
        // 1. Let node be this's current.
        let mut node = current(this)?;
        // 2. While node is not this's root:
        while node != root {
            // 2.1. Let sibling be node's previous sibling.
            let mut sibling = relative(ctx, &node, Tree::previous_sibling)?;
            // 2.2. While sibling is non-null:
            while let Some(s) = sibling {
                // 2.2.1-2.2.2. Set node to sibling; filter it.
                node = s;
                let mut result = filter(ctx, this, &node)?;
                // 2.2.3. While result is not FILTER_REJECT and node has a
                //        child: node's last child, filtered.
                while result != FILTER_REJECT {
                    let Some(last) = relative(ctx, &node, Tree::last_child)? else { break };
                    node = last;
                    result = filter(ctx, this, &node)?;
                }
                // 2.2.4. FILTER_ACCEPT: set this's current to node and return it.
                if result == FILTER_ACCEPT {
                    return accept(this, node);
                }
                // 2.2.5. Set sibling to node's previous sibling.
                sibling = relative(ctx, &node, Tree::previous_sibling)?;
            }
            // 2.3-2.4. If node is this's root or has no parent, return null;
            //          else set node to its parent.
            if node == root {
                return Ok(None);
            }
            let Some(parent) = relative(ctx, &node, Tree::parent)? else { return Ok(None) };
            node = parent;
            // 2.5. If filtering node is FILTER_ACCEPT, then set this's
            //      current to node and return node.
            if filter(ctx, this, &node)? == FILTER_ACCEPT {
                return accept(this, node);
            }
        }
        // 3. Return null.
        Ok(None)
    }
    /// https://dom.spec.whatwg.org/#dom-treewalker-nextnode
    fn next_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let root = root(this)?;
        // 1. Let node be this's current. 2. Let result be FILTER_ACCEPT.
        let mut node = current(this)?;
        let mut result = FILTER_ACCEPT;
        // 3. While true:
        loop {
            // 3.1. While result is not FILTER_REJECT and node has a child:
            while result != FILTER_REJECT {
                let Some(child) = relative(ctx, &node, Tree::first_child)? else { break };
                // 3.1.1-3.1.3. Node's first child, filtered; accepted: current.
                node = child;
                result = filter(ctx, this, &node)?;
                if result == FILTER_ACCEPT {
                    return accept(this, node);
                }
            }
            // 3.2-3.4. The next sibling of node or of its nearest ancestor
            //          that has one, not going past this's root.
            let mut temporary = Some(node.clone());
            let mut sibling = None;
            while let Some(t) = temporary {
                if t == root {
                    return Ok(None);
                }
                sibling = relative(ctx, &t, Tree::next_sibling)?;
                if sibling.is_some() {
                    break;
                }
                temporary = relative(ctx, &t, Tree::parent)?;
            }
            // A current node outside the root's subtree ran out of
            // ancestors: nothing follows it (the spec would filter the same
            // node again forever; Blink and Gecko return null too).
            let Some(s) = sibling else { return Ok(None) };
            node = s;
            // 3.5-3.6. Filter node; FILTER_ACCEPT: set this's current to node and return it.
            result = filter(ctx, this, &node)?;
            if result == FILTER_ACCEPT {
                return accept(this, node);
            }
        }
    }
}
