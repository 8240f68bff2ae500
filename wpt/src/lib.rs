//! The WPT runner's engine-independent parts: the WPT hosts and origins, a
//! virtual wptserve over a WPT root, test discovery, results, expectations
//! and the reports people and tools read. Running pages on Boa lives in
//! `runner`.
//!
//! How a runner uses it (the `webmcp wpt` command does this, with a
//! [`pool::Pool`] of worker processes as the executor):
//!
//! ```no_run
//! use std::rc::Rc;
//! use wpt::*;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let root = std::path::Path::new("/path/to/wpt");
//! let expectations = Expectations::load_dir(std::path::Path::new("wpt/expectations"))?;
//! let tests = discover(root, &["/webmcp".to_string()])?;
//! let plan = session::plan(root, tests, &expectations, 1.0);
//! let server = Rc::new(VirtualServer::new(root));
//! let mut executor = session::InProcess::new(server, bindings::page::PageOptions::default());
//! struct Print<'a>(&'a Expectations);
//! impl session::Observer for Print<'_> {
//!     fn started(&mut self, _test: &str, _worker: usize) {}
//!     fn finished(&mut self, result: &TestResult) {
//!         for line in test_lines(result, self.0) {
//!             println!("{line}");
//!         }
//!     }
//! }
//! let outcome = session::run_session(&mut executor, &plan, &expectations, Default::default(), &mut Print(&expectations))?;
//! let summary = summarize(&outcome.results, &expectations);
//! println!("{}", summary_line(&summary));
//! wptreport(&outcome.results, &expectations, default_run_info(), 0, 0)
//!     .write(std::path::Path::new("wptreport.json"))?;
//! # Ok(())
//! # }
//! ```

pub mod compare;
pub mod diff;
pub mod content_type;
pub mod discover;
pub mod hosts;
pub mod idl_subset;
pub mod metadata;
pub mod pool;
pub mod protocol;
pub mod report;
pub mod results;
pub mod select;
pub mod server;
pub mod session;
pub mod share;
pub mod substitute;
pub mod timeouts;
pub mod worker;
pub mod wptreport;
pub mod wrapper;
pub mod xunit;

pub use compare::{compare, summarize, Summary, Unexpected};
pub use discover::{discover, Test, TestKind};
pub use metadata::Expectations;
pub use hosts::test_url;
pub use report::{result_lines, summary_line, summary_lines, test_lines, unexpected_lines};
pub use results::{HarnessStatus, SubtestResult, SubtestStatus, TestResult};
pub use server::VirtualServer;
pub use wptreport::{default_run_info, wptreport, WptReport};
pub mod runner;
