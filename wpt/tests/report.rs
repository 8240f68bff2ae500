//! Comparing results with expectations, the text lines and the wptreport.

use wpt::compare::Summary;
use wpt::{
    compare, default_run_info, result_lines, summarize, summary_line, unexpected_lines, wptreport, Expectations,
    HarnessStatus, TestResult,
};

const EXPECT: [(&str, &str); 2] = [
    ("a.https.html.ini", "[a.https.html]\n  [known bug]\n    # the draft changed\n    expected: FAIL\n"),
    ("slow.html.ini", "[slow.html]\n  # never finishes\n  expected: TIMEOUT\n"),
];

fn expectations() -> Expectations {
    Expectations::from_files(EXPECT).unwrap()
}

fn page_a() -> TestResult {
    TestResult::from_harness_json(
        "/a.https.html",
        r#"{"status":0,"message":null,"stack":null,"tests":[
            {"name":"works","status":0,"message":null,"stack":null},
            {"name":"known bug","status":1,"message":"assert_equals: expected\n1","stack":"s"},
            {"name":"broken","status":1,"message":"boom","stack":"s"},
            {"name":"later","status":3,"message":null,"stack":null}]}"#,
        40,
    )
    .unwrap()
}

#[test]
fn compare_finds_only_unexpected_results() {
    let exp = expectations();
    let unexpected = compare(&page_a(), &exp);
    let names: Vec<_> = unexpected.iter().map(|u| u.subtest.clone().unwrap()).collect();
    assert_eq!(names, ["broken", "later"]);
    assert_eq!(unexpected[0].expected, "PASS");
    assert_eq!(unexpected[0].actual, "FAIL");
    assert_eq!(unexpected[0].message.as_deref(), Some("boom"));

    let slow = TestResult::without_subtests("/slow.html", HarnessStatus::Timeout, None, 10_000);
    assert!(compare(&slow, &exp).is_empty());
    let crashed = TestResult::without_subtests("/c-crash.html", HarnessStatus::Crash, Some("stack overflow".into()), 5);
    let u = compare(&crashed, &exp);
    assert_eq!(u.len(), 1);
    assert_eq!((u[0].subtest.as_deref(), u[0].expected.as_str(), u[0].actual.as_str()), (None, "PASS", "CRASH"));
    assert_eq!(unexpected_lines(&u), ["UNEXPECTED CRASH /c-crash.html (expected PASS): stack overflow"]);
}

#[test]
fn result_lines_per_subtest_and_harness() {
    let exp = expectations();
    assert_eq!(
        result_lines(&page_a(), &exp),
        [
            "PASS /a.https.html > works",
            "FAIL /a.https.html > known bug (expected FAIL): assert_equals: expected 1",
            "FAIL /a.https.html > broken: boom",
            "NOTRUN /a.https.html > later",
        ]
    );
    let error = TestResult::from_harness_json(
        "/e.html",
        r#"{"status":1,"message":"Uncaught ReferenceError: x","tests":[{"name":"t","status":0}]}"#,
        1,
    )
    .unwrap();
    assert_eq!(result_lines(&error, &exp), ["ERROR /e.html: Uncaught ReferenceError: x", "PASS /e.html > t"]);
    let slow = TestResult::without_subtests("/slow.html", HarnessStatus::Timeout, None, 1);
    assert_eq!(result_lines(&slow, &exp), ["TIMEOUT /slow.html (expected TIMEOUT)"]);
    let crash_ok = TestResult::without_subtests("/x-crash.html", HarnessStatus::Pass, None, 1);
    assert_eq!(result_lines(&crash_ok, &exp), ["PASS /x-crash.html"]);
    let crash_timeout = TestResult::without_subtests("/x-crash.html", HarnessStatus::Timeout, None, 1);
    assert_eq!(result_lines(&crash_timeout, &exp), ["TIMEOUT /x-crash.html"]);
}

#[test]
fn summary_counts_subtests_and_crash_tests_as_one() {
    let exp = expectations();
    let results = [
        page_a(),
        TestResult::without_subtests("/x-crash.html", HarnessStatus::Pass, None, 1),
        TestResult::without_subtests("/y-crash.html", HarnessStatus::Crash, None, 1),
        TestResult::without_subtests("/slow.html", HarnessStatus::Timeout, None, 1),
    ];
    let mut summary = summarize(&results, &exp);
    assert_eq!((summary.tests, summary.passed, summary.failed, summary.unexpected), (4, 2, 5, 3));
    assert_eq!(
        wpt::summary_lines(&summary),
        [
            "Ran 4 tests (4 subtests).",
            "Expected results:   5 (tests: 1 OK, 1 PASS, 1 TIMEOUT; subtests: 1 PASS, 1 FAIL)",
            "Unexpected results: 3 (tests: 1 CRASH; subtests: 1 FAIL, 1 NOTRUN)",
        ]
    );
    assert_eq!(summary_line(&summary), "2 passed, 5 failed");
    summary.skip();
    summary.skip();
    assert_eq!(summary_line(&summary), "2 passed, 5 failed, 2 skipped");
    assert!(!summary.all_expected());
    assert_eq!(summary_line(&Summary::default()), "0 passed, 0 failed");
}

#[test]
fn wptreport_has_the_wptrunner_shape() {
    let exp = expectations();
    let results = [page_a(), TestResult::without_subtests("/slow.html", HarnessStatus::Ok, None, 7)];
    let report = wptreport(&results, &exp, default_run_info(), 1000, 2000);
    let json: serde_json::Value = serde_json::from_str(&report.to_json().unwrap()).unwrap();
    assert_eq!(json["time_start"], 1000);
    assert_eq!(json["time_end"], 2000);
    assert_eq!(json["run_info"]["product"], "webmcp");
    let a = &json["results"][0];
    assert_eq!(a["test"], "/a.https.html");
    assert_eq!(a["status"], "OK");
    assert_eq!(a["duration"], 40);
    assert!(a["message"].is_null());
    assert!(a.get("expected").is_none());
    let subtests = a["subtests"].as_array().unwrap();
    assert_eq!(subtests.len(), 4);
    assert_eq!(subtests[0], serde_json::json!({"name": "works", "status": "PASS", "message": null}));
    assert!(subtests[1].get("expected").is_none(), "expected FAIL and got FAIL");
    assert_eq!(subtests[2]["expected"], "PASS");
    assert_eq!(subtests[3]["status"], "NOTRUN");
    assert_eq!(json["results"][1]["expected"], "TIMEOUT");

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wptreport.json");
    report.write(&path).unwrap();
    let back: wpt::WptReport = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(back, report);
    assert!(report.write(&dir.path().join("missing/dir/r.json")).is_err());
}
