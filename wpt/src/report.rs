//! The text people read: one line per subtest, harness lines for pages that
//! were not OK, the per-test progress line, and the closing summary.

use std::collections::BTreeMap;
use std::fmt::Display;

use crate::compare::{compare, expected_text, Summary, Unexpected};
use crate::metadata::{default_harness, Expectations};
use crate::results::{SubtestStatus, TestResult};

/// The lines for one test:
/// - the harness line `ERROR|TIMEOUT|CRASH|PRECONDITION_FAILED <test>` when the
///   page was not OK (or not what was expected), or `PASS <test>` for a page
///   without subtests that passed (a crash test);
/// - `PASS|FAIL|TIMEOUT|NOTRUN|PRECONDITION_FAILED <test> > <subtest>` per subtest.
///
/// A line whose expectation is not the default ends with ` (expected X)`; a
/// failing one then gets `: <message>`.
pub fn result_lines(result: &TestResult, expectations: &Expectations) -> Vec<String> {
    let mut lines = Vec::new();
    let default = default_harness(&result.test);
    let expected = expectations.harness(&result.test);
    if result.status != default || expected != [default] {
        let mut line = format!("{} {}", result.status, result.test);
        if expected != [default] {
            line.push_str(&format!(" (expected {})", expected_text(&expected)));
        }
        push_message(&mut line, result.message.as_deref());
        lines.push(line);
    } else if result.subtests.is_empty() {
        lines.push(format!("PASS {}", result.test));
    }
    for subtest in &result.subtests {
        let expected = expectations.subtest(&result.test, &subtest.name);
        let mut line = format!("{} {} > {}", subtest.status, result.test, one_line(&subtest.name));
        if expected != [SubtestStatus::Pass] {
            line.push_str(&format!(" (expected {})", expected_text(&expected)));
        }
        if subtest.status != SubtestStatus::Pass {
            push_message(&mut line, subtest.message.as_deref());
        }
        lines.push(line);
    }
    lines
}

/// One line per finished test for the progress log:
/// `OK /a.html (12/12 subtests passed, 34 ms)`, then `  UNEXPECTED ...`
/// lines for its unexpected results.
pub fn test_lines(result: &TestResult, expectations: &Expectations) -> Vec<String> {
    let passed = result.subtests.iter().filter(|s| s.status == SubtestStatus::Pass).count();
    let mut line = format!("{} {}", result.status, result.test);
    if !result.subtests.is_empty() {
        line.push_str(&format!(" ({passed}/{} subtests passed, {} ms)", result.subtests.len(), result.duration_ms));
    } else {
        line.push_str(&format!(" ({} ms)", result.duration_ms));
    }
    let unexpected = compare(result, expectations);
    if result.subtests.is_empty() || unexpected.iter().any(|u| u.subtest.is_none()) {
        push_message(&mut line, result.message.as_deref());
    }
    let mut lines = vec![line];
    lines.extend(unexpected_lines(&unexpected).into_iter().map(|l| format!("  {l}")));
    lines
}

/// `UNEXPECTED <actual> <test> [> <subtest>] (expected X)[: message]` for
/// each result that differs from the expectations.
pub fn unexpected_lines(unexpected: &[Unexpected]) -> Vec<String> {
    unexpected
        .iter()
        .map(|u| {
            let subtest = u.subtest.as_deref().map(|s| format!(" > {}", one_line(s))).unwrap_or_default();
            let mut line = format!("UNEXPECTED {} {}{} (expected {})", u.actual, u.test, subtest, u.expected);
            push_message(&mut line, u.message.as_deref());
            line
        })
        .collect()
}

/// The closing line, exactly `N passed, N failed`, followed by
/// `, N skipped` when tests were skipped.
pub fn summary_line(summary: &Summary) -> String {
    let mut line = format!("{} passed, {} failed", summary.passed, summary.failed);
    if summary.skipped > 0 {
        line.push_str(&format!(", {} skipped", summary.skipped));
    }
    line
}

/// The summary block: what ran, then the expected and the unexpected results
/// by status (page statuses, then subtest statuses).
pub fn summary_lines(summary: &Summary) -> Vec<String> {
    let mut lines = vec![format!(
        "Ran {} tests ({} subtests){}.",
        summary.tests,
        summary.subtests,
        if summary.skipped > 0 { format!(", {} disabled tests skipped", summary.skipped) } else { String::new() }
    )];
    let expected_total: usize = summary.harness_expected.values().chain(summary.subtest_expected.values()).sum();
    lines.push(format!(
        "Expected results:   {expected_total}{}",
        breakdown(&summary.harness_expected, &summary.subtest_expected)
    ));
    lines.push(format!(
        "Unexpected results: {}{}",
        summary.unexpected,
        breakdown(&summary.harness_unexpected, &summary.subtest_unexpected)
    ));
    lines
}

fn breakdown<H: Display, S: Display>(harness: &BTreeMap<H, usize>, subtests: &BTreeMap<S, usize>) -> String {
    let list = |m: Vec<String>| m.join(", ");
    let h: Vec<String> = harness.iter().map(|(s, n)| format!("{n} {s}")).collect();
    let s: Vec<String> = subtests.iter().map(|(s, n)| format!("{n} {s}")).collect();
    match (h.is_empty(), s.is_empty()) {
        (true, true) => String::new(),
        (false, true) => format!(" (tests: {})", list(h)),
        (true, false) => format!(" (subtests: {})", list(s)),
        (false, false) => format!(" (tests: {}; subtests: {})", list(h), list(s)),
    }
}

fn push_message(line: &mut String, message: Option<&str>) {
    if let Some(message) = message.filter(|m| !m.trim().is_empty()) {
        line.push_str(": ");
        line.push_str(&one_line(message));
    }
}

/// Keeps one result on one line: newlines become spaces.
pub fn one_line(text: &str) -> String {
    text.lines().map(str::trim_end).collect::<Vec<_>>().join(" ")
}
