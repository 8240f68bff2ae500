//! Property tests for tool input schemas, against independent oracles:
//!
//! - the verdict (valid or not) must equal jsonschema's own draft 2020-12
//!   validation of the *original* schema, without the subset's normalization
//!   and with jsonschema's own regex engine (patterns are drawn from ones on
//!   which both dialects agree);
//! - every error's `path` must point at a real place in the input, and its
//!   `schemaPath` at a real keyword named by `reason`, in a subschema that
//!   applies at that place;
//! - for keyword values drawn at random, the subset check must accept exactly
//!   what the draft 2020-12 meta-schema accepts.

use proptest::prelude::*;
use runtime::webmcp::schema::ToolInputSchema;
use serde_json::{json, Map, Value};

const KEYS: [&str; 4] = ["a", "b", "c", "d"];
/// Patterns that mean the same in ECMAScript (no flags, UTF-16) and in
/// jsonschema's dialect, on the strings [`strings`] draws.
const PATTERNS: [&str; 8] = ["^a", "a$", "^[a-z]+$", "^(ab)+$", "^$", "b", "^[^a]*$", "^a{2,}"];

fn strings() -> impl Strategy<Value = String> {
    prop::sample::select(vec!["", "a", "ab", "abab", "b", "aa", "A1", "zz", "é", "😀", "a😀", "123"])
        .prop_map(str::to_owned)
}

fn numbers() -> impl Strategy<Value = Value> {
    prop_oneof![(-3i64..12).prop_map(Value::from), prop::sample::select(vec![0.5, 2.5, 3.0, -1.5]).prop_map(Value::from)]
}

fn key() -> impl Strategy<Value = String> {
    prop::sample::select(KEYS.to_vec()).prop_map(str::to_owned)
}

/// Tool inputs: JSON values over the same small vocabulary as the schemas.
fn input() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        numbers(),
        strings().prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(key(), inner, 0..4).prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Assertions that take no subschema, as (keyword, value).
fn assertion() -> impl Strategy<Value = (String, Value)> {
    let types = prop::sample::select(vec!["array", "boolean", "integer", "null", "number", "object", "string"]);
    prop_oneof![
        types.clone().prop_map(|t| ("type".to_owned(), json!(t))),
        prop::sample::subsequence(vec!["integer", "string", "null", "array"], 1..3).prop_map(|t| ("type".to_owned(), json!(t))),
        prop::collection::vec(prop_oneof![numbers(), strings().prop_map(Value::String)], 1..4).prop_map(|v| ("enum".to_owned(), Value::Array(v))),
        prop_oneof![numbers(), strings().prop_map(Value::String)].prop_map(|v| ("const".to_owned(), v)),
        (prop::sample::select(vec!["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]), numbers()).prop_map(|(k, v)| (k.to_owned(), v)),
        prop::sample::select(vec![0.5, 2.0, 3.0]).prop_map(|v| ("multipleOf".to_owned(), json!(v))),
        (prop::sample::select(vec!["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"]), 0u64..4)
            .prop_map(|(k, v)| (k.to_owned(), json!(v))),
        prop::sample::select(PATTERNS.to_vec()).prop_map(|p| ("pattern".to_owned(), json!(p))),
        any::<bool>().prop_map(|b| ("uniqueItems".to_owned(), json!(b))),
        prop::sample::subsequence(KEYS.to_vec(), 0..3).prop_map(|k| ("required".to_owned(), json!(k))),
        Just(("additionalProperties".to_owned(), json!(false))),
        // Annotations and unknown keywords, which validation must ignore.
        Just(("title".to_owned(), json!("t"))),
        Just(("x-note".to_owned(), json!({"type": "never"}))),
    ]
}

fn object(keywords: Vec<(String, Value)>) -> Value {
    Value::Object(keywords.into_iter().collect::<Map<_, _>>())
}

/// Schemas within the WebMCP subset, nested through every applicator.
fn schema() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        1 => any::<bool>().prop_map(Value::Bool),
        6 => prop::collection::vec(assertion(), 0..4).prop_map(object),
    ];
    leaf.prop_recursive(4, 48, 4, |inner| {
        let applicator = prop_oneof![
            prop::collection::btree_map(key(), inner.clone(), 1..4)
                .prop_map(|m| ("properties".to_owned(), Value::Object(m.into_iter().collect()))),
            inner.clone().prop_map(|s| ("items".to_owned(), s)),
            prop::collection::vec(inner.clone(), 1..3).prop_map(|v| ("prefixItems".to_owned(), Value::Array(v))),
            (prop::sample::select(vec!["allOf", "anyOf", "oneOf"]), prop::collection::vec(inner.clone(), 1..3))
                .prop_map(|(k, v)| (k.to_owned(), Value::Array(v))),
            (prop::sample::select(vec!["not", "if", "then", "else", "contains", "propertyNames"]), inner)
                .prop_map(|(k, s)| (k.to_owned(), s)),
        ];
        (prop::collection::vec(applicator, 1..3), prop::collection::vec(assertion(), 0..3))
            .prop_map(|(mut a, b)| {
                a.extend(b);
                object(a)
            })
    })
}

fn oracle(schema: &Value) -> jsonschema::Validator {
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .build(schema)
        .unwrap_or_else(|e| panic!("oracle refuses {schema}: {e}"))
}

fn tokens(pointer: &str) -> Vec<String> {
    match pointer.strip_prefix('/') {
        Some(rest) => rest.split('/').map(|t| t.replace("~1", "/").replace("~0", "~")).collect(),
        None => Vec::new(),
    }
}

/// `schema` and every subschema applied to the same instance through
/// allOf/anyOf/oneOf/not/if/then/else.
fn in_place(schema: &Value, out: &mut Vec<Value>) {
    out.push(schema.clone());
    let Some(o) = schema.as_object() else { return };
    for k in ["allOf", "anyOf", "oneOf"] {
        for s in o.get(k).and_then(Value::as_array).into_iter().flatten() {
            in_place(s, out);
        }
    }
    for k in ["not", "if", "then", "else"] {
        if let Some(s) = o.get(k) {
            in_place(s, out);
        }
    }
}

/// The subschemas that apply directly to the child `token` of an instance.
fn children(schema: &Value, token: &str, out: &mut Vec<Value>) {
    let Some(o) = schema.as_object() else { return };
    if let Some(s) = o.get("properties").and_then(|p| p.get(token)) {
        out.push(s.clone());
    }
    if let Ok(i) = token.parse::<usize>() {
        let prefix = o.get("prefixItems").and_then(Value::as_array);
        match prefix.and_then(|p| p.get(i)) {
            Some(s) => out.push(s.clone()),
            None => out.extend(o.get("items").cloned()),
        }
        out.extend(o.get("contains").cloned());
    }
}

/// Every subschema whose location corresponds to the instance location `path`.
fn bases(schema: &Value, path: &[String]) -> Vec<Value> {
    let mut current = vec![schema.clone()];
    for token in path {
        let mut closure = Vec::new();
        for s in &current {
            in_place(s, &mut closure);
        }
        let mut next = Vec::new();
        for s in &closure {
            children(s, token, &mut next);
        }
        current = next;
    }
    current
}

fn check_locations(schema: &Value, input: &Value, e: &runtime::webmcp::schema::InputValidationError) -> Result<(), TestCaseError> {
    let path = tokens(&e.path);
    let about_a_property = matches!(e.reason.as_str(), "required" | "additionalProperties" | "propertyNames");
    let instance_path = if about_a_property {
        // The keyword was evaluated on the object; `path` names the property.
        let (name, parent) = path.split_last().ok_or_else(|| TestCaseError::fail("property path is empty"))?;
        let parent_pointer: String = parent.iter().map(|t| format!("/{}", t.replace('~', "~0").replace('/', "~1"))).collect();
        let object = input.pointer(&parent_pointer).and_then(Value::as_object);
        let object = object.ok_or_else(|| TestCaseError::fail(format!("{} has no object parent", e.path)))?;
        prop_assert_eq!(object.contains_key(name), e.reason != "required", "{:?}", e);
        parent.to_vec()
    } else {
        prop_assert!(input.pointer(&e.path).is_some(), "path {} not in {}", e.path, input);
        path
    };
    let found = bases(schema, &instance_path).iter().any(|base| match base.pointer(&e.schema_path) {
        None => false,
        Some(target) if e.reason == "false" => *target == Value::Bool(false),
        Some(_) => tokens(&e.schema_path).last().is_some_and(|k| *k == e.reason),
    });
    prop_assert!(found, "{:?} does not point into {}", e, schema);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn verdict_matches_full_draft_validation(schema in schema(), inputs in prop::collection::vec(input(), 1..6)) {
        let ours = ToolInputSchema::compile(&schema.to_string());
        prop_assert!(ours.is_ok(), "{}: {:?}", schema, ours.err().map(|e| e.to_string()));
        let ours = ours.unwrap();
        let theirs = oracle(&schema);
        for input in &inputs {
            let valid = theirs.is_valid(input);
            prop_assert_eq!(ours.is_valid(input), valid, "is_valid {} on {}", input, schema);
            match ours.validate(input) {
                Ok(()) => prop_assert!(valid, "validate accepted {} on {}", input, schema),
                Err(e) => {
                    prop_assert!(!valid, "validate rejected {} on {}", input, schema);
                    check_locations(&schema, input, &e)?;
                }
            }
        }
    }

    #[test]
    fn subset_accepts_what_the_meta_schema_accepts(
        schema in schema(),
        keyword in prop::sample::select(vec![
            "type", "enum", "const", "minimum", "exclusiveMaximum", "multipleOf", "minLength", "maxItems",
            "maxProperties", "uniqueItems", "required", "items", "prefixItems", "allOf", "anyOf", "not",
            "properties", "title", "examples", "deprecated", "default",
        ]),
        value in prop_oneof![
            input(),
            Just(json!(["string", "string"])), Just(json!([])), Just(json!(["a", "a"])), Just(json!(-0.0)),
            Just(json!(2.0)), Just(json!(0)), Just(json!([{}])), Just(json!({"a": 1})), Just(json!({"a": {}})),
        ],
    ) {
        let mut mutated = schema.clone();
        if let Value::Object(o) = &mut mutated {
            o.insert(keyword.to_owned(), value);
        }
        let ours = ToolInputSchema::compile_value(&mutated).is_ok();
        prop_assert_eq!(ours, jsonschema::meta::is_valid(&mutated), "{}", mutated);
    }
}
