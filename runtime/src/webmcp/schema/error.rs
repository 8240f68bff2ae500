//! The two errors of tool input schemas: a schema that registerTool rejects
//! ([`SchemaError`], thrown as a `TypeError` by the bindings) and an input that
//! executeTool rejects ([`InputValidationError`], a `DataError` whose message
//! is [`InputValidationError::to_message_json`]).

use std::fmt;

/// Why a tool's `inputSchema` was rejected at registerTool.
///
/// `Display` is the `TypeError` message: it names the offending keyword (when
/// there is one) and its location as a JSON Pointer into the schema.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchemaError {
    /// The keyword at fault, e.g. `"$ref"`; `None` when the fault is not a
    /// keyword (text that is not JSON, a subschema that is not a schema).
    pub keyword: Option<String>,
    /// JSON Pointer into the schema: of the keyword when `keyword` is set
    /// (e.g. `"/properties/x/$ref"`), otherwise of the offending value.
    pub location: String,
    /// What is wrong.
    pub kind: SchemaErrorKind,
}

/// The kinds of [`SchemaError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchemaErrorKind {
    /// The schema text does not parse as JSON (the parser's message).
    NotJson(String),
    /// A value in a schema position is neither an object nor a boolean.
    NotASchema,
    /// The keyword is excluded from the WebMCP subset; the text says why.
    Excluded(&'static str),
    /// `additionalProperties` with a value other than `false`.
    OnlyFalse,
    /// `pattern` does not compile as an ECMAScript regular expression
    /// (the regular-expression parser's message).
    InvalidPattern(String),
    /// The keyword's value has the wrong shape; the text says what it must be.
    InvalidValue(&'static str),
    /// `$schema` names a dialect other than draft 2020-12.
    UnsupportedDialect,
    /// Subschemas nested deeper than [`super::MAX_SCHEMA_DEPTH`].
    TooDeep,
    /// The validator refused the (subset-conforming) schema; its message.
    Rejected(String),
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = &self.location;
        // The root's pointer is empty; say so rather than print `""` alone.
        let value_at = if at.is_empty() { "the root".to_owned() } else { format!("\"{at}\"") };
        let kw = self.keyword.as_deref().unwrap_or("");
        match &self.kind {
            SchemaErrorKind::NotJson(e) => write!(f, "inputSchema is not valid JSON: {e}"),
            SchemaErrorKind::NotASchema => write!(
                f,
                "inputSchema: the value at {value_at} is not a JSON Schema (an object or a boolean)"
            ),
            SchemaErrorKind::Excluded(why) => write!(
                f,
                "inputSchema: keyword \"{kw}\" at \"{at}\" is not in the WebMCP subset of JSON Schema ({why})"
            ),
            SchemaErrorKind::OnlyFalse => write!(
                f,
                "inputSchema: keyword \"{kw}\" at \"{at}\" may only be false in the WebMCP subset of JSON Schema"
            ),
            SchemaErrorKind::InvalidPattern(e) => write!(
                f,
                "inputSchema: keyword \"{kw}\" at \"{at}\" is not a valid ECMAScript regular expression: {e}"
            ),
            SchemaErrorKind::InvalidValue(expected) => {
                write!(f, "inputSchema: keyword \"{kw}\" at \"{at}\" must be {expected}")
            }
            SchemaErrorKind::UnsupportedDialect => write!(
                f,
                "inputSchema: keyword \"{kw}\" at \"{at}\" must be \"https://json-schema.org/draft/2020-12/schema\" (the only dialect WebMCP supports)"
            ),
            SchemaErrorKind::TooDeep => write!(
                f,
                "inputSchema: the schema at {value_at} is nested more than {} levels deep",
                super::MAX_SCHEMA_DEPTH
            ),
            SchemaErrorKind::Rejected(e) => {
                write!(f, "inputSchema: the schema at {value_at} is invalid: {e}")
            }
        }
    }
}

impl std::error::Error for SchemaError {}

/// Why a tool input was rejected at executeTool: the first failing keyword.
///
/// The fields are those of the `DataError` message the tentative WPT test
/// `executeTool-input-validation.tentative.https.html` parses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputValidationError {
    /// JSON Pointer into the input: the value that failed; for `required` the
    /// missing property, for `additionalProperties` the first unexpected
    /// property, for `propertyNames` the property whose name failed.
    pub path: String,
    /// The failing keyword (`"type"`, `"required"`, `"anyOf"`...), or
    /// `"false"` when the input met a `false` subschema.
    pub reason: String,
    /// JSON Pointer to the failing keyword, relative to the subschema that was
    /// applied to the instance the keyword was evaluated on (so `"/enum"` for
    /// `properties.color.enum`, `"/anyOf"`, `"/allOf/0/type"`).
    pub schema_path: String,
}

impl InputValidationError {
    /// The `DataError` message: `{"path":…,"reason":…,"schemaPath":…}`.
    pub fn to_message_json(&self) -> String {
        serde_json::json!({
            "path": self.path,
            "reason": self.reason,
            "schemaPath": self.schema_path,
        })
        .to_string()
    }
}

impl fmt::Display for InputValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "tool input at \"{}\" fails \"{}\" (schema location \"{}\")",
            self.path, self.reason, self.schema_path
        )
    }
}

impl std::error::Error for InputValidationError {}
