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
/// an element without layout: being rendered (approximated, without boxes,
/// by being connected with no `display: none` on it or an ancestor, the
/// `hidden` attribute included through the UA style sheet), not a disabled
/// form control, and either focusable by default (a control, an `a` or
/// `area` with `href`, an iframe, a summary, an editing host) or with a
/// `tabindex` attribute.
pub fn is_focusable_area(ctx: &Context, element: &JsObject) -> bool {
    let Ok(r) = node_ref(element) else { return false };
    let Some(tree) = host(ctx).doc(r.doc, |d| d.tree.clone()) else { return false };
    let kind_ok = {
        let t = tree.borrow();
        let Some(e) = t.element(r.node) else { return false };
        let html = *e.namespace() == html5ever::ns!(html);
        let name = &**e.local_name();
        let disabled = html && runtime::html::forms::disabled::is_disabled_form_control(&t, r.node);
        let hidden_input = html && name == "input" && t.attribute(r.node, "type").is_some_and(|ty| ty.eq_ignore_ascii_case("hidden"));
        let by_default = (html
            && (matches!(name, "button" | "input" | "select" | "textarea" | "iframe" | "dialog")
                || (matches!(name, "a" | "area") && t.has_attribute(r.node, "href"))
                || (name == "summary" && runtime::html::details::is_summary_for_its_parent_details(&t, r.node))))
            || (*e.namespace() == html5ever::ns!(svg) && name == "a" && (t.has_attribute(r.node, "href") || t.has_attribute(r.node, "xlink:href")));
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
    let view = crate::html::window_proxy::for_document(ctx, node_ref(target)?.doc)?;
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
/// While `blur` and `focusout` run, the document has no focused area (its
/// `activeElement` is the body), as in Chromium and Firefox; the new
/// target becomes the focused area before `focus` and `focusin`.
fn focus_update_steps(ctx: &mut Context, doc: DocId, old: Option<JsObject>, new: Option<JsObject>) -> JsResult<()> {
    if let Some(o) = &old {
        lose_focus(ctx, doc, o, new.as_ref())?;
    }
    if let Some(n) = &new {
        gain_focus(ctx, doc, n, old.as_ref())?;
    }
    Ok(())
}

/// The focus update steps, step 2, for one entry of the old chain: the
/// element loses the focus state (its document has no focused area while
/// the events run), then blur and focusout fire with `related` as the
/// related target.
fn lose_focus(ctx: &mut Context, doc: DocId, old: &JsObject, related: Option<&JsObject>) -> JsResult<()> {
    set_focus_state(ctx, old, false);
    host(ctx).objects_mut(doc, |objs| objs.focused = None);
    fire_focus_event(ctx, old, "blur", false, related)?;
    fire_focus_event(ctx, old, "focusout", true, related)
}

/// The focus update steps, step 4, for one entry of the new chain: it is
/// designated the focused area of its document, then focus and focusin
/// fire with `related` as the related target.
fn gain_focus(ctx: &mut Context, doc: DocId, new: &JsObject, related: Option<&JsObject>) -> JsResult<()> {
    host(ctx).objects_mut(doc, |objs| objs.focused = Some(new.clone()));
    set_focus_state(ctx, new, true);
    fire_focus_event(ctx, new, "focus", false, related)?;
    fire_focus_event(ctx, new, "focusin", true, related)
}

/// The container of `doc`'s navigable, when its parent document is in this
/// agent (a cross-origin parent's elements are out of reach of this script).
fn container_in_this_agent(ctx: &mut Context, doc: DocId) -> Option<JsObject> {
    let h = host(ctx);
    let (parent_doc, node) = {
        let ua = h.ua();
        let nav = ua.navigable_of(doc)?;
        let (parent_doc, node) = ua.navigable(nav)?.container?;
        (ua.document(parent_doc)?.agent == h.agent).then_some((parent_doc, node))?
    };
    crate::dom::node::wrap(ctx, parent_doc, node).ok()
}

/// https://html.spec.whatwg.org/multipage/interaction.html#focusing-steps for an element.
pub fn focusing_steps(ctx: &mut Context, element: &JsObject) -> JsResult<()> {
    // 1-2. If new focus target is not a focusable area, return.
    if !is_focusable_area(ctx, element) {
        return Ok(());
    }
    let doc = node_ref(element)?.doc;
    // 7. The new chain: the element, then each navigable container up the
    //    documents of this agent (an element focused in a child navigable's
    //    document makes its iframe the focused area of the parent document).
    let mut chain = vec![(doc, element.clone())];
    let mut child = doc;
    while let Some(container) = container_in_this_agent(ctx, child) {
        let parent = node_ref(&container)?.doc;
        chain.push((parent, container));
        child = parent;
    }
    // 5. If new focus target is the currently focused area of a top-level traversable, return;
    // the focus update steps' step 1 drops the entries the old chain shares.
    let old: Vec<Option<JsObject>> = chain.iter().map(|(d, _)| focused_element(ctx, *d)).collect();
    let changed: Vec<bool> = chain.iter().zip(&old).map(|((_, new), old)| old.as_ref() != Some(new)).collect();
    // 8-9. The focus update steps. Step 2: each element of the old chain,
    //      innermost first, loses focus (the related target is the element
    //      gaining it in the same document, otherwise null).
    for (i, ((d, _), old)) in chain.iter().zip(&old).enumerate() {
        if let (true, Some(o)) = (changed[i], old) {
            let related = (i == 0).then_some(element);
            lose_focus(ctx, *d, o, related)?;
        }
    }
    // Step 4: each entry of the new chain, outermost first, gains it.
    for (i, ((d, new), old)) in chain.iter().zip(&old).enumerate().rev() {
        if changed[i] {
            let related = if i == 0 { old.as_ref() } else { None };
            gain_focus(ctx, *d, new, related)?;
        }
    }
    Ok(())
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

/// After a change to `doc`'s tree or attributes that may have made its
/// focused element stop being a focusable area (disabled, hidden, its
/// `tabindex` removed, no longer editable): the next rendering opportunity
/// runs the focus fixup of update the rendering. A document without a
/// focused element schedules nothing, so an idle page stays idle.
pub fn focused_area_may_have_changed(ctx: &mut Context, doc: DocId) {
    if host(ctx).objects(doc, |o| o.focused.is_some()).unwrap_or(false) {
        crate::html::animation_frames::schedule_a_rendering_opportunity(ctx, doc);
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#update-the-rendering
/// step 16: "For each doc of docs, if the focused area of doc is not a
/// focusable area, then run the focusing steps for doc's viewport" (which
/// fires `blur` and `focusout` at the element that lost it). An element
/// removed from the document lost its focus silently when it was removed
/// (the removing steps' variant of the focus fixup rule), so it gets no
/// events here.
pub fn focus_fixup(ctx: &mut Context, doc: DocId) {
    let Some(focused) = host(ctx).objects(doc, |o| o.focused.clone()).flatten() else { return };
    if focused_element(ctx, doc).is_none() {
        // Removed: the removing steps designated the viewport.
        host(ctx).objects_mut(doc, |o| o.focused = None);
        set_focus_state(ctx, &focused, false);
        return;
    }
    if is_focusable_area(ctx, &focused) {
        return;
    }
    if let Err(e) = focus_update_steps(ctx, doc, Some(focused), None) {
        crate::html::script::report_exception(ctx, e);
    }
}

/// https://html.spec.whatwg.org/multipage/interaction.html#dom-tabindex
pub fn tab_index(ctx: &Context, element: &JsObject) -> JsResult<i32> {
    let (_, v) = with_tree(ctx, element, |t, n| {
        // 1-2. The tabindex attribute, if it parses as an integer (in the long range).
        if let Some(v) = t.attribute(n, "tabindex").and_then(parse_integer) {
            return v;
        }
        // 3. 0 for a, area, button, frame, iframe, input, object, select, textarea, SVG a,
        // and a summary that is the summary for its parent details; -1 otherwise.
        let Some(e) = t.element(n) else { return -1 };
        let name = &**e.local_name();
        let html = *e.namespace() == html5ever::ns!(html);
        let zero = (html
            && (matches!(name, "a" | "area" | "button" | "frame" | "iframe" | "input" | "object" | "select" | "textarea")
                || (name == "summary" && runtime::html::details::is_summary_for_its_parent_details(t, n))))
            || (*e.namespace() == html5ever::ns!(svg) && name == "a");
        if zero { 0 } else { -1 }
    })?;
    Ok(v)
}

/// https://html.spec.whatwg.org/multipage/interaction.html#has-focus-steps
/// for `doc`. A headless user agent has no windows competing for the
/// system's focus: every top-level traversable is taken to have it (as
/// headless Chromium answers `document.hasFocus()` with true in a page).
pub fn has_focus_steps(ctx: &mut Context, doc: DocId) -> bool {
    let h = host(ctx);
    // 1. If target's browsing context's top-level browsing context does not have
    // system focus, then return false (a document without a navigable has none).
    let top = {
        let ua = h.ua();
        let Some(mut nav) = ua.navigable_of(doc) else { return false };
        while let Some(parent) = ua.navigable(nav).and_then(|n| n.parent) {
            nav = parent;
        }
        match ua.navigable(nav) {
            Some(n) => n.active_document,
            None => return false,
        }
    };
    // 2. Let candidate be target's top-level traversable's active document.
    let mut candidate = top;
    // 3. While true: candidate is target: true; its focused area is a navigable
    // container with a content navigable: go on with that navigable's active document.
    loop {
        if candidate == doc {
            return true;
        }
        let Some(focused) = h.objects(candidate, |o| o.focused.clone()).flatten() else { return false };
        let Ok(r) = node_ref(&focused) else { return false };
        let ua = h.ua();
        let Some(child) = ua.child_navigable_of_container(candidate, r.node) else { return false };
        let Some(next) = ua.navigable(child).map(|n| n.active_document) else { return false };
        candidate = next;
    }
}
