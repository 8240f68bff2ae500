//! `pattern` with ECMAScript semantics, by regress (the engine Boa uses).
//!
//! Choice: a pattern means what `new RegExp(pattern).test(string)` means in
//! the page — no flags (so Annex B syntax such as `\-` or `a{` is accepted,
//! and matching is over UTF-16 code units), unanchored search. That is the
//! rule NOTES.md states ("`pattern` must compile as a JavaScript RegExp") and
//! what a page-side polyfill would do. JSON Schema 2020-12 §6.3.3 only says
//! "ECMA-262 dialect" and leaves the flags open.
//!
//! jsonschema's own `pattern` uses a Rust regex dialect (and its meta-schema
//! checks `format: "regex"` with its own ECMAScript approximation), so the
//! subset check hands the validator the keyword under [`PATTERN_KEYWORD`]
//! and registers [`EcmaPattern`] for it; the error mapping names it
//! `pattern` again.

use jsonschema::{Keyword, ValidationError};
use serde_json::{Map, Value};

/// The name the normalized schema gives `pattern`. Unknown keywords are
/// dropped from the normalized schema, so no schema keyword can collide.
pub(crate) const PATTERN_KEYWORD: &str = "webmcp:ecmascript-pattern";

/// https://tc39.es/ecma262/#sec-regexpcreate with flags "" — the regular
/// expression, or the parser's message.
pub(crate) fn compile_ecmascript_pattern(pattern: &str) -> Result<regress::Regex, String> {
    regress::Regex::with_flags(pattern, regress::Flags::default()).map_err(|e| e.to_string())
}

/// A compiled `pattern` assertion.
pub(crate) struct EcmaPattern {
    regex: regress::Regex,
    source: String,
}

impl EcmaPattern {
    /// https://tc39.es/ecma262/#sec-regexp.prototype.test on `text`, without
    /// the `u` flag: the subject is a sequence of UTF-16 code units. A string
    /// without supplementary-plane characters has one code unit per code
    /// point, and regress matches it directly; otherwise it matches the
    /// UTF-16 encoding.
    pub(crate) fn test(&self, text: &str) -> bool {
        // UTF-8 lead bytes 0xF0..=0xF4 start the four-byte (supplementary) sequences.
        if !text.bytes().any(|b| b >= 0xF0) {
            return self.regex.find(text).is_some();
        }
        let units: Vec<u16> = text.encode_utf16().collect();
        self.regex.find_from_ucs2(&units, 0).next().is_some()
    }
}

/// The jsonschema keyword factory for [`PATTERN_KEYWORD`].
pub(crate) fn ecma_pattern_factory<'a>(
    _parent: &'a Map<String, Value>,
    value: &'a Value,
    _path: jsonschema::paths::Location,
) -> Result<Box<dyn for<'i> Keyword<'i>>, ValidationError<'a>> {
    // The subset check has already verified that the value is a string that
    // compiles; these errors only guard against a caller bypassing it.
    let source = value
        .as_str()
        .ok_or_else(|| ValidationError::schema("pattern must be a string"))?;
    let regex = compile_ecmascript_pattern(source).map_err(ValidationError::schema)?;
    Ok(Box::new(EcmaPattern { regex, source: source.to_owned() }))
}

impl<'i> Keyword<'i> for EcmaPattern {
    fn validate(&self, instance: &'i Value) -> Result<(), ValidationError<'i>> {
        if Keyword::is_valid(self, instance) {
            Ok(())
        } else {
            Err(ValidationError::custom(format!(
                "{instance} does not match \"{}\"",
                self.source
            )))
        }
    }

    fn is_valid(&self, instance: &'i Value) -> bool {
        // 2020-12 validation §6.3.3: only strings are constrained.
        instance.as_str().is_none_or(|s| self.test(s))
    }
}
