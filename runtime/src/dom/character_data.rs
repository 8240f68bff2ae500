//! CharacterData's algorithms (https://dom.spec.whatwg.org/#interface-characterdata)
//! and Text's (https://dom.spec.whatwg.org/#interface-text), with offsets
//! and lengths in UTF-16 code units as the standard counts them. Data is
//! kept as UTF-8: a split that falls inside a surrogate pair leaves
//! U+FFFD in place of each half.

use super::node::{NodeData, NodeId};
use super::observe::MutationKind;
use super::{DomError, Tree};

/// A node's data as UTF-16 code units.
fn units(s: &str) -> Vec<u16> {
    s.encode_utf16().collect()
}

impl Tree {
    /// https://dom.spec.whatwg.org/#concept-cd-data
    pub fn data(&self, node: NodeId) -> Option<&str> {
        self.node_data(node)?.character_data()
    }

    /// https://dom.spec.whatwg.org/#concept-node-length of a CharacterData
    /// node: its data's length in code units.
    pub fn data_length(&self, node: NodeId) -> u32 {
        self.data(node).map_or(0, |d| d.encode_utf16().count() as u32)
    }

    /// https://dom.spec.whatwg.org/#concept-node-length
    pub fn node_length(&self, node: NodeId) -> u32 {
        match self.node_data(node) {
            // DocumentType and Attr nodes: zero.
            Some(NodeData::Doctype { .. } | NodeData::Attr(_)) | None => 0,
            // CharacterData: its data's length.
            Some(d) if d.is_character_data() => self.data_length(node),
            // Any other node: its number of children.
            Some(_) => self.children(node).count() as u32,
        }
    }

    /// https://dom.spec.whatwg.org/#concept-cd-substring
    pub fn substring_data(&self, node: NodeId, offset: u32, count: u32) -> Result<String, DomError> {
        let data = units(self.data(node).ok_or(DomError::NotFound("not a CharacterData node"))?);
        // 1. Let length be node's length.
        let length = data.len() as u64;
        // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
        if u64::from(offset) > length {
            return Err(DomError::IndexSize("The offset is greater than the node's length."));
        }
        // 3. If offset plus count is greater than length, return a string
        //    whose value is the code units from the offsetth code unit to the
        //    end of node's data, and then return.
        // 4. Return a string whose value is the code units from the offsetth
        //    code unit to the offset+countth code unit in node's data.
        let end = (u64::from(offset) + u64::from(count)).min(length) as usize;
        Ok(String::from_utf16_lossy(&data[offset as usize..end]))
    }

    /// https://dom.spec.whatwg.org/#concept-cd-replace
    pub fn replace_data(&mut self, node: NodeId, offset: u32, count: u32, data: &str) -> Result<(), DomError> {
        let old = self.data(node).ok_or(DomError::NotFound("not a CharacterData node"))?.to_owned();
        let mut code_units = units(&old);
        // 1. Let length be node's length.
        let length = code_units.len() as u64;
        // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
        if u64::from(offset) > length {
            return Err(DomError::IndexSize("The offset is greater than the node's length."));
        }
        // 3. If offset plus count is greater than length, then set count to
        //    length minus offset.
        let count = (u64::from(count)).min(length - u64::from(offset)) as usize;
        // 4. Queue a mutation record of "characterData" for node with null,
        //    null, node's data, « », « », null, and null.
        self.record(node, MutationKind::CharacterData { old_value: old });
        // 5. Insert data into node's data after offset code units.
        // 6. Let delete offset be offset + data's length.
        // 7. Starting from delete offset code units, remove count code units
        //    from node's data.
        let offset = offset as usize;
        code_units.splice(offset..offset + count, data.encode_utf16());
        if let Some(d) = self.node_data_mut(node).and_then(NodeData::character_data_mut) {
            *d = String::from_utf16_lossy(&code_units);
        }
        // 8-11. Live ranges.
        self.live_range_replace_data_steps(node, offset as u32, count as u32, super::position::utf16_len(data));
        // 12. If node's parent is non-null, then run the children changed
        //     steps for node's parent.
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-text-split
    pub fn split_text(&mut self, node: NodeId, offset: u32) -> Result<NodeId, DomError> {
        // 1. Let length be node's length.
        let length = self.data_length(node);
        // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
        if offset > length {
            return Err(DomError::IndexSize("The offset is greater than the Text node's length."));
        }
        // 3. Let count be length minus offset.
        let count = length - offset;
        // 4. Let new data be the result of substringing data with node node,
        //    offset offset, and count count.
        let new_data = self.substring_data(node, offset, count)?;
        // 5. Let new node be a new Text node, with the same node document as
        //    node. Set new node's data to new data. (A CDATASection splits
        //    into a CDATASection, as in browsers.)
        let new_node = match self.node_data(node) {
            Some(NodeData::CDataSection(_)) => self.push(NodeData::CDataSection(new_data)),
            _ => self.create_text(&new_data),
        };
        // 6. Let parent be node's parent.
        // 7. If parent is not null, then:
        if let Some(parent) = self.parent(node) {
            // 7.1. Insert new node into parent before node's next sibling.
            let next = self.next_sibling(node);
            self.insert(new_node, parent, next)?;
            // 7.2-7.5. Live ranges.
            self.live_range_split_steps(node, new_node, offset, parent);
        }
        // 8. Replace data with node node, offset offset, count count, and data the empty string.
        self.replace_data(node, offset, count, "")?;
        // 9. Return new node.
        Ok(new_node)
    }

    /// https://dom.spec.whatwg.org/#contiguous-exclusive-text-nodes of
    /// `node`, with `node`, in tree order.
    pub fn contiguous_exclusive_text_nodes(&self, node: NodeId) -> Vec<NodeId> {
        let exclusive = |n: NodeId| self.node_data(n).is_some_and(NodeData::is_exclusive_text);
        let mut before: Vec<NodeId> = std::iter::successors(self.previous_sibling(node), |s| self.previous_sibling(*s)).take_while(|s| exclusive(*s)).collect();
        before.reverse();
        before.push(node);
        before.extend(std::iter::successors(self.next_sibling(node), |s| self.next_sibling(*s)).take_while(|s| exclusive(*s)));
        before
    }

    /// https://dom.spec.whatwg.org/#dom-text-wholetext: the data of the
    /// contiguous exclusive Text nodes of this node, in tree order.
    pub fn whole_text(&self, node: NodeId) -> String {
        self.contiguous_exclusive_text_nodes(node).into_iter().filter_map(|n| self.data(n)).collect()
    }

    /// https://dom.spec.whatwg.org/#dom-node-normalize
    pub fn normalize(&mut self, root: NodeId) -> Result<(), DomError> {
        // For each descendant exclusive Text node node of this:
        let texts: Vec<NodeId> = self.descendants(root).filter(|n| self.node_data(*n).is_some_and(NodeData::is_exclusive_text)).collect();
        for node in texts {
            // (A node merged into an earlier one is no longer a descendant.)
            if !self.contains(root, node) || node == root {
                continue;
            }
            // 1. Let length be node's length.
            let mut length = self.data_length(node);
            // 2. If length is zero, then remove node and continue with the
            //    next exclusive Text node, if any.
            if length == 0 {
                self.remove_node(node)?;
                continue;
            }
            // 3. Let data be the concatenation of the data of node's
            //    contiguous exclusive Text nodes (excluding itself), in tree order.
            let following: Vec<NodeId> = std::iter::successors(self.next_sibling(node), |s| self.next_sibling(*s))
                .take_while(|s| self.node_data(*s).is_some_and(NodeData::is_exclusive_text))
                .collect();
            if following.is_empty() {
                continue;
            }
            let data: String = following.iter().filter_map(|n| self.data(*n)).collect();
            // 4. Replace data with node node, offset length, count 0, and data data.
            self.replace_data(node, length, 0, &data)?;
            // 5. Let currentNode be node's next sibling.
            // 6. While currentNode is an exclusive Text node:
            for &current in &following {
                // 6.1-6.4. Live ranges.
                self.live_range_normalize_steps(node, current, length);
                // 6.5. Add currentNode's length to length.
                length = length.saturating_add(self.data_length(current));
                // 6.6. Set currentNode to its next sibling.
            }
            // 7. Remove node's contiguous exclusive Text nodes (excluding
            //    itself), in tree order.
            for n in following {
                self.remove_node(n)?;
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
    fn data_is_counted_in_utf16_code_units() {
        let mut t = Tree::new();
        let text = t.create_text("a\u{1F320}b");
        assert_eq!(t.data_length(text), 4);
        assert_eq!(t.substring_data(text, 1, 2).unwrap(), "\u{1F320}");
        assert_eq!(t.substring_data(text, 3, 99).unwrap(), "b");
        assert_eq!(t.substring_data(text, 5, 1), Err(DomError::IndexSize("The offset is greater than the node's length.")));
        t.replace_data(text, 1, 2, "xy").unwrap();
        assert_eq!(t.data(text), Some("axyb"));
        t.replace_data(text, 4, 10, "!").unwrap();
        assert_eq!(t.data(text), Some("axyb!"));
    }

    #[test]
    fn split_and_normalize() {
        let mut t = Tree::parse_document("<p id=p>hello</p>");
        let p = t.get_element_by_id(t.document(), "p").unwrap();
        let text = t.first_child(p).unwrap();
        let tail = t.split_text(text, 2).unwrap();
        assert_eq!((t.data(text), t.data(tail)), (Some("he"), Some("llo")));
        assert_eq!(t.next_sibling(text), Some(tail));
        assert_eq!(t.whole_text(tail), "hello");
        let empty = t.create_text("");
        t.append_child(p, empty).unwrap();
        t.normalize(p).unwrap();
        assert_eq!(t.children(p).count(), 1);
        assert_eq!(t.data(text), Some("hello"));
    }

    #[test]
    fn replace_data_moves_live_ranges() {
        let mut t = Tree::parse_document("<body><p>a\u{1F600}bc</p>");
        let p = t.body().and_then(|b| t.first_child(b)).unwrap();
        let text = t.first_child(p).unwrap();
        assert_eq!(t.node_length(text), 5);
        let r = t.create_live_range(BoundaryPoint::new(text, 4));
        t.replace_data(text, 1, 2, "XYZ").unwrap();
        assert_eq!(t.data(text), Some("aXYZbc"));
        // 4 > 1 + 2: moved by 3 - 2.
        assert_eq!(t.live_range(r).unwrap().start.offset, 5);
        t.replace_data(text, 0, 99, "").unwrap();
        assert_eq!(t.live_range(r).unwrap().start.offset, 0);
    }

    #[test]
    fn split_text_and_normalize_keep_range_points() {
        let mut t = Tree::parse_document("<body><p>hello</p>");
        let p = t.body().and_then(|b| t.first_child(b)).unwrap();
        let text = t.first_child(p).unwrap();
        let r = t.create_live_range(BoundaryPoint::new(text, 4));
        let second = t.split_text(text, 2).unwrap();
        assert_eq!(t.live_range(r).unwrap().start, BoundaryPoint::new(second, 2));
        let empty = t.create_text("");
        t.append_child(p, empty).unwrap();
        let end = t.create_live_range(BoundaryPoint::new(p, 2));
        t.normalize(p).unwrap();
        assert_eq!(t.children(p).count(), 1);
        assert_eq!(t.data(text), Some("hello"));
        assert_eq!(t.live_range(r).unwrap().start, BoundaryPoint::new(text, 4));
        // (p, 2) was before the empty Text node, which is one of the
        // contiguous Text nodes merged into the first: step 6.3 moves it to
        // (first, length of "hello").
        assert_eq!(t.live_range(end).unwrap().start, BoundaryPoint::new(text, 5));
    }
}
