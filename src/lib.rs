//! webmcp as a library: load a page headlessly, observe its WebMCP tools,
//! call them as a browser's agent would, evaluate script, and follow tool
//! changes, from ordinary (blocking) Rust code.
//!
//! A [`Session`] owns one page. The page runs on a thread of its own (the
//! JavaScript engine is not `Send`), so its timers, messages between frames
//! and long-running tools keep running between your requests; every method
//! of [`Session`] sends a request to that thread and waits for the answer.
//!
//! ```no_run
//! use serde_json::json;
//! use webmcp::{Session, SessionOptions};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let session = Session::open("examples/todo.html", SessionOptions::default())?;
//! for tool in session.tools() {
//!     println!("{} ({}): {}", tool.name, tool.origin, tool.description);
//! }
//! assert_eq!(session.call("add_item", json!({"text": "milk"}))?, json!({"index": 0}));
//! assert_eq!(session.eval("document.querySelector('li').textContent")?, json!("[ ] milk"));
//! # Ok(())
//! # }
//! ```
//!
//! Time: by default a session runs on virtual time, as `webmcp run` does:
//! a timer fires as soon as nothing else can run, so a tool that waits five
//! seconds answers at once and tests are fast and repeatable. While no call
//! is pending the clock stands still. [`TimeMode::Real`] keeps wall-clock
//! time instead (what `webmcp serve` uses by default).

#![warn(missing_docs)]

pub mod serve;
mod session;
mod site;

#[doc(hidden)]
pub use session::process::page_process;

pub use bindings::embedder::{DocumentHandle, ObservedTool as Tool, ThrownException, ToolAnnotations, TopDocument};
pub use session::errors::{is_error_result, result_text, CallError, Error};
pub use session::options::{Isolation, SessionOptions, TimeMode, DEFAULT_MAX_MEMORY, KILL_MARGIN};
pub use site::DEFAULT_ORIGIN;
pub use session::{CallId, Event, LoadState, PendingCall, Session, PAGE_THREAD_STACK};
