//! Inserting and removing nodes, with the DOM spec's validity checks.

use super::node::{NodeData, NodeId};
use super::{DomError, Tree};

impl Tree {
    /// https://dom.spec.whatwg.org/#dom-node-appendchild
    pub fn append_child(&mut self, parent: NodeId, child: NodeId) -> Result<NodeId, DomError> {
        // To append a node to a parent, pre-insert node into parent before null.
        self.pre_insert(child, parent, None)
    }

    /// https://dom.spec.whatwg.org/#dom-node-insertbefore
    pub fn insert_before(
        &mut self,
        parent: NodeId,
        node: NodeId,
        child: Option<NodeId>,
    ) -> Result<NodeId, DomError> {
        self.pre_insert(node, parent, child)
    }

    /// https://dom.spec.whatwg.org/#dom-node-removechild
    pub fn remove_child(&mut self, parent: NodeId, child: NodeId) -> Result<NodeId, DomError> {
        self.pre_remove(child, parent)
    }

    /// https://dom.spec.whatwg.org/#insert-adjacent: inserts `node` relative to
    /// `element` at `where_` ("beforebegin", "afterbegin", "beforeend",
    /// "afterend", ASCII case-insensitive); `None` when there is no parent to
    /// insert into.
    pub fn insert_adjacent(&mut self, element: NodeId, where_: &str, node: NodeId) -> Result<Option<NodeId>, DomError> {
        let parent = self.parent(element);
        match where_.to_ascii_lowercase().as_str() {
            // 1. "beforebegin": if element's parent is null, return null; return the
            //    result of pre-inserting node into element's parent before element.
            "beforebegin" => match parent {
                None => Ok(None),
                Some(p) => self.pre_insert(node, p, Some(element)).map(Some),
            },
            // 2. "afterbegin": pre-insert node into element before element's first child.
            "afterbegin" => {
                let first = self.first_child(element);
                self.pre_insert(node, element, first).map(Some)
            }
            // 3. "beforeend": pre-insert node into element before null.
            "beforeend" => self.pre_insert(node, element, None).map(Some),
            // 4. "afterend": if element's parent is null, return null; pre-insert
            //    node into element's parent before element's next sibling.
            "afterend" => match parent {
                None => Ok(None),
                Some(p) => {
                    let next = self.next_sibling(element);
                    self.pre_insert(node, p, next).map(Some)
                }
            },
            // 5. Otherwise, throw a "SyntaxError" DOMException.
            other => Err(DomError::Syntax(format!("'{other}' is not one of 'beforebegin', 'afterbegin', 'beforeend', or 'afterend'."))),
        }
    }

    /// https://dom.spec.whatwg.org/#dom-childnode-remove
    pub fn remove(&mut self, node: NodeId) -> Result<(), DomError> {
        self.node(node)?;
        // 1. If this's parent is null, then return.
        if self.parent(node).is_none() {
            return Ok(());
        }
        // 2. Remove this.
        self.remove_node(node)
    }

    /// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity
    pub fn ensure_pre_insertion_validity(
        &self,
        node: NodeId,
        parent: NodeId,
        child: Option<NodeId>,
    ) -> Result<(), DomError> {
        self.ensure_pre_insertion_validity_from(self, node, parent, child)
    }

    /// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity
    /// for a `node` of `node_tree`, which may be another document's tree
    /// (the insertion will adopt it).
    pub fn ensure_pre_insertion_validity_from(
        &self,
        node_tree: &Tree,
        node: NodeId,
        parent: NodeId,
        child: Option<NodeId>,
    ) -> Result<(), DomError> {
        let parent_data = &self.node(parent)?.data;
        let node_data = &node_tree.node(node)?.data;
        // 1. If parent is not a Document, DocumentFragment, or Element node,
        //    then throw a "HierarchyRequestError" DOMException.
        if !matches!(
            parent_data,
            NodeData::Document | NodeData::DocumentFragment | NodeData::Element(_)
        ) {
            return Err(DomError::HierarchyRequest("parent cannot have children"));
        }
        // 2. If node is a host-including inclusive ancestor of parent, then
        //    throw a "HierarchyRequestError" DOMException.
        if node_tree.owns(node) && self.owns(node) && self.contains(node, parent) {
            return Err(DomError::HierarchyRequest("node is an ancestor of parent"));
        }
        // 3. If child is non-null and its parent is not parent, then throw a
        //    "NotFoundError" DOMException.
        if let Some(child) = child {
            if self.node(child)?.parent != Some(parent) {
                return Err(DomError::NotFound("child is not a child of parent"));
            }
        }
        // 4. If node is not a DocumentFragment, DocumentType, Element, or
        //    CharacterData node, then throw a "HierarchyRequestError".
        if node_data.is_document() {
            return Err(DomError::HierarchyRequest("a document cannot be inserted"));
        }
        // 5. If either node is a Text node and parent is a document, or node
        //    is a doctype and parent is not a document, then throw a
        //    "HierarchyRequestError" DOMException.
        if node_data.is_text() && parent_data.is_document() {
            return Err(DomError::HierarchyRequest("text cannot be a child of a document"));
        }
        if node_data.is_doctype() && !parent_data.is_document() {
            return Err(DomError::HierarchyRequest("a doctype must be a child of a document"));
        }
        // 6. If parent is a document, and any of the statements below,
        //    switched on the interface node implements, are true, then throw
        //    a "HierarchyRequestError" DOMException.
        if parent_data.is_document() {
            let child_is_doctype = child.is_some_and(|c| self.is_doctype(c));
            let doctype_follows_child = child.is_some_and(|c| {
                std::iter::successors(self.next_sibling(c), |s| self.next_sibling(*s))
                    .any(|s| self.is_doctype(s))
            });
            let parent_has_element_child = self.element_children(parent).next().is_some();
            let bad = match node_data {
                // DocumentFragment: node has more than one element child or a
                // Text node child; otherwise, if node has one element child
                // and either parent has an element child, child is a doctype,
                // or child is non-null and a doctype is following child.
                NodeData::DocumentFragment => {
                    let elements = node_tree.element_children(node).count();
                    let has_text = node_tree.children(node).any(|c| node_tree.is_text(c));
                    elements > 1
                        || has_text
                        || (elements == 1
                            && (parent_has_element_child || child_is_doctype || doctype_follows_child))
                }
                // Element: parent has an element child, child is a doctype,
                // or child is non-null and a doctype is following child.
                NodeData::Element(_) => {
                    parent_has_element_child || child_is_doctype || doctype_follows_child
                }
                // DocumentType: parent has a doctype child, child is non-null
                // and an element is preceding child, or child is null and
                // parent has an element child.
                NodeData::Doctype { .. } => {
                    self.children(parent).any(|c| self.is_doctype(c))
                        || child.is_some_and(|c| {
                            std::iter::successors(self.previous_sibling(c), |s| {
                                self.previous_sibling(*s)
                            })
                            .any(|s| self.element(s).is_some())
                        })
                        || (child.is_none() && parent_has_element_child)
                }
                _ => false,
            };
            if bad {
                return Err(DomError::HierarchyRequest("a document has at most one element and doctype"));
            }
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-replace steps 1-6 (the
    /// checks before anything changes) for a `node` of `node_tree`, which
    /// may be another document's tree, replacing `child` of `parent`.
    pub fn ensure_replace_validity_from(&self, node_tree: &Tree, node: NodeId, child: NodeId, parent: NodeId) -> Result<(), DomError> {
        let parent_data = &self.node(parent)?.data;
        let node_data = &node_tree.node(node)?.data;
        // 1. If parent is not a Document, DocumentFragment, or Element node,
        //    then throw a "HierarchyRequestError" DOMException.
        if !matches!(parent_data, NodeData::Document | NodeData::DocumentFragment | NodeData::Element(_)) {
            return Err(DomError::HierarchyRequest("parent cannot have children"));
        }
        // 2. If node is a host-including inclusive ancestor of parent, then
        //    throw a "HierarchyRequestError" DOMException.
        if node_tree.owns(node) && self.owns(node) && self.contains(node, parent) {
            return Err(DomError::HierarchyRequest("node is an ancestor of parent"));
        }
        // 3. If child's parent is not parent, then throw a "NotFoundError" DOMException.
        if self.node(child)?.parent != Some(parent) {
            return Err(DomError::NotFound("child is not a child of parent"));
        }
        // 4. If node is not a DocumentFragment, DocumentType, Element, or
        //    CharacterData node, then throw a "HierarchyRequestError" DOMException.
        if node_data.is_document() {
            return Err(DomError::HierarchyRequest("a document cannot be inserted"));
        }
        // 5. If either node is a Text node and parent is a document, or node
        //    is a doctype and parent is not a document, then throw a
        //    "HierarchyRequestError" DOMException.
        if node_data.is_text() && parent_data.is_document() {
            return Err(DomError::HierarchyRequest("text cannot be a child of a document"));
        }
        if node_data.is_doctype() && !parent_data.is_document() {
            return Err(DomError::HierarchyRequest("a doctype must be a child of a document"));
        }
        // 6. If parent is a document, and any of the statements below,
        //    switched on the interface node implements, are true, then throw
        //    a "HierarchyRequestError" DOMException.
        if parent_data.is_document() {
            let other_element_child = self.element_children(parent).any(|c| c != child);
            let doctype_follows_child = std::iter::successors(self.next_sibling(child), |s| self.next_sibling(*s)).any(|s| self.is_doctype(s));
            let bad = match node_data {
                // DocumentFragment: node has more than one element child or
                // a Text node child; otherwise, if node has one element child
                // and either parent has an element child that is not child or
                // a doctype is following child.
                NodeData::DocumentFragment => {
                    let elements = node_tree.element_children(node).count();
                    let has_text = node_tree.children(node).any(|c| node_tree.is_text(c));
                    elements > 1 || has_text || (elements == 1 && (other_element_child || doctype_follows_child))
                }
                // Element: parent has an element child that is not child or a
                // doctype is following child.
                NodeData::Element(_) => other_element_child || doctype_follows_child,
                // DocumentType: parent has a doctype child that is not child,
                // or an element is preceding child.
                NodeData::Doctype { .. } => {
                    self.children(parent).any(|c| c != child && self.is_doctype(c))
                        || std::iter::successors(self.previous_sibling(child), |s| self.previous_sibling(*s)).any(|s| self.element(s).is_some())
                }
                _ => false,
            };
            if bad {
                return Err(DomError::HierarchyRequest("a document has at most one element and doctype"));
            }
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-pre-insert
    pub fn pre_insert(
        &mut self,
        node: NodeId,
        parent: NodeId,
        child: Option<NodeId>,
    ) -> Result<NodeId, DomError> {
        // 1. Ensure pre-insert validity of node into parent before child.
        self.ensure_pre_insertion_validity(node, parent, child)?;
        // 2. Let referenceChild be child.
        let mut reference_child = child;
        // 3. If referenceChild is node, then set referenceChild to node's
        //    next sibling.
        if reference_child == Some(node) {
            reference_child = self.next_sibling(node);
        }
        // 4. Insert node into parent before referenceChild.
        self.insert(node, parent, reference_child)?;
        // 5. Return node.
        Ok(node)
    }

    /// https://dom.spec.whatwg.org/#concept-node-insert
    pub(crate) fn insert(
        &mut self,
        node: NodeId,
        parent: NodeId,
        child: Option<NodeId>,
    ) -> Result<(), DomError> {
        // 1. Let nodes be node's children, if node is a DocumentFragment
        //    node; otherwise « node ».
        let is_fragment = matches!(self.node(node)?.data, NodeData::DocumentFragment);
        let nodes: Vec<NodeId> = if is_fragment {
            self.children(node).collect()
        } else {
            vec![node]
        };
        // 2. Let count be nodes's size. 3. If count is 0, then return.
        if nodes.is_empty() {
            return Ok(());
        }
        // 4. If node is a DocumentFragment node, then remove its children
        //    with the suppress observers flag set.
        if is_fragment {
            for n in &nodes {
                self.remove_node(*n)?;
            }
        }
        // 5. If child is non-null: the live ranges after child move by count.
        self.live_range_insert_steps(parent, child, nodes.len() as u32);
        // 6. (previousSibling: the mutation records are queued per node in `link`.)
        // 7. For each node in nodes, in tree order:
        for n in nodes {
            // 7.1. Adopt node into parent's node document. (One tree is one
            //      document; adopting only removes node from its old parent.)
            if self.parent(n).is_some() {
                self.remove_node(n)?;
            }
            // 7.2. If child is null, then append node to parent's children.
            // 7.3. Otherwise, insert node into parent's children before
            //      child's index.
            self.link(n, parent, child)?;
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-pre-remove
    pub(crate) fn pre_remove(&mut self, child: NodeId, parent: NodeId) -> Result<NodeId, DomError> {
        self.node(parent)?;
        // 1. If child's parent is not parent, then throw a "NotFoundError"
        //    DOMException.
        if self.node(child)?.parent != Some(parent) {
            return Err(DomError::NotFound("child is not a child of parent"));
        }
        // 2. Remove child.
        self.remove_node(child)?;
        // 3. Return child.
        Ok(child)
    }

    /// https://dom.spec.whatwg.org/#concept-node-remove (the tree part:
    /// unlink node from its parent and siblings).
    pub(crate) fn remove_node(&mut self, node: NodeId) -> Result<(), DomError> {
        let n = self.node(node)?;
        // 1. Let parent be node's parent. 2. Assert: parent is non-null.
        let Some(parent) = n.parent else {
            return Ok(());
        };
        // 4. Run the live range pre-remove steps, given node.
        self.live_range_pre_remove_steps(node);
        let n = self.node(node)?;
        let (previous, next) = (n.previous_sibling, n.next_sibling);
        // 10. Queue a tree mutation record for parent with « », « node », oldPreviousSibling, and oldNextSibling.
        self.record(parent, super::observe::MutationKind::ChildList { added: Vec::new(), removed: vec![node], previous, next });
        // 11. Remove node from its parent's children.
        match previous {
            Some(p) => self.node_mut(p)?.next_sibling = next,
            None => self.node_mut(parent)?.first_child = next,
        }
        match next {
            Some(s) => self.node_mut(s)?.previous_sibling = previous,
            None => self.node_mut(parent)?.last_child = previous,
        }
        let n = self.node_mut(node)?;
        n.parent = None;
        n.previous_sibling = None;
        n.next_sibling = None;
        // 15-16. Run the removing steps (of other specifications).
        self.run_removed(node, parent);
        Ok(())
    }

    /// Link a parentless `node` into `parent`'s children before `child`
    /// (or last). No checks: callers have made them.
    pub(crate) fn link(
        &mut self,
        node: NodeId,
        parent: NodeId,
        child: Option<NodeId>,
    ) -> Result<(), DomError> {
        let previous = match child {
            Some(c) => self.node(c)?.previous_sibling,
            None => self.node(parent)?.last_child,
        };
        {
            let n = self.node_mut(node)?;
            n.parent = Some(parent);
            n.previous_sibling = previous;
            n.next_sibling = child;
        }
        match previous {
            Some(p) => self.node_mut(p)?.next_sibling = Some(node),
            None => self.node_mut(parent)?.first_child = Some(node),
        }
        match child {
            Some(c) => self.node_mut(c)?.previous_sibling = Some(node),
            None => self.node_mut(parent)?.last_child = Some(node),
        }
        // https://dom.spec.whatwg.org/#concept-node-insert step 10: queue a
        // tree mutation record for parent (one per node here).
        self.record(parent, super::observe::MutationKind::ChildList { added: vec![node], removed: Vec::new(), previous, next: child });
        // https://dom.spec.whatwg.org/#concept-node-insert step 7.7: run the
        // insertion steps (of other specifications).
        self.run_inserted(node);
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-replace-all
    pub fn replace_all(&mut self, node: Option<NodeId>, parent: NodeId) -> Result<(), DomError> {
        // 1-4. (removedNodes and addedNodes are for mutation records.)
        // 5. Remove all parent's children, in tree order, with
        //    suppressObservers set to true.
        let children: Vec<NodeId> = self.children(parent).collect();
        for c in children {
            self.remove_node(c)?;
        }
        // 6. If node is non-null, then insert node into parent before null
        //    with suppressObservers set to true.
        if let Some(node) = node {
            self.insert(node, parent, None)?;
        }
        Ok(())
    }

    fn is_doctype(&self, id: NodeId) -> bool {
        self.node_data(id).is_some_and(NodeData::is_doctype)
    }

    fn is_text(&self, id: NodeId) -> bool {
        self.node_data(id).is_some_and(NodeData::is_text)
    }
}
