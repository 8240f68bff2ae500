//! `webmcp wpt share RUN.json REFERENCE.json`: how much of what a reference
//! browser passes a run passes too.
//!
//! Old upstream tests carry expectations that today's specifications (and
//! the reference browser) no longer meet, so "subtests passed" of a run says
//! little by itself. The measure is the share of the reference's PASS
//! subtests that are PASS in the run too, in all, per folder and per test.
//! A test whose page has no subtests (a crash test, a reftest-like page)
//! counts as one result, its harness status.

use std::collections::BTreeMap;

use crate::diff::Statuses;

/// What a run passes of one test's (or folder's) reference passes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Share {
    /// Reference passes that the run passes too.
    pub passed: usize,
    /// The reference's passes.
    pub reference: usize,
}

impl Share {
    pub fn missing(&self) -> usize {
        self.reference - self.passed
    }

    /// The share in percent; 100 when the reference passes nothing.
    pub fn percent(&self) -> f64 {
        if self.reference == 0 {
            100.0
        } else {
            100.0 * self.passed as f64 / self.reference as f64
        }
    }

    fn add(&mut self, other: Share) {
        self.passed += other.passed;
        self.reference += other.reference;
    }
}

/// The share of one test: its subtests, or its harness status when the
/// reference gives it no subtests.
pub fn test_share(run: Option<&(String, BTreeMap<String, String>)>, reference: &(String, BTreeMap<String, String>)) -> Share {
    let (ref_status, ref_subtests) = reference;
    if ref_subtests.is_empty() {
        let passes = |s: &str| s == "PASS" || s == "OK";
        let reference = usize::from(passes(ref_status));
        let passed = usize::from(reference == 1 && run.is_some_and(|(s, _)| passes(s)));
        return Share { passed, reference };
    }
    let mut share = Share::default();
    for (name, status) in ref_subtests {
        if status == "PASS" {
            share.reference += 1;
            if run.and_then(|(_, subs)| subs.get(name)).is_some_and(|s| s == "PASS") {
                share.passed += 1;
            }
        }
    }
    share
}

/// The folder a test is counted under: the first `depth` folders of its
/// path (`/dom/nodes` for `/dom/nodes/Node-cloneNode.html` at depth 2,
/// `/url` for `/url/url-setters.any.html`, `/` for a file at the root).
pub fn folder_of(test: &str, depth: usize) -> String {
    let mut segments: Vec<&str> = test.trim_start_matches('/').split('/').collect();
    segments.pop();
    segments.truncate(depth);
    format!("/{}", segments.join("/"))
}

/// The shares of a run against a reference: in all, per folder, per test
/// (tests of the reference only; a test the run lacks passes nothing).
#[derive(Debug, Clone, Default)]
pub struct Shares {
    pub total: Share,
    pub folders: BTreeMap<String, Share>,
    pub tests: BTreeMap<String, Share>,
}

pub fn shares(run: &Statuses, reference: &Statuses, depth: usize) -> Shares {
    let mut out = Shares::default();
    for (test, r) in &reference.tests {
        let share = test_share(run.tests.get(test), r);
        out.total.add(share);
        out.folders.entry(folder_of(test, depth)).or_default().add(share);
        out.tests.insert(test.clone(), share);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diff::read_statuses;

    #[test]
    fn counts_only_the_reference_passes() {
        let reference = read_statuses(
            "ref",
            r#"{"results":[{"test":"/a/b/x.html","status":"OK","subtests":[{"name":"s1","status":"PASS"},{"name":"s2","status":"FAIL"},{"name":"s3","status":"PASS"}]},
                           {"test":"/a/c/y-crash.html","status":"PASS","subtests":[]},
                           {"test":"/z.html","status":"OK","subtests":[{"name":"t","status":"PASS"}]}]}"#,
        )
        .unwrap();
        let run = read_statuses(
            "run",
            r#"{"results":[{"test":"/a/b/x.html","status":"ERROR","subtests":[{"name":"s1","status":"PASS"},{"name":"s2","status":"PASS"},{"name":"s3","status":"FAIL"}]},
                           {"test":"/a/c/y-crash.html","status":"OK","subtests":[]}]}"#,
        )
        .unwrap();
        let s = shares(&run, &reference, 2);
        assert_eq!(s.total, Share { passed: 2, reference: 4 });
        assert_eq!(s.tests["/a/b/x.html"], Share { passed: 1, reference: 2 });
        assert_eq!(s.tests["/a/c/y-crash.html"], Share { passed: 1, reference: 1 });
        assert_eq!(s.tests["/z.html"], Share { passed: 0, reference: 1 });
        assert_eq!(s.folders.keys().collect::<Vec<_>>(), ["/", "/a/b", "/a/c"]);
        assert_eq!(folder_of("/url/u.any.html", 2), "/url");
        assert_eq!(folder_of("/html/semantics/forms/x.html", 2), "/html/semantics");
        assert_eq!(s.total.missing(), 2);
        assert!((s.total.percent() - 50.0).abs() < 1e-9);
        assert_eq!(Share::default().percent(), 100.0);
    }
}
