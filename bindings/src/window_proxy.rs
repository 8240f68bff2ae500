//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-windowproxy-exotic-object
//!
//! A child navigable's documents each have their own Window (a realm's global
//! object), but script holds one `WindowProxy` for the navigable: the value of
//! `iframe.contentWindow`, of `parent` seen from a grandchild, of a message's
//! `source`, of a RegisteredTool's `window`. It forwards to whichever Window is
//! active now, so a reference taken before a navigation sees the new document,
//! and `event.source === iframe.contentWindow` holds across navigations (what
//! testharness.js's `fetch_tests_from_window` relies on).
//!
//! Boa has no host hook for exotic objects, so the WindowProxy is an ECMAScript
//! Proxy whose traps forward to the active Window through `Reflect`. Unlike the
//! spec's exotic object it has to keep the Proxy invariants: its target is an
//! empty extensible object, so property descriptors are reported configurable,
//! and non-configurable definitions through it throw. Cross-origin access is not
//! restricted (a known gap, see the README). The Window itself is the
//! top-level document's WindowProxy: it never navigates to another document.

use boa_engine::object::builtins::JsProxy;
use boa_engine::{js_string, Context, Finalize, JsData, JsObject, JsResult, JsValue, Trace};
use runtime::dom::NodeId;

use crate::host::{host, DocId};

/// The Proxy target: which navigable the WindowProxy is for.
#[derive(Trace, Finalize, JsData)]
struct ProxyTarget {
    #[unsafe_ignore_trace]
    navigable: (DocId, NodeId),
}

/// The Window a navigable's WindowProxy forwards to: its active document's, or,
/// once the navigable is destroyed, that of the last document it had.
fn window_of(ctx: &Context, navigable: (DocId, NodeId)) -> Option<JsObject> {
    let h = host(ctx);
    let active = h.child_navigables.borrow().get(&navigable).copied();
    let doc = active.or_else(|| h.documents.borrow().iter().rposition(|d| d.parent == Some(navigable)))?;
    h.doc(doc, |d| d.window.clone()).flatten()
}

/// The WindowProxy of the browsing context document `doc` is in: the proxy of
/// its child navigable, or, for a top-level document, its Window.
pub fn for_document(ctx: &mut Context, doc: DocId) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    match h.doc(doc, |d| (d.parent, d.window.clone())) {
        Some((Some(navigable), _)) => for_navigable(ctx, navigable).map(Some),
        Some((None, window)) => Ok(window),
        None => Ok(None),
    }
}

/// The WindowProxy of the child navigable of `iframe` in `parent`, created on
/// first use (one per navigable, so identity is stable).
pub fn for_navigable(ctx: &mut Context, navigable: (DocId, NodeId)) -> JsResult<JsObject> {
    let h = host(ctx);
    if let Some(p) = h.window_proxies.borrow().iter().find(|(k, _)| *k == navigable).map(|(_, p)| p.clone()) {
        return Ok(p);
    }
    let target = JsObject::from_proto_and_data(None, ProxyTarget { navigable });
    let proxy: JsObject = JsProxy::builder(target.upcast())
        .get(trap_get)
        .set(trap_set)
        .has(trap_has)
        .delete_property(trap_delete_property)
        .define_property(trap_define_property)
        .get_own_property_descriptor(trap_get_own_property_descriptor)
        .own_keys(trap_own_keys)
        .get_prototype_of(trap_get_prototype_of)
        .set_prototype_of(trap_set_prototype_of)
        .is_extensible(trap_is_extensible)
        .prevent_extensions(trap_prevent_extensions)
        .build(ctx)?
        .into();
    h.window_proxies.borrow_mut().push((navigable, proxy.clone()));
    Ok(proxy)
}

/// The Window a value stands for: a WindowProxy's active Window, any other
/// object itself (WebIDL converts a WindowProxy to its Window this way).
pub fn resolve(ctx: &Context, obj: JsObject) -> JsObject {
    let h = host(ctx);
    let navigable = h.window_proxies.borrow().iter().find(|(_, p)| p == &obj).map(|(k, _)| *k);
    match navigable {
        Some(navigable) => window_of(ctx, navigable).unwrap_or(obj),
        None => obj,
    }
}

/// The active Window behind a trap's target.
fn active_window(target: &JsValue, ctx: &Context) -> JsResult<JsObject> {
    let target = target.as_object().ok_or_else(|| crate::glue::convert::type_error("WindowProxy without a target"))?;
    let data = target.downcast_ref::<ProxyTarget>().ok_or_else(|| crate::glue::convert::type_error("not a WindowProxy target"))?;
    window_of(ctx, data.navigable).ok_or_else(|| crate::glue::convert::type_error("the WindowProxy's browsing context has no Window"))
}

/// `Reflect[method](activeWindow, ...rest)`: the trap for the active Window.
fn forward(method: &str, args: &[JsValue], rest: usize, ctx: &mut Context) -> JsResult<JsValue> {
    let window = active_window(args.first().unwrap_or(&JsValue::undefined()), ctx)?;
    let reflect = ctx.intrinsics().objects().reflect();
    let f = reflect.get(js_string!(method), ctx)?;
    let mut forwarded = vec![JsValue::from(window)];
    forwarded.extend(args.iter().skip(1).take(rest).cloned());
    let f = f.as_callable().ok_or_else(|| crate::glue::convert::type_error("Reflect method is not callable"))?;
    f.call(&JsValue::from(reflect), &forwarded, ctx)
}

// Each trap receives (target, ...the operation's arguments). The receiver of
// get/set is dropped so that accessors run with the Window as `this`.
fn trap_get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("get", args, 1, ctx)
}
fn trap_set(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("set", args, 2, ctx)
}
fn trap_has(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("has", args, 1, ctx)
}
fn trap_delete_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("deleteProperty", args, 1, ctx)
}
fn trap_define_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("defineProperty", args, 2, ctx)
}
/// Reported configurable: the target does not have the property, and a Proxy
/// may not report a non-configurable property its target lacks.
fn trap_get_own_property_descriptor(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let desc = forward("getOwnPropertyDescriptor", args, 1, ctx)?;
    if let Some(d) = desc.as_object() {
        d.set(js_string!("configurable"), true, false, ctx)?;
    }
    Ok(desc)
}
fn trap_own_keys(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("ownKeys", args, 0, ctx)
}
fn trap_get_prototype_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("getPrototypeOf", args, 0, ctx)
}
fn trap_set_prototype_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward("setPrototypeOf", args, 1, ctx)
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-isextensible: true.
fn trap_is_extensible(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(JsValue::from(true))
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-preventextensions: false.
fn trap_prevent_extensions(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(JsValue::from(false))
}
