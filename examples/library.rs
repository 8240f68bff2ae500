//! webmcp as a library: open the bundled example page, list its tools, call
//! them as an agent would, look at the page, and hear of tool changes.
//!
//! Run it with `cargo run --example library` (from the repository root).

use std::time::Duration;

use serde_json::json;
use webmcp::{CallError, Event, Session, SessionOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/todo.html");
    let session = Session::open(page, SessionOptions::default())?;

    // Every tool of every document, frames included, with its origin.
    for tool in session.tools() {
        println!("{} ({}): {}", tool.name, tool.origin, tool.description);
    }

    // Calls go through the page's own schema validation and events.
    println!("add_item -> {}", session.call("add_item", json!({"text": "buy milk"}))?);
    println!("list_items -> {}", session.call("list_items", json!({}))?);
    match session.call("add_item", json!({"text": ""})) {
        Err(CallError::Rejected { name, message, .. }) => println!("add_item with no text -> {name}: {message}"),
        other => println!("add_item with no text -> {other:?}"),
    }

    // The page itself.
    println!("the list reads: {}", session.eval("document.getElementById('items').textContent")?);
    println!("title: {}", session.page()?.title);

    // Tool changes arrive as events.
    let events = session.events();
    session.eval("document.modelContext.registerTool({name: 'clear', description: 'Empties the list.', execute() { return 'done'; }})")?;
    if let Ok(Event::ToolsChanged) = events.recv_timeout(Duration::from_secs(5)) {
        let names: Vec<String> = session.tools().into_iter().map(|t| t.name).collect();
        println!("tools changed: {names:?}");
    }
    Ok(())
}
