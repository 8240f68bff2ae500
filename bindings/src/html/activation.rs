//! Activation behavior (https://dom.spec.whatwg.org/#eventtarget-activation-behavior)
//! of HTML elements, which the DOM dispatch algorithm runs for a `click`
//! MouseEvent at the nearest ancestor-or-self that has one (its activation
//! target). Every element kind with activation behavior has its case here.

use boa_engine::{Context, JsObject};

use crate::dom::node::{node_ref, with_tree};
use crate::host::host;

/// The element kinds that have activation behavior.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An `a` or `area` element with an `href` attribute
    /// (https://html.spec.whatwg.org/multipage/links.html#links-created-by-a-and-area-elements).
    Hyperlink,
    /// A form control that does something on click: a checkbox, a radio
    /// button, a submit or reset button (`crate::html::form_activation`).
    FormControl,
    /// A `summary` element (`crate::html::details`).
    Summary,
}

fn kind(ctx: &Context, target: &JsObject) -> Option<Kind> {
    let (_, k) = with_tree(ctx, target, |t, n| {
        let e = t.element(n)?;
        if (e.is_html("a") || e.is_html("area")) && t.has_attribute(n, "href") {
            return Some(Kind::Hyperlink);
        }
        if e.is_html("summary") {
            return Some(Kind::Summary);
        }
        None
    })
    .ok()?;
    if k.is_some() {
        return k;
    }
    let r = node_ref(target).ok()?;
    crate::html::form_activation::has_activation_behavior(ctx, r.doc, r.node).then_some(Kind::FormControl)
}

/// Whether `target` has activation behavior.
pub fn has_activation_behavior(ctx: &mut Context, target: &JsObject) -> bool {
    kind(ctx, target).is_some()
}

/// https://dom.spec.whatwg.org/#eventtarget-legacy-pre-activation-behavior
/// (form controls only: a checkbox toggles, a radio button is checked).
pub fn legacy_pre_activation_behavior(ctx: &mut Context, target: &JsObject, _event: &JsObject) {
    let Ok(r) = node_ref(target) else { return };
    if let Some(saved) = crate::html::form_activation::legacy_pre_activation_behavior(ctx, r.doc, r.node) {
        host(ctx).objects_mut(r.doc, |o| o.activation_saved.insert(r.node, saved));
    }
}

/// https://dom.spec.whatwg.org/#eventtarget-legacy-canceled-activation-behavior
/// (form controls only: what the pre-activation changed is restored).
pub fn legacy_canceled_activation_behavior(ctx: &mut Context, target: &JsObject, _event: &JsObject) {
    let Ok(r) = node_ref(target) else { return };
    let saved = host(ctx).objects_mut(r.doc, |o| o.activation_saved.remove(&r.node));
    if let Some(saved) = saved {
        crate::html::form_activation::legacy_canceled_activation_behavior(ctx, r.doc, r.node, saved);
    }
}

/// Runs `target`'s activation behavior with `event`.
pub fn activation_behavior(ctx: &mut Context, target: &JsObject, _event: &JsObject) {
    match kind(ctx, target) {
        Some(Kind::Hyperlink) => follow_the_hyperlink(ctx, target),
        Some(Kind::FormControl) => {
            let Ok(r) = node_ref(target) else { return };
            host(ctx).objects_mut(r.doc, |o| o.activation_saved.remove(&r.node));
            crate::html::form_activation::activation_behavior(ctx, r.doc, r.node);
        }
        Some(Kind::Summary) => {
            let Ok(r) = node_ref(target) else { return };
            crate::html::details::summary_activation_behavior(ctx, r.doc, r.node);
        }
        None => {}
    }
}

/// https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2
/// (`crate::html::navigable::follow_the_hyperlink`, which also reads `<base target>`).
fn follow_the_hyperlink(ctx: &mut Context, subject: &JsObject) {
    let Ok(r) = node_ref(subject) else { return };
    if let Err(e) = crate::html::navigable::follow_the_hyperlink(ctx, r.doc, r.node) {
        let report = host(ctx).hooks.report_exception;
        report(ctx, e);
    }
}
