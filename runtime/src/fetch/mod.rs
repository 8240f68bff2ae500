//! Fetching (https://fetch.spec.whatwg.org/): the loader the embedder provides.

pub mod headers;
pub mod loader;
