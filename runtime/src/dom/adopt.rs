//! Moving and copying nodes between trees: https://dom.spec.whatwg.org/#concept-node-adopt
//! and https://dom.spec.whatwg.org/#concept-node-clone.
//!
//! Each document has its own arena, and a node id names a node of one tree
//! only (see [`NodeId`]). Adopting a node into another document therefore
//! copies its subtree into the other arena and returns the new id of every
//! node, old to new, so that the bindings can move each node's JavaScript
//! wrapper (same object, new id). The old slots stay behind, detached.
//! Both walks are iterative: a page can nest elements arbitrarily deep.

use super::node::{ElementState, NodeData, NodeId};
use super::{DomError, Tree};

/// How a node of a copied subtree hangs from the entry it follows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Child,
    /// The template contents of its parent template.
    TemplateContents,
    /// The shadow root of its parent host.
    ShadowRoot,
}

/// A node of a subtree being copied.
struct Entry {
    old: NodeId,
    data: NodeData,
    /// The position of its parent in the list (none for the root).
    parent: Option<usize>,
    /// What it is to that parent.
    role: Role,
    /// For a clone of an element: the original, for the cloning steps of
    /// other specifications (an input's value and checkedness).
    clone_source: Option<Box<super::ElementData>>,
    /// An attribute node made for the attribute of the element at this
    /// position in the list (it moves with its element).
    attr_of: Option<usize>,
}

impl Tree {
    /// The subtree of `root` in tree order: all of it when `deep`, else the
    /// root alone. `keep_state` keeps the platform-set element states
    /// (adoption moves the same node; a clone starts afresh).
    fn snapshot(&self, root: NodeId, deep: bool, keep_state: bool) -> Result<Vec<Entry>, DomError> {
        let mut out: Vec<Entry> = Vec::new();
        let mut stack: Vec<(NodeId, Option<usize>, Role, bool)> = vec![(root, None, Role::Child, deep)];
        while let Some((id, parent, role, deep)) = stack.pop() {
            let node = self.node(id)?;
            let mut data = node.data.clone();
            // An attribute node's value is its element's attribute's while it
            // has one; the copy carries it.
            if let NodeData::Attr(a) = &mut data {
                a.value = self.attr_value(id).unwrap_or_default();
                if !keep_state {
                    a.element = None;
                }
            }
            let mut clone_source = None;
            let (contents, shadow_root) = match &mut data {
                NodeData::Element(e) => {
                    if !keep_state {
                        clone_source = Some(Box::new(e.clone()));
                        e.state = ElementState::default();
                        e.control = None;
                        e.custom_state = super::CustomElementState::Uncustomized;
                        e.custom_definition = None;
                        e.custom_callbacks = None;
                        e.parser_inserted = false;
                    }
                    (e.template_contents.take(), e.shadow_root.take())
                }
                _ => (None, None),
            };
            let index = out.len();
            let is_element = matches!(data, NodeData::Element(_));
            out.push(Entry { old: id, data, parent, role, clone_source, attr_of: None });
            // Adoption moves the element's attribute nodes with it.
            if keep_state && is_element {
                for attr in self.attr_nodes_of(id) {
                    let mut data = self.node(attr)?.data.clone();
                    if let NodeData::Attr(a) = &mut data {
                        a.value = self.attr_value(attr).unwrap_or_default();
                    }
                    out.push(Entry { old: attr, data, parent: None, role: Role::Child, clone_source: None, attr_of: Some(index) });
                }
            }
            if deep {
                let children: Vec<NodeId> = self.children(id).collect();
                for child in children.into_iter().rev() {
                    stack.push((child, Some(index), Role::Child, true));
                }
                // https://html.spec.whatwg.org/multipage/scripting.html#the-template-element:concept-node-clone-ext
                if let Some(c) = contents {
                    stack.push((c, Some(index), Role::TemplateContents, true));
                }
            }
            // Adoption moves a host's shadow root with it
            // (https://dom.spec.whatwg.org/#concept-node-adopt step 3.2: each
            // shadow-including inclusive descendant). A clone copies it when
            // it is clonable, with all its children, deep or not
            // (https://dom.spec.whatwg.org/#concept-node-clone step 7).
            if let Some(shadow) = shadow_root {
                if keep_state || self.shadow_root_data(shadow).is_some_and(|s| s.clonable) {
                    stack.push((shadow, Some(index), Role::ShadowRoot, true));
                }
            }
        }
        Ok(out)
    }

    /// Makes the nodes of `entries` in this tree; returns (old, new) ids in order.
    fn build(&mut self, entries: Vec<Entry>) -> Result<Vec<(NodeId, NodeId)>, DomError> {
        let mut ids: Vec<(NodeId, NodeId)> = Vec::with_capacity(entries.len());
        for e in entries {
            let is_template = matches!(&e.data, NodeData::Element(el) if el.is_html("template"));
            let id = self.push(e.data);
            // A clone is created without the synchronous custom elements
            // flag (https://dom.spec.whatwg.org/#concept-node-clone step 2.2).
            if e.clone_source.is_some() {
                self.custom_element_created(id);
            }
            // https://dom.spec.whatwg.org/#concept-node-clone: run the cloning
            // steps other specifications define, with this tree's hooks.
            if let (Some(source), Some(hooks)) = (e.clone_source, self.hooks()) {
                if let Some(NodeData::Element(copy)) = self.node_data_mut(id) {
                    (hooks.cloning_steps)(&source, copy);
                }
            }
            if let Some(element) = e.attr_of.and_then(|p| ids.get(p)).map(|(_, new)| *new) {
                // An attribute node keeps its element (now this tree's).
                if let Some(NodeData::Attr(a)) = self.node_data_mut(id) {
                    a.element = Some(element);
                    let key = (element, a.name.ns.clone(), a.name.local.clone());
                    self.attr_nodes.insert(key, id);
                }
            } else if let Some(p) = e.parent.and_then(|p| ids.get(p)).map(|(_, new)| *new) {
                if e.role == Role::TemplateContents {
                    if let Some(NodeData::Element(el)) = self.node_data_mut(p) {
                        el.template_contents = Some(id);
                    }
                } else if e.role == Role::ShadowRoot {
                    // The copy's shadow root is attached to the copy of the
                    // host (https://dom.spec.whatwg.org/#concept-node-clone
                    // step 7.1: "attach a shadow root" with the same mode,
                    // delegates focus, slot assignment, clonable and
                    // serializable; its declarative is copied, step 7.2).
                    if let Some(s) = self.shadow_root_data_mut(id) {
                        s.host = p;
                    }
                    if let Some(NodeData::Element(el)) = self.node_data_mut(p) {
                        el.shadow_root = Some(id);
                    }
                } else {
                    // A copy of a valid tree is valid: no pre-insertion checks
                    // (which walk the ancestors, quadratic on deep trees), and
                    // no records or insertion steps (the copy is not inserted
                    // anywhere yet).
                    self.link_raw(id, p, None)?;
                }
            }
            if is_template {
                // Every template element has contents; a shallow copy's are empty.
                let contents = self.create_document_fragment();
                if let Some(NodeData::Element(el)) = self.node_data_mut(id) {
                    el.template_contents = Some(contents);
                }
            }
            ids.push((e.old, id));
        }
        Ok(ids)
    }

    /// https://dom.spec.whatwg.org/#concept-node-clone within this tree:
    /// a copy of `node` (and its descendants when `deep`), without a parent.
    pub fn clone_node(&mut self, node: NodeId, deep: bool) -> Result<NodeId, DomError> {
        if self.node_data(node).is_some_and(NodeData::is_document) {
            return Err(DomError::NotSupported("cloning a Document is not supported"));
        }
        let entries = self.snapshot(node, deep, false)?;
        first_new(self.build(entries)?, node)
    }

    /// https://dom.spec.whatwg.org/#concept-node-clone into another
    /// document's tree (`importNode`).
    pub fn clone_node_into(&self, node: NodeId, deep: bool, into: &mut Tree) -> Result<NodeId, DomError> {
        if self.node_data(node).is_some_and(NodeData::is_document) {
            return Err(DomError::NotSupported("a Document cannot be imported"));
        }
        let entries = self.snapshot(node, deep, false)?;
        first_new(into.build(entries)?, node)
    }
}

fn first_new(ids: Vec<(NodeId, NodeId)>, node: NodeId) -> Result<NodeId, DomError> {
    ids.first().map(|(_, new)| *new).ok_or(DomError::UnknownNode(node))
}

/// https://dom.spec.whatwg.org/#concept-node-adopt: `node` leaves `from`
/// (removed from its parent there) and joins `to`, with its descendants
/// and the attribute nodes made for their attributes. Returns each moved
/// node's (old, new) id.
pub fn adopt(from: &mut Tree, node: NodeId, to: &mut Tree) -> Result<Vec<(NodeId, NodeId)>, DomError> {
    if from.node_data(node).is_some_and(NodeData::is_document) {
        return Err(DomError::NotSupported("a Document cannot be adopted"));
    }
    // An attribute node leaves its element first (as browsers do; the
    // standard's adopt has no parent to remove it from).
    if let Some(element) = from.attr(node).and_then(|a| a.element) {
        from.remove_attribute_node(element, node)?;
    }
    // 1. Let oldDocument be node's node document.
    // 2. If node's parent is non-null, then remove node.
    if let Some(parent) = from.parent(node) {
        from.remove_child(parent, node)?;
    }
    // 3. If document is not oldDocument: set the node document of each
    //    inclusive descendant (here: move them into the other arena).
    let entries = from.snapshot(node, true, true)?;
    let moved: std::collections::HashSet<NodeId> = entries.iter().map(|e| e.old).collect();
    from.attr_nodes.retain(|(element, _, _), _| !moved.contains(element));
    let moved = to.build(entries)?;
    to.custom_elements_adopted(from, &moved);
    // The live ranges in node's subtree stay on the same nodes, now `to`'s.
    super::range::adopt_live_ranges(from, to, &moved);
    super::traversal::adopt_node_iterators(from, to, &moved);
    Ok(moved)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn html(markup: &str) -> Tree {
        Tree::parse_document(markup)
    }

    #[test]
    fn adopting_moves_the_subtree_and_maps_every_node() {
        let mut a = html("<body><div id=x><p>one</p><p>two</p></div>");
        let mut b = html("<body>");
        let div = a.get_element_by_id(a.document(), "x").unwrap();
        let moved = adopt(&mut a, div, &mut b).unwrap();
        assert_eq!(moved.len(), 5, "div, two p, two texts");
        assert!(a.get_element_by_id(a.document(), "x").is_none(), "gone from the old tree");
        let new_div = moved[0].1;
        assert!(b.owns(new_div) && !a.owns(new_div));
        assert_eq!(b.text_content(new_div).as_deref(), Some("onetwo"));
        assert_eq!(b.parent(new_div), None);
    }

    #[test]
    fn ids_of_another_tree_are_refused() {
        let mut a = html("<body><p>a</p>");
        let b = html("<body><p>b</p>");
        let body_b = b.body().unwrap();
        let body_a = a.body().unwrap();
        // The same index in another tree is not this tree's node.
        assert!(matches!(a.append_child(body_a, body_b), Err(DomError::WrongDocument(_))));
        assert_eq!(a.text_content(body_a).as_deref(), Some("a"));
    }

    #[test]
    fn clones_copy_data_not_state_and_deep_copies_template_contents() {
        let mut t = html("<body><template id=t><b>in</b></template><p id=p class=c>x</p>");
        let p = t.get_element_by_id(t.document(), "p").unwrap();
        if let Some(NodeData::Element(e)) = t.node_data_mut(p) {
            e.state.insert(ElementState::FOCUS);
        }
        let shallow = t.clone_node(p, false).unwrap();
        assert_eq!(t.first_child(shallow), None);
        assert_eq!(t.attribute(shallow, "class"), Some("c"));
        assert!(!t.element(shallow).unwrap().state.contains(ElementState::FOCUS));
        let template = t.get_element_by_id(t.document(), "t").unwrap();
        let copy = t.clone_node(template, true).unwrap();
        let contents = t.element(copy).unwrap().template_contents.unwrap();
        assert_eq!(t.text_content(contents).as_deref(), Some("in"));
        assert_ne!(Some(contents), t.element(template).unwrap().template_contents);
        let mut other = Tree::new();
        let imported = t.clone_node_into(p, true, &mut other).unwrap();
        assert!(other.owns(imported));
        assert_eq!(other.text_content(imported).as_deref(), Some("x"));
    }

    #[test]
    fn deep_nesting_does_not_overflow_the_stack() {
        let mut a = Tree::new();
        let root = a.create_element("div").unwrap();
        let mut cur = root;
        for _ in 0..200_000 {
            let e = a.create_element("div").unwrap();
            a.link(e, cur, None).unwrap();
            cur = e;
        }
        let mut b = Tree::new();
        assert_eq!(adopt(&mut a, root, &mut b).unwrap().len(), 200_001);
        let copy = b.clone_node(b.document(), false);
        assert!(matches!(copy, Err(DomError::NotSupported(_))));
    }
}
