//! Page input never panics the forms code, and value sanitization is
//! idempotent (sanitizing a sanitized value changes nothing).

use proptest::prelude::*;
use runtime::html::forms::color::sanitize_color;
use runtime::html::forms::dates::{parse_date, parse_local_date_and_time, parse_month, parse_time, parse_week};
use runtime::html::forms::input_type::InputType;
use runtime::html::forms::numbers::{parse_floating_point_number, to_precision_trimmed, Decimal};
use runtime::html::forms::parse_document;
use runtime::webmcp::declarative::apply_input;
use serde_json::Value;

const TYPES: [&str; 22] = [
    "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time", "datetime-local", "number", "range", "color",
    "checkbox", "radio", "file", "submit", "image", "reset", "button",
];

fn page_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[ -~]{0,24}",
        "[0-9:T .eE+-]{0,24}",
        "[0-9]{4}-[0-9W]{2,3}(-[0-9]{2})?",
        any::<String>(),
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        page_text().prop_map(Value::String),
    ];
    leaf.prop_recursive(2, 8, 4, |inner| prop::collection::vec(inner, 0..4).prop_map(Value::Array))
}

proptest! {
    #[test]
    fn sanitization_never_panics_and_is_idempotent(text in page_text(), multiple in any::<bool>()) {
        for t in TYPES {
            let t = InputType::from_attribute(Some(t));
            let once = t.sanitize(&text, multiple);
            prop_assert_eq!(t.sanitize(&once, multiple), once.clone());
        }
        let color = sanitize_color(&text);
        prop_assert_eq!(sanitize_color(&color), color);
    }

    #[test]
    fn parsers_never_panic(text in page_text(), x in any::<f64>()) {
        let _ = (parse_date(&text), parse_month(&text), parse_week(&text), parse_time(&text), parse_local_date_and_time(&text));
        let _ = parse_floating_point_number(&text);
        if let Some(d) = Decimal::from_number_string(&text) {
            let _ = d.to_chromium_string();
            let _ = d.is_multiple_of(&Decimal { negative: false, coefficient: 3, exponent: -1 });
        }
        let _ = to_precision_trimmed(x, 6);
        for t in TYPES {
            let t = InputType::from_attribute(Some(t));
            let _ = t.string_to_number(&text);
            let _ = t.number_to_string(x);
            let _ = t.date_ms_to_string(x);
        }
    }

    #[test]
    fn applying_any_input_never_panics(values in prop::collection::vec(json_value(), 1..4)) {
        let mut tree = parse_document(
            "<form><input name=t><input type=number name=n step=0.1><input type=date name=d><input type=time name=tm>\
             <input type=checkbox name=c><input type=checkbox name=g value=a><input type=checkbox name=g value=b>\
             <input type=radio name=r value=1><select name=s><option>x</option></select><select name=m multiple><option>y</option></select>\
             <input type=range name=rg><input type=color name=col><textarea name=ta></textarea></form>",
        );
        let form = tree.elements_by_tag_name(tree.document(), "form")[0];
        for (i, v) in values.into_iter().enumerate() {
            let key = ["t", "n", "d", "tm", "c", "g", "r", "s", "m", "rg", "col", "ta", "unknown"][i % 13];
            let input = serde_json::json!({ key: v });
            let _ = apply_input(&mut tree, form, &input, false);
        }
    }
}

#[derive(Debug, Clone)]
enum Op {
    SetAttribute(usize, &'static str, String),
    RemoveAttribute(usize, &'static str),
    Move(usize, usize),
    SetValue(usize, String),
    Reset,
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    let attr = prop::sample::select(vec!["type", "checked", "selected", "multiple", "value", "min", "max", "step", "name", "form", "size", "disabled", "id"]);
    let op = prop_oneof![
        (0usize..12, attr.clone(), prop_oneof![prop::sample::select(TYPES.to_vec()).prop_map(str::to_owned), "[a-z0-9.-]{0,6}"]).prop_map(|(n, a, v)| Op::SetAttribute(n, a, v)),
        (0usize..12, attr).prop_map(|(n, a)| Op::RemoveAttribute(n, a)),
        (0usize..12, 0usize..12).prop_map(|(a, b)| Op::Move(a, b)),
        (0usize..12, page_text()).prop_map(|(n, v)| Op::SetValue(n, v)),
        Just(Op::Reset),
    ];
    prop::collection::vec(op, 1..30)
}

proptest! {
    /// Any sequence of attribute changes, moves and value changes keeps the
    /// hooks from panicking, and a single select keeps at most one option
    /// selected.
    #[test]
    fn mutations_never_panic(ops in ops()) {
        use runtime::html::forms::control::reset_form;
        use runtime::html::forms::select::selected_options;
        use runtime::html::forms::value::set_value;
        let mut t = parse_document(
            "<form id=f><input type=radio name=a checked><input type=radio name=a><input type=checkbox><select><option selected>x<option>y</select>\
             <select multiple><option selected>p<option selected>q</select><optgroup><option>z</optgroup><textarea>t</textarea><input type=range>\
             <input type=email><input type=number></form>",
        );
        let nodes: Vec<_> = t.descendants(t.document()).filter(|n| t.element(*n).is_some()).collect();
        let form = t.elements_by_tag_name(t.document(), "form")[0];
        for op in ops {
            match op {
                Op::SetAttribute(n, a, v) => { let _ = t.set_attribute(nodes[n % nodes.len()], a, &v); }
                Op::RemoveAttribute(n, a) => { t.remove_attribute(nodes[n % nodes.len()], a); }
                Op::Move(a, b) => { let _ = t.append_child(nodes[b % nodes.len()], nodes[a % nodes.len()]); }
                Op::SetValue(n, v) => { let _ = set_value(&mut t, nodes[n % nodes.len()], &v); }
                Op::Reset => reset_form(&mut t, form),
            }
        }
        for s in t.elements_by_tag_name(t.document(), "select") {
            if t.element(s).is_some_and(|e| e.plain_attribute("multiple").is_none()) {
                prop_assert!(selected_options(&t, s).len() <= 1);
            }
        }
    }
}
