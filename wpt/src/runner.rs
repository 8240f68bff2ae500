//! Runs WPT pages on the engine: each test page is loaded from the virtual
//! server into its own page, run until its event loop is idle, and its
//! testharness.js report (or, for crash tests, its completion) collected.

use std::rc::Rc;
use std::time::Instant;

use bindings::page::{Page, PageOptions};
use runtime::fetch::loader::ResourceLoader;

use crate::{test_url, HarnessStatus, Test, TestKind, TestResult, VirtualServer};

/// Runs one test page.
pub fn run_test(server: &Rc<VirtualServer>, test: &Test, base: &PageOptions) -> TestResult {
    let started = Instant::now();
    let url = test_url(&test.path);
    let options = PageOptions { wpt_report_hook: true, ..base.clone() };
    let loader: Rc<dyn ResourceLoader> = server.clone();
    let page = Page::load(&url, loader, options);
    let ms = || started.elapsed().as_millis() as u64;
    let mut page = match page {
        Ok(p) => p,
        Err(e) => return TestResult::without_subtests(&test.path, HarnessStatus::Error, Some(e.to_string()), ms()),
    };
    let stop = page.run_until_idle();
    match test.kind {
        TestKind::Crash => {
            // A crash test passes when the page finished: no test-wait class left.
            if page.has_test_wait() {
                TestResult::without_subtests(&test.path, HarnessStatus::Timeout, Some("test-wait was never removed".into()), ms())
            } else {
                TestResult::without_subtests(&test.path, HarnessStatus::Ok, None, ms())
            }
        }
        TestKind::Testharness => match page.wpt_report() {
            Some(json) => match TestResult::from_harness_json(&test.path, &json, ms()) {
                Ok(r) => r,
                Err(e) => TestResult::without_subtests(&test.path, HarnessStatus::Error, Some(format!("bad harness report: {e}")), ms()),
            },
            None => {
                let errors = page.uncaught_errors();
                let mut message = if errors.is_empty() { "the harness never completed".to_string() } else { errors.join("; ") };
                if let bindings::page::StopReason::WallLimit { seconds } = stop {
                    message = format!("{message} (still running after {seconds} s of wall-clock time)");
                }
                TestResult::without_subtests(&test.path, HarnessStatus::Timeout, Some(message), ms())
            }
        },
    }
}
