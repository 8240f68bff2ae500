//! The WPT runner's engine-independent parts: the WPT hosts and origins, a
//! virtual wptserve over a WPT root, test discovery, results, expectations
//! and the reports people and tools read. Running pages on Boa lives in
//! `runner`.

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
