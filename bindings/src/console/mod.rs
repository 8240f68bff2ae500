//! Console (https://console.spec.whatwg.org/): the console namespace.

pub mod console;
