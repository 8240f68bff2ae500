//! `select` and `option` selectedness
//! (https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element
//! and https://html.spec.whatwg.org/multipage/form-elements.html#the-option-element).

use html5ever::ns;

use crate::dom::{strip_and_collapse_ascii_whitespace, ControlState, NodeData, NodeId, Tree};

use super::disabled::is_option_disabled;
use super::form_owner::is_html;
use super::numbers::parse_non_negative_integer;

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-option-list :
/// the option children of the select, and the option children of its
/// optgroup children, in tree order.
pub fn options(tree: &Tree, select: NodeId) -> Vec<NodeId> {
    if !is_html(tree, select, "select") {
        return Vec::new();
    }
    let mut out = Vec::new();
    for child in tree.element_children(select) {
        if is_html(tree, child, "option") {
            out.push(child);
        } else if is_html(tree, child, "optgroup") {
            out.extend(
                tree.element_children(child)
                    .filter(|c| is_html(tree, *c, "option")),
            );
        }
    }
    out
}

/// Whether any option of the select's list of options is selected (stops
/// at the first; no list is built).
pub fn has_selected_option(tree: &Tree, select: NodeId) -> bool {
    tree.element_children(select).any(|child| {
        if is_html(tree, child, "option") {
            selectedness(tree, child)
        } else if is_html(tree, child, "optgroup") {
            tree.element_children(child).any(|o| is_html(tree, o, "option") && selectedness(tree, o))
        } else {
            false
        }
    })
}

/// Whether the select's selection can change when an option that is not
/// selected joins or leaves its list: only a single select of display
/// size 1 with no selected option runs into the selectedness setting
/// algorithm's first step. (Checking this first keeps parsing a select of
/// many options linear.)
pub fn settles_on_unselected_change(tree: &Tree, select: NodeId) -> bool {
    !is_multiple(tree, select) && display_size(tree, select) == 1 && !has_selected_option(tree, select)
}

/// The `select` whose list of options contains `option`, if any.
pub fn owning_select(tree: &Tree, option: NodeId) -> Option<NodeId> {
    let parent = tree.parent(option)?;
    if is_html(tree, parent, "select") {
        return Some(parent);
    }
    if is_html(tree, parent, "optgroup") {
        return tree.parent(parent).filter(|s| is_html(tree, *s, "select"));
    }
    None
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-text :
/// the option's text, whitespace stripped and collapsed, without the text
/// inside `script` elements.
pub fn option_text(tree: &Tree, option: NodeId) -> String {
    let mut text = String::new();
    collect_text(tree, option, &mut text);
    strip_and_collapse_ascii_whitespace(&text)
}

fn collect_text(tree: &Tree, node: NodeId, out: &mut String) {
    for child in tree.children(node) {
        match tree.node_data(child) {
            Some(NodeData::Text(t)) => out.push_str(t),
            Some(NodeData::Element(e)) => {
                let is_script =
                    &*e.name.local == "script" && (e.name.ns == ns!(html) || e.name.ns == ns!(svg));
                if !is_script {
                    collect_text(tree, child, out);
                }
            }
            _ => {}
        }
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-value :
/// the `value` attribute, or else the option's text.
pub fn option_value(tree: &Tree, option: NodeId) -> String {
    match tree
        .element(option)
        .and_then(|e| e.plain_attribute("value"))
    {
        Some(v) => v.to_owned(),
        None => option_text(tree, option),
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-label :
/// the non-empty `label` attribute, or else the option's text.
pub fn option_label(tree: &Tree, option: NodeId) -> String {
    match tree
        .element(option)
        .and_then(|e| e.plain_attribute("label"))
        .filter(|l| !l.is_empty())
    {
        Some(l) => l.to_owned(),
        None => option_text(tree, option),
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-selectedness
pub fn selectedness(tree: &Tree, option: NodeId) -> bool {
    match tree.element(option) {
        Some(e) => match &e.control {
            Some(state) => state.selectedness,
            None => e.plain_attribute("selected").is_some(),
        },
        None => false,
    }
}

/// The option's dirtiness.
pub fn dirtiness(tree: &Tree, option: NodeId) -> bool {
    tree.element(option)
        .and_then(|e| e.control.as_ref())
        .is_some_and(|s| s.dirtiness)
}

/// The state of an option, created from its attributes on first need.
pub(crate) fn option_state(tree: &mut Tree, option: NodeId) -> Option<&mut ControlState> {
    let e = tree.element_mut(option)?;
    if e.control.is_none() {
        let selected = e.plain_attribute("selected").is_some();
        e.control = Some(Box::new(ControlState {
            selectedness: selected,
            ..ControlState::default()
        }));
    }
    e.control.as_deref_mut()
}

/// Set an option's selectedness (and, if given, its dirtiness), without
/// running any select algorithm.
pub(crate) fn set_selectedness_raw(
    tree: &mut Tree,
    option: NodeId,
    selected: bool,
    dirty: Option<bool>,
) {
    if let Some(state) = option_state(tree, option) {
        state.selectedness = selected;
        if let Some(d) = dirty {
            state.dirtiness = d;
        }
    }
}

/// Sets an option's selectedness alone (its dirtiness and its select are
/// left as they are), as `new Option(...)` step 6 does.
pub fn set_selectedness(tree: &mut Tree, option: NodeId, selected: bool) {
    set_selectedness_raw(tree, option, selected, None);
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-size :
/// the `size` attribute when it is a positive integer, else 4 for
/// `multiple` and 1 otherwise.
pub fn display_size(tree: &Tree, select: NodeId) -> u64 {
    let Some(e) = tree.element(select) else {
        return 1;
    };
    match e
        .plain_attribute("size")
        .and_then(parse_non_negative_integer)
        .filter(|n| *n > 0)
    {
        Some(n) => n as u64,
        None if e.plain_attribute("multiple").is_some() => 4,
        None => 1,
    }
}

fn is_multiple(tree: &Tree, select: NodeId) -> bool {
    tree.element(select)
        .is_some_and(|e| e.plain_attribute("multiple").is_some())
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#selectedness-setting-algorithm
pub fn selectedness_setting_algorithm(tree: &mut Tree, select: NodeId) {
    if is_multiple(tree, select) {
        return;
    }
    let list = options(tree, select);
    let selected: Vec<NodeId> = list
        .iter()
        .copied()
        .filter(|o| selectedness(tree, *o))
        .collect();
    // 1. If element's multiple attribute is absent, and element's display
    //    size is 1, and no option elements in the element's list of options
    //    have their selectedness set to true, then set the selectedness of
    //    the first option element in the list of options in tree order that
    //    is not disabled, if any, to true, and return.
    if selected.is_empty() {
        if display_size(tree, select) == 1 {
            if let Some(first) = list.iter().copied().find(|o| !is_option_disabled(tree, *o)) {
                set_selectedness_raw(tree, first, true, None);
            }
        }
        return;
    }
    // 2. If element's multiple attribute is absent, and two or more option
    //    elements in the element's list of options have their selectedness
    //    set to true, then set the selectedness of all but the last option
    //    element with its selectedness set to true, in the list of options
    //    in tree order, to false.
    if selected.len() >= 2 {
        for o in &selected[..selected.len() - 1] {
            set_selectedness_raw(tree, *o, false, None);
        }
    }
}

/// "If the multiple attribute is absent, whenever an option element in the
/// select element's list of options has its selectedness set to true ...,
/// the user agent must set the selectedness of all the other option
/// elements in its list of options to false."
pub(crate) fn deselect_others(tree: &mut Tree, select: NodeId, keep: NodeId) {
    if is_multiple(tree, select) {
        return;
    }
    for o in options(tree, select) {
        if o != keep && selectedness(tree, o) {
            set_selectedness_raw(tree, o, false, None);
        }
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-selected (setter):
/// set the selectedness, set the dirtiness, then ask for a reset.
pub fn set_option_selected(tree: &mut Tree, option: NodeId, selected: bool) {
    set_selectedness_raw(tree, option, selected, Some(true));
    if let Some(select) = owning_select(tree, option) {
        if selected {
            deselect_others(tree, select, option);
        }
        selectedness_setting_algorithm(tree, select);
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-index
pub fn option_index(tree: &Tree, option: NodeId) -> usize {
    owning_select(tree, option)
        .and_then(|s| options(tree, s).iter().position(|o| *o == option))
        .unwrap_or(0)
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedoptions
pub fn selected_options(tree: &Tree, select: NodeId) -> Vec<NodeId> {
    options(tree, select)
        .into_iter()
        .filter(|o| selectedness(tree, *o))
        .collect()
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedindex (getter):
/// the index of the first selected option, or -1.
pub fn selected_index(tree: &Tree, select: NodeId) -> i64 {
    options(tree, select)
        .iter()
        .position(|o| selectedness(tree, *o))
        .map_or(-1, |i| i as i64)
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedindex (setter):
/// deselect every option, then select (and make dirty) the one at `index`.
pub fn set_selected_index(tree: &mut Tree, select: NodeId, index: i64) {
    let list = options(tree, select);
    for o in &list {
        set_selectedness_raw(tree, *o, false, None);
    }
    if let Some(o) = usize::try_from(index).ok().and_then(|i| list.get(i)) {
        set_selectedness_raw(tree, *o, true, Some(true));
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-value (getter)
pub fn select_value(tree: &Tree, select: NodeId) -> String {
    options(tree, select)
        .into_iter()
        .find(|o| selectedness(tree, *o))
        .map(|o| option_value(tree, o))
        .unwrap_or_default()
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-value (setter):
/// deselect every option, then select the first whose value is `value`.
pub fn set_select_value(tree: &mut Tree, select: NodeId, value: &str) {
    let list = options(tree, select);
    let target = list
        .iter()
        .copied()
        .find(|o| option_value(tree, *o) == value);
    for o in &list {
        set_selectedness_raw(tree, *o, false, None);
    }
    if let Some(o) = target {
        set_selectedness_raw(tree, o, true, Some(true));
    }
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option
pub fn placeholder_label_option(tree: &Tree, select: NodeId) -> Option<NodeId> {
    let e = tree.element(select)?;
    // A select with a required attribute, without multiple, with a display
    // size of 1, whose first option has an empty value and is a child of the
    // select (not of an optgroup).
    if e.plain_attribute("required").is_none()
        || is_multiple(tree, select)
        || display_size(tree, select) != 1
    {
        return None;
    }
    let first = *options(tree, select).first()?;
    (tree.parent(first) == Some(select) && option_value(tree, first).is_empty()).then_some(first)
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element:concept-form-reset-control :
/// every option's selectedness from its `selected` attribute, dirtiness
/// false, then the selectedness setting algorithm.
pub fn reset_select(tree: &mut Tree, select: NodeId) {
    for o in options(tree, select) {
        let selected = tree
            .element(o)
            .is_some_and(|e| e.plain_attribute("selected").is_some());
        set_selectedness_raw(tree, o, selected, Some(false));
    }
    selectedness_setting_algorithm(tree, select);
}
