//! CSSOM (https://drafts.csswg.org/cssom/): `CSSStyleDeclaration` for the
//! `style` attribute, style rules and `getComputedStyle`; the document's
//! style sheets (`document.styleSheets`, `CSSStyleSheet`, `MediaList`) and
//! their rules (`CSSRule` and its subclasses), over the runtime's CSS
//! (`runtime::css`).

pub mod css;
pub mod cssconditionrule;
pub mod cssgroupingrule;
pub mod cssimportrule;
pub mod csslayerblockrule;
pub mod csslayerstatementrule;
pub mod cssmediarule;
pub mod cssrule;
pub mod cssrulelist;
pub mod cssstyledeclaration;
pub mod cssstylerule;
pub mod cssstylesheet;
pub mod csssupportsrule;
pub mod medialist;
pub mod sheets;
pub mod stylesheet;
pub mod stylesheetlist;
