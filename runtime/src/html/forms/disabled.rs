//! Disabled and read-only controls
//! (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#enabling-and-disabling-form-controls:-the-disabled-attribute).

use crate::dom::{NodeId, Tree};

use super::form_owner::{html_name, input_type, is_html};
use super::input_type::InputAttribute;

fn has(tree: &Tree, id: NodeId, attribute: &str) -> bool {
    tree.element(id)
        .is_some_and(|e| e.plain_attribute(attribute).is_some())
}

/// Whether `element` is a descendant of a fieldset with a `disabled`
/// attribute, and not a descendant of that fieldset's first `legend` child.
fn in_disabled_fieldset(tree: &Tree, element: NodeId) -> bool {
    let mut child = element;
    for ancestor in tree.ancestors(element) {
        if is_html(tree, ancestor, "fieldset") && has(tree, ancestor, "disabled") {
            let first_legend = tree
                .element_children(ancestor)
                .find(|c| is_html(tree, *c, "legend"));
            if first_legend != Some(child) {
                return true;
            }
        }
        child = ancestor;
    }
    false
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled :
/// a `button`, `input`, `select` or `textarea` with a `disabled`
/// attribute, or inside a disabled fieldset (except in its first legend).
pub fn is_disabled_form_control(tree: &Tree, element: NodeId) -> bool {
    matches!(
        html_name(tree, element),
        Some("button" | "input" | "select" | "textarea")
    ) && (has(tree, element, "disabled") || in_disabled_fieldset(tree, element))
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-fieldset-disabled
pub fn is_disabled_fieldset(tree: &Tree, fieldset: NodeId) -> bool {
    is_html(tree, fieldset, "fieldset")
        && (has(tree, fieldset, "disabled") || in_disabled_fieldset(tree, fieldset))
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-disabled :
/// an `option` with a `disabled` attribute or a child of a disabled `optgroup`.
pub fn is_option_disabled(tree: &Tree, option: NodeId) -> bool {
    is_html(tree, option, "option")
        && (has(tree, option, "disabled")
            || tree
                .parent(option)
                .is_some_and(|p| is_html(tree, p, "optgroup") && has(tree, p, "disabled")))
}

/// https://html.spec.whatwg.org/multipage/semantics-other.html#concept-element-disabled :
/// "actually disabled" (what `:disabled` matches).
pub fn is_actually_disabled(tree: &Tree, element: NodeId) -> bool {
    match html_name(tree, element) {
        Some("button" | "input" | "select" | "textarea") => is_disabled_form_control(tree, element),
        Some("fieldset") => is_disabled_fieldset(tree, element),
        Some("optgroup") => has(tree, element, "disabled"),
        Some("option") => is_option_disabled(tree, element),
        _ => false,
    }
}

/// Whether the `readonly` attribute is present and applies: `input` of the
/// types it applies to, and `textarea`.
pub fn is_readonly(tree: &Tree, element: NodeId) -> bool {
    if !has(tree, element, "readonly") {
        return false;
    }
    match input_type(tree, element) {
        Some(t) => t.applies(InputAttribute::Readonly),
        None => is_html(tree, element, "textarea"),
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-mutable :
/// neither disabled nor read-only.
pub fn is_mutable(tree: &Tree, element: NodeId) -> bool {
    !is_disabled_form_control(tree, element) && !is_readonly(tree, element)
}
