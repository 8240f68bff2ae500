//! Author style sheets (https://drafts.csswg.org/cssom/#css-style-sheets):
//! the rules of a `<style>` element or a `<link rel=stylesheet>` resource,
//! parsed with CSS error recovery (https://drafts.csswg.org/css-syntax-3/#error-handling).
//!
//! What each rule does here:
//!
//! - style rules, with CSS nesting (nested style rules and nested
//!   `@media`/`@supports`/`@layer`);
//! - `@media`: evaluated once, against the fixed screen of [`media`];
//! - `@supports`: evaluated against the property table;
//! - `@layer` (blocks and statements): cascade layers, ordered by first
//!   appearance of their full dotted name;
//! - `@import`: kept with its resolved URL, media and layer; the embedder
//!   fetches it and puts the sheet in [`ImportRule::sheet`];
//! - `@font-face`, `@keyframes`, `@page`, `@counter-style`,
//!   `@font-feature-values`, `@font-palette-values`, `@view-transition`,
//!   `@starting-style`, `@property`, `@charset`: kept as [`CssRule::Other`]
//!   (no effect on an element's computed style; registered custom
//!   properties from `@property` are not supported and produce a warning);
//! - `@container` and `@scope` need layout or scoping the engine does not
//!   have: their rules are skipped with a warning;
//! - any other at-rule, and every rule or declaration that does not parse,
//!   is dropped with a warning.

pub mod media;
mod parser;
pub mod supports;

use std::sync::Arc;

use selectors::parser::SelectorList;
use url::Url;

use crate::css::cssom::DeclarationBlock;
use crate::dom::select::Impl;

pub use media::evaluate_media_query_list;
pub use supports::evaluate_supports_condition;

/// At most this many warnings are kept per sheet.
pub const MAX_WARNINGS: usize = 200;

/// Something in a sheet that was dropped or not applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseWarning {
    /// 1-based line and column of the dropped construct.
    pub line: u32,
    pub column: u32,
    pub message: String,
}

/// A parsed style sheet.
#[derive(Clone, Debug)]
pub struct StyleSheet {
    /// The URL relative URLs in the sheet resolve against (none for the
    /// user-agent sheet).
    pub base: Option<Url>,
    pub rules: Vec<CssRule>,
    pub warnings: Vec<ParseWarning>,
}

/// A rule of a sheet.
#[derive(Clone, Debug)]
pub enum CssRule {
    Style(StyleRule),
    /// `@media` with its query list and whether it matches the engine's screen.
    Media { query: String, matches: bool, rules: Vec<CssRule> },
    /// `@supports` with its condition and whether it holds.
    Supports { condition: String, matches: bool, rules: Vec<CssRule> },
    /// `@layer name { ... }` (anonymous without a name).
    LayerBlock { name: Option<String>, rules: Vec<CssRule> },
    /// `@layer a, b;`
    LayerStatement { names: Vec<String> },
    Import(ImportRule),
    /// An at-rule that does not style elements (`@font-face`, `@keyframes`...):
    /// its name (lowercase) and its source text, which CSSOM serializes.
    Other { name: String, text: String },
}

/// https://drafts.csswg.org/cssom/#the-cssstylerule-interface
#[derive(Clone, Debug)]
pub struct StyleRule {
    /// The selectors, with a nested rule's `&` replaced by its parent's.
    pub selectors: SelectorList<Impl>,
    /// A nested rule's selectors as written (relative, with `&`), which
    /// CSSOM serializes.
    pub written: Option<SelectorList<Impl>>,
    /// Shared with the cascade's rule index.
    pub declarations: Arc<DeclarationBlock>,
    /// Nested rules (https://drafts.csswg.org/css-nesting-1/).
    pub rules: Vec<CssRule>,
}

/// https://drafts.csswg.org/cssom/#the-cssimportrule-interface
#[derive(Clone, Debug)]
pub struct ImportRule {
    /// The URL as written.
    pub href: String,
    /// The URL resolved against the sheet's base, if valid.
    pub url: Option<Url>,
    /// The media query list and whether it matches.
    pub media: String,
    pub media_matches: bool,
    /// Whether a `supports()` condition holds (true without one).
    pub supports_matches: bool,
    /// The `supports()` condition as written, if any.
    pub supports: Option<String>,
    /// `layer` (anonymous: `Some(None)`) or `layer(name)`.
    pub layer: Option<Option<String>>,
    /// The imported sheet, once the embedder has fetched and parsed it.
    pub sheet: Option<Box<StyleSheet>>,
}

impl StyleSheet {
    /// https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet and
    /// the CSS rules of CSSOM; never fails: what does not parse is dropped
    /// and reported in [`StyleSheet::warnings`].
    pub fn parse(css: &str, base: &Url) -> StyleSheet {
        StyleSheet::parse_with_base(css, Some(base))
    }

    pub(crate) fn parse_with_base(css: &str, base: Option<&Url>) -> StyleSheet {
        let mut warnings = Vec::new();
        let rules = parser::parse_rules(css, base, &mut warnings);
        StyleSheet { base: base.cloned(), rules, warnings }
    }

    /// https://drafts.csswg.org/cssom/#parse-a-css-rule, for `insertRule`:
    /// one rule, or `None` for a syntax error. `parent` is the selector list
    /// of the style rule it goes into, if it is nested.
    pub fn parse_a_css_rule(css: &str, base: Option<&Url>, parent: Option<SelectorList<Impl>>) -> Option<CssRule> {
        parser::parse_a_css_rule(css, base, parent)
    }

    /// The `@import` rules whose sheet is still to be fetched (their media
    /// and `supports()` match and their URL is valid), for the embedder to
    /// fill [`ImportRule::sheet`].
    pub fn pending_imports_mut(&mut self) -> Vec<&mut ImportRule> {
        self.rules
            .iter_mut()
            .filter_map(|r| match r {
                CssRule::Import(i) if i.sheet.is_none() && i.url.is_some() && i.media_matches && i.supports_matches => Some(i),
                _ => None,
            })
            .collect()
    }
}
