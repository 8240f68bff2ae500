//! https://dom.spec.whatwg.org/#interface-shadowroot, and what event
//! dispatch asks of shadow trees (retargeting, closed roots, slots).

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use runtime::dom::{NodeId, ShadowRootData, ShadowRootMode, SlotAssignmentMode, Tree};

use crate::dom::node::{dom_error, node_ref, with_tree, wrap, wrap_opt};
use crate::generated::ShadowRootMethods;
use crate::webidl::convert::type_error;

pub struct ShadowRoot;

/// Reads the state of the shadow root `this` reflects.
fn data<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&ShadowRootData) -> R) -> JsResult<R> {
    let (_, r) = with_tree(ctx, this, |t, n| t.shadow_root_data(n).map(f))?;
    r.ok_or_else(|| type_error("not a ShadowRoot"))
}

impl ShadowRootMethods for ShadowRoot {
    /// https://dom.spec.whatwg.org/#dom-shadowroot-mode
    fn get_mode(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        data(ctx, this, |d| if d.mode == ShadowRootMode::Open { "open" } else { "closed" }.to_string())
    }
    /// https://dom.spec.whatwg.org/#dom-shadowroot-delegatesfocus
    fn get_delegates_focus(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        data(ctx, this, |d| d.delegates_focus)
    }
    /// https://dom.spec.whatwg.org/#dom-shadowroot-slotassignment
    fn get_slot_assignment(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        data(ctx, this, |d| if d.slot_assignment == SlotAssignmentMode::Manual { "manual" } else { "named" }.to_string())
    }
    /// https://dom.spec.whatwg.org/#dom-shadowroot-clonable
    fn get_clonable(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        data(ctx, this, |d| d.clonable)
    }
    /// https://dom.spec.whatwg.org/#dom-shadowroot-serializable
    fn get_serializable(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        data(ctx, this, |d| d.serializable)
    }
    /// https://dom.spec.whatwg.org/#dom-shadowroot-host
    fn get_host(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let host = data(ctx, this, |d| d.host)?;
        wrap(ctx, node_ref(this)?.doc, host)
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-innerhtml
    /// (getter): the fragment serializing algorithm on this.
    fn get_inner_html(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.inner_html(n))?.1))
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-innerhtml
    /// (setter)
    fn set_inner_html(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let r = node_ref(this)?;
        let tree = crate::dom::node::tree_of(ctx, r.doc)?;
        // 2. Let fragment be the result of invoking the fragment parsing
        //    algorithm steps with this's host as the context and compliantString.
        let host = tree.borrow().host(r.node).ok_or_else(|| type_error("not a ShadowRoot"))?;
        let nodes = runtime::dom::parse_html_fragment(&tree, host, &value.to_std_string_lossy());
        let result = {
            let mut t = tree.borrow_mut();
            let fragment = t.create_document_fragment();
            // 3. Replace all with fragment within this.
            nodes.into_iter().try_for_each(|n| t.append_child(fragment, n).map(|_| ())).and_then(|()| t.replace_all(Some(fragment), r.node))
        };
        result.map_err(|e| dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, r.doc);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement
    fn get_active_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let r = node_ref(this)?;
        // 1. Let candidate be this's node document's focused area's DOM anchor.
        let Some(focused) = crate::host::host(ctx).objects(r.doc, |o| o.focused.clone()).flatten() else { return Ok(None) };
        let Ok(f) = node_ref(&focused) else { return Ok(None) };
        if f.doc != r.doc {
            return Ok(None);
        }
        // 2. Set candidate to the result of retargeting candidate against this.
        // 3. If candidate's root is not this, then return null.
        // 4. If candidate is not a Document object, then return candidate.
        let (_, candidate) = with_tree(ctx, this, |t, n| {
            let candidate = t.retarget(f.node, n);
            (t.root_of(candidate) == n).then_some(candidate)
        })?;
        wrap_opt(ctx, r.doc, candidate)
    }
}

/// https://dom.spec.whatwg.org/#dom-element-attachshadow
pub fn attach_shadow(ctx: &mut Context, this: &JsObject, init: &crate::generated::ShadowRootInit) -> JsResult<JsObject> {
    // 1. Let registry be this's node document's custom element registry
    //    (the engine has none).
    // 2. Run attach a shadow root with this, init["mode"], init["clonable"],
    //    init["serializable"], init["delegatesFocus"], init["slotAssignment"].
    let init = runtime::dom::ShadowRootInit {
        mode: if init.mode == "closed" { ShadowRootMode::Closed } else { ShadowRootMode::Open },
        delegates_focus: init.delegates_focus,
        slot_assignment: if init.slot_assignment == "manual" { SlotAssignmentMode::Manual } else { SlotAssignmentMode::Named },
        clonable: init.clonable,
        serializable: init.serializable,
    };
    let (doc, shadow) = with_tree(ctx, this, |t, n| t.attach_a_shadow_root(n, init))?;
    let shadow = shadow.map_err(|e| dom_error(ctx, e))?;
    // 3. Return this's shadow root.
    wrap(ctx, doc, shadow)
}

/// https://dom.spec.whatwg.org/#dom-element-shadowroot : this's shadow root
/// if its mode is "open".
pub fn shadow_root(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, shadow) = with_tree(ctx, this, |t, n| t.shadow_root(n).filter(|s| t.shadow_root_data(*s).is_some_and(|d| d.mode == ShadowRootMode::Open)))?;
    wrap_opt(ctx, doc, shadow)
}

/// https://dom.spec.whatwg.org/#dom-slotable-assignedslot : the result of
/// find a slot given this with the open flag set.
pub fn assigned_slot(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, slot) = with_tree(ctx, this, |t, n| t.find_a_slot(n, true))?;
    wrap_opt(ctx, doc, slot)
}

/// The node `obj` reflects, with its tree, when it is a node.
fn with_node<R>(ctx: &Context, obj: &JsObject, f: impl FnOnce(&Tree, NodeId) -> R) -> Option<R> {
    let r = node_ref(obj).ok()?;
    let tree = crate::dom::node::tree_of(ctx, r.doc).ok()?;
    let t = tree.borrow();
    Some(f(&t, r.node))
}

/// https://dom.spec.whatwg.org/#retarget `a` against `b` (objects that are
/// not nodes of one document stay as they are).
pub fn retarget(ctx: &mut Context, a: &JsObject, b: &JsObject) -> JsObject {
    let (Ok(ra), Ok(rb)) = (node_ref(a), node_ref(b)) else { return a.clone() };
    if ra.doc != rb.doc {
        // Another document's nodes: `a`'s shadow-including root cannot be an
        // ancestor of `b`, so `a` climbs to the host of its outermost shadow tree.
        let top = with_node(ctx, a, |t, n| {
            let root = t.shadow_including_root(n);
            t.retarget(n, root)
        });
        return match top {
            Some(node) if node != ra.node => wrap(ctx, ra.doc, node).unwrap_or_else(|_| a.clone()),
            _ => a.clone(),
        };
    }
    match with_node(ctx, a, |t, n| t.retarget(n, rb.node)) {
        Some(node) if node != ra.node => wrap(ctx, ra.doc, node).unwrap_or_else(|_| a.clone()),
        _ => a.clone(),
    }
}

/// Whether `parent` is not a node (a Window), or `target`'s root is a
/// shadow-including inclusive ancestor of `parent`.
pub fn root_contains(ctx: &mut Context, target: &JsObject, parent: &JsObject) -> bool {
    let (Ok(rt), Ok(rp)) = (node_ref(target), node_ref(parent)) else { return true };
    if rt.doc != rp.doc {
        return true;
    }
    with_node(ctx, target, |t, n| t.is_shadow_including_inclusive_ancestor(t.root_of(n), rp.node)).unwrap_or(true)
}

/// Whether `target` is a node in a shadow tree.
pub fn in_shadow_tree(ctx: &mut Context, target: &JsObject) -> bool {
    with_node(ctx, target, |t, n| t.is_in_shadow_tree(n)).unwrap_or(false)
}

fn is_closed(t: &Tree, n: NodeId) -> bool {
    t.shadow_root_data(n).is_some_and(|d| d.mode == ShadowRootMode::Closed)
}

/// Whether `target` is a shadow root whose mode is "closed".
pub fn is_closed_shadow_root(ctx: &mut Context, target: &JsObject) -> bool {
    with_node(ctx, target, is_closed).unwrap_or(false)
}

/// Whether `target`'s root is a shadow root whose mode is "closed".
pub fn root_is_closed_shadow_root(ctx: &mut Context, target: &JsObject) -> bool {
    with_node(ctx, target, |t, n| is_closed(t, t.root_of(n))).unwrap_or(false)
}

/// Whether `target` is a slottable assigned to a slot.
pub fn is_assigned_slottable(ctx: &mut Context, target: &JsObject) -> bool {
    with_node(ctx, target, |t, n| t.find_a_slot(n, false).is_some()).unwrap_or(false)
}

/// Whether `event` has a relatedTarget (a MouseEvent or a FocusEvent).
fn has_related_target(event: &JsObject) -> bool {
    use crate::generated::Interface;
    event
        .downcast_ref::<crate::webidl::reflect::DomObject>()
        .is_some_and(|d| d.interface.inherits(Interface::MouseEvent) || d.interface.inherits(Interface::FocusEvent))
}

/// The event's relatedTarget, for the interfaces that have one.
pub fn event_related_target(event: &JsObject) -> Option<JsObject> {
    if !has_related_target(event) {
        return None;
    }
    crate::dom::event::with_data(event, |d| d.values.get(crate::uievents::values::RELATED_TARGET).and_then(JsValue::as_object)).flatten()
}

/// Sets the event's relatedTarget, for the interfaces that have one.
pub fn set_event_related_target(event: &JsObject, target: Option<&JsObject>) {
    if !has_related_target(event) {
        return;
    }
    crate::dom::event::with_data_mut(event, |d| {
        if let Some(slot) = d.values.get_mut(crate::uievents::values::RELATED_TARGET) {
            *slot = target.cloned().map(JsValue::from).unwrap_or_else(JsValue::null);
        }
    });
}
