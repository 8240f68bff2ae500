//! The Range interface's algorithms that do not change the tree
//! (https://dom.spec.whatwg.org/#interface-range): setting boundary points,
//! selecting, comparing, the common ancestor, containment and the
//! stringifier. The ones that change it are in [`super::contents`].

use std::cmp::Ordering;

use super::super::position::BoundaryPoint;
use super::super::{DomError, NodeData, NodeId, Tree};
use super::{LiveRange, RangeId};

/// Which boundary point "set the start or end" sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    Start,
    End,
}

/// https://dom.spec.whatwg.org/#dom-range-start_to_start and the other
/// `compareBoundaryPoints()` constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    StartToStart = 0,
    StartToEnd = 1,
    EndToEnd = 2,
    EndToStart = 3,
}

impl How {
    /// https://dom.spec.whatwg.org/#dom-range-compareboundarypoints step 1:
    /// any other value is a "NotSupportedError".
    pub fn from_u16(how: u16) -> Result<How, DomError> {
        match how {
            0 => Ok(How::StartToStart),
            1 => Ok(How::StartToEnd),
            2 => Ok(How::EndToEnd),
            3 => Ok(How::EndToStart),
            _ => Err(DomError::NotSupported("The comparison method provided must be one of 'START_TO_START', 'START_TO_END', 'END_TO_END', or 'END_TO_START'.")),
        }
    }
}

impl Tree {
    /// Steps 1-2 of https://dom.spec.whatwg.org/#concept-range-bp-set: a
    /// boundary point may not be in a doctype nor past its node's length.
    pub fn check_boundary_point(&self, point: BoundaryPoint) -> Result<(), DomError> {
        // 1. If node is a doctype, then throw an "InvalidNodeTypeError" DOMException.
        if self.node_data(point.node).is_some_and(NodeData::is_doctype) {
            return Err(DomError::InvalidNodeType("The node provided is a doctype, which may not be a boundary point of a range."));
        }
        self.node(point.node)?;
        // 2. If offset is greater than node's length, then throw an
        //    "IndexSizeError" DOMException.
        if point.offset > self.node_length(point.node) {
            return Err(DomError::IndexSize("The offset is larger than the node's length."));
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-range-bp-set of live range
    /// `id` to `point`, a node of this tree.
    pub fn set_start_or_end(&mut self, id: RangeId, point: BoundaryPoint, edge: Edge) -> Result<(), DomError> {
        let mut range = self.live_range(id)?;
        // 1-2. Doctype and length checks.
        self.check_boundary_point(point)?;
        // 3. Let boundaryPoint be the boundary point (node, offset).
        let other_root = self.root_of(range.start.node) != self.root_of(point.node);
        match edge {
            // 4. If these steps were invoked as "set the start":
            Edge::Start => {
                // 4.1. If range's root is not node's root, or if boundaryPoint
                //      is after the range's end, set range's end to boundaryPoint.
                if other_root || self.boundary_point_position(point, range.end) == Ordering::Greater {
                    range.end = point;
                }
                // 4.2. Set range's start to boundaryPoint.
                range.start = point;
            }
            // If these steps were invoked as "set the end":
            Edge::End => {
                // 4.1. If range's root is not node's root, or if boundaryPoint
                //      is before the range's start, set range's start to boundaryPoint.
                if other_root || self.boundary_point_position(point, range.start) == Ordering::Less {
                    range.start = point;
                }
                // 4.2. Set range's end to boundaryPoint.
                range.end = point;
            }
        }
        self.set_live_range(id, range);
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#dom-range-setstartbefore and its three
    /// siblings: set the start or end to before (`after` false) or after
    /// `node` in its parent.
    pub fn set_start_or_end_around(&mut self, id: RangeId, node: NodeId, edge: Edge, after: bool) -> Result<(), DomError> {
        // 1. Let parent be node's parent.
        // 2. If parent is null, then throw an "InvalidNodeTypeError" DOMException.
        let parent = self.parent(node).ok_or(DomError::InvalidNodeType("The node provided has no parent."))?;
        // 3. Set the start (or end) of this to boundary point (parent,
        //    node's index), or (parent, node's index plus 1) for the "After" ones.
        let index = self.index(node) + u32::from(after);
        self.set_start_or_end(id, BoundaryPoint::new(parent, index), edge)
    }

    /// https://dom.spec.whatwg.org/#dom-range-collapse
    pub fn collapse_live_range(&mut self, id: RangeId, to_start: bool) -> Result<(), DomError> {
        let mut range = self.live_range(id)?;
        // If toStart is true, set end to start; otherwise set start to end.
        if to_start {
            range.end = range.start;
        } else {
            range.start = range.end;
        }
        self.set_live_range(id, range);
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-range-select `node` within live range `id`.
    pub fn select_node(&mut self, id: RangeId, node: NodeId) -> Result<(), DomError> {
        self.live_range(id)?;
        // 1. Let parent be node's parent.
        // 2. If parent is null, then throw an "InvalidNodeTypeError" DOMException.
        let parent = self.parent(node).ok_or(DomError::InvalidNodeType("The node provided has no parent."))?;
        // 3. Let index be node's index.
        let index = self.index(node);
        // 4. Set range's start to boundary point (parent, index).
        // 5. Set range's end to boundary point (parent, index plus 1).
        let range = LiveRange { start: BoundaryPoint::new(parent, index), end: BoundaryPoint::new(parent, index + 1) };
        self.set_live_range(id, range);
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#dom-range-selectnodecontents
    pub fn select_node_contents(&mut self, id: RangeId, node: NodeId) -> Result<(), DomError> {
        self.live_range(id)?;
        self.node(node)?;
        // 1. If node is a doctype, throw an "InvalidNodeTypeError" DOMException.
        if self.node_data(node).is_some_and(NodeData::is_doctype) {
            return Err(DomError::InvalidNodeType("The node provided is a doctype."));
        }
        // 2. Let length be the length of node.
        let length = self.node_length(node);
        // 3. Set start to the boundary point (node, 0).
        // 4. Set end to the boundary point (node, length).
        let range = LiveRange { start: BoundaryPoint::new(node, 0), end: BoundaryPoint::new(node, length) };
        self.set_live_range(id, range);
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-range-bp-set when `point` is
    /// in another root than the range: start and end both become `point`.
    pub(crate) fn collapse_live_range_at(&mut self, id: RangeId, point: BoundaryPoint) {
        self.set_live_range(id, LiveRange::collapsed_at(point));
    }

    /// https://dom.spec.whatwg.org/#dom-range-compareboundarypoints steps
    /// 3-5 for two live ranges of this tree; steps 1-2 (`how` and the
    /// roots) first.
    pub fn compare_boundary_points(&self, id: RangeId, how: How, source: RangeId) -> Result<i16, DomError> {
        let (this, src) = (self.live_range(id)?, self.live_range(source)?);
        // 2. If this's root is not the same as sourceRange's root, then
        //    throw a "WrongDocumentError" DOMException.
        if self.root_of(this.start.node) != self.root_of(src.start.node) {
            return Err(DomError::DifferentRoots("The source range is in a different document than this range."));
        }
        // 3-4. Switch on how to pick this point and source point.
        let (this_point, source_point) = match how {
            How::StartToStart => (this.start, src.start),
            How::StartToEnd => (this.end, src.start),
            How::EndToEnd => (this.end, src.end),
            How::EndToStart => (this.start, src.end),
        };
        // 5. Before: -1, equal: 0, after: 1.
        Ok(match self.boundary_point_position(this_point, source_point) {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        })
    }

    /// https://dom.spec.whatwg.org/#dom-range-ispointinrange for a node of this tree.
    pub fn is_point_in_range(&self, id: RangeId, point: BoundaryPoint) -> Result<bool, DomError> {
        let range = self.live_range(id)?;
        // 1. If node's root is different from this's root, return false.
        if self.root_of(point.node) != self.root_of(range.start.node) {
            return Ok(false);
        }
        // 2-3. Doctype: "InvalidNodeTypeError"; offset past the length: "IndexSizeError".
        self.check_boundary_point(point)?;
        // 4. If (node, offset) is before start or after end, return false.
        // 5. Return true.
        Ok(self.boundary_point_position(point, range.start) != Ordering::Less
            && self.boundary_point_position(point, range.end) != Ordering::Greater)
    }

    /// https://dom.spec.whatwg.org/#dom-range-comparepoint for a node of this tree.
    pub fn compare_point(&self, id: RangeId, point: BoundaryPoint) -> Result<i16, DomError> {
        let range = self.live_range(id)?;
        // 1. If node's root is different from this's root, then throw a
        //    "WrongDocumentError" DOMException.
        if self.root_of(point.node) != self.root_of(range.start.node) {
            return Err(DomError::DifferentRoots("The node provided and this range are not in the same tree."));
        }
        // 2-3. Doctype: "InvalidNodeTypeError"; offset past the length: "IndexSizeError".
        self.check_boundary_point(point)?;
        // 4. If (node, offset) is before start, return -1.
        if self.boundary_point_position(point, range.start) == Ordering::Less {
            return Ok(-1);
        }
        // 5. If (node, offset) is after end, return 1.
        if self.boundary_point_position(point, range.end) == Ordering::Greater {
            return Ok(1);
        }
        // 6. Return 0.
        Ok(0)
    }

    /// https://dom.spec.whatwg.org/#dom-range-intersectsnode for a node of this tree.
    pub fn intersects_node(&self, id: RangeId, node: NodeId) -> Result<bool, DomError> {
        let range = self.live_range(id)?;
        self.node(node)?;
        // 1. If node's root is different from this's root, return false.
        if self.root_of(node) != self.root_of(range.start.node) {
            return Ok(false);
        }
        // 2. Let parent be node's parent.
        // 3. If parent is null, return true.
        let Some(parent) = self.parent(node) else { return Ok(true) };
        // 4. Let offset be node's index.
        let offset = self.index(node);
        // 5. If (parent, offset) is before end and (parent, offset plus 1)
        //    is after start, return true.
        // 6. Return false.
        Ok(self.boundary_point_position(BoundaryPoint::new(parent, offset), range.end) == Ordering::Less
            && self.boundary_point_position(BoundaryPoint::new(parent, offset + 1), range.start) == Ordering::Greater)
    }

    /// https://dom.spec.whatwg.org/#concept-range-common-ancestor ("get the common ancestor")
    pub fn common_ancestor(&self, range: &LiveRange) -> NodeId {
        // 1. Let container be range's start node.
        let mut container = range.start.node;
        // 2. While container is not an inclusive ancestor of range's end
        //    node, let container be container's parent.
        while !self.contains(container, range.end.node) {
            match self.parent(container) {
                Some(p) => container = p,
                None => break,
            }
        }
        // 3. Return container.
        container
    }

    /// https://dom.spec.whatwg.org/#contained: whether `node` is contained in `range`.
    pub fn is_contained(&self, node: NodeId, range: &LiveRange) -> bool {
        // node's root is range's root, and (node, 0) is after range's start,
        // and (node, node's length) is before range's end.
        self.root_of(node) == self.root_of(range.start.node)
            && self.boundary_point_position(BoundaryPoint::new(node, 0), range.start) == Ordering::Greater
            && self.boundary_point_position(BoundaryPoint::new(node, self.node_length(node)), range.end) == Ordering::Less
    }

    /// https://dom.spec.whatwg.org/#partially-contained: an inclusive
    /// ancestor of the start node but not of the end node, or vice versa.
    pub fn is_partially_contained(&self, node: NodeId, range: &LiveRange) -> bool {
        self.contains(node, range.start.node) != self.contains(node, range.end.node)
    }

    /// https://dom.spec.whatwg.org/#dom-range-stringifier
    pub fn live_range_text(&self, id: RangeId) -> Result<String, DomError> {
        let range = self.live_range(id)?;
        let text = |n: NodeId| match self.node_data(n) {
            Some(d) if d.is_text() => d.character_data(),
            _ => None,
        };
        // 1. Let string be the empty string.
        let mut string = String::new();
        // 2. If start node is end node and it is a Text node, return the
        //    substring of its data from start offset to end offset.
        if range.start.node == range.end.node {
            if let Some(data) = text(range.start.node) {
                return Ok(utf16_substring(data, range.start.offset, range.end.offset));
            }
        }
        // 3. If start node is a Text node, append its data from start offset
        //    to the end.
        if let Some(data) = text(range.start.node) {
            string.push_str(&utf16_substring(data, range.start.offset, u32::MAX));
        }
        // 4. Append the data of all Text nodes contained in this, in tree
        //    order (contained nodes are descendants of the common ancestor).
        for n in self.descendants(self.common_ancestor(&range)) {
            if let Some(data) = text(n) {
                if self.is_contained(n, &range) {
                    string.push_str(data);
                }
            }
        }
        // 5. If end node is a Text node, append its data from its start to end offset.
        if let Some(data) = text(range.end.node) {
            string.push_str(&utf16_substring(data, 0, range.end.offset));
        }
        // 6. Return string.
        Ok(string)
    }
}

/// The code units `from..to` of `s` (clamped to its length), as a string;
/// a surrogate pair cut in two gives U+FFFD.
pub(crate) fn utf16_substring(s: &str, from: u32, to: u32) -> String {
    let units: Vec<u16> = s.encode_utf16().collect();
    let to = (to as usize).min(units.len());
    let from = (from as usize).min(to);
    String::from_utf16_lossy(&units[from..to])
}

/// https://dom.spec.whatwg.org/#concept-range-bp-set of live range `id`,
/// whose tree is `from`, to `point`, a node of another document's tree
/// `to`: after the checks, the range moves to `to`, collapsed at `point`
/// (its root is not the node's root, so start and end both become it).
pub fn move_live_range(from: &mut Tree, to: &mut Tree, id: RangeId, point: BoundaryPoint) -> Result<(), DomError> {
    from.live_range(id)?;
    // 1-2. Doctype and length checks, in the node's tree.
    to.check_boundary_point(point)?;
    // 3-4. The range's root is not node's root: the other point is set too.
    from.drop_live_range(id);
    to.collapse_live_range_at(id, point);
    Ok(())
}
