//! HTML's global attributes whose IDL attributes are more than a
//! reflection (https://html.spec.whatwg.org/multipage/dom.html#global-attributes):
//! `translate`, `hidden`, `draggable`, `spellcheck`, `autocapitalize`,
//! `contenteditable`, computed from the tree.

use crate::dom::{NodeId, Tree};

fn own_attribute(tree: &Tree, element: NodeId, local: &str) -> Option<String> {
    tree.attribute_ns(element, "", local).map(str::to_owned)
}

fn is_html(tree: &Tree, element: NodeId, local: &str) -> bool {
    tree.element(element).is_some_and(|e| e.is_html(local))
}

/// https://html.spec.whatwg.org/multipage/dom.html#translation-mode: whether
/// the element is translate-enabled. The `translate` attribute's "yes" and
/// empty keywords enable, "no" disables; otherwise (missing or invalid) the
/// element inherits its parent element's mode, and a root is enabled.
pub fn translate_enabled(tree: &Tree, element: NodeId) -> bool {
    let mut cur = Some(element);
    while let Some(e) = cur.filter(|e| tree.element(*e).is_some()) {
        match own_attribute(tree, e, "translate").map(|v| v.to_ascii_lowercase()).as_deref() {
            Some("yes" | "") => return true,
            Some("no") => return false,
            _ => cur = tree.parent(e),
        }
    }
    true
}

/// The value `hidden` IDL attribute's getter gives
/// (https://html.spec.whatwg.org/multipage/interaction.html#dom-hidden).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hidden {
    NotHidden,
    Hidden,
    UntilFound,
}

/// https://html.spec.whatwg.org/multipage/interaction.html#dom-hidden (getter)
pub fn hidden(tree: &Tree, element: NodeId) -> Hidden {
    match own_attribute(tree, element, "hidden") {
        // 1. If the hidden attribute is in the hidden until found state, then return "until-found".
        Some(v) if v.eq_ignore_ascii_case("until-found") => Hidden::UntilFound,
        // 2. If the hidden attribute is set, then return true.
        Some(_) => Hidden::Hidden,
        // 3. Return false.
        None => Hidden::NotHidden,
    }
}

/// https://html.spec.whatwg.org/multipage/dnd.html#dom-draggable (getter):
/// the `draggable` attribute's true or false state, and in its auto state
/// true for images and for `a` elements with an `href` attribute.
pub fn draggable(tree: &Tree, element: NodeId) -> bool {
    match own_attribute(tree, element, "draggable").map(|v| v.to_ascii_lowercase()).as_deref() {
        Some("true") => true,
        Some("false") => false,
        _ => is_html(tree, element, "img") || (is_html(tree, element, "a") && own_attribute(tree, element, "href").is_some()),
    }
}

/// https://html.spec.whatwg.org/multipage/interaction.html#dom-spellcheck
/// (getter). An element in the default state inherits its parent
/// element's answer; a root's default is true (the implementation-defined
/// default behavior Chromium has).
pub fn spellcheck(tree: &Tree, element: NodeId) -> bool {
    let mut cur = Some(element);
    while let Some(e) = cur.filter(|e| tree.element(*e).is_some()) {
        match own_attribute(tree, e, "spellcheck").map(|v| v.to_ascii_lowercase()).as_deref() {
            Some("true" | "") => return true,
            Some("false") => return false,
            _ => cur = tree.parent(e),
        }
    }
    true
}

/// https://html.spec.whatwg.org/multipage/interaction.html#autocapitalize-and-autocorrect-inheriting-elements
fn is_autocapitalize_inheriting(tree: &Tree, element: NodeId) -> bool {
    ["button", "fieldset", "input", "output", "select", "textarea"].iter().any(|l| is_html(tree, element, l))
}

/// https://html.spec.whatwg.org/multipage/interaction.html#own-autocapitalization-hint:
/// the keyword of the state, or "" for the default state.
pub fn own_autocapitalization_hint(tree: &Tree, element: NodeId) -> &'static str {
    // 1. If the autocapitalize content attribute is present, and its value is
    //    not the empty string, return the state of the attribute (its
    //    keywords: off and none for none, on and sentences for sentences,
    //    words, characters; the invalid value default is sentences).
    if let Some(v) = own_attribute(tree, element, "autocapitalize").filter(|v| !v.is_empty()) {
        return match v.to_ascii_lowercase().as_str() {
            "off" | "none" => "none",
            "words" => "words",
            "characters" => "characters",
            _ => "sentences",
        };
    }
    // 2. If element is an autocapitalize-and-autocorrect inheriting element
    //    and has a non-null form owner, return the own autocapitalization
    //    hint of element's form owner.
    if is_autocapitalize_inheriting(tree, element) {
        if let Some(form) = super::forms::form_owner::form_owner(tree, element) {
            return own_autocapitalization_hint(tree, form);
        }
    }
    // 3. Return default.
    ""
}

/// The `contenteditable` attribute's state
/// (https://html.spec.whatwg.org/multipage/interaction.html#attr-contenteditable):
/// its keyword, or `None` for the inherit state (missing or invalid).
pub fn content_editable_state(tree: &Tree, element: NodeId) -> Option<&'static str> {
    match own_attribute(tree, element, "contenteditable")?.to_ascii_lowercase().as_str() {
        "" | "true" => Some("true"),
        "false" => Some("false"),
        "plaintext-only" => Some("plaintext-only"),
        _ => None,
    }
}

/// https://html.spec.whatwg.org/multipage/interaction.html#dom-iscontenteditable:
/// whether the element is an editing host or editable (the nearest
/// inclusive ancestor element with a true, plaintext-only or false state
/// decides; `designMode` is not supported).
pub fn is_content_editable(tree: &Tree, element: NodeId) -> bool {
    let mut cur = Some(element);
    while let Some(e) = cur.filter(|e| tree.element(*e).is_some()) {
        match content_editable_state(tree, e) {
            Some("false") => return false,
            Some(_) => return true,
            None => cur = tree.parent(e),
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(markup: &str) -> Tree {
        Tree::parse_document(markup)
    }

    fn id(t: &Tree, i: &str) -> NodeId {
        t.get_element_by_id(t.document(), i).unwrap()
    }

    #[test]
    fn inherited_states_walk_up_to_the_nearest_decision() {
        let t = doc("<div translate=no spellcheck=false contenteditable><p id=p translate=maybe><b id=b contenteditable=bogus></b></p><i id=i contenteditable=false></i></div><span id=s>");
        assert!(!translate_enabled(&t, id(&t, "p")));
        assert!(translate_enabled(&t, id(&t, "s")));
        assert!(!spellcheck(&t, id(&t, "b")));
        assert!(spellcheck(&t, id(&t, "s")));
        assert!(is_content_editable(&t, id(&t, "b")));
        assert!(!is_content_editable(&t, id(&t, "i")));
        assert!(!is_content_editable(&t, id(&t, "s")));
    }

    #[test]
    fn own_states() {
        let t = doc("<a id=a href=x></a><a id=n></a><img id=i draggable=FALSE><p id=h hidden=UNTIL-found><form autocapitalize=words><input id=in></form><p id=c autocapitalize=bogus>");
        assert!(draggable(&t, id(&t, "a")) && !draggable(&t, id(&t, "n")) && !draggable(&t, id(&t, "i")));
        assert_eq!(hidden(&t, id(&t, "h")), Hidden::UntilFound);
        assert_eq!(own_autocapitalization_hint(&t, id(&t, "in")), "words", "from the form owner");
        assert_eq!(own_autocapitalization_hint(&t, id(&t, "c")), "sentences", "the invalid value default");
        assert_eq!(own_autocapitalization_hint(&t, id(&t, "a")), "");
    }
}
