//! The XMLHttpRequest Standard's ProgressEvent (https://xhr.spec.whatwg.org/#interface-progressevent).

pub mod progressevent;
