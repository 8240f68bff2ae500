//! JSON text as `JSON.stringify` writes it: keys in insertion order,
//! numbers as ECMAScript prints them (`1e+21`, `1e-7`), strings escaped the
//! same way. The synthesized schemas are compared with Chromium's output
//! text, so the text must match, not only the value.

use serde_json::Value;

/// Serialize `value` like `JSON.stringify(value)` without indentation.
pub fn stringify(value: &Value) -> String {
    let mut out = String::new();
    write(value, &mut out);
    out
}

fn write(value: &Value, out: &mut String) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => out.push_str(&i.to_string()),
            (_, Some(u), _) => out.push_str(&u.to_string()),
            (_, _, Some(f)) => out.push_str(&crate::html::forms::numbers::best_representation(f)),
            _ => out.push_str("null"),
        },
        Value::String(s) => write_string(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            out.push('{');
            for (i, (k, v)) in map.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_string(k, out);
                out.push(':');
                write(v, out);
            }
            out.push('}');
        }
    }
}

/// https://tc39.es/ecma262/#sec-quotejsonstring
fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{08}' => out.push_str("\\b"),
            '\u{0C}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A JSON number for a double: an integer when the double is one (so that
/// `1.0` prints `1`, as in JavaScript), else the double.
pub fn number(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 9_007_199_254_740_992.0 {
        Value::from(x as i64)
    } else {
        serde_json::Number::from_f64(x).map_or(Value::Null, Value::Number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn numbers_and_strings_print_as_javascript_does() {
        let v = json!({"b": [number(1e30), number(1e-7), number(0.1), number(-0.0), number(2.0)], "a": "q\"\\\n\u{1}é"});
        assert_eq!(
            stringify(&v),
            r#"{"b":[1e+30,1e-7,0.1,0,2],"a":"q\"\\\n\u0001é"}"#
        );
    }
}
