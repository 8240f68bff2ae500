//! `webmcp wpt compare A.json B.json`: where two wptreport files differ,
//! test by test and subtest by subtest.
//!
//! Reads reports loosely (only `results[].test`, `.status`,
//! `.subtests[].name` and `.status`), so that wptrunner's reports and the
//! reference Chromium run's (which has no `time_start`) compare too. A crash
//! test's finished status is PASS in wptrunner and OK in some runners; the
//! two are treated as the same result for crash tests.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::discover::{kind_of, TestKind};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiffError {
    #[error("{name}: not JSON: {message}")]
    Json { name: String, message: String },
    #[error("{name}: not a wptreport: {message}")]
    Shape { name: String, message: String },
}

/// One report's statuses: test -> (harness status, subtest -> status).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Statuses {
    pub tests: BTreeMap<String, (String, BTreeMap<String, String>)>,
}

/// Reads the statuses of a wptreport's text; `name` is for errors.
pub fn read_statuses(name: &str, json: &str) -> Result<Statuses, DiffError> {
    let value: Value = serde_json::from_str(json).map_err(|e| DiffError::Json { name: name.to_owned(), message: e.to_string() })?;
    let shape = |message: &str| DiffError::Shape { name: name.to_owned(), message: message.to_owned() };
    let results = value.get("results").and_then(Value::as_array).ok_or_else(|| shape("no `results` array"))?;
    let mut statuses = Statuses::default();
    for r in results {
        let test = r.get("test").and_then(Value::as_str).ok_or_else(|| shape("a result without `test`"))?;
        let status = r.get("status").and_then(Value::as_str).ok_or_else(|| shape("a result without `status`"))?;
        let mut subtests = BTreeMap::new();
        for s in r.get("subtests").and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default() {
            let name = s.get("name").and_then(Value::as_str).ok_or_else(|| shape("a subtest without `name`"))?;
            let status = s.get("status").and_then(Value::as_str).ok_or_else(|| shape("a subtest without `status`"))?;
            subtests.insert(name.to_owned(), status.to_owned());
        }
        statuses.tests.insert(test.to_owned(), (normalize(test, status), subtests));
    }
    Ok(statuses)
}

fn normalize(test: &str, status: &str) -> String {
    if kind_of(test) == TestKind::Crash && status == "OK" {
        "PASS".to_owned()
    } else {
        status.to_owned()
    }
}

/// One difference: `a`/`b` are `None` where the report has no such result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    pub test: String,
    pub subtest: Option<String>,
    pub a: Option<String>,
    pub b: Option<String>,
}

/// Every test and subtest whose status differs between `a` and `b`, or that
/// only one of them has, in test order.
pub fn differences(a: &Statuses, b: &Statuses) -> Vec<Difference> {
    let mut out = Vec::new();
    let mut names: Vec<&String> = a.tests.keys().chain(b.tests.keys()).collect();
    names.sort();
    names.dedup();
    for test in names {
        let (ta, tb) = (a.tests.get(test), b.tests.get(test));
        let status = |t: Option<&(String, BTreeMap<String, String>)>| t.map(|(s, _)| s.clone());
        if status(ta) != status(tb) {
            out.push(Difference { test: test.clone(), subtest: None, a: status(ta), b: status(tb) });
        }
        let empty = BTreeMap::new();
        let (sa, sb) = (ta.map_or(&empty, |t| &t.1), tb.map_or(&empty, |t| &t.1));
        let mut subtests: Vec<&String> = sa.keys().chain(sb.keys()).collect();
        subtests.sort();
        subtests.dedup();
        for name in subtests {
            let (x, y) = (sa.get(name).cloned(), sb.get(name).cloned());
            if x != y {
                out.push(Difference { test: test.clone(), subtest: Some(name.clone()), a: x, b: y });
            }
        }
    }
    out
}

/// `<test> [> <subtest>]: A -> B`, with `-` for a missing result.
pub fn difference_line(d: &Difference) -> String {
    let sub = d.subtest.as_deref().map(|s| format!(" > {}", crate::report::one_line(s))).unwrap_or_default();
    let show = |s: &Option<String>| s.clone().unwrap_or_else(|| "-".to_owned());
    format!("{}{}: {} -> {}", d.test, sub, show(&d.a), show(&d.b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_changed_missing_and_equal_results() {
        let a = read_statuses(
            "a",
            r#"{"results":[{"test":"/x.html","status":"OK","subtests":[{"name":"s1","status":"PASS"},{"name":"s2","status":"FAIL"}]},
                           {"test":"/c-crash.html","status":"PASS","subtests":[]},
                           {"test":"/only-a.html","status":"OK","subtests":[]}]}"#,
        )
        .unwrap();
        let b = read_statuses(
            "b",
            r#"{"run_info":{},"results":[{"test":"/x.html","status":"TIMEOUT","subtests":[{"name":"s1","status":"PASS"},{"name":"s3","status":"PASS"}]},
                           {"test":"/c-crash.html","status":"OK","subtests":[]}]}"#,
        )
        .unwrap();
        let lines: Vec<String> = differences(&a, &b).iter().map(difference_line).collect();
        assert_eq!(
            lines,
            ["/only-a.html: OK -> -", "/x.html: OK -> TIMEOUT", "/x.html > s2: FAIL -> -", "/x.html > s3: - -> PASS"]
        );
        assert!(differences(&a, &a).is_empty());
        assert!(matches!(read_statuses("n", "{}"), Err(DiffError::Shape { .. })));
        assert!(matches!(read_statuses("n", "nope"), Err(DiffError::Json { .. })));
    }
}
