//! Expected against actual arguments (or results), line by line: each
//! expected value or constraint next to what the call had there, and the
//! extra keys the call added (which subset matching allows).

use serde_json::Value;

use crate::evals::matcher::{is_constraint, matches};

/// How a line of the diff compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The actual value matches.
    Match,
    /// It does not.
    Mismatch,
    /// An actual key the expectation does not mention (allowed).
    Extra,
}

/// One line: where, what was expected and what was there (JSON text;
/// `None` when there was nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub path: String,
    pub expected: Option<String>,
    pub actual: Option<String>,
    pub status: Status,
}

/// The lines comparing `actual` with `expected` (`None`: nothing
/// expected, so every actual key is extra; or nothing there).
pub fn diff(expected: Option<&Value>, actual: Option<&Value>) -> Vec<Line> {
    let mut lines = Vec::new();
    match expected {
        Some(e) => walk(e, actual, "", &mut lines),
        None => extra(actual, "", &mut lines),
    }
    lines
}

/// The first line that does not match, as `at /count: expected 10, got 5`.
pub fn first_mismatch(expected: Option<&Value>, actual: Option<&Value>) -> Option<String> {
    diff(expected, actual).into_iter().find(|l| l.status == Status::Mismatch).map(|l| {
        let at = if l.path.is_empty() { String::new() } else { format!("at {}: ", l.path) };
        format!("{at}expected {}, got {}", l.expected.unwrap_or_else(|| "nothing".into()), l.actual.unwrap_or_else(|| "nothing".into()))
    })
}

fn text(v: &Value) -> String {
    v.to_string()
}

fn walk(expected: &Value, actual: Option<&Value>, path: &str, lines: &mut Vec<Line>) {
    match (expected, actual) {
        (Value::Object(e), Some(Value::Object(a))) if !is_constraint(expected) => {
            for (k, ev) in e {
                walk(ev, a.get(k), &format!("{path}/{}", escape(k)), lines);
            }
            for (k, av) in a.iter().filter(|(k, _)| !e.contains_key(*k)) {
                lines.push(Line { path: format!("{path}/{}", escape(k)), expected: None, actual: Some(text(av)), status: Status::Extra });
            }
        }
        (Value::Array(e), Some(Value::Array(a))) if e.len() == a.len() && !e.is_empty() => {
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                walk(ev, Some(av), &format!("{path}/{i}"), lines);
            }
        }
        _ => {
            let status = if matches(expected, actual) { Status::Match } else { Status::Mismatch };
            lines.push(Line { path: path.to_string(), expected: Some(text(expected)), actual: actual.map(text), status });
        }
    }
}

fn extra(actual: Option<&Value>, path: &str, lines: &mut Vec<Line>) {
    match actual {
        Some(Value::Object(a)) if !a.is_empty() => {
            for (k, v) in a {
                lines.push(Line { path: format!("{path}/{}", escape(k)), expected: None, actual: Some(text(v)), status: Status::Extra });
            }
        }
        Some(v) => lines.push(Line { path: path.to_string(), expected: None, actual: Some(text(v)), status: Status::Extra }),
        None => {}
    }
}

/// A JSON Pointer segment.
fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn lines_follow_the_expectation_and_list_extra_keys() {
        let lines = diff(Some(&json!({"topping": "🍄", "count": {"$gte": 10}})), Some(&json!({"topping": "🍄", "count": 5, "size": "Large"})));
        assert_eq!(
            lines,
            vec![
                Line { path: "/topping".into(), expected: Some("\"🍄\"".into()), actual: Some("\"🍄\"".into()), status: Status::Match },
                Line { path: "/count".into(), expected: Some("{\"$gte\":10}".into()), actual: Some("5".into()), status: Status::Mismatch },
                Line { path: "/size".into(), expected: None, actual: Some("\"Large\"".into()), status: Status::Extra },
            ]
        );
        assert_eq!(first_mismatch(Some(&json!({"a": {"b": 1}})), Some(&json!({"a": {}}))), Some("at /a/b: expected 1, got nothing".into()));
        assert_eq!(first_mismatch(Some(&json!("x")), None), Some("expected \"x\", got nothing".into()));
    }
}
