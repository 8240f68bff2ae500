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
