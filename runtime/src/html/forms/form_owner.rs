//! Form-associated elements and their form owner
//! (https://html.spec.whatwg.org/multipage/forms.html#categories and
//! https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#association-of-controls-and-forms),
//! `form.elements`, radio button groups, labels and the default button.

use html5ever::ns;

use crate::dom::{NodeId, Tree};

use super::input_type::InputType;

/// The local name of `id` if it is an element of the HTML namespace.
pub fn html_name(tree: &Tree, id: NodeId) -> Option<&str> {
    let e = tree.element(id)?;
    (e.name.ns == ns!(html)).then(|| &*e.name.local)
}

/// Whether `id` is the HTML element `local`.
pub fn is_html(tree: &Tree, id: NodeId, local: &str) -> bool {
    html_name(tree, id) == Some(local)
}

/// The type state of an `input` element (`None` for other elements).
pub fn input_type(tree: &Tree, id: NodeId) -> Option<InputType> {
    let e = tree.element(id).filter(|e| e.is_html("input"))?;
    Some(InputType::from_attribute(e.plain_attribute("type")))
}

/// The state of a `button` element's `type` attribute
/// (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-type).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonType {
    Submit,
    Reset,
    Button,
}

/// The `type` state of a `button` element (`None` for other elements).
/// Missing and invalid values are the Submit Button state.
pub fn button_type(tree: &Tree, id: NodeId) -> Option<ButtonType> {
    if !is_html(tree, id, "button") {
        return None;
    }
    let value = tree.element(id)?.plain_attribute("type").unwrap_or("");
    Some(if value.eq_ignore_ascii_case("reset") {
        ButtonType::Reset
    } else if value.eq_ignore_ascii_case("button") {
        ButtonType::Button
    } else {
        ButtonType::Submit
    })
}

/// https://html.spec.whatwg.org/multipage/forms.html#category-listed
pub fn is_listed(tree: &Tree, id: NodeId) -> bool {
    matches!(
        html_name(tree, id),
        Some("button" | "fieldset" | "input" | "object" | "output" | "select" | "textarea")
    )
}

/// https://html.spec.whatwg.org/multipage/forms.html#category-submit
pub fn is_submittable(tree: &Tree, id: NodeId) -> bool {
    matches!(
        html_name(tree, id),
        Some("button" | "input" | "select" | "textarea")
    )
}

/// https://html.spec.whatwg.org/multipage/forms.html#category-reset
pub fn is_resettable(tree: &Tree, id: NodeId) -> bool {
    matches!(
        html_name(tree, id),
        Some("input" | "output" | "select" | "textarea")
    )
}

/// https://html.spec.whatwg.org/multipage/forms.html#category-label
pub fn is_labelable(tree: &Tree, id: NodeId) -> bool {
    match html_name(tree, id) {
        Some("button" | "meter" | "output" | "progress" | "select" | "textarea") => true,
        Some("input") => input_type(tree, id) != Some(InputType::Hidden),
        _ => false,
    }
}

/// https://html.spec.whatwg.org/multipage/forms.html#concept-submit-button :
/// a `button` in the Submit Button state, or an `input` of type submit or image.
pub fn is_submit_button(tree: &Tree, id: NodeId) -> bool {
    button_type(tree, id) == Some(ButtonType::Submit)
        || input_type(tree, id).is_some_and(InputType::is_submit_button)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#reset-the-form-owner :
/// the form owner of a form-associated element, computed from the tree as
/// it is now.
///
/// Choice: the parser's association through the form element pointer (a
/// control after `</form>` in misnested markup such as
/// `<div><form></div><input>`) is not kept; such a control has the owner
/// its position and `form` attribute give it.
pub fn form_owner(tree: &Tree, element: NodeId) -> Option<NodeId> {
    let data = tree.element(element)?;
    if !(is_listed(tree, element) || is_html(tree, element, "img")) {
        return None;
    }
    // 3. If element is listed, has a form content attribute, and is
    //    connected, then: if the first element in element's tree, in tree
    //    order, to have an ID that is identical to element's form content
    //    attribute's value, is a form element, then associate the element
    //    with that form element. (Otherwise it has no owner.)
    if let Some(form_id) = data
        .plain_attribute("form")
        .filter(|_| is_listed(tree, element))
    {
        if tree.is_connected(element) {
            let root = tree.root_of(element);
            return tree
                .get_element_by_id(root, form_id)
                .filter(|f| is_html(tree, *f, "form"));
        }
    }
    // 4. Otherwise, if element has an ancestor form element, then associate
    //    element with the nearest such ancestor form element.
    tree.ancestors(element).find(|a| is_html(tree, *a, "form"))
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-forms : the
/// `form` elements of the tree rooted at `document`, in tree order (the key
/// is unused: the signature of a live collection's filter).
pub fn document_forms(tree: &Tree, document: NodeId, _key: &str) -> Vec<NodeId> {
    tree.descendants(document).filter(|e| is_html(tree, *e, "form")).collect()
}

/// The listed elements whose form owner is `form`, in tree order (all of
/// them, image buttons included).
pub fn listed_elements(tree: &Tree, form: NodeId) -> Vec<NodeId> {
    if !is_html(tree, form, "form") {
        return Vec::new();
    }
    let root = tree.root_of(form);
    let uses_form_attribute =
        tree.is_connected(form) && tree.element(form).and_then(|f| f.id()).is_some();
    let candidates: Box<dyn Iterator<Item = NodeId>> = if uses_form_attribute {
        Box::new(tree.descendants(root))
    } else {
        // Without an ID no element can name the form: only descendants.
        Box::new(tree.descendants(form))
    };
    candidates
        .filter(|e| is_listed(tree, *e) && form_owner(tree, *e) == Some(form))
        .collect()
}

/// https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements :
/// the listed elements of `form` except image buttons, in tree order.
pub fn form_elements(tree: &Tree, form: NodeId) -> Vec<NodeId> {
    listed_elements(tree, form)
        .into_iter()
        .filter(|e| input_type(tree, *e) != Some(InputType::Image))
        .collect()
}

/// The submittable elements whose form owner is `form`, in tree order.
pub fn submittable_elements(tree: &Tree, form: NodeId) -> Vec<NodeId> {
    listed_elements(tree, form)
        .into_iter()
        .filter(|e| is_submittable(tree, *e))
        .collect()
}

/// https://html.spec.whatwg.org/multipage/forms.html#dom-form-length
pub fn form_length(tree: &Tree, form: NodeId) -> usize {
    form_elements(tree, form).len()
}

/// https://html.spec.whatwg.org/multipage/input.html#radio-button-group :
/// the radio buttons in the same group as `input` (itself included), in
/// tree order; empty when `input` is not a radio button.
pub fn radio_button_group(tree: &Tree, input: NodeId) -> Vec<NodeId> {
    if input_type(tree, input) != Some(InputType::Radio) {
        return Vec::new();
    }
    let name = tree
        .element(input)
        .and_then(|e| e.plain_attribute("name"))
        .unwrap_or("");
    // An element without a (non-empty) name is alone in its group.
    if name.is_empty() {
        return vec![input];
    }
    let owner = form_owner(tree, input);
    let root = tree.root_of(input);
    tree.inclusive_descendants(root)
        .filter(|b| {
            *b == input
                || (input_type(tree, *b) == Some(InputType::Radio)
                    && tree.element(*b).and_then(|e| e.plain_attribute("name")) == Some(name)
                    && form_owner(tree, *b) == owner)
        })
        .collect()
}

/// https://html.spec.whatwg.org/multipage/forms.html#labeled-control
pub fn labeled_control(tree: &Tree, label: NodeId) -> Option<NodeId> {
    if !is_html(tree, label, "label") {
        return None;
    }
    match tree.element(label)?.plain_attribute("for") {
        // If the for attribute is specified: the first element in the
        // label's tree with that ID, if it is labelable; otherwise none.
        Some(id) => {
            let root = tree.root_of(label);
            tree.get_element_by_id(root, id)
                .filter(|c| is_labelable(tree, *c))
        }
        // Otherwise the first labelable descendant, in tree order.
        None => tree.descendants(label).find(|d| is_labelable(tree, *d)),
    }
}

/// https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels : the
/// `label` elements, in tree order, whose labeled control is `control`.
pub fn labels(tree: &Tree, control: NodeId) -> Vec<NodeId> {
    if !is_labelable(tree, control) {
        return Vec::new();
    }
    let root = tree.root_of(control);
    tree.inclusive_descendants(root)
        .filter(|l| is_html(tree, *l, "label") && labeled_control(tree, *l) == Some(control))
        .collect()
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#default-button :
/// the first submit button in tree order whose form owner is `form`.
pub fn default_button(tree: &Tree, form: NodeId) -> Option<NodeId> {
    listed_elements(tree, form)
        .into_iter()
        .find(|e| is_submit_button(tree, *e))
}

/// Whether `element` has a `datalist` ancestor (controls in a datalist are
/// barred from constraint validation and left out of the entry list).
pub fn has_datalist_ancestor(tree: &Tree, element: NodeId) -> bool {
    tree.ancestors(element)
        .any(|a| is_html(tree, a, "datalist"))
}
