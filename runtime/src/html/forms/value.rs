//! The values of form controls: the `value` and `defaultValue` IDL
//! attributes of `input`, `textarea`, `select`, `option`, `button` and
//! `output`, with each input type's value sanitization.

use crate::dom::{NodeId, Tree};

use super::control::{state, state_mut};
use super::form_owner::{html_name, input_type};
use super::input_type::{sanitize_range, InputType, ValueMode};
use super::numeric;
use super::select;
use super::selection;
use super::FormsError;

fn attribute(tree: &Tree, element: NodeId, name: &str) -> Option<String> {
    tree.element(element)?
        .plain_attribute(name)
        .map(str::to_owned)
}

/// The value sanitization algorithm of `input`'s current type applied to
/// `value` (range uses the element's minimum, maximum and step).
pub fn sanitize_input_value(tree: &Tree, input: NodeId, value: &str) -> String {
    let Some(t) = input_type(tree, input) else {
        return value.to_owned();
    };
    match t {
        InputType::Range => {
            let min = numeric::minimum(tree, input).unwrap_or(0.0);
            let max = numeric::maximum(tree, input).unwrap_or(100.0);
            sanitize_range(
                value,
                min,
                max,
                numeric::allowed_value_step(tree, input),
                numeric::step_base(tree, input),
            )
        }
        InputType::Color => {
            let e = tree.element(input);
            let alpha = e.is_some_and(|e| e.plain_attribute("alpha").is_some());
            let p3 = e
                .and_then(|e| e.plain_attribute("colorspace"))
                .is_some_and(|c| c.eq_ignore_ascii_case("display-p3"));
            super::color::sanitize_color_with(value, alpha, p3)
        }
        _ => {
            let multiple = tree
                .element(input)
                .is_some_and(|e| e.plain_attribute("multiple").is_some());
            t.sanitize(value, multiple)
        }
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-value :
/// the value of an `input` in the value mode — the dirty value, or the
/// `value` attribute sanitized.
fn input_element_value(tree: &Tree, input: NodeId) -> String {
    match state(tree, input).and_then(|s| s.dirty_value.as_deref()) {
        Some(v) => v.to_owned(),
        None => sanitize_input_value(
            tree,
            input,
            &attribute(tree, input, "value").unwrap_or_default(),
        ),
    }
}

/// Whether the dirty value flag of an `input` or `textarea` is set.
pub fn dirty_value_flag(tree: &Tree, element: NodeId) -> bool {
    state(tree, element).is_some_and(|s| s.dirty_value.is_some())
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-textarea-raw-value
pub fn textarea_raw_value(tree: &Tree, textarea: NodeId) -> String {
    match state(tree, textarea).and_then(|s| s.dirty_value.as_deref()) {
        Some(v) => v.to_owned(),
        None => tree.child_text_content(textarea),
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-textarea-api-value :
/// the raw value with CRLF and CR normalized to LF.
pub fn textarea_api_value(tree: &Tree, textarea: NodeId) -> String {
    textarea_raw_value(tree, textarea)
        .replace("\r\n", "\n")
        .replace('\r', "\n")
}

/// The `value` IDL attribute getter of a form control:
/// `input` (per value mode), `textarea` (API value), `select`, `option`,
/// `button`, `output` (descendant text content), `""` for others.
pub fn value(tree: &Tree, element: NodeId) -> String {
    match html_name(tree, element) {
        Some("input") => match input_type(tree, element).map(InputType::value_mode) {
            Some(ValueMode::Value) => input_element_value(tree, element),
            Some(ValueMode::Default) => attribute(tree, element, "value").unwrap_or_default(),
            Some(ValueMode::DefaultOn) => {
                attribute(tree, element, "value").unwrap_or_else(|| "on".to_owned())
            }
            // No file chooser: a file input never has selected files.
            Some(ValueMode::Filename) | None => String::new(),
        },
        Some("textarea") => textarea_api_value(tree, element),
        Some("select") => select::select_value(tree, element),
        Some("option") => select::option_value(tree, element),
        Some("button" | "data" | "li" | "param") => {
            attribute(tree, element, "value").unwrap_or_default()
        }
        Some("output") => tree.descendant_text_content(element),
        _ => String::new(),
    }
}

/// The `value` IDL attribute setter (script, not a user edit).
///
/// - `input`, value mode: value := new value, dirty value flag set, value
///   sanitization; default modes set the `value` attribute; filename mode
///   accepts only `""` (an `InvalidStateError` otherwise).
/// - `textarea`: raw value := new value, dirty value flag set.
/// - `select`: the first option with that value is selected.
/// - `option`, `button`: the `value` attribute.
/// - `output`: the default value override is kept, then the children are
///   replaced by the text.
pub fn set_value(tree: &mut Tree, element: NodeId, new_value: &str) -> Result<(), FormsError> {
    match html_name(tree, element) {
        Some("input") => match input_type(tree, element).map(InputType::value_mode) {
            Some(ValueMode::Value) => {
                // 1. Let oldValue be the element's value.
                let old_value = input_element_value(tree, element);
                // 2-4. Set the value, the dirty value flag, and sanitize.
                let sanitized = sanitize_input_value(tree, element, new_value);
                let changed = sanitized != old_value;
                if let Some(s) = state_mut(tree, element) {
                    s.dirty_value = Some(sanitized);
                    s.last_changed_by_user = false;
                    s.bad_input = false;
                }
                // 5. If the value differs from oldValue, move the text entry
                //    cursor to the end, unselecting, direction "none".
                if changed {
                    selection::move_cursor_to_end(tree, element);
                }
                Ok(())
            }
            Some(ValueMode::Default | ValueMode::DefaultOn) => {
                Ok(tree.set_attribute(element, "value", new_value)?)
            }
            Some(ValueMode::Filename) | None => {
                if new_value.is_empty() {
                    Ok(())
                } else {
                    Err(FormsError::InvalidState("This input element accepts a filename, which may only be programmatically set to the empty string.".into()))
                }
            }
        },
        Some("textarea") => {
            // https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-value
            // 1. Let oldAPIValue be this element's API value.
            let old_api_value = textarea_api_value(tree, element);
            // 2-3. Set the raw value to the new value, the dirty value flag.
            if let Some(s) = state_mut(tree, element) {
                s.dirty_value = Some(new_value.to_owned());
                s.last_changed_by_user = false;
            }
            // 4. If the new API value differs from oldAPIValue, move the
            //    text entry cursor to the end, unselecting, direction "none".
            if textarea_api_value(tree, element) != old_api_value {
                selection::move_cursor_to_end(tree, element);
            }
            Ok(())
        }
        Some("select") => {
            select::set_select_value(tree, element, new_value);
            Ok(())
        }
        Some("option" | "button" | "data" | "li" | "param") => {
            Ok(tree.set_attribute(element, "value", new_value)?)
        }
        Some("output") => {
            // 1. If the default value override is null, set it to the
            //    element's descendant text content.
            let current = tree.descendant_text_content(element);
            if let Some(s) = state_mut(tree, element) {
                if s.dirty_value.is_none() {
                    s.dirty_value = Some(current);
                }
            }
            // 2. String replace all with the given value within this element.
            Ok(tree.string_replace_all(new_value, element)?)
        }
        _ => Ok(()),
    }
}

/// The `defaultValue` IDL attribute getter: the `value` attribute of
/// `input`, the child text content of `textarea`, the default value of
/// `output` (its override, or else its descendant text content).
pub fn default_value(tree: &Tree, element: NodeId) -> String {
    match html_name(tree, element) {
        Some("textarea") => tree.child_text_content(element),
        Some("output") => match state(tree, element).and_then(|s| s.dirty_value.clone()) {
            Some(v) => v,
            None => tree.descendant_text_content(element),
        },
        _ => attribute(tree, element, "value").unwrap_or_default(),
    }
}

/// The `defaultValue` IDL attribute setter.
pub fn set_default_value(
    tree: &mut Tree,
    element: NodeId,
    new_value: &str,
) -> Result<(), FormsError> {
    match html_name(tree, element) {
        Some("textarea") => Ok(tree.string_replace_all(new_value, element)?),
        Some("output") => {
            // If the default value override is null, string replace all;
            // otherwise set the override.
            match state(tree, element).and_then(|s| s.dirty_value.clone()) {
                None => Ok(tree.string_replace_all(new_value, element)?),
                Some(_) => {
                    if let Some(s) = state_mut(tree, element) {
                        s.dirty_value = Some(new_value.to_owned());
                    }
                    Ok(())
                }
            }
        }
        _ => Ok(tree.set_attribute(element, "value", new_value)?),
    }
}

/// The `textLength` IDL attribute of `textarea`: the API value's length in
/// UTF-16 code units.
pub fn text_length(tree: &Tree, textarea: NodeId) -> usize {
    textarea_api_value(tree, textarea).encode_utf16().count()
}
