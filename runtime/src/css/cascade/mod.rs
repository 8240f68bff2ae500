//! The cascade (https://drafts.csswg.org/css-cascade-5/#cascading): for an
//! element, the winning declared value of every property.
//!
//! Declarations come from the user-agent sheet, the author sheets (through
//! a [`Stylist`]) and the element's `style` attribute, and are ordered by
//! origin and importance, element-attached styles, cascade layer,
//! specificity and order of appearance. `revert` and `revert-layer` roll
//! back to the origin or layer below.

mod stylist;
pub mod ua;

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use html5ever::tree_builder::QuirksMode;

pub use stylist::{Origin, Stylist};

use crate::css::cssom::{CssWideKeyword, DeclarationBlock, DeclaredValue, PropertyKey};
use crate::dom::select::Matcher;
use crate::dom::{NodeId, Tree};

/// https://drafts.csswg.org/css-cascade-5/#cascade-sort : sorting key of a
/// declaration, lowest precedence first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Precedence {
    /// Origin and importance: UA normal, author normal, author important,
    /// UA important.
    origin_importance: u8,
    /// Element-attached (`style` attribute) declarations beat rules.
    attached: bool,
    /// Layer rank: for normal declarations later layers win and unlayered
    /// ones win over all; for important ones the order is reversed.
    layer: i64,
    specificity: u32,
    order: u32,
}

/// The winning declared values of one element.
#[derive(Clone, Debug, Default)]
pub struct CascadedValues {
    values: HashMap<PropertyKey, DeclaredValue>,
}

impl CascadedValues {
    /// The cascaded value of a longhand or custom property, if any
    /// declaration applies.
    pub fn get(&self, key: &PropertyKey) -> Option<&DeclaredValue> {
        self.values.get(key)
    }

    /// The custom properties that have a cascaded value.
    pub fn custom_properties(&self) -> impl Iterator<Item = (&str, &DeclaredValue)> {
        self.values.iter().filter_map(|(k, v)| match k {
            PropertyKey::Custom(name) => Some((name.as_str(), v)),
            PropertyKey::Longhand(_) => None,
        })
    }
}

/// Parsed `style` attributes, by their text, so that the same attribute is
/// parsed once across the elements and calls that need it.
#[derive(Debug, Default)]
pub struct InlineStyleCache {
    parsed: RefCell<HashMap<String, Arc<DeclarationBlock>>>,
}

/// Entries kept before the cache starts over (memory stays bounded on a
/// page that writes many distinct `style` values).
const INLINE_CACHE_LIMIT: usize = 4096;

impl InlineStyleCache {
    fn get(&self, text: &str) -> Arc<DeclarationBlock> {
        if let Some(block) = self.parsed.borrow().get(text) {
            return block.clone();
        }
        let block = Arc::new(DeclarationBlock::parse(text));
        let mut map = self.parsed.borrow_mut();
        if map.len() >= INLINE_CACHE_LIMIT {
            map.clear();
        }
        map.insert(text.to_owned(), block.clone());
        block
    }
}

/// How a declaration came in, for `revert` and `revert-layer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Source {
    origin: Origin,
    layer: Option<u32>,
    attached: bool,
}

/// https://drafts.csswg.org/css-cascade-5/#cascade : the cascaded values
/// of `element`.
pub fn cascade(stylist: &Stylist, inline: &InlineStyleCache, tree: &Tree, element: NodeId) -> CascadedValues {
    let Some(data) = tree.element(element) else {
        return CascadedValues::default();
    };
    // 1. Collect the declarations that apply: those of matching rules...
    let classes: Vec<&str> = data
        .plain_attribute("class")
        .map(|c| c.split_ascii_whitespace().collect())
        .unwrap_or_default();
    let quirks = tree.quirks_mode() == QuirksMode::Quirks;
    let tag = data.local_name().to_ascii_lowercase();
    let mut matcher = Matcher::new(tree);
    let mut blocks: Vec<(Arc<DeclarationBlock>, Source, u32, u32)> = Vec::new();
    for index in stylist.candidates(data.id(), &classes, &tag, quirks) {
        let rule = &stylist.rules[index];
        if matcher.matches(&rule.selector, element) {
            let source = Source { origin: rule.origin, layer: rule.layer, attached: false };
            blocks.push((rule.declarations.clone(), source, rule.selector.specificity(), rule.order));
        }
    }
    // ... and of the `style` attribute (https://drafts.csswg.org/css-style-attr/).
    if let Some(style) = data.plain_attribute("style") {
        let source = Source { origin: Origin::Author, layer: None, attached: true };
        blocks.push((inline.get(style), source, 0, u32::MAX));
    }
    // 2. Sort every declaration by precedence, highest first.
    let mut declarations: Vec<(Precedence, Source, &PropertyKey, &DeclaredValue)> = Vec::new();
    for (block, source, specificity, order) in &blocks {
        for d in block.declarations() {
            declarations.push((precedence(*source, d.important, *specificity, *order), *source, &d.property, &d.value));
        }
    }
    declarations.sort_by(|a, b| b.0.cmp(&a.0));
    // 3. The output of the cascade: for each property the value of the
    //    highest declaration, skipping what `revert`/`revert-layer` roll
    //    back.
    let mut values: HashMap<PropertyKey, DeclaredValue> = HashMap::new();
    let mut rolled_back: HashMap<&PropertyKey, (Source, bool)> = HashMap::new();
    for (_, source, key, value) in declarations {
        if values.contains_key(key) {
            continue;
        }
        if let Some((barrier, whole_origin)) = rolled_back.get(key) {
            let same_origin = barrier.origin == source.origin;
            let same_layer = same_origin && barrier.layer == source.layer && barrier.attached == source.attached;
            if (*whole_origin && same_origin) || same_layer {
                continue;
            }
        }
        match value {
            // https://drafts.csswg.org/css-cascade-5/#default : rolls back
            // to the previous origin (for the user-agent origin: unset).
            DeclaredValue::CssWide(CssWideKeyword::Revert) => {
                if source.origin == Origin::UserAgent {
                    values.insert(key.clone(), DeclaredValue::CssWide(CssWideKeyword::Unset));
                } else {
                    rolled_back.insert(key, (source, true));
                }
            }
            DeclaredValue::CssWide(CssWideKeyword::RevertLayer) => {
                rolled_back.insert(key, (source, false));
            }
            _ => {
                values.insert(key.clone(), value.clone());
            }
        }
    }
    CascadedValues { values }
}

fn precedence(source: Source, important: bool, specificity: u32, order: u32) -> Precedence {
    let origin_importance = match (source.origin, important) {
        (Origin::UserAgent, false) => 0,
        (Origin::Author, false) => 1,
        (Origin::Author, true) => 2,
        (Origin::UserAgent, true) => 3,
    };
    let layer = match (source.layer, important) {
        (None, false) => i64::MAX,
        (Some(l), false) => i64::from(l),
        (None, true) => i64::MIN,
        (Some(l), true) => -i64::from(l),
    };
    Precedence { origin_importance, attached: source.attached, layer, specificity, order }
}
