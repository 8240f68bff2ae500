//! Hand-written support code that the generated WebIDL glue calls: value
//! conversions, property definition, `this` checks, promise wrapping, event
//! handler attributes and DOMException creation.

pub mod convert;
pub mod define;
pub mod event_handler;
pub mod exception;
pub mod into_js;
pub mod promise;
pub mod reflect;
pub mod structured_clone;
