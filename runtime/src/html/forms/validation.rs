//! Constraint validation
//! (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constraints).
//!
//! The caller fires the `invalid` events: [`check_validity`] and
//! [`invalid_controls`] only say which elements fail.

use crate::dom::{NodeId, Tree};

use super::control::{checked, custom_validity, last_changed_by_user, state};
use super::disabled::{is_disabled_form_control, is_mutable, is_readonly};
use super::form_owner::{
    button_type, has_datalist_ancestor, html_name, input_type, is_html, is_submittable,
    radio_button_group, submittable_elements, ButtonType,
};
use super::input_type::{InputAttribute, InputType};
use super::messages;
use super::numbers::{parse_non_negative_integer, Decimal};
use super::numeric::{allowed_value_step, maximum, minimum, step_base};
use super::select::{placeholder_label_option, selected_options};
use super::value::{textarea_api_value, value};

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validitystate
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ValidityState {
    pub value_missing: bool,
    pub type_mismatch: bool,
    pub pattern_mismatch: bool,
    pub too_long: bool,
    pub too_short: bool,
    pub range_underflow: bool,
    pub range_overflow: bool,
    pub step_mismatch: bool,
    pub bad_input: bool,
    pub custom_error: bool,
}

impl ValidityState {
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-validitystate-valid
    pub fn valid(&self) -> bool {
        *self == ValidityState::default()
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#barred-from-constraint-validation
pub fn is_barred(tree: &Tree, element: NodeId) -> bool {
    // Disabled, read-only, in a datalist.
    if is_disabled_form_control(tree, element)
        || is_readonly(tree, element)
        || has_datalist_ancestor(tree, element)
    {
        return true;
    }
    // input type=hidden, reset, button; button type=reset, button.
    matches!(
        input_type(tree, element),
        Some(InputType::Hidden | InputType::Reset | InputType::Button)
    ) || matches!(
        button_type(tree, element),
        Some(ButtonType::Reset | ButtonType::Button)
    )
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#candidate-for-constraint-validation
/// (the `willValidate` IDL attribute): a submittable element not barred.
pub fn will_validate(tree: &Tree, element: NodeId) -> bool {
    is_submittable(tree, element) && !is_barred(tree, element)
}

/// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
/// (ASCII only: Chromium 156 rejects `a@bücher.de` too).
pub fn is_valid_email(address: &str) -> bool {
    let Some((local, domain)) = address.split_once('@') else {
        return false;
    };
    if local.is_empty() || !local.chars().all(is_email_local_char) {
        return false;
    }
    !domain.is_empty()
        && domain.split('.').all(|label| {
            let b = label.as_bytes();
            !b.is_empty()
                && b.len() <= 63
                && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
                && b[0] != b'-'
                && b[b.len() - 1] != b'-'
        })
}

/// The characters HTML allows in the local part of an e-mail address.
pub fn is_email_local_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || ".!#$%&'*+/=?^_`{|}~-".contains(c)
}

/// https://html.spec.whatwg.org/multipage/input.html#compiled-pattern-regular-expression :
/// the `pattern` attribute compiled with the `v` flag, anchored (`None`
/// when there is none, or it does not compile — then it is ignored).
pub fn compiled_pattern(tree: &Tree, element: NodeId) -> Option<regress::Regex> {
    let pattern = tree.element(element)?.plain_attribute("pattern")?;
    let flags = regress::Flags {
        unicode_sets: true,
        ..regress::Flags::default()
    };
    // 3-4. RegExpCreate(pattern, "v"); if that throws, there is none.
    regress::Regex::with_flags(pattern, flags).ok()?;
    // 5-6. The anchored pattern "^(?:" + pattern + ")$".
    regress::Regex::with_flags(&format!("^(?:{pattern})$"), flags).ok()
}

/// Whether the pattern attribute compiles (with the `v` flag).
pub fn pattern_compiles(pattern: &str) -> bool {
    regress::Regex::with_flags(
        pattern,
        regress::Flags {
            unicode_sets: true,
            ..regress::Flags::default()
        },
    )
    .is_ok()
}

fn code_units(s: &str) -> usize {
    s.encode_utf16().count()
}

fn length_limit(tree: &Tree, element: NodeId, name: &str) -> Option<usize> {
    let v = tree.element(element)?.plain_attribute(name)?;
    parse_non_negative_integer(v).and_then(|n| usize::try_from(n).ok())
}

/// Chromium's step mismatch test: the distance from the step base is not a
/// whole number of steps, within a relative tolerance of step/2^24 (float
/// rounding in `0.1 × 3` is not a mismatch); values more than 2^53 steps
/// away never mismatch.
fn is_step_mismatch(n: f64, base: f64, step: f64) -> bool {
    let distance = (n - base).abs();
    if !distance.is_finite() || distance / 2f64.powi(53) > step {
        return false;
    }
    let remainder = (distance - step * (distance / step).round()).abs();
    let acceptable = step / 2f64.powi(24);
    acceptable < remainder && remainder < step - acceptable
}

fn input_validity(tree: &Tree, input: NodeId, t: InputType) -> ValidityState {
    let mut v = ValidityState::default();
    let e = tree.element(input);
    let has = |name: &str| e.is_some_and(|e| e.plain_attribute(name).is_some());
    let val = value(tree, input);
    let required = has("required") && t.applies(InputAttribute::Required);
    // valueMissing
    v.value_missing = match t {
        InputType::Checkbox => required && !checked(tree, input),
        InputType::Radio => {
            let group = radio_button_group(tree, input);
            let any_required = group.iter().any(|r| {
                tree.element(*r)
                    .is_some_and(|e| e.plain_attribute("required").is_some())
            });
            any_required && !group.iter().any(|r| checked(tree, *r))
        }
        // No file chooser: a required file input has no selected files.
        InputType::File => required,
        _ => required && is_mutable(tree, input) && val.is_empty(),
    };
    if !val.is_empty() {
        let multiple = has("multiple");
        // typeMismatch
        v.type_mismatch = match t {
            InputType::Email if multiple => val.split(',').any(|a| !is_valid_email(a)),
            InputType::Email => !is_valid_email(&val),
            InputType::Url => url::Url::parse(&val).is_err(),
            _ => false,
        };
        // patternMismatch
        if t.applies(InputAttribute::Pattern) {
            if let Some(re) = compiled_pattern(tree, input) {
                let matches = |s: &str| re.find(s).is_some();
                v.pattern_mismatch = if t == InputType::Email && multiple {
                    !val.split(',').all(matches)
                } else {
                    !matches(&val)
                };
            }
        }
        // tooLong / tooShort: only for a value last changed by a user edit.
        if t.applies(InputAttribute::MinMaxLength) && last_changed_by_user(tree, input) {
            let len = code_units(&val);
            v.too_long = length_limit(tree, input, "maxlength").is_some_and(|m| len > m);
            v.too_short = length_limit(tree, input, "minlength").is_some_and(|m| len < m);
        }
        // rangeUnderflow / rangeOverflow / stepMismatch
        if t.applies(InputAttribute::MinMax) {
            if let Some(n) = t.string_to_number(&val) {
                let (min, max) = (minimum(tree, input), maximum(tree, input));
                match (min, max) {
                    // A time input with max < min has a reversed range: only
                    // values between max and min are out of range.
                    (Some(lo), Some(hi)) if t == InputType::Time && hi < lo => {
                        let out = n > hi && n < lo;
                        v.range_underflow = out;
                        v.range_overflow = out;
                    }
                    _ => {
                        v.range_underflow = min.is_some_and(|lo| n < lo);
                        v.range_overflow = max.is_some_and(|hi| n > hi);
                    }
                }
                if let Some(step) = allowed_value_step(tree, input) {
                    v.step_mismatch = is_step_mismatch(n, step_base(tree, input), step);
                }
            }
        }
    }
    v.bad_input = state(tree, input).is_some_and(|s| s.bad_input);
    v
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validity :
/// the validity states of `element` (all false for non-candidates other
/// than a custom error).
pub fn validity(tree: &Tree, element: NodeId) -> ValidityState {
    let mut v = match html_name(tree, element) {
        Some("input") => input_type(tree, element)
            .map(|t| input_validity(tree, element, t))
            .unwrap_or_default(),
        Some("textarea") => {
            let api = textarea_api_value(tree, element);
            let required = tree
                .element(element)
                .is_some_and(|e| e.plain_attribute("required").is_some());
            let mut v = ValidityState {
                value_missing: required && is_mutable(tree, element) && api.is_empty(),
                ..ValidityState::default()
            };
            if !api.is_empty() && last_changed_by_user(tree, element) {
                let len = code_units(&api);
                v.too_long = length_limit(tree, element, "maxlength").is_some_and(|m| len > m);
                v.too_short = length_limit(tree, element, "minlength").is_some_and(|m| len < m);
            }
            v
        }
        Some("select") => {
            let required = tree
                .element(element)
                .is_some_and(|e| e.plain_attribute("required").is_some());
            let selected = selected_options(tree, element);
            let placeholder = placeholder_label_option(tree, element);
            let missing =
                selected.is_empty() || (selected.len() == 1 && Some(selected[0]) == placeholder);
            ValidityState {
                value_missing: required && missing,
                ..ValidityState::default()
            }
        }
        _ => ValidityState::default(),
    };
    v.custom_error = !custom_validity(tree, element).is_empty();
    v
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fv-valid :
/// a candidate that satisfies its constraints.
pub fn satisfies_constraints(tree: &Tree, element: NodeId) -> bool {
    validity(tree, element).valid()
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-checkvalidity :
/// `true` when the element is not a candidate or satisfies its constraints.
/// On `false` the caller fires a cancelable `invalid` event at the element.
pub fn check_validity(tree: &Tree, element: NodeId) -> bool {
    !will_validate(tree, element) || satisfies_constraints(tree, element)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#statically-validate-the-constraints
/// steps 1-4: the submittable elements of `form` that are candidates and
/// fail their constraints, in tree order (the caller fires `invalid` at each
/// and keeps those whose event was not canceled).
pub fn invalid_controls(tree: &Tree, form: NodeId) -> Vec<NodeId> {
    submittable_elements(tree, form)
        .into_iter()
        .filter(|e| will_validate(tree, *e) && !satisfies_constraints(tree, *e))
        .collect()
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validationmessage :
/// the message Chromium 156 shows for the first failing state, `""` when the
/// element is not a candidate or is valid.
pub fn validation_message(tree: &Tree, element: NodeId) -> String {
    if !will_validate(tree, element) {
        return String::new();
    }
    let v = validity(tree, element);
    if v.custom_error {
        return custom_validity(tree, element).to_owned();
    }
    let t = input_type(tree, element);
    if v.value_missing {
        return match (html_name(tree, element), t) {
            (Some("select"), _) => messages::VALUE_MISSING_SELECT,
            (_, Some(InputType::Checkbox)) => messages::VALUE_MISSING_CHECKBOX,
            (_, Some(InputType::Radio)) => messages::VALUE_MISSING_RADIO,
            (_, Some(InputType::File)) => messages::VALUE_MISSING_FILE,
            _ => messages::VALUE_MISSING,
        }
        .to_owned();
    }
    let val = value(tree, element);
    if v.bad_input {
        return match t {
            Some(InputType::Number) => messages::BAD_INPUT_NUMBER,
            _ => messages::BAD_INPUT_DATE,
        }
        .to_owned();
    }
    if v.type_mismatch {
        return match t {
            Some(InputType::Email) => val.split(',').find_map(messages::email_mismatch),
            _ => None,
        }
        .unwrap_or_else(|| {
            if t == Some(InputType::Email) {
                messages::TYPE_MISMATCH_EMAIL
            } else {
                messages::TYPE_MISMATCH_URL
            }
            .to_owned()
        });
    }
    if v.pattern_mismatch {
        return messages::PATTERN_MISMATCH.to_owned();
    }
    let text = if is_html(tree, element, "textarea") {
        textarea_api_value(tree, element)
    } else {
        val.clone()
    };
    if v.too_long {
        return messages::too_long(
            length_limit(tree, element, "maxlength").unwrap_or(0),
            code_units(&text),
        );
    }
    if v.too_short {
        return messages::too_short(
            length_limit(tree, element, "minlength").unwrap_or(0),
            code_units(&text),
        );
    }
    let Some(t) = t else { return String::new() };
    let attr_decimal = |name: &str| {
        tree.element(element)
            .and_then(|e| e.plain_attribute(name))
            .and_then(Decimal::from_number_string)
    };
    if v.range_underflow && v.range_overflow {
        // A time input with a reversed range (max < min).
        let low = messages::localize(
            t,
            minimum(tree, element).unwrap_or(0.0),
            attr_decimal("min"),
        );
        let high = messages::localize(
            t,
            maximum(tree, element).unwrap_or(0.0),
            attr_decimal("max"),
        );
        return messages::reversed_range(&low, &high);
    }
    if v.range_underflow {
        let bound = messages::localize(
            t,
            minimum(tree, element).unwrap_or(0.0),
            attr_decimal("min"),
        );
        return messages::range_underflow(t, &bound);
    }
    if v.range_overflow {
        let bound = messages::localize(
            t,
            maximum(tree, element).unwrap_or(0.0),
            attr_decimal("max"),
        );
        return messages::range_overflow(t, &bound);
    }
    if v.step_mismatch {
        if let (Some(n), Some(step)) = (t.string_to_number(&val), allowed_value_step(tree, element))
        {
            return step_mismatch_message(tree, element, t, n, step);
        }
    }
    String::new()
}

/// The two allowed values nearest to `n` (Chromium: the value rounded to a
/// step within the range, and the step on its other side).
fn step_mismatch_message(tree: &Tree, element: NodeId, t: InputType, n: f64, step: f64) -> String {
    let base = step_base(tree, element);
    let lo = minimum(tree, element).unwrap_or(f64::MIN);
    let hi = maximum(tree, element).unwrap_or(f64::MAX);
    let in_range = n.clamp(lo.min(hi), hi.max(lo));
    let k = ((in_range - base) / step).round();
    let rounded = base + k * step;
    let mut first = if rounded > hi {
        rounded - step
    } else if rounded < lo {
        rounded + step
    } else {
        rounded
    };
    if first < lo || first > hi {
        first = in_range;
    }
    let second = if first < n {
        first + step
    } else {
        first - step
    };
    let show = |x: f64| messages::localize(t, x, None);
    if !second.is_finite() || second < lo || second > hi {
        return messages::step_mismatch(&show(first), None);
    }
    let (a, b) = if first < second {
        (first, second)
    } else {
        (second, first)
    };
    messages::step_mismatch(&show(a), Some(&show(b)))
}

/// `:valid` for a `form` or `fieldset`: none of its candidates fail (a form:
/// the elements it owns; a fieldset: its descendants).
pub fn is_valid_group(tree: &Tree, element: NodeId) -> bool {
    if is_html(tree, element, "form") {
        return invalid_controls(tree, element).is_empty();
    }
    tree.descendants(element)
        .all(|d| !will_validate(tree, d) || satisfies_constraints(tree, d))
}
