//! CSSOM (https://drafts.csswg.org/cssom/): `CSSStyleDeclaration` for the
//! `style` attribute and `getComputedStyle`, over the runtime's CSS
//! (`runtime::css`), and the document's style sheets.

pub mod css;
pub mod cssstyledeclaration;
pub mod sheets;
