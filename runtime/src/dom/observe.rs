//! The changes a tree makes, kept for mutation observers
//! (https://dom.spec.whatwg.org/#queue-a-mutation-record): the bindings turn
//! them into MutationRecords. A tree records only once asked to (a
//! document with an observer), so other documents pay nothing.

use super::{NodeId, Tree};

/// What changed.
#[derive(Clone, Debug, PartialEq)]
pub enum MutationKind {
    /// Children of the target were added or removed.
    ChildList { added: Vec<NodeId>, removed: Vec<NodeId>, previous: Option<NodeId>, next: Option<NodeId> },
    /// An attribute of the target changed.
    Attributes { local_name: String, namespace: Option<String>, old_value: Option<String> },
    /// The target's data (Text, Comment) changed.
    CharacterData { old_value: String },
}

/// One change of a tree, with the target's inclusive ancestors at the time
/// (for `subtree` observers).
#[derive(Clone, Debug, PartialEq)]
pub struct Mutation {
    pub target: NodeId,
    pub kind: MutationKind,
    pub inclusive_ancestors: Vec<NodeId>,
}

impl Tree {
    /// Starts keeping changes for [`Tree::take_mutations`].
    pub fn record_mutations(&mut self, on: bool) {
        match (on, self.mutation_log.is_some()) {
            (true, false) => self.mutation_log = Some(Vec::new()),
            (false, _) => self.mutation_log = None,
            _ => {}
        }
    }

    /// Whether changes were kept since the last [`Tree::take_mutations`].
    pub fn has_mutations(&self) -> bool {
        self.mutation_log.as_ref().is_some_and(|log| !log.is_empty())
    }

    /// The changes kept since the last call.
    pub fn take_mutations(&mut self) -> Vec<Mutation> {
        self.mutation_log.as_mut().map(std::mem::take).unwrap_or_default()
    }

    pub(crate) fn record(&mut self, target: NodeId, kind: MutationKind) {
        if self.mutation_log.is_none() {
            return;
        }
        let inclusive_ancestors = std::iter::once(target).chain(self.ancestors(target)).collect();
        if let Some(log) = self.mutation_log.as_mut() {
            log.push(Mutation { target, kind, inclusive_ancestors });
        }
    }
}
