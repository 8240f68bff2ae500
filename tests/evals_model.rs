//! `webmcp evals` with the model backend, against a scripted
//! OpenAI-compatible server: a real HTTP server on loopback that answers
//! each chat-completions request with the next reply of its script and
//! keeps the requests, so the tests see what the agent loop sent and the
//! page's tools really run.

use std::collections::VecDeque;
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};

use axum::http::{header, HeaderMap, StatusCode};
use axum::routing::post;
use serde_json::{json, Value};

/// One scripted answer.
enum Reply {
    /// 200 with this JSON.
    Json(Value),
    /// This status and body.
    Raw(u16, &'static str),
}

/// A completion that asks for these calls (name, arguments as JSON text).
fn calls(list: &[(&str, &str)]) -> Reply {
    let tool_calls: Vec<Value> = list.iter().enumerate().map(|(i, (name, args))| json!({"id": format!("c{i}"), "type": "function", "function": {"name": name, "arguments": args}})).collect();
    Reply::Json(json!({"id": "x", "object": "chat.completion", "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {"role": "assistant", "content": null, "tool_calls": tool_calls}}]}))
}

/// A completion that only answers with text.
fn text(content: &str) -> Reply {
    Reply::Json(json!({"choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}]}))
}

#[derive(Default)]
struct Script {
    replies: Mutex<VecDeque<Reply>>,
    /// Each request: its Authorization header and its body.
    requests: Mutex<Vec<(Option<String>, Value)>>,
}

/// The scripted server; stops when dropped.
struct Server {
    base: String,
    script: Arc<Script>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Server {
    fn start(replies: Vec<Reply>) -> Server {
        let script = Arc::new(Script { replies: Mutex::new(replies.into()), requests: Mutex::default() });
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.set_nonblocking(true).unwrap();
        let base = format!("http://{}/v1", listener.local_addr().unwrap());
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let shared = script.clone();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            runtime.block_on(async move {
                let app = axum::Router::new().route(
                    "/v1/chat/completions",
                    post(move |headers: HeaderMap, body: String| {
                        let script = shared.clone();
                        async move {
                            let auth = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).map(String::from);
                            script.requests.lock().unwrap().push((auth, serde_json::from_str(&body).unwrap_or(Value::Null)));
                            let reply = script.replies.lock().unwrap().pop_front();
                            let (status, body) = match reply {
                                Some(Reply::Json(v)) => (200, v.to_string()),
                                Some(Reply::Raw(status, body)) => (status, body.to_string()),
                                None => (500, "{\"error\": {\"message\": \"the script has no more replies\"}}".to_string()),
                            };
                            (StatusCode::from_u16(status).unwrap(), [(header::CONTENT_TYPE, "application/json")], body)
                        }
                    }),
                );
                let listener = tokio::net::TcpListener::from_std(listener).unwrap();
                let _ = axum::serve(listener, app).with_graceful_shutdown(async { let _ = stopped.await; }).await;
            });
        });
        Server { base, script, stop: Some(stop), thread: Some(thread) }
    }

    fn requests(&self) -> Vec<(Option<String>, Value)> {
        self.script.requests.lock().unwrap().clone()
    }
}

fn webmcp(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_webmcp"));
    cmd.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the webmcp binary runs")
}

/// Runs the evals on `page` with the model at `server`; exit code and JSON report.
fn run(server: &Server, page: &[&str], evals: &str, extra: &[&str], env: &[(&str, &str)]) -> (Option<i32>, Value) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("evals.json");
    std::fs::write(&file, evals).unwrap();
    let mut args = vec!["evals"];
    args.extend_from_slice(page);
    args.extend_from_slice(&[file.to_str().unwrap(), "--model-url", &server.base, "--model", "scripted", "--reporter", "json"]);
    args.extend_from_slice(extra);
    let out = webmcp(&args, env);
    let report = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)));
    (out.status.code(), report)
}

fn outcomes(report: &Value) -> Vec<String> {
    report["results"].as_array().unwrap().iter().map(|r| r["outcome"].as_str().unwrap().to_string()).collect()
}

fn shop() -> Vec<&'static str> {
    vec!["--root", concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/evals/site"), "/shop.html"]
}

#[test]
fn the_agent_loop_runs_the_models_calls_on_the_page_and_answers_it() {
    let server = Server::start(vec![calls(&[("add_item", r#"{"text": "milk"}"#)]), calls(&[("list_items", "{}")]), text("Added milk.")]);
    let evals = r#"[{"name": "milk", "messages": [{"role": "user", "type": "message", "content": "Add milk"}],
                     "expectedCall": [{"functionName": "add_item", "arguments": {"text": {"$contains": "mil"}}, "result": {"index": 0}},
                                      {"functionName": "list_items", "arguments": {}}]}]"#;
    let (code, report) = run(&server, &["examples/todo.html"], evals, &[], &[]);
    assert_eq!((code, outcomes(&report)), (Some(0), vec!["pass".to_string()]), "{report:#}");
    let requests = server.requests();
    assert_eq!(requests.len(), 3);
    let first = &requests[0].1;
    assert_eq!(first["model"], "scripted");
    assert_eq!(first["messages"][0]["role"], "system");
    assert!(first["messages"][0]["content"].as_str().unwrap().contains("Today's date is: "));
    assert_eq!(first["messages"][1], json!({"role": "user", "content": "Add milk"}));
    let functions: Vec<&str> = first["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap()).collect();
    assert_eq!(functions, ["add_item", "complete_item", "list_items"]);
    assert_eq!(first["tools"][0]["function"]["parameters"]["required"], json!(["text"]));
    // The tool's answer went back, as a tool message for the call's id.
    let second = requests[1].1["messages"].as_array().unwrap();
    assert_eq!(second[2]["tool_calls"][0]["function"]["name"], "add_item");
    assert_eq!(second[3], json!({"role": "tool", "tool_call_id": "c0", "content": "{\"index\":0}"}));
    // list_items ran on the same page, after add_item.
    let third = requests[2].1["messages"].as_array().unwrap();
    assert!(third[5]["content"].as_str().unwrap().contains("\"text\":\"milk\""), "{:#}", third[5]);
    assert!(requests.iter().all(|(auth, _)| auth.is_none()));
}

#[test]
fn names_the_api_refuses_are_offered_sanitized_and_mapped_back() {
    let server = Server::start(vec![calls(&[("cart_add", r#"{"sku": "SHOE-1", "qty": 2}"#)]), text("done")]);
    let evals = r#"[{"name": "add", "messages": [{"role": "user", "type": "message", "content": "Two shoes"}],
                     "expectedCall": [{"functionName": "cart.add", "arguments": {"sku": "SHOE-1", "qty": {"$gte": 2}}, "result": "Added 2 SHOE-1"}]}]"#;
    let (code, report) = run(&server, &shop(), evals, &[], &[]);
    assert_eq!((code, outcomes(&report)), (Some(0), vec!["pass".to_string()]), "{report:#}");
    let offered: Vec<String> = server.requests()[0].1["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap().to_string()).collect();
    assert!(offered.contains(&"cart_add".to_string()) && !offered.iter().any(|n| n.contains('.')), "{offered:?}");
    assert_eq!(report["results"][0]["steps"][0]["actual"]["functionName"], "cart.add");
}

#[test]
fn unordered_groups_missing_and_extra_calls_are_reconciled() {
    let server = Server::start(vec![
        // 1: the group in another order, then the ordered call: passes.
        calls(&[("search", r#"{"query": "b"}"#), ("search", r#"{"query": "a"}"#)]),
        calls(&[("cart_add", r#"{"sku": "SHOE-1"}"#)]),
        text("ok"),
        // 2: one member missing: the group takes cart.add's call, which fails in its place.
        calls(&[("search", r#"{"query": "a"}"#), ("cart_add", r#"{"sku": "SHOE-1"}"#)]),
        text("ok"),
        // 3: an extra call at the end.
        calls(&[("search", r#"{"query": "a"}"#), ("search", r#"{"query": "b"}"#), ("cart_add", r#"{"sku": "SHOE-1"}"#), ("stock", "{}")]),
        text("ok"),
        // 4: a tool the page does not have.
        calls(&[("wishlist", "{}")]),
        text("ok"),
    ]);
    let trajectory = r#"[{"unordered": [{"functionName": "search", "arguments": {"query": "a"}}, {"functionName": "search", "arguments": {"query": "b"}}]},
                         {"functionName": "cart.add", "arguments": {"sku": "SHOE-1"}}]"#;
    let evals = format!(
        r#"[{{"name": "1", "messages": [], "expectedCall": {trajectory}}}, {{"name": "2", "messages": [], "expectedCall": {trajectory}}},
            {{"name": "3", "messages": [], "expectedCall": {trajectory}}}, {{"name": "4", "messages": [], "expectedCall": [{{"functionName": "search"}}]}}]"#
    );
    let (code, report) = run(&server, &shop(), &evals, &[], &[]);
    assert_eq!(code, Some(1));
    assert_eq!(outcomes(&report), ["pass", "fail", "fail", "fail"], "{report:#}");
    let steps = |i: usize| -> Vec<(String, String)> {
        report["results"][i]["steps"].as_array().unwrap().iter().map(|s| (s["outcome"].as_str().unwrap().to_string(), s["detail"].as_str().unwrap_or("").to_string())).collect()
    };
    assert_eq!(
        steps(1),
        [("pass".into(), "".into()), ("fail".into(), "function mismatch (expected search, got cart.add)".into()), ("fail".into(), "no tool called".into())]
    );
    assert_eq!(steps(2).last().unwrap(), &("fail".to_string(), "unexpected call of stock".to_string()));
    assert_eq!(steps(3)[0], ("fail".to_string(), "function mismatch (expected search, got wishlist)".to_string()));
    // The model was told the tool does not exist.
    let told = &server.requests()[8].1["messages"];
    let last = told.as_array().unwrap().last().unwrap();
    assert_eq!(last["role"], "tool");
    assert!(last["content"].as_str().unwrap().contains("no tool named wishlist"), "{last:#}");
}

#[test]
fn an_endpoint_that_fails_or_answers_garbage_errors_that_eval_only() {
    let server = Server::start(vec![
        Reply::Raw(200, "<html>not json</html>"),
        Reply::Raw(503, "{\"error\": \"overloaded\"}"),
        Reply::Json(json!({"choices": []})),
        calls(&[("add_item", r#"{"text": "milk""#)]),
        text("sorry"),
        calls(&[("add_item", r#"{"text": "milk"}"#)]),
        text("done"),
    ]);
    let one = r#"{"messages": [{"role": "user", "type": "message", "content": "Add milk"}], "expectedCall": [{"functionName": "add_item", "arguments": {"text": "milk"}}]}"#;
    let evals = format!("[{one}, {one}, {one}, {one}, {one}]");
    let (code, report) = run(&server, &["examples/todo.html"], &evals, &[], &[]);
    assert_eq!(code, Some(1));
    assert_eq!(outcomes(&report), ["error", "error", "error", "fail", "pass"], "{report:#}");
    let reason = |i: usize| report["results"][i]["reason"].as_str().unwrap().to_string();
    assert!(reason(0).starts_with("the model endpoint's answer is not a chat completion: expected value"), "{}", reason(0));
    assert_eq!(reason(1), "the model endpoint answered HTTP 503: {\"error\": \"overloaded\"}");
    assert!(reason(2).contains("no choices[0].message"), "{}", reason(2));
    // Arguments that are not JSON: the call fails, the model is told, the row fails.
    assert!(report["results"][3]["steps"][0]["actual"]["result"]["error"].as_str().unwrap().starts_with("the arguments are not JSON"));

    // Nobody listening at all.
    let closed = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}/v1", l.local_addr().unwrap())
    };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("evals.json");
    std::fs::write(&file, format!("[{one}, {one}]")).unwrap();
    let out = webmcp(&["evals", "examples/todo.html", file.to_str().unwrap(), "--model-url", &closed, "--model", "m", "--reporter", "json"], &[]);
    assert_eq!(out.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(outcomes(&report), ["error", "error"]);
    assert!(report["results"][1]["reason"].as_str().unwrap().starts_with("the model endpoint could not be reached"), "{report:#}");
}

#[test]
fn runs_measure_pass_rates_and_max_steps_bounds_the_loop() {
    let server = Server::start(vec![
        calls(&[("add_item", r#"{"text": "milk"}"#)]),
        text("ok"),
        calls(&[("add_item", r#"{"text": "bread"}"#)]),
        text("ok"),
        calls(&[("add_item", r#"{"text": "milk"}"#)]),
        text("ok"),
    ]);
    let evals = r#"[{"name": "milk", "messages": [{"role": "user", "type": "message", "content": "Add milk"}], "expectedCall": [{"functionName": "add_item", "arguments": {"text": "milk"}}]}]"#;
    let (code, report) = run(&server, &["examples/todo.html"], evals, &["--runs", "3"], &[]);
    assert_eq!(code, Some(1));
    assert_eq!(outcomes(&report), ["pass", "fail", "pass"]);
    assert_eq!(report["summary"]["passRate"], 66.7);

    // A model that never stops calling: two requests, then the loop ends.
    let server = Server::start(vec![calls(&[("list_items", "{}")]), calls(&[("list_items", "{}")]), calls(&[("list_items", "{}")])]);
    let evals = r#"[{"name": "list", "messages": [], "expectedCall": [{"functionName": "list_items", "arguments": {}}]}]"#;
    let (_, report) = run(&server, &["examples/todo.html"], evals, &["--max-steps", "2"], &[]);
    assert_eq!(server.requests().len(), 2);
    assert_eq!(outcomes(&report), ["fail"]);
    let conversation = report["results"][0]["conversation"].as_array().unwrap();
    assert_eq!(conversation.last().unwrap()["content"], "stopped after 2 model requests (--max-steps)");
}

#[test]
fn the_api_key_comes_from_the_named_variable() {
    let server = Server::start(vec![text("nothing to do")]);
    let evals = r#"[{"name": "none", "messages": [{"role": "user", "type": "message", "content": "hi"}], "expectedCall": null}]"#;
    let (code, report) = run(&server, &["examples/todo.html"], evals, &["--api-key-env", "EVALS_TEST_KEY"], &[("EVALS_TEST_KEY", "sk-test")]);
    // No call expected, none made: a pass (a replay could not tell).
    assert_eq!((code, outcomes(&report)), (Some(0), vec!["pass".to_string()]));
    assert_eq!(server.requests()[0].0.as_deref(), Some("Bearer sk-test"));
    let out = webmcp(&["evals", "examples/todo.html", "tests/fixtures/evals/webmcp-tools/doors/evals.json", "--model-url", &server.base, "--model", "m", "--api-key-env", "EVALS_NO_SUCH_VARIABLE"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--api-key-env EVALS_NO_SUCH_VARIABLE"));
}

#[test]
fn the_conversations_calls_reach_the_page_and_the_model_sees_the_files_responses() {
    let server = Server::start(vec![calls(&[("complete_item", r#"{"index": 0}"#)]), text("done")]);
    let evals = r#"[{"name": "complete", "messages": [
        {"role": "user", "type": "message", "content": "Add milk"},
        {"role": "model", "type": "functioncall", "name": "add_item", "arguments": {"text": "milk"}},
        {"role": "user", "type": "functionresponse", "name": "add_item", "response": {"result": {"index": 0}}},
        {"role": "user", "type": "message", "content": "Now tick it off"}],
      "expectedCall": [{"functionName": "complete_item", "arguments": {"index": 0}, "result": {"ok": true}}]}]"#;
    let (code, report) = run(&server, &["examples/todo.html"], evals, &[], &[]);
    // complete_item finds item 0 only because the conversation's add_item ran.
    assert_eq!((code, outcomes(&report)), (Some(0), vec!["pass".to_string()]), "{report:#}");
    let messages = server.requests()[0].1["messages"].clone();
    assert_eq!(messages[2]["tool_calls"][0]["function"], json!({"name": "add_item", "arguments": "{\"text\":\"milk\"}"}));
    assert_eq!(messages[3], json!({"role": "tool", "tool_call_id": messages[2]["tool_calls"][0]["id"], "content": "{\"index\":0}"}));
}
