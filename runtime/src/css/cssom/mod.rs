//! CSS declaration blocks of the CSS Object Model
//! (https://drafts.csswg.org/cssom/#css-declaration-blocks): the state and
//! algorithms behind `CSSStyleDeclaration`, and the mapping from its
//! attribute names (`backgroundColor`) to properties.

pub mod declaration;
pub mod declaration_block;
pub mod names;
pub mod serialize;

pub use declaration::{CssWideKeyword, Declaration, DeclaredValue, PropertyKey, PropertyName};
pub use declaration_block::DeclarationBlock;
pub use names::{all_property_names, camel_case_attribute, property_for_attribute};
