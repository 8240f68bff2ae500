//! Computed values (https://drafts.csswg.org/css-cascade-5/#computed) and
//! the resolved values `getComputedStyle` returns
//! (https://drafts.csswg.org/cssom/#resolved-values), without layout.
//!
//! What a value becomes:
//!
//! - colors: `rgb(r, g, b)` or `rgba(r, g, b, a)` (named, hex, `rgb()`,
//!   `hsl()`, `hwb()`, system colors, `transparent`, `currentcolor`);
//!   `lab()`/`oklch()`/`color()` stay in their notation, as in Chromium;
//! - lengths: px for absolute units, `em`/`rem`/`%` of font sizes, and
//!   viewport units (1280×720); `ex`, `ch`, `lh` and container units stay as
//!   specified (they need font metrics or layout);
//! - percentages and `auto` in box properties (`width: 50%`, `margin:
//!   auto`) stay as specified: Chromium gives the used value in px from
//!   layout, which this engine does not have;
//! - math functions stay as specified, but `calc()` of absolute lengths
//!   and numbers is evaluated;
//! - `display` is blockified for the root element, floated and absolutely
//!   positioned elements, and children of flex and grid containers;
//! - `font-size` keywords and relative sizes in px, `font-weight` as a
//!   number, `line-height` in px (numbers are kept for inheritance and
//!   resolved against the font size, as Chromium does);
//! - `opacity` as a number clamped to [0, 1]; times in seconds;
//! - `transform`: a `matrix()`/`matrix3d()` as Chromium gives it, unless a
//!   translation is a percentage (it needs the box size): then as
//!   specified;
//! - `border-*-width` is `0px` when the border style is `none` or `hidden`;
//! - custom properties: the substituted token string.
//!
//! An element that is not connected to its document has no computed style:
//! every property reads as the empty string (as in Chromium).

mod compute;
pub mod custom_properties;
mod transform;

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::css::cascade::{cascade, CascadedValues, InlineStyleCache, Stylist};
use crate::css::cssom::{PropertyKey, PropertyName};
use crate::css::properties::{LonghandId, PropertyId};
use crate::css::values::Value;
use crate::dom::{NodeId, Tree};

pub use custom_properties::CustomProperties;

/// The style of one element, computed lazily property by property: reading
/// a property computes it, and what it depends on (its parent's inherited
/// values, the font size, the color), once.
pub struct ComputedStyle<'a> {
    stylist: &'a Stylist,
    inline: &'a InlineStyleCache,
    tree: &'a Tree,
    element: NodeId,
    connected: bool,
    cascaded: CascadedValues,
    parent: OnceCell<Option<Box<ComputedStyle<'a>>>>,
    custom: OnceCell<CustomProperties>,
    values: RefCell<HashMap<LonghandId, Rc<Value>>>,
}

impl Stylist {
    /// The computed style of `element`, for `getComputedStyle(element)`.
    ///
    /// Only the element and its ancestors are cascaded, and only what is
    /// read is computed: reading a property of one element costs the
    /// matching of its ancestors' rules, not the whole document's.
    pub fn computed_style<'a>(&'a self, tree: &'a Tree, element: NodeId) -> ComputedStyle<'a> {
        ComputedStyle::new(self, self.inline_cache(), tree, element)
    }
}

impl<'a> ComputedStyle<'a> {
    fn new(stylist: &'a Stylist, inline: &'a InlineStyleCache, tree: &'a Tree, element: NodeId) -> ComputedStyle<'a> {
        let connected = tree.element(element).is_some() && tree.is_connected(element);
        let cascaded = if connected { cascade(stylist, inline, tree, element) } else { CascadedValues::default() };
        ComputedStyle {
            stylist,
            inline,
            tree,
            element,
            connected,
            cascaded,
            parent: OnceCell::new(),
            custom: OnceCell::new(),
            values: RefCell::new(HashMap::new()),
        }
    }

    /// The element this style is of.
    pub fn element(&self) -> NodeId {
        self.element
    }

    /// The winning declared values (before computing).
    pub fn cascaded(&self) -> &CascadedValues {
        &self.cascaded
    }

    /// The parent element's style (inheritance follows the DOM tree; the
    /// engine has no shadow trees).
    pub(crate) fn parent(&self) -> Option<&ComputedStyle<'a>> {
        self.parent
            .get_or_init(|| {
                let parent = self.tree.parent_element(self.element)?;
                Some(Box::new(ComputedStyle::new(self.stylist, self.inline, self.tree, parent)))
            })
            .as_deref()
    }

    /// The root element's style (for `rem`).
    pub(crate) fn root(&self) -> &ComputedStyle<'a> {
        let mut style = self;
        while let Some(p) = style.parent() {
            style = p;
        }
        style
    }

    pub(crate) fn is_root(&self) -> bool {
        self.tree.parent_element(self.element).is_none()
    }

    /// The computed custom properties.
    pub fn custom_properties(&self) -> &CustomProperties {
        self.custom.get_or_init(|| {
            let inherited = match self.parent() {
                Some(p) => p.custom_properties().clone(),
                None => Rc::new(HashMap::new()),
            };
            custom_properties::compute_custom_properties(self.cascaded.custom_properties(), &inherited)
        })
    }

    /// The computed value of a longhand.
    pub fn computed_value(&self, id: LonghandId) -> Rc<Value> {
        if let Some(v) = self.values.borrow().get(&id) {
            return v.clone();
        }
        let value = Rc::new(compute::compute_longhand(self, id));
        self.values.borrow_mut().insert(id, value.clone());
        value
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
    /// on the resolved style (`getComputedStyle(e).getPropertyValue(p)`):
    /// the resolved value of a longhand, a shorthand built from its
    /// longhands' resolved values (box shorthands and `border*`; other
    /// shorthands give `""`), or a custom property's computed value; `""`
    /// for unknown properties and elements that are not connected.
    pub fn get(&self, property: &str) -> String {
        if !self.connected {
            return String::new();
        }
        match PropertyName::parse(property) {
            Some(PropertyName::Custom(name)) => self.custom_properties().get(&name).cloned().unwrap_or_default(),
            Some(PropertyName::Known(PropertyId::Longhand(id))) => compute::resolved_value(self, id),
            Some(PropertyName::Known(PropertyId::Shorthand(id))) => compute::resolved_shorthand(self, id),
            None => String::new(),
        }
    }

    /// The names `getComputedStyle(e)` enumerates (`length`, `item(i)`):
    /// every longhand of the table in alphabetical order, then the custom
    /// properties that have a value, in code point order.
    pub fn property_names(&self) -> Vec<String> {
        if !self.connected {
            return Vec::new();
        }
        let mut custom: Vec<String> = self.custom_properties().keys().cloned().collect();
        custom.sort();
        LonghandId::all().map(|l| l.name().to_owned()).chain(custom).collect()
    }

    /// The declared value of a longhand on this element, if any.
    pub(crate) fn declared(&self, id: LonghandId) -> Option<&crate::css::cssom::DeclaredValue> {
        self.cascaded.get(&PropertyKey::Longhand(id))
    }
}

impl Stylist {
    pub(crate) fn inline_cache(&self) -> &InlineStyleCache {
        &self.inline
    }
}
