//! The browser of webmcp, without JavaScript, grouped by the specification
//! each part implements:
//!
//! - [`html`]: the user agent ([`html::UserAgent`]) that owns the browser
//!   state: browsing context groups and their agent cluster maps
//!   ([`html::agent`]), navigables ([`html::Navigable`]), each document's
//!   state outside script ([`html::DocumentState`]: URL, origin, readiness,
//!   sandboxing flags, permissions policy, node tree), each agent's event
//!   loop with tasks that carry their document, the parallel queue and one
//!   clock; origins, sandboxing, structured data, and form controls as data
//!   ([`html::forms`]);
//! - [`dom`]: node trees (an arena per document whose node ids carry their
//!   tree), html5ever parsing, selectors, adoption and cloning, event
//!   dispatch;
//! - [`css`]: style sheets, CSSOM declaration blocks, the cascade and
//!   computed values without layout;
//! - [`cookies`]: the cookie store (RFC 6265bis), which `document.cookie`
//!   reads and writes through [`html::UserAgent`];
//! - [`calendar`]: the proleptic Gregorian calendar of HTML dates and
//!   cookie dates;
//! - [`fetch`]: the resource loader the embedder implements;
//! - [`permissions_policy`]: the "tools" feature;
//! - [`webmcp`]: each document's tool map and the pending tool executions
//!   ([`webmcp::registry`], callbacks by id), getTools' and the embedder's
//!   view of them ([`webmcp::observe`]), tool change notification
//!   ([`webmcp::notify`]), input schemas and declarative (form) tools.
//!
//! Nothing in this crate knows about Boa or JavaScript values: the user
//! agent is generic over the task type, script-side objects (tool callbacks,
//! promises) are named by ids that the `bindings` crate resolves in the
//! agent that holds them, and the parallel queue's steps must be `Send`, so
//! they cannot carry a JavaScript value from one agent to another.

pub mod calendar;
pub mod cookies;
pub mod dom;
pub mod fetch;
pub mod file_api;
pub mod mimesniff;
pub mod html;
pub mod css;
pub mod permissions_policy;
pub mod webmcp;
