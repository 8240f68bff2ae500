//! The ParentNode mixin (https://dom.spec.whatwg.org/#interface-parentnode)
//! of Document, DocumentFragment and Element, with the collections that
//! look below a node (getElementsByTagName(NS), getElementsByClassName).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::htmlcollection::{live, Filter};
use crate::dom::node::{dom_error, node_ref, pre_insert, tree_changed, tree_of, with_tree, wrap, wrap_opt};
use crate::generated::{Interface, NodeOrDOMString};

/// https://dom.spec.whatwg.org/#converting-nodes-into-a-node, given `nodes`
/// and the node document of `this`: the node (a wrapper) to insert.
pub fn convert_nodes_into_a_node(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<JsObject> {
    let doc = node_ref(this)?.doc;
    let tree = tree_of(ctx, doc)?;
    // 1. Replace each string of nodes with a new Text node whose data is the
    //    string and node document is document.
    let mut converted = Vec::with_capacity(nodes.len());
    for n in nodes {
        converted.push(match n {
            NodeOrDOMString::Node(o) => o,
            NodeOrDOMString::DOMString(s) => {
                let text = tree.borrow_mut().create_text(&s.to_std_string_lossy());
                wrap(ctx, doc, text)?
            }
        });
    }
    // 2. If nodes contains one node, then return nodes[0].
    if converted.len() == 1 {
        if let Some(only) = converted.pop() {
            return Ok(only);
        }
    }
    // 3. Let fragment be a new DocumentFragment node whose node document is document.
    let fragment = tree.borrow_mut().create_document_fragment();
    let fragment_ref = crate::webidl::kind::NodeRef { doc, node: fragment };
    // 4. For each node in nodes, append node to fragment.
    for n in &converted {
        pre_insert(ctx, n, fragment_ref, None)?;
    }
    // 5. Return fragment.
    wrap(ctx, doc, fragment)
}

/// https://dom.spec.whatwg.org/#dom-parentnode-prepend
pub fn prepend(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    // 1. Let node be the result of converting nodes into a node given nodes
    //    and this's node document.
    let node = convert_nodes_into_a_node(ctx, this, nodes)?;
    // 2. Pre-insert node into this before this's first child.
    let (doc, first) = with_tree(ctx, this, |t, n| t.first_child(n))?;
    pre_insert(ctx, &node, node_ref(this)?, first.map(|node| crate::webidl::kind::NodeRef { doc, node }))
}

/// https://dom.spec.whatwg.org/#dom-parentnode-append
pub fn append(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    // 1. Let node be the result of converting nodes into a node.
    let node = convert_nodes_into_a_node(ctx, this, nodes)?;
    // 2. Append node to this.
    pre_insert(ctx, &node, node_ref(this)?, None)
}

/// https://dom.spec.whatwg.org/#dom-parentnode-replacechildren
pub fn replace_children(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    // 1. Let node be the result of converting nodes into a node.
    let node = convert_nodes_into_a_node(ctx, this, nodes)?;
    let parent = node_ref(this)?;
    let nr = node_ref(&node)?;
    let tree = tree_of(ctx, parent.doc)?;
    // 2. Ensure pre-insertion validity of node into this before null (a node
    //    of another document is checked before it is adopted).
    let valid = if nr.doc == parent.doc {
        tree.borrow().ensure_pre_insertion_validity(nr.node, parent.node, None)
    } else {
        let node_tree = tree_of(ctx, nr.doc)?;
        let v = tree.borrow().ensure_pre_insertion_validity_from(&node_tree.borrow(), nr.node, parent.node, None);
        v
    };
    valid.map_err(|e| dom_error(ctx, e))?;
    let nr = crate::dom::node::adopt_into(ctx, &node, parent.doc)?;
    // 3. Replace all with node within this.
    let r = tree.borrow_mut().replace_all(Some(nr.node), parent.node);
    r.map_err(|e| dom_error(ctx, e))?;
    tree_changed(ctx, parent.doc);
    Ok(())
}

/// https://dom.spec.whatwg.org/#dom-parentnode-queryselector
pub fn query_selector(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<Option<JsObject>> {
    let s = selectors.to_std_string_lossy();
    let (doc, r) = with_tree(ctx, this, |t, n| runtime::dom::query_selector(t, n, &s))?;
    let found = r.map_err(|e| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))?;
    wrap_opt(ctx, doc, found)
}

/// https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall (a static NodeList)
pub fn query_selector_all(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<JsObject> {
    let s = selectors.to_std_string_lossy();
    let (doc, r) = with_tree(ctx, this, |t, n| runtime::dom::query_selector_all(t, n, &s))?;
    let found = r.map_err(|e| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))?;
    let mut items = Vec::with_capacity(found.len());
    for n in found {
        items.push(wrap(ctx, doc, n)?);
    }
    crate::dom::nodelist::new_list(ctx, Interface::NodeList, items)
}

/// https://dom.spec.whatwg.org/#dom-parentnode-children ([SameObject], live)
pub fn children(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
    crate::webidl::reflect::same_object(ctx, this, "children", |ctx| live(ctx, this, Filter::Children))
}

pub fn first_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, c) = with_tree(ctx, this, |t, n| t.element_children(n).next())?;
    wrap_opt(ctx, doc, c)
}

pub fn last_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, c) = with_tree(ctx, this, |t, n| t.element_children(n).last())?;
    wrap_opt(ctx, doc, c)
}

pub fn child_element_count(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
    Ok(with_tree(ctx, this, |t, n| t.element_children(n).count() as u32)?.1)
}

/// https://dom.spec.whatwg.org/#concept-getelementsbytagname (live)
pub fn elements_by_tag_name(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<JsObject> {
    live(ctx, this, Filter::TagName(name.to_std_string_lossy()))
}

/// https://dom.spec.whatwg.org/#concept-getelementsbytagnamens (live)
pub fn elements_by_tag_name_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<JsObject> {
    let namespace = namespace.map(|n| n.to_std_string_lossy()).filter(|n| !n.is_empty());
    live(ctx, this, Filter::TagNameNS(namespace, local_name.to_std_string_lossy()))
}

/// https://dom.spec.whatwg.org/#concept-getelementsbyclassname (live)
pub fn elements_by_class_name(ctx: &mut Context, this: &JsObject, names: JsString) -> JsResult<JsObject> {
    let classes = crate::dom::domtokenlist::ordered_set_parse(&names.to_std_string_lossy());
    live(ctx, this, Filter::ClassNames(classes))
}

/// The ParentNode trait methods of an interface that includes the mixin.
macro_rules! parent_node_methods {
    () => {
        fn get_children(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
            crate::dom::parent_node::children(ctx, this)
        }
        fn get_first_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
            crate::dom::parent_node::first_element_child(ctx, this)
        }
        fn get_last_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
            crate::dom::parent_node::last_element_child(ctx, this)
        }
        fn get_child_element_count(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
            crate::dom::parent_node::child_element_count(ctx, this)
        }
        fn prepend(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
            crate::dom::parent_node::prepend(ctx, this, nodes)
        }
        fn append(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
            crate::dom::parent_node::append(ctx, this, nodes)
        }
        fn replace_children(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
            crate::dom::parent_node::replace_children(ctx, this, nodes)
        }
        fn query_selector(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<Option<JsObject>> {
            crate::dom::parent_node::query_selector(ctx, this, selectors)
        }
        fn query_selector_all(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<JsObject> {
            crate::dom::parent_node::query_selector_all(ctx, this, selectors)
        }
    };
}
pub(crate) use parent_node_methods;
