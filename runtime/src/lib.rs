//! The engine-independent browser model of webmcp: origins, documents and
//! their node trees, permissions policy, the event loop, event dispatch and
//! the WebMCP state (tool maps, pending tool executions).
//!
//! Nothing in this crate knows about Boa or JavaScript values: script-side
//! objects (event listeners, tool callbacks) are held as opaque handles that
//! the `bindings` crate resolves.

pub mod loader;
pub mod event;
pub mod event_loop;
pub mod origin;
pub mod dom;
pub mod permissions_policy;
pub mod schema;
pub mod webmcp;
