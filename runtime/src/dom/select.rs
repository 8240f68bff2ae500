//! `querySelector`, `querySelectorAll` and `matches`, with Servo's
//! `selectors` crate matching against the arena tree.

use std::fmt;

use cssparser::ToCss;
use html5ever::tree_builder::QuirksMode as ParserQuirksMode;
use html5ever::{ns, LocalName, Namespace};
use precomputed_hash::PrecomputedHash;
use selectors::attr::{AttrSelectorOperation, CaseSensitivity, NamespaceConstraint};
use selectors::bloom::BloomFilter;
use selectors::matching::{self, MatchingContext, QuirksMode};
use selectors::parser::{self, ParseRelative, SelectorList, SelectorParseErrorKind};
use selectors::{Element, OpaqueElement};

use super::node::{ElementData, NodeData, NodeId};
use super::Tree;

/// A selectors string that does not parse (a `SyntaxError` DOMException).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("SyntaxError: {selectors:?} is not a valid selector: {reason}")]
pub struct SelectorError {
    pub selectors: String,
    pub reason: String,
}

impl SelectorError {
    /// The DOMException name.
    pub fn name(&self) -> &'static str {
        "SyntaxError"
    }
}

/// https://drafts.csswg.org/selectors-4/#parse-a-selector
pub fn parse_a_selector(selectors: &str) -> Result<SelectorList<Impl>, SelectorError> {
    let mut parser = cssparser::Parser::new(selectors);
    // 1. Let selector be the result of parsing source as a <selector-list>.
    //    If this returns failure, it's an invalid selector; return failure.
    // 2. If selector is an invalid selector for any other reason (such as,
    //    for example, containing an undeclared namespace prefix), return
    //    failure.
    // 3. Otherwise, return selector.
    SelectorList::parse(&SelectorParser, &mut parser, ParseRelative::No).map_err(|e| {
        SelectorError {
            selectors: selectors.to_owned(),
            reason: format!("{:?}", e.kind),
        }
    })
}

/// https://dom.spec.whatwg.org/#scope-match-a-selectors-string : the
/// descendant elements of `scope` that match, in tree order.
pub fn scope_match_a_selectors_string<'t>(
    tree: &'t Tree,
    scope: NodeId,
    selectors: &str,
) -> Result<impl Iterator<Item = NodeId> + 't, SelectorError> {
    // 1. Let s be the result of parse a selector selectors.
    // 2. If s is failure, then throw a "SyntaxError" DOMException.
    let list = parse_a_selector(selectors)?;
    // 3. Return the result of match a selector against a tree with s and
    //    node's root using scoping root node.
    let scope_element = tree.element(scope).map(|_| ElementRef { tree, id: scope });
    let mut caches = matching::SelectorCaches::default();
    Ok(tree.descendants(scope).filter(move |id| {
        tree.element(*id).is_some()
            && matches_list(&list, ElementRef { tree, id: *id }, scope_element, &mut caches)
    }))
}

/// https://dom.spec.whatwg.org/#dom-parentnode-queryselector
pub fn query_selector(tree: &Tree, scope: NodeId, selectors: &str) -> Result<Option<NodeId>, SelectorError> {
    // Return the first result of running scope-match a selectors string
    // selectors against this, if the result is not an empty list; otherwise
    // null.
    Ok(scope_match_a_selectors_string(tree, scope, selectors)?.next())
}

/// https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall
pub fn query_selector_all(tree: &Tree, scope: NodeId, selectors: &str) -> Result<Vec<NodeId>, SelectorError> {
    // Return the static result of running scope-match a selectors string
    // selectors against this.
    Ok(scope_match_a_selectors_string(tree, scope, selectors)?.collect())
}

/// https://dom.spec.whatwg.org/#dom-element-matches (false for non-elements)
pub fn matches(tree: &Tree, element: NodeId, selectors: &str) -> Result<bool, SelectorError> {
    // 1. Let s be the result of parse a selector from selectors.
    // 2. If s is failure, then throw a "SyntaxError" DOMException.
    let list = parse_a_selector(selectors)?;
    // 3. If the result of match a selector against an element, using s, this,
    //    and scoping root this, returns success, then return true; otherwise,
    //    return false.
    let Some(_) = tree.element(element) else {
        return Ok(false);
    };
    let e = ElementRef { tree, id: element };
    Ok(matches_list(&list, e, Some(e), &mut Default::default()))
}

fn matches_list(
    list: &SelectorList<Impl>,
    element: ElementRef<'_>,
    scope: Option<ElementRef<'_>>,
    caches: &mut matching::SelectorCaches,
) -> bool {
    let quirks = match element.tree.quirks_mode() {
        ParserQuirksMode::Quirks => QuirksMode::Quirks,
        ParserQuirksMode::LimitedQuirks => QuirksMode::LimitedQuirks,
        ParserQuirksMode::NoQuirks => QuirksMode::NoQuirks,
    };
    let mut context = MatchingContext::new(
        matching::MatchingMode::Normal,
        None,
        caches,
        quirks,
        matching::NeedsSelectorFlags::No,
        matching::MatchingForInvalidation::No,
    );
    context.scope_element = scope.map(|s| s.opaque());
    matching::matches_selector_list(list, &element, &mut context)
}

/// The selector implementation: no pseudo-elements, no non-tree-structural
/// pseudo-classes (no `:hover`, `:checked` and the like yet).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Impl;

impl parser::SelectorImpl for Impl {
    type AttrValue = CssString;
    type Identifier = CssLocalName;
    type LocalName = CssLocalName;
    type NamespacePrefix = CssLocalName;
    type NamespaceUrl = Namespace;
    type BorrowedNamespaceUrl = Namespace;
    type BorrowedLocalName = CssLocalName;
    type NonTSPseudoClass = NonTSPseudoClass;
    type PseudoElement = PseudoElement;
    type ExtraMatchingData<'a> = ();
}

struct SelectorParser;

impl<'i> parser::Parser<'i> for SelectorParser {
    type Impl = Impl;
    type Error = SelectorParseErrorKind;

    fn parse_is_and_where(&self) -> bool {
        true
    }

    fn parse_has(&self) -> bool {
        true
    }
}

/// A string as `selectors` wants it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CssString(pub String);

impl<'a> From<&'a str> for CssString {
    fn from(s: &'a str) -> Self {
        CssString(s.to_owned())
    }
}

impl AsRef<str> for CssString {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl ToCss for CssString {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        cssparser::serialize_string(&self.0, dest)
    }
}

/// An interned name (html5ever's `LocalName`) as `selectors` wants it.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CssLocalName(pub LocalName);

impl<'a> From<&'a str> for CssLocalName {
    fn from(s: &'a str) -> Self {
        CssLocalName(LocalName::from(s))
    }
}

impl ToCss for CssLocalName {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        dest.write_str(&self.0)
    }
}

impl PrecomputedHash for CssLocalName {
    fn precomputed_hash(&self) -> u32 {
        self.0.precomputed_hash()
    }
}

/// No non-tree-structural pseudo-classes are supported yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NonTSPseudoClass {}

impl parser::NonTSPseudoClass for NonTSPseudoClass {
    fn is_active_or_hover(&self) -> bool {
        match *self {}
    }
    fn is_user_action_state(&self) -> bool {
        match *self {}
    }
}

impl ToCss for NonTSPseudoClass {
    fn to_css<W: fmt::Write>(&self, _dest: &mut W) -> fmt::Result {
        match *self {}
    }
}

/// No pseudo-elements are supported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PseudoElement {}

impl parser::PseudoElement for PseudoElement {}

impl ToCss for PseudoElement {
    fn to_css<W: fmt::Write>(&self, _dest: &mut W) -> fmt::Result {
        match *self {}
    }
}

/// An element of a tree, as the selectors matcher sees it.
#[derive(Clone, Copy)]
struct ElementRef<'a> {
    tree: &'a Tree,
    id: NodeId,
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
        false
    }

    fn containing_shadow_host(&self) -> Option<Self> {
        None
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
        match *pc {}
    }

    fn match_pseudo_element(&self, pe: &PseudoElement, _: &mut MatchingContext<'_, Impl>) -> bool {
        match *pe {}
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
