//! Web IDL (https://webidl.spec.whatwg.org/): the hand-written support code
//! that the generated glue calls (value conversions, property definition,
//! `this` checks, promise wrapping, event handler attributes), and the
//! DOMException interface.

pub mod buffer;
pub mod convert;
pub mod define;
pub mod domexception;
pub mod exception;
pub mod into_js;
pub mod iterable;
pub mod json;
pub mod kind;
pub mod lazy;
pub mod legacy;
pub mod promise;
pub mod reflect;
