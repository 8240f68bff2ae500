//! The `webmcp` command line on the bundled example page and on the site
//! in tests/fixtures/cli/site.

use std::process::{Command, Output};

const SITE: &str = "tests/fixtures/cli/site";

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn webmcp(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_webmcp"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the webmcp binary runs")
}

#[test]
fn tools_lists_the_example_tools_with_their_schemas() {
    let out = webmcp(&["tools", "examples/todo.html"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let tools: serde_json::Value = serde_json::from_slice(&out.stdout).expect("tools prints JSON");
    let add = tools.as_array().and_then(|ts| ts.iter().find(|t| t["name"] == "add_item")).expect("add_item is listed");
    assert_eq!(add["inputSchema"]["required"], serde_json::json!(["text"]));
}

#[test]
fn tools_as_text_give_a_signature_and_summary_per_tool() {
    let out = webmcp(&["tools", "--format", "text", "examples/todo.html"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "3 tools\n  add_item(text: string)\n      Adds an item to the to-do list and returns its index.\n  \
         complete_item(index: integer)\n      Marks the item at the given index as done.\n  \
         list_items()\n      Returns every item with its index and whether it is done. (read-only)\n"
    );
}

#[test]
fn a_parsed_xml_document_leaves_stderr_clean() {
    // xml5ever's own warning on every XML document it finishes is not
    // shown by default (WEBMCP_LOG=warn shows it).
    let out = webmcp(&["-q", "call", "examples/todo.html", "--eval", r#"new DOMParser().parseFromString("<x/>", "text/xml").documentElement.localName"#]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "\"x\"\n");
    assert_eq!(stderr(&out), "");
}

#[test]
fn quiet_leaves_out_the_console_but_not_uncaught_errors() {
    let loud = webmcp(&["call", "examples/todo.html", "add_item", r#"{"text": "milk"}"#]);
    assert!(stderr(&loud).contains("agent called add_item"), "{}", stderr(&loud));
    let quiet = webmcp(&["-q", "call", "examples/todo.html", "add_item", r#"{"text": "milk"}"#]);
    assert_eq!(stderr(&quiet), "");
    assert_eq!(stdout(&quiet), stdout(&loud));
    let broken = webmcp(&["tools", "--quiet", "--root", SITE, "/broken.html"]);
    assert!(stderr(&broken).contains("uncaught: "), "{}", stderr(&broken));
}

#[test]
fn call_prints_the_tool_result() {
    let out = webmcp(&["call", "examples/todo.html", "add_item", r#"{"text": "milk"}"#]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).expect("call prints JSON");
    assert_eq!(result, serde_json::json!({"index": 0}));
}

#[test]
fn call_reports_validation_failures_as_the_data_error_json() {
    let out = webmcp(&["call", "examples/todo.html", "add_item", r#"{"text": ""}"#]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(r#"webmcp: add_item: DataError: {"path":"/text","reason":"minLength","schemaPath":"/minLength"}"#),
        "{stderr}"
    );
}

#[test]
fn call_of_a_missing_tool_fails_with_its_name() {
    let out = webmcp(&["call", "examples/todo.html", "no_such_tool", "{}"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no tool named no_such_tool: the page has the tools add_item, complete_item, list_items"), "{}", stderr(&out));
}

#[test]
fn input_that_is_not_json_is_a_usage_error() {
    let out = webmcp(&["call", "examples/todo.html", "add_item", "{"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("the input of add_item is not JSON"), "{}", stderr(&out));
}

#[test]
fn chained_calls_print_one_result_per_line_then_the_eval_value() {
    let out = webmcp(&["call", "--root", SITE, "/", "add", r#"{"text": "milk"}"#, "add", r#"{"text": "eggs"}"#, "--eval", "document.title"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "{\"count\":1}\n{\"count\":2}\n\"milk,eggs\"\n");
}

#[test]
fn a_failed_call_stops_the_chain_and_eval_shows_what_it_left() {
    let out = webmcp(&["call", "--root", SITE, "/", "add", r#"{"text": "a"}"#, "add", r#"{"text": ""}"#, "add", r#"{"text": "b"}"#, "--eval", "document.title"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("webmcp: add: DataError"), "{}", stderr(&out));
    // The first call's result, then (the third call never ran) --eval's value.
    let first = webmcp(&["call", "--root", SITE, "/", "add", r#"{"text": "a"}"#, "--eval", "document.title"]);
    assert!(first.status.success(), "{}", stderr(&first));
    assert_eq!(stdout(&out), stdout(&first));
    assert_eq!(stdout(&out).lines().count(), 2, "{}", stdout(&out));
}

#[test]
fn eval_alone_awaits_promises_and_reports_what_it_threw() {
    let out = webmcp(&["call", "--root", SITE, "/", "--eval", "new Promise(r => setTimeout(() => r({late: 42}), 10))"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "{\"late\":42}\n");
    let out = webmcp(&["call", "--root", SITE, "/", "--eval", "Promise.reject(new RangeError('no such thing'))"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("webmcp: --eval threw RangeError: no such thing"), "{}", stderr(&out));
    let out = webmcp(&["call", "--root", SITE, "/"]);
    assert_eq!(out.status.code(), Some(2), "nothing to do is a usage error");
}

#[test]
fn a_site_is_served_at_https_localhost_with_its_query_and_fragment() {
    let out = webmcp(&["call", "--root", SITE, "/index.html?q=coffee&n=2#results", "where", "{}"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(result, serde_json::json!({"origin": "https://localhost", "search": "?q=coffee&n=2", "hash": "#results", "secure": true}));
    // A directory serves its index.html; relative URLs resolve inside it.
    let out = webmcp(&["call", "--root", SITE, "/sub", "sub_tool", "{}"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "\"/sub/\"\n");
}

#[test]
fn another_origin_can_be_picked_and_an_insecure_one_has_no_model_context() {
    let out = webmcp(&["call", "--root", SITE, "--origin", "http://127.0.0.1:8000", "/", "where", "{}"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains(r#""origin":"http://127.0.0.1:8000""#), "{}", stdout(&out));
    let out = webmcp(&["tools", "--root", SITE, "--origin", "http://shop.example", "/"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("not a potentially trustworthy origin"), "{}", stderr(&out));
    assert!(stderr(&out).contains("uncaught:"), "{}", stderr(&out));
}

#[test]
fn a_plain_file_may_carry_a_query_and_is_a_secure_context() {
    let page = format!("{SITE}/index.html?from=file#top");
    let out = webmcp(&["call", &page, "where", "{}"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((&result["search"], &result["hash"], &result["secure"]), (&serde_json::json!("?from=file"), &serde_json::json!("#top"), &serde_json::json!(true)));
}

#[test]
fn a_page_that_threw_before_registering_fails_unless_errors_are_allowed() {
    let out = webmcp(&["tools", "--root", SITE, "/broken.html"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out).trim(), "[]");
    let err = stderr(&out);
    assert!(err.contains("uncaught: ReferenceError") && err.contains("setUpTheShop"), "{err}");
    assert!(err.contains("registered no tools"), "{err}");
    let out = webmcp(&["tools", "--allow-errors", "--root", SITE, "/broken.html"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("uncaught: ReferenceError"));
}

#[test]
fn uncaught_errors_fail_call_and_run_too_unless_allowed() {
    let out = webmcp(&["call", "--root", SITE, "/partly.html", "ok", "{}"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "\"fine\"\n", "the result is printed all the same");
    assert!(stderr(&out).contains("uncaught: TypeError"), "{}", stderr(&out));
    let out = webmcp(&["call", "--allow-errors", "--root", SITE, "/partly.html", "ok", "{}"]);
    assert_eq!(out.status.code(), Some(0));
    let out = webmcp(&["run", "--root", SITE, "/partly.html"]);
    assert_eq!(out.status.code(), Some(1));
    let out = webmcp(&["run", "--root", SITE, "/index.html"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn missing_pages_and_files_are_load_errors() {
    let out = webmcp(&["tools", "--root", SITE, "/no-such-page.html"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("404"), "{}", stderr(&out));
    let out = webmcp(&["tools", "tests/fixtures/cli/no-such-file.html"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot open tests/fixtures/cli/no-such-file.html"), "{}", stderr(&out));
    let out = webmcp(&["tools", "--root", "tests/fixtures/cli/no-such-dir", "/"]);
    assert_eq!(out.status.code(), Some(2));
    let out = webmcp(&["tools", "--root", SITE, "--origin", "ftp://x", "/"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("must be http: or https:"), "{}", stderr(&out));
}

#[test]
fn a_tool_that_throws_shows_what_it_threw_after_the_unknown_error() {
    let out = webmcp(&["call", "--root", SITE, "/", "boom", "{}"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    let unknown = err.find("webmcp: boom: UnknownError: The tool execution failed.").unwrap_or_else(|| panic!("{err}"));
    let thrown = err.find("webmcp: the tool threw TypeError: the tool broke on purpose").unwrap_or_else(|| panic!("{err}"));
    assert!(unknown < thrown, "{err}");
}

#[test]
fn wait_lets_page_time_pass_after_the_calls() {
    let status = "document.getElementById('status').textContent";
    let out = webmcp(&["call", "--root", SITE, "/", "later", "{}", "--eval", status]);
    assert_eq!(stdout(&out), "\"scheduled\"\n\"ready\"\n", "{}", stderr(&out));
    let out = webmcp(&["call", "--root", SITE, "/", "later", "{}", "--wait", "600", "--eval", status]);
    assert_eq!(stdout(&out), "\"scheduled\"\n\"done\"\n", "{}", stderr(&out));
    let out = webmcp(&["call", "--root", SITE, "/", "later", "{}", "--wait", "-1"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn lenient_schemas_register_keywords_outside_the_subset_with_a_warning() {
    let out = webmcp(&["tools", "--root", SITE, "/format.html"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out).trim(), "[]");
    assert!(stderr(&out).contains("--lenient-schemas"), "the error names the way out: {}", stderr(&out));
    let out = webmcp(&["call", "--lenient-schemas", "--root", SITE, "/format.html", "book", r#"{"day": "2027-06-15"}"#]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "\"booked 2027-06-15\"\n");
    assert!(stderr(&out).contains(r#""format" at "/properties/day/format""#), "the warning names the keyword: {}", stderr(&out));
    // The subset's own keywords are still validated.
    let out = webmcp(&["call", "--lenient-schemas", "--root", SITE, "/format.html", "book", r#"{"day": "June"}"#]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains(r#"DataError: {"path":"/day","reason":"pattern""#), "{}", stderr(&out));
    assert!(stderr(&out).contains(r#"webmcp: the input schema says "pattern": "^\\d{4}-\\d{2}-\\d{2}$" at /day"#), "{}", stderr(&out));
}

#[test]
fn submit_presses_the_submit_button_of_a_form_that_waits_for_a_person() {
    // respondWith() in the submit handler answers the call; the page shows what was submitted.
    let out = webmcp(&["call", "--submit", "--root", SITE, "/reserve.html", "reserve", r#"{"name": "Ada", "guests": 3}"#, "--eval", "document.getElementById('booked').textContent"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "\"reserved for Ada (3)\"\n\"Ada: 3\"\n");
    // A submission that navigates answers null; the session follows the new document.
    let out = webmcp(&["call", "--submit", "--root", SITE, "/reserve.html", "subscribe", r#"{"email": "a@example.com"}"#, "--eval", "location.pathname + location.search + ' ' + document.title"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "null\n\"/thanks.html?email=a%40example.com thanks\"\n");
    // Validation still applies to what the agent filled in.
    let out = webmcp(&["call", "--submit", "--root", SITE, "/reserve.html", "reserve", r#"{"name": "Ada", "guests": 9}"#]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("Form validation failed: guests:"), "{}", stderr(&out));
}

#[test]
fn a_form_that_waits_for_a_person_fails_at_once_without_submit() {
    let started = std::time::Instant::now();
    let out = webmcp(&["call", "--root", SITE, "/reserve.html", "reserve", r#"{"name": "Ada"}"#, "--eval", "document.getElementById('booked').textContent"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("waits for a person to submit it") && stderr(&out).contains("--submit"), "{}", stderr(&out));
    // Not the call timeout: the form was seen waiting.
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
    // --eval still runs: nothing was booked, the form was not submitted.
    assert_eq!(stdout(&out), "\"\"\n");
}

#[test]
fn the_realpages_report_compares_as_its_cases_say() {
    let out = Command::new("python3").arg("tests/realpages.py").arg("--self-test").current_dir(env!("CARGO_MANIFEST_DIR")).output().expect("python3 runs");
    assert!(out.status.success(), "{}{}", stdout(&out), stderr(&out));
    assert_eq!(stdout(&out), "self-test passed\n");
}

/// The long options a `--help` text lists.
fn long_options(help: &str) -> Vec<String> {
    let mut options: Vec<String> = help
        .split(|c: char| c.is_whitespace() || c == ',' || c == '[' || c == ']')
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .map(|w| w.trim_end_matches(|c: char| !c.is_ascii_alphanumeric()).to_owned())
        .filter(|w| w.len() > 2 && w[2..].chars().all(|c| c.is_ascii_lowercase() || c == '-'))
        .collect();
    options.sort();
    options.dedup();
    options
}

#[test]
fn every_option_of_every_help_is_in_the_docs() {
    let docs = |file: &str| std::fs::read_to_string(format!("{}/docs/{file}", env!("CARGO_MANIFEST_DIR"))).expect("the docs page exists");
    let cli = docs("cli.md");
    let runner = docs("wpt-runner.md");
    let evals = docs("evals.md");
    for (command, page) in [("run", &cli), ("tools", &cli), ("call", &cli), ("serve", &cli), ("wpt", &runner), ("evals", &evals)] {
        let out = webmcp(&[command, "--help"]);
        assert!(out.status.success(), "{command} --help: {}", stderr(&out));
        let options = long_options(&stdout(&out));
        assert!(options.len() >= 3, "{command}: {options:?}");
        for option in options.iter().filter(|o| *o != "--help") {
            // Global options appear in every subcommand's help; cli.md has them.
            let documented = page.contains(&format!("`{option}")) || cli.contains(&format!("`{option}"));
            assert!(documented, "webmcp {command} {option} is not documented");
        }
    }
    let top = stdout(&webmcp(&["--help"]));
    for command in ["run", "tools", "call", "serve", "evals", "wpt"] {
        assert!(top.contains(&format!("  {command} ")), "webmcp --help lists {command}");
        assert!(cli.contains(&format!("webmcp {command}")), "cli.md shows webmcp {command}");
    }
}

#[test]
fn pages_of_the_older_draft_register_and_report_errors_as_errors() {
    let page = "tests/fixtures/cli/older-draft.html";
    let out = webmcp(&["-q", "tools", "--format", "text", page]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("check_stock(item: string)"), "{}", stdout(&out));
    // A result of MCP's shape is printed as the page returned it.
    let out = webmcp(&["-q", "call", page, "check_stock", r#"{"item": "kettle"}"#]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap(), serde_json::json!({"content": [{"type": "text", "text": "kettle: 3 in stock"}]}));
    // `isError: true` fails the call (exit 1) with the result's text.
    let out = webmcp(&["-q", "call", page, "check_stock", r#"{"item": "toaster"}"#]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "");
    assert!(stderr(&out).contains("check_stock: the tool reported an error (isError: true):\n    Error: toaster is out of stock"), "{}", stderr(&out));
    // The console says once that the page uses an earlier draft's API.
    let out = webmcp(&["run", page]);
    assert_eq!(stderr(&out).matches("[Deprecation] modelContext.provideContext()").count(), 1, "{}", stderr(&out));
}

#[test]
fn tools_say_which_script_line_and_api_stopped_the_page() {
    let out = webmcp(&["-q", "tools", "tests/fixtures/cli/dies-before-registering.html"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("uncaught: ReferenceError: BroadcastChannel is not defined\n    at file://"), "{err}");
    assert!(err.contains("dies-before-registering.html:5:23\n    note: `BroadcastChannel` is not implemented by webmcp"), "{err}");
    assert!(err.contains("the page registered no tools and threw once"), "{err}");
}

#[test]
fn file_urls_have_the_content_type_of_their_extension() {
    let out = webmcp(&["run", &format!("{SITE}/content-types.html")]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("console.log: text/javascript text/html text/html text/javascript"), "{}", stderr(&out));
}
