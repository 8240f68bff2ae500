//! Runs WPT pages on the engine: each test page is loaded from the virtual
//! server into its own page, run until its event loop is idle, and its
//! testharness.js report (or, for crash tests, its completion) collected.
//!
//! [`run_test_contained`] adds what both the in-process runner and the
//! worker processes need: a panic in the engine becomes a CRASH result
//! instead of ending the run.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;
use std::time::Instant;

use bindings::page::{Page, PageOptions, StopReason};
use runtime::fetch::loader::ResourceLoader;

use crate::timeouts::Budget;
use crate::{test_url, HarnessStatus, Test, TestKind, TestResult, VirtualServer};

/// A test-only hook: when this environment variable is set, running a test
/// whose path contains its value panics, as an engine bug would. Pages
/// cannot make the engine panic on purpose, and the containment tests need
/// a panic to prove that one is contained.
pub const PANIC_ENV: &str = "WEBMCP_WPT_PANIC_ON";

/// Runs one test page with the default budget (10 s harness timeout).
pub fn run_test(server: &Rc<VirtualServer>, test: &Test, base: &PageOptions) -> TestResult {
    run_test_with(server, test, base, &Budget::new(crate::timeouts::TimeoutKind::Normal, 1.0))
}

/// Runs one test page within `budget`.
pub fn run_test_with(server: &Rc<VirtualServer>, test: &Test, base: &PageOptions, budget: &Budget) -> TestResult {
    let started = Instant::now();
    let url = test_url(&test.path);
    let options = PageOptions { wpt_report_hook: true, time_limit_ms: budget.page_ms, wall_limit: budget.wall, ..base.clone() };
    let loader: Rc<dyn ResourceLoader> = server.clone();
    let page = Page::load(&url, loader, options);
    let ms = || started.elapsed().as_millis() as u64;
    let mut page = match page {
        Ok(p) => p,
        Err(e) => return TestResult::without_subtests(&test.path, HarnessStatus::Error, Some(e.to_string()), ms()),
    };
    let stop = page.run_until_idle();
    let wall_note = |message: String| match stop {
        StopReason::WallLimit { seconds } => format!("{message} (still running after {seconds} s of wall-clock time)"),
        _ => message,
    };
    match test.kind {
        TestKind::Crash => {
            // A crash test passes when the page finished: no test-wait class left.
            if page.has_test_wait() {
                TestResult::without_subtests(&test.path, HarnessStatus::Timeout, Some(wall_note("test-wait was never removed".into())), ms())
            } else if let StopReason::WallLimit { .. } = stop {
                TestResult::without_subtests(&test.path, HarnessStatus::Timeout, Some(wall_note("the page never went idle".into())), ms())
            } else {
                TestResult::without_subtests(&test.path, HarnessStatus::Pass, None, ms())
            }
        }
        TestKind::Testharness => match page.wpt_report() {
            Some(json) => match TestResult::from_harness_json(&test.path, &json, ms()) {
                Ok(r) => r,
                Err(e) => TestResult::without_subtests(&test.path, HarnessStatus::Error, Some(format!("bad harness report: {e}")), ms()),
            },
            None => {
                let errors = page.uncaught_errors();
                let message = if errors.is_empty() { "the harness never completed".to_string() } else { errors.join("; ") };
                TestResult::without_subtests(&test.path, HarnessStatus::Timeout, Some(wall_note(message)), ms())
            }
        },
    }
}

/// [`run_test_with`], with a panic reported as CRASH. Returns whether the
/// engine panicked: its state may then be unsound, and a worker process
/// should be replaced.
pub fn run_test_contained(server: &Rc<VirtualServer>, test: &Test, base: &PageOptions, budget: &Budget) -> (TestResult, bool) {
    let started = Instant::now();
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        if let Ok(needle) = std::env::var(PANIC_ENV) {
            if !needle.is_empty() && test.path.contains(&needle) {
                panic!("{PANIC_ENV} matched {}", test.path);
            }
        }
        run_test_with(server, test, base, budget)
    }));
    match outcome {
        Ok(result) => (result, false),
        Err(payload) => {
            let what = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_else(|| "a panic".to_owned());
            let message = format!("the engine panicked: {what}");
            (TestResult::without_subtests(&test.path, HarnessStatus::Crash, Some(message), started.elapsed().as_millis() as u64), true)
        }
    }
}
