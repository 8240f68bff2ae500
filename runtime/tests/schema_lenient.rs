//! Lenient subset checking (NOTES.md "Input schemas"): keywords outside the
//! WebMCP subset are ignored and reported; the subset's keywords still apply.

use runtime::webmcp::schema::{SchemaErrorKind, SubsetMode, ToolInputSchema};
use serde_json::json;

fn lenient(schema: serde_json::Value) -> (ToolInputSchema, Vec<(String, String)>) {
    let (compiled, ignored) = ToolInputSchema::compile_in_mode(Some(&schema.to_string()), SubsetMode::Lenient).unwrap_or_else(|e| panic!("{schema}: {e}"));
    (compiled, ignored.into_iter().map(|e| (e.keyword.unwrap_or_default(), e.location)).collect())
}

#[test]
fn keywords_outside_the_subset_are_ignored_and_named() {
    let schema = json!({
        "type": "object",
        "properties": {
            "day": {"type": "string", "format": "date", "pattern": "^\\d{4}-\\d{2}-\\d{2}$"},
            "who": {"$ref": "#/$defs/name"},
        },
        "$defs": {"name": {"type": "string"}},
        "additionalProperties": {"type": "string"},
        "required": ["day"],
    });
    let (compiled, ignored) = lenient(schema.clone());
    let names: Vec<(&str, &str)> = ignored.iter().map(|(k, l)| (k.as_str(), l.as_str())).collect();
    assert_eq!(names, [("$defs", "/$defs"), ("additionalProperties", "/additionalProperties"), ("format", "/properties/day/format"), ("$ref", "/properties/who/$ref")]);
    // The subset's own keywords are validated as ever; the ignored ones constrain nothing.
    assert!(compiled.is_valid(&json!({"day": "2027-06-15", "who": 3, "extra": 1})));
    assert_eq!(compiled.validate(&json!({"day": "June"})).unwrap_err().reason, "pattern");
    assert_eq!(compiled.validate(&json!({})).unwrap_err().reason, "required");
    // Strict mode refuses the same schema, and says nothing is ignored when it accepts one.
    assert!(ToolInputSchema::compile_in_mode(Some(&schema.to_string()), SubsetMode::Strict).is_err());
    let (_, none) = ToolInputSchema::compile_in_mode(Some(r#"{"type":"object"}"#), SubsetMode::Strict).unwrap();
    assert!(none.is_empty());
}

#[test]
fn malformed_subset_keywords_are_refused_even_when_lenient() {
    for (schema, keyword) in [
        (json!({"type": "text"}), "type"),
        (json!({"properties": {"x": {"pattern": "(["}}}), "pattern"),
        (json!({"required": "x"}), "required"),
    ] {
        let e = ToolInputSchema::compile_in_mode(Some(&schema.to_string()), SubsetMode::Lenient).err().unwrap_or_else(|| panic!("{schema} should be refused"));
        assert_eq!(e.keyword.as_deref(), Some(keyword), "{e}");
        assert!(!matches!(e.kind, SchemaErrorKind::Excluded(_)), "{e}");
    }
    assert!(ToolInputSchema::compile_in_mode(Some("{"), SubsetMode::Lenient).is_err());
    let (any, ignored) = ToolInputSchema::compile_in_mode(None, SubsetMode::Lenient).unwrap();
    assert!(any.is_absent() && ignored.is_empty());
}
