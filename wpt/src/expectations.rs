//! The results the project expects where they are not PASS/OK, kept in
//! `wpt/expectations/expectations.tsv`: columns `test`, `subtest` (empty for
//! the harness status), `expected`, `reason`. Lines starting with `#` and
//! blank lines are ignored.

use std::collections::HashMap;

use crate::results::{HarnessStatus, ResultError, SubtestStatus};

/// The expectations shipped with the project.
pub const BUNDLED_TSV: &str = include_str!("../expectations/expectations.tsv");

const HEADER: [&str; 4] = ["test", "subtest", "expected", "reason"];

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExpectationsError {
    #[error("expectations: the first line must be the header `test<TAB>subtest<TAB>expected<TAB>reason`")]
    Header,
    #[error("expectations line {line}: expected 4 tab-separated columns, found {found}")]
    Columns { line: usize, found: usize },
    #[error("expectations line {line}: {source}")]
    Status { line: usize, source: ResultError },
    #[error("expectations line {line}: the test column is empty")]
    EmptyTest { line: usize },
    #[error("expectations line {line}: {test} > {subtest:?} is listed twice")]
    Duplicate { line: usize, test: String, subtest: String },
}

/// One expected non-default result and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected<S> {
    pub status: S,
    pub reason: String,
}

/// Expected results by test (and subtest).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Expectations {
    harness: HashMap<String, Expected<HarnessStatus>>,
    subtests: HashMap<(String, String), Expected<SubtestStatus>>,
}

impl Expectations {
    /// No expectations: every subtest PASS, every harness OK.
    pub fn empty() -> Self {
        Self::default()
    }

    /// The project's `wpt/expectations/expectations.tsv`.
    pub fn bundled() -> Result<Self, ExpectationsError> {
        Self::from_tsv(BUNDLED_TSV)
    }

    pub fn from_tsv(text: &str) -> Result<Self, ExpectationsError> {
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim_end_matches('\r')));
        let header = lines
            .by_ref()
            .find(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|(_, l)| l.split('\t').map(str::trim).collect::<Vec<_>>());
        if header.is_some_and(|h| h != HEADER) {
            return Err(ExpectationsError::Header);
        }
        let mut expectations = Self::default();
        for (line, text) in lines {
            if text.trim().is_empty() || text.starts_with('#') {
                continue;
            }
            let columns: Vec<&str> = text.split('\t').collect();
            if columns.len() != HEADER.len() {
                return Err(ExpectationsError::Columns { line, found: columns.len() });
            }
            let (test, subtest, expected, reason) = (columns[0].trim(), columns[1], columns[2], columns[3].trim());
            if test.is_empty() {
                return Err(ExpectationsError::EmptyTest { line });
            }
            let duplicate = || ExpectationsError::Duplicate {
                line,
                test: test.to_owned(),
                subtest: subtest.to_owned(),
            };
            let status_error = |source| ExpectationsError::Status { line, source };
            let reason = reason.to_owned();
            if subtest.is_empty() {
                let status = expected.parse().map_err(status_error)?;
                if expectations.harness.insert(test.to_owned(), Expected { status, reason }).is_some() {
                    return Err(duplicate());
                }
            } else {
                let status = expected.parse().map_err(status_error)?;
                let key = (test.to_owned(), subtest.to_owned());
                if expectations.subtests.insert(key, Expected { status, reason }).is_some() {
                    return Err(duplicate());
                }
            }
        }
        Ok(expectations)
    }

    /// The expected harness status of `test` (OK unless listed).
    pub fn harness(&self, test: &str) -> HarnessStatus {
        self.harness.get(test).map_or(HarnessStatus::Ok, |e| e.status)
    }

    /// The expected status of `subtest` of `test` (PASS unless listed).
    pub fn subtest(&self, test: &str, subtest: &str) -> SubtestStatus {
        self.subtest_entry(test, subtest).map_or(SubtestStatus::Pass, |e| e.status)
    }

    pub fn harness_entry(&self, test: &str) -> Option<&Expected<HarnessStatus>> {
        self.harness.get(test)
    }

    pub fn subtest_entry(&self, test: &str, subtest: &str) -> Option<&Expected<SubtestStatus>> {
        self.subtests.get(&(test.to_owned(), subtest.to_owned()))
    }

    /// How many entries there are (harness and subtest lines).
    pub fn len(&self) -> usize {
        self.harness.len() + self.subtests.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_parses_and_has_the_superseded_subtests() {
        let e = Expectations::bundled().unwrap();
        assert_eq!(
            e.subtest(
                "/webmcp/imperative/opaque-origin-tools.https.html",
                "An opaque origin document can register but not execute its own tools"
            ),
            SubtestStatus::Fail
        );
        assert!(e.len() >= 2);
    }

    #[test]
    fn defaults_and_entries() {
        let e = Expectations::from_tsv(
            "test\tsubtest\texpected\treason\n# comment\n\n/a.html\t\tTIMEOUT\tslow\n/a.html\tx > y\tFAIL\twhy\n",
        )
        .unwrap();
        assert_eq!(e.harness("/a.html"), HarnessStatus::Timeout);
        assert_eq!(e.harness("/b.html"), HarnessStatus::Ok);
        assert_eq!(e.subtest("/a.html", "x > y"), SubtestStatus::Fail);
        assert_eq!(e.subtest("/a.html", "z"), SubtestStatus::Pass);
        assert_eq!(e.subtest_entry("/a.html", "x > y").unwrap().reason, "why");
    }

    #[test]
    fn errors() {
        assert_eq!(Expectations::from_tsv("a\tb\n"), Err(ExpectationsError::Header));
        assert!(matches!(
            Expectations::from_tsv("test\tsubtest\texpected\treason\n/a\tx\tFAIL\n"),
            Err(ExpectationsError::Columns { line: 2, found: 3 })
        ));
        assert!(matches!(
            Expectations::from_tsv("test\tsubtest\texpected\treason\n/a\t\tFAIL\tr\n"),
            Err(ExpectationsError::Status { line: 2, .. })
        ));
        assert!(matches!(
            Expectations::from_tsv("test\tsubtest\texpected\treason\n/a\tx\tFAIL\tr\n/a\tx\tPASS\tr\n"),
            Err(ExpectationsError::Duplicate { line: 3, .. })
        ));
        assert!(Expectations::from_tsv("").unwrap().is_empty());
    }
}
