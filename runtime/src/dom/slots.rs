//! Slots and slottables (https://dom.spec.whatwg.org/#shadow-tree-slots):
//! which slot of a host's shadow tree each child of the host is assigned to.
//!
//! The standard keeps each slot's assigned nodes up to date as the trees
//! change ("assign slottables for a tree"); here they are found when asked,
//! with the same algorithms, which gives the same answers. What that leaves
//! out is the `slotchange` event, which the engine does not fire.

use html5ever::ns;

use super::node::{NodeData, NodeId};
use super::shadow::{ShadowRootMode, SlotAssignmentMode};
use super::Tree;

impl Tree {
    /// https://dom.spec.whatwg.org/#concept-slot : an HTML `slot` element.
    pub fn is_slot(&self, id: NodeId) -> bool {
        self.element(id).is_some_and(|e| e.is_html("slot"))
    }

    /// https://dom.spec.whatwg.org/#concept-slotable : an element or a Text node.
    pub fn is_slottable(&self, id: NodeId) -> bool {
        matches!(self.node_data(id), Some(NodeData::Element(_) | NodeData::Text(_) | NodeData::CDataSection(_)))
    }

    /// https://dom.spec.whatwg.org/#slot-name : its `name` attribute, or "".
    fn slot_name(&self, slot: NodeId) -> &str {
        self.element(slot).and_then(|e| e.plain_attribute("name")).unwrap_or("")
    }

    /// https://dom.spec.whatwg.org/#slotable-name : an element's `slot`
    /// attribute, or "" (a Text node's).
    fn slottable_name(&self, slottable: NodeId) -> &str {
        self.element(slottable)
            .and_then(|e| e.attrs.iter().find(|a| a.name.ns == ns!() && &*a.name.local == "slot"))
            .map(|a| a.value.as_str())
            .unwrap_or("")
    }

    /// https://dom.spec.whatwg.org/#find-a-slot : the slot `slottable` is
    /// assigned to; with `open`, only a slot of an open shadow root.
    pub fn find_a_slot(&self, slottable: NodeId, open: bool) -> Option<NodeId> {
        if !self.is_slottable(slottable) {
            return None;
        }
        // 1. If slottable's parent is null, then return null.
        // 2. Let shadow be slottable's parent's shadow root.
        // 3. If shadow is null, then return null.
        let shadow = self.shadow_root(self.parent(slottable)?)?;
        let data = self.shadow_root_data(shadow)?;
        // 4. If the open flag is set and shadow's mode is not "open", then return null.
        if open && data.mode != ShadowRootMode::Open {
            return None;
        }
        // 5. If shadow's slot assignment is "manual", then return the slot in
        //    shadow's descendants whose manually assigned nodes contains
        //    slottable, if any; otherwise null.
        if data.slot_assignment == SlotAssignmentMode::Manual {
            let slot = self.manual_slot_assignment.get(&slottable).copied()?;
            return (self.root_of(slot) == shadow && self.is_slot(slot)).then_some(slot);
        }
        // 6. Return the first slot in tree order in shadow's descendants whose
        //    name is slottable's name, if any; otherwise null.
        let name = self.slottable_name(slottable);
        self.descendants(shadow).find(|d| self.is_slot(*d) && self.slot_name(*d) == name)
    }

    /// https://dom.spec.whatwg.org/#find-slotables
    pub fn find_slottables(&self, slot: NodeId) -> Vec<NodeId> {
        // 1. Let result be « ».
        // 2. Let root be slot's root.
        // 3. If root is not a shadow root, then return result.
        let root = self.root_of(slot);
        let Some(data) = self.shadow_root_data(root) else { return Vec::new() };
        // 4. Let host be root's host.
        let host = data.host;
        // 5. If root's slot assignment is "manual": each slottable of slot's
        //    manually assigned nodes whose parent is host.
        if data.slot_assignment == SlotAssignmentMode::Manual {
            return self
                .manually_assigned_nodes
                .get(&slot)
                .map(|nodes| nodes.iter().copied().filter(|n| self.parent(*n) == Some(host)).collect())
                .unwrap_or_default();
        }
        // 6. Otherwise, each slottable child of host, in tree order, whose
        //    found slot is slot.
        self.children(host).filter(|c| self.is_slottable(*c) && self.find_a_slot(*c, false) == Some(slot)).collect()
    }

    /// https://dom.spec.whatwg.org/#find-flattened-slotables
    pub fn find_flattened_slottables(&self, slot: NodeId) -> Vec<NodeId> {
        let mut result = Vec::new();
        // A slot's flattened slottables can only nest as deep as the tree.
        self.flatten_into(slot, &mut result, self.len());
        result
    }

    fn flatten_into(&self, slot: NodeId, result: &mut Vec<NodeId>, budget: usize) {
        // 2. If slot's root is not a shadow root, then return result.
        if budget == 0 || !self.is_in_shadow_tree(slot) {
            return;
        }
        // 3. Let slottables be the result of finding slottables given slot.
        let mut slottables = self.find_slottables(slot);
        // 4. If slottables is the empty list, then append each slottable
        //    child of slot, in tree order, to slottables.
        if slottables.is_empty() {
            slottables = self.children(slot).filter(|c| self.is_slottable(*c)).collect();
        }
        // 5. For each node of slottables: a slot whose root is a shadow root
        //    contributes its own flattened slottables; any other node itself.
        for node in slottables {
            if self.is_slot(node) && self.is_in_shadow_tree(node) {
                self.flatten_into(node, result, budget - 1);
            } else {
                result.push(node);
            }
        }
    }

    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assign
    pub fn assign_slot(&mut self, slot: NodeId, nodes: &[NodeId]) {
        // 1. For each node of this's manually assigned nodes, set node's
        //    manual slot assignment to null.
        for node in self.manually_assigned_nodes.remove(&slot).unwrap_or_default() {
            self.manual_slot_assignment.remove(&node);
        }
        // 2. Let nodesSet be a new ordered set.
        let mut set: Vec<NodeId> = Vec::new();
        // 3. For each node of nodes:
        for &node in nodes {
            // 3.1. If node's manual slot assignment refers to a slot, then
            //      remove node from that slot's manually assigned nodes.
            if let Some(old) = self.manual_slot_assignment.get(&node).copied() {
                if let Some(list) = self.manually_assigned_nodes.get_mut(&old) {
                    list.retain(|n| *n != node);
                }
            }
            // 3.2. Set node's manual slot assignment to this.
            self.manual_slot_assignment.insert(node, slot);
            // 3.3. Append node to nodesSet.
            if !set.contains(&node) {
                set.push(node);
            }
        }
        // 4. Set this's manually assigned nodes to nodesSet.
        self.manually_assigned_nodes.insert(slot, set);
        // 5. (Run assign slottables for a tree with this's root: the
        //    assignment is found when asked.)
    }
}
