//! `min`, `max` and `step` of the numeric and date `input` types
//! (https://html.spec.whatwg.org/multipage/input.html#the-min-and-max-attributes,
//! https://html.spec.whatwg.org/multipage/input.html#the-step-attribute),
//! `valueAsNumber`, `valueAsDate`, `stepUp()` and `stepDown()`.
//!
//! Choice (Chromium 156): `min`, `max`, `step` and the step base's `value`
//! are read with the strict syntax of a valid floating-point number (or
//! the date/time syntax); `min=" 5"` or `step="2abc"` count as absent,
//! where HTML's lenient parsing rules would read 5 and 2.

use crate::dom::{NodeId, Tree};

use super::form_owner::input_type;
use super::input_type::{InputAttribute, InputType};
use super::numbers::Decimal;
use super::value::{set_value, value};
use super::FormsError;

fn attribute<'a>(tree: &'a Tree, input: NodeId, name: &str) -> Option<&'a str> {
    tree.element(input)?.plain_attribute(name)
}

fn numeric_type(tree: &Tree, input: NodeId) -> Option<InputType> {
    input_type(tree, input).filter(|t| t.applies(InputAttribute::MinMax))
}

/// https://html.spec.whatwg.org/multipage/input.html#concept-input-min :
/// the `min` attribute converted by the type, or the type's default
/// minimum (0 for range).
pub fn minimum(tree: &Tree, input: NodeId) -> Option<f64> {
    let t = numeric_type(tree, input)?;
    attribute(tree, input, "min")
        .and_then(|v| t.string_to_number(v))
        .or((t == InputType::Range).then_some(0.0))
}

/// https://html.spec.whatwg.org/multipage/input.html#concept-input-max :
/// the `max` attribute converted by the type, or the type's default
/// maximum (100 for range, where a maximum below the minimum is the minimum).
pub fn maximum(tree: &Tree, input: NodeId) -> Option<f64> {
    let t = numeric_type(tree, input)?;
    let max = attribute(tree, input, "max")
        .and_then(|v| t.string_to_number(v))
        .or((t == InputType::Range).then_some(100.0));
    if t == InputType::Range {
        let min = minimum(tree, input).unwrap_or(0.0);
        return max.map(|m| if m < min { min } else { m });
    }
    max
}

/// The result of parsing the `step` attribute.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// `step="any"`: no allowed value step.
    Any,
    /// The allowed value step, already multiplied by the step scale factor.
    Value(f64),
}

/// https://html.spec.whatwg.org/multipage/input.html#concept-input-step :
/// the allowed value step (`None` for `step="any"` and for types without
/// steps).
pub fn allowed_value_step(tree: &Tree, input: NodeId) -> Option<f64> {
    match step(tree, input)? {
        Step::Any => None,
        Step::Value(v) => Some(v),
    }
}

/// The `step` attribute parsed: `any`, or the allowed value step (the
/// default step when the attribute is missing, invalid, zero or negative).
pub fn step(tree: &Tree, input: NodeId) -> Option<Step> {
    let t = numeric_type(tree, input)?;
    let p = t.step_parameters()?;
    let default = p.default_step * p.scale;
    let Some(raw) = attribute(tree, input, "step") else {
        return Some(Step::Value(default));
    };
    if raw.eq_ignore_ascii_case("any") {
        return Some(Step::Any);
    }
    match super::numbers::parse_valid_floating_point_number(raw).filter(|s| *s > 0.0) {
        Some(mut s) => {
            if p.integer_step {
                // Date, month, week: whole days, months, weeks (at least one).
                s = s.round().max(1.0);
            }
            Some(Step::Value(s * p.scale))
        }
        None => Some(Step::Value(default)),
    }
}

/// https://html.spec.whatwg.org/multipage/input.html#concept-input-min-zero :
/// the step base — `min`, else the `value` attribute, else the type's
/// default step base.
pub fn step_base(tree: &Tree, input: NodeId) -> f64 {
    let Some(t) = numeric_type(tree, input) else {
        return 0.0;
    };
    for name in ["min", "value"] {
        if let Some(n) = attribute(tree, input, name).and_then(|v| t.string_to_number(v)) {
            return n;
        }
    }
    t.step_parameters().map_or(0.0, |p| p.default_base)
}

/// Number and range: whether the step base is an integral multiple of the
/// allowed value step, computed exactly in decimal from the attributes
/// (`min="0.3" step="0.1"` is; binary floating point says it is not).
/// `None` when there is no allowed value step.
pub fn step_base_is_multiple_of_step(tree: &Tree, input: NodeId) -> Option<bool> {
    let t = numeric_type(tree, input)?;
    if !matches!(t, InputType::Number | InputType::Range) {
        return None;
    }
    let step = match step(tree, input)? {
        Step::Any => return None,
        Step::Value(_) => attribute(tree, input, "step")
            .and_then(Decimal::from_number_string)
            .filter(|d| !d.negative && !d.is_zero())
            .unwrap_or(Decimal {
                negative: false,
                coefficient: 1,
                exponent: 0,
            }),
    };
    let base = ["min", "value"]
        .iter()
        .find_map(|n| attribute(tree, input, n).and_then(Decimal::from_number_string))
        .unwrap_or(Decimal {
            negative: false,
            coefficient: 0,
            exponent: 0,
        });
    Some(base.is_multiple_of(&step))
}

/// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber (getter):
/// NaN when it does not apply or the value does not convert.
pub fn value_as_number(tree: &Tree, input: NodeId) -> f64 {
    match numeric_type(tree, input) {
        Some(t) => t.string_to_number(&value(tree, input)).unwrap_or(f64::NAN),
        None => f64::NAN,
    }
}

/// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber (setter)
pub fn set_value_as_number(tree: &mut Tree, input: NodeId, n: f64) -> Result<(), FormsError> {
    // 1. If valueAsNumber does not apply, throw an "InvalidStateError".
    let Some(t) = numeric_type(tree, input) else {
        return Err(FormsError::InvalidState(
            "This input element does not support Number values.".into(),
        ));
    };
    // 2. If the new value is infinite, throw a TypeError.
    if n.is_infinite() {
        return Err(FormsError::Type("The value provided is infinite.".into()));
    }
    // 3. If the new value is NaN, set the value to the empty string.
    // 4. Otherwise, set the value to the number converted to a string (the
    //    empty string when the conversion fails).
    let text = if n.is_nan() {
        String::new()
    } else {
        t.number_to_string(n).unwrap_or_default()
    };
    set_value(tree, input, &text)
}

/// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate (getter):
/// the time value (ms since the epoch, UTC) of the Date to return, or
/// `None` for null.
pub fn value_as_date(tree: &Tree, input: NodeId) -> Option<f64> {
    let t = input_type(tree, input).filter(|t| t.has_value_as_date())?;
    t.string_to_date_ms(&value(tree, input))
}

/// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate (setter):
/// `None` is null; a Date's time value otherwise (NaN for an invalid Date).
pub fn set_value_as_date(
    tree: &mut Tree,
    input: NodeId,
    date: Option<f64>,
) -> Result<(), FormsError> {
    let Some(t) = input_type(tree, input).filter(|t| t.has_value_as_date()) else {
        return Err(FormsError::InvalidState(
            "This input element does not support Date values.".into(),
        ));
    };
    let text = match date {
        Some(ms) if ms.is_finite() => t.date_ms_to_string(ms).unwrap_or_default(),
        _ => String::new(),
    };
    set_value(tree, input, &text)
}

/// https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup and
/// `stepDown()` (`up` false): move the value by `n` allowed value steps.
pub fn step_up(tree: &mut Tree, input: NodeId, n: i64, up: bool) -> Result<(), FormsError> {
    // 1. If the methods do not apply, throw an "InvalidStateError".
    let Some(t) = numeric_type(tree, input) else {
        return Err(FormsError::InvalidState(
            "This form element is not steppable.".into(),
        ));
    };
    // 2. If the element has no allowed value step, throw an "InvalidStateError".
    let Some(step) = allowed_value_step(tree, input) else {
        return Err(FormsError::InvalidState(
            "This form element does not have an allowed value step.".into(),
        ));
    };
    let (min, max) = (minimum(tree, input), maximum(tree, input));
    let base = step_base(tree, input);
    // 3. If min > max, return.
    if let (Some(lo), Some(hi)) = (min, max) {
        if lo > hi {
            return Ok(());
        }
        // 4. If no value in [min, max] is on a step, return.
        let first = base + ((lo - base) / step).ceil() * step;
        if first > hi {
            return Ok(());
        }
    }
    // 5. The value as a number, or zero.
    let parsed = t.string_to_number(&value(tree, input));
    let was_a_number = parsed.is_some();
    let mut v = parsed.unwrap_or(0.0);
    // 6. Let valueBeforeStepping be value.
    let before = v;
    let k = (v - base) / step;
    if (k - k.round()).abs() > 1e-9 {
        // 7. Not on a step: the nearest step below (stepDown) or above (stepUp).
        v = base + if up { k.ceil() } else { k.floor() } * step;
    } else {
        // 7. On a step: add (or subtract) n steps.
        let delta = step * n as f64;
        v = base + k.round() * step + if up { delta } else { -delta };
    }
    // 8. Below the minimum: the smallest step value ≥ minimum.
    if let Some(lo) = min {
        if v < lo {
            v = base + ((lo - base) / step).ceil() * step;
        }
    }
    // 9. Above the maximum: the largest step value ≤ maximum.
    if let Some(hi) = max {
        if v > hi {
            v = base + ((hi - base) / step).floor() * step;
        }
    }
    // 10. Stepping the wrong way: return. Only for a value that was a
    //     number: an empty (or unparsable) value steps to the minimum, as in
    //     Firefox and Chromium (whatwg/html#3869, input-stepdown.html).
    if was_a_number && ((up && v < before) || (!up && v > before)) {
        return Ok(());
    }
    // 11-12. Convert to a string and set the value. Numbers are printed as
    // Chromium's decimal arithmetic prints them (0.1 + 0.2 is "0.3").
    let text = match t {
        InputType::Number | InputType::Range => {
            Decimal::from_f64(v).map(|d| d.to_chromium_string())
        }
        _ => t.number_to_string(v),
    };
    set_value(tree, input, &text.unwrap_or_default())
}
