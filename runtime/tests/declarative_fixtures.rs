//! The synthesized tools of each fixture page match what Chromium 156's
//! `getTools()` returned for it (runtime/tests/fixtures/declarative/*.json,
//! recorded with record-golden.js there).

use std::path::Path;

use runtime::html::forms::parse_document;
use runtime::webmcp::code_unit_order;
use runtime::webmcp::declarative::json::stringify;
use runtime::webmcp::declarative::{tool_forms, DeclarativeTool};
use serde_json::{Map, Value};

/// Property order as a JavaScript object has it: array-index keys first, in
/// ascending order, then the others in insertion order. (The page sees the
/// schema after `JSON.parse`, which orders keys this way.)
fn js_order(v: &Value) -> Value {
    match v {
        Value::Object(map) => {
            let index = |k: &str| {
                k.parse::<u32>()
                    .ok()
                    .filter(|n| n.to_string() == k && *n != u32::MAX)
            };
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort_by_key(|k| index(k).map_or((1, 0), |n| (0, n)));
            let mut out = Map::new();
            for k in keys {
                out.insert(k.clone(), js_order(&map[k]));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(js_order).collect()),
        other => other.clone(),
    }
}

/// The tools a document registers: valid definitions, the first form of a
/// name keeping it, sorted by name as getTools() sorts them.
fn registered_tools(html: &str) -> Vec<DeclarativeTool> {
    let tree = parse_document(html);
    let mut tools: Vec<DeclarativeTool> = Vec::new();
    for (_, definition) in tool_forms(&tree) {
        if let Ok(tool) = definition {
            if !tools.iter().any(|t| t.name == tool.name) {
                tools.push(tool);
            }
        }
    }
    tools.sort_by(|a, b| code_unit_order(&a.name, &b.name));
    tools
}

fn check_fixture(name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/declarative");
    let html = std::fs::read_to_string(dir.join(format!("{name}.html"))).expect("fixture page");
    let golden: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join(format!("{name}.json"))).expect("golden file"),
    )
    .expect("golden JSON");
    let expected = golden.as_array().expect("a list of tools");
    let actual = registered_tools(&html);
    let names = |tools: &[Value]| {
        tools
            .iter()
            .map(|t| t["name"].as_str().unwrap_or("").to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        actual.iter().map(|t| t.name.clone()).collect::<Vec<_>>(),
        names(expected),
        "{name}: tool names"
    );
    for (tool, want) in actual.iter().zip(expected) {
        assert_eq!(
            tool.title,
            want["title"].as_str().unwrap_or(""),
            "{name}/{}: title",
            tool.name
        );
        assert_eq!(
            tool.description,
            want["description"].as_str().unwrap_or(""),
            "{name}/{}: description",
            tool.name
        );
        let mine: Value =
            serde_json::from_str(&tool.input_schema).expect("synthesized schema is JSON");
        assert_eq!(
            stringify(&js_order(&mine)),
            stringify(&want["inputSchema"]),
            "{name}/{}: inputSchema",
            tool.name
        );
    }
}

#[test]
fn tool_attributes() {
    check_fixture("tool-attributes");
}

#[test]
fn text_controls() {
    check_fixture("text-controls");
}

#[test]
fn number_controls() {
    check_fixture("number-controls");
}

#[test]
fn date_controls() {
    check_fixture("date-controls");
}

#[test]
fn choice_controls() {
    check_fixture("choice-controls");
}

#[test]
fn labels() {
    check_fixture("labels");
}

#[test]
fn exclusions() {
    check_fixture("exclusions");
}

#[test]
fn patterns() {
    check_fixture("patterns");
}

#[test]
fn names() {
    check_fixture("names");
}

#[test]
fn every_fixture_page_has_a_test() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/declarative");
    let mut pages: Vec<String> = std::fs::read_dir(dir)
        .expect("fixture folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".html").map(str::to_owned))
        .collect();
    pages.sort();
    assert_eq!(
        pages,
        [
            "choice-controls",
            "date-controls",
            "exclusions",
            "labels",
            "names",
            "number-controls",
            "patterns",
            "text-controls",
            "tool-attributes"
        ]
    );
}
