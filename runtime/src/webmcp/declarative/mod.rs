//! Declarative WebMCP tools: a `<form toolname tooldescription>` is a tool
//! whose input schema comes from its controls, and whose call fills them and
//! submits the form.
//!
//! The draft's declarative section is a TODO; this follows NOTES.md
//! ("Declarative tools (forms)"), the WPT pages in
//! `webmcp/declarative/`, and Chromium 156 where they are silent (schemas
//! recorded from Chromium in runtime/tests/fixtures/declarative/). The rules,
//! with examples, are in docs/declarative-tools.md.
//!
//! What this module gives the bindings:
//!
//! - [`tool_definition`]: whether a form is a tool, and its name, title,
//!   description, `toolautosubmit` and input schema text;
//!   [`DeclarativeTool::fingerprint`] to tell, after a mutation, whether the
//!   tool changed (re-register and notify `toolchange` when it did);
//! - [`apply::apply_input`]: check an agent's input and fill the controls,
//!   with the `input`/`change` events to fire;
//! - [`execution::FormToolExecution`]: the life of one call (pseudo-class
//!   states, autosubmit or waiting for the user, what ends it);
//! - [`validation_failure_message`]: the rejection text when the filled
//!   form fails constraint validation.
//!
//! What stays with the bindings: the document conditions (a fully active
//! document with a browsing context, scripting not sandboxed, WebMCP
//! allowed, an origin-keyed agent cluster), the tool registry (the first
//! form registered under a name keeps it; later duplicates are not
//! registered), events, and navigation.

pub mod apply;
pub mod describe;
pub mod execution;
pub mod json;
pub mod params;
pub mod schema;

use std::hash::{Hash, Hasher};

use crate::dom::{NodeId, Tree};
use crate::html::forms::form_owner::{is_html, listed_elements};
use crate::html::forms::validation::{satisfies_constraints, validation_message, will_validate};

pub use apply::{apply_input, AppliedInput, ApplyInputError, FilledControl};
pub use params::{parameters, submit_button, Parameter, ParameterKind};
pub use schema::{input_schema, input_schema_text};

/// A form's tool definition: what is registered and what `getTools()`
/// shows (`name`, `title`, `description`, `inputSchema`; declarative tools
/// have no `annotations`, `toolautosubmit` included).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeclarativeTool {
    /// The `toolname` attribute.
    pub name: String,
    /// The `tooltitle` attribute, `""` without one.
    pub title: String,
    /// The `tooldescription` attribute (may be empty).
    pub description: String,
    /// Whether the form has a `toolautosubmit` attribute.
    pub autosubmit: bool,
    /// The input schema as JSON text (see [`schema`]). It is not in the
    /// WebMCP subset of JSON Schema (it has `format` and `anyOf`), and is
    /// not used to validate calls: [`apply_input`] does that.
    pub input_schema: String,
}

impl DeclarativeTool {
    /// A hash of everything a re-registration compares (name, title,
    /// description, autosubmit, schema). Equal definitions have equal
    /// fingerprints; the bindings re-register the tool and notify a tool
    /// change when the fingerprint of a registered form changes.
    pub fn fingerprint(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.hash(&mut h);
        h.finish()
    }
}

/// Why a form is not a declarative tool.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotATool {
    #[error("not a form element")]
    NotAForm,
    #[error("the form is not connected")]
    NotConnected,
    #[error("the form has no toolname attribute")]
    NoToolName,
    #[error("the form has no tooldescription attribute")]
    NoToolDescription,
    /// The name is not a valid tool name (1 to 128 ASCII alphanumerics,
    /// `_`, `-`, `.`): Chromium registers nothing, silently.
    #[error("'{0}' is not a valid tool name")]
    InvalidName(String),
}

/// The tool `form` defines, as far as the form decides: connected, with
/// `toolname` and `tooldescription` attributes (an empty description is
/// allowed, as in Chromium 156), and a valid tool name.
pub fn tool_definition(tree: &Tree, form: NodeId) -> Result<DeclarativeTool, NotATool> {
    if !is_html(tree, form, "form") {
        return Err(NotATool::NotAForm);
    }
    if !tree.is_connected(form) {
        return Err(NotATool::NotConnected);
    }
    let e = tree.element(form).ok_or(NotATool::NotAForm)?;
    let name = e
        .plain_attribute("toolname")
        .ok_or(NotATool::NoToolName)?
        .to_owned();
    let description = e
        .plain_attribute("tooldescription")
        .ok_or(NotATool::NoToolDescription)?
        .to_owned();
    if !super::is_valid_tool_name(&name) {
        return Err(NotATool::InvalidName(name));
    }
    Ok(DeclarativeTool {
        title: e.plain_attribute("tooltitle").unwrap_or("").to_owned(),
        autosubmit: e.plain_attribute("toolautosubmit").is_some(),
        input_schema: input_schema_text(tree, form),
        name,
        description,
    })
}

/// The forms of the document that carry a `toolname` or `tooldescription`
/// attribute, in tree order, with their definitions (what the bindings
/// re-check after mutations).
pub fn tool_forms(tree: &Tree) -> Vec<(NodeId, Result<DeclarativeTool, NotATool>)> {
    tree.descendants(tree.document())
        .filter(|f| {
            is_html(tree, *f, "form")
                && tree.element(*f).is_some_and(|e| {
                    e.plain_attribute("toolname").is_some()
                        || e.plain_attribute("tooldescription").is_some()
                })
        })
        .map(|f| (f, tool_definition(tree, f)))
        .collect()
}

/// Chromium's rejection text when the filled form fails interactive
/// validation: `"Form validation failed: "` and, for each invalid listed
/// control in tree order, `"<parameter name>: <validationMessage>. "`.
pub fn validation_failure_message(tree: &Tree, form: NodeId) -> String {
    let mut message = String::from("Form validation failed: ");
    for control in listed_elements(tree, form) {
        if will_validate(tree, control) && !satisfies_constraints(tree, control) {
            message.push_str(&describe::parameter_name(tree, control));
            message.push_str(": ");
            message.push_str(&validation_message(tree, control));
            message.push_str(". ");
        }
    }
    message
}
