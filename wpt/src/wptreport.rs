//! The `wptreport.json` of a run, in the format wptrunner's `--log-wptreport`
//! writes and wpt.fyi reads:
//!
//! ```json
//! {"results": [{"test": "/a.html", "status": "OK", "message": null,
//!               "duration": 12, "expected": "TIMEOUT"?,
//!               "subtests": [{"name": "x", "status": "FAIL",
//!                             "message": "...", "expected": "PASS"?}]}],
//!  "run_info": {"product": "webmcp", ...},
//!  "time_start": 1700000000000, "time_end": 1700000001000}
//! ```
//!
//! As in wptrunner, `expected` is present only where the result was not the
//! expected one.

use std::fs;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::expectations::Expectations;
use crate::results::TestResult;

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error("could not encode the report: {0}")]
    Encode(#[from] serde_json::Error),
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
    /// Milliseconds since the Unix epoch.
    pub time_start: u64,
    pub time_end: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReportTest {
    pub test: String,
    pub status: String,
    pub message: Option<String>,
    /// Milliseconds.
    pub duration: u64,
    pub subtests: Vec<ReportSubtest>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReportSubtest {
    pub name: String,
    pub status: String,
    pub message: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
}

/// The `run_info` of this program: product, version, OS, processor, build.
pub fn default_run_info() -> Map<String, Value> {
    let mut info = Map::new();
    info.insert("product".into(), "webmcp".into());
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
            let expected = expectations.harness(&r.test);
            ReportTest {
                test: r.test.clone(),
                status: r.status.to_string(),
                message: r.message.clone(),
                duration: r.duration_ms,
                expected: (expected != r.status).then(|| expected.to_string()),
                subtests: r
                    .subtests
                    .iter()
                    .map(|s| {
                        let expected = expectations.subtest(&r.test, &s.name);
                        ReportSubtest {
                            name: s.name.clone(),
                            status: s.status.to_string(),
                            message: s.message.clone(),
                            expected: (expected != s.status).then(|| expected.to_string()),
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    WptReport {
        results,
        run_info,
        time_start,
        time_end,
    }
}

impl WptReport {
    pub fn to_json(&self) -> Result<String, ReportError> {
        Ok(serde_json::to_string_pretty(self)?)
    }

    /// Writes the report to `path` (the CLI's `--report FILE`).
    pub fn write(&self, path: &Path) -> Result<(), ReportError> {
        let json = self.to_json()?;
        fs::write(path, json).map_err(|source| ReportError::Write {
            path: path.display().to_string(),
            source,
        })
    }
}
