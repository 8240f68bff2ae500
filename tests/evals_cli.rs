//! `webmcp evals` in replay mode (no model): webmcp-tools' own evals files
//! against their demos in ../shared/realpages, and focused cases on the
//! pages of tests/fixtures/evals/site: each outcome, each kind of bad input,
//! each reporter.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/evals");

fn webmcp(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_webmcp")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().expect("the webmcp binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// ../shared/realpages: `WEBMCP_REALPAGES`, else beside `WEBMCP_WPT_ROOT`,
/// else beside the workspace.
fn realpages() -> PathBuf {
    let root = std::env::var_os("WEBMCP_REALPAGES")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("WEBMCP_WPT_ROOT").map(|w| Path::new(&w).join("../realpages")))
        .filter(|p| p.is_dir())
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/realpages"));
    assert!(root.join("cases.json").is_file(), "no realpages at {} (set WEBMCP_REALPAGES)", root.display());
    root
}

/// An evals file written for one test.
fn evals_file(dir: &tempfile::TempDir, text: &str) -> String {
    let path = dir.path().join("evals.json");
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// Runs `webmcp evals` on the shop fixture with the JSON reporter; the
/// exit code and the report.
fn shop(evals: &str, extra: &[&str]) -> (Option<i32>, Value, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = evals_file(&dir, evals);
    let site = format!("{FIXTURES}/site");
    let mut args = vec!["evals", "--root", &site, "/shop.html", &file, "--reporter", "json"];
    args.extend_from_slice(extra);
    let out = webmcp(&args);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}\n{}", stdout(&out), stderr(&out)));
    (out.status.code(), report, stderr(&out))
}

/// Each eval's (name, outcome, reason).
fn outcomes(report: &Value) -> Vec<(String, String, String)> {
    report["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["name"].as_str().unwrap().to_string(), r["outcome"].as_str().unwrap().to_string(), r["reason"].as_str().unwrap_or("").to_string()))
        .collect()
}

fn summary(report: &Value) -> (u64, u64, u64, u64) {
    let s = &report["summary"];
    (s["passed"].as_u64().unwrap(), s["failed"].as_u64().unwrap(), s["errors"].as_u64().unwrap(), s["needsModel"].as_u64().unwrap())
}

// ------------------------------------------------------------- real files

/// Replays one of webmcp-tools' evals files on its demo: (passed, failed,
/// errors, need a model) and each eval's outcome and reason.
fn replay_real(site: &str, page: &str, file: &str) -> (Value, Option<i32>) {
    let root = realpages().join(site);
    let evals = format!("{FIXTURES}/webmcp-tools/{file}");
    let out = webmcp(&["evals", "--lenient-schemas", "--root", root.to_str().unwrap(), page, &evals, "--reporter", "json"]);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}\n{}", stdout(&out), stderr(&out)));
    (report, out.status.code())
}

#[test]
fn pizza_maker_evals_replay_on_the_demo() {
    let (report, code) = replay_real("gcl-pizza-maker", "/demos/pizza-maker/index.html", "pizza-maker/evals.json");
    assert_eq!(summary(&report), (8, 0, 1, 0), "{report:#}");
    assert_eq!(code, Some(1));
    // The conversation's earlier call sends "count": "1", a string, where
    // the tool's schema asks for an integer: the eval's mistake.
    let (name, outcome, reason) = &outcomes(&report)[8];
    assert_eq!((name.as_str(), outcome.as_str()), ("Remove Last Added Topping (Onion)", "error"));
    assert!(reason.contains("the conversation's call 1 (add_topping) failed on the page: the arguments do not fit the tool's input schema"), "{reason}");
    assert!(reason.contains("\"type\": \"integer\" at /count"), "{reason}");
}

#[test]
fn pizza_maker_unordered_evals_replay_in_authored_order() {
    let (report, code) = replay_real("gcl-pizza-maker", "/demos/pizza-maker/index.html", "pizza-maker/evals-unordered.json");
    assert_eq!(summary(&report), (1, 0, 0, 0), "{report:#}");
    assert_eq!(code, Some(0));
    let steps = report["results"][0]["steps"].as_array().unwrap();
    let names: Vec<&str> = steps.iter().map(|s| s["actual"]["functionName"].as_str().unwrap()).collect();
    assert_eq!(names, ["set_pizza_style", "set_pizza_size", "toggle_layer", "add_topping", "add_topping", "share_pizza"]);
}

#[test]
fn doors_evals_replay_across_navigations() {
    let (report, code) = replay_real("gcl-doors", "/demos/doors/index.html", "doors/evals.json");
    assert_eq!(summary(&report), (14, 0, 0, 0), "{report:#}");
    assert_eq!(code, Some(0));
}

#[test]
fn french_bistro_evals_need_a_model() {
    // Every expected booking has constraints for arguments ("$pattern",
    // "$type"): a replay cannot choose them.
    for file in ["french-bistro/evals.json", "french-bistro/evals-toolautosubmit.json"] {
        let (report, code) = replay_real("gcl-french-bistro", "/demos/french-bistro/index.html?toolautosubmit", file);
        assert_eq!(summary(&report), (0, 0, 0, 2), "{file}: {report:#}");
        assert_eq!(code, Some(0));
        let step = &report["results"][1]["steps"][0];
        assert_eq!(step["outcome"], "needs-model");
        assert_eq!(step["detail"], "the argument /date is a constraint, not a value: a model must choose it");
        let first = &report["results"][0]["steps"][0]["detail"];
        assert_eq!(first, "the arguments /name, /phone, /date, /requests are constraints, not values: a model must choose them");
    }
}

// ------------------------------------------------------------- outcomes

#[test]
fn a_replayed_call_passes_on_its_result_and_fails_on_another() {
    let (code, report, _) = shop(
        r#"[
          {"name": "adds", "messages": [{"role": "user", "type": "message", "content": "Add a shoe"}],
           "expectedCall": [{"functionName": "cart.add", "arguments": {"sku": "SHOE-1", "qty": 2}, "result": {"$pattern": "^Added 2"}}]},
          {"name": "wrong result", "messages": [], "expectedCall": [{"functionName": "search", "arguments": {"query": "red"}, "result": {"results": [{"name": "blue shoe"}]}}]}
        ]"#,
        &[],
    );
    assert_eq!(code, Some(1));
    assert_eq!(summary(&report), (1, 1, 0, 0));
    let (_, outcome, reason) = &outcomes(&report)[1];
    assert_eq!(outcome, "fail");
    assert_eq!(reason, "search: result mismatch: at /results/0/name: expected \"blue shoe\", got \"red shoe\"");
}

#[test]
fn the_conversation_calls_run_first_and_later_steps_see_their_effect() {
    let (code, report, _) = shop(
        r#"[{"name": "checkout after adding",
             "messages": [
               {"role": "user", "type": "message", "content": "Add a shoe"},
               {"role": "model", "type": "functioncall", "name": "cart.add", "arguments": {"sku": "SHOE-1"}},
               {"role": "user", "type": "functionresponse", "name": "cart.add", "response": {"result": "Added 1 SHOE-1"}},
               {"role": "user", "type": "message", "content": "Pay, then give 5 stars"}],
             "expectedCall": [{"functionName": "checkout", "arguments": {}, "result": "Paid for 1 item(s)"},
                              {"functionName": "rate", "arguments": {"stars": 5}}]}]"#,
        &[],
    );
    // checkout navigates to thanks.html, whose rate tool the second step finds.
    assert_eq!((code, summary(&report)), (Some(0), (1, 0, 0, 0)), "{report:#}");
    let conversation = report["results"][0]["conversation"].as_array().unwrap();
    assert!(conversation.iter().any(|t| t["live"] == true && t["response"] == "Added 1 SHOE-1"), "{conversation:#?}");
}

#[test]
fn each_page_failure_is_that_evals_error_and_the_others_run() {
    let (code, report, _) = shop(
        r#"[
          {"name": "unknown tool", "messages": [], "expectedCall": [{"functionName": "wishlist", "arguments": {}}]},
          {"name": "schema", "messages": [], "expectedCall": [{"functionName": "cart.add", "arguments": {"sku": "shoe"}}, {"functionName": "checkout", "arguments": {}}]},
          {"name": "throws", "messages": [], "expectedCall": [{"functionName": "checkout", "arguments": {}}]},
          {"name": "isError", "messages": [], "expectedCall": [{"functionName": "stock", "arguments": {}}]},
          {"name": "says error", "messages": [], "expectedCall": [{"functionName": "coupon", "arguments": {}}]},
          {"name": "fine", "messages": [], "expectedCall": [{"functionName": "search", "arguments": {"query": "x"}}]}
        ]"#,
        &[],
    );
    assert_eq!(code, Some(1));
    let got = outcomes(&report);
    assert_eq!(got.iter().map(|o| o.1.as_str()).collect::<Vec<_>>(), ["error", "error", "error", "error", "error", "pass"]);
    assert!(got[0].2.starts_with("wishlist: no tool named wishlist: the page has the tools cart.add, checkout, coupon, reserve, search, stock"), "{}", got[0].2);
    assert!(got[1].2.contains("do not fit the tool's input schema") && got[1].2.contains("\"pattern\": \"^[A-Z]+-[0-9]+$\" at /sku"), "{}", got[1].2);
    // The step after the error is not run.
    assert_eq!(report["results"][1]["steps"][1]["outcome"], "not-run");
    assert!(got[2].2.starts_with("checkout: the tool threw TypeError: the cart is empty"), "{}", got[2].2);
    assert_eq!(got[3].2, "stock: the tool reported an error: the stock service is down");
    assert_eq!(got[4].2, "coupon: the tool reported a failure: Error: coupons have expired");
}

#[test]
fn constraints_optional_calls_and_no_call_need_a_model() {
    let (code, report, _) = shop(
        r#"[
          {"name": "constrained", "messages": [], "expectedCall": [{"functionName": "search", "arguments": {"query": {"$contains": "shoe"}}}, {"functionName": "cart.add", "arguments": {"sku": "SHOE-1"}}]},
          {"name": "unconstrained", "messages": [], "expectedCall": [{"functionName": "search"}]},
          {"name": "nothing", "messages": [], "expectedCall": null},
          {"name": "only optional", "messages": [], "expectedCall": [{"functionName": "search", "arguments": {"query": "x"}, "optional": true}]},
          {"name": "optional skipped", "messages": [], "expectedCall": [{"functionName": "stock", "arguments": {}, "optional": true}, {"functionName": "search", "arguments": {"query": "x"}}]}
        ]"#,
        &[],
    );
    // Needing a model is not a failure: the exit status is 0.
    assert_eq!(code, Some(0));
    let got = outcomes(&report);
    assert_eq!(got.iter().map(|o| o.1.as_str()).collect::<Vec<_>>(), ["needs-model", "needs-model", "needs-model", "needs-model", "pass"]);
    assert_eq!(report["results"][0]["steps"][1]["outcome"], "not-run");
    assert!(got[1].2.contains("not given"), "{}", got[1].2);
    assert!(got[2].2.contains("expects no tool call"), "{}", got[2].2);
    assert_eq!(report["results"][4]["steps"][0]["outcome"], "skipped");
}

#[test]
fn a_form_that_waits_for_a_person_is_pending_unless_submitted() {
    let evals = r#"[{"name": "reserve", "messages": [], "expectedCall": [{"functionName": "reserve", "arguments": {"name": "Ada"}, "result": "pending form submission"}]}]"#;
    let (code, report, _) = shop(evals, &[]);
    assert_eq!((code, summary(&report)), (Some(0), (1, 0, 0, 0)), "{report:#}");
    let (code, report, _) = shop(evals, &["--submit"]);
    assert_eq!(code, Some(1));
    assert_eq!(outcomes(&report)[0].2, "reserve: result mismatch: expected \"pending form submission\", got \"Reserved for Ada\"");
}

#[test]
fn a_page_that_throws_before_registering_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let file = evals_file(&dir, r#"[{"name": "s", "messages": [], "expectedCall": [{"functionName": "search", "arguments": {}}]}]"#);
    let site = format!("{FIXTURES}/site");
    let out = webmcp(&["evals", "--root", &site, "/throws.html", &file, "--reporter", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let reason = report["results"][0]["reason"].as_str().unwrap();
    assert!(reason.starts_with("search: no tool named search: the page has no tools (it threw 1 time, first: TypeError"), "{reason}");
    assert_eq!(report["results"][0]["uncaught"].as_array().unwrap().len(), 1);
}

// ------------------------------------------------------------- bad input

#[test]
fn bad_evals_files_give_the_line_and_field_at_fault() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("[\n  {\"name\": \"a\",\n   \"messages\": [}\n]", "line 3, column 17: not valid JSON: expected value"),
        ("{\"evals\": []}", "line 1, column 1: the top level: expected a list of evals, found an object"),
        ("[{\"messages\": [],\n  \"expectedCall\": [{\"functionName\": \"f\", \"arguments\": {\"n\": {\"$gte\": \"3\"}}}]}]", "line 2, column 70: [0].expectedCall[0].arguments.n.$gte: expected a number, found string \"3\""),
        ("[{\"messages\": [{\"role\": \"robot\", \"type\": \"message\", \"content\": \"x\"}], \"expectedCall\": null}]", "line 1, column 25: [0].messages[0].role: expected \"user\" or \"model\", found \"robot\""),
    ];
    for (text, want) in cases {
        let file = evals_file(&dir, text);
        let out = webmcp(&["evals", "examples/todo.html", &file]);
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert!(stderr(&out).contains(&format!("{file}: {want}")), "{text}\n{}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
    let out = webmcp(&["evals", "examples/todo.html", "no/such/evals.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read no/such/evals.json"), "{}", stderr(&out));
    let file = evals_file(&dir, "[]");
    let out = webmcp(&["evals", "no-such-page.html", &file]);
    assert_eq!(out.status.code(), Some(2));
}

// ------------------------------------------------------------- reports

const TWO: &str = r#"[
  {"name": "adds <b>", "messages": [{"role": "user", "type": "message", "content": "Add milk & eggs"}],
   "expectedCall": [{"functionName": "add_item", "arguments": {"text": "milk"}, "result": {"index": 0}}]},
  {"name": "fails", "messages": [], "expectedCall": [{"functionName": "add_item", "arguments": {"text": "x"}, "result": {"index": 7}}]}
]"#;

#[test]
fn the_console_table_lists_every_step_and_the_counts() {
    let dir = tempfile::tempdir().unwrap();
    let file = evals_file(&dir, TWO);
    let out = webmcp(&["evals", "examples/todo.html", &file]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("[PASS]        adds <b>\n    step  status  expected  actual    details\n    1     PASS    add_item  add_item  -\n"), "{text}");
    assert!(text.contains("[FAIL]        fails\n"), "{text}");
    assert!(text.contains("result mismatch: at /index: expected 7, got 0"), "{text}");
    assert!(text.contains("2 eval runs: 1 passed, 1 failed, 0 errors, 0 need a model"), "{text}");
    // No progress line when stderr is not a terminal.
    assert!(!stderr(&out).contains('━'), "{}", stderr(&out));
}

#[test]
fn json_junit_and_html_reports_are_written_to_the_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = evals_file(&dir, TWO);
    let json_path = dir.path().join("report.json");
    let out = webmcp(&["evals", "examples/todo.html", &file, "--reporter", "json", "--output", json_path.to_str().unwrap(), "--runs", "2"]);
    assert_eq!(out.status.code(), Some(1));
    // The console table still goes to stdout, with the pass rates of the runs.
    assert!(stdout(&out).contains("pass rates over 2 runs:"), "{}", stdout(&out));
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&json_path).unwrap()).unwrap();
    assert_eq!(report["summary"]["runs"], 4);
    assert_eq!(report["backend"], "replay");
    assert_eq!(report["results"][1]["run"], 2);
    assert_eq!(report["results"][0]["steps"][0]["actual"], serde_json::json!({"functionName": "add_item", "args": {"text": "milk"}, "result": {"index": 0}}));

    let xml = dir.path().join("junit.xml");
    let out = webmcp(&["evals", "examples/todo.html", &file, "--reporter", "junit", "--output", xml.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let text = std::fs::read_to_string(&xml).unwrap();
    assert!(text.contains("<testcase classname=") && text.contains("name=\"adds &lt;b&gt;\""), "{text}");
    assert!(text.contains("<failure type=\"FAIL\" message=\"add_item: result mismatch: at /index: expected 7, got 0\">"), "{text}");
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("wpt/tests/data");
    let valid = Command::new("python3").arg(data.join("validate_xml.py")).arg(data.join("junit-10.xsd")).arg(&xml).output().expect("python3 runs");
    assert!(valid.status.success(), "{}{}", String::from_utf8_lossy(&valid.stdout), String::from_utf8_lossy(&valid.stderr));

    let html = dir.path().join("report.html");
    let out = webmcp(&["evals", "examples/todo.html", &file, "--reporter", "html", "--output", html.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>"));
    // Self-contained: nothing to fetch.
    assert!(!page.contains("src=") && !page.contains("href=") && !page.contains("@import"), "{page}");
    assert!(page.contains("adds &lt;b&gt;") && page.contains("Add milk &amp; eggs"));
    // The failing result, expected against actual.
    assert!(page.contains("<tr class=\"mismatch\"><td><code>/index</code></td><td><code>7</code></td><td><code>0</code></td><td class=\"mark\">✗</td></tr>"), "{page}");
}
