//! Inserting, removing and replacing nodes
//! (https://dom.spec.whatwg.org/#mutation-algorithms), with the standard's
//! validity checks and tree mutation records.

use super::node::{NodeData, NodeId};
use super::observe::MutationKind;
use super::{DomError, Tree};

impl Tree {
    /// https://dom.spec.whatwg.org/#dom-node-appendchild
    pub fn append_child(&mut self, parent: NodeId, child: NodeId) -> Result<NodeId, DomError> {
        // To append a node to a parent, pre-insert node into parent before null.
        self.pre_insert(child, parent, None)
    }

    /// https://dom.spec.whatwg.org/#dom-node-insertbefore
    pub fn insert_before(&mut self, parent: NodeId, node: NodeId, child: Option<NodeId>) -> Result<NodeId, DomError> {
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
            // "beforebegin": if element's parent is null, return null; return the
            // result of pre-inserting node into element's parent before element.
            "beforebegin" => match parent {
                None => Ok(None),
                Some(p) => self.pre_insert(node, p, Some(element)).map(Some),
            },
            // "afterbegin": pre-insert node into element before element's first child.
            "afterbegin" => {
                let first = self.first_child(element);
                self.pre_insert(node, element, first).map(Some)
            }
            // "beforeend": pre-insert node into element before null.
            "beforeend" => self.pre_insert(node, element, None).map(Some),
            // "afterend": if element's parent is null, return null; pre-insert
            // node into element's parent before element's next sibling.
            "afterend" => match parent {
                None => Ok(None),
                Some(p) => {
                    let next = self.next_sibling(element);
                    self.pre_insert(node, p, next).map(Some)
                }
            },
            // Otherwise, throw a "SyntaxError" DOMException.
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

    /// Whether `node` may be a child at all
    /// (a DocumentFragment, DocumentType, Element or CharacterData node).
    fn can_be_a_child(data: &NodeData) -> bool {
        !matches!(data, NodeData::Document | NodeData::Attr(_))
    }

    /// Steps 1 and 2 of the validity checks: `parent` can have children and
    /// `node` is not a host-including inclusive ancestor of it.
    pub fn ensure_parent_and_ancestry(&self, node_tree: &Tree, node: NodeId, parent: NodeId) -> Result<(), DomError> {
        // 1. If parent is not a Document, DocumentFragment, or Element node,
        //    then throw a "HierarchyRequestError" DOMException.
        if !matches!(self.node(parent)?.data, NodeData::Document | NodeData::DocumentFragment | NodeData::ShadowRoot(_) | NodeData::Element(_)) {
            return Err(DomError::HierarchyRequest("the parent cannot have children"));
        }
        // 2. If node is a host-including inclusive ancestor of parent, then
        //    throw a "HierarchyRequestError" DOMException. (A node of another
        //    document's tree cannot be.)
        if std::ptr::eq(node_tree, self) && self.is_host_including_inclusive_ancestor(node, parent) {
            return Err(DomError::HierarchyRequest("the new child is an ancestor of the parent"));
        }
        Ok(())
    }

    /// Steps 4 and 5 of the validity checks: what `node` is against what
    /// `parent` is.
    fn check_kind(&self, node_tree: &Tree, node: NodeId, parent: NodeId) -> Result<(), DomError> {
        let node_data = &node_tree.node(node)?.data;
        let parent_is_document = self.node(parent)?.data.is_document();
        // 4. If node is not a DocumentFragment, DocumentType, Element, or
        //    CharacterData node, then throw a "HierarchyRequestError" DOMException.
        if !Self::can_be_a_child(node_data) {
            return Err(DomError::HierarchyRequest("the node cannot be a child"));
        }
        // 5. If either node is a Text node and parent is a document, or node
        //    is a doctype and parent is not a document, then throw a
        //    "HierarchyRequestError" DOMException.
        if node_data.is_text() && parent_is_document {
            return Err(DomError::HierarchyRequest("a Text node cannot be a child of a document"));
        }
        if node_data.is_doctype() && !parent_is_document {
            return Err(DomError::HierarchyRequest("a doctype can only be a child of a document"));
        }
        Ok(())
    }

    fn doctype_follows(&self, child: NodeId) -> bool {
        std::iter::successors(self.next_sibling(child), |s| self.next_sibling(*s)).any(|s| self.is_doctype(s))
    }

    fn element_precedes(&self, child: NodeId) -> bool {
        std::iter::successors(self.previous_sibling(child), |s| self.previous_sibling(*s)).any(|s| self.element(s).is_some())
    }

    /// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity
    pub fn ensure_pre_insertion_validity(&self, node: NodeId, parent: NodeId, child: Option<NodeId>) -> Result<(), DomError> {
        self.ensure_pre_insertion_validity_from(self, node, parent, child)
    }

    /// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity
    /// for a `node` of `node_tree`, which may be another document's tree
    /// (the insertion will adopt it).
    pub fn ensure_pre_insertion_validity_from(&self, node_tree: &Tree, node: NodeId, parent: NodeId, child: Option<NodeId>) -> Result<(), DomError> {
        // 1-2.
        self.ensure_parent_and_ancestry(node_tree, node, parent)?;
        // 3. If child is non-null and its parent is not parent, then throw a
        //    "NotFoundError" DOMException.
        if let Some(child) = child {
            if self.node(child)?.parent != Some(parent) {
                return Err(DomError::NotFound("the reference child is not a child of the parent"));
            }
        }
        // 4-5.
        self.check_kind(node_tree, node, parent)?;
        // 6. If parent is a document, and any of the statements below,
        //    switched on the interface node implements, are true, then throw
        //    a "HierarchyRequestError" DOMException.
        if !self.node(parent)?.data.is_document() {
            return Ok(());
        }
        let child_is_doctype = child.is_some_and(|c| self.is_doctype(c));
        let doctype_follows_child = child.is_some_and(|c| self.doctype_follows(c));
        let parent_has_element_child = self.element_children(parent).next().is_some();
        let bad = match &node_tree.node(node)?.data {
            // DocumentFragment: if node has more than one element child or has
            // a Text node child; otherwise, if node has one element child and
            // either parent has an element child, child is a doctype, or child
            // is non-null and a doctype is following child.
            NodeData::DocumentFragment | NodeData::ShadowRoot(_) => {
                let elements = node_tree.element_children(node).count();
                let has_text = node_tree.children(node).any(|c| node_tree.is_text(c));
                elements > 1 || has_text || (elements == 1 && (parent_has_element_child || child_is_doctype || doctype_follows_child))
            }
            // Element: parent has an element child, child is a doctype, or
            // child is non-null and a doctype is following child.
            NodeData::Element(_) => parent_has_element_child || child_is_doctype || doctype_follows_child,
            // DocumentType: parent has a doctype child, child is non-null and
            // an element is preceding child, or child is null and parent has
            // an element child.
            NodeData::Doctype { .. } => {
                self.children(parent).any(|c| self.is_doctype(c))
                    || child.is_some_and(|c| self.element_precedes(c))
                    || (child.is_none() && parent_has_element_child)
            }
            _ => false,
        };
        if bad {
            return Err(DomError::HierarchyRequest("a document has at most one element and one doctype, the doctype first"));
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-pre-insert
    pub fn pre_insert(&mut self, node: NodeId, parent: NodeId, child: Option<NodeId>) -> Result<NodeId, DomError> {
        // 1. Ensure pre-insert validity of node into parent before child.
        self.ensure_pre_insertion_validity(node, parent, child)?;
        // 2. Let referenceChild be child.
        let mut reference_child = child;
        // 3. If referenceChild is node, then set referenceChild to node's next sibling.
        if reference_child == Some(node) {
            reference_child = self.next_sibling(node);
        }
        // 4. Insert node into parent before referenceChild.
        self.insert(node, parent, reference_child)?;
        // 5. Return node.
        Ok(node)
    }

    /// https://dom.spec.whatwg.org/#concept-node-insert
    pub fn insert(&mut self, node: NodeId, parent: NodeId, child: Option<NodeId>) -> Result<(), DomError> {
        self.insert_with(node, parent, child, false)
    }

    /// https://dom.spec.whatwg.org/#concept-node-insert, with its suppress
    /// observers flag.
    pub(crate) fn insert_with(&mut self, node: NodeId, parent: NodeId, child: Option<NodeId>, suppress_observers: bool) -> Result<(), DomError> {
        // 1. Let nodes be node's children, if node is a DocumentFragment node;
        //    otherwise « node ».
        let is_fragment = self.node(node)?.data.is_document_fragment();
        let nodes: Vec<NodeId> = if is_fragment { self.children(node).collect() } else { vec![node] };
        // 2. Let count be nodes's size. 3. If count is 0, then return.
        if nodes.is_empty() {
            return Ok(());
        }
        // 4. If node is a DocumentFragment node, then remove its children with
        //    the suppress observers flag set, and queue a tree mutation record
        //    for node with « », nodes, null, and null.
        if is_fragment {
            for n in &nodes {
                self.remove_node_with(*n, true)?;
            }
            self.record(node, MutationKind::ChildList { added: Vec::new(), removed: nodes.clone(), previous: None, next: None });
        }
        // 5. If child is non-null: the live ranges after child move by count.
        self.live_range_insert_steps(parent, child, nodes.len() as u32);
        // 6. Let previousSibling be child's previous sibling or parent's last
        //    child if child is null.
        let previous_sibling = match child {
            Some(c) => self.previous_sibling(c),
            None => self.last_child(parent),
        };
        // 7. For each node in nodes, in tree order:
        for n in &nodes {
            // 7.1. Adopt node into parent's node document (one tree is one
            //      document: only a parent there to leave).
            if self.parent(*n).is_some() {
                self.remove_node(*n)?;
            }
            // 7.2-7.3. If child is null, then append node to parent's
            //      children; otherwise insert node into parent's children
            //      before child's index.
            self.link_raw(*n, parent, child)?;
            // 7.7. Run the insertion steps with each inclusive descendant.
            self.run_inserted(*n);
        }
        // 8. If suppress observers flag is unset, then queue a tree mutation
        //    record for parent with nodes, « », previousSibling, and child.
        if !suppress_observers {
            self.record(parent, MutationKind::ChildList { added: nodes, removed: Vec::new(), previous: previous_sibling, next: child });
        }
        // 9. Run the children changed steps for parent.
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-pre-remove
    pub(crate) fn pre_remove(&mut self, child: NodeId, parent: NodeId) -> Result<NodeId, DomError> {
        self.node(parent)?;
        // 1. If child's parent is not parent, then throw a "NotFoundError" DOMException.
        if self.node(child)?.parent != Some(parent) {
            return Err(DomError::NotFound("the node to remove is not a child of this node"));
        }
        // 2. Remove child.
        self.remove_node(child)?;
        // 3. Return child.
        Ok(child)
    }

    /// https://dom.spec.whatwg.org/#concept-node-remove
    pub(crate) fn remove_node(&mut self, node: NodeId) -> Result<(), DomError> {
        self.remove_node_with(node, false)
    }

    /// https://dom.spec.whatwg.org/#concept-node-remove, with its suppress
    /// observers flag.
    pub(crate) fn remove_node_with(&mut self, node: NodeId, suppress_observers: bool) -> Result<(), DomError> {
        let n = self.node(node)?;
        // 1. Let parent be node's parent. 2. Assert: parent is non-null.
        let Some(parent) = n.parent else {
            return Ok(());
        };
        // 3. Let index be node's index.
        // 4-7. Run the live range pre-remove steps, given node.
        self.live_range_pre_remove_steps(node);
        // 8-9. For each NodeIterator object iterator whose root's node
        //      document is node's node document, run the NodeIterator
        //      pre-removing steps given node and iterator.
        self.node_iterator_pre_removing_steps(node);
        let n = self.node(node)?;
        // 10. Let oldPreviousSibling be node's previous sibling.
        // 11. Let oldNextSibling be node's next sibling.
        let (previous, next) = (n.previous_sibling, n.next_sibling);
        // 12. Remove node from its parent's children.
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
        // 20. If suppress observers flag is unset, then queue a tree mutation
        //     record for parent with « », « node », oldPreviousSibling, and
        //     oldNextSibling.
        if !suppress_observers {
            self.record(parent, MutationKind::ChildList { added: Vec::new(), removed: vec![node], previous, next });
        }
        // 21. Run the children changed steps for parent.
        Ok(())
    }

    /// Links a parentless `node` into `parent`'s children before `child` (or
    /// last): no checks, no records, no steps of other specifications.
    pub(crate) fn link_raw(&mut self, node: NodeId, parent: NodeId, child: Option<NodeId>) -> Result<(), DomError> {
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
        Ok(())
    }

    /// The parser's insertion of one parentless node: linked, a tree
    /// mutation record for it alone, and the insertion steps.
    pub(crate) fn link(&mut self, node: NodeId, parent: NodeId, child: Option<NodeId>) -> Result<(), DomError> {
        let previous = match child {
            Some(c) => self.node(c)?.previous_sibling,
            None => self.node(parent)?.last_child,
        };
        self.link_raw(node, parent, child)?;
        self.record(parent, MutationKind::ChildList { added: vec![node], removed: Vec::new(), previous, next: child });
        self.run_inserted(node);
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-replace-all
    pub fn replace_all(&mut self, node: Option<NodeId>, parent: NodeId) -> Result<(), DomError> {
        // 1. Let removedNodes be parent's children.
        let removed: Vec<NodeId> = self.children(parent).collect();
        // 2-4. Let addedNodes be node's children if node is a
        //      DocumentFragment node, « node » if node is non-null, else « ».
        let added: Vec<NodeId> = match node {
            Some(n) if self.node(n)?.data.is_document_fragment() => self.children(n).collect(),
            Some(n) => vec![n],
            None => Vec::new(),
        };
        // 5. Remove all parent's children, in tree order, with the suppress
        //    observers flag set.
        for c in &removed {
            self.remove_node_with(*c, true)?;
        }
        // 6. If node is non-null, then insert node into parent before null
        //    with the suppress observers flag set.
        if let Some(n) = node {
            self.insert_with(n, parent, None, true)?;
        }
        // 7. If either addedNodes or removedNodes is not empty, then queue a
        //    tree mutation record for parent with addedNodes, removedNodes,
        //    null, and null.
        if !added.is_empty() || !removed.is_empty() {
            self.record(parent, MutationKind::ChildList { added, removed, previous: None, next: None });
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-replace steps 1-6: the
    /// validity checks of replacing `child` of `parent` with `node` (of
    /// `node_tree`, maybe another document's tree).
    pub fn ensure_replace_validity_from(&self, node_tree: &Tree, node: NodeId, parent: NodeId, child: NodeId) -> Result<(), DomError> {
        // 1-2.
        self.ensure_parent_and_ancestry(node_tree, node, parent)?;
        // 3. If child's parent is not parent, then throw a "NotFoundError" DOMException.
        if self.node(child)?.parent != Some(parent) {
            return Err(DomError::NotFound("the node to replace is not a child of this node"));
        }
        // 4-5.
        self.check_kind(node_tree, node, parent)?;
        // 6. If parent is a document, and any of the statements below,
        //    switched on the interface node implements, are true, then throw
        //    a "HierarchyRequestError" DOMException.
        if !self.node(parent)?.data.is_document() {
            return Ok(());
        }
        let other_element_child = self.element_children(parent).any(|e| e != child);
        let doctype_follows_child = self.doctype_follows(child);
        let bad = match &node_tree.node(node)?.data {
            // DocumentFragment: if node has more than one element child or has
            // a Text node child; otherwise, if node has one element child and
            // either parent has an element child that is not child or a
            // doctype is following child.
            NodeData::DocumentFragment | NodeData::ShadowRoot(_) => {
                let elements = node_tree.element_children(node).count();
                let has_text = node_tree.children(node).any(|c| node_tree.is_text(c));
                elements > 1 || has_text || (elements == 1 && (other_element_child || doctype_follows_child))
            }
            // Element: parent has an element child that is not child or a
            // doctype is following child.
            NodeData::Element(_) => other_element_child || doctype_follows_child,
            // DocumentType: parent has a doctype child that is not child, or
            // an element is preceding child.
            NodeData::Doctype { .. } => self.children(parent).any(|c| c != child && self.is_doctype(c)) || self.element_precedes(child),
            _ => false,
        };
        if bad {
            return Err(DomError::HierarchyRequest("a document has at most one element and one doctype, the doctype first"));
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-node-replace (`replaceChild`):
    /// returns child.
    pub fn replace_child(&mut self, parent: NodeId, node: NodeId, child: NodeId) -> Result<NodeId, DomError> {
        // 1-6. Validity.
        self.ensure_replace_validity_from(self, node, parent, child)?;
        // 7. Let referenceChild be child's next sibling.
        // 8. If referenceChild is node, then set referenceChild to node's next sibling.
        let mut reference_child = self.next_sibling(child);
        if reference_child == Some(node) {
            reference_child = self.next_sibling(node);
        }
        // 9. Let previousSibling be child's previous sibling.
        let previous_sibling = self.previous_sibling(child);
        // 10. Let removedNodes be the empty set.
        // 11. If child's parent is non-null: set removedNodes to « child » and
        //     remove child with the suppress observers flag set.
        let mut removed = Vec::new();
        if self.parent(child).is_some() {
            removed.push(child);
            self.remove_node_with(child, true)?;
        }
        // 12. Let nodes be node's children if node is a DocumentFragment node;
        //     otherwise « node ».
        let nodes: Vec<NodeId> = if self.node(node)?.data.is_document_fragment() { self.children(node).collect() } else { vec![node] };
        // 13. Insert node into parent before referenceChild with the suppress
        //     observers flag set.
        self.insert_with(node, parent, reference_child, true)?;
        // 14. Queue a tree mutation record for parent with nodes,
        //     removedNodes, previousSibling, and referenceChild.
        self.record(parent, MutationKind::ChildList { added: nodes, removed, previous: previous_sibling, next: reference_child });
        // 15. Return child.
        Ok(child)
    }

    fn is_doctype(&self, id: NodeId) -> bool {
        self.node_data(id).is_some_and(NodeData::is_doctype)
    }

    fn is_text(&self, id: NodeId) -> bool {
        self.node_data(id).is_some_and(NodeData::is_text)
    }
}
