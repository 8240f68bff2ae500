//! What the form pseudo-classes match
//! (https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes),
//! for selector matching (`dom::select`) to call.

use crate::dom::select::FormPseudoClass;
use crate::dom::{NodeId, Tree};

use super::control::{checked, indeterminate, user_validity};
use super::disabled::{is_actually_disabled, is_mutable};
use super::form_owner::{
    default_button, form_owner, html_name, input_type, is_html, radio_button_group,
};
use super::input_type::{strip_newlines, InputAttribute, InputType};
use super::select::selectedness;
use super::validation::{is_valid_group, satisfies_constraints, validity, will_validate};
use super::value::value;

/// `:checked`: checkboxes and radio buttons whose checkedness is true, and
/// options whose selectedness is true.
pub fn is_checked(tree: &Tree, element: NodeId) -> bool {
    match html_name(tree, element) {
        Some("input") => {
            matches!(
                input_type(tree, element),
                Some(InputType::Checkbox | InputType::Radio)
            ) && checked(tree, element)
        }
        Some("option") => selectedness(tree, element),
        _ => false,
    }
}

/// `:indeterminate`: a checkbox whose `indeterminate` IDL attribute is true,
/// a radio button whose group has no checked button, a `progress` without
/// a `value` attribute.
pub fn is_indeterminate(tree: &Tree, element: NodeId) -> bool {
    match input_type(tree, element) {
        Some(InputType::Checkbox) => indeterminate(tree, element),
        Some(InputType::Radio) => !radio_button_group(tree, element)
            .iter()
            .any(|r| checked(tree, *r)),
        Some(_) => false,
        None => {
            is_html(tree, element, "progress")
                && tree
                    .element(element)
                    .is_some_and(|e| e.plain_attribute("value").is_none())
        }
    }
}

/// `:disabled`: elements that are actually disabled.
pub fn is_disabled(tree: &Tree, element: NodeId) -> bool {
    is_actually_disabled(tree, element)
}

/// `:enabled`: `button`, `input`, `select`, `textarea`, `optgroup`,
/// `option` and `fieldset` elements that are not actually disabled.
pub fn is_enabled(tree: &Tree, element: NodeId) -> bool {
    matches!(
        html_name(tree, element),
        Some("button" | "input" | "select" | "textarea" | "optgroup" | "option" | "fieldset")
    ) && !is_actually_disabled(tree, element)
}

/// `:required`: `input` (where `required` applies), `select` and `textarea`
/// elements with a `required` attribute.
pub fn is_required(tree: &Tree, element: NodeId) -> bool {
    let has = tree
        .element(element)
        .is_some_and(|e| e.plain_attribute("required").is_some());
    match html_name(tree, element) {
        Some("input") => {
            has && input_type(tree, element).is_some_and(|t| t.applies(InputAttribute::Required))
        }
        Some("select" | "textarea") => has,
        _ => false,
    }
}

/// `:optional`: `input`, `select` and `textarea` elements that are not required.
pub fn is_optional(tree: &Tree, element: NodeId) -> bool {
    matches!(
        html_name(tree, element),
        Some("input" | "select" | "textarea")
    ) && !is_required(tree, element)
}

/// `:valid`: candidates that satisfy their constraints, forms and fieldsets
/// without such a candidate that fails.
pub fn is_valid(tree: &Tree, element: NodeId) -> bool {
    match html_name(tree, element) {
        Some("form" | "fieldset") => is_valid_group(tree, element),
        _ => will_validate(tree, element) && satisfies_constraints(tree, element),
    }
}

/// `:invalid`: candidates that fail their constraints, forms and fieldsets
/// with such a candidate.
pub fn is_invalid(tree: &Tree, element: NodeId) -> bool {
    match html_name(tree, element) {
        Some("form" | "fieldset") => !is_valid_group(tree, element),
        _ => will_validate(tree, element) && !satisfies_constraints(tree, element),
    }
}

/// `:user-valid`: `:valid` candidates whose user validity is true.
pub fn is_user_valid(tree: &Tree, element: NodeId) -> bool {
    user_validity(tree, element)
        && will_validate(tree, element)
        && satisfies_constraints(tree, element)
}

/// `:user-invalid`: `:invalid` candidates whose user validity is true.
pub fn is_user_invalid(tree: &Tree, element: NodeId) -> bool {
    user_validity(tree, element)
        && will_validate(tree, element)
        && !satisfies_constraints(tree, element)
}

/// `:in-range`: candidates with a minimum or maximum and neither overflow
/// nor underflow.
pub fn is_in_range(tree: &Tree, element: NodeId) -> bool {
    has_range(tree, element) && will_validate(tree, element) && {
        let v = validity(tree, element);
        !v.range_underflow && !v.range_overflow
    }
}

/// `:out-of-range`: candidates with a range that underflow or overflow.
pub fn is_out_of_range(tree: &Tree, element: NodeId) -> bool {
    has_range(tree, element) && will_validate(tree, element) && {
        let v = validity(tree, element);
        v.range_underflow || v.range_overflow
    }
}

fn has_range(tree: &Tree, element: NodeId) -> bool {
    input_type(tree, element).is_some_and(|t| t.applies(InputAttribute::MinMax))
        && (super::numeric::minimum(tree, element).is_some()
            || super::numeric::maximum(tree, element).is_some())
}

/// `:read-write`: mutable text-entry controls (`input` where `readonly`
/// applies, and `textarea`). (Editing hosts are not modelled.)
pub fn is_read_write(tree: &Tree, element: NodeId) -> bool {
    let applies = match input_type(tree, element) {
        Some(t) => t.applies(InputAttribute::Readonly),
        None => is_html(tree, element, "textarea"),
    };
    applies && is_mutable(tree, element)
}

/// `:read-only`: every element that is not `:read-write`.
pub fn is_read_only(tree: &Tree, element: NodeId) -> bool {
    tree.element(element).is_some() && !is_read_write(tree, element)
}

/// `:placeholder-shown`: an `input` (where `placeholder` applies) or
/// `textarea` whose placeholder, without line breaks, is not empty and whose
/// value is empty.
pub fn placeholder_shown(tree: &Tree, element: NodeId) -> bool {
    let applies = match input_type(tree, element) {
        Some(t) => t.applies(InputAttribute::Placeholder),
        None => is_html(tree, element, "textarea"),
    };
    let placeholder = tree
        .element(element)
        .and_then(|e| e.plain_attribute("placeholder"));
    applies
        && placeholder.is_some_and(|p| !strip_newlines(p).is_empty())
        && value(tree, element).is_empty()
}

/// `:default`: the default button of its form, checkboxes and radio buttons
/// with a `checked` attribute, options with a `selected` attribute.
pub fn is_default(tree: &Tree, element: NodeId) -> bool {
    let has = |n: &str| {
        tree.element(element)
            .is_some_and(|e| e.plain_attribute(n).is_some())
    };
    match html_name(tree, element) {
        Some("option") => has("selected"),
        Some("input")
            if matches!(
                input_type(tree, element),
                Some(InputType::Checkbox | InputType::Radio)
            ) =>
        {
            has("checked")
        }
        Some("input" | "button") => {
            form_owner(tree, element).is_some_and(|f| default_button(tree, f) == Some(element))
        }
        _ => false,
    }
}

/// The tree hook selector matching calls for a form pseudo-class.
pub fn matches(tree: &Tree, element: NodeId, pc: FormPseudoClass) -> bool {
    match pc {
        // The engine never autofills a control.
        FormPseudoClass::Autofill => false,
        FormPseudoClass::Checked => is_checked(tree, element),
        FormPseudoClass::Default => is_default(tree, element),
        FormPseudoClass::Disabled => is_disabled(tree, element),
        FormPseudoClass::Enabled => is_enabled(tree, element),
        FormPseudoClass::InRange => is_in_range(tree, element),
        FormPseudoClass::Indeterminate => is_indeterminate(tree, element),
        FormPseudoClass::Invalid => is_invalid(tree, element),
        FormPseudoClass::Optional => is_optional(tree, element),
        FormPseudoClass::OutOfRange => is_out_of_range(tree, element),
        FormPseudoClass::PlaceholderShown => placeholder_shown(tree, element),
        FormPseudoClass::ReadOnly => is_read_only(tree, element),
        FormPseudoClass::ReadWrite => is_read_write(tree, element),
        FormPseudoClass::Required => is_required(tree, element),
        FormPseudoClass::UserInvalid => is_user_invalid(tree, element),
        FormPseudoClass::UserValid => is_user_valid(tree, element),
        FormPseudoClass::Valid => is_valid(tree, element),
    }
}
