//! The steps the tree algorithms run on the tree's live ranges, each at
//! the step of its algorithm where the DOM Standard writes it: "insert"
//! (step 5), "remove" (the live range pre-remove steps), "replace data"
//! (steps 8-11), "split a Text node" (steps 7.2-7.5), `normalize()` (steps
//! 6.1-6.4) and adoption (the ranges inside an adopted subtree go with it).
//! Each does nothing, not even computing an index, while the tree has no
//! live range.

use std::collections::HashMap;

use super::super::{NodeId, Tree};

impl Tree {
    /// https://dom.spec.whatwg.org/#live-range-pre-remove-steps
    pub(crate) fn live_range_pre_remove_steps(&mut self, node: NodeId) {
        if self.live_ranges.is_empty() {
            return;
        }
        // 1. Let parent be node's parent. 2. Assert: parent is non-null.
        let Some(parent) = self.parent(node) else { return };
        // 3. Let index be node's index.
        let index = self.index(node);
        let mut ranges = std::mem::take(&mut self.live_ranges);
        for r in ranges.values_mut() {
            // 4. For each live range whose start node is an inclusive
            //    descendant of node, set its start to (parent, index).
            if self.contains(node, r.start.node) {
                r.start.node = parent;
                r.start.offset = index;
            }
            // 5. For each live range whose end node is an inclusive
            //    descendant of node, set its end to (parent, index).
            if self.contains(node, r.end.node) {
                r.end.node = parent;
                r.end.offset = index;
            }
            // 6. For each live range whose start node is parent and start
            //    offset is greater than index, decrease its start offset by 1.
            if r.start.node == parent && r.start.offset > index {
                r.start.offset -= 1;
            }
            // 7. For each live range whose end node is parent and end offset
            //    is greater than index, decrease its end offset by 1.
            if r.end.node == parent && r.end.offset > index {
                r.end.offset -= 1;
            }
        }
        self.live_ranges = ranges;
    }

    /// https://dom.spec.whatwg.org/#concept-node-insert step 5: `count`
    /// nodes are about to be inserted into `parent` before `child`.
    pub(crate) fn live_range_insert_steps(&mut self, parent: NodeId, child: Option<NodeId>, count: u32) {
        if self.live_ranges.is_empty() {
            return;
        }
        // 5. If child is non-null:
        let Some(child) = child else { return };
        let index = self.index(child);
        for r in self.live_ranges.values_mut() {
            // 5.1. For each live range whose start node is parent and start
            //      offset is greater than child's index: increase its start
            //      offset by count.
            if r.start.node == parent && r.start.offset > index {
                r.start.offset = r.start.offset.saturating_add(count);
            }
            // 5.2. For each live range whose end node is parent and end
            //      offset is greater than child's index: increase its end
            //      offset by count.
            if r.end.node == parent && r.end.offset > index {
                r.end.offset = r.end.offset.saturating_add(count);
            }
        }
    }

    /// https://dom.spec.whatwg.org/#concept-cd-replace steps 8-11: `count`
    /// code units at `offset` of `node` were replaced by `data_len` others.
    pub(crate) fn live_range_replace_data_steps(&mut self, node: NodeId, offset: u32, count: u32, data_len: u32) {
        let end = offset.saturating_add(count);
        for r in self.live_ranges.values_mut() {
            // 8. For each live range whose start node is node and start
            //    offset is greater than offset but less than or equal to
            //    offset plus count, set its start offset to offset.
            if r.start.node == node && r.start.offset > offset && r.start.offset <= end {
                r.start.offset = offset;
            }
            // 9. The same for end offsets.
            if r.end.node == node && r.end.offset > offset && r.end.offset <= end {
                r.end.offset = offset;
            }
            // 10. For each live range whose start node is node and start
            //     offset is greater than offset plus count, increase its start
            //     offset by data's length and decrease it by count.
            if r.start.node == node && r.start.offset > end {
                r.start.offset = r.start.offset.saturating_add(data_len).saturating_sub(count);
            }
            // 11. The same for end offsets.
            if r.end.node == node && r.end.offset > end {
                r.end.offset = r.end.offset.saturating_add(data_len).saturating_sub(count);
            }
        }
    }

    /// https://dom.spec.whatwg.org/#concept-text-split steps 7.2-7.5:
    /// `node` (a child of `parent`) was split at `offset`, `new_node`
    /// inserted after it.
    pub(crate) fn live_range_split_steps(&mut self, node: NodeId, new_node: NodeId, offset: u32, parent: NodeId) {
        if self.live_ranges.is_empty() {
            return;
        }
        let after_node = self.index(node).saturating_add(1);
        for r in self.live_ranges.values_mut() {
            // 7.2. For each live range whose start node is node and start
            //      offset is greater than offset, set its start node to
            //      newNode and decrease its start offset by offset.
            if r.start.node == node && r.start.offset > offset {
                r.start.node = new_node;
                r.start.offset -= offset;
            }
            // 7.3. The same for end.
            if r.end.node == node && r.end.offset > offset {
                r.end.node = new_node;
                r.end.offset -= offset;
            }
            // 7.4. For each live range whose start node is parent and start
            //      offset is equal to the index of node plus 1, increase its
            //      start offset by 1.
            if r.start.node == parent && r.start.offset == after_node {
                r.start.offset += 1;
            }
            // 7.5. The same for end.
            if r.end.node == parent && r.end.offset == after_node {
                r.end.offset += 1;
            }
        }
    }

    /// https://dom.spec.whatwg.org/#dom-node-normalize steps 6.1-6.4: the
    /// data of `current` (an exclusive Text node following `node`) now
    /// continues `node`'s, whose data before it was `length` long.
    pub(crate) fn live_range_normalize_steps(&mut self, node: NodeId, current: NodeId, length: u32) {
        if self.live_ranges.is_empty() {
            return;
        }
        let parent = self.parent(current);
        let index = self.index(current);
        for r in self.live_ranges.values_mut() {
            // 6.1. For each live range whose start node is currentNode: add
            //      length to its start offset and set its start node to node.
            if r.start.node == current {
                r.start.offset = r.start.offset.saturating_add(length);
                r.start.node = node;
            }
            // 6.2. The same for end.
            if r.end.node == current {
                r.end.offset = r.end.offset.saturating_add(length);
                r.end.node = node;
            }
            // 6.3. For each live range whose start node is currentNode's
            //      parent and start offset is currentNode's index: set its
            //      start node to node and its start offset to length.
            if Some(r.start.node) == parent && r.start.offset == index {
                r.start.node = node;
                r.start.offset = length;
            }
            // 6.4. The same for end.
            if Some(r.end.node) == parent && r.end.offset == index {
                r.end.node = node;
                r.end.offset = length;
            }
        }
    }
}

/// https://dom.spec.whatwg.org/#concept-node-adopt: the live ranges whose
/// boundary points are in an adopted subtree stay on the same nodes, which
/// are now `to`'s (`moved` maps each node's id in `from` to its id in
/// `to`). After the removal from the old parent, a range with one boundary
/// point in the subtree has both there (they share a root).
pub(crate) fn adopt_live_ranges(from: &mut Tree, to: &mut Tree, moved: &[(NodeId, NodeId)]) {
    if from.live_ranges.is_empty() {
        return;
    }
    let map: HashMap<NodeId, NodeId> = moved.iter().copied().collect();
    let ids: Vec<_> = from
        .live_ranges
        .ranges
        .iter()
        .filter(|(_, r)| map.contains_key(&r.start.node) || map.contains_key(&r.end.node))
        .map(|(id, _)| *id)
        .collect();
    for id in ids {
        let Some(mut r) = from.live_ranges.ranges.remove(&id) else { continue };
        match (map.get(&r.start.node), map.get(&r.end.node)) {
            (Some(&s), Some(&e)) => {
                r.start.node = s;
                r.end.node = e;
            }
            // Not reachable while both points share a root; collapse on
            // the point that moved rather than keep a range across trees.
            (Some(&s), None) => {
                r.start.node = s;
                r.end = r.start;
            }
            (None, Some(&e)) => {
                r.end.node = e;
                r.start = r.end;
            }
            (None, None) => continue,
        }
        to.live_ranges.ranges.insert(id, r);
    }
}
