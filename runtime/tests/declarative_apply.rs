//! Applying an agent's input object to a form, call by call, against what
//! Chromium 156 did with the same calls on the same page
//! (runtime/tests/fixtures/declarative-apply/apply-input.{html,json}):
//! the values afterwards, the error message, and the input/change events.

use std::path::Path;

use runtime::dom::{NodeId, Tree};
use runtime::html::forms::control::{checked, reset_form};
use runtime::html::forms::form_owner::{form_elements, input_type, is_html};
use runtime::html::forms::input_type::InputType;
use runtime::html::forms::parse_document;
use runtime::html::forms::select::{option_value, selected_options};
use runtime::html::forms::validation::invalid_controls;
use runtime::html::forms::value::value;
use runtime::webmcp::declarative::{apply_input, validation_failure_message};
use serde_json::{json, Map, Value};

fn name(tree: &Tree, e: NodeId) -> String {
    tree.element(e)
        .and_then(|d| d.plain_attribute("name"))
        .unwrap_or("")
        .to_owned()
}

fn is_checkable(tree: &Tree, e: NodeId) -> bool {
    matches!(
        input_type(tree, e),
        Some(InputType::Checkbox | InputType::Radio)
    )
}

/// The page's `snapshot()`: each control's value, checkedness or selection.
fn snapshot(tree: &Tree, form: NodeId) -> Value {
    let mut out = Map::new();
    for e in form_elements(tree, form) {
        let n = name(tree, e);
        if is_checkable(tree, e) {
            out.insert(format!("{n}={}", value(tree, e)), json!(checked(tree, e)));
        } else if is_html(tree, e, "select")
            && tree
                .element(e)
                .is_some_and(|d| d.plain_attribute("multiple").is_some())
        {
            let values: Vec<String> = selected_options(tree, e)
                .into_iter()
                .map(|o| option_value(tree, o))
                .collect();
            out.insert(n, json!(values));
        } else if !n.is_empty() && !out.contains_key(&n) {
            out.insert(n, json!(value(tree, e)));
        }
    }
    Value::Object(out)
}

fn event_label(tree: &Tree, e: NodeId) -> String {
    if is_checkable(tree, e) {
        format!("{}={}", name(tree, e), value(tree, e))
    } else {
        name(tree, e)
    }
}

#[test]
fn every_call_does_what_chromium_did() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/declarative-apply");
    let html = std::fs::read_to_string(dir.join("apply-input.html")).expect("page");
    let golden: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("apply-input.json")).expect("golden"),
    )
    .expect("JSON");
    let calls = golden.as_array().expect("calls");
    assert!(calls.len() > 100, "the fixture has its calls");
    let mut tree = parse_document(&html);
    let form = tree.elements_by_tag_name(tree.document(), "form")[0];
    for call in calls {
        let input = &call["input"];
        // As the page: reset, then execute (autosubmit, so no submit button needed).
        reset_form(&mut tree, form);
        let (error, events) = match apply_input(&mut tree, form, input, false) {
            Err(e) => (Some(e.to_string()), Vec::new()),
            Ok(applied) => {
                let mut events = Vec::new();
                for f in &applied.filled {
                    if f.fire_input {
                        events.push(format!("input:{}", event_label(&tree, f.element)));
                    }
                    if f.fire_change {
                        events.push(format!("change:{}", event_label(&tree, f.element)));
                    }
                }
                // The autosubmit validates the form before the submit event.
                let error = (!invalid_controls(&tree, form).is_empty())
                    .then(|| validation_failure_message(&tree, form));
                (error, events)
            }
        };
        assert_eq!(
            error.as_deref(),
            call["error"].as_str(),
            "error for {input}"
        );
        assert_eq!(
            snapshot(&tree, form),
            call["values"],
            "values after {input}"
        );
        let expected_events: Vec<String> = call["events"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|e| e.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(events, expected_events, "events for {input}");
    }
}
