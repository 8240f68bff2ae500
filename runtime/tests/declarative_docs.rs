//! The worked examples of docs/declarative-tools.md are tests: each `html`
//! block's form must give the schema of the `json` block after it (the
//! schemas Chromium 156 gave for the same forms).

use std::path::Path;

use runtime::html::forms::parse_document;
use runtime::webmcp::declarative::input_schema_text;
use runtime::webmcp::declarative::json::stringify;
use serde_json::Value;

/// The fenced code blocks of a markdown text: (language, body).
fn code_blocks(markdown: &str) -> Vec<(String, String)> {
    let mut blocks = Vec::new();
    let mut current: Option<(String, String)> = None;
    for line in markdown.lines() {
        match (&mut current, line.strip_prefix("```")) {
            (None, Some(lang)) => current = Some((lang.trim().to_owned(), String::new())),
            (Some(_), Some("")) => blocks.extend(current.take()),
            (Some((_, body)), _) => {
                body.push_str(line);
                body.push('\n');
            }
            (None, None) => {}
        }
    }
    blocks
}

#[test]
fn worked_examples_give_their_schemas() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/declarative-tools.md");
    let markdown = std::fs::read_to_string(path).expect("docs/declarative-tools.md");
    let blocks = code_blocks(&markdown);
    let mut checked = 0;
    for pair in blocks.windows(2) {
        let [(lang_a, html), (lang_b, json)] = pair else { continue };
        if lang_a != "html" || lang_b != "json" {
            continue;
        }
        let tree = parse_document(html);
        let form = tree.elements_by_tag_name(tree.document(), "form")[0];
        let expected: Value = serde_json::from_str(json).expect("the json block parses");
        assert_eq!(input_schema_text(&tree, form), stringify(&expected), "example:\n{html}");
        checked += 1;
    }
    assert_eq!(checked, 4, "every example pair was found");
}
