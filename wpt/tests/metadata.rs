//! The expectation files: reading and writing the wptmanifest subset, and
//! `--update-expectations` on a metadata directory made here.

use std::fs;

use wpt::metadata::manifest::{parse, serialize, Value};
use wpt::metadata::update::{observe, update_metadata};
use wpt::{Expectations, HarnessStatus, SubtestStatus, TestResult};

#[test]
fn parses_sections_values_lists_escapes_and_comments() {
    let text = "\
# file comment
bug: 123
[x.html]  # inline on heading
  expected: TIMEOUT
  [subtest \\] with bracket]
    # why
    expected: [PASS, FAIL]
  [quoted]
    note: \"a # not a comment\"
    other: plain value # trailing comment
    esc: tab\\there\\x41
[y.html]
  disabled: flaky
";
    let root = parse(text).unwrap();
    assert_eq!(root.get("bug").unwrap().value, Value::Single("123".into()));
    assert_eq!(root.get("bug").unwrap().comments, [" file comment"]);
    let x = root.child("x.html").unwrap();
    assert_eq!(x.comments, [" inline on heading"]);
    assert_eq!(x.get("expected").unwrap().value, Value::Single("TIMEOUT".into()));
    let sub = x.child("subtest ] with bracket").unwrap();
    assert_eq!(sub.get("expected").unwrap().value, Value::List(vec!["PASS".into(), "FAIL".into()]));
    assert_eq!(sub.get("expected").unwrap().comments, [" why"]);
    let q = x.child("quoted").unwrap();
    assert_eq!(q.get("note").unwrap().value, Value::Single("a # not a comment".into()));
    assert_eq!(q.get("other").unwrap().value, Value::Single("plain value".into()));
    assert_eq!(q.get("other").unwrap().comments, [" trailing comment"]);
    assert_eq!(q.get("esc").unwrap().value, Value::Single("tab\thereA".into()));
    assert_eq!(root.child("y.html").unwrap().get("disabled").unwrap().value, Value::Single("flaky".into()));

    // Written back and read again, nothing is lost.
    let again = parse(&serialize(&root)).unwrap();
    assert_eq!(serialize(&again), serialize(&root));
    let sub_again = again.child("x.html").unwrap().child("subtest ] with bracket").unwrap().get("expected").unwrap();
    assert_eq!((&sub_again.value, &sub_again.comments), (&sub.get("expected").unwrap().value, &sub.get("expected").unwrap().comments));
    assert_eq!(again.child("x.html").unwrap().child("quoted").unwrap().get("note").unwrap().value, Value::Single("a # not a comment".into()));
}

#[test]
fn refuses_what_it_does_not_support_with_the_line() {
    for (text, line, what) in [
        ("[a]\n  expected:\n    if os == \"linux\": FAIL\n", 3, "conditional"),
        ("[a]\n  disabled: @True\n", 2, "atoms"),
        ("[a]\n  key value\n", 2, "space in a key"),
        ("[a\n", 1, "heading"),
        ("[a]\n  expected: [PASS, FAIL\n", 2, "list"),
        ("[a]\n    x: 1\n  y: 2\n", 3, "indent"),
        ("[a]\n  x: 1\n  x: 2\n", 3, "twice"),
        ("[a]\n  x: if y\n", 2, "quoted"),
    ] {
        let err = parse(text).unwrap_err();
        assert_eq!(err.line, line, "{text:?}: {err}");
        assert!(err.message.contains(what), "{text:?}: {err}");
    }
}

fn result(test: &str, status: HarnessStatus, subtests: &[(&str, u8)]) -> TestResult {
    let tests: Vec<String> = subtests.iter().map(|(n, s)| format!(r#"{{"name":{n:?},"status":{s}}}"#)).collect();
    let mut r = TestResult::from_harness_json(test, &format!(r#"{{"status":0,"tests":[{}]}}"#, tests.join(",")), 1).unwrap();
    r.status = status;
    r
}

#[test]
fn update_writes_keeps_comments_and_removes_what_passes() {
    let dir = tempfile::tempdir().unwrap();
    let meta = dir.path();
    fs::create_dir_all(meta.join("d")).unwrap();
    fs::write(
        meta.join("d/a.html.ini"),
        "[a.html]\n  bug: https://example.org/1\n  [now passes]\n    expected: FAIL\n  [still fails]\n    # keep this reason\n    expected: FAIL\n  [gone]\n    expected: FAIL\n",
    )
    .unwrap();
    fs::write(meta.join("d/fixed.html.ini"), "[fixed.html]\n  [s]\n    expected: FAIL\n").unwrap();
    let runs = [
        result("/d/a.html", HarnessStatus::Ok, &[("now passes", 0), ("still fails", 1), ("new failure", 1), ("flaky", 0)]),
        result("/d/a.html", HarnessStatus::Ok, &[("now passes", 0), ("still fails", 1), ("new failure", 1), ("flaky", 1)]),
        result("/d/fixed.html", HarnessStatus::Ok, &[("s", 0)]),
        result("/d/b.any.html", HarnessStatus::Timeout, &[]),
        result("/d/c-crash.html", HarnessStatus::Pass, &[]),
    ];
    let summary = update_metadata(meta, &observe(&runs)).unwrap();
    assert_eq!(summary.removed, ["d/fixed.html.ini"]);
    assert_eq!(summary.written, ["d/a.html.ini", "d/b.any.js.ini"]);
    assert_eq!(
        fs::read_to_string(meta.join("d/a.html.ini")).unwrap(),
        "[a.html]\n  bug: https://example.org/1\n  [still fails]\n    # keep this reason\n    expected: FAIL\n  [new failure]\n    expected: FAIL\n  [flaky]\n    expected: [PASS, FAIL]\n"
    );
    assert_eq!(fs::read_to_string(meta.join("d/b.any.js.ini")).unwrap(), "[b.any.html]\n  expected: TIMEOUT\n");
    assert!(!meta.join("d/c-crash.html.ini").exists());

    // The rewritten directory expects exactly what the run saw.
    let e = Expectations::load_dir(meta).unwrap();
    assert_eq!(e.subtest("/d/a.html", "flaky"), [SubtestStatus::Pass, SubtestStatus::Fail]);
    assert_eq!(e.subtest("/d/a.html", "now passes"), [SubtestStatus::Pass]);
    assert_eq!(e.harness("/d/b.any.html"), [HarnessStatus::Timeout]);
    for r in &runs {
        assert!(wpt::compare(r, &e).is_empty(), "{}", r.test);
    }
    // A second update from the same run changes nothing.
    let again = update_metadata(meta, &observe(&runs)).unwrap();
    assert!(again.written.is_empty() && again.removed.is_empty(), "{again:?}");
}

#[test]
fn the_bundled_metadata_matches_the_project_directory() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("expectations");
    assert_eq!(Expectations::load_dir(&dir).unwrap(), Expectations::bundled().unwrap());
}
