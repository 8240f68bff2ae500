//! Where a node is: its index among its siblings, its length, tree order,
//! and the position of a boundary point relative to another
//! (https://dom.spec.whatwg.org/#trees, https://dom.spec.whatwg.org/#boundary-points).

use std::cmp::Ordering;

use super::node::NodeId;
use super::Tree;

/// https://dom.spec.whatwg.org/#concept-range-bp: a node and an offset
/// into it (a child index, or a code unit index into CharacterData).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoundaryPoint {
    pub node: NodeId,
    pub offset: u32,
}

impl BoundaryPoint {
    pub fn new(node: NodeId, offset: u32) -> BoundaryPoint {
        BoundaryPoint { node, offset }
    }
}

/// The length of a string in UTF-16 code units, the DOM's unit for
/// CharacterData offsets.
pub fn utf16_len(s: &str) -> u32 {
    let n: usize = s.chars().map(char::len_utf16).sum();
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Tree {
    /// https://dom.spec.whatwg.org/#concept-tree-index: the number of
    /// preceding siblings (0 for a node without a parent).
    pub fn index(&self, node: NodeId) -> u32 {
        let n = std::iter::successors(self.previous_sibling(node), |s| self.previous_sibling(*s)).count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// `node` and its ancestors, root first.
    fn path_from_root(&self, node: NodeId) -> Vec<NodeId> {
        let mut path: Vec<NodeId> = std::iter::once(node).chain(self.ancestors(node)).collect();
        path.reverse();
        path
    }

    /// Whether `a` comes before `b` among the children of one parent.
    fn sibling_precedes(&self, a: NodeId, b: NodeId) -> bool {
        std::iter::successors(self.next_sibling(a), |s| self.next_sibling(*s)).any(|s| s == b)
    }

    /// https://dom.spec.whatwg.org/#concept-tree-order of two nodes of the
    /// same tree: `Less` when `a` is preceding `b`
    /// (https://dom.spec.whatwg.org/#concept-tree-preceding), `Greater` when
    /// it is following, `Equal` for the same node. Nodes of different roots
    /// are ordered by their roots' ids (consistently, as the DOM leaves it
    /// to the implementation).
    pub fn tree_order(&self, a: NodeId, b: NodeId) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        let (pa, pb) = (self.path_from_root(a), self.path_from_root(b));
        let common = pa.iter().zip(&pb).take_while(|(x, y)| x == y).count();
        if common == 0 {
            return a.root_order(pa[0], pb[0]);
        }
        match (pa.get(common), pb.get(common)) {
            // `a` is an ancestor of `b`: it precedes it.
            (None, _) => Ordering::Less,
            (_, None) => Ordering::Greater,
            (Some(&x), Some(&y)) => {
                if self.sibling_precedes(x, y) {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
        }
    }

    /// https://dom.spec.whatwg.org/#concept-range-bp-position: `Less` for
    /// before, `Equal`, `Greater` for after. The two nodes must have the
    /// same root (the spec asserts it; other pairs get `tree_order`'s
    /// arbitrary but consistent answer).
    pub fn boundary_point_position(&self, a: BoundaryPoint, b: BoundaryPoint) -> Ordering {
        // 1. Assert: nodeA and nodeB have the same root.
        // 2. If nodeA is nodeB, then return equal if offsetA is offsetB,
        //    before if offsetA is less than offsetB, and after if offsetA is
        //    greater than offsetB.
        if a.node == b.node {
            return a.offset.cmp(&b.offset);
        }
        let (pa, pb) = (self.path_from_root(a.node), self.path_from_root(b.node));
        let common = pa.iter().zip(&pb).take_while(|(x, y)| x == y).count();
        if common == 0 {
            return a.node.root_order(pa[0], pb[0]);
        }
        match (pa.get(common), pb.get(common)) {
            // 4. If nodeA is an ancestor of nodeB: let child be nodeB's
            //    inclusive ancestor that is a child of nodeA; if child's
            //    index is less than offsetA, then return after.
            (None, Some(&child)) => {
                if self.index(child) < a.offset {
                    Ordering::Greater
                } else {
                    // 5. Return before.
                    Ordering::Less
                }
            }
            // 3. nodeA is following nodeB (here nodeB is an ancestor of
            //    nodeA): the position of (nodeB, offsetB) relative to
            //    (nodeA, offsetA), reversed; step 4 for that pair.
            (Some(&child), None) => {
                if self.index(child) < b.offset {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
            // Neither is an ancestor of the other: 3. if nodeA is following
            // nodeB, (nodeB, offsetB) is before (nodeA, offsetA) by step 5,
            // so nodeA's point is after; 5. otherwise before.
            (Some(&x), Some(&y)) => {
                if self.sibling_precedes(x, y) {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
            (None, None) => Ordering::Equal,
        }
    }
}

impl NodeId {
    /// An order between two different roots (trees that are not connected):
    /// by arena index, stable while both live.
    fn root_order(self, root_a: NodeId, root_b: NodeId) -> Ordering {
        (root_a.tree(), root_a.index()).cmp(&(root_b.tree(), root_b.index()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_follow_the_tree() {
        let mut t = Tree::parse_document("<body><p id=a>one<b>two</b></p><p id=c>three</p>");
        let a = t.get_element_by_id(t.document(), "a").unwrap();
        let c = t.get_element_by_id(t.document(), "c").unwrap();
        let b = t.children(a).nth(1).unwrap();
        let body = t.body().unwrap();
        assert_eq!(t.index(c), 1);
        assert_eq!(t.node_length(a), 2);
        assert_eq!(t.node_length(t.first_child(a).unwrap()), 3);
        assert_eq!(t.tree_order(a, c), Ordering::Less);
        assert_eq!(t.tree_order(b, a), Ordering::Greater);
        assert_eq!(t.tree_order(body, b), Ordering::Less);
        let bp = BoundaryPoint::new;
        // (body, 1) is between a and c: after everything inside a.
        assert_eq!(t.boundary_point_position(bp(body, 1), bp(b, 0)), Ordering::Greater);
        assert_eq!(t.boundary_point_position(bp(b, 0), bp(body, 1)), Ordering::Less);
        assert_eq!(t.boundary_point_position(bp(body, 0), bp(b, 1)), Ordering::Less);
        assert_eq!(t.boundary_point_position(bp(a, 2), bp(c, 0)), Ordering::Less);
        assert_eq!(t.boundary_point_position(bp(c, 0), bp(a, 2)), Ordering::Greater);
        assert_eq!(t.boundary_point_position(bp(a, 1), bp(a, 1)), Ordering::Equal);
        let text = t.create_text("x\u{1F600}");
        assert_eq!(t.node_length(text), 3, "UTF-16 code units");
    }
}
