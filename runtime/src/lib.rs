//! The engine-independent browser model of webmcp, grouped by the
//! specification each part implements:
//!
//! - [`dom`]: node trees (an arena per document, html5ever parsing,
//!   selectors matching, serialization) and event dispatch;
//! - [`html`]: origins and the event loop's scheduling;
//! - [`fetch`]: the resource loader trait the embedder implements;
//! - [`permissions_policy`]: the "tools" feature;
//! - [`webmcp`]: tool names, origin lists, exposure, and input schemas.
//!
//! Nothing in this crate knows about Boa or JavaScript values: script-side
//! objects (event listeners, tool callbacks) are held as opaque handles that
//! the `bindings` crate resolves.

pub mod dom;
pub mod fetch;
pub mod html;
pub mod css;
pub mod permissions_policy;
pub mod webmcp;
