//! `webmcp wpt` as a whole: containment of misbehaving pages in worker
//! processes, expectations and their update, selection and chunking, and the
//! report files checked against their schemas.
//!
//! Needs a WPT root for `resources/testharness.js` and the WebMCP tests:
//! `WEBMCP_WPT_ROOT` (the Makefile sets it), else `../shared/wpt` beside the
//! workspace.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/wpt/tests/fixtures/containment");
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/wpt/tests/data");

fn wpt_root() -> PathBuf {
    let root = std::env::var_os("WEBMCP_WPT_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/wpt"));
    assert!(root.join("resources/testharness.js").is_file(), "no WPT root at {} (set WEBMCP_WPT_ROOT)", root.display());
    root
}

fn webmcp(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_webmcp"));
    cmd.args(args).current_dir(env!("CARGO_MANIFEST_DIR")).env_remove("RUST_BACKTRACE");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the webmcp binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A WPT root of the fixture pages plus the shared testharness.js.
fn fixture_root() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("pages")).unwrap();
    std::fs::create_dir_all(dir.path().join("resources")).unwrap();
    for entry in std::fs::read_dir(Path::new(FIXTURES).join("pages")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.path().join("pages").join(path.file_name().unwrap())).unwrap();
    }
    std::fs::copy(wpt_root().join("resources/testharness.js"), dir.path().join("resources/testharness.js")).unwrap();
    dir
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// test -> (status, message, [(subtest, status)]) from a wptreport.
fn statuses(report: &Value) -> BTreeMap<String, (String, String, Vec<(String, String)>)> {
    report["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let subtests = r["subtests"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| (s["name"].as_str().unwrap().to_owned(), s["status"].as_str().unwrap().to_owned()))
                .collect();
            let message = r["message"].as_str().unwrap_or_default().to_owned();
            (r["test"].as_str().unwrap().to_owned(), (r["status"].as_str().unwrap().to_owned(), message, subtests))
        })
        .collect()
}

#[test]
fn misbehaving_pages_get_their_status_and_the_others_their_results() {
    let root = fixture_root();
    let out_dir = tempfile::tempdir().unwrap();
    let report = out_dir.path().join("report.json");
    let meta = Path::new(FIXTURES).join("metadata");
    let out = webmcp(
        &[
            "wpt", "--root", s(root.path()), "--metadata", s(&meta), "--processes", "2", "--timeout-multiplier", "0.2",
            "--max-memory", "256M", "--log-wptreport", s(&report),
        ],
        &[("WEBMCP_WPT_PANIC_ON", "/pages/panic.html")],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "every status as the metadata expects\n{stdout}\n{}", text(&out.stderr));
    assert!(stdout.contains("with 2 worker processes"), "{stdout}");
    let r: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let st = statuses(&r);
    let status = |t: &str| st[t].0.as_str();
    let message = |t: &str| st[t].1.as_str();
    assert_eq!(st.len(), 9);
    // The ordinary pages' results all arrive.
    assert_eq!(st["/pages/passes.html"].2, [("arithmetic".into(), "PASS".into()), ("a promise".into(), "PASS".into())]);
    assert_eq!(status("/pages/passes.html"), "OK");
    assert_eq!(st["/pages/also-passes.html"].2, [("a timer".into(), "PASS".into())]);
    assert_eq!(status("/pages/finishes-crash.html"), "PASS");
    // The misbehaving ones get CRASH or TIMEOUT, each with what happened.
    assert_eq!(status("/pages/panic.html"), "CRASH");
    assert!(message("/pages/panic.html").contains("the engine panicked"), "{}", message("/pages/panic.html"));
    assert_eq!(status("/pages/unbounded-allocation.html"), "CRASH");
    assert!(message("/pages/unbounded-allocation.html").contains("memory allocation of"), "{}", message("/pages/unbounded-allocation.html"));
    for hung in ["/pages/infinite-loop.html", "/pages/catastrophic-regex.html"] {
        assert_eq!(status(hung), "TIMEOUT");
        assert!(message(hung).contains("the worker was killed after"), "{hung}: {}", message(hung));
    }
    assert!(["TIMEOUT", "CRASH"].contains(&status("/pages/unbounded-array-allocation.html")));
    assert_eq!(status("/pages/never-loads.html"), "TIMEOUT");
    assert_eq!(st["/pages/never-loads.html"].2, [("image load".into(), "TIMEOUT".into())]);
}

#[test]
fn an_expected_failure_that_passes_is_unexpected() {
    let root = fixture_root();
    let meta = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(meta.path().join("pages")).unwrap();
    std::fs::write(meta.path().join("pages/passes.html.ini"), "[passes.html]\n  [arithmetic]\n    expected: FAIL\n").unwrap();
    let out = webmcp(&["wpt", "--root", s(root.path()), "--metadata", s(meta.path()), "--processes", "1", "/pages/passes.html"], &[]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("UNEXPECTED PASS /pages/passes.html > arithmetic (expected FAIL)"), "{stdout}");
    assert!(stdout.contains("Unexpected results: 1 (subtests: 1 PASS)"), "{stdout}");
    assert!(stdout.trim_end().ends_with("2 passed, 0 failed"), "{stdout}");
}

#[test]
fn update_expectations_makes_the_next_run_expected() {
    let root = fixture_root();
    let meta = tempfile::tempdir().unwrap();
    let args = ["wpt", "--root", s(root.path()), "--metadata", s(meta.path()), "--processes", "2", "--timeout-multiplier", "0.2"];
    let tests = ["/pages/passes.html", "/pages/never-loads.html"];
    let first = webmcp(&[&args[..], &["--update-expectations"], &tests[..]].concat(), &[]);
    assert_eq!(first.status.code(), Some(1), "{}", text(&first.stdout));
    assert!(text(&first.stdout).contains("Metadata updated: 1 files written, 0 removed"), "{}", text(&first.stdout));
    assert_eq!(
        std::fs::read_to_string(meta.path().join("pages/never-loads.html.ini")).unwrap(),
        "[never-loads.html]\n  expected: TIMEOUT\n  [image load]\n    expected: TIMEOUT\n"
    );
    let second = webmcp(&[&args[..], &tests[..]].concat(), &[]);
    assert_eq!(second.status.code(), Some(0), "{}", text(&second.stdout));
    // Without --metadata there is nothing to rewrite.
    let refused = webmcp(&["wpt", "--root", s(root.path()), "--update-expectations"], &[]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("--metadata"));
}

fn listed(extra: &[&str]) -> Vec<String> {
    let root = wpt_root();
    let out = webmcp(&[&["wpt", "--root", s(&root), "--list"][..], extra].concat(), &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout).lines().map(str::to_owned).collect()
}

#[test]
fn selection_and_chunks_split_the_tree_without_overlap() {
    let all = listed(&[]);
    assert!(all.len() >= 60, "{}", all.len());
    assert!(all.contains(&"/webmcp/idlharness.https.window.html".to_owned()));
    let one = listed(&["--this-chunk", "1", "--total-chunks", "2"]);
    let two = listed(&["--this-chunk", "2", "--total-chunks", "2"]);
    assert!(!one.is_empty() && !two.is_empty());
    let (a, b): (BTreeSet<_>, BTreeSet<_>) = (one.iter().collect(), two.iter().collect());
    assert!(a.is_disjoint(&b));
    assert_eq!(a.union(&b).count(), all.len());
    // Deterministic: the same chunk twice is the same list.
    assert_eq!(listed(&["--this-chunk", "1", "--total-chunks", "2"]), one);
    let imperative = listed(&["--include", "/webmcp/imperative/", "--exclude", "/webmcp/imperative/exposedTo"]);
    assert!(imperative.iter().all(|t| t.starts_with("/webmcp/imperative/") && !t.contains("exposedTo")));
    assert!(imperative.len() > 10);

    let root = wpt_root();
    let out = webmcp(&["wpt", "--root", s(&root), "--list-tests-json", "/webmcp/idlharness.https.window.html"], &[]);
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json,
        serde_json::json!([{"id": "/webmcp/idlharness.https.window.html", "path": "webmcp/idlharness.https.window.js", "type": "testharness", "timeout": "normal"}])
    );
    let bad = webmcp(&["wpt", "--root", s(&root), "--this-chunk", "3", "--total-chunks", "2", "--list"], &[]);
    assert_eq!(bad.status.code(), Some(2));
}

fn validate_xml(xml: &Path) -> Output {
    Command::new("python3")
        .arg(Path::new(DATA).join("validate_xml.py"))
        .arg(Path::new(DATA).join("junit-10.xsd"))
        .arg(xml)
        .output()
        .expect("python3 runs")
}

#[test]
fn the_whole_tree_reports_validate_against_their_schemas() {
    let root = wpt_root();
    let out_dir = tempfile::tempdir().unwrap();
    let (report, xunit) = (out_dir.path().join("wptreport.json"), out_dir.path().join("junit.xml"));
    let out = webmcp(
        &["wpt", "--root", s(&root), "--metadata", "wpt/expectations", "--processes", "2", "--log-wptreport", s(&report), "--log-xunit", s(&xunit)],
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));

    let schema: Value = serde_json::from_str(&std::fs::read_to_string(Path::new(DATA).join("wptreport.schema.json")).unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let mut json: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let errors: Vec<String> = validator.iter_errors(&json).map(|e| format!("{} at {}", e, e.instance_path())).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    // wpt.fyi refuses a report that lists a test twice.
    let tests: Vec<&str> = json["results"].as_array().unwrap().iter().map(|r| r["test"].as_str().unwrap()).collect();
    let unique: BTreeSet<&&str> = tests.iter().collect();
    assert_eq!(unique.len(), tests.len());
    assert!(tests.len() >= 60);
    // The schema does reject what wpt.fyi would.
    json["run_info"].as_object_mut().unwrap().remove("revision");
    json["results"][0]["status"] = "MAYBE".into();
    assert_eq!(validator.iter_errors(&json).count(), 2);

    let valid = validate_xml(&xunit);
    assert!(valid.status.success(), "{}{}", text(&valid.stdout), text(&valid.stderr));
    let xml = std::fs::read_to_string(&xunit).unwrap();
    assert!(xml.contains("<skipped message=\"expected TIMEOUT\"/>"));
    let broken = out_dir.path().join("broken.xml");
    std::fs::write(&broken, xml.replacen(" failures=\"0\" errors=\"0\" skipped", " errors=\"0\" skipped", 1)).unwrap();
    let invalid = validate_xml(&broken);
    assert_eq!(invalid.status.code(), Some(1), "{}", text(&invalid.stdout));
    assert!(text(&invalid.stdout).contains("failures"));
}

#[test]
fn compare_prints_per_subtest_differences() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.json");
    let b = dir.path().join("b.json");
    std::fs::write(&a, r#"{"results":[{"test":"/t.html","status":"OK","subtests":[{"name":"x","status":"PASS"},{"name":"y","status":"FAIL"}]}]}"#).unwrap();
    std::fs::write(&b, r#"{"run_info":{"product":"chromium"},"results":[{"test":"/t.html","status":"OK","subtests":[{"name":"x","status":"PASS"},{"name":"y","status":"PASS"}]}]}"#).unwrap();
    let out = webmcp(&["wpt", "compare", s(&a), s(&b)], &[]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "/t.html > y: FAIL -> PASS\n1 differences in 1 tests (1 tests in A, 1 in B)\n");
    let same = webmcp(&["wpt", "compare", s(&a), s(&a)], &[]);
    assert_eq!(same.status.code(), Some(0));
}
