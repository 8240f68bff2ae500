//! Expectation metadata in wptrunner's format: one `.ini` file per test file
//! under a metadata directory (see [`paths`]), read into [`Expectations`],
//! and rewritten from a run by [`update`].
//!
//! ```text
//! [getTools.https.html]
//!   # why the page times out
//!   expected: TIMEOUT
//!   [a subtest name]
//!     expected: FAIL
//!   [a flaky subtest]
//!     expected: [PASS, FAIL]
//! ```
//!
//! Keys read: `expected` (a status, or a list whose first item is the
//! primary status and whose others are also expected) and `disabled` (any
//! value skips the test; in a `__dir__.ini` or at the top of a file it
//! applies to every test there). Other keys (`bug`, ...) are kept and ignored.

pub mod manifest;
pub mod paths;
pub mod update;

use std::collections::HashMap;
use std::path::Path;

use walkdir::WalkDir;

use crate::discover::{kind_of, TestKind};
use crate::results::{HarnessStatus, SubtestStatus};
use manifest::Section;

include!(concat!(env!("OUT_DIR"), "/bundled_metadata.rs"));

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MetadataError {
    #[error("{file}: {source}")]
    Parse {
        file: String,
        #[source]
        source: manifest::ParseError,
    },
    #[error("{file} line {line}: {message}")]
    Invalid { file: String, line: usize, message: String },
    #[error("could not read {path}: {message}")]
    Io { path: String, message: String },
}

/// What the metadata says about one test.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestMetadata {
    /// Expected harness statuses (empty: the default, OK or PASS).
    pub expected: Vec<HarnessStatus>,
    pub disabled: Option<String>,
    pub subtests: HashMap<String, Vec<SubtestStatus>>,
}

/// The expectations of a run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Expectations {
    tests: HashMap<String, TestMetadata>,
    /// `disabled` from `__dir__.ini` files and file tops, by URL prefix.
    disabled_prefixes: Vec<(String, String)>,
}

impl Expectations {
    /// No metadata: every test enabled, OK (PASS for crash tests), every subtest PASS.
    pub fn empty() -> Self {
        Self::default()
    }

    /// The metadata shipped with the project (`wpt/expectations/`).
    pub fn bundled() -> Result<Self, MetadataError> {
        Self::from_files(BUNDLED.iter().copied())
    }

    /// Reads every `.ini` file under the metadata directory `dir`.
    pub fn load_dir(dir: &Path) -> Result<Self, MetadataError> {
        let io = |path: &Path, e: &dyn std::fmt::Display| MetadataError::Io { path: path.display().to_string(), message: e.to_string() };
        if !dir.is_dir() {
            return Err(io(dir, &"not a directory"));
        }
        let mut files = Vec::new();
        for entry in WalkDir::new(dir).sort_by_file_name() {
            let entry = entry.map_err(|e| io(dir, &e))?;
            if !entry.file_type().is_file() || entry.path().extension().is_none_or(|e| e != "ini") {
                continue;
            }
            let rel = entry.path().strip_prefix(dir).unwrap_or(entry.path());
            let rel: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            let text = std::fs::read_to_string(entry.path()).map_err(|e| io(entry.path(), &e))?;
            files.push((rel.join("/"), text));
        }
        Self::from_files(files.iter().map(|(p, t)| (p.as_str(), t.as_str())))
    }

    /// Expectations from `(relative path, text)` pairs, paths `/`-separated
    /// (`webmcp/x.https.html.ini`).
    pub fn from_files<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Self, MetadataError> {
        let mut expectations = Self::default();
        for (path, text) in files {
            let root = manifest::parse(text).map_err(|source| MetadataError::Parse { file: path.to_owned(), source })?;
            expectations.add_file(path, &root)?;
        }
        Ok(expectations)
    }

    fn add_file(&mut self, path: &str, root: &Section) -> Result<(), MetadataError> {
        let (dir, name) = path.rsplit_once('/').unwrap_or(("", path));
        let invalid = |line: usize, message: String| MetadataError::Invalid { file: path.to_owned(), line, message };
        if let Some(entry) = root.get("disabled") {
            let prefix = if name == paths::DIR_FILE {
                paths::test_url(dir, "")
            } else {
                paths::test_url(dir, name.strip_suffix(".ini").unwrap_or(name))
            };
            self.disabled_prefixes.push((prefix, entry.value.items().join(", ")));
        }
        if name == paths::DIR_FILE {
            if let Some(section) = root.children.first() {
                return Err(invalid(section.line, "a __dir__.ini has keys only, no sections".into()));
            }
            return Ok(());
        }
        for section in &root.children {
            let heading = section.heading.clone().unwrap_or_default();
            let url = paths::test_url(dir, &heading);
            let mut meta = TestMetadata::default();
            if let Some(entry) = section.get("expected") {
                meta.expected = statuses(&entry.value).map_err(|m| invalid(entry.line, m))?;
            }
            meta.disabled = section.get("disabled").map(|e| e.value.items().join(", "));
            for sub in &section.children {
                if let Some(deeper) = sub.children.first() {
                    return Err(invalid(deeper.line, "sections nest two levels at most: [test] and [subtest]".into()));
                }
                if let Some(entry) = sub.get("expected") {
                    let list = statuses(&entry.value).map_err(|m| invalid(entry.line, m))?;
                    meta.subtests.insert(sub.heading.clone().unwrap_or_default(), list);
                }
            }
            if self.tests.insert(url.clone(), meta).is_some() {
                return Err(invalid(section.line, format!("{url} has two sections")));
            }
        }
        Ok(())
    }

    /// The harness statuses expected of `test`, the primary first.
    pub fn harness(&self, test: &str) -> Vec<HarnessStatus> {
        match self.tests.get(test) {
            Some(m) if !m.expected.is_empty() => m.expected.clone(),
            _ => vec![default_harness(test)],
        }
    }

    /// The statuses expected of `subtest` of `test`, the primary first.
    pub fn subtest(&self, test: &str, subtest: &str) -> Vec<SubtestStatus> {
        self.tests.get(test).and_then(|m| m.subtests.get(subtest)).cloned().unwrap_or_else(|| vec![SubtestStatus::Pass])
    }

    pub fn harness_is_expected(&self, test: &str, status: HarnessStatus) -> bool {
        self.harness(test).contains(&status)
    }

    pub fn subtest_is_expected(&self, test: &str, subtest: &str, status: SubtestStatus) -> bool {
        self.subtest(test, subtest).contains(&status)
    }

    /// Why `test` is disabled, if it is.
    pub fn disabled(&self, test: &str) -> Option<String> {
        if let Some(reason) = self.tests.get(test).and_then(|m| m.disabled.clone()) {
            return Some(reason);
        }
        let path = test.split(['?', '#']).next().unwrap_or_default();
        self.disabled_prefixes.iter().find(|(prefix, _)| covers(prefix, path)).map(|(_, reason)| reason.clone())
    }

    pub fn get(&self, test: &str) -> Option<&TestMetadata> {
        self.tests.get(test)
    }

    /// How many tests have metadata.
    pub fn len(&self) -> usize {
        self.tests.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tests.is_empty() && self.disabled_prefixes.is_empty()
    }
}

/// Whether the `disabled` of `prefix` (a folder URL ending in `/`, or a
/// test file's URL) applies to the URL path `path`.
fn covers(prefix: &str, path: &str) -> bool {
    if prefix.ends_with('/') {
        return path.starts_with(prefix);
    }
    // A file's top-level keys: its page, or the pages generated from its script.
    let script_pages = |stem: &str| [format!("{stem}.html"), format!("{stem}.worker.html")];
    path == prefix
        || prefix.strip_suffix(".js").is_some_and(|stem| script_pages(stem).iter().any(|p| p == path))
}

/// The default harness status: PASS for crash tests, OK for testharness tests.
pub fn default_harness(test: &str) -> HarnessStatus {
    match kind_of(test) {
        TestKind::Crash => HarnessStatus::Pass,
        TestKind::Testharness => HarnessStatus::Ok,
    }
}

fn statuses<S: std::str::FromStr>(value: &manifest::Value) -> Result<Vec<S>, String> {
    let items = value.items();
    if items.is_empty() {
        return Err("an empty list of expected statuses".into());
    }
    items.iter().map(|s| s.parse().map_err(|_| format!("unknown status {s:?}"))).collect()
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
            [SubtestStatus::Fail]
        );
        assert_eq!(e.harness("/webmcp/declarative/toolchange-on-control-add-remove.https.html"), [HarnessStatus::Timeout]);
        assert_eq!(e.len(), 3, "the two superseded subtests' pages and the page that compares a schema with a string");
    }

    #[test]
    fn defaults_entries_and_lists() {
        let e = Expectations::from_files([(
            "d/a.html.ini",
            "[a.html]\n  expected: TIMEOUT\n  [x > y]\n    expected: FAIL\n  [flaky]\n    expected: [PASS, FAIL]\n",
        )])
        .unwrap();
        assert_eq!(e.harness("/d/a.html"), [HarnessStatus::Timeout]);
        assert_eq!(e.harness("/d/b.html"), [HarnessStatus::Ok]);
        assert_eq!(e.harness("/d/b-crash.html"), [HarnessStatus::Pass]);
        assert_eq!(e.subtest("/d/a.html", "x > y"), [SubtestStatus::Fail]);
        assert_eq!(e.subtest("/d/a.html", "z"), [SubtestStatus::Pass]);
        assert!(e.subtest_is_expected("/d/a.html", "flaky", SubtestStatus::Fail));
        assert!(e.subtest_is_expected("/d/a.html", "flaky", SubtestStatus::Pass));
        assert!(!e.subtest_is_expected("/d/a.html", "x > y", SubtestStatus::Pass));
    }

    #[test]
    fn disabled_by_test_file_and_folder() {
        let e = Expectations::from_files([
            ("a/x.html.ini", "[x.html]\n  disabled: flaky on CI\n"),
            ("a/y.any.js.ini", "disabled: never\n"),
            ("b/__dir__.ini", "disabled: whole folder\n"),
        ])
        .unwrap();
        assert_eq!(e.disabled("/a/x.html").as_deref(), Some("flaky on CI"));
        assert_eq!(e.disabled("/a/y.any.html").as_deref(), Some("never"));
        assert_eq!(e.disabled("/b/c/z.html?v").as_deref(), Some("whole folder"));
        assert_eq!(e.disabled("/a/z.html"), None);
        assert_eq!(e.disabled("/bb/z.html"), None);
    }

    #[test]
    fn errors_name_the_file_and_line() {
        let err = Expectations::from_files([("a.html.ini", "[a.html]\n  expected: MAYBE\n")]).unwrap_err();
        assert_eq!(err.to_string(), "a.html.ini line 2: unknown status \"MAYBE\"");
        let err = Expectations::from_files([("a.html.ini", "[a.html]\n  [s]\n    expected: NOPE\n")]).unwrap_err();
        assert!(err.to_string().contains("line 3"), "{err}");
        let err = Expectations::from_files([("a.html.ini", "[a.html]\n  expected:\n    if os == 'linux': FAIL\n")]).unwrap_err();
        assert!(err.to_string().contains("conditional values"), "{err}");
        let err = Expectations::from_files([("a.html.ini", "[a.html]\n  [s]\n    [t]\n      expected: FAIL\n")]).unwrap_err();
        assert!(err.to_string().contains("two levels"), "{err}");
        // A subtest status is not a harness status.
        assert!(Expectations::from_files([("a.html.ini", "[a.html]\n  expected: FAIL\n")]).is_err());
    }
}
