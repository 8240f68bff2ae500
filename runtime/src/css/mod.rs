//! CSS without layout: style sheets, the cascade and computed values.
//!
//! - [`values`]: CSS values, units and colors;
//! - [`properties`]: the property table (longhands, shorthands, grammars);
//! - [`cssom`]: CSS declaration blocks (`element.style`, a rule's `style`);
//! - [`stylesheet`]: parsing author style sheets, `@media` and `@supports`;
//! - [`cascade`]: the user-agent sheet, selector matching, the cascade;
//! - [`computed`]: computed and resolved values (`getComputedStyle`).
//!
//! Built on Servo's `cssparser` (tokenizer and rule/declaration parsing),
//! `cssparser-color` (color syntax) and `selectors` (matching, through
//! [`crate::dom::select`]). Mozilla's `style` crate (Stylo) and
//! `lightningcss` were considered: Stylo needs Gecko or Servo's build
//! (Python code generation, hundreds of dependent crates) and lightningcss
//! brings its own forks of the selector and parser crates and minification
//! machinery, and neither computes the cascade against this engine's tree;
//! both would add minutes of compile time to a crate that builds in
//! seconds.

//!
//! # How the bindings use it
//!
//! - **Style sheets.** For a `<style>` element, [`stylesheet::StyleSheet::parse`]
//!   its child text with the document's base URL; for a
//!   `<link rel=stylesheet>`, the fetched body with the response URL. Fetch
//!   what [`stylesheet::StyleSheet::pending_imports_mut`] lists and store
//!   the parsed sheet in `ImportRule::sheet`. Report
//!   [`stylesheet::StyleSheet::warnings`] on the console if wanted.
//! - **The rule index.** [`cascade::Stylist::new`] with the document's
//!   sheets in tree order; rebuild it when a sheet is added, removed or
//!   changed (it costs tens of microseconds: selectors and declaration
//!   blocks are shared, not copied).
//! - **`getComputedStyle(element)`** is live: keep the element and, on
//!   each read, call [`cascade::Stylist::computed_style`] then
//!   [`computed::ComputedStyle::get`] with the property name (a camel-case
//!   attribute first goes through [`cssom::property_for_attribute`]);
//!   `length`/`item()` use [`computed::ComputedStyle::property_names`].
//! - **`element.style`** is a [`cssom::DeclarationBlock`]: build it with
//!   [`cssom::DeclarationBlock::parse`] from the `style` attribute (and
//!   again whenever the attribute changes by other means), call its
//!   CSSOM methods, and when one reports a change write
//!   [`cssom::DeclarationBlock::css_text`] to the `style` attribute
//!   (CSSOM's "update style attribute"). The cascade reads the `style`
//!   attribute from the tree, so the attribute is the one source of truth.
//!   Attribute names of `CSSStyleDeclaration` (`backgroundColor`,
//!   `background-color`, `webkitTransform`, `cssFloat`) map to properties
//!   with [`cssom::property_for_attribute`]; [`cssom::all_property_names`]
//!   lists the properties to define attributes for.
//! - **`matchMedia()`** and **`CSS.supports()`**:
//!   [`stylesheet::evaluate_media_query_list`],
//!   [`stylesheet::evaluate_supports_condition`] and
//!   [`stylesheet::supports::supports_declaration`].
//! - **Element states** (`:focus`, `:tool-form-active`,
//!   `:tool-submit-active`): [`crate::dom::Tree::set_element_state`].

pub mod values;
pub mod properties;
pub mod cssom;
pub mod stylesheet;
pub mod cascade;
pub mod computed;

/// The viewport the engine evaluates media queries and viewport units
/// against: 1280×720 CSS pixels (a common desktop window), as there is no
/// window.
pub const VIEWPORT_WIDTH: f32 = 1280.0;
/// See [`VIEWPORT_WIDTH`].
pub const VIEWPORT_HEIGHT: f32 = 720.0;
