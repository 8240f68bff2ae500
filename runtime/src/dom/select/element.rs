//! The tree's elements as the `selectors` matcher sees them.

use std::fmt;

use html5ever::{ns, Namespace};
use selectors::attr::{AttrSelectorOperation, CaseSensitivity, NamespaceConstraint};
use selectors::bloom::BloomFilter;
use selectors::matching::{self, MatchingContext};
use selectors::{Element, OpaqueElement};

use super::{CssLocalName, CssString, Impl, NonTSPseudoClass, PseudoElement};
use crate::dom::node::{ElementData, NodeData, NodeId};
use crate::dom::Tree;

/// An element of a tree, as the selectors matcher sees it.
#[derive(Clone, Copy)]
pub struct ElementRef<'a> {
    pub(crate) tree: &'a Tree,
    pub(crate) id: NodeId,
}

impl fmt::Debug for ElementRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ElementRef({:?})", self.id)
    }
}

impl<'a> ElementRef<'a> {
    fn data(&self) -> Option<&'a ElementData> {
        self.tree.element(self.id)
    }

    fn wrap(&self, id: Option<NodeId>) -> Option<ElementRef<'a>> {
        id.filter(|id| self.tree.element(*id).is_some())
            .map(|id| ElementRef { tree: self.tree, id })
    }

    fn find_sibling(&self, step: fn(&Tree, NodeId) -> Option<NodeId>) -> Option<ElementRef<'a>> {
        let mut next = step(self.tree, self.id);
        while let Some(id) = next {
            if self.tree.element(id).is_some() {
                return Some(ElementRef { tree: self.tree, id });
            }
            next = step(self.tree, id);
        }
        None
    }
}

impl Element for ElementRef<'_> {
    type Impl = Impl;

    fn opaque(&self) -> OpaqueElement {
        match self.tree.node(self.id) {
            Ok(node) => OpaqueElement::new(node),
            Err(_) => OpaqueElement::new(self.tree),
        }
    }

    fn parent_element(&self) -> Option<Self> {
        self.wrap(self.tree.parent(self.id))
    }

    fn parent_node_is_shadow_root(&self) -> bool {
        self.tree.parent(self.id).is_some_and(|p| self.tree.is_shadow_root(p))
    }

    fn containing_shadow_host(&self) -> Option<Self> {
        self.wrap(self.tree.host(self.tree.root_of(self.id)))
    }

    fn assigned_slot(&self) -> Option<Self> {
        self.wrap(self.tree.find_a_slot(self.id, false))
    }

    fn is_pseudo_element(&self) -> bool {
        false
    }

    fn prev_sibling_element(&self) -> Option<Self> {
        self.find_sibling(Tree::previous_sibling)
    }

    fn next_sibling_element(&self) -> Option<Self> {
        self.find_sibling(Tree::next_sibling)
    }

    fn first_element_child(&self) -> Option<Self> {
        self.wrap(self.tree.element_children(self.id).next())
    }

    fn is_html_element_in_html_document(&self) -> bool {
        self.data().is_some_and(|e| e.name.ns == ns!(html))
    }

    fn has_local_name(&self, name: &CssLocalName) -> bool {
        self.data().is_some_and(|e| e.name.local == name.0)
    }

    fn has_namespace(&self, namespace: &Namespace) -> bool {
        self.data().is_some_and(|e| &e.name.ns == namespace)
    }

    fn is_same_type(&self, other: &Self) -> bool {
        match (self.data(), other.data()) {
            (Some(a), Some(b)) => a.name.local == b.name.local && a.name.ns == b.name.ns,
            _ => false,
        }
    }

    fn attr_matches(
        &self,
        ns: &NamespaceConstraint<&Namespace>,
        local_name: &CssLocalName,
        operation: &AttrSelectorOperation<&CssString>,
    ) -> bool {
        self.data().is_some_and(|e| {
            e.attrs.iter().any(|a| {
                !matches!(*ns, NamespaceConstraint::Specific(url) if *url != a.name.ns)
                    && a.name.local == local_name.0
                    && operation.eval_str(&a.value)
            })
        })
    }

    fn match_non_ts_pseudo_class(&self, pc: &NonTSPseudoClass, _: &mut MatchingContext<'_, Impl>) -> bool {
        pc.matches(self.tree, self.id)
    }

    fn match_pseudo_element(&self, _pe: &PseudoElement, _: &mut MatchingContext<'_, Impl>) -> bool {
        // The engine has no pseudo-element boxes: an element is never one.
        false
    }

    fn apply_selector_flags(&self, _flags: matching::ElementSelectorFlags) {}

    fn is_link(&self) -> bool {
        // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-link
        self.data()
            .is_some_and(|e| (e.is_html("a") || e.is_html("area")) && e.plain_attribute("href").is_some())
    }

    fn is_html_slot_element(&self) -> bool {
        self.data().is_some_and(|e| e.is_html("slot"))
    }

    fn has_id(&self, id: &CssLocalName, case_sensitivity: CaseSensitivity) -> bool {
        self.data()
            .and_then(ElementData::id)
            .is_some_and(|value| case_sensitivity.eq(id.0.as_bytes(), value.as_bytes()))
    }

    fn has_class(&self, name: &CssLocalName, case_sensitivity: CaseSensitivity) -> bool {
        self.data().and_then(|e| e.plain_attribute("class")).is_some_and(|classes| {
            classes
                .split(|c: char| c.is_ascii_whitespace())
                .any(|class| case_sensitivity.eq(class.as_bytes(), name.0.as_bytes()))
        })
    }

    fn has_custom_state(&self, _name: &CssLocalName) -> bool {
        false
    }

    fn imported_part(&self, _name: &CssLocalName) -> Option<CssLocalName> {
        None
    }

    fn is_part(&self, _name: &CssLocalName) -> bool {
        false
    }

    fn is_empty(&self) -> bool {
        !self.tree.children(self.id).any(|c| match self.tree.node_data(c) {
            Some(NodeData::Element(_)) => true,
            Some(NodeData::Text(t)) => !t.is_empty(),
            _ => false,
        })
    }

    fn is_root(&self) -> bool {
        self.tree
            .parent(self.id)
            .is_some_and(|p| self.tree.node_data(p).is_some_and(NodeData::is_document))
    }

    fn add_element_unique_hashes(&self, _filter: &mut BloomFilter) -> bool {
        false
    }
}
