//! Input validation at executeTool: the jsonschema error mapped to the
//! `{"path", "reason", "schemaPath"}` triple of the tentative WPT test
//! `executeTool-input-validation.tentative.https.html`.
//!
//! What the test fixes, and the rules derived from it:
//!
//! - `path` is a JSON Pointer into the input. For `required` it names the
//!   missing property (`"/field"`, not the object `""`); by the same rule
//!   `additionalProperties` names the first unexpected property and
//!   `propertyNames` the property whose name failed.
//! - `reason` is the failing keyword. A combinator that fails as a whole
//!   (`anyOf`, `oneOf` with no or several matches, `not`) is itself the
//!   failing keyword: which branch "should" have matched is not knowable, so
//!   no branch's keyword is reported. `allOf` is not: the validator reports
//!   the failing keyword inside the branch. A `false` subschema has no
//!   keyword; its reason is `"false"`.
//! - `schemaPath` is relative, not absolute: `properties.color.enum` fails
//!   with `"/enum"`. It is the keyword's location relative to the subschema
//!   applied to the instance the keyword was evaluated on, i.e. the absolute
//!   keyword location after the last step that moved into a child of the
//!   input (`properties/<name>`, `prefixItems/<i>`, `items`). Steps that stay
//!   on the same instance remain: `"/allOf/0/type"`, `"/then/minimum"`.

use jsonschema::error::ValidationErrorKind;
use jsonschema::ValidationError;
use serde_json::Value;

use super::error::InputValidationError;
use super::pattern::PATTERN_KEYWORD;
use super::pointer::{escaped_tokens, push_segment};

/// Map the validator's first error on `input` to the WebMCP input
/// validation error.
pub(crate) fn input_validation_error(
    error: &ValidationError<'_>,
    input: &Value,
) -> InputValidationError {
    let kind = error.kind();
    let is_false_schema = matches!(kind, ValidationErrorKind::FalseSchema);
    let schema_location = error.schema_path().as_str();
    let tokens = escaped_tokens(schema_location);
    let failing = locate_failing_keyword(&tokens, is_false_schema);

    let mut schema_path = String::new();
    for token in &tokens[failing.start..failing.end] {
        schema_path.push('/');
        schema_path.push_str(if *token == PATTERN_KEYWORD { "pattern" } else { token });
    }
    let reason = match failing.keyword {
        Some(keyword) if keyword == PATTERN_KEYWORD => "pattern".to_owned(),
        Some(keyword) => keyword.replace("~1", "/").replace("~0", "~"),
        None => "false".to_owned(),
    };

    let mut path = error.instance_path().as_str().to_owned();
    if let Some(name) = offending_property(error, &reason, input) {
        push_segment(&mut path, name);
    }
    InputValidationError { path, reason, schema_path }
}

/// Where the failing keyword sits among the escaped tokens of the absolute
/// keyword location: `tokens[start..end]` is the relative schema path.
struct FailingKeyword<'a> {
    start: usize,
    end: usize,
    /// The keyword (escaped), or `None` for a `false` subschema.
    keyword: Option<&'a str>,
}

/// Walk the absolute keyword location through the schema grammar of the
/// subset's applicators, noting the last step into a child instance.
fn locate_failing_keyword<'a>(tokens: &[&'a str], is_false_schema: bool) -> FailingKeyword<'a> {
    let mut start = 0;
    let mut i = 0;
    loop {
        // `tokens[i]` is the position of a subschema.
        let Some(keyword) = tokens.get(i).copied() else {
            // The location ends at a subschema: a `false` schema failed.
            return FailingKeyword { start, end: i, keyword: None };
        };
        // (tokens that address the subschema, whether it applies to a child of the instance)
        let (address, into_child) = match keyword {
            "properties" | "prefixItems" => (2, true),
            "items" | "contains" => (1, true),
            "allOf" | "anyOf" | "oneOf" => (2, false),
            "not" | "if" | "then" | "else" => (1, false),
            _ => (0, false),
        };
        // The subschema's own position.
        let next = i + address;
        // The applicator is the failing keyword itself unless the location
        // continues into its subschema (or ends there at a `false` schema).
        let continues = address > 0
            && (next < tokens.len() || (next == tokens.len() && is_false_schema));
        if !continues {
            return FailingKeyword { start, end: i + 1, keyword: Some(keyword) };
        }
        i = next;
        if into_child {
            start = i;
        }
    }
}

/// The property a `required`, `additionalProperties` or `propertyNames`
/// failure (`reason`) is about.
fn offending_property<'e>(
    error: &'e ValidationError<'_>,
    reason: &str,
    input: &'e Value,
) -> Option<&'e str> {
    match error.kind() {
        ValidationErrorKind::Required { property } => property.as_str(),
        ValidationErrorKind::AdditionalProperties { unexpected } => {
            unexpected.first().map(String::as_str)
        }
        // Without `properties`, jsonschema compiles `additionalProperties:
        // false` to "the object must be empty" and reports a false schema at
        // the keyword, on the object; `propertyNames: false` likewise. Every
        // property is at fault: the first one is named, as `unexpected` would.
        // (The error's own copy of the instance is not always filled in.)
        ValidationErrorKind::FalseSchema
            if reason == "additionalProperties" || reason == "propertyNames" =>
        {
            input
                .pointer(error.instance_path().as_str())
                .and_then(Value::as_object)
                .and_then(|o| o.keys().next())
                .map(String::as_str)
        }
        ValidationErrorKind::PropertyNames { error } => error.instance().as_str(),
        _ => None,
    }
}
