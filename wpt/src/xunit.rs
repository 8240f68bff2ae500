//! `--log-xunit FILE`: the results as JUnit XML, the format CI dashboards
//! read (checked against Jenkins' `junit-10.xsd` in the tests).
//!
//! One `<testcase>` per test page (classname: its folder, name: its path)
//! and one per subtest (classname: the page's path, name: the subtest).
//! An expected result is a pass, or `<skipped>` when it is not PASS/OK (a
//! known failure, or a disabled test); an unexpected CRASH or ERROR is an
//! `<error>`, any other unexpected result a `<failure>`.
//!
//! Written by hand: the format is a handful of elements, and escaping is
//! the only subtle part.

use std::fmt::Write as _;

use crate::metadata::{default_harness, Expectations};
use crate::results::{HarnessStatus, SubtestStatus, TestResult};

enum Outcome {
    Pass,
    Skipped(String),
    Failure(String, String),
    Error(String, String),
}

/// The JUnit XML of `results`; `seconds` is the run's wall time.
pub fn xunit(results: &[TestResult], expectations: &Expectations, seconds: f64) -> String {
    let mut cases = String::new();
    let (mut tests, mut failures, mut errors, mut skipped) = (0usize, 0usize, 0usize, 0usize);
    let mut add = |cases: &mut String, classname: &str, name: &str, ms: Option<u64>, outcome: Outcome| {
        tests += 1;
        let time = ms.map(|ms| format!(" time=\"{:.3}\"", ms as f64 / 1000.0)).unwrap_or_default();
        let _ = write!(cases, "    <testcase classname=\"{}\" name=\"{}\"{time}", attr(classname), attr(name));
        match outcome {
            Outcome::Pass => cases.push_str("/>\n"),
            Outcome::Skipped(message) => {
                skipped += 1;
                let _ = write!(cases, ">\n      <skipped message=\"{}\"/>\n    </testcase>\n", attr(&message));
            }
            Outcome::Failure(kind, message) => {
                failures += 1;
                let _ = write!(cases, ">\n      <failure type=\"{}\" message=\"{}\">{}</failure>\n    </testcase>\n", attr(&kind), attr(&message), text(&message));
            }
            Outcome::Error(kind, message) => {
                errors += 1;
                let _ = write!(cases, ">\n      <error type=\"{}\" message=\"{}\">{}</error>\n    </testcase>\n", attr(&kind), attr(&message), text(&message));
            }
        }
    };
    for r in results {
        let folder = r.test.rsplit_once('/').map_or("/", |(d, _)| if d.is_empty() { "/" } else { d });
        let expected = expectations.harness(&r.test);
        let message = r.message.clone().unwrap_or_default();
        let outcome = if r.status == HarnessStatus::Skip {
            Outcome::Skipped(message)
        } else if expected.contains(&r.status) {
            if r.status == default_harness(&r.test) {
                Outcome::Pass
            } else {
                Outcome::Skipped(format!("expected {}", r.status))
            }
        } else {
            let m = with_message(format!("expected {}, got {}", expected_list(&expected), r.status), &message);
            match r.status {
                HarnessStatus::Crash | HarnessStatus::Error => Outcome::Error(r.status.to_string(), m),
                _ => Outcome::Failure(r.status.to_string(), m),
            }
        };
        add(&mut cases, folder, &r.test, Some(r.duration_ms), outcome);
        for s in &r.subtests {
            let expected = expectations.subtest(&r.test, &s.name);
            let message = s.message.clone().unwrap_or_default();
            let outcome = if expected.contains(&s.status) {
                if s.status == SubtestStatus::Pass {
                    Outcome::Pass
                } else {
                    Outcome::Skipped(format!("expected {}", s.status))
                }
            } else {
                Outcome::Failure(s.status.to_string(), with_message(format!("expected {}, got {}", expected_list(&expected), s.status), &message))
            };
            add(&mut cases, &r.test, &s.name, None, outcome);
        }
    }
    let time = format!("{seconds:.3}");
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(out, "<testsuites name=\"webmcp wpt\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" time=\"{time}\">");
    let _ = writeln!(
        out,
        "  <testsuite name=\"webmcp wpt\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\" time=\"{time}\">"
    );
    out.push_str(&cases);
    out.push_str("  </testsuite>\n</testsuites>\n");
    out
}

fn expected_list<S: std::fmt::Display>(list: &[S]) -> String {
    crate::compare::expected_text(list)
}

fn with_message(head: String, message: &str) -> String {
    if message.trim().is_empty() {
        head
    } else {
        format!("{head}: {message}")
    }
}

/// Characters XML 1.0 cannot hold at all become U+FFFD.
fn legal(c: char) -> char {
    match c {
        '\t' | '\n' | '\r' => c,
        c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => '\u{FFFD}',
        c => c,
    }
}

fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().map(legal) {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

fn attr(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().map(legal) {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            '\t' => out.push_str("&#9;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(attr("a<b & \"c\"\n\u{1}"), "a&lt;b &amp; &quot;c&quot;&#10;\u{FFFD}");
        assert_eq!(text("x > y\t<z>"), "x &gt; y\t&lt;z&gt;");
    }

    #[test]
    fn outcomes_and_counts() {
        let e = Expectations::from_files([("a.html.ini", "[a.html]\n  [known]\n    expected: FAIL\n")]).unwrap();
        let r = TestResult::from_harness_json(
            "/a.html",
            r#"{"status":0,"tests":[{"name":"ok","status":0},{"name":"known","status":1,"message":"m"},{"name":"new","status":1,"message":"boom"}]}"#,
            12,
        )
        .unwrap();
        let crash = TestResult::without_subtests("/d/c.html", HarnessStatus::Crash, Some("signal 6".into()), 3);
        let xml = xunit(&[r, crash], &e, 1.5);
        assert!(xml.contains(r#"<testsuites name="webmcp wpt" tests="5" failures="1" errors="1" time="1.500">"#), "{xml}");
        assert!(xml.contains(r#"skipped="1""#));
        assert!(xml.contains(r#"<testcase classname="/" name="/a.html" time="0.012"/>"#));
        assert!(xml.contains(r#"<testcase classname="/a.html" name="known">"#));
        assert!(xml.contains(r#"<skipped message="expected FAIL"/>"#));
        assert!(xml.contains(r#"<failure type="FAIL" message="expected PASS, got FAIL: boom">"#));
        assert!(xml.contains(r#"<error type="CRASH" message="expected OK, got CRASH: signal 6">"#));
    }
}
