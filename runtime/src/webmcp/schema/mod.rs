//! Tool input schemas: the WebMCP subset of JSON Schema, checked when a tool
//! is registered, and validation of tool inputs when a tool is executed.
//!
//! Not in the draft yet; NOTES.md "Input schemas (ahead of the draft)" and the
//! tentative WPT tests `register_tool_invalid_subset_schema` and
//! `executeTool-input-validation` define the behaviour. docs/input-schemas.md
//! is the user-facing description.
//!
//! ```
//! use runtime::webmcp::schema::ToolInputSchema;
//! let schema = ToolInputSchema::compile(
//!     r#"{"type":"object","properties":{"field":{"type":"string"}},"required":["field"]}"#,
//! ).expect("in the subset");
//! let error = schema.validate(&serde_json::json!({})).unwrap_err();
//! assert_eq!(error.to_message_json(), r#"{"path":"/field","reason":"required","schemaPath":"/required"}"#);
//! ```

mod error;
mod pattern;
mod pointer;
mod subset;
mod validate;

use std::fmt;
use std::sync::Arc;

use serde_json::Value;

pub use error::{InputValidationError, SchemaError, SchemaErrorKind};
pub use subset::DRAFT_2020_12;

/// How registerTool treats a schema keyword outside the WebMCP subset.
///
/// NOTES.md "Input schemas (ahead of the draft)": strict is the default
/// (where the draft is going, what the tentative WPT tests ask); real pages
/// use keywords outside the subset (`format` most often) and work in
/// Chromium 156, which checks nothing, so an embedder may opt into lenient.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SubsetMode {
    /// A keyword outside the subset makes registerTool throw a `TypeError`.
    #[default]
    Strict,
    /// A keyword outside the subset is ignored for validation (and reported
    /// to the caller, who warns); the subset's own keywords are still
    /// checked and validated.
    Lenient,
}

/// How deeply subschemas may nest (a `properties` entry, an `items` or an
/// `anyOf` branch each add a level). serde_json already refuses JSON text
/// nested more than 128 containers deep, which is 64 levels of `properties`;
/// the limit keeps [`ToolInputSchema::compile_value`] equally bounded.
pub const MAX_SCHEMA_DEPTH: usize = 64;

/// A tool's input schema, checked against the WebMCP subset and compiled
/// once (at registerTool), then used for every executeTool.
///
/// Cloning is cheap: the compiled validator is shared.
#[derive(Clone)]
pub struct ToolInputSchema {
    /// `None` when the tool has no input schema: every input is accepted.
    validator: Option<Arc<jsonschema::Validator>>,
}

impl ToolInputSchema {
    /// Check the serialized `inputSchema` (the `JSON.stringify` result that
    /// registerTool stores) against the WebMCP subset and compile it.
    ///
    /// Choice: empty (or all-whitespace) text means "no input schema", as if
    /// `inputSchema` had been absent: every input is accepted. No JSON value
    /// serializes to empty text, so this cannot be mistaken for a schema; a
    /// tool without `inputSchema` has no schema to violate (NOTES.md: the
    /// schema is optional and `getTools` leaves it out when none was given).
    pub fn compile(schema_json_text: &str) -> Result<ToolInputSchema, SchemaError> {
        if schema_json_text.trim().is_empty() {
            return Ok(ToolInputSchema::accept_any());
        }
        let schema: Value = serde_json::from_str(schema_json_text).map_err(|e| SchemaError {
            keyword: None,
            location: String::new(),
            kind: SchemaErrorKind::NotJson(e.to_string()),
        })?;
        // A serialized schema that is not an object or a boolean (`toJSON` returning a
        // string, say) constrains nothing: `registerTool` accepts it (WPT
        // register_tool_with_schema expects that) and every input is valid.
        if !(schema.is_object() || schema.is_boolean()) {
            return Ok(ToolInputSchema::accept_any());
        }
        ToolInputSchema::compile_value(&schema)
    }

    /// [`compile`](Self::compile) for a tool whose schema may be absent
    /// (`None`: every input is accepted).
    pub fn compile_optional(schema_json_text: Option<&str>) -> Result<ToolInputSchema, SchemaError> {
        schema_json_text.map_or_else(|| Ok(ToolInputSchema::accept_any()), ToolInputSchema::compile)
    }

    /// Check a parsed schema against the WebMCP subset and compile it.
    pub fn compile_value(schema: &Value) -> Result<ToolInputSchema, SchemaError> {
        // 1. Check the subset; get the schema the validator compiles.
        let normalized = subset::check_webmcp_subset(schema)?;
        // 2. Compile it as draft 2020-12 with the ECMAScript `pattern`.
        ToolInputSchema::compile_normalized(&normalized)
    }

    /// [`compile_optional`](Self::compile_optional) in the given
    /// [`SubsetMode`]. Returns the compiled schema and, in
    /// [`SubsetMode::Lenient`], one error per keyword outside the subset
    /// that was ignored (what strict checking would have refused), for a
    /// warning that names them.
    pub fn compile_in_mode(schema_json_text: Option<&str>, mode: SubsetMode) -> Result<(ToolInputSchema, Vec<SchemaError>), SchemaError> {
        if mode == SubsetMode::Strict {
            return ToolInputSchema::compile_optional(schema_json_text).map(|s| (s, Vec::new()));
        }
        let Some(text) = schema_json_text.filter(|t| !t.trim().is_empty()) else { return Ok((ToolInputSchema::accept_any(), Vec::new())) };
        let schema: Value = serde_json::from_str(text).map_err(|e| SchemaError { keyword: None, location: String::new(), kind: SchemaErrorKind::NotJson(e.to_string()) })?;
        // As in `compile`: a serialized schema that is neither an object nor a boolean constrains nothing.
        if !(schema.is_object() || schema.is_boolean()) {
            return Ok((ToolInputSchema::accept_any(), Vec::new()));
        }
        let (normalized, ignored) = subset::check_webmcp_subset_leniently(&schema)?;
        Ok((ToolInputSchema::compile_normalized(&normalized)?, ignored))
    }

    /// Compile a schema the subset check has normalized.
    fn compile_normalized(normalized: &Value) -> Result<ToolInputSchema, SchemaError> {
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .should_validate_formats(false)
            .with_keyword(pattern::PATTERN_KEYWORD, pattern::ecma_pattern_factory)
            .build(normalized)
            .map_err(|e| SchemaError {
                keyword: None,
                location: e.instance_path().as_str().to_owned(),
                kind: SchemaErrorKind::Rejected(e.to_string()),
            })?;
        Ok(ToolInputSchema { validator: Some(Arc::new(validator)) })
    }

    /// The schema of a tool without `inputSchema`: accepts every input.
    pub fn accept_any() -> ToolInputSchema {
        ToolInputSchema { validator: None }
    }

    /// Whether this is [`accept_any`](Self::accept_any) (no schema was given).
    pub fn is_absent(&self) -> bool {
        self.validator.is_none()
    }

    /// Validate a tool input; on failure, the first failing keyword.
    pub fn validate(&self, input: &Value) -> Result<(), InputValidationError> {
        let Some(validator) = &self.validator else { return Ok(()) };
        // The fast check first; error locations are only built for failures.
        if validator.is_valid(input) {
            return Ok(());
        }
        match validator.validate(input) {
            Ok(()) => Ok(()),
            Err(error) => Err(validate::input_validation_error(&error, input)),
        }
    }

    /// Whether `input` is valid, without building an error.
    pub fn is_valid(&self, input: &Value) -> bool {
        self.validator.as_ref().is_none_or(|v| v.is_valid(input))
    }
}

impl fmt::Debug for ToolInputSchema {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ToolInputSchema").field("absent", &self.is_absent()).finish()
    }
}
