//! Selectors (https://drafts.csswg.org/selectors-4/): `querySelector`,
//! `querySelectorAll` and `matches`, and the selector parser and matcher
//! that style rules use, with Servo's `selectors` crate matching against
//! the arena tree.
//!
//! - [`pseudo`]: the non-tree-structural pseudo-classes (`:focus`,
//!   `:tool-form-active`...) and pseudo-elements;
//! - `element`: the tree's elements as the matcher sees them.

mod element;
pub mod pseudo;

pub use element::ElementRef;
pub use pseudo::{FormPseudoClass, NonTSPseudoClass, PseudoElement};

use std::fmt;

use cssparser::ToCss;
use html5ever::tree_builder::QuirksMode as ParserQuirksMode;
use html5ever::{LocalName, Namespace};
use precomputed_hash::PrecomputedHash;
use selectors::matching::{self, MatchingContext, QuirksMode};
use selectors::parser::{self, ParseRelative, Selector, SelectorList, SelectorParseErrorKind};
use selectors::Element;

use super::node::NodeId;
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

/// The error of a selector list that does not parse in a style rule.
pub type SelectorParseError = cssparser::ParseError<SelectorParseErrorKind>;

/// Parses the prelude of a style rule: a `<selector-list>`, or for a rule
/// nested in another style rule a `<relative-selector-list>` whose `&` is
/// the parent rule's selectors (https://drafts.csswg.org/css-nesting-1/).
pub fn parse_style_rule_selectors(
    input: &mut cssparser::Parser<'_>,
    nested: bool,
) -> Result<SelectorList<Impl>, SelectorParseError> {
    let relative = if nested { ParseRelative::ForNesting } else { ParseRelative::No };
    SelectorList::parse(&SelectorParser, input, relative)
}

/// A reusable matcher for many selectors against many elements of one tree
/// (the cascade's selector matching).
pub struct Matcher<'t> {
    tree: &'t Tree,
    caches: matching::SelectorCaches,
}

impl<'t> Matcher<'t> {
    pub fn new(tree: &'t Tree) -> Matcher<'t> {
        Matcher { tree, caches: matching::SelectorCaches::default() }
    }

    /// https://drafts.csswg.org/selectors-4/#match-a-complex-selector-against-an-element
    /// (no scoping root: style rules).
    pub fn matches(&mut self, selector: &Selector<Impl>, element: NodeId) -> bool {
        if self.tree.element(element).is_none() {
            return false;
        }
        let e = ElementRef { tree: self.tree, id: element };
        let mut context = new_context(self.tree, &mut self.caches);
        matching::matches_selector(selector, 0, None, &e, &mut context)
    }
}

fn quirks_of(tree: &Tree) -> QuirksMode {
    match tree.quirks_mode() {
        ParserQuirksMode::Quirks => QuirksMode::Quirks,
        ParserQuirksMode::LimitedQuirks => QuirksMode::LimitedQuirks,
        ParserQuirksMode::NoQuirks => QuirksMode::NoQuirks,
    }
}

fn new_context<'a>(tree: &Tree, caches: &'a mut matching::SelectorCaches) -> MatchingContext<'a, Impl> {
    MatchingContext::new(
        matching::MatchingMode::Normal,
        None,
        caches,
        quirks_of(tree),
        matching::NeedsSelectorFlags::No,
        matching::MatchingForInvalidation::No,
    )
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

/// https://dom.spec.whatwg.org/#dom-element-closest: the first inclusive
/// ancestor element of `element` that matches, with `element` as the
/// scoping root.
pub fn closest(tree: &Tree, element: NodeId, selectors: &str) -> Result<Option<NodeId>, SelectorError> {
    // 1. Let s be the result of parse a selector from selectors.
    // 2. If s is failure, then throw a "SyntaxError" DOMException.
    let list = parse_a_selector(selectors)?;
    let Some(_) = tree.element(element) else {
        return Ok(None);
    };
    let scope = ElementRef { tree, id: element };
    let mut caches = Default::default();
    // 3. Let elements be this's inclusive ancestors that are elements, in
    //    reverse tree order.
    // 4. For each element in elements, if match a selector against an
    //    element, using s, element, and scoping root this, returns success,
    //    return element.
    // 5. Return null.
    Ok(std::iter::once(element)
        .chain(tree.ancestors(element))
        .filter(|e| tree.element(*e).is_some())
        .find(|e| matches_list(&list, ElementRef { tree, id: *e }, Some(scope), &mut caches)))
}

fn matches_list(
    list: &SelectorList<Impl>,
    element: ElementRef<'_>,
    scope: Option<ElementRef<'_>>,
    caches: &mut matching::SelectorCaches,
) -> bool {
    let mut context = new_context(element.tree, caches);
    context.scope_element = scope.map(|s| s.opaque());
    // https://drafts.csswg.org/css-scoping-1/#host-selector : a selector
    // matched against an element of a shadow tree has that tree's host as
    // its shadow host, which `:host` matches (and which the descendant and
    // child combinators reach from the shadow root's children).
    let tree = element.tree;
    context.current_host = tree.host(tree.root_of(element.id)).map(|host| ElementRef { tree, id: host }.opaque());
    matching::matches_selector_list(list, &element, &mut context)
}

/// The selector implementation: the pseudo-classes and pseudo-elements of
/// [`pseudo`].
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

    fn parse_nth_child_of(&self) -> bool {
        true
    }

    fn parse_parent_selector(&self) -> bool {
        true
    }

    fn parse_host(&self) -> bool {
        true
    }

    fn parse_slotted(&self) -> bool {
        true
    }

    fn parse_non_ts_pseudo_class(
        &self,
        name: cssparser::CowRcStr<'i>,
    ) -> Result<NonTSPseudoClass, cssparser::ParseError<SelectorParseErrorKind>> {
        NonTSPseudoClass::parse(&name).ok_or_else(|| {
            cssparser::ParseError::custom(SelectorParseErrorKind::UnsupportedPseudoClassOrElement)
        })
    }

    fn parse_non_ts_functional_pseudo_class(
        &self,
        name: cssparser::CowRcStr<'i>,
        arguments: &mut cssparser::Parser<'i>,
        _after_part: bool,
    ) -> Result<NonTSPseudoClass, cssparser::ParseError<SelectorParseErrorKind>> {
        pseudo::parse_functional(&name, arguments)
    }

    fn parse_pseudo_element(
        &self,
        name: cssparser::CowRcStr<'i>,
    ) -> Result<PseudoElement, cssparser::ParseError<SelectorParseErrorKind>> {
        PseudoElement::parse(&name).ok_or_else(|| {
            cssparser::ParseError::custom(SelectorParseErrorKind::UnsupportedPseudoClassOrElement)
        })
    }

    fn parse_functional_pseudo_element(
        &self,
        name: cssparser::CowRcStr<'i>,
        arguments: &mut cssparser::Parser<'i>,
    ) -> Result<PseudoElement, cssparser::ParseError<SelectorParseErrorKind>> {
        pseudo::parse_functional_pseudo_element(&name, arguments)
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

/// https://drafts.csswg.org/cssom/#serialize-an-identifier (a type or
/// attribute name, a class or an id: `[\30 zonk]`, `.a\:b`).
impl ToCss for CssLocalName {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        cssparser::serialize_identifier(&self.0, dest)
    }
}

impl PrecomputedHash for CssLocalName {
    fn precomputed_hash(&self) -> u32 {
        self.0.precomputed_hash()
    }
}

