//! Comparing nodes and looking up namespaces
//! (https://dom.spec.whatwg.org/#interface-node): tree order,
//! `compareDocumentPosition`, the "equals" algorithm, and locating a
//! namespace or a namespace prefix.

use std::cmp::Ordering;

use super::names::{XMLNS_NAMESPACE, XML_NAMESPACE};
use super::node::{NodeData, NodeId};
use super::Tree;

/// https://dom.spec.whatwg.org/#dom-node-document_position_disconnected and the following.
pub mod position {
    pub const DISCONNECTED: u16 = 0x01;
    pub const PRECEDING: u16 = 0x02;
    pub const FOLLOWING: u16 = 0x04;
    pub const CONTAINS: u16 = 0x08;
    pub const CONTAINED_BY: u16 = 0x10;
    pub const IMPLEMENTATION_SPECIFIC: u16 = 0x20;
}

impl Tree {
    /// https://dom.spec.whatwg.org/#dom-node-comparedocumentposition of
    /// `this` and `other`, both nodes of this tree.
    pub fn compare_document_position(&self, this: NodeId, other: NodeId) -> u16 {
        use position::*;
        // 1. If this is other, then return zero.
        if this == other {
            return 0;
        }
        // 2. Let node1 be other and node2 be this.
        // 3. Let attr1 and attr2 be null.
        let (mut node1, mut node2) = (Some(other), Some(this));
        let (mut attr1, mut attr2) = (None, None);
        // 4. If node1 is an attribute, then set attr1 to node1 and node1 to attr1's element.
        if let Some(a) = self.attr(other) {
            attr1 = Some(a.name.clone());
            node1 = a.element;
        }
        // 5. If node2 is an attribute, then:
        if let Some(a) = self.attr(this) {
            // 5.1. Set attr2 to node2 and node2 to attr2's element.
            attr2 = Some(a.name.clone());
            node2 = a.element;
            // 5.2. If attr1 and node1 are non-null, and node2 is node1, then
            //      for each attr in node2's attribute list: if attr equals
            //      attr1, return IMPLEMENTATION_SPECIFIC + PRECEDING; if attr
            //      equals attr2, return IMPLEMENTATION_SPECIFIC + FOLLOWING.
            if let (Some(a1), Some(n1)) = (&attr1, node1) {
                if node2 == Some(n1) {
                    for attr in self.attributes(n1) {
                        if attr.name.ns == a1.ns && attr.name.local == a1.local {
                            return IMPLEMENTATION_SPECIFIC | PRECEDING;
                        }
                        if attr.name.ns == a.name.ns && attr.name.local == a.name.local {
                            return IMPLEMENTATION_SPECIFIC | FOLLOWING;
                        }
                    }
                }
            }
        }
        // 6. If node1 or node2 is null, or node1's root is not node2's root,
        //    then return DISCONNECTED + IMPLEMENTATION_SPECIFIC + either
        //    PRECEDING or FOLLOWING, consistently (here: by the roots' ids).
        let (Some(node1), Some(node2)) = (node1, node2) else {
            return DISCONNECTED | IMPLEMENTATION_SPECIFIC | if other < this { PRECEDING } else { FOLLOWING };
        };
        let (root1, root2) = (self.root_of(node1), self.root_of(node2));
        if root1 != root2 {
            return DISCONNECTED | IMPLEMENTATION_SPECIFIC | if root1 < root2 { PRECEDING } else { FOLLOWING };
        }
        // 7. If node1 is an ancestor of node2 and attr1 is null, or node1 is
        //    node2 and attr2 is non-null, then return CONTAINS + PRECEDING.
        if (node1 != node2 && self.contains(node1, node2) && attr1.is_none()) || (node1 == node2 && attr2.is_some()) {
            return CONTAINS | PRECEDING;
        }
        // 8. If node1 is a descendant of node2 and attr2 is null, or node1 is
        //    node2 and attr1 is non-null, then return CONTAINED_BY + FOLLOWING.
        if (node1 != node2 && self.contains(node2, node1) && attr2.is_none()) || (node1 == node2 && attr1.is_some()) {
            return CONTAINED_BY | FOLLOWING;
        }
        // 9. If node1 is preceding node2, then return PRECEDING.
        // 10. Return FOLLOWING.
        if self.tree_order(node1, node2) == Ordering::Less {
            PRECEDING
        } else {
            FOLLOWING
        }
    }

    /// https://dom.spec.whatwg.org/#concept-node-equals: whether `a` of this
    /// tree equals `b` of `other` (which may be this tree).
    pub fn node_equals(&self, a: NodeId, other: &Tree, b: NodeId) -> bool {
        let mut pending = vec![(a, b)];
        while let Some((a, b)) = pending.pop() {
            let (Some(da), Some(db)) = (self.node_data(a), other.node_data(b)) else { return false };
            // A and B implement the same interfaces, and the following are equal.
            let same = match (da, db) {
                (NodeData::Doctype { name: n1, public_id: p1, system_id: s1 }, NodeData::Doctype { name: n2, public_id: p2, system_id: s2 }) => {
                    n1 == n2 && p1 == p2 && s1 == s2
                }
                // Element: namespace, namespace prefix, local name, the size
                // of its attribute list, and each attribute has an equal one
                // in B's list.
                (NodeData::Element(e1), NodeData::Element(e2)) => {
                    e1.name.ns == e2.name.ns
                        && e1.name.prefix == e2.name.prefix
                        && e1.name.local == e2.name.local
                        && e1.attrs.len() == e2.attrs.len()
                        && e1.attrs.iter().all(|x| e2.attrs.iter().any(|y| x.name.ns == y.name.ns && x.name.local == y.name.local && x.value == y.value))
                }
                // Attr: namespace, local name, value.
                (NodeData::Attr(x), NodeData::Attr(y)) => x.name.ns == y.name.ns && x.name.local == y.name.local && self.attr_value(a) == other.attr_value(b),
                (NodeData::ProcessingInstruction { target: t1, data: d1 }, NodeData::ProcessingInstruction { target: t2, data: d2 }) => t1 == t2 && d1 == d2,
                (NodeData::Text(x), NodeData::Text(y)) | (NodeData::CDataSection(x), NodeData::CDataSection(y)) | (NodeData::Comment(x), NodeData::Comment(y)) => x == y,
                (NodeData::Document, NodeData::Document) => true,
                (x, y) if x.is_document_fragment() && y.is_document_fragment() => true,
                _ => false,
            };
            if !same {
                return false;
            }
            // A and B have the same number of children, and each child of A
            // equals the child of B at the identical index.
            let (ca, cb): (Vec<NodeId>, Vec<NodeId>) = (self.children(a).collect(), other.children(b).collect());
            if ca.len() != cb.len() {
                return false;
            }
            pending.extend(ca.into_iter().zip(cb));
        }
        true
    }

    /// The element a namespace lookup starts from for `node`, switching on
    /// its interface (None: the lookup gives null).
    fn lookup_element(&self, node: NodeId) -> Option<NodeId> {
        match self.node_data(node)? {
            NodeData::Element(_) => Some(node),
            // Document: its document element.
            NodeData::Document => self.document_element(),
            // DocumentType, DocumentFragment: null.
            NodeData::Doctype { .. } | NodeData::DocumentFragment | NodeData::ShadowRoot(_) => None,
            // Attr: its element.
            NodeData::Attr(a) => a.element,
            // Otherwise: its parent element.
            _ => self.parent_element(node),
        }
    }

    /// https://dom.spec.whatwg.org/#locate-a-namespace (`prefix` `None` is null).
    pub fn locate_namespace(&self, node: NodeId, prefix: Option<&str>) -> Option<String> {
        let mut element = self.lookup_element(node)?;
        loop {
            let e = self.element(element)?;
            // 1. If prefix is "xml", then return the XML namespace.
            if prefix == Some("xml") {
                return Some(XML_NAMESPACE.to_owned());
            }
            // 2. If prefix is "xmlns", then return the XMLNS namespace.
            if prefix == Some("xmlns") {
                return Some(XMLNS_NAMESPACE.to_owned());
            }
            // 3. If its namespace is non-null and its namespace prefix is
            //    prefix, then return namespace.
            if !e.name.ns.is_empty() && e.name.prefix.as_deref() == prefix {
                return Some(e.name.ns.to_string());
            }
            // 4. If it has an attribute whose namespace is the XMLNS namespace,
            //    namespace prefix is "xmlns", and local name is prefix, or if
            //    prefix is null and it has an attribute whose namespace is the
            //    XMLNS namespace, namespace prefix is null, and local name is
            //    "xmlns", then return its value if it is not the empty string,
            //    and null otherwise.
            let declaration = e.attrs.iter().find(|a| {
                &*a.name.ns == XMLNS_NAMESPACE
                    && match prefix {
                        Some(p) => a.name.prefix.as_deref() == Some("xmlns") && &*a.name.local == p,
                        None => a.name.prefix.is_none() && &*a.name.local == "xmlns",
                    }
            });
            if let Some(d) = declaration {
                return (!d.value.is_empty()).then(|| d.value.clone());
            }
            // 5. If its parent element is null, then return null.
            // 6. Return the result of running locate a namespace on its parent
            //    element using prefix.
            element = self.parent_element(element)?;
        }
    }

    /// https://dom.spec.whatwg.org/#dom-node-lookupprefix (`namespace` non-empty).
    pub fn lookup_prefix(&self, node: NodeId, namespace: &str) -> Option<String> {
        let mut element = self.lookup_element(node)?;
        // https://dom.spec.whatwg.org/#locate-a-namespace-prefix
        loop {
            let e = self.element(element)?;
            // 1. If element's namespace is namespace and its namespace prefix
            //    is non-null, then return its namespace prefix.
            if &*e.name.ns == namespace {
                if let Some(p) = &e.name.prefix {
                    return Some(p.to_string());
                }
            }
            // 2. If element has an attribute whose namespace prefix is "xmlns"
            //    and value is namespace, then return element's first such
            //    attribute's local name.
            if let Some(a) = e.attrs.iter().find(|a| a.name.prefix.as_deref() == Some("xmlns") && a.value == namespace) {
                return Some(a.name.local.to_string());
            }
            // 3. If element's parent element is not null, then return the
            //    result of running locate a namespace prefix on that element
            //    using namespace.
            // 4. Return null.
            element = self.parent_element(element)?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_and_equality() {
        let t = Tree::parse_document("<div id=a><p id=b>x</p></div><div id=c></div>");
        let id = |i: &str| t.get_element_by_id(t.document(), i).unwrap();
        let (a, b, c) = (id("a"), id("b"), id("c"));
        assert_eq!(t.compare_document_position(a, b), position::CONTAINED_BY | position::FOLLOWING);
        assert_eq!(t.compare_document_position(b, a), position::CONTAINS | position::PRECEDING);
        assert_eq!(t.compare_document_position(b, c), position::FOLLOWING);
        assert_eq!(t.compare_document_position(c, b), position::PRECEDING);
        let other = Tree::parse_document("<div id=a><p id=b>x</p></div>");
        let oa = other.get_element_by_id(other.document(), "a").unwrap();
        assert!(t.node_equals(a, &other, oa));
        assert!(!t.node_equals(a, &t, c));
    }

    #[test]
    fn namespace_lookup_walks_up_the_declarations() {
        let mut t = Tree::new();
        let root = t.create_element_ns(Some("urn:root"), "r:root").unwrap();
        t.set_attribute_value(root, "x", "urn:x", Some("xmlns"), XMLNS_NAMESPACE).unwrap();
        let child = t.create_element_ns(None, "child").unwrap();
        t.append_child(root, child).unwrap();
        assert_eq!(t.locate_namespace(child, Some("x")).as_deref(), Some("urn:x"));
        assert_eq!(t.locate_namespace(child, Some("r")).as_deref(), Some("urn:root"));
        assert_eq!(t.locate_namespace(child, None), None);
        assert_eq!(t.lookup_prefix(child, "urn:x").as_deref(), Some("x"));
        assert_eq!(t.locate_namespace(child, Some("xml")).as_deref(), Some(XML_NAMESPACE));
    }
}
