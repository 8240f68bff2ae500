//! The WPT runner's engine-independent parts: the WPT hosts and origins, a
//! virtual wptserve over a WPT root, test discovery, results, expectations
//! and the reports people and tools read. Running pages on Boa lives in
//! `runner`.
//!
//! How a runner uses it:
//!
//! ```no_run
//! use runtime::fetch::loader::ResourceLoader;
//! use wpt::*;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let root = std::path::Path::new("/path/to/wpt");
//! let server = VirtualServer::new(root);
//! let expectations = Expectations::bundled()?;
//! let mut results = Vec::new();
//! for test in discover(root, &[])? {
//!     let page = server.load(&test_url(&test.path))?; // status 404 if missing
//!     // ... run `page` on the engine; the page calls __webmcp_wpt_report(json)
//!     let json = r#"{"status":0,"message":null,"stack":null,"tests":[]}"#;
//!     let result = TestResult::from_harness_json(&test.path, json, 0)?;
//!     for line in result_lines(&result, &expectations) {
//!         println!("{line}");
//!     }
//!     results.push(result);
//! }
//! let summary = summarize(&results, &expectations);
//! println!("{}", summary_line(&summary));
//! wptreport(&results, &expectations, default_run_info(), 0, 0)
//!     .write(std::path::Path::new("wptreport.json"))?;
//! # Ok(())
//! # }
//! ```

pub mod compare;
pub mod content_type;
pub mod discover;
pub mod expectations;
pub mod hosts;
pub mod report;
pub mod results;
pub mod server;
pub mod substitute;
pub mod wptreport;
pub mod wrapper;

pub use compare::{compare, summarize, Summary, Unexpected};
pub use discover::{discover, Test, TestKind};
pub use expectations::Expectations;
pub use hosts::test_url;
pub use report::{result_lines, summary_line, unexpected_lines};
pub use results::{HarnessStatus, SubtestResult, SubtestStatus, TestResult};
pub use server::VirtualServer;
pub use wptreport::{default_run_info, wptreport, WptReport};
pub mod runner;
