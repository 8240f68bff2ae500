//! The parameters of a declarative tool: the form's listed controls grouped
//! by name, and the kind of each group (Chromium's `FormMCPSchema::ProcessForm`
//! and its `Is*` tests).

use crate::dom::{NodeId, Tree};
use crate::html::forms::disabled::{is_actually_disabled, is_disabled_form_control, is_readonly};
use crate::html::forms::form_owner::{
    button_type, html_name, input_type, is_html, listed_elements, ButtonType,
};
use crate::html::forms::input_type::InputType;

use super::describe::{parameter_name, tool_param_description};

/// What a group of same-named controls becomes in the schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParameterKind {
    /// One `input` of type text, email, search, tel, url or password, one
    /// `textarea`, or one hidden input with a `toolparamdescription`.
    Text,
    Date,
    DateTimeLocal,
    Month,
    Week,
    Time,
    Number,
    Range,
    Color,
    /// One `select` (single or multiple).
    Select,
    /// One or more checkboxes (and nothing else) under the name.
    Checkbox,
    /// One or more radio buttons (and nothing else) under the name.
    Radio,
}

/// The controls of a form that share a parameter name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// The name attribute, white space stripped (`""` for unnamed controls).
    pub name: String,
    /// The controls, in tree order.
    pub controls: Vec<NodeId>,
    /// What the group becomes, or `None` when it is no parameter of the
    /// schema (two text inputs with one name, a button, a fieldset, a
    /// checkbox mixed with a radio button, a file input, ...). Its name is
    /// still known to [`super::apply_input`], which then rejects any value.
    pub kind: Option<ParameterKind>,
}

/// Whether a listed element takes part: a form control (not `object`)
/// that is neither disabled (fieldsets included) nor read-only where
/// `readonly` applies.
fn takes_part(tree: &Tree, element: NodeId) -> bool {
    match html_name(tree, element) {
        Some("object") | None => false,
        Some("fieldset") => !is_actually_disabled(tree, element),
        Some(_) => !is_disabled_form_control(tree, element) && !is_readonly(tree, element),
    }
}

/// Chromium's `FormMCPSchema::ProcessForm`: the groups of `form`'s listed
/// controls by parameter name, in the order names first appear.
pub fn parameters(tree: &Tree, form: NodeId) -> Vec<Parameter> {
    let mut groups: Vec<Parameter> = Vec::new();
    for element in listed_elements(tree, form) {
        if !takes_part(tree, element) {
            continue;
        }
        let name = parameter_name(tree, element);
        match groups.iter_mut().find(|g| g.name == name) {
            Some(g) => g.controls.push(element),
            None => groups.push(Parameter {
                name,
                controls: vec![element],
                kind: None,
            }),
        }
    }
    for g in &mut groups {
        g.kind = kind_of(tree, &g.controls);
    }
    groups
}

fn kind_of(tree: &Tree, controls: &[NodeId]) -> Option<ParameterKind> {
    let all = |t: InputType| controls.iter().all(|c| input_type(tree, *c) == Some(t));
    if all(InputType::Checkbox) {
        return Some(ParameterKind::Checkbox);
    }
    if all(InputType::Radio) {
        return Some(ParameterKind::Radio);
    }
    let [only] = controls else { return None };
    if is_html(tree, *only, "textarea") {
        return Some(ParameterKind::Text);
    }
    if is_html(tree, *only, "select") {
        return Some(ParameterKind::Select);
    }
    use ParameterKind as K;
    match input_type(tree, *only)? {
        InputType::Text
        | InputType::Email
        | InputType::Search
        | InputType::Tel
        | InputType::Url
        | InputType::Password => Some(K::Text),
        InputType::Hidden => tool_param_description(tree, *only).map(|_| K::Text),
        InputType::Date => Some(K::Date),
        InputType::DateTimeLocal => Some(K::DateTimeLocal),
        InputType::Month => Some(K::Month),
        InputType::Week => Some(K::Week),
        InputType::Time => Some(K::Time),
        InputType::Number => Some(K::Number),
        InputType::Range => Some(K::Range),
        InputType::Color => Some(K::Color),
        _ => None,
    }
}

/// The button a declarative tool submits with (and, without
/// `toolautosubmit`, focuses for the user): the first taking-part control
/// of the form that is a submit button — a `button` of type submit or an
/// `input` of type submit or image.
pub fn submit_button(tree: &Tree, form: NodeId) -> Option<NodeId> {
    listed_elements(tree, form)
        .into_iter()
        .filter(|e| takes_part(tree, *e))
        .find(|e| {
            button_type(tree, *e) == Some(ButtonType::Submit)
                || matches!(
                    input_type(tree, *e),
                    Some(InputType::Submit | InputType::Image)
                )
        })
}
