//! Comparing results with the expectations, and the run's tally.

use std::collections::BTreeMap;

use crate::metadata::Expectations;
use crate::results::{HarnessStatus, SubtestStatus, TestResult};

/// A result other than the one expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unexpected {
    pub test: String,
    /// `None` for the harness status of the page.
    pub subtest: Option<String>,
    /// The expected statuses, as [`expected_text`] writes them.
    pub expected: String,
    pub actual: String,
    pub message: Option<String>,
}

/// `FAIL`, or `PASS or FAIL` for a list of expected statuses.
pub fn expected_text<S: std::fmt::Display>(statuses: &[S]) -> String {
    statuses.iter().map(ToString::to_string).collect::<Vec<_>>().join(" or ")
}

/// The results of `result` that differ from what `expectations` say.
pub fn compare(result: &TestResult, expectations: &Expectations) -> Vec<Unexpected> {
    let mut unexpected = Vec::new();
    if result.status == HarnessStatus::Skip {
        return unexpected;
    }
    let expected = expectations.harness(&result.test);
    if !expected.contains(&result.status) {
        unexpected.push(Unexpected {
            test: result.test.clone(),
            subtest: None,
            expected: expected_text(&expected),
            actual: result.status.to_string(),
            message: result.message.clone(),
        });
    }
    for subtest in &result.subtests {
        let expected = expectations.subtest(&result.test, &subtest.name);
        if !expected.contains(&subtest.status) {
            unexpected.push(Unexpected {
                test: result.test.clone(),
                subtest: Some(subtest.name.clone()),
                expected: expected_text(&expected),
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
/// reported) counts as one: passed when its harness status is OK or PASS.
/// The `expected`/`unexpected` maps count every harness and subtest result
/// by status, split by whether the metadata expected it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    pub tests: usize,
    pub subtests: usize,
    pub passed: usize,
    pub failed: usize,
    /// Tests not run: disabled by the metadata.
    pub skipped: usize,
    /// Results (harness or subtest) that differ from the expectations.
    pub unexpected: usize,
    pub harness_expected: BTreeMap<HarnessStatus, usize>,
    pub harness_unexpected: BTreeMap<HarnessStatus, usize>,
    pub subtest_expected: BTreeMap<SubtestStatus, usize>,
    pub subtest_unexpected: BTreeMap<SubtestStatus, usize>,
}

impl Summary {
    pub fn add(&mut self, result: &TestResult, expectations: &Expectations) {
        if result.status == HarnessStatus::Skip {
            self.skipped += 1;
            return;
        }
        self.tests += 1;
        self.subtests += result.subtests.len();
        if result.subtests.is_empty() {
            if matches!(result.status, HarnessStatus::Ok | HarnessStatus::Pass) {
                self.passed += 1;
            } else {
                self.failed += 1;
            }
        }
        let harness_map = if expectations.harness_is_expected(&result.test, result.status) {
            &mut self.harness_expected
        } else {
            self.unexpected += 1;
            &mut self.harness_unexpected
        };
        *harness_map.entry(result.status).or_default() += 1;
        for subtest in &result.subtests {
            if subtest.status == SubtestStatus::Pass {
                self.passed += 1;
            } else {
                self.failed += 1;
            }
            let map = if expectations.subtest_is_expected(&result.test, &subtest.name, subtest.status) {
                &mut self.subtest_expected
            } else {
                self.unexpected += 1;
                &mut self.subtest_unexpected
            };
            *map.entry(subtest.status).or_default() += 1;
        }
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
