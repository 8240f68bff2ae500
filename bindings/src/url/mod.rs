//! The URL Standard (https://url.spec.whatwg.org/): URL and URLSearchParams,
//! on the `url` crate (its `quirks` module is the standard's API getters and
//! setters; `form_urlencoded` is application/x-www-form-urlencoded).

pub mod url;
pub mod urlsearchparams;
