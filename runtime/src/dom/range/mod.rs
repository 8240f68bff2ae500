//! Live ranges (https://dom.spec.whatwg.org/#ranges).
//!
//! A live range is two boundary points in one node tree. Each [`Tree`]
//! keeps the live ranges whose boundary points are its nodes in a
//! [`LiveRanges`] list, keyed by [`RangeId`]; the tree algorithms that
//! change nodes (insert, remove, replace data, split a Text node,
//! normalize, adopt) update them at the steps the DOM Standard gives
//! ([`live`]). The bindings' `Range` objects hold only a `RangeId`.
//!
//! Both boundary points of a live range always have the same root, so a
//! range lives in one tree at a time; it moves to another tree when its
//! start or end is set to a node of another document
//! ([`move_live_range`]) or when the subtree it is in is adopted by
//! another document (`adopt`). Ids are unique in the process, so a range
//! keeps its id when it moves.
//!
//! A range stays in its tree's list until [`Tree::drop_live_range`]: the
//! bindings call it once the `Range` object that owns the id is garbage
//! collected (nothing else can reach the range then), so that a page that
//! makes many ranges does not make every later mutation slower.

mod contents;
mod contextual_fragment;
mod live;
mod methods;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering as AtomicOrdering};

use super::position::BoundaryPoint;
use super::{DomError, NodeData, Tree};

pub use contextual_fragment::create_contextual_fragment;
pub(crate) use live::adopt_live_ranges;
pub use methods::{move_live_range, Edge, How};

/// The identity of a live range, unique for the life of the process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RangeId(u64);

static NEXT_RANGE_ID: AtomicU64 = AtomicU64::new(1);

impl RangeId {
    fn next() -> RangeId {
        RangeId(NEXT_RANGE_ID.fetch_add(1, AtomicOrdering::Relaxed))
    }
}

/// https://dom.spec.whatwg.org/#concept-range: a start and an end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiveRange {
    pub start: BoundaryPoint,
    pub end: BoundaryPoint,
}

impl LiveRange {
    /// A range whose start and end are both `point`.
    pub fn collapsed_at(point: BoundaryPoint) -> LiveRange {
        LiveRange { start: point, end: point }
    }

    /// https://dom.spec.whatwg.org/#range-collapsed
    pub fn collapsed(&self) -> bool {
        self.start == self.end
    }
}

/// The live ranges of one tree.
#[derive(Debug, Default)]
pub struct LiveRanges {
    ranges: HashMap<RangeId, LiveRange>,
}

impl LiveRanges {
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    pub fn len(&self) -> usize {
        self.ranges.len()
    }

    pub(crate) fn values_mut(&mut self) -> impl Iterator<Item = &mut LiveRange> {
        self.ranges.values_mut()
    }
}

impl Tree {
    /// A new live range of this tree with `point` as its start and end
    /// (https://dom.spec.whatwg.org/#dom-document-createrange,
    /// https://dom.spec.whatwg.org/#dom-range-range).
    pub fn create_live_range(&mut self, point: BoundaryPoint) -> RangeId {
        let id = RangeId::next();
        self.live_ranges.ranges.insert(id, LiveRange::collapsed_at(point));
        id
    }

    /// https://dom.spec.whatwg.org/#dom-range-clonerange: a new live range
    /// with the same start and end as `id`.
    pub fn clone_live_range(&mut self, id: RangeId) -> Result<RangeId, DomError> {
        let range = self.live_range(id)?;
        let copy = RangeId::next();
        self.live_ranges.ranges.insert(copy, range);
        Ok(copy)
    }

    /// The start and end of live range `id`.
    pub fn live_range(&self, id: RangeId) -> Result<LiveRange, DomError> {
        self.live_ranges.ranges.get(&id).copied().ok_or(DomError::NotFound("no such range in this document"))
    }

    /// Whether live range `id` is one of this tree's.
    pub fn has_live_range(&self, id: RangeId) -> bool {
        self.live_ranges.ranges.contains_key(&id)
    }

    /// The number of live ranges this tree updates on every change.
    pub fn live_range_count(&self) -> usize {
        self.live_ranges.len()
    }

    /// Forgets live range `id` (its owner is gone); false if it is not here.
    pub fn drop_live_range(&mut self, id: RangeId) -> bool {
        self.live_ranges.ranges.remove(&id).is_some()
    }

    pub(crate) fn set_live_range(&mut self, id: RangeId, range: LiveRange) {
        self.live_ranges.ranges.insert(id, range);
    }

    /// https://dom.spec.whatwg.org/#concept-range-root: the root of the
    /// range's start node.
    pub fn live_range_root(&self, id: RangeId) -> Result<super::NodeId, DomError> {
        Ok(self.root_of(self.live_range(id)?.start.node))
    }

    /// Whether `node` is a CharacterData node.
    pub(crate) fn is_character_data(&self, node: super::NodeId) -> bool {
        self.node_data(node).is_some_and(NodeData::is_character_data)
    }
}
