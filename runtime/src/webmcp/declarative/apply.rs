//! Applying an agent's input object to a form (Chromium's
//! `FormMCPSchema::FillData`): every entry is checked first — an unknown
//! parameter or a value no control can take rejects the call and changes
//! nothing — then the values are set in the input's order.
//!
//! Values are coerced as Chromium 156 coerces them (and
//! executeTool-flexible-types expects): numbers and booleans become strings
//! where a string is wanted, `1`/`0`/`"true"`/`"false"` become booleans.

use serde_json::Value;

use crate::dom::{NodeId, Tree};
use crate::html::forms::control::{checked, set_checked};
use crate::html::forms::form_owner::{input_type, is_html};
use crate::html::forms::input_type::InputType;
use crate::html::forms::numbers::to_precision_trimmed;
use crate::html::forms::select::{
    option_value, options, selectedness, set_select_value, set_selectedness_raw,
};
use crate::html::forms::value::{sanitize_input_value, set_value, value};

use super::params::{parameters, submit_button, Parameter, ParameterKind};

/// Why an input object was rejected. The message is Chromium's; the caller
/// rejects `executeTool` with an `UnknownError` carrying it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApplyInputError {
    /// The input is not a JSON object.
    #[error("JSON input arguments must be an object")]
    NotAnObject,
    /// A form without `toolautosubmit` needs a submit button for the user.
    #[error("No submit button was found, but for a form without `toolautosubmit`, there must be a submit button")]
    MissingSubmitButton,
    /// A key that names no control of the form.
    #[error("Input contains a parameter \"{0}\" but there is no such parameter for the tool")]
    UnknownParameter(String),
    /// A value the parameter's controls cannot take (`value` is the value as
    /// a string, when it has one).
    #[error("{}", invalid_value_message(.parameter, .value.as_deref()))]
    InvalidValue {
        parameter: String,
        value: Option<String>,
    },
}

fn invalid_value_message(parameter: &str, value: Option<&str>) -> String {
    match value {
        Some(v) => format!("Invalid value \"{v}\" for parameter {parameter}"),
        None => format!("Invalid value for parameter {parameter}"),
    }
}

/// A control the input set, with the events to fire at it, in order:
/// `input` then `change` (both plain `Event`s that bubble). Chromium 156's
/// rules (observed): both when the value, checkedness or selection changed;
/// `change` alone for a checkbox or radio button set to the state it had;
/// `input` alone for an empty date, time, month or week set to `""`;
/// nothing for a hidden input or an unchanged value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FilledControl {
    pub element: NodeId,
    pub fire_input: bool,
    pub fire_change: bool,
}

/// The result of applying an input object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AppliedInput {
    /// The controls set, in the order their events are to be fired.
    pub filled: Vec<FilledControl>,
    /// The form's submit button (see [`submit_button`]).
    pub submit_button: Option<NodeId>,
}

/// Chromium's `ToString` of a JSON value: strings as they are, integers
/// (32-bit) in decimal, other numbers with six significant digits
/// (`3.14159`, `1.00000e+21`), booleans as `true`/`false`; `None` for null,
/// arrays and objects.
pub fn value_to_string(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Number(n) => Some(match n.as_i64().filter(|i| i32::try_from(*i).is_ok()) {
            Some(i) => i.to_string(),
            None => to_precision_trimmed(n.as_f64()?, 6),
        }),
        _ => None,
    }
}

/// Chromium's `ToBoolean` of a JSON value: booleans, 32-bit integers (non-zero
/// is true), and the strings `true`/`false` (ASCII case-insensitive), `1`, `0`.
pub fn value_to_boolean(v: &Value) -> Option<bool> {
    match v {
        Value::Bool(b) => Some(*b),
        Value::Number(n) => n
            .as_i64()
            .filter(|i| i32::try_from(*i).is_ok())
            .map(|i| i != 0),
        Value::String(s) if s.eq_ignore_ascii_case("true") || s == "1" => Some(true),
        Value::String(s) if s.eq_ignore_ascii_case("false") || s == "0" => Some(false),
        _ => None,
    }
}

/// The strings of an array of unique values out of `allowed`.
fn unique_choices(v: &Value, allowed: &[String]) -> Option<Vec<String>> {
    let mut left: Vec<&String> = allowed.iter().collect();
    let mut out = Vec::new();
    for item in v.as_array()? {
        let s = value_to_string(item)?;
        // Each value must name a control, at most once.
        let at = left.iter().position(|a| **a == s)?;
        left.remove(at);
        out.push(s);
    }
    Some(out)
}

/// Whether `v` is a value the parameter can take (Chromium's
/// `ValidateParameterData`).
fn validate(tree: &Tree, p: &Parameter, v: &Value) -> bool {
    let Some(kind) = p.kind else { return false };
    let Some(first) = p.controls.first().copied() else {
        return false;
    };
    use ParameterKind as K;
    match kind {
        // A string (after coercion) that is empty or sanitizes to something.
        K::Text | K::Date | K::DateTimeLocal | K::Month | K::Week | K::Time | K::Color => {
            match value_to_string(v) {
                Some(s) => {
                    s.is_empty()
                        || is_html(tree, first, "textarea")
                        || !sanitize_input_value(tree, first, &s).is_empty()
                }
                None => false,
            }
        }
        // A non-empty string (after coercion) that sanitizes to something.
        K::Number | K::Range => value_to_string(v)
            .is_some_and(|s| !s.is_empty() && !sanitize_input_value(tree, first, &s).is_empty()),
        K::Select => {
            let allowed: Vec<String> = options(tree, first)
                .into_iter()
                .map(|o| option_value(tree, o))
                .collect();
            if tree
                .element(first)
                .is_some_and(|e| e.plain_attribute("multiple").is_some())
            {
                unique_choices(v, &allowed).is_some()
            } else {
                value_to_string(v).is_some_and(|s| allowed.contains(&s))
            }
        }
        K::Checkbox if p.controls.len() == 1 => value_to_boolean(v).is_some(),
        K::Checkbox => {
            let allowed: Vec<String> = p.controls.iter().map(|c| value(tree, *c)).collect();
            unique_choices(v, &allowed).is_some()
        }
        K::Radio => {
            value_to_string(v).is_some_and(|s| p.controls.iter().any(|c| value(tree, *c) == s))
        }
    }
}

/// Set the parameter's controls (Chromium's `FillParameterData`), after
/// [`validate`] accepted `v`.
fn fill(tree: &mut Tree, p: &Parameter, v: &Value, filled: &mut Vec<FilledControl>) {
    let Some(first) = p.controls.first().copied() else {
        return;
    };
    let Some(kind) = p.kind else { return };
    let mut record = |element: NodeId, fire_input: bool, fire_change: bool| {
        if fire_input || fire_change {
            filled.push(FilledControl {
                element,
                fire_input,
                fire_change,
            });
        }
    };
    use ParameterKind as K;
    match kind {
        K::Text
        | K::Date
        | K::DateTimeLocal
        | K::Month
        | K::Week
        | K::Time
        | K::Color
        | K::Number
        | K::Range => {
            let Some(s) = value_to_string(v) else { return };
            let before = value(tree, first);
            // As the value setter: dirty, sanitized, not a user edit.
            let _ = set_value(tree, first, &s);
            let after = value(tree, first);
            let changed = after != before;
            if input_type(tree, first) == Some(InputType::Hidden) {
                return;
            }
            let cleared_empty = !changed
                && after.is_empty()
                && matches!(kind, K::Date | K::Month | K::Week | K::Time);
            record(first, changed || cleared_empty, changed);
        }
        K::Select => {
            let list = options(tree, first);
            let before: Vec<bool> = list.iter().map(|o| selectedness(tree, *o)).collect();
            if tree
                .element(first)
                .is_some_and(|e| e.plain_attribute("multiple").is_some())
            {
                let wanted: Vec<String> = v
                    .as_array()
                    .map(|a| a.iter().filter_map(value_to_string).collect())
                    .unwrap_or_default();
                for o in &list {
                    let on = wanted.contains(&option_value(tree, *o));
                    set_selectedness_raw(tree, *o, on, Some(true));
                }
            } else if let Some(s) = value_to_string(v) {
                set_select_value(tree, first, &s);
            }
            let after: Vec<bool> = list.iter().map(|o| selectedness(tree, *o)).collect();
            record(first, before != after, before != after);
        }
        K::Checkbox if p.controls.len() == 1 => {
            let Some(on) = value_to_boolean(v) else {
                return;
            };
            let changed = checked(tree, first) != on;
            set_checked(tree, first, on);
            record(first, changed, true);
        }
        K::Checkbox => {
            let wanted: Vec<String> = v
                .as_array()
                .map(|a| a.iter().filter_map(value_to_string).collect())
                .unwrap_or_default();
            for c in p.controls.clone() {
                let on = wanted.contains(&value(tree, c));
                let changed = checked(tree, c) != on;
                set_checked(tree, c, on);
                record(c, changed, true);
            }
        }
        K::Radio => {
            let Some(s) = value_to_string(v) else { return };
            for c in p.controls.clone() {
                if value(tree, c) == s {
                    let changed = !checked(tree, c);
                    set_checked(tree, c, true);
                    record(c, changed, true);
                }
            }
        }
    }
}

/// Apply an agent's input object to `form`: check every entry, then set the
/// controls in the order of the object's keys. With `require_submit_button`
/// (a form without `toolautosubmit`) a form without a submit button is an
/// error, before anything changes.
///
/// On success the caller fires, for each [`FilledControl`] in order, `input`
/// and `change` as flagged; nothing is fired on error.
pub fn apply_input(
    tree: &mut Tree,
    form: NodeId,
    input: &Value,
    require_submit_button: bool,
) -> Result<AppliedInput, ApplyInputError> {
    let object = input.as_object().ok_or(ApplyInputError::NotAnObject)?;
    let submit = submit_button(tree, form);
    if submit.is_none() && require_submit_button {
        return Err(ApplyInputError::MissingSubmitButton);
    }
    let params = parameters(tree, form);
    // If the data isn't valid, form control states remain unchanged.
    let mut plan = Vec::with_capacity(object.len());
    for (name, v) in object {
        let p = params
            .iter()
            .find(|p| p.name == *name)
            .ok_or_else(|| ApplyInputError::UnknownParameter(name.clone()))?;
        if !validate(tree, p, v) {
            return Err(ApplyInputError::InvalidValue {
                parameter: name.clone(),
                value: value_to_string(v),
            });
        }
        plan.push((p, v));
    }
    // Now apply the values; this cannot fail.
    let mut filled = Vec::new();
    for (p, v) in plan {
        fill(tree, p, v, &mut filled);
    }
    Ok(AppliedInput {
        filled,
        submit_button: submit,
    })
}
