//! The WPT runner's engine-independent parts: the WPT hosts and origins, a
//! virtual wptserve over a WPT root, test discovery, results, expectations
//! and the reports people and tools read. Running pages on Boa lives in
//! `runner`.

pub mod content_type;
pub mod discover;
pub mod hosts;
pub mod server;
pub mod substitute;
pub mod wrapper;

pub use hosts::test_url;
pub use server::VirtualServer;
