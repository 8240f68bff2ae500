//! The library, through its public API only: what a site author's
//! integration test does.

use std::time::Duration;

use serde_json::json;
use webmcp::{CallError, Error, Event, Session, SessionOptions, TimeMode};

/// The fixture site at https://localhost, its frame at https://frame.localhost.
fn site() -> SessionOptions {
    SessionOptions {
        root: Some(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/serve").into()),
        frame_origins: vec!["https://frame.localhost".into()],
        ..SessionOptions::default()
    }
}

fn fixture(time: TimeMode) -> Session {
    Session::open("/main.html", SessionOptions { time, ..site() }).expect("the fixture loads")
}

fn todo() -> Session {
    Session::open(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/todo.html"), SessionOptions::default()).expect("the example loads")
}

#[test]
fn a_site_test_in_a_dozen_lines() {
    let session = todo();
    let names: Vec<String> = session.tools().into_iter().map(|t| t.name).collect();
    assert_eq!(names, ["add_item", "complete_item", "list_items"]);
    assert_eq!(session.call("add_item", json!({"text": "milk"})).unwrap(), json!({"index": 0}));
    assert_eq!(session.call("complete_item", json!({"index": 0})).unwrap(), json!({"ok": true}));
    assert_eq!(session.eval("document.querySelector('li').textContent").unwrap(), json!("[x] milk"));
    let page = session.page().unwrap();
    assert_eq!(page.title, "webmcp example: a to-do list with WebMCP tools");
    assert_eq!(page.text, "[x] milk");
    assert!(page.url.starts_with("file:///") && page.url.ends_with("/examples/todo.html"));
    let (console, uncaught) = session.console().unwrap();
    assert_eq!(console, ["registered the to-do tools", "agent called add_item", "agent called complete_item"]);
    assert!(uncaught.is_empty());
}

#[test]
fn bad_input_and_throwing_tools_are_errors_that_say_why() {
    let session = todo();
    let e = session.call("add_item", json!({"text": ""})).unwrap_err();
    assert_eq!(e, CallError::Rejected { name: "DataError".into(), message: r#"{"path":"/text","reason":"minLength","schemaPath":"/minLength"}"#.into(), thrown: None });
    let e = session.call("complete_item", json!({"index": 5})).unwrap_err();
    let CallError::Rejected { name, thrown: Some(thrown), .. } = &e else { panic!("{e:?}") };
    assert_eq!((name.as_str(), thrown.to_string().as_str()), ("UnknownError", "Error: no item 5"));
    assert_eq!(e.to_string(), "UnknownError: The tool execution failed. (the tool threw Error: no item 5)");
    assert_eq!(session.call("nope", json!({})).unwrap_err(), CallError::NoSuchTool("nope".into()));
    assert!(matches!(session.eval("null.x"), Err(Error::Script(t)) if t.name.as_deref() == Some("TypeError")));
}

#[test]
fn frames_tools_have_their_origin_and_names_may_repeat() {
    let session = fixture(TimeMode::Virtual);
    let tools = session.tools();
    let frame_add = tools.iter().find(|t| t.name == "add" && t.origin == "https://frame.localhost").expect("the frame's add");
    assert_eq!(frame_add.document_url, "https://frame.localhost/frame.html");
    assert_eq!(session.call("add", json!({"a": 1, "b": 2})).unwrap_err(), CallError::Ambiguous { name: "add".into(), count: 2 });
    let top_add = tools.iter().find(|t| t.name == "add" && t.origin == "https://localhost").unwrap();
    assert_eq!(session.call_tool(top_add.document, "add", json!({"a": 1, "b": 2})).unwrap(), json!({"sum": 3}));
    assert_eq!(
        session.call_tool(frame_add.document, "add", json!({"a": 1, "b": 2})).unwrap(),
        json!({"frame_sum": 3, "origin": "https://frame.localhost"})
    );
}

#[test]
fn a_tool_that_never_settles_times_out_and_is_cancelled_in_the_page() {
    let options = SessionOptions { call_timeout: Duration::from_millis(200), ..site() };
    let session = Session::open("/main.html", options).unwrap();
    assert_eq!(session.call("never", json!({})).unwrap_err(), CallError::TimedOut(Duration::from_millis(200)));
    assert_eq!(session.eval("events").unwrap(), json!(["activated never", "toolcancel never"]));
    // The page is still there.
    assert_eq!(session.call("shout", json!({"text": "hi"})).unwrap(), json!("HI"));
}

#[test]
fn cancelling_a_call_aborts_the_tool() {
    let session = fixture(TimeMode::Real);
    let doc = session.tools().into_iter().find(|t| t.name == "wait_for_cancel").unwrap().document;
    let call = session.start_call(doc, "wait_for_cancel", json!({}), Duration::from_secs(30)).unwrap();
    assert!(session.run_until_idle(Duration::from_secs(5)).unwrap(), "the tool waits without timers");
    call.cancel();
    let e = call.wait().unwrap_err();
    assert!(matches!(&e, CallError::Rejected { name, .. } if name == "AbortError"), "{e:?}");
    session.run_until_idle(Duration::from_secs(5)).unwrap();
    assert_eq!(session.eval("events").unwrap(), json!(["activated wait_for_cancel", "aborted AbortError", "toolcancel wait_for_cancel"]));
}

#[test]
fn tool_changes_are_events() {
    let session = fixture(TimeMode::Virtual);
    let events = session.events();
    assert_eq!(session.call("register_more", json!({})).unwrap(), json!("will register"));
    assert!(!session.tools().iter().any(|t| t.name == "added_later"), "the timer has not fired yet");
    assert!(session.run_until_idle(Duration::from_secs(5)).unwrap());
    assert_eq!(events.recv_timeout(Duration::from_secs(5)).unwrap(), Event::ToolsChanged);
    assert_eq!(session.call("added_later", json!({})).unwrap(), json!("late but here"));
}

#[test]
fn virtual_time_runs_timers_at_once_real_time_waits() {
    let session = fixture(TimeMode::Virtual);
    assert_eq!(session.call("sleep", json!({"ms": 3_600_000})).unwrap(), json!("slept 3600000"));
    let session = fixture(TimeMode::Real);
    assert_eq!(session.call("sleep", json!({"ms": 30})).unwrap(), json!("slept 30"));
    assert!(session.eval("performance.now()").unwrap().as_f64().unwrap() >= 30.0);
}

#[test]
fn navigating_replaces_the_page_and_its_tools() {
    let session = fixture(TimeMode::Virtual);
    let events = session.events();
    session.navigate(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/todo.html")).unwrap_err();
    // With a root, pages are paths under it.
    session.navigate("/frame.html").unwrap();
    assert!(matches!(events.recv_timeout(Duration::from_secs(5)).unwrap(), Event::Navigated { url } if url == "https://localhost/frame.html"));
    assert_eq!(events.recv_timeout(Duration::from_secs(5)).unwrap(), Event::ToolsChanged);
    let names: Vec<String> = session.tools().into_iter().map(|t| t.name).collect();
    assert_eq!(names, ["add", "frame_info"]);
    assert_eq!(session.call("frame_info", json!({})).unwrap(), json!("https://localhost/frame.html"));
}

#[test]
fn the_console_record_is_bounded() {
    let session = todo();
    session.eval("for (let i = 0; i < 1500; i++) console.log(i)").unwrap();
    let (lines, _) = session.console().unwrap();
    assert_eq!((lines.len(), lines[0].as_str(), lines[999].as_str()), (1000, "500", "1499"));
}

#[test]
fn pages_are_paths_or_urls() {
    let todo = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/todo.html");
    let session = Session::open(&format!("file://{todo}"), SessionOptions::default()).unwrap();
    assert_eq!(session.tools().len(), 3);
    let session = Session::open("https://frame.localhost/frame.html", site()).unwrap();
    assert_eq!(session.tools()[0].origin, "https://frame.localhost");
}

#[test]
fn pages_that_cannot_load_are_errors() {
    let e = Session::open("/no/such/page.html", SessionOptions::default()).err().unwrap();
    assert!(matches!(&e, Error::Load(m) if m.contains("/no/such/page.html")), "{e}");
    let e = Session::open("/missing.html", site()).err().unwrap();
    assert!(matches!(&e, Error::Load(m) if m.contains("missing.html")), "{e}");
    // Another origin is not served: offline.
    let e = Session::open("https://example.com/", site()).err().unwrap();
    assert!(matches!(&e, Error::Load(m) if m.contains("https://example.com/")), "{e}");
    let e = Session::open("/main.html", SessionOptions { origin: "ftp://localhost".into(), ..site() }).err().unwrap();
    assert!(matches!(&e, Error::Load(m) if m.contains("ftp://localhost")), "{e}");
}

#[test]
fn a_site_page_carries_its_query_and_promises_can_be_awaited() {
    let session = Session::open("/main.html?from=test#here", site()).unwrap();
    assert_eq!(session.eval("[location.search, location.hash, isSecureContext]").unwrap(), json!(["?from=test", "#here", true]));
    assert_eq!(session.eval_await("new Promise(r => setTimeout(() => r(document.title), 1000))").unwrap(), json!("webmcp serve test page"));
    assert!(matches!(session.eval_await("Promise.reject(new RangeError('nope'))"), Err(Error::Script(t)) if t.to_string() == "RangeError: nope"));
    let options = SessionOptions { answer_timeout: Duration::from_millis(200), ..site() };
    let session = Session::open("/main.html", options).unwrap();
    assert_eq!(session.eval_await("new Promise(() => {})"), Err(Error::NotSettled(Duration::from_millis(200))));
}

#[test]
fn advancing_page_time_fires_the_timers_due() {
    let session = fixture(TimeMode::Virtual);
    session.eval("globalThis.fired = []; setTimeout(() => fired.push(500), 500); setTimeout(() => fired.push(5000), 5000)").unwrap();
    session.advance(Duration::from_millis(1000)).unwrap();
    assert_eq!(session.eval("fired").unwrap(), json!([500]));
    session.advance(Duration::from_secs(10)).unwrap();
    assert_eq!(session.eval("fired").unwrap(), json!([500, 5000]));
}

#[test]
fn lenient_schemas_is_an_option() {
    let register = "navigator.modelContext.registerTool({name: 'd', description: 'd', inputSchema: {type: 'object', properties: {day: {type: 'string', format: 'date'}}}, execute: () => 'ok'}).then(() => 'registered', e => e.name)";
    let strict = todo();
    assert_eq!(strict.eval_await(register).unwrap(), json!("TypeError"));
    let lenient = Session::open(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/todo.html"), SessionOptions { lenient_schemas: true, ..SessionOptions::default() }).unwrap();
    assert_eq!(lenient.eval_await(register).unwrap(), json!("registered"));
    assert_eq!(lenient.call("d", json!({"day": "not a date"})).unwrap(), json!("ok"));
    let (console, _) = lenient.console().unwrap();
    assert!(console.iter().any(|l| l.contains(r#""format" at "/properties/day/format""#)), "{console:?}");
}

const RESERVE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/cli/site/reserve.html");

#[test]
fn a_declarative_call_waits_for_a_person_unless_the_session_submits() {
    // Without the submit option the form is filled, and the call says it waits.
    let session = Session::open(RESERVE, SessionOptions::default()).unwrap();
    let tool = session.tools().into_iter().find(|t| t.name == "reserve").unwrap();
    let pending = session.start_call(tool.document, "reserve", json!({"name": "Grace"}), Duration::from_secs(30)).unwrap();
    let start = std::time::Instant::now();
    while !pending.waits_for_person() && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(pending.waits_for_person());
    assert_eq!(session.eval("document.querySelector('[name=name]').value").unwrap(), json!("Grace"));
    assert_eq!(session.eval("document.getElementById('booked').textContent").unwrap(), json!(""));
    pending.cancel();
    assert!(matches!(pending.wait(), Err(CallError::Rejected { name, .. }) if name == "AbortError"));
    // With it, the session presses the button: the page's submit handler answers.
    let session = Session::open(RESERVE, SessionOptions { submit: true, ..SessionOptions::default() }).unwrap();
    assert_eq!(session.call("reserve", json!({"name": "Grace", "guests": 4})).unwrap(), json!("reserved for Grace (4)"));
    assert_eq!(session.eval("document.getElementById('booked').textContent").unwrap(), json!("Grace: 4"));
}

#[test]
fn a_result_that_says_is_error_is_a_call_error() {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/cli/older-draft.html");
    let session = Session::open(page, SessionOptions::default()).expect("the fixture loads");
    assert_eq!(session.call("check_stock", serde_json::json!({"item": "kettle"})).unwrap()["content"][0]["text"], "kettle: 3 in stock");
    match session.call("check_stock", serde_json::json!({"item": "toaster"})) {
        Err(e @ webmcp::CallError::ToolReportedError { .. }) => assert_eq!(e.to_string(), "the tool reported an error: Error: toaster is out of stock"),
        other => panic!("expected a ToolReportedError, got {other:?}"),
    }
}
