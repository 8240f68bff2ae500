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
}

fn kind(ctx: &Context, target: &JsObject) -> Option<Kind> {
    let (_, k) = with_tree(ctx, target, |t, n| {
        let e = t.element(n)?;
        if (e.is_html("a") || e.is_html("area")) && t.has_attribute(n, "href") {
            return Some(Kind::Hyperlink);
        }
        None
    })
    .ok()?;
    k
}

/// Whether `target` has activation behavior.
pub fn has_activation_behavior(ctx: &mut Context, target: &JsObject) -> bool {
    kind(ctx, target).is_some()
}

/// https://dom.spec.whatwg.org/#eventtarget-legacy-pre-activation-behavior
pub fn legacy_pre_activation_behavior(_ctx: &mut Context, _target: &JsObject, _event: &JsObject) {}

/// https://dom.spec.whatwg.org/#eventtarget-legacy-canceled-activation-behavior
pub fn legacy_canceled_activation_behavior(_ctx: &mut Context, _target: &JsObject, _event: &JsObject) {}

/// Runs `target`'s activation behavior with `event`.
pub fn activation_behavior(ctx: &mut Context, target: &JsObject, _event: &JsObject) {
    match kind(ctx, target) {
        Some(Kind::Hyperlink) => follow_the_hyperlink(ctx, target),
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
