//! The `webmcp` command line on the bundled example page.

use std::process::{Command, Output};

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
        stderr.contains(r#"webmcp: DataError: {"path":"/text","reason":"minLength","schemaPath":"/minLength"}"#),
        "{stderr}"
    );
}

#[test]
fn call_of_a_missing_tool_fails_with_its_name() {
    let out = webmcp(&["call", "examples/todo.html", "no_such_tool", "{}"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no tool named no_such_tool"));
}

#[test]
fn input_that_is_not_json_is_a_usage_error() {
    let out = webmcp(&["call", "examples/todo.html", "add_item", "{"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the input is not JSON"));
}
