//! Fetch (https://fetch.spec.whatwg.org/): `fetch()` over the page's
//! resource loader, Headers, Request and Response.

pub mod body;
pub mod fetch;
pub mod headers;
pub mod request;
pub mod response;
