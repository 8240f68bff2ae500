//! The live part of node iterators (https://dom.spec.whatwg.org/#interface-nodeiterator):
//! an iterator's reference node and pointer-before-reference flag follow
//! removals ("NodeIterator pre-removing steps"), so the tree that holds the
//! iterator's root keeps them, as it keeps live ranges. The bindings'
//! `NodeIterator` object holds the id and a liveness token: once the object
//! is collected the token is gone and the next removal forgets the entry,
//! so iterators nobody can reach do not slow later mutations down.

use std::collections::HashMap;
use std::rc::{Rc, Weak};
use std::sync::atomic::{AtomicU64, Ordering};

use super::{NodeId, Tree};

/// The identity of a node iterator, unique for the life of the process (an
/// iterator keeps it when its root is adopted into another document).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NodeIteratorId(u64);

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// An iterator's root, https://dom.spec.whatwg.org/#iterator-reference and
/// https://dom.spec.whatwg.org/#iterator-pointer-before-reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeIteratorPosition {
    pub root: NodeId,
    pub reference: NodeId,
    pub pointer_before_reference: bool,
}

#[derive(Debug)]
struct Entry {
    position: NodeIteratorPosition,
    alive: Weak<()>,
}

/// The node iterators whose root is a node of one tree.
#[derive(Debug, Default)]
pub struct NodeIterators {
    entries: HashMap<NodeIteratorId, Entry>,
}

impl Tree {
    /// A new node iterator of `root` (its reference `root`, the pointer
    /// before it: https://dom.spec.whatwg.org/#dom-document-createnodeiterator
    /// steps 2-3). The iterator is kept while the returned token lives.
    pub fn create_node_iterator(&mut self, root: NodeId) -> (NodeIteratorId, Rc<()>) {
        let id = NodeIteratorId(NEXT_ID.fetch_add(1, Ordering::Relaxed));
        let token = Rc::new(());
        let position = NodeIteratorPosition { root, reference: root, pointer_before_reference: true };
        self.node_iterators.entries.insert(id, Entry { position, alive: Rc::downgrade(&token) });
        (id, token)
    }

    /// The iterator's position, if this tree holds it.
    pub fn node_iterator(&self, id: NodeIteratorId) -> Option<NodeIteratorPosition> {
        self.node_iterators.entries.get(&id).map(|e| e.position)
    }

    /// Moves the iterator (after a traversal step).
    pub fn set_node_iterator_position(&mut self, id: NodeIteratorId, reference: NodeId, pointer_before_reference: bool) {
        if let Some(e) = self.node_iterators.entries.get_mut(&id) {
            e.position.reference = reference;
            e.position.pointer_before_reference = pointer_before_reference;
        }
    }

    /// The last inclusive descendant of `node` in tree order.
    fn last_inclusive_descendant(&self, node: NodeId) -> NodeId {
        let mut last = node;
        while let Some(child) = self.last_child(last) {
            last = child;
        }
        last
    }

    /// https://dom.spec.whatwg.org/#concept-node-remove steps 8-9: the
    /// NodeIterator pre-removing steps of each iterator of this tree, given
    /// `node`, before it leaves its parent.
    pub(crate) fn node_iterator_pre_removing_steps(&mut self, node: NodeId) {
        if self.node_iterators.entries.is_empty() {
            return;
        }
        // Iterators whose object was collected go first.
        self.node_iterators.entries.retain(|_, e| e.alive.strong_count() > 0);
        let ids: Vec<NodeIteratorId> = self.node_iterators.entries.keys().copied().collect();
        for id in ids {
            let Some(position) = self.node_iterator(id) else { continue };
            if let Some((reference, before)) = self.pre_removing_steps(position, node) {
                self.set_node_iterator_position(id, reference, before);
            }
        }
    }

    /// https://dom.spec.whatwg.org/#nodeiterator-pre-removing-steps: the
    /// iterator's new reference and pointer-before-reference flag, or `None`
    /// when the removal does not concern it.
    fn pre_removing_steps(&self, it: NodeIteratorPosition, to_be_removed: NodeId) -> Option<(NodeId, bool)> {
        // 1. If toBeRemovedNode is not an inclusive ancestor of nodeIterator's
        //    reference, or toBeRemovedNode is nodeIterator's root, then return.
        //    As in Blink and Gecko, a node that is not a descendant of the
        //    root (an ancestor of it) does not move the iterator either: its
        //    reference stays in the root's subtree.
        if !self.contains(to_be_removed, it.reference) || to_be_removed == it.root || !self.contains(it.root, to_be_removed) {
            return None;
        }
        // 2. If nodeIterator's pointer before reference is true, then:
        if it.pointer_before_reference {
            // 2.1. Let next be toBeRemovedNode's first following node that is an
            //      inclusive descendant of nodeIterator's root and is not an
            //      inclusive descendant of toBeRemovedNode, and null if there is none.
            let mut at = to_be_removed;
            let next = loop {
                if let Some(sibling) = self.next_sibling(at) {
                    break Some(sibling);
                }
                match self.parent(at) {
                    Some(parent) if parent != it.root => at = parent,
                    _ => break None,
                }
            };
            // 2.2. If next is non-null, then set nodeIterator's reference to next and return.
            if let Some(next) = next {
                return Some((next, true));
            }
            // 2.3. Otherwise, set nodeIterator's pointer before reference to false.
        }
        // 3. Set nodeIterator's reference to toBeRemovedNode's parent, if
        //    toBeRemovedNode's previous sibling is null, and to the inclusive
        //    descendant of toBeRemovedNode's previous sibling that appears
        //    last in tree order otherwise.
        let reference = match self.previous_sibling(to_be_removed) {
            Some(previous) => self.last_inclusive_descendant(previous),
            None => self.parent(to_be_removed)?,
        };
        Some((reference, false))
    }
}

/// The iterators whose root is in an adopted subtree move with it to `to`
/// (`moved` maps each node's id in `from` to its id in `to`). The removal
/// that starts an adoption already moved any other iterator's reference
/// out of the subtree.
pub(crate) fn adopt_node_iterators(from: &mut Tree, to: &mut Tree, moved: &[(NodeId, NodeId)]) {
    if from.node_iterators.entries.is_empty() {
        return;
    }
    let map: HashMap<NodeId, NodeId> = moved.iter().copied().collect();
    let ids: Vec<NodeIteratorId> = from.node_iterators.entries.iter().filter(|(_, e)| map.contains_key(&e.position.root)).map(|(id, _)| *id).collect();
    for id in ids {
        let Some(mut entry) = from.node_iterators.entries.remove(&id) else { continue };
        let Some(&root) = map.get(&entry.position.root) else { continue };
        entry.position.root = root;
        // The reference is an inclusive descendant of the root, so it moved too.
        entry.position.reference = map.get(&entry.position.reference).copied().unwrap_or(root);
        to.node_iterators.entries.insert(id, entry);
    }
}
