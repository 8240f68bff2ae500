//! Test results: harness and subtest statuses, and the JSON that
//! `testharnessreport.js` hands to the runner.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The status of a whole test page (wptrunner's test statuses). A
/// testharness page is OK, ERROR, TIMEOUT, PRECONDITION_FAILED or CRASH; a
/// crash test PASS, TIMEOUT or CRASH (wptrunner's crashtest statuses); a
/// disabled test is SKIP.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum HarnessStatus {
    Ok,
    Pass,
    Error,
    Timeout,
    Crash,
    PreconditionFailed,
    Skip,
}

/// The status of one subtest (testharness.js's test statuses).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SubtestStatus {
    Pass,
    Fail,
    Timeout,
    Notrun,
    PreconditionFailed,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultError {
    #[error("unknown harness status number {0}")]
    HarnessNumber(i64),
    #[error("unknown subtest status number {0} for {1:?}")]
    SubtestNumber(i64, String),
    #[error("unknown status {0:?}")]
    Name(String),
    #[error("malformed report from testharnessreport.js: {0}")]
    Json(String),
}

impl HarnessStatus {
    /// testharness.js's `TestsStatus` numbers: OK 0, ERROR 1, TIMEOUT 2,
    /// PRECONDITION_FAILED 3. (CRASH is the runner's, never the page's.)
    pub fn from_number(n: i64) -> Result<Self, ResultError> {
        match n {
            0 => Ok(HarnessStatus::Ok),
            1 => Ok(HarnessStatus::Error),
            2 => Ok(HarnessStatus::Timeout),
            3 => Ok(HarnessStatus::PreconditionFailed),
            _ => Err(ResultError::HarnessNumber(n)),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            HarnessStatus::Ok => "OK",
            HarnessStatus::Pass => "PASS",
            HarnessStatus::Error => "ERROR",
            HarnessStatus::Timeout => "TIMEOUT",
            HarnessStatus::Crash => "CRASH",
            HarnessStatus::PreconditionFailed => "PRECONDITION_FAILED",
            HarnessStatus::Skip => "SKIP",
        }
    }
}

impl SubtestStatus {
    /// testharness.js's `Test` status numbers: PASS 0, FAIL 1, TIMEOUT 2,
    /// NOTRUN 3, PRECONDITION_FAILED 4.
    pub fn from_number(n: i64) -> Option<Self> {
        match n {
            0 => Some(SubtestStatus::Pass),
            1 => Some(SubtestStatus::Fail),
            2 => Some(SubtestStatus::Timeout),
            3 => Some(SubtestStatus::Notrun),
            4 => Some(SubtestStatus::PreconditionFailed),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SubtestStatus::Pass => "PASS",
            SubtestStatus::Fail => "FAIL",
            SubtestStatus::Timeout => "TIMEOUT",
            SubtestStatus::Notrun => "NOTRUN",
            SubtestStatus::PreconditionFailed => "PRECONDITION_FAILED",
        }
    }
}

impl FromStr for HarnessStatus {
    type Err = ResultError;
    fn from_str(s: &str) -> Result<Self, ResultError> {
        serde_json::from_value(serde_json::Value::String(s.trim().to_owned()))
            .map_err(|_| ResultError::Name(s.to_owned()))
    }
}

impl FromStr for SubtestStatus {
    type Err = ResultError;
    fn from_str(s: &str) -> Result<Self, ResultError> {
        serde_json::from_value(serde_json::Value::String(s.trim().to_owned()))
            .map_err(|_| ResultError::Name(s.to_owned()))
    }
}

impl fmt::Display for HarnessStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for SubtestStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One subtest's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubtestResult {
    pub name: String,
    pub status: SubtestStatus,
    pub message: Option<String>,
}

/// One test page's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestResult {
    /// The URL path of the test (`/webmcp/imperative/getTools.https.html`).
    pub test: String,
    pub status: HarnessStatus,
    pub message: Option<String>,
    pub subtests: Vec<SubtestResult>,
    pub duration_ms: u64,
}

/// The JSON `testharnessreport.js` sends.
#[derive(Debug, Deserialize)]
struct HarnessReport {
    status: i64,
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    tests: Vec<HarnessTest>,
}

#[derive(Debug, Deserialize)]
struct HarnessTest {
    name: String,
    status: i64,
    #[serde(default)]
    message: Option<String>,
}

impl TestResult {
    /// The result of `test` from the JSON its page handed to
    /// `__webmcp_wpt_report`.
    pub fn from_harness_json(test: &str, json: &str, duration_ms: u64) -> Result<Self, ResultError> {
        let report: HarnessReport = serde_json::from_str(json).map_err(|e| ResultError::Json(e.to_string()))?;
        let subtests = report
            .tests
            .into_iter()
            .map(|t| {
                let status = SubtestStatus::from_number(t.status)
                    .ok_or_else(|| ResultError::SubtestNumber(t.status, t.name.clone()))?;
                Ok(SubtestResult {
                    name: t.name,
                    status,
                    message: t.message,
                })
            })
            .collect::<Result<Vec<_>, ResultError>>()?;
        Ok(TestResult {
            test: test.to_owned(),
            status: HarnessStatus::from_number(report.status)?,
            message: report.message,
            subtests,
            duration_ms,
        })
    }

    /// A result with no subtests: a crash test that settled (`Pass`), a page
    /// that crashed the engine (`Crash`) or never reported (`Timeout`), a
    /// disabled test (`Skip`).
    pub fn without_subtests(test: &str, status: HarnessStatus, message: Option<String>, duration_ms: u64) -> Self {
        TestResult {
            test: test.to_owned(),
            status,
            message,
            subtests: Vec::new(),
            duration_ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_report_json() {
        let json = r#"{"status":0,"message":null,"stack":null,"tests":[
            {"name":"a","status":0,"message":null,"stack":null},
            {"name":"b","status":1,"message":"assert_equals: expected 1 but got 2","stack":"at x"},
            {"name":"c","status":2,"message":"Test timed out"},
            {"name":"d","status":3},
            {"name":"e","status":4,"message":"no"}]}"#;
        let r = TestResult::from_harness_json("/x.html", json, 12).unwrap();
        assert_eq!(r.test, "/x.html");
        assert_eq!(r.status, HarnessStatus::Ok);
        assert_eq!(r.duration_ms, 12);
        let statuses: Vec<_> = r.subtests.iter().map(|s| s.status).collect();
        use SubtestStatus::*;
        assert_eq!(statuses, [Pass, Fail, Timeout, Notrun, PreconditionFailed]);
        assert_eq!(r.subtests[1].message.as_deref(), Some("assert_equals: expected 1 but got 2"));
    }

    #[test]
    fn harness_numbers_and_errors() {
        let r = TestResult::from_harness_json("/x", r#"{"status":2,"message":"timed out","tests":[]}"#, 0).unwrap();
        assert_eq!(r.status, HarnessStatus::Timeout);
        assert_eq!(r.message.as_deref(), Some("timed out"));
        assert_eq!(
            TestResult::from_harness_json("/x", r#"{"status":9,"tests":[]}"#, 0),
            Err(ResultError::HarnessNumber(9))
        );
        assert!(matches!(
            TestResult::from_harness_json("/x", r#"{"status":0,"tests":[{"name":"n","status":7}]}"#, 0),
            Err(ResultError::SubtestNumber(7, _))
        ));
        assert!(matches!(TestResult::from_harness_json("/x", "not json", 0), Err(ResultError::Json(_))));
    }

    #[test]
    fn names() {
        assert_eq!("PRECONDITION_FAILED".parse::<SubtestStatus>().unwrap(), SubtestStatus::PreconditionFailed);
        assert_eq!("NOTRUN".parse::<SubtestStatus>().unwrap(), SubtestStatus::Notrun);
        assert_eq!("CRASH".parse::<HarnessStatus>().unwrap(), HarnessStatus::Crash);
        assert_eq!("PASS".parse::<HarnessStatus>().unwrap(), HarnessStatus::Pass);
        assert!("NOTRUN".parse::<HarnessStatus>().is_err());
        assert!("FAIL".parse::<HarnessStatus>().is_err());
        assert_eq!(serde_json::to_string(&HarnessStatus::Ok).unwrap(), "\"OK\"");
        assert_eq!(SubtestStatus::Notrun.to_string(), "NOTRUN");
    }
}
