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
//! and non-configurable definitions through it throw. Across origins only the
//! cross-origin properties (postMessage, location, parent, ...) are reachable;
//! the rest throws a "SecurityError". The members reached are the Window's own
//! (the spec wraps them in per-realm cross-origin functions), and the accessor
//! is the running script's realm. The Window itself is the
//! top-level document's WindowProxy: it never navigates to another document.

use boa_engine::object::builtins::JsProxy;
use boa_engine::{js_string, Context, Finalize, JsData, JsError, JsObject, JsResult, JsSymbol, JsValue, Trace};

use crate::glue::exception::dom_exception;
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

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-):
/// the Window members reachable from another origin.
const CROSS_ORIGIN_PROPERTIES: &[&str] =
    &["window", "self", "location", "close", "closed", "focus", "blur", "frames", "length", "top", "opener", "parent", "postMessage"];

/// https://html.spec.whatwg.org/multipage/browsers.html#isplatformobjectsameorigin-(-o-):
/// whether the active Window is same origin with the code accessing it (the
/// running script's realm, see `incumbent_doc`; document.domain is not
/// implemented, so same origin-domain is same origin).
fn is_platform_object_same_origin(target: &JsValue, ctx: &mut Context) -> JsResult<bool> {
    let window = active_window(target, ctx)?;
    let doc = crate::dom::window::window_doc(&window)?;
    let accessor = crate::host::incumbent_doc(ctx);
    Ok(host(ctx).same_origin(doc, accessor))
}

/// The property key of a trap's arguments, when it is a string.
fn key_name(args: &[JsValue]) -> Option<String> {
    args.get(1).and_then(JsValue::as_string).map(|s| s.to_std_string_lossy())
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossorigingetownpropertyhelper-(-o,-p-)
/// "then", @@toStringTag, @@hasInstance and @@isConcatSpreadable are
/// undefined-valued across origins rather than errors.
fn is_cross_origin_undefined_key(args: &[JsValue]) -> bool {
    match args.get(1) {
        Some(k) if k.as_string().is_some() => key_name(args).as_deref() == Some("then"),
        Some(k) => k.as_symbol().is_some_and(|s| {
            s == JsSymbol::to_string_tag() || s == JsSymbol::has_instance() || s == JsSymbol::is_concat_spreadable()
        }),
        None => false,
    }
}

fn is_cross_origin_property(args: &[JsValue]) -> bool {
    key_name(args).is_some_and(|k| CROSS_ORIGIN_PROPERTIES.contains(&k.as_str()))
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginpropertyfallback-(-p-)
/// failing: a "SecurityError" DOMException.
fn cross_origin_error(args: &[JsValue], ctx: &mut Context) -> JsError {
    let what = key_name(args).map_or_else(|| "a property".to_string(), |k| format!("'{k}'"));
    dom_exception(ctx, "SecurityError", &format!("Blocked a frame from accessing {what} of a cross-origin frame."))
}

// Each trap receives (target, ...the operation's arguments). The receiver of
// get/set is dropped so that accessors run with the Window as `this`.

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-get
fn trap_get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    if is_platform_object_same_origin(&target, ctx)? || is_cross_origin_property(args) {
        return forward("get", args, 1, ctx);
    }
    if is_cross_origin_undefined_key(args) {
        return Ok(JsValue::undefined());
    }
    Err(cross_origin_error(args, ctx))
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-set:
/// across origins only `location` can be set.
fn trap_set(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    if is_platform_object_same_origin(&target, ctx)? || key_name(args).as_deref() == Some("location") {
        return forward("set", args, 2, ctx);
    }
    Err(cross_origin_error(args, ctx))
}
/// [[HasProperty]] goes through [[GetOwnProperty]], which throws across
/// origins for anything outside the cross-origin properties.
fn trap_has(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    if is_platform_object_same_origin(&target, ctx)? {
        return forward("has", args, 1, ctx);
    }
    if is_cross_origin_property(args) || is_cross_origin_undefined_key(args) {
        return Ok(JsValue::from(true));
    }
    Err(cross_origin_error(args, ctx))
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-delete
fn trap_delete_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    if is_platform_object_same_origin(&target, ctx)? {
        return forward("deleteProperty", args, 1, ctx);
    }
    Err(cross_origin_error(args, ctx))
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-defineownproperty
fn trap_define_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    if is_platform_object_same_origin(&target, ctx)? {
        return forward("defineProperty", args, 2, ctx);
    }
    Err(cross_origin_error(args, ctx))
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getownproperty.
/// Reported configurable: the target does not have the property, and a Proxy
/// may not report a non-configurable property its target lacks.
fn trap_get_own_property_descriptor(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    let same_origin = is_platform_object_same_origin(&target, ctx)?;
    if !same_origin && !is_cross_origin_property(args) {
        if is_cross_origin_undefined_key(args) {
            let desc = JsObject::with_object_proto(ctx.intrinsics());
            desc.set(js_string!("value"), JsValue::undefined(), false, ctx)?;
            desc.set(js_string!("writable"), false, false, ctx)?;
            desc.set(js_string!("enumerable"), false, false, ctx)?;
            desc.set(js_string!("configurable"), true, false, ctx)?;
            return Ok(desc.into());
        }
        return Err(cross_origin_error(args, ctx));
    }
    let desc = forward("getOwnPropertyDescriptor", args, 1, ctx)?;
    if let Some(d) = desc.as_object() {
        d.set(js_string!("configurable"), true, false, ctx)?;
        if !same_origin {
            d.set(js_string!("enumerable"), false, false, ctx)?;
        }
    }
    Ok(desc)
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-ownpropertykeys
fn trap_own_keys(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    if is_platform_object_same_origin(&target, ctx)? {
        return forward("ownKeys", args, 0, ctx);
    }
    // CrossOriginOwnPropertyKeys: the cross-origin properties, "then" and the three symbols.
    let mut keys: Vec<JsValue> = CROSS_ORIGIN_PROPERTIES.iter().map(|k| JsValue::from(js_string!(*k))).collect();
    keys.push(JsValue::from(js_string!("then")));
    keys.extend([JsSymbol::to_string_tag(), JsSymbol::has_instance(), JsSymbol::is_concat_spreadable()].map(JsValue::from));
    Ok(boa_engine::object::builtins::JsArray::from_iter(keys, ctx).into())
}
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getprototypeof:
/// null across origins.
fn trap_get_prototype_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let target = args.first().cloned().unwrap_or_default();
    if is_platform_object_same_origin(&target, ctx)? {
        return forward("getPrototypeOf", args, 0, ctx);
    }
    Ok(JsValue::null())
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
