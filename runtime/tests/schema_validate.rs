//! Input validation at executeTool and the `{"path","reason","schemaPath"}`
//! mapping (executeTool-input-validation.tentative.https.html and beyond).

use runtime::webmcp::schema::{InputValidationError, ToolInputSchema};
use crate::fixtures;

use serde_json::{json, Value};

fn schema(schema: Value) -> ToolInputSchema {
    ToolInputSchema::compile(&schema.to_string()).unwrap_or_else(|e| panic!("{schema}: {e}"))
}

/// The error for `input`, as (path, reason, schemaPath).
fn failure(s: &ToolInputSchema, input: Value) -> (String, String, String) {
    match s.validate(&input) {
        Ok(()) => panic!("{input} should be invalid"),
        Err(InputValidationError { path, reason, schema_path }) => (path, reason, schema_path),
    }
}

fn fails(s: &ToolInputSchema, input: Value, path: &str, reason: &str, schema_path: &str) {
    assert!(!s.is_valid(&input), "{input}");
    assert_eq!(failure(s, input.clone()), (path.to_owned(), reason.to_owned(), schema_path.to_owned()), "{input}");
}

fn passes(s: &ToolInputSchema, input: Value) {
    assert_eq!(s.validate(&input), Ok(()), "{input}");
    assert!(s.is_valid(&input), "{input}");
}

// The WPT test's assertions, on the message JSON itself.

#[test]
fn wpt_missing_required() {
    let s = schema(json!({"type": "object", "properties": {"field": {"type": "string"}}, "required": ["field"]}));
    let e = s.validate(&json!({})).unwrap_err();
    assert_eq!(e.to_message_json(), r#"{"path":"/field","reason":"required","schemaPath":"/required"}"#);
}

#[test]
fn wpt_enum_mismatch_and_valid_enum() {
    let s = schema(json!({"type": "object", "properties": {"color": {"type": "string", "enum": ["red", "green"]}}, "required": ["color"]}));
    let e = s.validate(&json!({"color": "blue"})).unwrap_err();
    assert_eq!(e.to_message_json(), r#"{"path":"/color","reason":"enum","schemaPath":"/enum"}"#);
    passes(&schema(json!({"type": "object", "properties": {"color": {"type": "string", "enum": ["red", "green"]}}})), json!({"color": "red"}));
}

#[test]
fn wpt_pattern_mismatch() {
    let s = schema(json!({"type": "object", "properties": {"code": {"type": "string", "pattern": "^[a-z]+$"}}, "required": ["code"]}));
    let e = s.validate(&json!({"code": "ABC123"})).unwrap_err();
    assert_eq!(e.to_message_json(), r#"{"path":"/code","reason":"pattern","schemaPath":"/pattern"}"#);
}

#[test]
fn wpt_valid_complex_schema() {
    let s = schema(fixtures::wpt_complex_schema());
    passes(&s, json!({"count": 5, "name": "hello", "tags": ["x", "y"], "mode": "a"}));
}

#[test]
fn wpt_retry_after_type_error() {
    let s = schema(json!({"type": "object", "properties": {"age": {"type": "integer", "minimum": 0, "maximum": 120}}, "required": ["age"]}));
    let e = s.validate(&json!({"age": "old"})).unwrap_err();
    assert_eq!((e.path.as_str(), e.reason.as_str()), ("/age", "type"));
    passes(&s, json!({"age": 30}));
}

// Every keyword of the subset.

#[test]
fn type_including_integer() {
    let s = schema(json!({"type": "integer"}));
    passes(&s, json!(3));
    passes(&s, json!(3.0));
    passes(&s, json!(-7));
    fails(&s, json!(3.5), "", "type", "/type");
    fails(&s, json!("3"), "", "type", "/type");
    let s = schema(json!({"type": ["string", "null"]}));
    passes(&s, json!(null));
    passes(&s, json!("x"));
    fails(&s, json!(1), "", "type", "/type");
    for (t, ok, bad) in [
        ("number", json!(1.5), json!("1")),
        ("boolean", json!(false), json!(0)),
        ("null", json!(null), json!(false)),
        ("array", json!([]), json!({})),
        ("object", json!({}), json!([])),
        ("string", json!(""), json!(null)),
    ] {
        let s = schema(json!({"type": t}));
        passes(&s, ok);
        fails(&s, bad, "", "type", "/type");
    }
}

#[test]
fn enum_and_const() {
    let s = schema(json!({"enum": [1, "a", {"k": [true]}, null]}));
    passes(&s, json!(1.0));
    passes(&s, json!({"k": [true]}));
    passes(&s, json!(null));
    fails(&s, json!({"k": [false]}), "", "enum", "/enum");
    let s = schema(json!({"properties": {"v": {"const": {"a": 1}}}}));
    passes(&s, json!({"v": {"a": 1}}));
    fails(&s, json!({"v": {"a": 2}}), "/v", "const", "/const");
}

#[test]
fn numeric_limits() {
    let s = schema(json!({"minimum": 1, "maximum": 10}));
    passes(&s, json!(1));
    passes(&s, json!(10));
    passes(&s, json!("not a number: limits do not apply"));
    fails(&s, json!(0.5), "", "minimum", "/minimum");
    fails(&s, json!(11), "", "maximum", "/maximum");
    let s = schema(json!({"exclusiveMinimum": 1, "exclusiveMaximum": 10}));
    passes(&s, json!(1.5));
    fails(&s, json!(1), "", "exclusiveMinimum", "/exclusiveMinimum");
    fails(&s, json!(10), "", "exclusiveMaximum", "/exclusiveMaximum");
    let s = schema(json!({"multipleOf": 0.5}));
    passes(&s, json!(2.5));
    fails(&s, json!(2.3), "", "multipleOf", "/multipleOf");
    let s = schema(json!({"multipleOf": 0.1}));
    passes(&s, json!(0.3));
}

#[test]
fn string_lengths_count_code_points() {
    let s = schema(json!({"minLength": 2, "maxLength": 3}));
    passes(&s, json!("ab"));
    passes(&s, json!("😀😀😀"));
    passes(&s, json!("éé"));
    fails(&s, json!("😀"), "", "minLength", "/minLength");
    fails(&s, json!("abcd"), "", "maxLength", "/maxLength");
    fails(&s, json!("😀😀😀😀"), "", "maxLength", "/maxLength");
}

#[test]
fn patterns_have_ecmascript_semantics() {
    let test = |pattern: &str, text: &str| schema(json!({"pattern": pattern})).is_valid(&json!(text));
    // Unanchored search, like RegExp.prototype.test.
    assert!(test("b", "abc"));
    assert!(!test("^b", "abc"));
    // `$` does not match before a trailing newline (it does in Python and PCRE).
    assert!(!test("^a$", "a\n"));
    // `\d` and `\w` are ASCII.
    assert!(test(r"^\d+$", "123"));
    assert!(!test(r"^\d+$", "١٢٣"));
    assert!(!test(r"^\w+$", "é"));
    // Lookbehind, backreferences, named groups.
    assert!(test(r"(?<=\$)\d", "$5"));
    assert!(!test(r"(?<=\$)\d", "€5"));
    assert!(test(r"^(ab)\1$", "abab"));
    assert!(test(r"^(?<y>a)\k<y>$", "aa"));
    // Annex B: `\-` outside a class, `a{` literal brace.
    assert!(test(r"^\d\-\d$", "1-2"));
    assert!(test(r"^a{$", "a{"));
    // No `u` flag: the subject is UTF-16 code units, `\p{L}` is "p{L}".
    assert!(!test("^.$", "😀"));
    assert!(test("^..$", "😀"));
    assert!(test("^.$", "é"));
    assert!(test(r"^\p{L}$", "p{L}"));
    assert!(!test(r"^\p{L}$", "a"));
    assert!(test(r"^\ud83d", "😀"));
    // Only strings are constrained.
    assert!(schema(json!({"pattern": "^a"})).is_valid(&json!(5)));
}

#[test]
fn arrays() {
    let s = schema(json!({"prefixItems": [{"type": "number"}, {"type": "string"}], "items": {"type": "boolean"}, "minItems": 1, "maxItems": 3}));
    passes(&s, json!([1]));
    passes(&s, json!([1, "a", true]));
    fails(&s, json!([]), "", "minItems", "/minItems");
    fails(&s, json!([1, "a", true, false]), "", "maxItems", "/maxItems");
    fails(&s, json!(["a"]), "/0", "type", "/type");
    fails(&s, json!([1, 2]), "/1", "type", "/type");
    fails(&s, json!([1, "a", "b"]), "/2", "type", "/type");
    let s = schema(json!({"uniqueItems": true}));
    passes(&s, json!([1, 2, {"a": 1}, {"a": 2}]));
    fails(&s, json!([1, 1.0]), "", "uniqueItems", "/uniqueItems");
    fails(&s, json!([{"a": [1]}, {"a": [1]}]), "", "uniqueItems", "/uniqueItems");
    let s = schema(json!({"contains": {"type": "string"}, "minContains": 2, "maxContains": 3}));
    passes(&s, json!(["a", 1, "b"]));
    // With minContains present, too few matches is a minContains failure.
    fails(&s, json!([1]), "", "minContains", "/minContains");
    fails(&s, json!(["a"]), "", "minContains", "/minContains");
    fails(&s, json!(["a", "b", "c", "d"]), "", "maxContains", "/maxContains");
    let s = schema(json!({"contains": {"type": "string"}}));
    fails(&s, json!([1]), "", "contains", "/contains");
    let s = schema(json!({"contains": false}));
    fails(&s, json!([1]), "", "contains", "/contains");
    let s = schema(json!({"prefixItems": [false]}));
    passes(&s, json!([]));
    fails(&s, json!([1]), "/0", "false", "");
    let s = schema(json!({"items": false}));
    passes(&s, json!([]));
    fails(&s, json!([1]), "/0", "false", "");
}

#[test]
fn objects() {
    let s = schema(json!({
        "properties": {"a": {"type": "string"}, "b/c": {"type": "number"}, "": {"type": "null"}},
        "required": ["a"],
        "additionalProperties": false,
        "minProperties": 1,
        "maxProperties": 2
    }));
    passes(&s, json!({"a": "x", "b/c": 1}));
    fails(&s, json!({"b/c": 1}), "/a", "required", "/required");
    fails(&s, json!({"a": 1}), "/a", "type", "/type");
    fails(&s, json!({"a": "x", "b/c": "1"}), "/b~1c", "type", "/type");
    fails(&s, json!({"a": "x", "": 0}), "/", "type", "/type");
    fails(&s, json!({"a": "x", "z": 1}), "/z", "additionalProperties", "/additionalProperties");
    fails(&s, json!({"a": "x", "b/c": 1, "": null}), "", "maxProperties", "/maxProperties");
    // Without `properties`, additionalProperties: false names the first extra property
    // in the input's own order (serde_json keeps insertion order in this workspace).
    let s = schema(json!({"additionalProperties": false}));
    passes(&s, json!({}));
    fails(&s, json!({"y": 1, "x": 2}), "/y", "additionalProperties", "/additionalProperties");
    let s = schema(json!({"properties": {"q": false}}));
    fails(&s, json!({"q": 1}), "/q", "false", "");
    let s = schema(json!({"propertyNames": {"maxLength": 2}}));
    passes(&s, json!({"ab": 1}));
    fails(&s, json!({"abc": 1}), "/abc", "propertyNames", "/propertyNames");
    let s = schema(json!({"propertyNames": false}));
    passes(&s, json!({}));
    fails(&s, json!({"k": 1}), "/k", "propertyNames", "/propertyNames");
    let s = schema(json!({"properties": {"o": {"propertyNames": {"pattern": "^x"}}}}));
    fails(&s, json!({"o": {"y~": 1}}), "/o/y~0", "propertyNames", "/propertyNames");
}

#[test]
fn combinators_report_themselves() {
    let s = schema(json!({"properties": {"v": {"anyOf": [{"type": "string"}, {"minimum": 5}]}}}));
    passes(&s, json!({"v": "x"}));
    passes(&s, json!({"v": 7}));
    fails(&s, json!({"v": 1}), "/v", "anyOf", "/anyOf");
    let s = schema(json!({"oneOf": [{"type": "integer"}, {"minimum": 2}]}));
    passes(&s, json!(1));
    passes(&s, json!(2.5));
    fails(&s, json!(3), "", "oneOf", "/oneOf");
    passes(&s, json!("x"));
    fails(&s, json!(1.5), "", "oneOf", "/oneOf");
    let s = schema(json!({"not": {"const": 0}}));
    fails(&s, json!(0), "", "not", "/not");
    let s = schema(json!({"items": {"anyOf": [{"pattern": "^a"}, {"type": "number"}]}}));
    fails(&s, json!(["a", 1, "b"]), "/2", "anyOf", "/anyOf");
    // allOf reports the failing keyword inside the branch.
    let s = schema(json!({"allOf": [{"type": "number"}, {"minimum": 3}]}));
    fails(&s, json!(1), "", "minimum", "/allOf/1/minimum");
    let s = schema(json!({"allOf": [{"properties": {"a": {"type": "string"}}}]}));
    fails(&s, json!({"a": 1}), "/a", "type", "/type");
    let s = schema(json!({"allOf": [false]}));
    fails(&s, json!(1), "", "false", "/allOf/0");
    // Conditionals.
    let s = schema(json!({"if": {"type": "string"}, "then": {"minLength": 2}, "else": {"minimum": 0}}));
    passes(&s, json!("ab"));
    passes(&s, json!(1));
    fails(&s, json!("a"), "", "minLength", "/then/minLength");
    fails(&s, json!(-1), "", "minimum", "/else/minimum");
}

#[test]
fn nested_to_any_depth() {
    let s = schema(json!({
        "type": "object",
        "properties": {
            "orders": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "lines": {
                            "type": "array",
                            "items": {
                                "allOf": [{
                                    "type": "object",
                                    "properties": {"sku": {"type": "string", "pattern": "^[A-Z]{3}-\\d+$"}, "qty": {"type": "integer", "minimum": 1}},
                                    "required": ["sku", "qty"]
                                }]
                            }
                        }
                    },
                    "required": ["lines"]
                }
            }
        }
    }));
    passes(&s, json!({"orders": [{"lines": [{"sku": "ABC-1", "qty": 2}]}]}));
    fails(&s, json!({"orders": [{"lines": []}, {}]}), "/orders/1/lines", "required", "/required");
    fails(&s, json!({"orders": [{"lines": [{"sku": "ABC-1", "qty": 2}, {"sku": "abc-1", "qty": 1}]}]}), "/orders/0/lines/1/sku", "pattern", "/pattern");
    fails(&s, json!({"orders": [{"lines": [{"sku": "ABC-1", "qty": 0}]}]}), "/orders/0/lines/0/qty", "minimum", "/minimum");
    fails(&s, json!({"orders": [{"lines": [{"qty": 1}]}]}), "/orders/0/lines/0/sku", "required", "/allOf/0/required");
}

#[test]
fn a_property_named_like_a_keyword_is_a_property() {
    let s = schema(json!({"properties": {"properties": {"properties": {"items": {"type": "string"}}}}}));
    fails(&s, json!({"properties": {"items": 1}}), "/properties/items", "type", "/type");
    let s = schema(json!({"properties": {"anyOf": {"minimum": 1}}}));
    fails(&s, json!({"anyOf": 0}), "/anyOf", "minimum", "/minimum");
}

#[test]
fn false_root_schema() {
    let s = schema(json!(false));
    fails(&s, json!({}), "", "false", "");
}

#[test]
fn message_json_escapes() {
    let s = schema(json!({"required": ["a\"b\\c"]}));
    let e = s.validate(&json!({})).unwrap_err();
    assert_eq!(e.to_message_json(), r#"{"path":"/a\"b\\c","reason":"required","schemaPath":"/required"}"#);
    let parsed: Value = serde_json::from_str(&e.to_message_json()).unwrap();
    assert_eq!(parsed, json!({"path": "/a\"b\\c", "reason": "required", "schemaPath": "/required"}));
    assert_eq!(e.to_string(), r#"tool input at "/a"b\c" fails "required" (schema location "/required")"#);
}

#[test]
fn compiled_schemas_are_shared_across_threads() {
    let s = schema(json!({"properties": {"n": {"type": "integer"}}}));
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let s = s.clone();
            std::thread::spawn(move || s.is_valid(&json!({"n": i})) && !s.is_valid(&json!({"n": "x"})))
        })
        .collect();
    for h in handles {
        assert!(h.join().unwrap());
    }
}

#[test]
fn the_examples_in_docs_input_schemas_md() {
    let rows = [
        (json!({"properties": {"color": {"enum": ["red", "green"]}}}), json!({"color": "blue"}), r#"{"path":"/color","reason":"enum","schemaPath":"/enum"}"#),
        (json!({"properties": {"age": {"type": "integer"}}}), json!({"age": "old"}), r#"{"path":"/age","reason":"type","schemaPath":"/type"}"#),
        (json!({"properties": {"a": {}}, "additionalProperties": false}), json!({"z": 1}), r#"{"path":"/z","reason":"additionalProperties","schemaPath":"/additionalProperties"}"#),
        (json!({"properties": {"v": {"anyOf": [{"type": "string"}, {"minimum": 5}]}}}), json!({"v": 1}), r#"{"path":"/v","reason":"anyOf","schemaPath":"/anyOf"}"#),
        (json!({"allOf": [{"type": "number"}, {"minimum": 3}]}), json!(1), r#"{"path":"","reason":"minimum","schemaPath":"/allOf/1/minimum"}"#),
        (json!({"items": {"properties": {"sku": {"pattern": "^[A-Z]+$"}}}}), json!([{"sku": "A"}, {"sku": "a"}]), r#"{"path":"/1/sku","reason":"pattern","schemaPath":"/pattern"}"#),
        (json!({"properties": {"q": false}}), json!({"q": 1}), r#"{"path":"/q","reason":"false","schemaPath":""}"#),
    ];
    for (s, input, message) in rows {
        assert_eq!(schema(s).validate(&input).unwrap_err().to_message_json(), message);
    }
}
