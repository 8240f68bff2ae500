//! https://dom.spec.whatwg.org/#concept-node-equals (`isEqualNode()`).

use super::node::{NodeData, NodeId};
use super::Tree;

/// Whether node `a` of tree `ta` equals node `b` of tree `tb` (the trees
/// may be the same): same kind, same name and data, equal attributes in
/// any order, and equal children in order. The walk is iterative: a page
/// can nest elements arbitrarily deep.
pub fn nodes_equal(ta: &Tree, a: NodeId, tb: &Tree, b: NodeId) -> bool {
    let mut pending = vec![(a, b)];
    while let Some((a, b)) = pending.pop() {
        let (Some(da), Some(db)) = (ta.node_data(a), tb.node_data(b)) else { return false };
        let same = match (da, db) {
            // DocumentType: its name, public ID, and system ID.
            (
                NodeData::Doctype { name: n1, public_id: p1, system_id: s1 },
                NodeData::Doctype { name: n2, public_id: p2, system_id: s2 },
            ) => n1 == n2 && p1 == p2 && s1 == s2,
            // Element: its namespace, namespace prefix, local name, and its
            // attribute list's size; each attribute equals one of the other's.
            (NodeData::Element(e1), NodeData::Element(e2)) => {
                e1.name.ns == e2.name.ns
                    && e1.name.prefix == e2.name.prefix
                    && e1.name.local == e2.name.local
                    && e1.attrs.len() == e2.attrs.len()
                    && e1.attrs.iter().all(|x| {
                        e2.attrs.iter().any(|y| x.name.ns == y.name.ns && x.name.local == y.name.local && x.value == y.value)
                    })
            }
            // ProcessingInstruction: its target and data.
            (
                NodeData::ProcessingInstruction { target: t1, data: d1 },
                NodeData::ProcessingInstruction { target: t2, data: d2 },
            ) => t1 == t2 && d1 == d2,
            // Text, Comment: its data.
            (NodeData::Text(d1), NodeData::Text(d2)) | (NodeData::Comment(d1), NodeData::Comment(d2)) => d1 == d2,
            // Document, DocumentFragment: nothing else than their children.
            (NodeData::Document, NodeData::Document) | (NodeData::DocumentFragment, NodeData::DocumentFragment) => true,
            _ => false,
        };
        if !same {
            return false;
        }
        // A and B have the same number of children, and each child of A
        // equals the child of B at the identical index.
        let (ca, cb): (Vec<NodeId>, Vec<NodeId>) = (ta.children(a).collect(), tb.children(b).collect());
        if ca.len() != cb.len() {
            return false;
        }
        pending.extend(ca.into_iter().zip(cb));
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equality_ignores_attribute_order_not_child_order() {
        let a = Tree::parse_document("<body><p x=1 y=2>t<b></b></p>");
        let b = Tree::parse_document("<body><p y=2 x=1>t<b></b></p>");
        let c = Tree::parse_document("<body><p y=2 x=1><b></b>t</p>");
        let pa = a.body().and_then(|n| a.first_child(n)).unwrap();
        let pb = b.body().and_then(|n| b.first_child(n)).unwrap();
        let pc = c.body().and_then(|n| c.first_child(n)).unwrap();
        assert!(nodes_equal(&a, pa, &b, pb));
        assert!(!nodes_equal(&a, pa, &c, pc));
        assert!(nodes_equal(&a, a.document(), &b, b.document()));
    }
}
