//! Cookies (https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html):
//! parsing set-cookie-strings and cookie dates, and the user agent's one
//! cookie store with its storage model and retrieval algorithm.
//!
//! Written here rather than taken from the `cookie_store` crate, which
//! implements RFC 6265 (2011) for HTTP clients: it has no nameless cookies
//! (`document.cookie = "x"`), no SameSite, no `__Secure-`/`__Host-`
//! prefixes, no creation-time order, and judges "non-HTTP API" by the URL's
//! scheme, so `document.cookie` on an https page could set HttpOnly cookies.
//! The store depends on URLs alone; what a document's context is (secure,
//! same-site) is the HTML side's business (`html::cookies`).

pub mod date;
pub mod parse;
pub mod store;

pub use store::{Api, CookieContext, CookieStore};

#[cfg(test)]
mod tests;
