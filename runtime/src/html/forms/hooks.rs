//! HTML's attribute change steps, insertion steps and removing steps for
//! form controls, installed into a [`Tree`] with [`install_hooks`].
//!
//! - `input`: the `type` change (the value mode switch steps and a type
//!   change signal for radio buttons), `checked` (checkedness while not
//!   dirty), `name`/`form` (radio groups), `min`/`max`/`step`/`value`,
//!   `multiple`, `alpha`/`colorspace` (re-sanitize a dirty value);
//! - `option`: `selected` (selectedness while not dirty, then the select's
//!   selectedness setting algorithm);
//! - `select`: `multiple`, `size` (the selectedness setting algorithm);
//! - insertion: a checked radio button unchecks its group; an option with
//!   selectedness true deselects the others of a single select; the select
//!   settles its selection;
//! - removal: the select an option left settles its selection;
//! - cloning: the copy gets what HTML's cloning steps copy.

use html5ever::{ns, QualName};

use crate::dom::{ElementData, NodeId, SelectionDirection, Tree, TreeHooks};

use super::control::{
    checked, cloned_control_state, dirty_checkedness, set_checkedness_clean, state, state_mut,
    uncheck_other_radios,
};
use super::form_owner::{html_name, input_type, is_html};
use super::input_type::{sanitize_range, InputType, ValueMode};
use super::numbers::parse_valid_floating_point_number;
use super::select::{
    deselect_others, dirtiness, option_state, owning_select, selectedness,
    selectedness_setting_algorithm, settles_on_unselected_change,
};
use super::value::sanitize_input_value;

/// The extension steps of HTML forms.
pub static HOOKS: TreeHooks = TreeHooks {
    attribute_changed,
    inserted,
    removed,
    cloning_steps,
    match_form_pseudo_class: super::pseudo_classes::matches,
};

/// Install the form control steps into `tree`. Every document tree that
/// holds form controls needs them, installed before parsing starts:
/// without them radio groups, option selection and type changes keep stale
/// state.
pub fn install_hooks(tree: &mut Tree) {
    tree.set_hooks(&HOOKS);
}

/// A new tree with the form hooks installed, filled by parsing `html`.
pub fn parse_document(html: &str) -> Tree {
    let mut tree = Tree::new();
    install_hooks(&mut tree);
    let shared = tree.into_shared();
    let mut parser = crate::dom::HtmlParser::new(shared.clone());
    parser.feed(html);
    parser.end_input();
    while let crate::dom::ParseStep::Script(_) = parser.resume() {}
    drop(parser);
    match std::rc::Rc::try_unwrap(shared) {
        Ok(cell) => cell.into_inner(),
        Err(shared) => shared.replace(Tree::new()),
    }
}

fn attribute_changed(
    tree: &mut Tree,
    element: NodeId,
    name: &QualName,
    old: Option<&str>,
    new: Option<&str>,
) {
    if name.ns != ns!() {
        return;
    }
    let local = &*name.local;
    match html_name(tree, element) {
        Some("input") => input_attribute_changed(tree, element, local, old, new),
        Some("details") if local == "open" => {
            crate::html::details::open_attribute_changed(tree, element, old, new);
        }
        Some("option") if local == "selected" => {
            // Whenever the selected attribute is added (removed), if the
            // option's dirtiness is false, its selectedness is set to true (false).
            if !dirtiness(tree, element) {
                if let Some(s) = option_state(tree, element) {
                    s.selectedness = new.is_some();
                }
            }
            if let Some(select) = owning_select(tree, element) {
                if selectedness(tree, element) {
                    deselect_others(tree, select, element);
                }
                selectedness_setting_algorithm(tree, select);
            }
        }
        Some("select") if local == "multiple" || local == "size" => {
            selectedness_setting_algorithm(tree, element)
        }
        _ => {}
    }
}

/// The value of an input under `t` (its type before a change).
fn value_under_type(tree: &Tree, input: NodeId, t: InputType) -> String {
    if let Some(v) = state(tree, input).and_then(|s| s.dirty_value.clone()) {
        return v;
    }
    let e = tree.element(input);
    let attr = |n: &str| e.and_then(|e| e.plain_attribute(n)).map(str::to_owned);
    let raw = attr("value").unwrap_or_default();
    if t == InputType::Range {
        let num = |n: &str| attr(n).and_then(|v| parse_valid_floating_point_number(&v));
        let min = num("min").unwrap_or(0.0);
        let base = num("min").or_else(|| num("value")).unwrap_or(0.0);
        let step = attr("step").map_or(Some(1.0), |s| {
            if s.eq_ignore_ascii_case("any") {
                None
            } else {
                Some(
                    parse_valid_floating_point_number(&s)
                        .filter(|v| *v > 0.0)
                        .unwrap_or(1.0),
                )
            }
        });
        return sanitize_range(&raw, min, num("max").unwrap_or(100.0), step, base);
    }
    let multiple = attr("multiple").is_some();
    t.sanitize(&raw, multiple)
}

fn input_attribute_changed(
    tree: &mut Tree,
    input: NodeId,
    local: &str,
    old: Option<&str>,
    new: Option<&str>,
) {
    match local {
        "type" => {
            let (old_type, new_type) = (
                InputType::from_attribute(old),
                InputType::from_attribute(new),
            );
            if old_type == new_type {
                return;
            }
            // https://html.spec.whatwg.org/multipage/input.html#the-input-element:attr-input-type-15
            let (old_mode, new_mode) = (old_type.value_mode(), new_type.value_mode());
            if old_mode == ValueMode::Value
                && matches!(new_mode, ValueMode::Default | ValueMode::DefaultOn)
            {
                // 1. From the value mode to a default mode with a non-empty
                //    value: the value content attribute gets the value.
                let v = value_under_type(tree, input, old_type);
                if !v.is_empty() {
                    let _ = tree.set_attribute(input, "value", &v);
                }
            } else if old_mode != ValueMode::Value && new_mode == ValueMode::Value {
                // 2. Into the value mode: the value from the value attribute,
                //    dirty value flag false.
                if let Some(s) = state_mut(tree, input) {
                    s.dirty_value = None;
                }
            } else if old_mode != ValueMode::Filename && new_mode == ValueMode::Filename {
                // 3. Into the filename mode: the value is the empty string.
                if let Some(s) = state_mut(tree, input) {
                    s.dirty_value = None;
                }
            }
            // 5. Signal a type change (a radio button that is checked
            //    unchecks the rest of its group).
            uncheck_other_radios(tree, input);
            // 6. Invoke the value sanitization algorithm of the new type.
            resanitize(tree, input);
            // 7-8. Whether setRangeText() applied before and applies now.
            let (previously_selectable, now_selectable) = (old_type.is_selectable(), new_type.is_selectable());
            // 9. If previouslySelectable is false and nowSelectable is true,
            //    set the text entry cursor position to the beginning of the
            //    text control, and the selection direction to "none".
            if !previously_selectable && now_selectable {
                super::selection::set_the_selection_range(tree, input, Some(0), Some(0), SelectionDirection::None);
            }
        }
        "checked" => {
            // When the checked attribute is added (removed), if the control
            // does not have dirty checkedness, its checkedness becomes true (false).
            if !dirty_checkedness(tree, input) {
                let has_state = state(tree, input).is_some();
                let is_radio = input_type(tree, input) == Some(InputType::Radio);
                if has_state || is_radio {
                    set_checkedness_clean(tree, input, new.is_some());
                }
            }
        }
        "name" | "form" => uncheck_other_radios(tree, input),
        "min" | "max" | "step" | "value" | "multiple" | "alpha" | "colorspace" => {
            resanitize(tree, input)
        }
        _ => {}
    }
}

/// Run the value sanitization algorithm again on a dirty value.
fn resanitize(tree: &mut Tree, input: NodeId) {
    if input_type(tree, input).map(InputType::value_mode) != Some(ValueMode::Value) {
        return;
    }
    let Some(current) = state(tree, input).and_then(|s| s.dirty_value.clone()) else {
        return;
    };
    let sanitized = sanitize_input_value(tree, input, &current);
    if sanitized != current {
        if let Some(s) = state_mut(tree, input) {
            s.dirty_value = Some(sanitized);
        }
    }
}

fn inserted(tree: &mut Tree, node: NodeId) {
    let mut selects = Vec::new();
    let add = |selects: &mut Vec<NodeId>, s: NodeId| {
        if !selects.contains(&s) {
            selects.push(s);
        }
    };
    // The last option with selectedness true inserted into each select.
    let mut last_selected: Vec<(NodeId, NodeId)> = Vec::new();
    // Most insertions are of one node without descendants (the parser).
    let nodes: Vec<NodeId> = tree.inclusive_descendants(node).collect();
    for d in nodes {
        match html_name(tree, d) {
            Some("input") => {
                if input_type(tree, d) == Some(InputType::Radio) && checked(tree, d) {
                    uncheck_other_radios(tree, d);
                }
            }
            Some("option") => {
                if let Some(select) = owning_select(tree, d) {
                    if selectedness(tree, d) {
                        // An option with selectedness true inserted into a
                        // select without multiple deselects the others; of
                        // several inserted at once (an optgroup's), the last
                        // wins, as in Chromium 156 (the-select-element/inserted-or-removed.html).
                        last_selected.retain(|(s, _)| *s != select);
                        last_selected.push((select, d));
                        add(&mut selects, select);
                    } else if settles_on_unselected_change(tree, select) {
                        add(&mut selects, select);
                    }
                }
            }
            Some("select") => add(&mut selects, d),
            _ => {}
        }
    }
    for (select, option) in last_selected {
        deselect_others(tree, select, option);
    }
    // An optgroup inserted into a select changes its list of options too.
    if is_html(tree, node, "optgroup") {
        if let Some(select) = tree.parent(node).and_then(|p| select_of_container(tree, p)) {
            add(&mut selects, select);
        }
    }
    for select in selects {
        selectedness_setting_algorithm(tree, select);
    }
}

/// The select whose list of options changes when `container` gains or
/// loses a child: the select itself, or the select of an optgroup.
fn select_of_container(tree: &Tree, container: NodeId) -> Option<NodeId> {
    if is_html(tree, container, "select") {
        return Some(container);
    }
    if is_html(tree, container, "optgroup") {
        return tree
            .parent(container)
            .filter(|s| is_html(tree, *s, "select"));
    }
    None
}

fn removed(tree: &mut Tree, node: NodeId, old_parent: NodeId) {
    // A textarea's children changed: without a dirty value, its raw value
    // (its child text content) changed, and a selection past the new end
    // moves to it and stays there.
    if is_html(tree, old_parent, "textarea") {
        super::selection::clamp_to_relevant_value(tree, old_parent);
    }
    let affects_options = is_html(tree, node, "option") || is_html(tree, node, "optgroup");
    if !affects_options {
        return;
    }
    if let Some(select) = select_of_container(tree, old_parent) {
        // Losing a selected option, or any option of a select left with
        // none selected, can change the selection.
        let lost_selected = tree.inclusive_descendants(node).any(|o| is_html(tree, o, "option") && selectedness(tree, o));
        if lost_selected || settles_on_unselected_change(tree, select) {
            selectedness_setting_algorithm(tree, select);
        }
    }
}

/// The cloning steps of `input`, `textarea` and `option`.
fn cloning_steps(source: &ElementData, copy: &mut ElementData) {
    copy.control = cloned_control_state(source);
}
