//! Fetch (https://fetch.spec.whatwg.org/): the Response interface.

pub mod response;
