//! Comparing results with the expectations, and the run's tally.

use crate::expectations::Expectations;
use crate::results::{HarnessStatus, SubtestStatus, TestResult};

/// A result other than the one expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unexpected {
    pub test: String,
    /// `None` for the harness status of the page.
    pub subtest: Option<String>,
    pub expected: String,
    pub actual: String,
    pub message: Option<String>,
}

/// The results of `result` that differ from what `expectations` say.
pub fn compare(result: &TestResult, expectations: &Expectations) -> Vec<Unexpected> {
    let mut unexpected = Vec::new();
    let expected = expectations.harness(&result.test);
    if result.status != expected {
        unexpected.push(Unexpected {
            test: result.test.clone(),
            subtest: None,
            expected: expected.to_string(),
            actual: result.status.to_string(),
            message: result.message.clone(),
        });
    }
    for subtest in &result.subtests {
        let expected = expectations.subtest(&result.test, &subtest.name);
        if subtest.status != expected {
            unexpected.push(Unexpected {
                test: result.test.clone(),
                subtest: Some(subtest.name.clone()),
                expected: expected.to_string(),
                actual: subtest.status.to_string(),
                message: subtest.message.clone(),
            });
        }
    }
    unexpected
}

/// The tally of a run.
///
/// `passed`/`failed` count subtests: PASS is passed, every other status
/// (FAIL, TIMEOUT, NOTRUN, PRECONDITION_FAILED) failed, expected or not. A
/// page without subtests (a crash test, or a page that crashed or never
/// reported) counts as one: passed when its harness status is OK.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    pub tests: usize,
    pub passed: usize,
    pub failed: usize,
    /// Tests the runner did not run.
    pub skipped: usize,
    /// Results (harness or subtest) that differ from the expectations.
    pub unexpected: usize,
}

impl Summary {
    pub fn add(&mut self, result: &TestResult, expectations: &Expectations) {
        self.tests += 1;
        if result.subtests.is_empty() {
            if result.status == HarnessStatus::Ok {
                self.passed += 1;
            } else {
                self.failed += 1;
            }
        }
        for subtest in &result.subtests {
            if subtest.status == SubtestStatus::Pass {
                self.passed += 1;
            } else {
                self.failed += 1;
            }
        }
        self.unexpected += compare(result, expectations).len();
    }

    pub fn skip(&mut self) {
        self.skipped += 1;
    }

    /// Whether every result was the expected one.
    pub fn all_expected(&self) -> bool {
        self.unexpected == 0
    }
}

/// The tally of `results`.
pub fn summarize(results: &[TestResult], expectations: &Expectations) -> Summary {
    let mut summary = Summary::default();
    for result in results {
        summary.add(result, expectations);
    }
    summary
}
