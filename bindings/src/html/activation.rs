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
fn follow_the_hyperlink(ctx: &mut Context, subject: &JsObject) {
    let Ok(r) = node_ref(subject) else { return };
    let h = host(ctx);
    // 1. If subject cannot navigate (it is not connected), then return.
    let Some((connected, href, target, rel)) = h.doc(r.doc, |d| {
        let t = d.tree.borrow();
        (t.is_connected(r.node), t.attribute(r.node, "href").map(str::to_string), t.attribute(r.node, "target").map(str::to_string), t.attribute(r.node, "rel").map(str::to_string))
    }) else {
        return;
    };
    if !connected {
        return;
    }
    // 6. Let url be the result of encoding-parsing a URL given subject's href
    //    attribute value, relative to subject's node document. 7. If url is failure, then return.
    let Some(base) = h.doc(r.doc, |d| d.url.clone()) else { return };
    let Some(url) = href.and_then(|s| base.join(s.trim()).ok()) else { return };
    // 2-5. The target: the `target` attribute (the empty string is _self);
    //      noopener for rel noopener/noreferrer, or _blank without rel=opener.
    let target = target.map(|t| t.trim().to_string()).filter(|t| !t.is_empty()).unwrap_or_else(|| "_self".to_string());
    let rel: Vec<String> = rel.unwrap_or_default().split_ascii_whitespace().map(str::to_ascii_lowercase).collect();
    let has = |t: &str| rel.iter().any(|r| r == t);
    let noopener = has("noopener") || has("noreferrer") || (target.eq_ignore_ascii_case("_blank") && !has("opener"));
    // 8-14. Navigate the chosen navigable to url (as window.open chooses it).
    if target.eq_ignore_ascii_case("_self") {
        let _ = crate::html::navigable::navigate_from_location(ctx, r.doc, r.doc, url);
        return;
    }
    let features = if noopener { "noopener" } else { "" };
    if let Err(e) = crate::html::auxiliary::window_open_steps(ctx, r.doc, url.as_str(), &target, features) {
        let report = host(ctx).hooks.report_exception;
        report(ctx, e);
    }
}
