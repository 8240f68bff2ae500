//! The CSS Object Model's state and algorithms: CSS declaration blocks
//! (https://drafts.csswg.org/cssom/#css-declaration-blocks) behind
//! `CSSStyleDeclaration` with the mapping from its attribute names
//! (`backgroundColor`) to properties, and CSS style sheets and their rules
//! (https://drafts.csswg.org/cssom/#css-style-sheets) behind
//! `CSSStyleSheet`, `CSSRule` and `MediaList`.

pub mod declaration;
pub mod declaration_block;
pub mod names;
pub mod rule;
pub mod serialize;
pub mod sheet;

pub use declaration::{CssWideKeyword, Declaration, DeclaredValue, PropertyKey, PropertyName};
pub use declaration_block::DeclarationBlock;
pub use names::{all_property_names, camel_case_attribute, property_for_attribute};
