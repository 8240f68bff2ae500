//! The Range algorithms that change the tree
//! (https://dom.spec.whatwg.org/#interface-range): `deleteContents()`,
//! extract, clone the contents, insert and `surroundContents()`, for a live
//! range and nodes of one tree. A node of another document is adopted by
//! the embedder first (the bindings move its wrapper).

use super::super::position::BoundaryPoint;
use super::super::{DomError, NodeData, NodeId, Tree};
use super::{LiveRange, RangeId};

/// The children of a range's common ancestor that extract and clone the
/// contents work on.
struct Parts {
    first_partially_contained: Option<NodeId>,
    last_partially_contained: Option<NodeId>,
    contained_children: Vec<NodeId>,
}

impl Tree {
    /// Steps 5-12 of extract and of clone the contents: the common
    /// ancestor, its first and last partially contained children and the
    /// children it contains; a contained doctype is a "HierarchyRequestError".
    fn range_parts(&self, range: &LiveRange) -> Result<Parts, DomError> {
        let (start, end) = (range.start.node, range.end.node);
        // 5. Let common ancestor be the result of getting the common ancestor of range.
        let common_ancestor = self.common_ancestor(range);
        // 6-7. If original start node is not an inclusive ancestor of
        //      original end node, set first partially contained child to the
        //      first child of common ancestor that is partially contained.
        let first_partially_contained = if self.contains(start, end) {
            None
        } else {
            self.children(common_ancestor).find(|&c| self.is_partially_contained(c, range))
        };
        // 8-9. If original end node is not an inclusive ancestor of original
        //      start node, set last partially contained child to the last
        //      child of common ancestor that is partially contained.
        let last_partially_contained = if self.contains(end, start) {
            None
        } else {
            self.children(common_ancestor).filter(|&c| self.is_partially_contained(c, range)).last()
        };
        // 10. Let contained children be a list of all children of common
        //     ancestor that are contained in range, in tree order.
        let contained_children: Vec<NodeId> = self.children(common_ancestor).filter(|&c| self.is_contained(c, range)).collect();
        // 11. If any member of contained children is a doctype, then throw a
        //     "HierarchyRequestError" DOMException.
        if contained_children.iter().any(|&c| self.node_data(c).is_some_and(NodeData::is_doctype)) {
            return Err(DomError::HierarchyRequest("The range contains a doctype."));
        }
        Ok(Parts { first_partially_contained, last_partially_contained, contained_children })
    }

    /// A clone of CharacterData `node` whose data is its code units `offset..offset+count`.
    fn clone_with_substring(&mut self, node: NodeId, offset: u32, count: u32) -> Result<NodeId, DomError> {
        // Let clone be a clone of node.
        let clone = self.clone_node(node, false)?;
        // Set clone's data to the result of substringing data with node node,
        // offset offset, and count count.
        let data = self.substring_data(node, offset, count)?;
        if let Some(d) = self.node_data_mut(clone).and_then(NodeData::character_data_mut) {
            *d = data;
        }
        Ok(clone)
    }

    /// The (new node, new offset) that deleteContents and extract collapse
    /// the range to (steps 13-14 of extract, 5-7 of deleteContents).
    fn collapse_point_after_removal(&self, range: &LiveRange) -> BoundaryPoint {
        let (start, end) = (range.start.node, range.end.node);
        // If original start node is an inclusive ancestor of original end
        // node, set new node to original start node and new offset to
        // original start offset.
        if self.contains(start, end) {
            return range.start;
        }
        // Otherwise: let reference node equal original start node; while
        // reference node's parent is not null and is not an inclusive
        // ancestor of original end node, set reference node to its parent.
        let mut reference = start;
        while let Some(p) = self.parent(reference) {
            if self.contains(p, end) {
                break;
            }
            reference = p;
        }
        // Set new node to the parent of reference node, and new offset to one
        // plus the index of reference node. (The parent is not null: the
        // range's root is an inclusive ancestor of the end node.)
        match self.parent(reference) {
            Some(p) => BoundaryPoint::new(p, self.index(reference) + 1),
            None => range.start,
        }
    }

    /// https://dom.spec.whatwg.org/#dom-range-deletecontents
    pub fn delete_contents(&mut self, id: RangeId) -> Result<(), DomError> {
        let range = self.live_range(id)?;
        // 1. If this is collapsed, then return.
        if range.collapsed() {
            return Ok(());
        }
        // 2. Let original start node, original start offset, original end
        //    node, and original end offset be this's start node, start
        //    offset, end node, and end offset, respectively.
        let (start, end) = (range.start, range.end);
        // 3. If original start node is original end node and it is a
        //    CharacterData node, then replace data with node original start
        //    node, offset original start offset, count original end offset
        //    minus original start offset, and data the empty string, and then return.
        if start.node == end.node && self.is_character_data(start.node) {
            return self.replace_data(start.node, start.offset, end.offset.saturating_sub(start.offset), "");
        }
        // 4. Let nodes to remove be a list of all the nodes that are
        //    contained in this, in tree order, omitting any node whose parent
        //    is also contained in this.
        let common = self.common_ancestor(&range);
        let mut nodes_to_remove = Vec::new();
        let mut descendants = self.descendants(common).peekable();
        while let Some(n) = descendants.next() {
            if self.is_contained(n, &range) {
                nodes_to_remove.push(n);
                // Its descendants are contained too: skip them.
                while descendants.peek().is_some_and(|&d| self.contains(n, d)) {
                    descendants.next();
                }
            }
        }
        // 5-7. Let new node and new offset be where the range collapses.
        let new_point = self.collapse_point_after_removal(&range);
        // 8. Set this's start and end to (new node, new offset) (before the
        //    mutations, so that their live range steps keep it valid).
        self.set_live_range(id, LiveRange::collapsed_at(new_point));
        // 9. If original start node is a CharacterData node, then replace
        //    data with node original start node, offset original start
        //    offset, count original start node's length minus original start
        //    offset, data the empty string.
        if self.is_character_data(start.node) {
            let count = self.node_length(start.node).saturating_sub(start.offset);
            self.replace_data(start.node, start.offset, count, "")?;
        }
        // 10. For each node in nodes to remove, in tree order, remove node.
        for n in nodes_to_remove {
            if self.parent(n).is_some() {
                self.remove_node(n)?;
            }
        }
        // 11. If original end node is a CharacterData node, then replace data
        //     with node original end node, offset 0, count original end
        //     offset and data the empty string.
        if self.is_character_data(end.node) {
            self.replace_data(end.node, 0, end.offset, "")?;
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#dom-range-extractcontents
    pub fn extract_contents(&mut self, id: RangeId) -> Result<NodeId, DomError> {
        let range = self.live_range(id)?;
        self.extract(range, Some(id))
    }

    /// https://dom.spec.whatwg.org/#concept-range-extract of a range with
    /// these boundary points; `id` is the live range to collapse, none for a
    /// subrange (nothing else reads it).
    fn extract(&mut self, range: LiveRange, id: Option<RangeId>) -> Result<NodeId, DomError> {
        // 1. Let fragment be a new DocumentFragment node whose node document
        //    is range's start node's node document.
        let fragment = self.create_document_fragment();
        // 2. If range is collapsed, then return fragment.
        if range.collapsed() {
            return Ok(fragment);
        }
        // 3. Let original start node, original start offset, original end
        //    node, and original end offset be range's start node, start
        //    offset, end node, and end offset, respectively.
        let (start, end) = (range.start, range.end);
        // 4. If original start node is original end node and it is a
        //    CharacterData node, then:
        if start.node == end.node && self.is_character_data(start.node) {
            // 4.1-4.2. Let clone be a clone of original start node, its data
            //          the substring from original start offset to original end offset.
            let count = end.offset.saturating_sub(start.offset);
            let clone = self.clone_with_substring(start.node, start.offset, count)?;
            // 4.3. Append clone to fragment.
            self.append_child(fragment, clone)?;
            // 4.4. Replace data with node original start node, offset
            //      original start offset, count original end offset minus
            //      original start offset, and data the empty string.
            self.replace_data(start.node, start.offset, count, "")?;
            // 4.5. Return fragment.
            return Ok(fragment);
        }
        // 5-12. The common ancestor, the partially contained children, the
        //       contained children (no doctype among them).
        let parts = self.range_parts(&range)?;
        // 13-14. Let new node and new offset be where the range collapses.
        let new_point = self.collapse_point_after_removal(&range);
        // 15. Set range's start and end to (new node, new offset).
        if let Some(id) = id {
            self.set_live_range(id, LiveRange::collapsed_at(new_point));
        }
        // 16. If first partially contained child is a CharacterData node
        //     (it is original start node):
        if let Some(first) = parts.first_partially_contained {
            if self.is_character_data(first) {
                // 16.1-16.3. A clone with the data from original start offset
                //            to the end, appended to fragment.
                let count = self.node_length(start.node).saturating_sub(start.offset);
                let clone = self.clone_with_substring(start.node, start.offset, count)?;
                self.append_child(fragment, clone)?;
                // 16.4. Replace data with node original start node, offset
                //       original start offset, count its length minus original
                //       start offset, and data the empty string.
                self.replace_data(start.node, start.offset, count, "")?;
            } else {
                // 17. Otherwise, if first partially contained child is not null:
                // 17.1-17.2. Let clone be a clone of it; append clone to fragment.
                let clone = self.clone_node(first, false)?;
                self.append_child(fragment, clone)?;
                // 17.3. Let subrange be a new live range whose start is
                //       (original start node, original start offset) and
                //       whose end is (first partially contained child, its length).
                let subrange = LiveRange { start, end: BoundaryPoint::new(first, self.node_length(first)) };
                // 17.4. Let subfragment be the result of extracting subrange.
                let subfragment = self.extract(subrange, None)?;
                // 17.5. Append subfragment to clone.
                self.append_child(clone, subfragment)?;
            }
        }
        // 18. For each contained child in contained children, append
        //     contained child to fragment.
        for child in parts.contained_children {
            self.append_child(fragment, child)?;
        }
        // 19. If last partially contained child is a CharacterData node (it
        //     is original end node):
        if let Some(last) = parts.last_partially_contained {
            if self.is_character_data(last) {
                // 19.1-19.3. A clone with the data from 0 to original end
                //            offset, appended to fragment.
                let clone = self.clone_with_substring(end.node, 0, end.offset)?;
                self.append_child(fragment, clone)?;
                // 19.4. Replace data with node original end node, offset 0,
                //       count original end offset, and data the empty string.
                self.replace_data(end.node, 0, end.offset, "")?;
            } else {
                // 20. Otherwise, if last partially contained child is not null:
                // 20.1-20.2. Let clone be a clone of it; append clone to fragment.
                let clone = self.clone_node(last, false)?;
                self.append_child(fragment, clone)?;
                // 20.3. Let subrange be a new live range whose start is
                //       (last partially contained child, 0) and whose end is
                //       (original end node, original end offset).
                let subrange = LiveRange { start: BoundaryPoint::new(last, 0), end };
                // 20.4. Let subfragment be the result of extracting subrange.
                let subfragment = self.extract(subrange, None)?;
                // 20.5. Append subfragment to clone.
                self.append_child(clone, subfragment)?;
            }
        }
        // 21. Return fragment.
        Ok(fragment)
    }

    /// https://dom.spec.whatwg.org/#dom-range-clonecontents
    pub fn clone_contents(&mut self, id: RangeId) -> Result<NodeId, DomError> {
        let range = self.live_range(id)?;
        self.clone_the_contents(range)
    }

    /// https://dom.spec.whatwg.org/#concept-range-clone
    fn clone_the_contents(&mut self, range: LiveRange) -> Result<NodeId, DomError> {
        // 1. Let fragment be a new DocumentFragment node whose node document
        //    is range's start node's node document.
        let fragment = self.create_document_fragment();
        // 2. If range is collapsed, then return fragment.
        if range.collapsed() {
            return Ok(fragment);
        }
        // 3. Let original start node, original start offset, original end
        //    node, and original end offset be range's boundary points.
        let (start, end) = (range.start, range.end);
        // 4. If original start node is original end node and it is a
        //    CharacterData node: a clone with the data between the offsets,
        //    appended to fragment; return fragment.
        if start.node == end.node && self.is_character_data(start.node) {
            let clone = self.clone_with_substring(start.node, start.offset, end.offset.saturating_sub(start.offset))?;
            self.append_child(fragment, clone)?;
            return Ok(fragment);
        }
        // 5-12. The common ancestor, the partially contained children, the
        //       contained children (no doctype among them).
        let parts = self.range_parts(&range)?;
        // 13. If first partially contained child is a CharacterData node (it
        //     is original start node): a clone with the data from original
        //     start offset to the end, appended to fragment.
        if let Some(first) = parts.first_partially_contained {
            if self.is_character_data(first) {
                let count = self.node_length(start.node).saturating_sub(start.offset);
                let clone = self.clone_with_substring(start.node, start.offset, count)?;
                self.append_child(fragment, clone)?;
            } else {
                // 14. Otherwise, if first partially contained child is not null:
                // 14.1-14.2. Let clone be a clone of it; append clone to fragment.
                let clone = self.clone_node(first, false)?;
                self.append_child(fragment, clone)?;
                // 14.3. Let subrange be a new live range whose start is
                //       (original start node, original start offset) and
                //       whose end is (first partially contained child, its length).
                let subrange = LiveRange { start, end: BoundaryPoint::new(first, self.node_length(first)) };
                // 14.4. Let subfragment be the result of cloning the contents of subrange.
                let subfragment = self.clone_the_contents(subrange)?;
                // 14.5. Append subfragment to clone.
                self.append_child(clone, subfragment)?;
            }
        }
        // 15. For each contained child in contained children: let clone be a
        //     clone of contained child with the clone children flag set, and
        //     append clone to fragment.
        for child in parts.contained_children {
            let clone = self.clone_node(child, true)?;
            self.append_child(fragment, clone)?;
        }
        // 16. If last partially contained child is a CharacterData node (it
        //     is original end node): a clone with the data from 0 to original
        //     end offset, appended to fragment.
        if let Some(last) = parts.last_partially_contained {
            if self.is_character_data(last) {
                let clone = self.clone_with_substring(end.node, 0, end.offset)?;
                self.append_child(fragment, clone)?;
            } else {
                // 17. Otherwise, if last partially contained child is not null:
                // 17.1-17.2. Let clone be a clone of it; append clone to fragment.
                let clone = self.clone_node(last, false)?;
                self.append_child(fragment, clone)?;
                // 17.3. Let subrange be a new live range whose start is (last
                //       partially contained child, 0) and whose end is
                //       (original end node, original end offset).
                let subrange = LiveRange { start: BoundaryPoint::new(last, 0), end };
                // 17.4. Let subfragment be the result of cloning the contents of subrange.
                let subfragment = self.clone_the_contents(subrange)?;
                // 17.5. Append subfragment to clone.
                self.append_child(clone, subfragment)?;
            }
        }
        // 18. Return fragment.
        Ok(fragment)
    }

    /// Steps 1-5 of https://dom.spec.whatwg.org/#concept-range-insert: the
    /// parent and reference node a node inserted into live range `id` goes
    /// to (before the Text node at the start is split). `node` is the node
    /// to insert when it is in this tree.
    pub fn live_range_insert_target(&self, id: RangeId, node: Option<NodeId>) -> Result<(NodeId, Option<NodeId>), DomError> {
        let range = self.live_range(id)?;
        let start = range.start.node;
        // 1. If range's start node is a ProcessingInstruction or Comment
        //    node, is a Text node whose parent is null, or is node, then throw
        //    a "HierarchyRequestError" DOMException.
        let bad = match self.node_data(start) {
            Some(NodeData::ProcessingInstruction { .. } | NodeData::Comment(_)) => true,
            Some(d) if d.is_text() => self.parent(start).is_none(),
            _ => false,
        };
        if bad || Some(start) == node {
            return Err(DomError::HierarchyRequest("Nodes may not be inserted at this range's start."));
        }
        // 2. Let referenceNode be null.
        // 3. If range's start node is a Text node, set referenceNode to that Text node.
        // 4. Otherwise, set referenceNode to the child of start node whose
        //    index is start offset, if there is such a child; otherwise null.
        let reference = if self.node_data(start).is_some_and(NodeData::is_text) {
            Some(start)
        } else {
            self.children(start).nth(range.start.offset as usize)
        };
        // 5. Let parent be range's start node if referenceNode is null, and
        //    referenceNode's parent otherwise.
        let parent = match reference {
            None => start,
            Some(r) => self.parent(r).unwrap_or(start),
        };
        Ok((parent, reference))
    }

    /// https://dom.spec.whatwg.org/#concept-range-insert of `node`, a node
    /// of this tree, into live range `id`.
    pub fn insert_into_live_range(&mut self, id: RangeId, node: NodeId) -> Result<(), DomError> {
        self.node(node)?;
        // 1-5. The checks, the parent and the reference node.
        let (parent, mut reference) = self.live_range_insert_target(id, Some(node))?;
        // 6. Ensure pre-insertion validity of node into parent before referenceNode.
        self.ensure_pre_insertion_validity(node, parent, reference)?;
        // 7. If range's start node is a Text node, set referenceNode to the
        //    result of splitting it with offset range's start offset.
        let start = self.live_range(id)?.start;
        if self.node_data(start.node).is_some_and(NodeData::is_text) {
            reference = Some(self.split_text(start.node, start.offset)?);
        }
        // 8. If node is referenceNode, then set referenceNode to its next sibling.
        if reference == Some(node) {
            reference = self.next_sibling(node);
        }
        // 9. If node's parent is non-null, then remove node.
        if self.parent(node).is_some() {
            self.remove_node(node)?;
        }
        // 10. Let newOffset be parent's length if referenceNode is null;
        //     otherwise referenceNode's index.
        let mut new_offset = match reference {
            None => self.node_length(parent),
            Some(r) => self.index(r),
        };
        // 11. Increase newOffset by node's length if node is a
        //     DocumentFragment node; otherwise 1.
        new_offset += if self.node_data(node).is_some_and(NodeData::is_document_fragment) { self.node_length(node) } else { 1 };
        // 12. Pre-insert node into parent before referenceNode.
        self.pre_insert(node, parent, reference)?;
        // 13. If range is collapsed, then set range's end to (parent, newOffset).
        let mut range = self.live_range(id)?;
        if range.collapsed() {
            range.end = BoundaryPoint::new(parent, new_offset);
            self.set_live_range(id, range);
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#dom-range-surroundcontents steps 1-2:
    /// the range may not partially contain a non-Text node, and the new
    /// parent may not be a Document, DocumentType or DocumentFragment
    /// (`new_parent` is its data, from whichever tree holds it).
    pub fn surround_contents_checks(&self, id: RangeId, new_parent: &NodeData) -> Result<(), DomError> {
        let range = self.live_range(id)?;
        // 1. If a non-Text node is partially contained in this, then throw
        //    an "InvalidStateError" DOMException.
        let partially_contained = std::iter::once(range.start.node)
            .chain(self.ancestors(range.start.node))
            .chain(std::iter::once(range.end.node).chain(self.ancestors(range.end.node)))
            .filter(|&n| self.is_partially_contained(n, &range));
        for n in partially_contained {
            if !self.node_data(n).is_some_and(NodeData::is_text) {
                return Err(DomError::InvalidState("The range partially contains a non-Text node."));
            }
        }
        // 2. If newParent is a Document, DocumentType, or DocumentFragment
        //    node, then throw an "InvalidNodeTypeError" DOMException.
        if matches!(new_parent, NodeData::Document | NodeData::Doctype { .. } | NodeData::DocumentFragment | NodeData::ShadowRoot(_)) {
            return Err(DomError::InvalidNodeType("The node provided is a Document, DocumentType or DocumentFragment."));
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#dom-range-surroundcontents with a new
    /// parent of this tree.
    pub fn surround_contents(&mut self, id: RangeId, new_parent: NodeId) -> Result<(), DomError> {
        // 1-2. The checks.
        let data = self.node(new_parent)?.data.clone();
        self.surround_contents_checks(id, &data)?;
        // 3. Let fragment be the result of extracting this.
        let fragment = self.extract_contents(id)?;
        // 4. If newParent has children, then replace all with null within newParent.
        if self.first_child(new_parent).is_some() {
            self.replace_all(None, new_parent)?;
        }
        // 5. Insert newParent into this.
        self.insert_into_live_range(id, new_parent)?;
        // 6-7.
        self.surround_contents_finish(id, new_parent, fragment)
    }

    /// https://dom.spec.whatwg.org/#dom-range-surroundcontents steps 6-7,
    /// once newParent was inserted into this.
    pub fn surround_contents_finish(&mut self, id: RangeId, new_parent: NodeId, fragment: NodeId) -> Result<(), DomError> {
        // 6. Append fragment to newParent.
        self.append_child(new_parent, fragment)?;
        // 7. Select newParent within this.
        self.select_node(id, new_parent)
    }
}
