//! The WebMCP subset of JSON Schema (draft 2020-12), checked at registerTool.
//!
//! There is no spec text yet; the rules come from the tentative WPT test
//! `register_tool_invalid_subset_schema.tentative.https.html` and NOTES.md
//! ("Input schemas (ahead of the draft)"). docs/input-schemas.md has the table
//! of every 2020-12 keyword with the reason for its place in or out of the
//! subset; [`keyword_rule`] is that table in code.
//!
//! The check walks only schema positions (so a property *named* `format`, or
//! `$ref` inside an `enum` value, is fine), verifies the shape of every known
//! keyword's value the way the 2020-12 meta-schema does, and produces the
//! normalized schema the validator compiles: assertions and applicators only,
//! annotations and unknown keywords dropped, `pattern` renamed to
//! [`PATTERN_KEYWORD`] (see `pattern.rs`).

use serde_json::{Map, Value};

use super::error::{SchemaError, SchemaErrorKind};
use super::pattern::{compile_ecmascript_pattern, PATTERN_KEYWORD};
use super::pointer::push_segment;
use super::MAX_SCHEMA_DEPTH;

/// The draft 2020-12 meta-schema URI, the only accepted `$schema`.
pub const DRAFT_2020_12: &str = "https://json-schema.org/draft/2020-12/schema";

/// What the subset does with a keyword, and what its value must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Not in the subset; the text says why.
    Excluded(&'static str),
    /// Accepted only with the value `false`.
    OnlyFalse,
    /// A subschema.
    Schema,
    /// A non-empty array of subschemas.
    SchemaArray,
    /// An object whose values are subschemas.
    SchemaMap,
    /// `type`: a simple type name, or a non-empty array of unique ones.
    Type,
    /// A number.
    Number,
    /// A number greater than 0.
    PositiveNumber,
    /// An integer (possibly written `2.0`) that is at least 0.
    NonNegativeInteger,
    /// A boolean.
    Boolean,
    /// An array of unique strings.
    UniqueStrings,
    /// An array of anything.
    Array,
    /// Any JSON value.
    Any,
    /// A string that compiles as an ECMAScript regular expression.
    Pattern,
    /// `$schema`: the 2020-12 URI, at the root only.
    Dialect,
    /// An annotation whose value must be a string; dropped.
    AnnotationString,
    /// An annotation whose value must be a boolean; dropped.
    AnnotationBoolean,
    /// An annotation whose value must be an array; dropped.
    AnnotationArray,
    /// An annotation with any value; dropped.
    AnnotationAny,
}

const REFERENCES: &str = "references and definitions are excluded: a tool's input schema is one self-contained tree";
const LEGACY: &str = "a keyword of an earlier draft; WebMCP schemas are draft 2020-12";
const FORMAT: &str = "format is excluded: its checks are implementation-defined";
const CONTENT: &str = "the content vocabulary is excluded: it describes encoded documents, not tool arguments";
const UNEVALUATED: &str = "unevaluated keywords are excluded: they depend on annotation collection across subschemas";
const DEPENDENT: &str = "dependency keywords are excluded: use required and allOf/anyOf instead";
const NESTED_DIALECT: &str = "only the root may declare $schema: a nested one starts an embedded resource, which needs $id";
const PATTERN_PROPERTIES: &str = "patternProperties is excluded: objects are closed (additionalProperties may only be false), list properties in properties";

/// The subset's rule for `keyword`; `None` for keywords that are not part of
/// draft 2020-12, which JSON Schema ignores (and so does the subset).
fn keyword_rule(keyword: &str) -> Option<Rule> {
    use Rule::*;
    Some(match keyword {
        // Core vocabulary.
        "$schema" => Dialect,
        "$comment" => AnnotationString,
        "$ref" | "$defs" | "$id" | "$anchor" | "$dynamicRef" | "$dynamicAnchor" | "$vocabulary" => {
            Excluded(REFERENCES)
        }
        // Earlier drafts' spellings, which would otherwise be silently ignored.
        "definitions" | "$recursiveRef" | "$recursiveAnchor" | "additionalItems" => Excluded(LEGACY),
        "dependencies" => Excluded(DEPENDENT),
        // Applicator vocabulary.
        "allOf" | "anyOf" | "oneOf" | "prefixItems" => SchemaArray,
        "not" | "if" | "then" | "else" | "items" | "contains" | "propertyNames" => Schema,
        "properties" => SchemaMap,
        "additionalProperties" => OnlyFalse,
        "patternProperties" => Excluded(PATTERN_PROPERTIES),
        "dependentSchemas" => Excluded(DEPENDENT),
        // Unevaluated vocabulary.
        "unevaluatedProperties" | "unevaluatedItems" => Excluded(UNEVALUATED),
        // Validation vocabulary.
        "type" => Type,
        "enum" => Array,
        "const" => Any,
        "multipleOf" => PositiveNumber,
        "maximum" | "exclusiveMaximum" | "minimum" | "exclusiveMinimum" => Number,
        "maxLength" | "minLength" | "maxItems" | "minItems" | "maxContains" | "minContains"
        | "maxProperties" | "minProperties" => NonNegativeInteger,
        "pattern" => Pattern,
        "uniqueItems" => Boolean,
        "required" => UniqueStrings,
        "dependentRequired" => Excluded(DEPENDENT),
        // Format and content vocabularies.
        "format" => Excluded(FORMAT),
        "contentEncoding" | "contentMediaType" | "contentSchema" => Excluded(CONTENT),
        // Meta-data vocabulary.
        "title" | "description" => AnnotationString,
        "deprecated" | "readOnly" | "writeOnly" => AnnotationBoolean,
        "examples" => AnnotationArray,
        "default" => AnnotationAny,
        _ => return None,
    })
}

/// Check `schema` against the WebMCP subset; on success return the
/// normalized schema for the validator.
pub(crate) fn check_webmcp_subset(schema: &Value) -> Result<Value, SchemaError> {
    let mut location = String::new();
    Checker { lenient: false, ignored: Vec::new() }.check_schema(schema, &mut location, 0)
}

/// Check `schema` the lenient way (NOTES.md "Input schemas"): a keyword
/// outside the subset (an excluded keyword, an `additionalProperties` other
/// than `false`, another draft's `$schema`) is ignored instead of refused.
/// Returns the normalized schema and the errors that strict checking would
/// have raised, one per ignored keyword, in schema order. Keywords of the
/// subset are checked as strictly as ever.
pub(crate) fn check_webmcp_subset_leniently(schema: &Value) -> Result<(Value, Vec<SchemaError>), SchemaError> {
    let mut location = String::new();
    let mut checker = Checker { lenient: true, ignored: Vec::new() };
    let normalized = checker.check_schema(schema, &mut location, 0)?;
    Ok((normalized, checker.ignored))
}

/// Whether a subset error is about a keyword outside the subset (which
/// lenient checking ignores), rather than a malformed schema.
fn is_outside_the_subset(e: &SchemaError) -> bool {
    matches!(e.kind, SchemaErrorKind::Excluded(_) | SchemaErrorKind::OnlyFalse | SchemaErrorKind::UnsupportedDialect)
}

/// One walk over a schema: strict, or lenient with the ignored keywords recorded.
struct Checker {
    lenient: bool,
    ignored: Vec<SchemaError>,
}

fn error(keyword: Option<&str>, location: &str, kind: SchemaErrorKind) -> SchemaError {
    SchemaError { keyword: keyword.map(str::to_owned), location: location.to_owned(), kind }
}

impl Checker {
    /// Check the subschema at `location` (a JSON Pointer, extended and restored
    /// in place) and return its normalized form.
    fn check_schema(&mut self, schema: &Value, location: &mut String, depth: usize) -> Result<Value, SchemaError> {
        if depth > MAX_SCHEMA_DEPTH {
            return Err(error(None, location, SchemaErrorKind::TooDeep));
        }
        let object = match schema {
            Value::Bool(b) => return Ok(Value::Bool(*b)),
            Value::Object(object) => object,
            _ => return Err(error(None, location, SchemaErrorKind::NotASchema)),
        };
        // Sorted, so that the validator sees the same keyword order whether or not
        // serde_json's `preserve_order` feature is on somewhere in the build.
        let mut keywords: Vec<(&String, &Value)> = object.iter().collect();
        keywords.sort_by(|a, b| a.0.cmp(b.0));
        let mut normalized = Map::new();
        for (keyword, value) in keywords {
            let Some(rule) = keyword_rule(keyword) else { continue };
            let len = location.len();
            push_segment(location, keyword);
            let checked = match self.check_keyword(keyword, rule, value, location, depth) {
                Ok(checked) => checked,
                // Lenient: the keyword does not constrain the input; strict checking would have refused it.
                Err(e) if self.lenient && is_outside_the_subset(&e) && e.keyword.as_deref() == Some(keyword.as_str()) => {
                    self.ignored.push(e);
                    None
                }
                Err(e) => return Err(e),
            };
            location.truncate(len);
            if let Some(checked) = checked {
                let name = if keyword == "pattern" { PATTERN_KEYWORD } else { keyword.as_str() };
                normalized.insert(name.to_owned(), checked);
            }
        }
        Ok(Value::Object(normalized))
    }

    /// Check one keyword (at `location`, which ends with the keyword); return
    /// its normalized value, or `None` when it is dropped.
    fn check_keyword(
        &mut self,
        keyword: &str,
        rule: Rule,
        value: &Value,
        location: &mut String,
        depth: usize,
    ) -> Result<Option<Value>, SchemaError> {
        let invalid = |expected: &'static str, location: &str| {
            Err(error(Some(keyword), location, SchemaErrorKind::InvalidValue(expected)))
        };
        match rule {
            Rule::Excluded(why) => Err(error(Some(keyword), location, SchemaErrorKind::Excluded(why))),
            Rule::OnlyFalse => match value {
                Value::Bool(false) => Ok(Some(Value::Bool(false))),
                _ => Err(error(Some(keyword), location, SchemaErrorKind::OnlyFalse)),
            },
            Rule::Schema => match value {
                Value::Object(_) | Value::Bool(_) => self.check_schema(value, location, depth + 1).map(Some),
                Value::Array(_) if keyword == "items" => invalid(
                    "a schema (an object or a boolean); for a tuple, as in earlier drafts, use prefixItems",
                    location,
                ),
                _ => invalid("a schema (an object or a boolean)", location),
            },
            Rule::SchemaArray => {
                let Some(items) = value.as_array().filter(|a| !a.is_empty()) else {
                    return invalid("a non-empty array of schemas", location);
                };
                let mut out = Vec::with_capacity(items.len());
                for (index, item) in items.iter().enumerate() {
                    let len = location.len();
                    push_segment(location, &index.to_string());
                    out.push(self.check_schema(item, location, depth + 1)?);
                    location.truncate(len);
                }
                Ok(Some(Value::Array(out)))
            }
            Rule::SchemaMap => {
                let Some(entries) = value.as_object() else {
                    return invalid("an object whose values are schemas", location);
                };
                let mut out = Map::new();
                for (name, item) in entries {
                    let len = location.len();
                    push_segment(location, name);
                    out.insert(name.clone(), self.check_schema(item, location, depth + 1)?);
                    location.truncate(len);
                }
                Ok(Some(Value::Object(out)))
            }
            Rule::Type => {
                if is_simple_type(value) || is_type_array(value) {
                    Ok(Some(value.clone()))
                } else {
                    invalid(
                        "one of \"array\", \"boolean\", \"integer\", \"null\", \"number\", \"object\", \"string\", or a non-empty array of distinct ones",
                        location,
                    )
                }
            }
            Rule::Number => match value {
                Value::Number(_) => Ok(Some(value.clone())),
                _ => invalid("a number", location),
            },
            Rule::PositiveNumber => match value.as_f64() {
                Some(n) if n > 0.0 => Ok(Some(value.clone())),
                _ => invalid("a number greater than 0", location),
            },
            Rule::NonNegativeInteger => match non_negative_integer(value) {
                // Written as an integer, so that `2.0` means the same to the validator.
                Some(n) => Ok(Some(Value::from(n))),
                None => invalid("a non-negative integer", location),
            },
            Rule::Boolean => match value {
                Value::Bool(_) => Ok(Some(value.clone())),
                _ => invalid("a boolean", location),
            },
            Rule::UniqueStrings => match value.as_array() {
                Some(items) if items.iter().all(Value::is_string) && all_distinct(items) => {
                    Ok(Some(value.clone()))
                }
                _ => invalid("an array of distinct strings", location),
            },
            Rule::Array => match value {
                Value::Array(_) => Ok(Some(value.clone())),
                _ => invalid("an array", location),
            },
            Rule::Any => Ok(Some(value.clone())),
            Rule::Pattern => {
                let Some(source) = value.as_str() else {
                    return invalid("a string", location);
                };
                match compile_ecmascript_pattern(source) {
                    Ok(_) => Ok(Some(value.clone())),
                    Err(e) => Err(error(Some(keyword), location, SchemaErrorKind::InvalidPattern(e))),
                }
            }
            Rule::Dialect => {
                // Only the root may declare a dialect: a nested `$schema` starts
                // an embedded resource, which needs `$id`.
                if depth > 0 {
                    return Err(error(Some(keyword), location, SchemaErrorKind::Excluded(NESTED_DIALECT)));
                }
                // Choice: other drafts are refused rather than read as 2020-12;
                // they give some keywords of the subset other meanings
                // (`prefixItems` and `minContains` do not exist in draft-07).
                match value.as_str() {
                    Some(s) if s.trim_end_matches('#') == DRAFT_2020_12 => Ok(None),
                    _ => Err(error(Some(keyword), location, SchemaErrorKind::UnsupportedDialect)),
                }
            }
            Rule::AnnotationString => match value {
                Value::String(_) => Ok(None),
                _ => invalid("a string", location),
            },
            Rule::AnnotationBoolean => match value {
                Value::Bool(_) => Ok(None),
                _ => invalid("a boolean", location),
            },
            Rule::AnnotationArray => match value {
                Value::Array(_) => Ok(None),
                _ => invalid("an array", location),
            },
            Rule::AnnotationAny => Ok(None),
        }
    }
}

const SIMPLE_TYPES: [&str; 7] = ["array", "boolean", "integer", "null", "number", "object", "string"];

fn is_simple_type(value: &Value) -> bool {
    value.as_str().is_some_and(|s| SIMPLE_TYPES.contains(&s))
}

fn is_type_array(value: &Value) -> bool {
    value.as_array().is_some_and(|types| {
        !types.is_empty() && types.iter().all(is_simple_type) && all_distinct(types)
    })
}

/// 2020-12 meta-schema `nonNegativeInteger`: `{"type": "integer", "minimum": 0}`,
/// where an integer is any number with a zero fractional part.
fn non_negative_integer(value: &Value) -> Option<u64> {
    let number = value.as_number()?;
    if let Some(n) = number.as_u64() {
        return Some(n);
    }
    let f = number.as_f64()?;
    // The cast saturates: beyond u64 no string, array or object reaches the limit anyway.
    (f >= 0.0 && f.fract() == 0.0).then_some(f as u64)
}

fn all_distinct(items: &[Value]) -> bool {
    items.iter().enumerate().all(|(i, a)| items[..i].iter().all(|b| a != b))
}
