//! The embedder interface: the browser's view of tools, agent calls,
//! the tool generation and bounded event-loop turns.

use std::collections::HashMap;
use std::rc::Rc;
use std::time::Duration;

use bindings::embedder::{Advance, AgentCallError, AgentCallId, AgentCallOutput, LoopState, ObservedTool};
use bindings::page::{Page, PageOptions};
use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use serde_json::json;
use url::Url;

struct Pages(HashMap<String, String>);

impl ResourceLoader for Pages {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        let body = self.0.get(url.as_str()).ok_or_else(|| LoadError::NotFound(url.to_string()))?;
        Ok(Resource { url: url.clone(), status: 200, headers: vec![("Content-Type".into(), "text/html".into())], body: body.clone().into_bytes() })
    }
}

const TOP: &str = r#"<!doctype html><title>Top page</title><body><p>Hello <b>agent</b></p>
<script>
  window.log = [];
  document.modelContext.addEventListener('toolactivated', e => log.push('activated ' + e.toolName));
  window.addEventListener('toolcancel', e => log.push('cancel ' + e.toolName));
  document.modelContext.registerTool({ name: 'echo', description: 'Echoes', execute: x => x });
  document.modelContext.registerTool({ name: 'text', description: 'A string', execute: () => '{"not":"parsed"}' });
  document.modelContext.registerTool({ name: 'nothing', description: 'undefined', execute: () => {} });
  document.modelContext.registerTool({
    name: 'typed', description: 'Schema', annotations: { readOnlyHint: true, untrustedContentHint: true },
    inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
    execute: ({ n }) => ({ doubled: n * 2 }),
  });
  document.modelContext.registerTool({ name: 'throws', description: 'Throws', execute: () => { throw new TypeError('bad input here'); } });
  document.modelContext.registerTool({ name: 'rejects', description: 'Rejects', execute: async () => { throw new RangeError('async bad'); } });
  document.modelContext.registerTool({ name: 'throws_string', description: 'Throws a string', execute: () => { throw 'plain'; } });
  document.modelContext.registerTool({
    name: 'slow', description: 'Waits for its signal',
    execute: (input, { signal }) => new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => { log.push('aborted ' + signal.reason.name); reject(signal.reason); });
    }),
  });
  document.modelContext.registerTool({ name: 'later', description: 'A timer', execute: () => new Promise(r => setTimeout(() => r('late'), 5000)) });
  window.controller = new AbortController();
</script>
<iframe src="https://b.test/frame.html" allow="tools *"></iframe>"#;

const FRAME: &str = r#"<!doctype html><script>
  document.modelContext.registerTool({ name: 'echo', title: 'Frame echo', description: 'Frame', execute: x => ({ frame: x }) });
</script>"#;

fn page() -> Page {
    let pages = Pages([("https://a.test/top.html", TOP), ("https://b.test/frame.html", FRAME)].iter().map(|(u, b)| ((*u).to_string(), (*b).to_string())).collect());
    let url = Url::parse("https://a.test/top.html").unwrap();
    let mut p = Page::load(&url, Rc::new(pages), PageOptions::default()).unwrap();
    assert_eq!(p.run_tasks(Advance::DueNow, Duration::from_secs(10)), LoopState::Idle);
    p
}

fn tool<'a>(tools: &'a [ObservedTool], origin: &str, name: &str) -> &'a ObservedTool {
    tools.iter().find(|t| t.origin == origin && t.name == name).unwrap()
}

/// Starts a call and runs the loop (virtual time may jump) until it settles.
fn call(p: &mut Page, origin: &str, name: &str, input: serde_json::Value) -> Result<AgentCallOutput, AgentCallError> {
    let doc = tool(&p.observe_tools(), origin, name).document;
    let id = p.start_agent_call(doc, name, input);
    settle(p, id)
}

fn settle(p: &mut Page, id: AgentCallId) -> Result<AgentCallOutput, AgentCallError> {
    let _ = p.run_tasks(Advance::Within(60_000.0), Duration::from_secs(10));
    let mut settled = p.take_settled_agent_calls();
    assert_eq!(settled.len(), 1, "one call settled");
    let (got, result) = settled.remove(0);
    assert_eq!(got, id);
    result
}

fn log(p: &mut Page) -> serde_json::Value {
    p.eval_json("log").unwrap()
}

#[test]
fn observes_every_documents_tools_in_tree_then_name_order() {
    let p = page();
    let tools = p.observe_tools();
    let names: Vec<(&str, &str)> = tools.iter().map(|t| (t.origin.as_str(), t.name.as_str())).collect();
    assert_eq!(
        names,
        [
            ("https://a.test", "echo"),
            ("https://a.test", "later"),
            ("https://a.test", "nothing"),
            ("https://a.test", "rejects"),
            ("https://a.test", "slow"),
            ("https://a.test", "text"),
            ("https://a.test", "throws"),
            ("https://a.test", "throws_string"),
            ("https://a.test", "typed"),
            ("https://b.test", "echo"),
        ]
    );
    let frame = tool(&tools, "https://b.test", "echo");
    assert_eq!(frame.document_url, "https://b.test/frame.html");
    assert_eq!(frame.title, "Frame echo");
    assert_ne!(frame.document, tool(&tools, "https://a.test", "echo").document);
    let typed = tool(&tools, "https://a.test", "typed");
    assert_eq!(typed.input_schema, Some(json!({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]})));
    let a = typed.annotations.unwrap();
    assert!(a.read_only_hint && a.untrusted_content_hint && !a.consequential_hint && !a.debugging);
    assert_eq!(frame.annotations, None);
    assert!(!frame.declarative);
}

#[test]
fn agent_calls_return_json_strings_stay_strings() {
    let mut p = page();
    assert_eq!(call(&mut p, "https://a.test", "echo", json!({"a": [1, 2]})).unwrap().value, json!({"a": [1, 2]}));
    assert_eq!(call(&mut p, "https://b.test", "echo", json!({"x": 1})).unwrap().value, json!({"frame": {"x": 1}}));
    assert_eq!(call(&mut p, "https://a.test", "text", json!({})).unwrap().value, json!("{\"not\":\"parsed\"}"));
    assert_eq!(call(&mut p, "https://a.test", "nothing", json!({})).unwrap().value, json!(null));
    assert_eq!(call(&mut p, "https://a.test", "later", json!({})).unwrap().value, json!("late"));
    assert_eq!(log(&mut p), json!(["activated echo", "activated text", "activated nothing", "activated later"]));
}

#[test]
fn schema_failures_are_data_errors_and_do_not_activate_the_tool() {
    let mut p = page();
    let e = call(&mut p, "https://a.test", "typed", json!({"n": "two"})).unwrap_err();
    assert_eq!(e.name, "DataError");
    assert_eq!(serde_json::from_str::<serde_json::Value>(&e.message).unwrap()["path"], json!("/n"));
    assert_eq!(e.thrown, None);
    assert_eq!(call(&mut p, "https://a.test", "typed", json!({"n": 4})).unwrap().value, json!({"doubled": 8}));
    assert_eq!(log(&mut p), json!(["activated typed"]));
}

#[test]
fn thrown_and_rejected_values_come_with_the_unknown_error() {
    let mut p = page();
    let e = call(&mut p, "https://a.test", "throws", json!({})).unwrap_err();
    assert_eq!(e.name, "UnknownError");
    let thrown = e.thrown.unwrap();
    assert_eq!((thrown.name.as_deref(), thrown.message.as_str()), (Some("TypeError"), "bad input here"));
    assert_eq!(thrown.to_string(), "TypeError: bad input here");
    assert!(thrown.stack.as_deref().is_some_and(|s| s.contains("at execute")), "{:?}", thrown.stack);
    let e = call(&mut p, "https://a.test", "rejects", json!({})).unwrap_err();
    let thrown = e.thrown.unwrap();
    assert_eq!((thrown.name.as_deref(), thrown.message.as_str()), (Some("RangeError"), "async bad"));
    let e = call(&mut p, "https://a.test", "throws_string", json!({})).unwrap_err();
    assert_eq!(e.thrown.unwrap(), bindings::embedder::ThrownException { name: None, message: "plain".into(), stack: None });
}

#[test]
fn cancelling_aborts_the_signal_and_fires_toolcancel() {
    let mut p = page();
    let doc = tool(&p.observe_tools(), "https://a.test", "slow").document;
    let id = p.start_agent_call(doc, "slow", json!({}));
    assert_eq!(p.run_tasks(Advance::DueNow, Duration::from_secs(10)), LoopState::Idle);
    assert!(p.take_settled_agent_calls().is_empty(), "the tool waits");
    p.cancel_agent_call(id);
    let settled = p.take_settled_agent_calls();
    assert_eq!(settled.len(), 1);
    assert_eq!(settled[0].1.as_ref().unwrap_err().name, "AbortError");
    let _ = p.run_tasks(Advance::DueNow, Duration::from_secs(10));
    assert_eq!(log(&mut p), json!(["activated slow", "aborted AbortError", "cancel slow"]));
    // Cancelling again, or a settled call, changes nothing.
    p.cancel_agent_call(id);
    assert!(p.take_settled_agent_calls().is_empty());
}

#[test]
fn calls_to_missing_tools_or_gone_documents_fail_with_a_reason() {
    let mut p = page();
    let frame = tool(&p.observe_tools(), "https://b.test", "echo").document;
    let id = p.start_agent_call(frame, "nope", json!({}));
    let e = settle(&mut p, id).unwrap_err();
    assert_eq!((e.name.as_str(), e.message.as_str()), ("UnknownError", "The document has no tool named 'nope'."));
    p.eval_json("document.querySelector('iframe').remove()").unwrap();
    let id = p.start_agent_call(frame, "echo", json!({}));
    let e = settle(&mut p, id).unwrap_err();
    assert_eq!(e.message, "The tool's document is no longer active.");
}

#[test]
fn the_tool_generation_moves_with_the_tool_maps() {
    let mut p = page();
    let g0 = p.tool_generation();
    assert_eq!(p.tool_generation(), g0, "no change, no move");
    p.eval_json("document.modelContext.registerTool({name: 'new_one', description: 'd', execute() {}}, {signal: controller.signal})").unwrap();
    let g1 = p.tool_generation();
    assert!(g1 > g0);
    assert!(p.observe_tools().iter().any(|t| t.name == "new_one"));
    p.eval_json("controller.abort()").unwrap();
    let g2 = p.tool_generation();
    assert!(g2 > g1);
    p.eval_json("document.querySelector('iframe').remove()").unwrap();
    assert!(p.tool_generation() > g2, "the frame's tools went away");
    assert!(p.observe_tools().iter().all(|t| t.origin == "https://a.test"));
}

#[test]
fn due_now_never_moves_virtual_time_within_does() {
    let mut p = page();
    p.eval_json("window.fired = false; setTimeout(() => { fired = true; }, 1000)").unwrap();
    assert_eq!(p.run_tasks(Advance::DueNow, Duration::from_secs(10)), LoopState::TimersPending);
    assert_eq!(p.eval_json("fired").unwrap(), json!(false));
    assert_eq!(p.run_tasks(Advance::Within(500.0), Duration::from_secs(10)), LoopState::TimersPending);
    assert_eq!(p.eval_json("fired").unwrap(), json!(false));
    assert_eq!(p.run_tasks(Advance::Within(1000.0), Duration::from_secs(10)), LoopState::Idle);
    assert_eq!(p.eval_json("fired").unwrap(), json!(true));
}

#[test]
fn next_timer_jumps_once() {
    let mut p = page();
    p.eval_json("window.order = []; setTimeout(() => order.push('a'), 1000); setTimeout(() => order.push('b'), 1000); setTimeout(() => order.push('c'), 2000)").unwrap();
    assert_eq!(p.run_tasks(Advance::NextTimer, Duration::from_secs(10)), LoopState::TimersPending);
    assert_eq!(p.eval_json("[order, performance.now()]").unwrap(), json!([["a", "b"], 1000]));
    assert_eq!(p.run_tasks(Advance::NextTimer, Duration::from_secs(10)), LoopState::Idle);
    assert_eq!(p.eval_json("order").unwrap(), json!(["a", "b", "c"]));
}

#[test]
fn console_output_is_taken_out_of_the_page() {
    let mut p = page();
    p.eval_json("console.log('one', 2); console.warn('two'); setTimeout(() => { throw new Error('late'); })").unwrap();
    let _ = p.run_tasks(Advance::Within(10.0), Duration::from_secs(10));
    let (lines, errors) = p.take_console();
    assert_eq!(lines, [("log".to_string(), "one 2".to_string()), ("warn".to_string(), "two".to_string())]);
    assert_eq!(errors, ["Error: late"]);
    assert_eq!(p.take_console(), (vec![], vec![]));
}

#[test]
fn eval_and_the_top_document() {
    let mut p = page();
    assert_eq!(p.eval_json("({a: 1, f() {}})").unwrap(), json!({"a": 1}));
    assert_eq!(p.eval_json("undefined").unwrap(), json!(null));
    let e = p.eval_json("null.x").unwrap_err();
    assert_eq!(e.name.as_deref(), Some("TypeError"));
    let e = p.eval_json("throw new Error('boom')").unwrap_err();
    assert_eq!(e.message, "boom");
    let top = p.top_document();
    assert_eq!(top.url, "https://a.test/top.html");
    assert_eq!(top.title, "Top page");
    assert_eq!(top.text, "Hello agent");
    assert!(top.html.starts_with("<!DOCTYPE html><html><head><title>Top page</title>"), "{}", top.html);
}
