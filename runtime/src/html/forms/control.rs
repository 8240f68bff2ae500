//! Form control state kept with the element
//! ([`crate::dom::ControlState`] in its `ElementData`):
//! checkedness, the reset algorithm, the cloning steps, custom validity,
//! user validity and user edits.
//!
//! An element without state has the state its attributes give it; every
//! function here that changes state creates it from the attributes first, so
//! the two never disagree.

use crate::dom::{ControlState, ElementData, NodeId, Tree};

use super::form_owner::{
    form_owner, html_name, input_type, is_html, is_resettable, listed_elements, radio_button_group,
};
use super::input_type::{InputType, ValueMode};
use super::select;
use super::value;

/// The state of `element`, created from its attributes on first need.
pub(crate) fn state_mut(tree: &mut Tree, element: NodeId) -> Option<&mut ControlState> {
    let e = tree.element_mut(element)?;
    if e.control.is_none() {
        e.control = Some(Box::new(initial_state(e)));
    }
    e.control.as_deref_mut()
}

/// The state of `element`, if it has one.
pub(crate) fn state(tree: &Tree, element: NodeId) -> Option<&ControlState> {
    tree.element(element)?.control.as_deref()
}

/// The state an element's attributes give it: checkedness from `checked`,
/// selectedness from `selected`, everything else clean.
fn initial_state(e: &ElementData) -> ControlState {
    ControlState {
        checkedness: e.is_html("input") && e.plain_attribute("checked").is_some(),
        selectedness: e.is_html("option") && e.plain_attribute("selected").is_some(),
        ..ControlState::default()
    }
}

/// https://html.spec.whatwg.org/multipage/input.html#concept-fe-checked :
/// the checkedness of an `input` element.
pub fn checked(tree: &Tree, input: NodeId) -> bool {
    match tree.element(input) {
        Some(e) if e.is_html("input") => match &e.control {
            Some(s) => s.checkedness,
            None => e.plain_attribute("checked").is_some(),
        },
        _ => false,
    }
}

/// Whether the dirty checkedness flag is set.
pub fn dirty_checkedness(tree: &Tree, input: NodeId) -> bool {
    state(tree, input).is_some_and(|s| s.dirty_checkedness)
}

/// https://html.spec.whatwg.org/multipage/input.html#dom-input-checked (setter):
/// set the checkedness, set the dirty checkedness flag.
pub fn set_checked(tree: &mut Tree, input: NodeId, value: bool) {
    if !is_html(tree, input, "input") {
        return;
    }
    if let Some(s) = state_mut(tree, input) {
        s.checkedness = value;
        s.dirty_checkedness = true;
    }
    if value {
        uncheck_other_radios(tree, input);
    }
}

/// Set the checkedness without touching the dirty flag (the attribute
/// change steps and the reset algorithm).
pub(crate) fn set_checkedness_clean(tree: &mut Tree, input: NodeId, value: bool) {
    if let Some(s) = state_mut(tree, input) {
        s.checkedness = value;
    }
    if value {
        uncheck_other_radios(tree, input);
    }
}

/// https://html.spec.whatwg.org/multipage/input.html#radio-button-state-(type=radio) :
/// when a radio button's checkedness is (or becomes) true, every other
/// element in its radio button group gets checkedness false.
pub(crate) fn uncheck_other_radios(tree: &mut Tree, input: NodeId) {
    if input_type(tree, input) != Some(InputType::Radio) || !checked(tree, input) {
        return;
    }
    for other in radio_button_group(tree, input) {
        if other != input && checked(tree, other) {
            if let Some(s) = state_mut(tree, other) {
                s.checkedness = false;
            }
        }
    }
}

/// The `indeterminate` IDL attribute of a checkbox (no effect on the value).
pub fn indeterminate(tree: &Tree, input: NodeId) -> bool {
    state(tree, input).is_some_and(|s| s.indeterminate)
}

/// Set the `indeterminate` IDL attribute.
pub fn set_indeterminate(tree: &mut Tree, input: NodeId, value: bool) {
    if is_html(tree, input, "input") {
        if let Some(s) = state_mut(tree, input) {
            s.indeterminate = value;
        }
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#user-validity
pub fn user_validity(tree: &Tree, element: NodeId) -> bool {
    state(tree, element).is_some_and(|s| s.user_validity)
}

/// Set the user validity flag (form submission sets it on every
/// submittable element; a user edit sets it when the user commits).
pub fn set_user_validity(tree: &mut Tree, element: NodeId, value: bool) {
    if matches!(
        html_name(tree, element),
        Some("input" | "select" | "textarea" | "button")
    ) {
        if let Some(s) = state_mut(tree, element) {
            s.user_validity = value;
        }
    }
}

/// The custom validity error message (empty when none).
pub fn custom_validity(tree: &Tree, element: NodeId) -> &str {
    state(tree, element).map_or("", |s| s.custom_validity.as_str())
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-setcustomvalidity
pub fn set_custom_validity(tree: &mut Tree, element: NodeId, message: &str) {
    // 1. Set error to the result of normalizing newlines given error.
    let error = message.replace("\r\n", "\n").replace('\r', "\n");
    // 2. Set the custom validity error message to error.
    if let Some(s) = state_mut(tree, element) {
        s.custom_validity = error;
    }
}

/// Whether the value was last changed by a user edit (rather than by script
/// or by an agent through a declarative tool).
pub fn last_changed_by_user(tree: &Tree, element: NodeId) -> bool {
    state(tree, element).is_some_and(|s| s.last_changed_by_user)
}

/// The user edits the value of an `input` (value mode) or `textarea`, as
/// typing would: the value is set (sanitized), the dirty value flag and the
/// "last changed by a user edit" flag are set. For a number, date or time
/// input, text that does not convert leaves the value empty and the control
/// suffering from bad input. The caller fires `input` (and `change` when the
/// user commits).
pub fn set_value_by_user(
    tree: &mut Tree,
    element: NodeId,
    text: &str,
) -> Result<(), super::FormsError> {
    let t = input_type(tree, element);
    let bad = match t {
        Some(
            t @ (InputType::Number
            | InputType::Date
            | InputType::Month
            | InputType::Week
            | InputType::Time
            | InputType::DateTimeLocal),
        ) => !text.is_empty() && t.sanitize(text, false).is_empty(),
        _ => false,
    };
    value::set_value(tree, element, text)?;
    if let Some(s) = state_mut(tree, element) {
        s.last_changed_by_user = true;
        s.bad_input = bad;
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset-control :
/// the reset algorithm of one resettable element.
pub fn reset_control(tree: &mut Tree, element: NodeId) {
    match html_name(tree, element) {
        // input: user validity, dirty value and dirty checkedness back to
        // false, the value from the value attribute, the checkedness from the
        // checked attribute, no selected files, then sanitization (the value
        // is derived from the attribute while it is not dirty).
        Some("input") => {
            let checked_attr = tree
                .element(element)
                .is_some_and(|e| e.plain_attribute("checked").is_some());
            if let Some(s) = state_mut(tree, element) {
                s.user_validity = false;
                s.dirty_value = None;
                s.dirty_checkedness = false;
                s.last_changed_by_user = false;
                s.bad_input = false;
            }
            set_checkedness_clean(tree, element, checked_attr);
        }
        // textarea: user validity and dirty value back to false; the raw
        // value is the child text content again.
        Some("textarea") => {
            if let Some(s) = state_mut(tree, element) {
                s.user_validity = false;
                s.dirty_value = None;
                s.last_changed_by_user = false;
            }
        }
        // select: user validity false, each option's selectedness from its
        // selected attribute and dirtiness false, then the selectedness
        // setting algorithm.
        Some("select") => {
            if let Some(s) = state_mut(tree, element) {
                s.user_validity = false;
            }
            select::reset_select(tree, element);
        }
        // output: string replace all with the default value, and the default
        // value override back to null.
        Some("output") => {
            let default = value::default_value(tree, element);
            if let Some(s) = state_mut(tree, element) {
                s.dirty_value = None;
            }
            let _ = tree.string_replace_all(&default, element);
        }
        _ => {}
    }
}

/// https://html.spec.whatwg.org/multipage/forms.html#concept-form-reset
/// steps 3-4 (after the `reset` event, which the caller fires and which can
/// cancel the reset): each resettable element whose form owner is `form`
/// runs its reset algorithm, in tree order.
pub fn reset_form(tree: &mut Tree, form: NodeId) {
    for element in listed_elements(tree, form) {
        if is_resettable(tree, element) {
            reset_control(tree, element);
        }
    }
}

/// The state the HTML cloning steps give the copy of `source`: an `input`
/// copies its value, dirty value flag, checkedness and dirty checkedness; a
/// `textarea` its raw value and dirty value flag; an `option` its
/// selectedness and dirtiness. User validity and custom validity are not
/// copied. A DOM clone must set `copy.control` to this.
pub fn cloned_control_state(source: &ElementData) -> Option<Box<ControlState>> {
    let state = source.control.as_deref()?;
    let copy = if source.is_html("input") {
        ControlState {
            dirty_value: state.dirty_value.clone(),
            checkedness: state.checkedness,
            dirty_checkedness: state.dirty_checkedness,
            ..ControlState::default()
        }
    } else if source.is_html("textarea") {
        ControlState {
            dirty_value: state.dirty_value.clone(),
            ..ControlState::default()
        }
    } else if source.is_html("option") {
        ControlState {
            selectedness: state.selectedness,
            dirtiness: state.dirtiness,
            ..ControlState::default()
        }
    } else {
        return None;
    };
    Some(Box::new(copy))
}

/// The value mode of an `input` element's `value` IDL attribute.
pub fn value_mode(tree: &Tree, input: NodeId) -> Option<ValueMode> {
    input_type(tree, input).map(InputType::value_mode)
}

/// The form owner of `element` (re-exported here for the bindings'
/// convenience: `control.form`).
pub fn form(tree: &Tree, element: NodeId) -> Option<NodeId> {
    form_owner(tree, element)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::html::forms::hooks::parse_document;
    use crate::html::forms::value::set_value;

    fn by_id(t: &Tree, id: &str) -> NodeId {
        t.get_element_by_id(t.document(), id).expect("element")
    }

    #[test]
    fn cloning_copies_value_flags_and_checkedness_only() {
        let mut t = parse_document("<input id=i type=checkbox><textarea id=ta>x</textarea><select><option id=o>o</select><div id=d></div>");
        let i = by_id(&t, "i");
        set_value(&mut t, i, "v").unwrap();
        set_checked(&mut t, i, true);
        set_custom_validity(&mut t, i, "custom");
        set_user_validity(&mut t, i, true);
        let copy = cloned_control_state(t.element(i).unwrap()).expect("state to copy");
        assert_eq!(
            *copy,
            ControlState {
                checkedness: true,
                dirty_checkedness: true,
                ..ControlState::default()
            },
            "a checkbox's value is its attribute; user and custom validity are not copied"
        );
        let mut t2 = parse_document("<input id=j value=x>");
        let j = by_id(&t2, "j");
        set_value(&mut t2, j, "typed").unwrap();
        let copy = cloned_control_state(t2.element(j).unwrap()).expect("state");
        assert_eq!(copy.dirty_value.as_deref(), Some("typed"));
        let ta = by_id(&t, "ta");
        set_value(&mut t, ta, "raw").unwrap();
        assert_eq!(
            cloned_control_state(t.element(ta).unwrap())
                .unwrap()
                .dirty_value
                .as_deref(),
            Some("raw")
        );
        let o = by_id(&t, "o");
        crate::html::forms::select::set_option_selected(&mut t, o, true);
        let copy = cloned_control_state(t.element(o).unwrap()).unwrap();
        assert!(copy.selectedness && copy.dirtiness);
        assert!(cloned_control_state(t.element(by_id(&t, "d")).unwrap()).is_none());
    }

    #[test]
    fn the_cloning_hook_sets_the_copy_state() {
        let mut t = parse_document("<input id=i>");
        let i = by_id(&t, "i");
        set_value(&mut t, i, "typed").unwrap();
        let source = t.element(i).unwrap().clone();
        let mut copy = source.clone();
        copy.control = None;
        t.run_cloning_steps(&source, &mut copy);
        assert_eq!(
            copy.control.and_then(|c| c.dirty_value),
            Some("typed".to_owned())
        );
    }
}
