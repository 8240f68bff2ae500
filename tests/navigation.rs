//! A tool that navigates the top-level page: the session follows the new
//! document, which runs its scripts and registers its tools.

use std::time::Duration;

use serde_json::json;
use webmcp::{Session, SessionOptions};

fn names(session: &Session) -> Vec<String> {
    let mut n: Vec<String> = session.tools().into_iter().map(|t| t.name).collect();
    n.sort();
    n
}

#[test]
fn a_tool_that_navigates_the_top_level_page_brings_the_new_pages_tools() {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/navigation/index.html");
    let session = Session::open(page, SessionOptions::default()).expect("the page opens");
    assert_eq!(names(&session), ["open_checkout", "pick_movie"]);
    let href = session.call("pick_movie", json!({"id": "7"})).expect("pick_movie runs");
    assert!(href.as_str().is_some_and(|h| h.ends_with("index.html?movie=7#movie/7")), "{href}");
    assert_eq!(session.eval("history.length").expect("eval"), json!(3));
    assert_eq!(session.call("open_checkout", json!({})).expect("open_checkout runs"), json!("navigating"));
    session.run_until_idle(Duration::from_secs(10)).expect("the page settles");
    assert_eq!(names(&session), ["cart"]);
    assert_eq!(session.page().expect("the page").title, "checkout");
    assert_eq!(session.call("cart", json!({})).expect("cart runs"), json!({"cart": "2 coffees", "step": "1", "history": 4}));
    // Back to the first page: a new document of it, with its tools again.
    session.eval("history.go(-2)").expect("eval");
    session.run_until_idle(Duration::from_secs(10)).expect("the page settles");
    assert_eq!(names(&session), ["open_checkout", "pick_movie"]);
}
