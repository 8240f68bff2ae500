//! Containment, from the attacker's side: a page whose tools loop, block in
//! one native call or allocate without bound costs only the calls it
//! blocks; with the page in a process of its own (`Isolation`), the session
//! stops it, says why, and (when asked to) loads the page again.

use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::json;
use webmcp::{CallError, Error, Event, Isolation, Session, SessionOptions};

const HOSTILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/abuse/hostile.html");

fn isolated(restart: bool) -> SessionOptions {
    SessionOptions {
        call_timeout: Duration::from_secs(1),
        answer_timeout: Duration::from_secs(5),
        isolation: Some(Isolation { program: env!("CARGO_BIN_EXE_webmcp").into(), max_memory: 1 << 30, restart }),
        ..SessionOptions::default()
    }
}

/// The message of a call that the session stopped.
fn stopped(result: Result<serde_json::Value, CallError>) -> String {
    match result {
        Err(CallError::Session(Error::Stopped(message))) => message,
        other => panic!("expected the page to be stopped, got {other:?}"),
    }
}

#[test]
fn an_isolated_page_answers_like_one_in_process() {
    let session = Session::open(HOSTILE, isolated(false)).unwrap();
    let names: Vec<String> = session.tools().into_iter().map(|t| t.name).collect();
    assert!(names.contains(&"echo".to_string()) && names.contains(&"spin".to_string()), "{names:?}");
    assert_eq!(session.call("echo", json!({"text": "hi"})).unwrap(), json!("hi"));
    assert_eq!(session.call("slow", json!({})).unwrap(), json!("slow done"));
    let Err(CallError::Rejected { name, .. }) = session.call("echo", json!({"text": 3})) else { panic!("a bad input is a DataError") };
    assert_eq!(name, "DataError");
    assert_eq!(session.eval("document.title").unwrap(), json!("A hostile page"));
    assert_eq!(session.eval_await("Promise.resolve(6 * 7)").unwrap(), json!(42));
    assert_eq!(session.page().unwrap().title, "A hostile page");
    assert!(matches!(session.eval("throw new TypeError('x')"), Err(Error::Script(t)) if t.name.as_deref() == Some("TypeError")));
    assert!(session.run_until_idle(Duration::from_secs(1)).is_ok());
}

#[test]
fn an_endless_loop_is_stopped_and_the_page_reloaded() {
    let session = Session::open(HOSTILE, isolated(true)).unwrap();
    let events = session.events();
    assert_eq!(session.call("count", json!({})).unwrap(), json!("1"));
    let started = Instant::now();
    let message = stopped(session.call("spin", json!({})));
    let took = started.elapsed();
    assert!(message.contains("did not answer within 4 s") && message.contains("loaded again"), "{message}");
    assert!(took < Duration::from_secs(4 + 5), "the loop was stopped after {took:?}");
    // The reloaded page is a new one, and answers.
    assert!(events.iter().any(|e| matches!(e, Event::Restarted { .. })));
    assert_eq!(session.call("count", json!({})).unwrap(), json!("1"));
    assert_eq!(session.call("echo", json!({"text": "still here"})).unwrap(), json!("still here"));
}

#[test]
fn a_blocking_native_call_and_a_catastrophic_pattern_are_stopped() {
    let session = Session::open(HOSTILE, isolated(true)).unwrap();
    assert!(stopped(session.call("regex", json!({}))).contains("did not answer"));
    // The schema's pattern runs on the agent's input, in native code.
    assert!(stopped(session.call("pattern", json!({"s": format!("{}b", "a".repeat(40))}))).contains("did not answer"));
    assert_eq!(session.call("echo", json!({"text": "ok"})).unwrap(), json!("ok"));
}

#[test]
fn a_huge_allocation_is_stopped_by_the_memory_limit() {
    let session = Session::open(HOSTILE, isolated(true)).unwrap();
    let message = stopped(session.call("allocate", json!({})));
    assert!(message.contains("ran out of memory"), "{message}");
    assert_eq!(session.call("echo", json!({"text": "ok"})).unwrap(), json!("ok"));
}

#[test]
fn a_microtask_storm_is_stopped() {
    let session = Session::open(HOSTILE, isolated(true)).unwrap();
    assert!(stopped(session.call("microtasks", json!({}))).contains("did not answer"));
    assert_eq!(session.call("echo", json!({"text": "ok"})).unwrap(), json!("ok"));
}

#[test]
fn without_restart_a_stopped_page_ends_the_session() {
    let session = Session::open(HOSTILE, isolated(false)).unwrap();
    let message = stopped(session.call("spin", json!({})));
    assert!(!message.contains("loaded again"), "{message}");
    assert!(matches!(session.eval("1"), Err(Error::Crashed(m)) if m.contains("did not answer")));
    assert!(session.tools().is_empty());
}

#[test]
fn a_page_that_blocks_while_loading_fails_to_open() {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/abuse/loops-at-load.html");
    let options = SessionOptions { answer_timeout: Duration::from_secs(1), ..isolated(true) };
    let started = Instant::now();
    let Err(Error::Load(message)) = Session::open(page, options) else { panic!("the page loaded") };
    assert!(message.contains("did not finish loading"), "{message}");
    assert!(started.elapsed() < Duration::from_secs(20));
}

fn webmcp(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_webmcp")).args(args).output().unwrap()
}

#[test]
fn the_command_line_stops_a_runaway_call_and_says_why() {
    let out = webmcp(&["-q", "call", HOSTILE, "spin", "{}", "--call-timeout", "1"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("the page was stopped: it did not answer within 4 s"), "{stderr}");
    let out = webmcp(&["-q", "call", HOSTILE, "allocate", "{}", "--max-memory", "512M"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("ran out of memory"), "{stderr}");
    let out = webmcp(&["-q", "call", HOSTILE, "echo", r#"{"text": "fine"}"#]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), r#""fine""#);
}

#[test]
fn a_deeply_nested_script_runs_on_the_page_thread_without_overflowing_it() {
    // Found by the page_load fuzz target: Boa's parser recurses once per
    // nesting level, and 200 nested parentheses overflowed the page
    // thread's default 2 MiB stack, aborting the process the page ran in.
    let dir = std::env::temp_dir().join(format!("webmcp-nesting-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let page = dir.join("nested.html");
    let depth = 2000;
    let html = format!("<!doctype html><script>document.title = String({}1{});</script>", "(".repeat(depth), ")".repeat(depth));
    std::fs::write(&page, html).unwrap();
    let session = Session::open(page.to_str().unwrap(), SessionOptions::default()).unwrap();
    assert_eq!(session.eval("document.title").unwrap(), json!("1"));
    drop(session);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_script_nested_past_the_engines_limit_throws_a_range_error_and_the_page_goes_on() {
    // Boa's parser has no depth limit of its own, so 20,000 nested
    // parentheses overflowed any stack and aborted the process. The engine
    // checks the text's nesting first and throws a RangeError, as V8 does
    // (bindings/src/ecmascript/nesting_limit.rs); later scripts still run.
    let dir = std::env::temp_dir().join(format!("webmcp-nesting-limit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let page = dir.join("too-deep.html");
    let parens = format!("{}1{}", "(".repeat(20_000), ")".repeat(20_000));
    let nots = format!("{}1", "!".repeat(200_000));
    let html = format!(
        "<!doctype html><script>window.errors = []; onerror = (m, s, l, c, e) => {{ errors.push(e.name); }};</script>\
         <script>{parens}</script><script>{nots}</script><body onload=\"{parens}\"><script>window.after = true;</script>"
    );
    std::fs::write(&page, html).unwrap();
    let session = Session::open(page.to_str().unwrap(), SessionOptions::default()).unwrap();
    assert_eq!(session.eval("after").unwrap(), json!(true));
    assert_eq!(session.eval("errors").unwrap(), json!(["RangeError", "RangeError", "RangeError"]));
    // Text compiled at run time gets the same check, as a catchable RangeError.
    let compiled = [
        "eval('['.repeat(30000) + ']'.repeat(30000))",
        "Function('return ' + '{a:'.repeat(20000) + '1' + '}'.repeat(20000))",
        "Function('a = ' + '('.repeat(30000), ')'.repeat(30000), '')",
    ];
    for source in compiled {
        let result = session.eval(&format!("try {{ {source}; 'compiled' }} catch (e) {{ e.name }}")).unwrap();
        assert_eq!(result, json!("RangeError"), "{source}");
    }
    // Nesting that real pages use still compiles.
    assert_eq!(session.eval("eval('('.repeat(500) + '[1]' + ')'.repeat(500))[0]").unwrap(), json!(1));
    drop(session);
    let _ = std::fs::remove_dir_all(&dir);
}
