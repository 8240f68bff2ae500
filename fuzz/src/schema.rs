//! Target: input-schema validation, schema and instance both generated:
//! the WebMCP subset check (strict and lenient), compilation, validation
//! and the `DataError` message an agent gets.

use arbitrary::{Arbitrary, Result, Unstructured};
use runtime::webmcp::schema::{SubsetMode, ToolInputSchema};
use serde_json::{Map, Number, Value};

/// A generated JSON value whose object keys lean towards JSON Schema's keywords.
#[derive(Debug)]
pub struct Json(pub Value);

const KEYWORDS: &[&str] = &[
    "type", "properties", "required", "items", "prefixItems", "enum", "const", "minimum", "maximum", "exclusiveMinimum",
    "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern", "format", "minItems", "maxItems", "uniqueItems",
    "additionalProperties", "patternProperties", "propertyNames", "minProperties", "maxProperties", "oneOf", "anyOf",
    "allOf", "not", "if", "then", "else", "$ref", "$defs", "definitions", "$schema", "$id", "title", "description",
    "default", "examples", "dependentRequired", "dependentSchemas", "contains", "minContains", "maxContains",
    "unevaluatedProperties", "unevaluatedItems", "x", "y",
];
const TYPES: &[&str] = &["object", "string", "number", "integer", "boolean", "array", "null", "any"];
const PATTERNS: &[&str] = &["^a+$", "[", "\\p{L}", "(?<n>x)\\k<n>", "\\u{1F600}", "a{2,3}", "(a|b)*c", "\\d+", "^$", "\\", "(?=a)"];

fn value(u: &mut Unstructured<'_>, depth: u32) -> Result<Value> {
    let kind: u8 = if depth > 5 { u.int_in_range(0..=5)? } else { u.int_in_range(0..=9)? };
    Ok(match kind {
        0 => Value::Null,
        1 => Value::Bool(u.arbitrary()?),
        2 => Value::Number(Number::from(u.arbitrary::<i64>()?)),
        3 => Number::from_f64(u.arbitrary()?).map_or(Value::Null, Value::Number),
        4 => Value::String((*u.choose(TYPES)?).to_string()),
        5 => {
            if u.ratio(1, 2)? {
                Value::String((*u.choose(PATTERNS)?).to_string())
            } else {
                Value::String(u.arbitrary::<String>()?.chars().take(48).collect())
            }
        }
        6 | 7 => {
            let mut map = Map::new();
            for _ in 0..u.int_in_range(0..=6)? {
                let key = if u.ratio(4, 5)? { (*u.choose(KEYWORDS)?).to_string() } else { u.arbitrary::<String>()?.chars().take(16).collect() };
                map.insert(key, value(u, depth + 1)?);
            }
            Value::Object(map)
        }
        8 => Value::Array((0..u.int_in_range(0..=5)?).map(|_| value(u, depth + 1)).collect::<Result<_>>()?),
        _ => Value::Number(Number::from(u.int_in_range(-3..=100)?)),
    })
}

impl<'a> Arbitrary<'a> for Json {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        value(u, 0).map(Json)
    }
}

/// Target: a schema and an instance.
pub fn input_schema(data: &[u8]) {
    let mut u = Unstructured::new(data);
    // Half the inputs are text (the schema as registerTool serialized it,
    // then the instance); the other half generated values.
    let raw = u.arbitrary::<bool>().unwrap_or(false);
    let (schema_text, instances) = if raw {
        let rest = u.take_rest();
        let text = String::from_utf8_lossy(rest);
        let (schema, instance) = text.split_once('\u{0}').unwrap_or((&text, "null"));
        let instance = serde_json::from_str::<Value>(instance).unwrap_or(Value::Null);
        (schema.to_string(), vec![instance])
    } else {
        let Ok(Json(schema)) = u.arbitrary() else { return };
        let instances: Vec<Value> = (0..4).filter_map(|_| u.arbitrary::<Json>().ok().map(|j| j.0)).collect();
        (schema.to_string(), instances)
    };
    for mode in [SubsetMode::Strict, SubsetMode::Lenient] {
        match ToolInputSchema::compile_in_mode(Some(&schema_text), mode) {
            Ok((schema, ignored)) => {
                for e in ignored {
                    let _ = e.to_string();
                }
                for instance in &instances {
                    let valid = schema.is_valid(instance);
                    match schema.validate(instance) {
                        Ok(()) => assert!(valid, "validate() accepted what is_valid() refused"),
                        Err(e) => {
                            assert!(!valid, "validate() refused what is_valid() accepted");
                            let _ = e.to_message_json();
                        }
                    }
                }
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
}
