//! Resize Observer (https://drafts.csswg.org/resize-observer/). webmcp has
//! no layout: every element's boxes are 0×0 (as an element that is not
//! rendered), so an observation reports 0×0 once, in the first rendering
//! update after `observe()` (a new observation's last reported size is
//! -1×-1), and never again.

pub mod resizeobserver;
pub mod resizeobserverentry;
pub mod resizeobserversize;
