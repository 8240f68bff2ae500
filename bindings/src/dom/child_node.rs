//! The ChildNode mixin (https://dom.spec.whatwg.org/#interface-childnode)
//! of DocumentType, Element and CharacterData, and NonDocumentTypeChildNode
//! (https://dom.spec.whatwg.org/#interface-nondocumenttypechildnode).

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::NodeId;

use crate::dom::node::{dom_error, node_ref, pre_insert, replace, tree_changed, with_tree, wrap_opt};
use crate::dom::parent_node::convert_nodes_into_a_node;
use crate::generated::NodeOrDOMString;
use crate::webidl::kind::NodeRef;

/// The nodes among `nodes` that are nodes of document `doc`.
fn nodes_of(nodes: &[NodeOrDOMString], doc: crate::host::DocId) -> Vec<NodeId> {
    nodes
        .iter()
        .filter_map(|n| match n {
            NodeOrDOMString::Node(o) => node_ref(o).ok().filter(|r| r.doc == doc).map(|r| r.node),
            NodeOrDOMString::DOMString(_) => None,
        })
        .collect()
}

/// The first sibling of `this` (preceding ones when `preceding`) not in `set`.
fn viable_sibling(ctx: &Context, this: &JsObject, set: &[NodeId], preceding: bool) -> JsResult<Option<NodeId>> {
    Ok(with_tree(ctx, this, |t, n| {
        let step = |x: NodeId| if preceding { t.previous_sibling(x) } else { t.next_sibling(x) };
        std::iter::successors(step(n), |s| step(*s)).find(|s| !set.contains(s))
    })?
    .1)
}

/// https://dom.spec.whatwg.org/#dom-childnode-before
pub fn before(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    let me = node_ref(this)?;
    // 1. Let parent be this's parent. 2. If parent is null, then return.
    let Some(parent) = with_tree(ctx, this, |t, n| t.parent(n))?.1 else { return Ok(()) };
    // 3. Let viablePreviousSibling be this's first preceding sibling not in nodes; otherwise null.
    let viable = viable_sibling(ctx, this, &nodes_of(&nodes, me.doc), true)?;
    // 4. Let node be the result of converting nodes into a node, given nodes
    //    and this's node document.
    let node = convert_nodes_into_a_node(ctx, this, nodes)?;
    // 5. If viablePreviousSibling is null, then set it to parent's first
    //    child; otherwise to viablePreviousSibling's next sibling.
    let reference = with_tree(ctx, this, |t, _| match viable {
        None => t.first_child(parent),
        Some(v) => t.next_sibling(v),
    })?
    .1;
    // 6. Pre-insert node into parent before viablePreviousSibling.
    pre_insert(ctx, &node, NodeRef { doc: me.doc, node: parent }, reference.map(|node| NodeRef { doc: me.doc, node }))
}

/// https://dom.spec.whatwg.org/#dom-childnode-after
pub fn after(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    let me = node_ref(this)?;
    // 1. Let parent be this's parent. 2. If parent is null, then return.
    let Some(parent) = with_tree(ctx, this, |t, n| t.parent(n))?.1 else { return Ok(()) };
    // 3. Let viableNextSibling be this's first following sibling not in nodes; otherwise null.
    let viable = viable_sibling(ctx, this, &nodes_of(&nodes, me.doc), false)?;
    // 4. Let node be the result of converting nodes into a node.
    let node = convert_nodes_into_a_node(ctx, this, nodes)?;
    // 5. Pre-insert node into parent before viableNextSibling.
    pre_insert(ctx, &node, NodeRef { doc: me.doc, node: parent }, viable.map(|node| NodeRef { doc: me.doc, node }))
}

/// https://dom.spec.whatwg.org/#dom-childnode-replacewith
pub fn replace_with(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    let me = node_ref(this)?;
    // 1. Let parent be this's parent. 2. If parent is null, then return.
    let Some(parent) = with_tree(ctx, this, |t, n| t.parent(n))?.1 else { return Ok(()) };
    // 3. Let viableNextSibling be this's first following sibling not in nodes; otherwise null.
    let viable = viable_sibling(ctx, this, &nodes_of(&nodes, me.doc), false)?;
    // 4. Let node be the result of converting nodes into a node.
    let node = convert_nodes_into_a_node(ctx, this, nodes)?;
    let parent_ref = NodeRef { doc: me.doc, node: parent };
    // 5. If this's parent is parent, replace this with node within parent.
    //    (This could have been inserted into node.)
    let me = node_ref(this)?;
    if me.doc == parent_ref.doc && with_tree(ctx, this, |t, n| t.parent(n))?.1 == Some(parent) {
        return replace(ctx, &node, parent_ref, me);
    }
    // 6. Otherwise, pre-insert node into parent before viableNextSibling.
    pre_insert(ctx, &node, parent_ref, viable.map(|node| NodeRef { doc: parent_ref.doc, node }))
}

/// https://dom.spec.whatwg.org/#dom-childnode-remove
pub fn remove(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
    let (doc, r) = with_tree(ctx, this, |t, n| t.remove(n))?;
    r.map_err(|e| dom_error(ctx, e))?;
    tree_changed(ctx, doc);
    Ok(())
}

/// https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-previouselementsibling
pub fn previous_element_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, s) = with_tree(ctx, this, |t, n| std::iter::successors(t.previous_sibling(n), |s| t.previous_sibling(*s)).find(|s| t.element(*s).is_some()))?;
    wrap_opt(ctx, doc, s)
}

/// https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-nextelementsibling
pub fn next_element_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, s) = with_tree(ctx, this, |t, n| std::iter::successors(t.next_sibling(n), |s| t.next_sibling(*s)).find(|s| t.element(*s).is_some()))?;
    wrap_opt(ctx, doc, s)
}

/// The ChildNode trait methods of an interface that includes the mixin.
macro_rules! child_node_methods {
    () => {
        fn before(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
            crate::dom::child_node::before(ctx, this, nodes)
        }
        fn after(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
            crate::dom::child_node::after(ctx, this, nodes)
        }
        fn replace_with(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
            crate::dom::child_node::replace_with(ctx, this, nodes)
        }
        fn remove(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
            crate::dom::child_node::remove(ctx, this)
        }
    };
}
pub(crate) use child_node_methods;

/// The NonDocumentTypeChildNode trait methods.
macro_rules! non_document_type_child_node_methods {
    () => {
        fn get_previous_element_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
            crate::dom::child_node::previous_element_sibling(ctx, this)
        }
        fn get_next_element_sibling(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
            crate::dom::child_node::next_element_sibling(ctx, this)
        }
    };
}
pub(crate) use non_document_type_child_node_methods;
