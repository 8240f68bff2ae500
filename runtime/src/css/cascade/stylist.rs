//! The rules that apply to a document, indexed for matching: every style
//! rule of the user-agent sheet and the author sheets (in document order),
//! with its origin, cascade layer and order of appearance, bucketed by the
//! id, class or tag name its selector requires of the subject.

use std::collections::HashMap;
use std::sync::Arc;

use html5ever::LocalName;
use selectors::parser::{Component, Selector};

use super::ua::user_agent_sheet;
use crate::css::cssom::DeclarationBlock;
use crate::css::stylesheet::{CssRule, StyleSheet};
use crate::dom::select::{CssLocalName, Impl};

/// https://drafts.csswg.org/css-cascade-5/#cascading-origins (no user
/// origin: the engine has no user style sheet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    UserAgent,
    Author,
}

/// Imports nested deeper than this are ignored.
const MAX_IMPORT_DEPTH: usize = 16;

/// One selector of a style rule, ready for matching.
#[derive(Debug)]
pub(crate) struct IndexedRule {
    pub selector: Selector<Impl>,
    pub declarations: Arc<DeclarationBlock>,
    pub origin: Origin,
    /// The rule's cascade layer: its index in layer order, or `None` when
    /// unlayered.
    pub layer: Option<u32>,
    /// Order of appearance across all sheets.
    pub order: u32,
}

/// The indexed rules of a document's style sheets.
///
/// Cheap to build (one pass over the rules; selectors and declaration
/// blocks are shared, not copied): the bindings rebuild it when the
/// document's list of sheets or a sheet's rules change, and keep it
/// otherwise. Matching an element looks at the rules of the buckets of its
/// id, classes and tag name and the universal bucket only.
#[derive(Debug, Default)]
pub struct Stylist {
    pub(crate) rules: Vec<IndexedRule>,
    by_id: HashMap<LocalName, Vec<usize>>,
    by_class: HashMap<LocalName, Vec<usize>>,
    by_tag: HashMap<LocalName, Vec<usize>>,
    universal: Vec<usize>,
    /// Layer names in layer order (https://drafts.csswg.org/css-cascade-5/#layer-ordering).
    layers: Vec<String>,
    /// Parsed `style` attributes.
    pub(crate) inline: super::InlineStyleCache,
}

impl Stylist {
    /// The rules of the user-agent sheet, then of `author_sheets` in
    /// order (the document's `<style>` and `<link rel=stylesheet>` sheets in
    /// tree order).
    pub fn new(author_sheets: &[&StyleSheet]) -> Stylist {
        let mut stylist = Stylist::default();
        let mut order = 0u32;
        let mut ua_layers = Vec::new();
        stylist.add_rules(&user_agent_sheet().rules, Origin::UserAgent, None, &mut order, 0, &mut ua_layers);
        let mut author_layers = Vec::new();
        for sheet in author_sheets {
            stylist.add_rules(&sheet.rules, Origin::Author, None, &mut order, 0, &mut author_layers);
        }
        stylist.layers = author_layers;
        stylist
    }

    /// The author layer names, in layer order.
    pub fn layer_order(&self) -> &[String] {
        &self.layers
    }

    fn layer_index(layers: &mut Vec<String>, name: &str) -> u32 {
        match layers.iter().position(|l| l == name) {
            Some(i) => i as u32,
            None => {
                layers.push(name.to_owned());
                (layers.len() - 1) as u32
            }
        }
    }

    fn add_rules(
        &mut self,
        rules: &[CssRule],
        origin: Origin,
        layer: Option<&str>,
        order: &mut u32,
        depth: usize,
        layers: &mut Vec<String>,
    ) {
        let full_name = |name: &str| match layer {
            Some(parent) => format!("{parent}.{name}"),
            None => name.to_owned(),
        };
        for rule in rules {
            match rule {
                CssRule::Style(style) => {
                    let layer_index = layer.map(|l| Self::layer_index(layers, l));
                    for selector in style.selectors.slice() {
                        // Rules for pseudo-elements style those, not the element.
                        if selector.has_pseudo_element() {
                            continue;
                        }
                        let index = self.rules.len();
                        self.rules.push(IndexedRule {
                            selector: selector.clone(),
                            declarations: style.declarations.clone(),
                            origin,
                            layer: layer_index,
                            order: *order,
                        });
                        self.bucket(index);
                    }
                    *order += 1;
                    self.add_rules(&style.rules, origin, layer, order, depth, layers);
                }
                CssRule::Media { matches, rules, .. } | CssRule::Supports { matches, rules, .. } => {
                    if *matches {
                        self.add_rules(rules, origin, layer, order, depth, layers);
                    }
                }
                CssRule::LayerBlock { name, rules } => {
                    // An anonymous layer gets a name no author can write.
                    let name = match name {
                        Some(n) => full_name(n),
                        None => full_name(&format!("\u{0}anonymous{}", *order)),
                    };
                    Self::layer_index(layers, &name);
                    self.add_rules(rules, origin, Some(&name), order, depth, layers);
                }
                CssRule::LayerStatement { names } => {
                    for n in names {
                        Self::layer_index(layers, &full_name(n));
                    }
                }
                CssRule::Import(import) => {
                    let Some(sheet) = &import.sheet else { continue };
                    if !(import.media_matches && import.supports_matches) || depth >= MAX_IMPORT_DEPTH {
                        continue;
                    }
                    let name = match &import.layer {
                        Some(Some(n)) => Some(full_name(n)),
                        Some(None) => Some(full_name(&format!("\u{0}anonymous{}", *order))),
                        None => layer.map(str::to_owned),
                    };
                    if let Some(n) = &name {
                        Self::layer_index(layers, n);
                    }
                    self.add_rules(&sheet.rules, origin, name.as_deref(), order, depth + 1, layers);
                }
                CssRule::Other { .. } => {}
            }
        }
    }

    /// Files the rule under the most selective simple selector of its
    /// subject's compound selector: an id, else a class, else a tag name.
    fn bucket(&mut self, index: usize) {
        let mut id = None;
        let mut class = None;
        let mut tag = None;
        for component in self.rules[index].selector.iter() {
            match component {
                Component::ID(CssLocalName(name)) => id = Some(name.clone()),
                Component::Class(CssLocalName(name)) => class = Some(name.clone()),
                Component::LocalName(l) => tag = Some(l.lower_name.0.clone()),
                _ => {}
            }
        }
        if let Some(id) = id {
            self.by_id.entry(id).or_default().push(index);
        } else if let Some(class) = class {
            self.by_class.entry(class).or_default().push(index);
        } else if let Some(tag) = tag {
            self.by_tag.entry(tag).or_default().push(index);
        } else {
            self.universal.push(index);
        }
    }

    /// The rules that may match an element with this id, classes and
    /// (lowercase) tag name; every rule when `all` (quirks mode, where ids
    /// and classes match case-insensitively).
    pub(crate) fn candidates(&self, id: Option<&str>, classes: &[&str], tag: &str, all: bool) -> Vec<usize> {
        if all {
            return (0..self.rules.len()).collect();
        }
        let mut out: Vec<usize> = self.universal.clone();
        if let Some(id) = id {
            if let Some(v) = self.by_id.get(&LocalName::from(id)) {
                out.extend(v);
            }
        }
        for class in classes {
            if let Some(v) = self.by_class.get(&LocalName::from(*class)) {
                out.extend(v);
            }
        }
        if let Some(v) = self.by_tag.get(&LocalName::from(tag)) {
            out.extend(v);
        }
        // A class listed twice would bring its rules twice.
        out.sort_unstable();
        out.dedup();
        out
    }
}
