//! The WebMCP subset check at registerTool
//! (register_tool_invalid_subset_schema.tentative.https.html and beyond).

use runtime::webmcp::schema::{SchemaError, SchemaErrorKind, ToolInputSchema, MAX_SCHEMA_DEPTH};
use crate::fixtures;

use serde_json::{json, Value};

fn rejected(schema: Value) -> SchemaError {
    match ToolInputSchema::compile(&schema.to_string()) {
        Ok(_) => panic!("{schema} should be rejected"),
        Err(e) => e,
    }
}

fn accepted(schema: Value) -> ToolInputSchema {
    match ToolInputSchema::compile(&schema.to_string()) {
        Ok(s) => s,
        Err(e) => panic!("{schema} should be accepted, got: {e}"),
    }
}

fn assert_names(e: &SchemaError, keyword: &str, location: &str) {
    assert_eq!(e.keyword.as_deref(), Some(keyword), "{e}");
    assert_eq!(e.location, location, "{e}");
    let text = e.to_string();
    assert!(text.contains(&format!("\"{keyword}\"")), "message names the keyword: {text}");
    assert!(text.contains(&format!("\"{location}\"")), "message names the location: {text}");
}

// The nine cases of the tentative WPT test, each naming keyword and location.

#[test]
fn wpt_ref_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"$ref": "#/foo"}}}));
    assert_names(&e, "$ref", "/properties/x/$ref");
    assert!(matches!(e.kind, SchemaErrorKind::Excluded(_)));
}

#[test]
fn wpt_format_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"type": "string", "format": "email"}}}));
    assert_names(&e, "format", "/properties/x/format");
}

#[test]
fn wpt_additional_properties_true_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"type": "string"}}, "additionalProperties": true}));
    assert_names(&e, "additionalProperties", "/additionalProperties");
    assert_eq!(e.kind, SchemaErrorKind::OnlyFalse);
    assert_eq!(
        e.to_string(),
        "inputSchema: keyword \"additionalProperties\" at \"/additionalProperties\" may only be false in the WebMCP subset of JSON Schema"
    );
}

#[test]
fn wpt_additional_properties_schema_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"type": "string"}}, "additionalProperties": {"type": "string"}}));
    assert_names(&e, "additionalProperties", "/additionalProperties");
}

#[test]
fn wpt_unevaluated_properties_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"type": "string"}}, "unevaluatedProperties": false}));
    assert_names(&e, "unevaluatedProperties", "/unevaluatedProperties");
}

#[test]
fn wpt_dependent_required_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"type": "string"}}, "dependentRequired": {"x": ["y"]}}));
    assert_names(&e, "dependentRequired", "/dependentRequired");
}

#[test]
fn wpt_invalid_pattern_is_rejected() {
    let e = rejected(json!({"type": "string", "pattern": "["}));
    assert_names(&e, "pattern", "/pattern");
    assert!(matches!(e.kind, SchemaErrorKind::InvalidPattern(_)));
    assert!(e.to_string().starts_with(
        "inputSchema: keyword \"pattern\" at \"/pattern\" is not a valid ECMAScript regular expression: "
    ));
}

#[test]
fn wpt_defs_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"type": "string", "$defs": {}}}}));
    assert_names(&e, "$defs", "/properties/x/$defs");
}

#[test]
fn wpt_content_encoding_is_rejected() {
    let e = rejected(json!({"type": "object", "properties": {"x": {"type": "string", "contentEncoding": "base64"}}}));
    assert_names(&e, "contentEncoding", "/properties/x/contentEncoding");
}

#[test]
fn excluded_message_format() {
    let e = rejected(json!({"properties": {"x": {"$ref": "#/foo"}}}));
    assert_eq!(
        e.to_string(),
        "inputSchema: keyword \"$ref\" at \"/properties/x/$ref\" is not in the WebMCP subset of JSON Schema (references and definitions are excluded: a tool's input schema is one self-contained tree)"
    );
}

#[test]
fn other_excluded_keywords() {
    for keyword in [
        "$id", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "definitions", "dependencies",
        "$recursiveRef", "$recursiveAnchor", "additionalItems", "patternProperties", "dependentSchemas",
        "unevaluatedItems", "contentMediaType", "contentSchema",
    ] {
        let e = rejected(json!({"properties": {"a": {keyword: {}}}}));
        assert_names(&e, keyword, &format!("/properties/a/{keyword}"));
        assert!(matches!(e.kind, SchemaErrorKind::Excluded(_)), "{keyword}");
    }
}

#[test]
fn excluded_keywords_are_found_in_every_schema_position() {
    let cases = [
        (json!({"items": {"format": "x"}}), "/items/format"),
        (json!({"prefixItems": [{}, {"format": "x"}]}), "/prefixItems/1/format"),
        (json!({"anyOf": [{"format": "x"}]}), "/anyOf/0/format"),
        (json!({"oneOf": [{}, {"format": "x"}]}), "/oneOf/1/format"),
        (json!({"allOf": [{"format": "x"}]}), "/allOf/0/format"),
        (json!({"not": {"format": "x"}}), "/not/format"),
        (json!({"if": {"format": "x"}}), "/if/format"),
        (json!({"then": {"format": "x"}}), "/then/format"),
        (json!({"else": {"format": "x"}}), "/else/format"),
        (json!({"contains": {"format": "x"}}), "/contains/format"),
        (json!({"propertyNames": {"format": "x"}}), "/propertyNames/format"),
        (json!({"properties": {"a": {"properties": {"b": {"items": {"format": "x"}}}}}}), "/properties/a/properties/b/items/format"),
    ];
    for (schema, location) in cases {
        assert_names(&rejected(schema), "format", location);
    }
}

#[test]
fn locations_escape_json_pointer_characters() {
    let e = rejected(json!({"properties": {"a/b~c": {"format": "x"}}}));
    assert_eq!(e.location, "/properties/a~1b~0c/format");
}

#[test]
fn keyword_names_in_data_positions_are_not_keywords() {
    // Property names, enum/const/default/examples values are data.
    accepted(json!({
        "type": "object",
        "properties": {"format": {"type": "string"}, "$ref": {"type": "number"}, "additionalProperties": true},
        "required": ["format", "$ref"],
        "enum": [{"$ref": "#/x", "format": "email"}],
        "const": {"$defs": {}},
        "default": {"patternProperties": {}},
        "examples": [{"format": "x"}]
    }));
}

#[test]
fn unknown_keywords_are_ignored() {
    let schema = accepted(json!({"type": "string", "x-ui-widget": {"$ref": "#/nowhere"}, "minLenght": 3}));
    assert!(schema.validate(&json!("a")).is_ok());
}

#[test]
fn annotations_are_accepted_and_checked() {
    accepted(json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$comment": "c", "title": "t", "description": "d", "default": 1, "examples": [1],
        "deprecated": false, "readOnly": true, "writeOnly": false
    }));
    accepted(json!({"$schema": "https://json-schema.org/draft/2020-12/schema#"}));
    let e = rejected(json!({"properties": {"a": {"description": 5}}}));
    assert_names(&e, "description", "/properties/a/description");
    assert_eq!(e.to_string(), "inputSchema: keyword \"description\" at \"/properties/a/description\" must be a string");
    assert_names(&rejected(json!({"examples": 1})), "examples", "/examples");
    assert_names(&rejected(json!({"readOnly": "yes"})), "readOnly", "/readOnly");
}

#[test]
fn only_draft_2020_12_at_the_root() {
    let e = rejected(json!({"$schema": "http://json-schema.org/draft-07/schema#"}));
    assert_names(&e, "$schema", "/$schema");
    assert_eq!(e.kind, SchemaErrorKind::UnsupportedDialect);
    let e = rejected(json!({"properties": {"a": {"$schema": "https://json-schema.org/draft/2020-12/schema"}}}));
    assert_names(&e, "$schema", "/properties/a/$schema");
    assert!(matches!(e.kind, SchemaErrorKind::Excluded(_)));
}

#[test]
fn additional_properties_false_is_accepted() {
    let schema = accepted(json!({"properties": {"a": {}}, "additionalProperties": false}));
    assert!(schema.validate(&json!({"a": 1})).is_ok());
    assert!(schema.validate(&json!({"b": 1})).is_err());
}

#[test]
fn the_wpt_complex_schema_is_accepted() {
    accepted(fixtures::wpt_complex_schema());
}

#[test]
fn ecmascript_patterns_are_accepted() {
    // Valid for `new RegExp(p)` (Annex B included), several not valid Rust regex syntax.
    for pattern in [r"^\d{3}\-\d{4}$", r"a{", r"]", r"(?<=\$)\d+", r"(a)\1", r"(?<y>\d{4})-\k<y>", r"\cJ", r"[\w-]+", r"(?!x)."] {
        accepted(json!({"type": "string", "pattern": pattern}));
    }
    // Invalid for `new RegExp(p)`.
    for pattern in ["[", "(", "a**", "(?i)a", "a{2,1}", "(?<n>a)(?<n>b)"] {
        let e = rejected(json!({"pattern": pattern}));
        assert!(matches!(e.kind, SchemaErrorKind::InvalidPattern(_)), "{pattern}: {e}");
    }
    assert_names(&rejected(json!({"pattern": 5})), "pattern", "/pattern");
}

#[test]
fn keyword_values_are_checked_like_the_meta_schema() {
    let cases = [
        (json!({"type": "strin"}), "type"),
        (json!({"type": []}), "type"),
        (json!({"type": ["string", "string"]}), "type"),
        (json!({"type": ["string", 5]}), "type"),
        (json!({"enum": "a"}), "enum"),
        (json!({"multipleOf": 0}), "multipleOf"),
        (json!({"multipleOf": -2}), "multipleOf"),
        (json!({"maximum": "1"}), "maximum"),
        (json!({"exclusiveMinimum": true}), "exclusiveMinimum"),
        (json!({"minLength": -1}), "minLength"),
        (json!({"maxItems": 1.5}), "maxItems"),
        (json!({"minProperties": "1"}), "minProperties"),
        (json!({"uniqueItems": 1}), "uniqueItems"),
        (json!({"required": "a"}), "required"),
        (json!({"required": ["a", "a"]}), "required"),
        (json!({"required": [1]}), "required"),
        (json!({"properties": []}), "properties"),
        (json!({"allOf": []}), "allOf"),
        (json!({"anyOf": {}}), "anyOf"),
        (json!({"prefixItems": []}), "prefixItems"),
        (json!({"items": [{}]}), "items"),
    ];
    for (schema, keyword) in cases {
        let e = rejected(schema.clone());
        assert_eq!(e.keyword.as_deref(), Some(keyword), "{schema}: {e}");
        assert!(matches!(e.kind, SchemaErrorKind::InvalidValue(_) | SchemaErrorKind::NotASchema), "{schema}: {e}");
    }
    // `2.0` is an integer in JSON Schema.
    let schema = accepted(json!({"minLength": 2.0}));
    assert!(schema.validate(&json!("a")).is_err());
    assert!(schema.validate(&json!("ab")).is_ok());
}

#[test]
fn subschemas_must_be_objects_or_booleans() {
    let e = rejected(json!({"properties": {"x": 5}}));
    assert_eq!(e.keyword, None);
    assert_eq!(e.location, "/properties/x");
    assert_eq!(e.kind, SchemaErrorKind::NotASchema);
    assert_eq!(e.to_string(), "inputSchema: the value at \"/properties/x\" is not a JSON Schema (an object or a boolean)");
    // A parsed schema that is not an object or boolean is still refused...
    let e = ToolInputSchema::compile_value(&json!("string")).unwrap_err();
    assert_eq!(e.to_string(), "inputSchema: the value at the root is not a JSON Schema (an object or a boolean)");
    // ...but serialized text whose root is a string, array or null (a `toJSON`
    // returning one) constrains nothing: registerTool accepts it.
    for root in [json!("string"), json!([]), json!(null), json!(3)] {
        let schema = accepted(root.clone());
        assert!(schema.is_absent(), "{root}");
        assert!(schema.validate(&json!({"a": 1})).is_ok(), "{root}");
    }
}

#[test]
fn boolean_schemas() {
    assert!(accepted(json!(true)).validate(&json!({"any": "thing"})).is_ok());
    assert!(accepted(json!(false)).validate(&json!({})).is_err());
    assert!(accepted(json!({"properties": {"a": true, "b": false}})).validate(&json!({"a": 1})).is_ok());
}

#[test]
fn text_that_is_not_json() {
    let e = ToolInputSchema::compile("{").unwrap_err();
    assert_eq!(e.keyword, None);
    assert!(matches!(e.kind, SchemaErrorKind::NotJson(_)));
    assert!(e.to_string().starts_with("inputSchema is not valid JSON: "), "{e}");
}

#[test]
fn empty_or_absent_schema_accepts_any_input() {
    for schema in [ToolInputSchema::compile("").unwrap(), ToolInputSchema::compile(" \n").unwrap(), ToolInputSchema::compile_optional(None).unwrap(), ToolInputSchema::accept_any()] {
        assert!(schema.is_absent());
        assert!(schema.validate(&json!(null)).is_ok());
        assert!(schema.validate(&json!({"x": [1, 2]})).is_ok());
    }
    let given = ToolInputSchema::compile_optional(Some(r#"{"type":"object"}"#)).unwrap();
    assert!(!given.is_absent());
    assert!(given.validate(&json!(1)).is_err());
    // `{}` is a schema, and accepts everything too.
    assert!(ToolInputSchema::compile("{}").unwrap().validate(&json!(1)).is_ok());
}

#[test]
fn depth_is_limited() {
    fn nested(levels: usize) -> Value {
        (0..levels).fold(json!({"type": "string"}), |inner, _| json!({"items": inner}))
    }
    assert!(ToolInputSchema::compile_value(&nested(MAX_SCHEMA_DEPTH)).is_ok());
    let e = ToolInputSchema::compile_value(&nested(MAX_SCHEMA_DEPTH + 1)).unwrap_err();
    assert_eq!(e.kind, SchemaErrorKind::TooDeep);
    assert_eq!(e.location, "/items".repeat(MAX_SCHEMA_DEPTH + 1));
}

#[test]
fn first_offence_in_keyword_order_is_reported() {
    // Keywords are checked in sorted order, whatever the map order.
    let e = rejected(json!({"format": "x", "$ref": "#"}));
    assert_eq!(e.keyword.as_deref(), Some("$ref"));
}
