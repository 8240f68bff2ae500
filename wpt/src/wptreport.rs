//! The `wptreport.json` of a run, in the format wptrunner's `--log-wptreport`
//! writes and wpt.fyi reads:
//!
//! ```json
//! {"results": [{"test": "/a.html", "subsuite": "", "status": "OK",
//!               "message": null, "duration": 12, "expected": "TIMEOUT"?,
//!               "known_intermittent": ["ERROR"]?,
//!               "subtests": [{"name": "x", "status": "FAIL",
//!                             "message": "...", "expected": "PASS"?}]}],
//!  "run_info": {"product": "webmcp", "revision": "...", ...},
//!  "subsuites": {},
//!  "time_start": 1700000000000, "time_end": 1700000001000}
//! ```
//!
//! As in wptrunner, `expected` (the primary expected status) is present only
//! where the result was not an expected one, and `known_intermittent` lists
//! the other expected statuses of a test or subtest that has several. Each
//! test appears once (wpt.fyi refuses a report that lists a test twice).
//! Disabled tests appear with the status SKIP.

use std::fs;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::metadata::Expectations;
use crate::results::TestResult;

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error("could not encode the report: {0}")]
    Encode(#[from] serde_json::Error),
    #[error("not a wptreport: {0}")]
    Decode(String),
    #[error("could not write {path}: {source}")]
    Write {
        path: String,
        #[source]
        source: std::io::Error,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WptReport {
    pub results: Vec<ReportTest>,
    pub run_info: Map<String, Value>,
    #[serde(default)]
    pub subsuites: Map<String, Value>,
    /// Milliseconds since the Unix epoch.
    pub time_start: u64,
    pub time_end: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReportTest {
    pub test: String,
    #[serde(default)]
    pub subsuite: String,
    pub status: String,
    pub message: Option<String>,
    /// Milliseconds.
    pub duration: u64,
    pub subtests: Vec<ReportSubtest>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub known_intermittent: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReportSubtest {
    pub name: String,
    pub status: String,
    pub message: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub known_intermittent: Vec<String>,
}

/// The `expected` and `known_intermittent` of a result: the primary status
/// when `actual` is not among the `expected` ones, and the others.
fn expectation_fields<S: PartialEq + ToString>(actual: &S, expected: &[S]) -> (Option<String>, Vec<String>) {
    let primary = (!expected.contains(actual)).then(|| expected.first().map(ToString::to_string)).flatten();
    (primary, expected.iter().skip(1).map(ToString::to_string).collect())
}

/// The `run_info` of this program: product, version, OS, processor, build,
/// and `revision`, the WPT revision (`"unknown"` until the caller sets it;
/// wpt.fyi requires the key).
pub fn default_run_info() -> Map<String, Value> {
    let mut info = Map::new();
    info.insert("product".into(), "webmcp".into());
    info.insert("revision".into(), "unknown".into());
    info.insert("browser_version".into(), env!("CARGO_PKG_VERSION").into());
    info.insert("os".into(), std::env::consts::OS.into());
    info.insert("processor".into(), std::env::consts::ARCH.into());
    info.insert("debug".into(), cfg!(debug_assertions).into());
    info.insert("headless".into(), true.into());
    info
}

/// The report of `results` against `expectations`.
pub fn wptreport(
    results: &[TestResult],
    expectations: &Expectations,
    run_info: Map<String, Value>,
    time_start: u64,
    time_end: u64,
) -> WptReport {
    let results = results
        .iter()
        .map(|r| {
            let (expected, known_intermittent) = expectation_fields(&r.status, &expectations.harness(&r.test));
            ReportTest {
                test: r.test.clone(),
                subsuite: String::new(),
                status: r.status.to_string(),
                message: r.message.clone(),
                duration: r.duration_ms,
                expected,
                known_intermittent,
                subtests: r
                    .subtests
                    .iter()
                    .map(|s| {
                        let (expected, known_intermittent) =
                            expectation_fields(&s.status, &expectations.subtest(&r.test, &s.name));
                        ReportSubtest {
                            name: s.name.clone(),
                            status: s.status.to_string(),
                            message: s.message.clone(),
                            expected,
                            known_intermittent,
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    WptReport {
        results,
        run_info,
        subsuites: Map::new(),
        time_start,
        time_end,
    }
}

impl WptReport {
    pub fn to_json(&self) -> Result<String, ReportError> {
        Ok(serde_json::to_string_pretty(self)?)
    }

    /// Reads a report (ours, wptrunner's, or the Chromium reference run's).
    pub fn from_json(json: &str) -> Result<Self, ReportError> {
        serde_json::from_str(json).map_err(|e| ReportError::Decode(e.to_string()))
    }

    /// Writes the report to `path` (the CLI's `--log-wptreport FILE`).
    pub fn write(&self, path: &Path) -> Result<(), ReportError> {
        let json = self.to_json()?;
        fs::write(path, json).map_err(|source| ReportError::Write {
            path: path.display().to_string(),
            source,
        })
    }
}
