//! Argument and result matching, as webmcp-evals' `matcher.ts` defines it.
//!
//! An expected value is matched against an actual one:
//! - an object whose keys all start with `$` (and has at least one) is a
//!   constraint: every operator in it must hold (`$pattern`, `$contains`,
//!   `$gt`, `$gte`, `$lt`, `$lte`, `$type`, `$any`);
//! - another object matches an object that has every expected key with a
//!   matching value; extra actual keys are allowed (subset matching);
//! - an array matches an array of the same length, element by element;
//! - anything else matches an equal value (numbers by value: `1` is `1.0`).
//!
//! Operators are checked when the file is read (`format`), so matching
//! cannot meet an unknown operator or a pattern that does not compile.

use serde_json::{Map, Value};

/// The operators a constraint object may use.
pub const OPERATORS: [&str; 8] = ["$pattern", "$contains", "$gt", "$gte", "$lt", "$lte", "$type", "$any"];

/// The types `$type` can name (JavaScript's `typeof`, with `array` and
/// `null` told apart from `object`).
pub const TYPES: [&str; 6] = ["string", "number", "boolean", "array", "object", "null"];

/// The inline flags a `$pattern` may start with, `(?i)`: those JavaScript's
/// `RegExp` takes (`x` is not one).
const INLINE_FLAGS: &str = "dgimsuvy";

/// Whether `value` is a constraint object: an object with at least one key,
/// all of whose keys start with `$`.
pub fn is_constraint(value: &Value) -> bool {
    value.as_object().is_some_and(|o| !o.is_empty() && o.keys().all(|k| k.starts_with('$')))
}

/// Whether a constraint object appears anywhere in `value` (the value is
/// then not something a call can be made with).
pub fn has_constraint(value: &Value) -> bool {
    match value {
        Value::Object(o) => is_constraint(value) || o.values().any(has_constraint),
        Value::Array(a) => a.iter().any(has_constraint),
        _ => false,
    }
}

/// Whether `actual` matches `expected`. `actual` is `None` when there is no
/// value at all (a tool result that was never produced), which only `$any`
/// accepts, as `undefined` in webmcp-evals.
pub fn matches(expected: &Value, actual: Option<&Value>) -> bool {
    match expected.as_object() {
        Some(constraint) if is_constraint(expected) => constraint.iter().all(|(op, operand)| holds(op, operand, actual)),
        _ => actual.is_some_and(|a| matches_recursive(expected, a)),
    }
}

fn matches_recursive(expected: &Value, actual: &Value) -> bool {
    match (expected, actual) {
        (Value::Number(e), Value::Number(a)) => e.as_f64() == a.as_f64(),
        (Value::Array(e), Value::Array(a)) => e.len() == a.len() && e.iter().zip(a).all(|(e, a)| matches(e, Some(a))),
        (Value::Object(e), Value::Object(a)) => subset(e, a),
        (Value::Array(_), _) | (Value::Object(_), _) => false,
        (e, a) => e == a,
    }
}

/// Every expected key is in `actual` with a matching value.
fn subset(expected: &Map<String, Value>, actual: &Map<String, Value>) -> bool {
    expected.iter().all(|(k, e)| actual.get(k).is_some_and(|a| matches(e, Some(a))))
}

/// Whether one operator holds for `actual`.
fn holds(op: &str, operand: &Value, actual: Option<&Value>) -> bool {
    match op {
        "$pattern" => match (operand.as_str(), actual.and_then(Value::as_str)) {
            (Some(pattern), Some(text)) => pattern_matches(pattern, text).unwrap_or(false),
            _ => false,
        },
        "$contains" => match (operand.as_str(), actual.and_then(Value::as_str)) {
            (Some(needle), Some(text)) => text.contains(needle),
            _ => false,
        },
        "$gt" | "$gte" | "$lt" | "$lte" => {
            let (Some(bound), Some(value)) = (operand.as_f64(), actual.and_then(Value::as_f64)) else { return false };
            match op {
                "$gt" => value > bound,
                "$gte" => value >= bound,
                "$lt" => value < bound,
                _ => value <= bound,
            }
        }
        "$type" => match (operand.as_str(), actual) {
            (Some(kind), Some(value)) => type_of(value) == kind,
            _ => false,
        },
        "$any" => true,
        // Refused when the file is read.
        _ => false,
    }
}

/// `typeof`, with `array` and `null` apart.
pub fn type_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Compiles a `$pattern`: an ECMAScript regular expression (regress, the
/// engine Boa uses), optionally preceded by inline flags such as `(?i)`,
/// which webmcp-evals turns into `RegExp` flags. `g` and `d` change nothing
/// for a test; `y` anchors the match at the start.
pub fn compile_pattern(pattern: &str) -> Result<(regress::Regex, bool), String> {
    let (flags, body) = match inline_flags(pattern) {
        Some((flags, body)) => {
            if let Some(bad) = flags.chars().find(|c| !INLINE_FLAGS.contains(*c)) {
                return Err(format!("unsupported inline flag \"(?{bad})\" (the flags are those of JavaScript's RegExp: {})", INLINE_FLAGS.chars().map(String::from).collect::<Vec<_>>().join(", ")));
            }
            (flags, body)
        }
        None => ("", pattern),
    };
    let sticky = flags.contains('y');
    regress::Regex::with_flags(body, flags).map(|re| (re, sticky)).map_err(|e| format!("not a regular expression: {e}"))
}

/// A leading `(?flags)` group: the flags and the rest of the pattern.
fn inline_flags(pattern: &str) -> Option<(&str, &str)> {
    let rest = pattern.strip_prefix("(?")?;
    let end = rest.find(')')?;
    let flags = &rest[..end];
    (!flags.is_empty() && flags.chars().all(|c| c.is_ascii_alphabetic())).then(|| (flags, &rest[end + 1..]))
}

/// Whether `pattern` (as [`compile_pattern`] reads it) finds a match in `text`.
pub fn pattern_matches(pattern: &str, text: &str) -> Result<bool, String> {
    let (re, sticky) = compile_pattern(pattern)?;
    Ok(match re.find(text) {
        Some(m) => !sticky || m.start() == 0,
        None => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn m(expected: Value, actual: Value) -> bool {
        matches(&expected, Some(&actual))
    }

    // The cases of webmcp-evals' matcher.test.ts.
    #[test]
    fn exact_values_objects_as_subsets_arrays_strictly() {
        assert!(m(json!("hello"), json!("hello")) && m(json!(true), json!(true)) && m(json!(null), json!(null)));
        assert!(!m(json!(1), json!(2)) && !m(json!("hello"), json!("world")));
        assert!(m(json!({"a": {"b": 2}}), json!({"a": {"b": 2}})));
        assert!(!m(json!({"a": 1}), json!({"b": 1})));
        assert!(m(json!({"catalog": {"query": {"$contains": "shoe"}}}), json!({"catalog": {"query": "purple shoe", "pagination": {"limit": 5}}})));
        assert!(!m(json!({"query": "shoe"}), json!({"pagination": {"limit": 5}})));
        assert!(m(json!({}), json!({"anything": "goes"})));
        assert!(!m(json!({}), json!(null)) && !m(json!({}), json!("x")) && !m(json!({}), json!([1, 2])));
        assert!(!m(json!([1, 2]), json!([1, 2, 3])) && !m(json!([1, 2]), json!([1])));
        assert!(m(json!([{"a": 1}]), json!([{"a": 1, "b": 2}])));
    }

    #[test]
    fn each_operator() {
        assert!(m(json!({"$pattern": "^2026-\\d{2}$"}), json!("2026-01")));
        assert!(!m(json!({"$pattern": "^2026-\\d{2}$"}), json!("2025-01")));
        assert!(!m(json!({"$pattern": ".*"}), json!(123)));
        assert!(m(json!({"$contains": "bar"}), json!("foobar")) && !m(json!({"$contains": "baz"}), json!("foobar")));
        assert!(!m(json!({"$contains": "1"}), json!(123)));
        assert!(m(json!({"$gt": 10}), json!(11)) && !m(json!({"$gt": 10}), json!(10)));
        assert!(m(json!({"$gte": 10}), json!(10)) && !m(json!({"$gte": 10}), json!(9)));
        assert!(m(json!({"$lt": 10}), json!(9)) && !m(json!({"$lt": 10}), json!(10)));
        assert!(m(json!({"$lte": 10}), json!(10)) && !m(json!({"$lte": 10}), json!(11)));
        assert!(!m(json!({"$gt": 10}), json!("11")));
        for (t, v) in [("string", json!("x")), ("number", json!(1.5)), ("boolean", json!(false)), ("object", json!({})), ("array", json!([])), ("null", json!(null))] {
            assert!(m(json!({"$type": t}), v.clone()), "{t}");
            assert!(!m(json!({"$type": if t == "string" { "number" } else { "string" }}), v));
        }
        assert!(!m(json!({"$type": "object"}), json!([])) && !m(json!({"$type": "array"}), json!({})));
        assert!(m(json!({"$any": true}), json!("foo")) && m(json!({"$any": true}), json!(null)));
        // Several operators: all must hold.
        assert!(m(json!({"$gte": 1, "$lte": 3}), json!(2)) && !m(json!({"$gte": 1, "$lte": 3}), json!(4)));
        // Nested, and inside arrays.
        let schema = json!({"a": {"$gt": 10}, "list": [{"$gt": 10}, {"$type": "string"}]});
        assert!(m(schema.clone(), json!({"a": 11, "list": [11, "foo"]})));
        assert!(!m(schema, json!({"a": 11, "list": [11, 123]})));
        // A key that must be there, whatever its value.
        assert!(!m(json!({"a": {"$any": true}}), json!({})));
        // Keys mixing $ and others are not a constraint: matched as keys.
        assert!(m(json!({"$x": 1, "y": 2}), json!({"$x": 1, "y": 2})));
    }

    #[test]
    fn constraints_are_found_anywhere() {
        assert!(has_constraint(&json!({"a": [{"b": {"$any": true}}]})));
        assert!(!has_constraint(&json!({"a": [{"b": 1}], "c": {}})));
    }

    #[test]
    fn numbers_compare_by_value() {
        assert!(m(json!(1), json!(1.0)));
        assert!(m(json!({"n": 2.0}), json!({"n": 2})));
        assert!(!m(json!(1), json!("1")));
    }

    #[test]
    fn a_missing_value_matches_only_any() {
        assert!(matches(&json!({"$any": true}), None));
        assert!(!matches(&json!({"$type": "null"}), None));
        assert!(!matches(&json!(null), None));
    }

    #[test]
    fn inline_flags_become_regexp_flags() {
        assert_eq!(pattern_matches("(?i)^colou?r$", "COLOR"), Ok(true));
        assert_eq!(pattern_matches("(?is)foo.bar", "FOO\nBAR"), Ok(true));
        assert_eq!(pattern_matches("(?i)foo.bar", "FOO\nBAR"), Ok(false));
        assert_eq!(pattern_matches("(?y)b", "ab"), Ok(false));
        assert!(pattern_matches("(?x) foo", "foo").unwrap_err().contains("\"(?x)\""));
        assert!(pattern_matches("(?i)[unclosed", "x").is_err());
        // A group that is not a flag prefix is the pattern's own.
        assert_eq!(pattern_matches("(?:ab)+", "abab"), Ok(true));
    }
}
