//! Validity states and validation messages against what Chromium 156
//! reported for the same controls (runtime/tests/fixtures/forms/validation.*),
//! and the rules around them.

use std::path::Path;

use runtime::dom::{NodeId, Tree};
use runtime::html::forms::control::{set_custom_validity, set_value_by_user};
use runtime::html::forms::parse_document;
use runtime::html::forms::validation::{
    check_validity, invalid_controls, validation_message, validity, will_validate, ValidityState,
};
use runtime::html::forms::value::{set_value, value};
use serde_json::Value;

fn by_id(tree: &Tree, id: &str) -> NodeId {
    tree.get_element_by_id(tree.document(), id)
        .unwrap_or_else(|| panic!("no #{id}"))
}

/// The states that are true, in `ValidityState`'s IDL order, or `valid`.
fn state_names(v: &ValidityState) -> Vec<&'static str> {
    let all = [
        ("valueMissing", v.value_missing),
        ("typeMismatch", v.type_mismatch),
        ("patternMismatch", v.pattern_mismatch),
        ("tooLong", v.too_long),
        ("tooShort", v.too_short),
        ("rangeUnderflow", v.range_underflow),
        ("rangeOverflow", v.range_overflow),
        ("stepMismatch", v.step_mismatch),
        ("badInput", v.bad_input),
        ("customError", v.custom_error),
    ];
    let names: Vec<&str> = all.iter().filter(|(_, on)| *on).map(|(n, _)| *n).collect();
    if names.is_empty() {
        vec!["valid"]
    } else {
        names
    }
}

/// Where the engine deliberately differs from Chromium 156.
const DEVIATIONS: &[(&str, &str)] = &[
    // Chromium gives a valid time input with a reversed range a range
    // message; HTML says a valid element's validationMessage is "".
    ("time_reversed_in", ""),
];

#[test]
fn states_and_messages_match_chromium() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/forms");
    let html = std::fs::read_to_string(dir.join("validation.html")).expect("page");
    let golden: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("validation.json")).expect("golden"),
    )
    .expect("JSON");
    let mut tree = parse_document(&html);
    let to_set: Vec<(NodeId, String)> = tree
        .descendants(tree.document())
        .filter_map(|n| {
            Some((
                n,
                tree.element(n)?
                    .plain_attribute("data-set-value")?
                    .to_owned(),
            ))
        })
        .collect();
    for (element, v) in to_set {
        set_value(&mut tree, element, &v).expect("value setter");
    }
    let cases = golden.as_array().expect("cases");
    assert!(cases.len() > 60);
    for case in cases {
        let id = case["id"].as_str().expect("id");
        let e = by_id(&tree, id);
        assert_eq!(
            value(&tree, e),
            case["value"].as_str().unwrap_or(""),
            "{id}: value"
        );
        assert_eq!(
            will_validate(&tree, e),
            case["willValidate"].as_bool().unwrap_or(false),
            "{id}: willValidate"
        );
        let states: Vec<&str> = case["states"]
            .as_array()
            .expect("states")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert_eq!(state_names(&validity(&tree, e)), states, "{id}: states");
        let expected = DEVIATIONS
            .iter()
            .find(|(d, _)| *d == id)
            .map_or_else(|| case["message"].as_str().unwrap_or(""), |(_, m)| *m);
        assert_eq!(validation_message(&tree, e), expected, "{id}: message");
    }
}

#[test]
fn length_limits_apply_only_after_a_user_edit() {
    let mut tree = parse_document(
        "<input id=a minlength=3 maxlength=5><textarea id=t minlength=5></textarea>",
    );
    let a = by_id(&tree, "a");
    set_value(&mut tree, a, "ab").unwrap();
    assert!(validity(&tree, a).valid(), "a script change is not checked");
    set_value_by_user(&mut tree, a, "x").unwrap();
    assert!(validity(&tree, a).too_short);
    assert_eq!(
        validation_message(&tree, a),
        "Please lengthen this text to 3 characters or more (you are currently using 1 character)."
    );
    set_value_by_user(&mut tree, a, "abcdefg").unwrap();
    assert!(validity(&tree, a).too_long);
    assert_eq!(
        validation_message(&tree, a),
        "Please shorten this text to 5 characters or less (you are currently using 7 characters)."
    );
    set_value_by_user(&mut tree, a, "").unwrap();
    assert!(
        validity(&tree, a).valid(),
        "an empty value is never too short"
    );
    let t = by_id(&tree, "t");
    set_value_by_user(&mut tree, t, "x\r\ny").unwrap();
    assert_eq!(
        validation_message(&tree, t),
        "Please lengthen this text to 5 characters or more (you are currently using 3 characters)."
    );
}

#[test]
fn bad_input_comes_from_user_text_that_does_not_convert() {
    let mut tree = parse_document("<input id=n type=number>");
    let n = by_id(&tree, "n");
    set_value_by_user(&mut tree, n, "1e").unwrap();
    assert_eq!(value(&tree, n), "");
    assert!(validity(&tree, n).bad_input);
    assert_eq!(validation_message(&tree, n), "Please enter a number.");
    set_value(&mut tree, n, "1e").unwrap();
    assert!(
        validity(&tree, n).valid(),
        "a script change clears bad input"
    );
}

#[test]
fn custom_errors_come_first_and_clear_with_the_empty_string() {
    let mut tree = parse_document("<form><input id=a required><button id=b>go</button></form>");
    let (a, b) = (by_id(&tree, "a"), by_id(&tree, "b"));
    set_custom_validity(&mut tree, a, "Nope");
    assert_eq!(
        state_names(&validity(&tree, a)),
        ["valueMissing", "customError"]
    );
    assert_eq!(validation_message(&tree, a), "Nope");
    set_custom_validity(&mut tree, b, "Button error");
    assert!(!check_validity(&tree, b), "a submit button is a candidate");
    set_custom_validity(&mut tree, a, "");
    assert_eq!(validation_message(&tree, a), "Please fill out this field.");
}

#[test]
fn invalid_controls_of_a_form_in_tree_order() {
    let tree = parse_document(
        "<form id=f><input id=a required><input id=b type=email value=x><input id=c disabled required>\
         <input id=d required value=ok></form><input id=e form=f required>",
    );
    let f = by_id(&tree, "f");
    let ids: Vec<String> = invalid_controls(&tree, f)
        .into_iter()
        .filter_map(|n| tree.element(n)?.id().map(str::to_owned))
        .collect();
    assert_eq!(ids, ["a", "b", "e"]);
}
