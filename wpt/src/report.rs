//! The text people read: one line per subtest, harness lines for pages that
//! were not OK, and the closing `N passed, N failed` line.

use crate::compare::{Summary, Unexpected};
use crate::expectations::Expectations;
use crate::results::{HarnessStatus, SubtestStatus, TestResult};

/// The lines for one test:
/// - the harness line `ERROR|TIMEOUT|CRASH|PRECONDITION_FAILED <test>` when the
///   page was not OK (or not what was expected), or `PASS <test>` for an OK
///   page without subtests (a crash test);
/// - `PASS|FAIL|TIMEOUT|NOTRUN|PRECONDITION_FAILED <test> > <subtest>` per subtest.
///
/// A line whose expectation is not the default ends with ` (expected X)`; a
/// failing one then gets `: <message>`.
pub fn result_lines(result: &TestResult, expectations: &Expectations) -> Vec<String> {
    let mut lines = Vec::new();
    let expected = expectations.harness(&result.test);
    if result.status != HarnessStatus::Ok || expected != HarnessStatus::Ok {
        let mut line = format!("{} {}", result.status, result.test);
        if expected != HarnessStatus::Ok {
            line.push_str(&format!(" (expected {expected})"));
        }
        push_message(&mut line, result.message.as_deref());
        lines.push(line);
    } else if result.subtests.is_empty() {
        lines.push(format!("PASS {}", result.test));
    }
    for subtest in &result.subtests {
        let expected = expectations.subtest(&result.test, &subtest.name);
        let mut line = format!("{} {} > {}", subtest.status, result.test, one_line(&subtest.name));
        if expected != SubtestStatus::Pass {
            line.push_str(&format!(" (expected {expected})"));
        }
        if subtest.status != SubtestStatus::Pass {
            push_message(&mut line, subtest.message.as_deref());
        }
        lines.push(line);
    }
    lines
}

/// `UNEXPECTED <actual> <test> [> <subtest>] (expected X)` for each result
/// that differs from the expectations, for a list at the end of a run.
pub fn unexpected_lines(unexpected: &[Unexpected]) -> Vec<String> {
    unexpected
        .iter()
        .map(|u| {
            let subtest = u.subtest.as_deref().map(|s| format!(" > {}", one_line(s))).unwrap_or_default();
            format!("UNEXPECTED {} {}{} (expected {})", u.actual, u.test, subtest, u.expected)
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

fn push_message(line: &mut String, message: Option<&str>) {
    if let Some(message) = message.filter(|m| !m.trim().is_empty()) {
        line.push_str(": ");
        line.push_str(&one_line(message));
    }
}

/// Keeps one result on one line: newlines become spaces.
fn one_line(text: &str) -> String {
    text.lines().map(str::trim_end).collect::<Vec<_>>().join(" ")
}
