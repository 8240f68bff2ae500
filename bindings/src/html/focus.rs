//! Focus (https://html.spec.whatwg.org/multipage/interaction.html#focus)
//! without a window: each document has a focused area (an element, or the
//! viewport), `focus()`/`blur()` run the focusing and unfocusing steps, and
//! the focus update steps fire `blur`, `focusout`, `focus` and `focusin`
//! (FocusEvents, UI Events' order). An element's `:focus` state follows.

use boa_engine::{Context, JsObject, JsResult, JsValue};
use runtime::dom::ElementState;

use crate::dom::node::{node_ref, with_tree};
use crate::generated::Interface;
use crate::host::{host, DocId};

/// https://html.spec.whatwg.org/multipage/interaction.html#focusable-area, for
/// an element without layout: being rendered, not disabled, and either a
/// control or link that is focusable by default, or with a `tabindex`.
pub fn is_focusable_area(ctx: &Context, element: &JsObject) -> bool {
    let Ok(r) = node_ref(element) else { return false };
    let Some(tree) = host(ctx).doc(r.doc, |d| d.tree.clone()) else { return false };
    let kind_ok = {
        let t = tree.borrow();
        let Some(e) = t.element(r.node) else { return false };
        let html = *e.namespace() == html5ever::ns!(html);
        let name = &**e.local_name();
        let disabled = html && matches!(name, "button" | "input" | "select" | "textarea" | "fieldset" | "optgroup" | "option") && t.has_attribute(r.node, "disabled");
        let hidden_input = html && name == "input" && t.attribute(r.node, "type").is_some_and(|ty| ty.eq_ignore_ascii_case("hidden"));
        let by_default = html
            && (matches!(name, "button" | "input" | "select" | "textarea" | "iframe" | "summary" | "dialog")
                || (matches!(name, "a" | "area") && t.has_attribute(r.node, "href")));
        let editable = t.attribute(r.node, "contenteditable").is_some_and(|v| !v.eq_ignore_ascii_case("false"));
        let tabindex = t.attribute(r.node, "tabindex").and_then(parse_integer).is_some();
        !disabled && !hidden_input && (by_default || editable || tabindex)
    };
    if !kind_ok {
        return false;
    }
    // Being rendered: connected and no `display: none` on it or an ancestor.
    let Some(stylist) = crate::cssom::sheets::stylist(ctx, r.doc) else { return false };
    let t = tree.borrow();
    runtime::html::rendered_text::is_being_rendered(&stylist, &t, r.node)
}

/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers
pub fn parse_integer(s: &str) -> Option<i32> {
    let s = s.trim_start_matches(['\t', '\n', '\x0C', '\r', ' ']);
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let end = digits.find(|c: char| !c.is_ascii_digit()).unwrap_or(digits.len());
    if end == 0 {
        return None;
    }
    let v: i64 = digits[..end].parse().ok()?;
    let v = if neg { -v } else { v };
    i32::try_from(v).ok()
}

/// The document's focused element (its wrapper), if it is still in the document.
pub fn focused_element(ctx: &Context, doc: DocId) -> Option<JsObject> {
    let h = host(ctx);
    let f = h.objects(doc, |o| o.focused.clone()).flatten()?;
    let r = node_ref(&f).ok()?;
    let connected = r.doc == doc && h.doc(doc, |d| d.tree.borrow().is_connected(r.node)).unwrap_or(false);
    connected.then_some(f)
}

fn set_focus_state(ctx: &Context, element: &JsObject, on: bool) {
    let _ = with_tree(ctx, element, |t, n| t.set_element_state(n, ElementState::FOCUS, on));
}

/// Fires a FocusEvent named `type_` at `target` with `related` as relatedTarget.
fn fire_focus_event(ctx: &mut Context, target: &JsObject, type_: &str, bubbles: bool, related: Option<&JsObject>) -> JsResult<()> {
    let view = {
        let r = node_ref(target)?;
        host(ctx).objects(r.doc, |o| o.window.clone()).flatten()
    };
    let related = related.cloned();
    let event = crate::dom::event::create(ctx, Interface::FocusEvent, type_, bubbles, false, |d| {
        crate::uievents::init_fields(d);
        d.values[crate::uievents::values::VIEW] = view.map(JsValue::from).unwrap_or_else(JsValue::null);
        d.values[crate::uievents::values::RELATED_TARGET] = related.map(JsValue::from).unwrap_or_else(JsValue::null);
    })?;
    crate::dom::eventtarget::fire_event(ctx, target, &event);
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/interaction.html#focus-update-steps
/// for one document: the old element loses focus, the new one gains it.
fn focus_update_steps(ctx: &mut Context, doc: DocId, old: Option<JsObject>, new: Option<JsObject>) -> JsResult<()> {
    if let Some(o) = &old {
        set_focus_state(ctx, o, false);
    }
    host(ctx).objects_mut(doc, |o| o.focused = new.clone());
    // Fire blur (and focusout) at the old chain, then focus (and focusin) at the new.
    if let Some(o) = &old {
        fire_focus_event(ctx, o, "blur", false, new.as_ref())?;
        fire_focus_event(ctx, o, "focusout", true, new.as_ref())?;
    }
    if let Some(n) = &new {
        set_focus_state(ctx, n, true);
        fire_focus_event(ctx, n, "focus", false, old.as_ref())?;
        fire_focus_event(ctx, n, "focusin", true, old.as_ref())?;
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/interaction.html#focusing-steps for an element.
pub fn focusing_steps(ctx: &mut Context, element: &JsObject) -> JsResult<()> {
    // 1-2. If new focus target is not a focusable area, return.
    if !is_focusable_area(ctx, element) {
        return Ok(());
    }
    let doc = node_ref(element)?.doc;
    // 5. If new focus target is the currently focused area of a top-level traversable, return.
    let old = focused_element(ctx, doc);
    if old.as_ref() == Some(element) {
        return Ok(());
    }
    // 8-9. Run the focus update steps with the old and new chains.
    focus_update_steps(ctx, doc, old, Some(element.clone()))
}

/// https://html.spec.whatwg.org/multipage/interaction.html#unfocusing-steps
pub fn unfocusing_steps(ctx: &mut Context, element: &JsObject) -> JsResult<()> {
    let doc = node_ref(element)?.doc;
    // 4. If old focus target is not the focused area, return.
    if focused_element(ctx, doc).as_ref() != Some(element) {
        return Ok(());
    }
    // 6-7. Run the focusing steps for the viewport: nothing is focused.
    focus_update_steps(ctx, doc, Some(element.clone()), None)
}

/// https://html.spec.whatwg.org/multipage/interaction.html#dom-tabindex: the
/// `tabindex` attribute as an integer, or 0 for elements focusable by
/// default and -1 otherwise.
pub fn tab_index(ctx: &Context, element: &JsObject) -> JsResult<i32> {
    let (_, v) = with_tree(ctx, element, |t, n| {
        if let Some(v) = t.attribute(n, "tabindex").and_then(parse_integer) {
            return v;
        }
        let Some(e) = t.element(n) else { return -1 };
        let name = &**e.local_name();
        let default_focusable = matches!(name, "button" | "input" | "select" | "textarea" | "iframe" | "summary")
            || (matches!(name, "a" | "area") && t.has_attribute(n, "href"));
        if default_focusable { 0 } else { -1 }
    })?;
    Ok(v)
}
