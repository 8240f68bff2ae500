//! The data of CharacterData nodes (https://dom.spec.whatwg.org/#interface-characterdata):
//! substring data, replace data, splitting a Text node and `normalize()`.
//!
//! Offsets and counts are in UTF-16 code units, as the DOM counts them.
//! Data is kept as a Rust string, so half of a surrogate pair that an
//! offset cuts off becomes U+FFFD (one code unit as well: lengths and
//! offsets stay right).

use super::node::{NodeData, NodeId};
use super::position::utf16_len;
use super::range::utf16_substring;
use super::{DomError, Tree};

impl Tree {
    /// https://dom.spec.whatwg.org/#concept-cd-data of a CharacterData node.
    pub fn character_data(&self, node: NodeId) -> Option<&str> {
        match self.node_data(node)? {
            NodeData::Text(d) | NodeData::Comment(d) | NodeData::ProcessingInstruction { data: d, .. } => Some(d),
            _ => None,
        }
    }

    fn character_data_mut(&mut self, node: NodeId) -> Option<&mut String> {
        match self.node_data_mut(node)? {
            NodeData::Text(d) | NodeData::Comment(d) | NodeData::ProcessingInstruction { data: d, .. } => Some(d),
            _ => None,
        }
    }

    /// https://dom.spec.whatwg.org/#concept-cd-substring
    pub fn substring_data(&self, node: NodeId, offset: u32, count: u32) -> Result<String, DomError> {
        let data = self.character_data(node).ok_or(DomError::NotSupported("not a CharacterData node"))?;
        // 1. Let length be node's length.
        let length = utf16_len(data);
        // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
        if offset > length {
            return Err(DomError::IndexSize("The offset is greater than the node's length."));
        }
        // 3. If offset plus count is greater than length, return a string
        //    whose value is the code units from the offsetth code unit to the
        //    end of node's data.
        // 4. Return the code units from the offsetth to the (offset+count)th.
        Ok(utf16_substring(data, offset, offset.saturating_add(count)))
    }

    /// https://dom.spec.whatwg.org/#concept-cd-replace
    pub fn replace_data(&mut self, node: NodeId, offset: u32, count: u32, data: &str) -> Result<(), DomError> {
        let old = self.character_data(node).ok_or(DomError::NotSupported("not a CharacterData node"))?;
        // 1. Let length be node's length.
        let length = utf16_len(old);
        // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
        if offset > length {
            return Err(DomError::IndexSize("The offset is greater than the node's length."));
        }
        // 3. If offset plus count is greater than length, then set count to
        //    length minus offset.
        let count = count.min(length - offset);
        let old = old.to_owned();
        // 5. Insert data into node's data after offset code units.
        // 6. Let delete offset be offset + data's length.
        // 7. Starting from delete offset code units, remove count code units
        //    from node's data.
        let mut units: Vec<u16> = old.encode_utf16().collect();
        units.splice(offset as usize..(offset + count) as usize, data.encode_utf16());
        let new = String::from_utf16_lossy(&units);
        if let Some(d) = self.character_data_mut(node) {
            *d = new;
        }
        // 4. Queue a mutation record of "characterData" for node with old data.
        self.record(node, super::observe::MutationKind::CharacterData { old_value: old });
        // 8-11. Live ranges.
        self.live_range_replace_data_steps(node, offset, count, utf16_len(data));
        // 12. (A ProcessingInstruction has no attributes here.)
        // 13. The children changed steps of node's parent are HTML's, run by
        //     the embedder after the change (script and style text).
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-text-split
    pub fn split_text(&mut self, node: NodeId, offset: u32) -> Result<NodeId, DomError> {
        if !self.node_data(node).is_some_and(NodeData::is_text) {
            return Err(DomError::NotSupported("not a Text node"));
        }
        // 1. Let length be node's length.
        let length = self.node_length(node);
        // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
        if offset > length {
            return Err(DomError::IndexSize("The offset is greater than the Text node's length."));
        }
        // 3. Let count be length minus offset.
        let count = length - offset;
        // 4. Let new data be the result of substringing data with node
        //    node, offset offset, and count count.
        let new_data = self.substring_data(node, offset, count)?;
        // 5. Let new node be a new Text node, with the same node document as
        //    node. Set new node's data to new data.
        let new_node = self.create_text(&new_data);
        // 6. Let parent be node's parent.
        // 7. If parent is not null, then:
        if let Some(parent) = self.parent(node) {
            // 7.1. Insert new node into parent before node's next sibling.
            let next = self.next_sibling(node);
            self.insert(new_node, parent, next)?;
            // 7.2-7.5. Live ranges.
            self.live_range_split_steps(node, new_node, offset, parent);
        }
        // 8. Replace data with node node, offset offset, count count, and
        //    data the empty string.
        self.replace_data(node, offset, count, "")?;
        // 9. Return new node.
        Ok(new_node)
    }

    /// https://dom.spec.whatwg.org/#dom-node-normalize
    pub fn normalize(&mut self, this: NodeId) -> Result<(), DomError> {
        self.node(this)?;
        let is_text = |t: &Tree, n: NodeId| t.node_data(n).is_some_and(NodeData::is_text);
        // Run these steps for each descendant exclusive Text node node of
        // this (in tree order; a node an earlier step removed is no longer
        // one of them).
        let texts: Vec<NodeId> = self.descendants(this).filter(|&n| is_text(self, n)).collect();
        for node in texts {
            if node == this || !self.contains(this, node) {
                continue;
            }
            // 1. Let length be node's length.
            let mut length = self.node_length(node);
            // 2. If length is zero, then remove node and continue with the
            //    next exclusive Text node, if any.
            if length == 0 {
                self.remove_node(node)?;
                continue;
            }
            // 3. Let data be the concatenation of the data of node's
            //    contiguous exclusive Text nodes (excluding itself), in tree
            //    order. (The preceding ones were merged into an earlier node
            //    or removed already: only following siblings remain.)
            let following: Vec<NodeId> = std::iter::successors(self.next_sibling(node), |&s| self.next_sibling(s))
                .take_while(|&s| is_text(self, s))
                .collect();
            let data: String = following.iter().filter_map(|&s| self.character_data(s)).collect();
            // 4. Replace data with node node, offset length, count 0, and data data.
            self.replace_data(node, length, 0, &data)?;
            // 5. Let currentNode be node's next sibling.
            // 6. While currentNode is an exclusive Text node:
            for &current in &following {
                // 6.1-6.4. Live ranges.
                self.live_range_normalize_steps(node, current, length);
                // 6.5. Add currentNode's length to length.
                length = length.saturating_add(self.node_length(current));
                // 6.6. Set currentNode to its next sibling.
            }
            // 7. Remove node's contiguous exclusive Text nodes (excluding
            //    itself), in tree order.
            for current in following {
                self.remove_node(current)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dom::position::BoundaryPoint;

    #[test]
    fn replace_data_counts_utf16_and_moves_live_ranges() {
        let mut t = Tree::parse_document("<body><p>a\u{1F600}bc</p>");
        let p = t.body().and_then(|b| t.first_child(b)).unwrap();
        let text = t.first_child(p).unwrap();
        assert_eq!(t.node_length(text), 5);
        let r = t.create_live_range(BoundaryPoint::new(text, 4));
        t.replace_data(text, 1, 2, "XYZ").unwrap();
        assert_eq!(t.character_data(text), Some("aXYZbc"));
        // 4 > 1 + 2: moved by 3 - 2.
        assert_eq!(t.live_range(r).unwrap().start.offset, 5);
        t.replace_data(text, 0, 99, "").unwrap();
        assert_eq!(t.live_range(r).unwrap().start.offset, 0);
        assert_eq!(t.replace_data(text, 1, 0, "x"), Err(DomError::IndexSize("The offset is greater than the node's length.")));
        let emoji = t.create_text("a\u{1F600}");
        assert_eq!(t.substring_data(emoji, 1, 1).unwrap(), "\u{FFFD}");
    }

    #[test]
    fn split_text_and_normalize_keep_range_points() {
        let mut t = Tree::parse_document("<body><p>hello</p>");
        let p = t.body().and_then(|b| t.first_child(b)).unwrap();
        let text = t.first_child(p).unwrap();
        let r = t.create_live_range(BoundaryPoint::new(text, 4));
        let second = t.split_text(text, 2).unwrap();
        assert_eq!(t.character_data(text), Some("he"));
        assert_eq!(t.character_data(second), Some("llo"));
        assert_eq!(t.live_range(r).unwrap().start, BoundaryPoint::new(second, 2));
        let empty = t.create_text("");
        t.append_child(p, empty).unwrap();
        let end = t.create_live_range(BoundaryPoint::new(p, 2));
        t.normalize(p).unwrap();
        assert_eq!(t.children(p).count(), 1);
        assert_eq!(t.character_data(text), Some("hello"));
        assert_eq!(t.live_range(r).unwrap().start, BoundaryPoint::new(text, 4));
        // (p, 2) was before the empty Text node, which is one of the
        // contiguous Text nodes merged into the first: step 6.3 moves it to
        // (first, length of "hello").
        assert_eq!(t.live_range(end).unwrap().start, BoundaryPoint::new(text, 5));
    }
}
