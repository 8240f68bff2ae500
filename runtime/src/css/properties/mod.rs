//! The property table: which properties exist, how their values parse,
//! which inherit, their initial values, and the shorthands that set them.
//!
//! # What the table holds
//!
//! About 180 longhands ([`longhands::LONGHANDS`]) and the shorthands of
//! [`shorthands::SHORTHANDS`]: the box model (`margin`, `padding`,
//! `border` and its sides and parts, `border-radius`, `inset`, `outline`),
//! flexbox and grid placement (`flex`, `flex-flow`, `gap`, `place-*`,
//! `grid-row`/`grid-column`), `overflow`, `background` (every
//! `background-*` longhand of Chromium but `background-position`, which is
//! `-x`/`-y`), `font` (style, weight, size, line-height, family; a
//! `font-variant` of `small-caps` or `normal`), `list-style`,
//! `text-decoration`, `transition` and `animation`.
//!
//! A name the table does not hold is unknown: declarations of it are
//! dropped, as a browser drops what it does not support. Among them:
//! `border-image`, `mask`, `columns`, `grid`/`grid-template`/`grid-area`,
//! SVG properties (`fill`, `stroke`), `font-variant-*`, `text-wrap`.
//!
//! Logical properties (`margin-inline`, `padding-block-start`,
//! `inline-size`...) are the physical properties they map to in a
//! horizontal, left-to-right document: `margin-inline-start` is an alias of
//! `margin-left`, and `margin-inline` sets `margin-left` and
//! `margin-right`. A declaration block therefore lists and serializes them
//! under the physical names, where Chromium keeps the logical ones.
//!
//! # How values are checked
//!
//! Keyword, color, length, number and transform values are parsed against
//! their grammar and serialized as CSSOM and Chromium do (`RED` → `red`,
//! `#fff` → `rgb(255, 255, 255)`, `0` → `0px`). Longhands whose grammar is
//! [`grammar::Grammar::Any`] (images, gradients, grid templates, filters,
//! `content`, `will-change`, `touch-action`...) accept any
//! `<declaration-value>` and keep it with whitespace normalized: an invalid
//! value for them is kept where a browser would drop it.

pub mod grammar;
pub mod longhands;
pub mod shorthands;
mod shadow;
mod animation;
mod background;
mod shorthands_complex;

use std::sync::OnceLock;

use cssparser::Parser;

pub use grammar::Grammar;
pub use longhands::{Longhand, LONGHANDS};
pub use shorthands::{Shorthand, SHORTHANDS};

use crate::css::values::Value;

/// A longhand, by its index in [`LONGHANDS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LonghandId(u16);

/// A shorthand, by its index in [`SHORTHANDS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShorthandId(u16);

/// A property of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PropertyId {
    Longhand(LonghandId),
    Shorthand(ShorthandId),
}

/// Legacy names that parse as another property (https://drafts.csswg.org/css-cascade-5/#legacy-name-alias
/// and Chromium's `-webkit-` aliases).
const ALIASES: &[(&str, &str)] = &[
    ("-webkit-align-content", "align-content"),
    ("-webkit-align-items", "align-items"),
    ("-webkit-align-self", "align-self"),
    ("-webkit-animation", "animation"),
    ("-webkit-animation-delay", "animation-delay"),
    ("-webkit-animation-duration", "animation-duration"),
    ("-webkit-animation-name", "animation-name"),
    ("-webkit-appearance", "appearance"),
    ("-webkit-backdrop-filter", "backdrop-filter"),
    ("-webkit-background-clip", "background-clip"),
    ("-webkit-border-radius", "border-radius"),
    ("-webkit-box-shadow", "box-shadow"),
    ("-webkit-box-sizing", "box-sizing"),
    ("-webkit-filter", "filter"),
    ("-webkit-flex", "flex"),
    ("-webkit-flex-direction", "flex-direction"),
    ("-webkit-flex-wrap", "flex-wrap"),
    ("-webkit-justify-content", "justify-content"),
    ("-webkit-opacity", "opacity"),
    ("-webkit-perspective", "perspective"),
    ("-webkit-transform", "transform"),
    ("-webkit-transform-origin", "transform-origin"),
    ("-webkit-transform-style", "transform-style"),
    ("-webkit-transition", "transition"),
    ("-webkit-transition-delay", "transition-delay"),
    ("-webkit-transition-duration", "transition-duration"),
    ("-webkit-transition-property", "transition-property"),
    ("-webkit-transition-timing-function", "transition-timing-function"),
    ("-webkit-user-select", "user-select"),
    ("grid-column-gap", "column-gap"),
    ("grid-gap", "gap"),
    ("grid-row-gap", "row-gap"),
    ("word-wrap", "overflow-wrap"),
    // Logical properties, as the physical ones they are in a horizontal,
    // left-to-right document (https://drafts.csswg.org/css-logical-1/).
    ("block-size", "height"),
    ("inline-size", "width"),
    ("inset-block-end", "bottom"),
    ("inset-block-start", "top"),
    ("inset-inline-end", "right"),
    ("inset-inline-start", "left"),
    ("margin-block-end", "margin-bottom"),
    ("margin-block-start", "margin-top"),
    ("margin-inline-end", "margin-right"),
    ("margin-inline-start", "margin-left"),
    ("max-block-size", "max-height"),
    ("max-inline-size", "max-width"),
    ("min-block-size", "min-height"),
    ("min-inline-size", "min-width"),
    ("padding-block-end", "padding-bottom"),
    ("padding-block-start", "padding-top"),
    ("padding-inline-end", "padding-right"),
    ("padding-inline-start", "padding-left"),
];

impl PropertyId {
    /// The property named `name` (ASCII case-insensitive; aliases resolve
    /// to the property they stand for). Custom properties (`--*`) are not
    /// in the table.
    pub fn parse(name: &str) -> Option<PropertyId> {
        let lower = name.to_ascii_lowercase();
        let name = ALIASES
            .iter()
            .find(|(alias, _)| *alias == lower)
            .map(|(_, target)| *target)
            .unwrap_or(&lower);
        if let Some(id) = LonghandId::from_name(name) {
            return Some(PropertyId::Longhand(id));
        }
        SHORTHANDS
            .iter()
            .position(|s| s.name == name)
            .map(|i| PropertyId::Shorthand(ShorthandId(i as u16)))
    }

    /// The canonical name.
    pub fn name(self) -> &'static str {
        match self {
            PropertyId::Longhand(id) => id.name(),
            PropertyId::Shorthand(id) => id.name(),
        }
    }

    /// The longhands this property sets: itself, or a shorthand's.
    pub fn longhands(self) -> Vec<LonghandId> {
        match self {
            PropertyId::Longhand(id) => vec![id],
            PropertyId::Shorthand(id) => id.longhands().to_vec(),
        }
    }
}

impl LonghandId {
    /// The longhand with this exact (lowercase, canonical) name.
    pub fn from_name(name: &str) -> Option<LonghandId> {
        LONGHANDS
            .binary_search_by(|l| l.name.cmp(name))
            .ok()
            .map(|i| LonghandId(i as u16))
    }

    /// Every longhand, in the table's (alphabetical) order.
    pub fn all() -> impl Iterator<Item = LonghandId> {
        (0..LONGHANDS.len() as u16).map(LonghandId)
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn def(self) -> &'static Longhand {
        &LONGHANDS[self.index()]
    }

    pub fn name(self) -> &'static str {
        self.def().name
    }

    pub fn inherited(self) -> bool {
        self.def().inherited
    }

    /// The initial value, parsed.
    pub fn initial_value(self) -> &'static Value {
        static INITIAL: OnceLock<Vec<Value>> = OnceLock::new();
        let all = INITIAL.get_or_init(|| {
            LONGHANDS
                .iter()
                .map(|l| {
                    let mut parser = Parser::new(l.initial);
                    grammar::parse_value(l.grammar, &mut parser).unwrap_or(Value::Raw(l.initial.to_owned()))
                })
                .collect()
        });
        &all[self.index()]
    }

    /// Parses a whole value of this longhand.
    pub fn parse_value(self, input: &mut Parser<'_>) -> Result<Value, grammar::Error> {
        grammar::parse_value(self.def().grammar, input)
    }
}

impl ShorthandId {
    pub fn def(self) -> &'static Shorthand {
        &SHORTHANDS[usize::from(self.0)]
    }

    pub fn name(self) -> &'static str {
        self.def().name
    }

    /// The longhands, in the shorthand's canonical order.
    pub fn longhands(self) -> &'static [LonghandId] {
        static RESOLVED: OnceLock<Vec<Vec<LonghandId>>> = OnceLock::new();
        let all = RESOLVED.get_or_init(|| {
            SHORTHANDS
                .iter()
                .map(|s| s.longhands.iter().filter_map(|n| LonghandId::from_name(n)).collect())
                .collect()
        });
        &all[usize::from(self.0)]
    }

    /// The shorthands, most longhands first (the order CSSOM tries them in
    /// when serializing a declaration block).
    pub fn all_by_preference() -> &'static [ShorthandId] {
        static ORDER: OnceLock<Vec<ShorthandId>> = OnceLock::new();
        ORDER.get_or_init(|| {
            let mut ids: Vec<ShorthandId> = (0..SHORTHANDS.len() as u16).map(ShorthandId).collect();
            ids.sort_by_key(|id| std::cmp::Reverse(id.def().longhands.len()));
            ids
        })
    }
}

/// Whether `name` is a custom property name (https://drafts.csswg.org/css-variables-2/#custom-property):
/// a <dashed-ident> other than `--` itself, which css-variables reserves
/// (Chromium 156 drops `--: x` too).
pub fn is_custom_property_name(name: &str) -> bool {
    name.starts_with("--") && name.len() > 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_initial_values_parse() {
        for pair in LONGHANDS.windows(2) {
            assert!(pair[0].name < pair[1].name, "{} before {}", pair[0].name, pair[1].name);
        }
        for l in LONGHANDS {
            let mut parser = Parser::new(l.initial);
            assert!(grammar::parse_value(l.grammar, &mut parser).is_ok(), "initial of {}", l.name);
        }
        for s in SHORTHANDS {
            for l in s.longhands {
                assert!(LonghandId::from_name(l).is_some(), "{} of {}", l, s.name);
            }
        }
        for (alias, target) in ALIASES {
            assert!(PropertyId::parse(target).is_some(), "{alias}");
        }
    }

    #[test]
    fn lookup_is_case_insensitive_and_resolves_aliases() {
        assert_eq!(PropertyId::parse("COLOR").map(PropertyId::name), Some("color"));
        assert_eq!(PropertyId::parse("word-wrap").map(PropertyId::name), Some("overflow-wrap"));
        assert_eq!(PropertyId::parse("-webkit-transform").map(PropertyId::name), Some("transform"));
        assert_eq!(PropertyId::parse("margin").map(PropertyId::name), Some("margin"));
        assert!(PropertyId::parse("colour").is_none());
        assert!(PropertyId::parse("--x").is_none());
    }
}
