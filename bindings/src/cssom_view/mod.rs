//! CSSOM View (https://drafts.csswg.org/cssom-view/): media queries from
//! script. Without layout the viewport is fixed (see
//! `runtime::css::stylesheet::media`), so a MediaQueryList's `matches`
//! never changes and `change` is never fired.

pub mod mediaquerylist;
pub mod mediaquerylistevent;
