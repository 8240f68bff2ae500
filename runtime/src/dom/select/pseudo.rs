//! Non-tree-structural pseudo-classes
//! (https://drafts.csswg.org/selectors-4/#pseudo-classes) and
//! pseudo-elements (https://drafts.csswg.org/css-pseudo-4/).
//!
//! What each pseudo-class matches in a headless engine:
//!
//! - `:focus` and `:focus-visible` match the element whose
//!   [`ElementState::FOCUS`] flag is set (there is no pointer, so every
//!   focus counts as keyboard-like and `:focus-visible` is `:focus`);
//!   `:focus-within` matches it and its ancestors;
//! - `:tool-form-active` and `:tool-submit-active` (WebMCP declarative
//!   tools) match the flags [`ElementState::TOOL_FORM_ACTIVE`] and
//!   [`ElementState::TOOL_SUBMIT_ACTIVE`];
//! - `:hover` and `:active` never match (no pointer), nor does `:visited`
//!   (no history of visits); `:link` and `:any-link` match `a` and `area`
//!   elements with an `href`;
//! - `:lang()` matches the `lang` attribute of the element or its nearest
//!   ancestor that has one (https://drafts.csswg.org/selectors-4/#the-lang-pseudo);
//! - `:defined` matches every element but those with a custom element
//!   name (the engine has no custom element registry);
//! - the form pseudo-classes (`:checked`, `:disabled`...) are
//!   [`FormPseudoClass`]: they parse only once the form model answers them
//!   (see [`FormPseudoClass::is_supported`]), and until then a selector
//!   using them is invalid (a `SyntaxError`; a style rule using them is
//!   dropped).
//!
//! Pseudo-elements (`::before`, `::placeholder`, `::-webkit-*`...) parse;
//! an element never matches them, so rules for them do not style the
//! element, and `querySelector("p::before")` finds nothing.

use std::fmt;

use cssparser::{match_ignore_ascii_case, ParseError, Parser, ToCss};
use selectors::parser::{self, SelectorParseErrorKind};

use crate::dom::node::ElementState;
use crate::dom::{NodeId, Tree};

/// The pseudo-classes whose matching depends on form state
/// (https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes).
///
/// These must be answered from the form controls' state (their
/// checkedness, disabled state, validity...), not from attributes: a
/// checkbox's `checked` attribute is only its default. The forms model
/// wires them in two places of this file: [`FormPseudoClass::is_supported`]
/// and `match_form_pseudo_class`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormPseudoClass {
    Autofill,
    Checked,
    Default,
    Disabled,
    Enabled,
    InRange,
    Indeterminate,
    Invalid,
    Optional,
    OutOfRange,
    PlaceholderShown,
    ReadOnly,
    ReadWrite,
    Required,
    UserInvalid,
    UserValid,
    Valid,
}

impl FormPseudoClass {
    const NAMES: &'static [(&'static str, FormPseudoClass)] = &[
        ("autofill", FormPseudoClass::Autofill),
        ("-webkit-autofill", FormPseudoClass::Autofill),
        ("checked", FormPseudoClass::Checked),
        ("default", FormPseudoClass::Default),
        ("disabled", FormPseudoClass::Disabled),
        ("enabled", FormPseudoClass::Enabled),
        ("in-range", FormPseudoClass::InRange),
        ("indeterminate", FormPseudoClass::Indeterminate),
        ("invalid", FormPseudoClass::Invalid),
        ("optional", FormPseudoClass::Optional),
        ("out-of-range", FormPseudoClass::OutOfRange),
        ("placeholder-shown", FormPseudoClass::PlaceholderShown),
        ("read-only", FormPseudoClass::ReadOnly),
        ("read-write", FormPseudoClass::ReadWrite),
        ("required", FormPseudoClass::Required),
        ("user-invalid", FormPseudoClass::UserInvalid),
        ("user-valid", FormPseudoClass::UserValid),
        ("valid", FormPseudoClass::Valid),
    ];

    fn name(self) -> &'static str {
        FormPseudoClass::NAMES
            .iter()
            .find(|(_, pc)| *pc == self)
            .map(|(n, _)| *n)
            .unwrap_or("")
    }

    /// Whether selectors may use this pseudo-class: every form
    /// pseudo-class is answered by the forms model, through the tree's
    /// hooks (`:autofill` never matches: the engine never autofills).
    pub fn is_supported(self) -> bool {
        true
    }
}

/// Whether `element` matches the form pseudo-class `pc`: the forms model
/// answers through the tree's hooks; a tree without them (a document the
/// engine made without the HTML forms steps) matches none.
fn match_form_pseudo_class(tree: &Tree, element: NodeId, pc: FormPseudoClass) -> bool {
    match tree.hooks() {
        Some(h) => (h.match_form_pseudo_class)(tree, element, pc),
        None => false,
    }
}

/// A non-tree-structural pseudo-class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NonTSPseudoClass {
    /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-focus
    Focus,
    /// https://drafts.csswg.org/selectors-4/#the-focus-visible-pseudo
    FocusVisible,
    /// https://drafts.csswg.org/selectors-4/#the-focus-within-pseudo
    FocusWithin,
    /// WebMCP: a form whose declarative tool is running.
    ToolFormActive,
    /// WebMCP: the submit button of a form whose declarative tool is running.
    ToolSubmitActive,
    Hover,
    Active,
    Link,
    AnyLink,
    Visited,
    Defined,
    /// https://drafts.csswg.org/selectors-4/#the-target-pseudo: the document's target element.
    Target,
    /// `:lang()`, with its language ranges.
    Lang(Vec<String>),
    Form(FormPseudoClass),
}

impl NonTSPseudoClass {
    /// The pseudo-class written `:name` (ASCII case-insensitive).
    pub fn parse(name: &str) -> Option<NonTSPseudoClass> {
        let pc = match_ignore_ascii_case! { name,
            "focus" => NonTSPseudoClass::Focus,
            "focus-visible" => NonTSPseudoClass::FocusVisible,
            "focus-within" => NonTSPseudoClass::FocusWithin,
            "tool-form-active" => NonTSPseudoClass::ToolFormActive,
            "tool-submit-active" => NonTSPseudoClass::ToolSubmitActive,
            "hover" => NonTSPseudoClass::Hover,
            "active" => NonTSPseudoClass::Active,
            "link" => NonTSPseudoClass::Link,
            "any-link" => NonTSPseudoClass::AnyLink,
            "-webkit-any-link" => NonTSPseudoClass::AnyLink,
            "visited" => NonTSPseudoClass::Visited,
            "defined" => NonTSPseudoClass::Defined,
            "target" => NonTSPseudoClass::Target,
            _ => {
                let lower = name.to_ascii_lowercase();
                let form = FormPseudoClass::NAMES.iter().find(|(n, _)| *n == lower)?.1;
                if !form.is_supported() {
                    return None;
                }
                NonTSPseudoClass::Form(form)
            },
        };
        Some(pc)
    }

    /// Whether `element` of `tree` matches this pseudo-class.
    pub fn matches(&self, tree: &Tree, element: NodeId) -> bool {
        let state = |flag: ElementState| tree.element(element).is_some_and(|e| e.state.contains(flag));
        match self {
            NonTSPseudoClass::Focus | NonTSPseudoClass::FocusVisible => state(ElementState::FOCUS),
            NonTSPseudoClass::FocusWithin => tree
                .inclusive_descendants(element)
                .any(|n| tree.element(n).is_some_and(|e| e.state.contains(ElementState::FOCUS))),
            NonTSPseudoClass::ToolFormActive => state(ElementState::TOOL_FORM_ACTIVE),
            NonTSPseudoClass::ToolSubmitActive => state(ElementState::TOOL_SUBMIT_ACTIVE),
            NonTSPseudoClass::Hover | NonTSPseudoClass::Active | NonTSPseudoClass::Visited => false,
            NonTSPseudoClass::Link | NonTSPseudoClass::AnyLink => tree.element(element).is_some_and(|e| {
                (e.is_html("a") || e.is_html("area")) && e.plain_attribute("href").is_some()
            }),
            // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-defined:
            // an element whose custom element state is "uncustomized" or "custom".
            NonTSPseudoClass::Defined => tree.element(element).is_some_and(|e| {
                matches!(e.custom_state, crate::dom::CustomElementState::Uncustomized | crate::dom::CustomElementState::Custom)
            }),
            NonTSPseudoClass::Target => tree.target_element() == Some(element),
            NonTSPseudoClass::Lang(ranges) => {
                let lang = std::iter::once(element)
                    .chain(tree.ancestors(element))
                    .find_map(|n| tree.element(n).and_then(|e| e.plain_attribute("lang")));
                lang.is_some_and(|lang| ranges.iter().any(|r| lang_matches(lang, r)))
            }
            NonTSPseudoClass::Form(pc) => match_form_pseudo_class(tree, element, *pc),
        }
    }
}

/// https://drafts.csswg.org/selectors-4/#the-lang-pseudo : implicit
/// wildcard matching of a language range (`en` matches `en` and `en-US`).
fn lang_matches(lang: &str, range: &str) -> bool {
    if range == "*" {
        return !lang.is_empty();
    }
    let lang = lang.to_ascii_lowercase();
    let range = range.to_ascii_lowercase();
    lang == range || lang.strip_prefix(&range).is_some_and(|rest| rest.starts_with('-'))
}

/// Functional pseudo-classes the engine supports: `:lang()`.
pub(super) fn parse_functional<'i>(
    name: &str,
    arguments: &mut Parser<'i>,
) -> Result<NonTSPseudoClass, ParseError<SelectorParseErrorKind>> {
    if name.eq_ignore_ascii_case("lang") {
        let ranges = arguments.parse_comma_separated(|i| {
            let range = i.expect_ident_or_string()?.to_string();
            Ok::<_, ParseError<SelectorParseErrorKind>>(range)
        })?;
        return Ok(NonTSPseudoClass::Lang(ranges));
    }
    Err(ParseError::custom(SelectorParseErrorKind::UnsupportedPseudoClassOrElement))
}

impl parser::NonTSPseudoClass for NonTSPseudoClass {
    fn is_active_or_hover(&self) -> bool {
        matches!(self, NonTSPseudoClass::Active | NonTSPseudoClass::Hover)
    }

    fn is_user_action_state(&self) -> bool {
        matches!(
            self,
            NonTSPseudoClass::Active
                | NonTSPseudoClass::Hover
                | NonTSPseudoClass::Focus
                | NonTSPseudoClass::FocusVisible
                | NonTSPseudoClass::FocusWithin
        )
    }
}

impl ToCss for NonTSPseudoClass {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        let name = match self {
            NonTSPseudoClass::Focus => "focus",
            NonTSPseudoClass::FocusVisible => "focus-visible",
            NonTSPseudoClass::FocusWithin => "focus-within",
            NonTSPseudoClass::ToolFormActive => "tool-form-active",
            NonTSPseudoClass::ToolSubmitActive => "tool-submit-active",
            NonTSPseudoClass::Hover => "hover",
            NonTSPseudoClass::Active => "active",
            NonTSPseudoClass::Link => "link",
            NonTSPseudoClass::AnyLink => "any-link",
            NonTSPseudoClass::Visited => "visited",
            NonTSPseudoClass::Defined => "defined",
            NonTSPseudoClass::Target => "target",
            NonTSPseudoClass::Lang(ranges) => {
                dest.write_str(":lang(")?;
                for (i, r) in ranges.iter().enumerate() {
                    if i > 0 {
                        dest.write_str(", ")?;
                    }
                    cssparser::serialize_identifier(r, dest)?;
                }
                return dest.write_str(")");
            }
            NonTSPseudoClass::Form(pc) => pc.name(),
        };
        dest.write_char(':')?;
        dest.write_str(name)
    }
}

/// A pseudo-element (https://drafts.csswg.org/css-pseudo-4/), by its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PseudoElement(String);

/// The pseudo-elements the engine parses (besides any `::-webkit-*` one,
/// which Chromium accepts too).
const PSEUDO_ELEMENTS: &[&str] = &[
    "after", "backdrop", "before", "cue", "details-content", "file-selector-button", "first-letter",
    "first-line", "grammar-error", "highlight", "marker", "part", "picker", "placeholder",
    "scroll-marker", "selection", "spelling-error", "target-text", "view-transition",
];

impl PseudoElement {
    /// `::name`, or the legacy `:before`/`:after`/`:first-line`/`:first-letter`.
    pub fn parse(name: &str) -> Option<PseudoElement> {
        let lower = name.to_ascii_lowercase();
        if PSEUDO_ELEMENTS.contains(&lower.as_str()) || (lower.starts_with("-webkit-") && lower.len() > 8) {
            return Some(PseudoElement(lower));
        }
        None
    }
}

/// Functional pseudo-elements (`::highlight()`, `::part()`, `::picker()`...):
/// their arguments are read and kept out of matching.
pub(super) fn parse_functional_pseudo_element<'i>(
    name: &str,
    arguments: &mut Parser<'i>,
) -> Result<PseudoElement, ParseError<SelectorParseErrorKind>> {
    let lower = name.to_ascii_lowercase();
    if !["highlight", "part", "picker", "slotted", "view-transition-group", "view-transition-image-pair", "view-transition-old", "view-transition-new"]
        .contains(&lower.as_str())
    {
        return Err(ParseError::custom(SelectorParseErrorKind::UnsupportedPseudoClassOrElement));
    }
    while arguments.next().is_ok() {}
    Ok(PseudoElement(lower))
}

impl parser::PseudoElement for PseudoElement {
    fn accepts_state_pseudo_classes(&self) -> bool {
        true
    }

    fn valid_after_slotted(&self) -> bool {
        true
    }

    fn is_before_or_after(&self) -> bool {
        self.0 == "before" || self.0 == "after"
    }
}

impl ToCss for PseudoElement {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        dest.write_str("::")?;
        dest.write_str(&self.0)
    }
}
