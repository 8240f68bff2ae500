//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-windowproxy-exotic-object
//! and the cross-origin side of
//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface.
//!
//! Every navigable has, in each agent that refers to it, one WindowProxy:
//! the value of `window`, `self`, `frames`, `globalThis` and `this` at the
//! top level of its documents' scripts, `parent`, `top`, `opener`,
//! `frames[i]`, `iframe.contentWindow`, `window.open()`'s result, a
//! message's `source` and a RegisteredTool's `window`. It forwards to the
//! navigable's active Window when that Window is in this agent and same
//! origin with the script asking (IsPlatformObjectSameOrigin); otherwise
//! only the cross-origin members exist (`crate::html::cross_origin`), working on
//! ids, and everything else throws a "SecurityError". A navigable whose
//! document lives in another agent is therefore only ever reached through
//! these cross-origin members.
//!
//! Boa has no host hook for exotic objects, so a WindowProxy is an
//! ECMAScript Proxy whose traps implement the internal methods below. Its
//! target is an empty extensible object, so (Proxy invariants) properties
//! are reported configurable, and a non-configurable definition made
//! through it is mirrored on the target.

use boa_engine::object::builtins::{JsArray, JsProxy};
use boa_engine::{js_string, Context, Finalize, JsData, JsObject, JsResult, JsValue, Trace};
use runtime::html::NavigableId;

use crate::html::cross_origin::{
    cross_origin_get, cross_origin_get_own_property_helper, cross_origin_own_property_keys, cross_origin_property_fallback, cross_origin_set, security_error,
    CrossOriginObject, Descriptor,
};
use crate::host::{host, DocId, ExoticKind};

/// The Proxy target: which navigable or document the exotic object is for.
#[derive(Trace, Finalize, JsData)]
struct ProxyTarget {
    #[unsafe_ignore_trace]
    object: CrossOriginObject,
}

/// This agent's WindowProxy for `nav`, made on first use (one per navigable,
/// so identity holds across navigations).
pub fn get(ctx: &mut Context, nav: NavigableId) -> JsResult<JsObject> {
    let h = host(ctx);
    if let Some(p) = h.window_proxies.borrow().get(&nav) {
        return Ok(p.clone());
    }
    let proxy = build(ctx, CrossOriginObject::Window(nav))?;
    h.window_proxies.borrow_mut().insert(nav, proxy.clone());
    h.exotics.borrow_mut().insert(proxy.clone(), ExoticKind::WindowProxy(nav));
    Ok(proxy)
}

/// This agent's Location object for `doc` as a cross-origin script sees it.
pub fn cross_origin_location(ctx: &mut Context, doc: DocId) -> JsResult<JsObject> {
    let h = host(ctx);
    if let Some(p) = h.cross_origin_locations.borrow().get(&doc) {
        return Ok(p.clone());
    }
    let proxy = build(ctx, CrossOriginObject::Location(doc))?;
    h.cross_origin_locations.borrow_mut().insert(doc, proxy.clone());
    h.exotics.borrow_mut().insert(proxy.clone(), ExoticKind::CrossOriginLocation(doc));
    Ok(proxy)
}

fn build(ctx: &mut Context, object: CrossOriginObject) -> JsResult<JsObject> {
    let target = JsObject::from_proto_and_data(None, ProxyTarget { object });
    Ok(JsProxy::builder(target.upcast())
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
        .into())
}

/// The WindowProxy of the navigable `doc` is the active document of, if any.
pub fn for_document(ctx: &mut Context, doc: DocId) -> JsResult<Option<JsObject>> {
    let nav = host(ctx).ua().navigable_of(doc);
    nav.map(|n| get(ctx, n)).transpose()
}

/// The document a Window value stands for: a WindowProxy's navigable's
/// active document, or a Window object's document (WebIDL converts a
/// WindowProxy to its Window this way). `None` for anything else.
pub fn document_of(ctx: &Context, obj: &JsObject) -> Option<DocId> {
    let h = host(ctx);
    let kind = h.exotics.borrow().get(obj).copied();
    match kind {
        Some(ExoticKind::WindowProxy(nav)) => h.ua().navigable(nav).map(|n| n.active_document),
        Some(ExoticKind::CrossOriginLocation(_)) => None,
        None => crate::html::window::window_doc(obj).ok(),
    }
}

/// The platform object a `this` value stands for, for an operation or
/// attribute of this agent's interfaces: a WindowProxy's Window when the
/// running script may reach it; a "SecurityError" for a Window or Location
/// of another origin or agent
/// (https://webidl.spec.whatwg.org/#dfn-perform-a-security-check); any
/// other object itself.
pub fn resolve(ctx: &mut Context, obj: JsObject) -> JsResult<JsObject> {
    let kind = host(ctx).exotics.borrow().get(&obj).copied();
    match kind {
        None => Ok(obj),
        Some(ExoticKind::WindowProxy(nav)) => match access_window(ctx, nav)? {
            Some(window) => Ok(window),
            None => Err(security_error(ctx, &JsValue::undefined())),
        },
        Some(ExoticKind::CrossOriginLocation(doc)) => match access_location(ctx, doc)? {
            Some(location) => Ok(location),
            None => Err(security_error(ctx, &JsValue::undefined())),
        },
    }
}

/// https://html.spec.whatwg.org/multipage/browsers.html#isplatformobjectsameorigin-(-o-)
/// for the Window of `nav`'s active document: `Some(window)` when that
/// Window is in this agent and same origin(-domain) with the running script
/// (document.domain cannot be set, so same origin-domain is same origin).
fn access_window(ctx: &mut Context, nav: NavigableId) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    let Some(doc) = h.ua().navigable(nav).map(|n| n.active_document) else { return Ok(None) };
    Ok(same_origin_objects(ctx, doc)?.and_then(|_| h.objects(doc, |o| o.window.clone()).flatten()))
}

/// IsPlatformObjectSameOrigin for the Location of `doc`.
fn access_location(ctx: &mut Context, doc: DocId) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    Ok(same_origin_objects(ctx, doc)?.and_then(|_| h.objects(doc, |o| o.location.clone()).flatten()))
}

/// `Some(())` when `doc` is in this agent and same origin with the running
/// script (its objects made if need be).
fn same_origin_objects(ctx: &mut Context, doc: DocId) -> JsResult<Option<()>> {
    let h = host(ctx);
    let local = h.doc(doc, |d| d.agent == h.agent).unwrap_or(false);
    if !local {
        return Ok(None);
    }
    let accessor = crate::host::incumbent_doc(ctx);
    if !h.same_origin(accessor, doc) {
        return Ok(None);
    }
    crate::html::document_load::initialize_document_objects(ctx, doc)?;
    Ok(Some(()))
}

/// The object behind a trap's target, and the platform object it forwards
/// to when the running script may reach it.
fn target_of(ctx: &mut Context, args: &[JsValue]) -> JsResult<(CrossOriginObject, Option<JsObject>)> {
    let target = args.first().and_then(JsValue::as_object).ok_or_else(|| crate::webidl::convert::type_error("exotic object without a target"))?;
    let object = target.downcast_ref::<ProxyTarget>().map(|d| d.object).ok_or_else(|| crate::webidl::convert::type_error("not a WindowProxy or Location target"))?;
    let same = match object {
        CrossOriginObject::Window(nav) => access_window(ctx, nav)?,
        CrossOriginObject::Location(doc) => access_location(ctx, doc)?,
    };
    Ok((object, same))
}

fn arg(args: &[JsValue], i: usize) -> JsValue {
    args.get(i).cloned().unwrap_or_default()
}

/// `Reflect[method](object, ...rest)`.
fn reflect(ctx: &mut Context, method: &str, object: &JsObject, rest: &[JsValue]) -> JsResult<JsValue> {
    let reflect = ctx.intrinsics().objects().reflect();
    let f = reflect.get(js_string!(method), ctx)?;
    let f = f.as_callable().ok_or_else(|| crate::webidl::convert::type_error("Reflect method is not callable"))?;
    let mut forwarded = vec![JsValue::from(object.clone())];
    forwarded.extend_from_slice(rest);
    f.call(&JsValue::from(reflect), &forwarded, ctx)
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getownproperty
/// step 2's index: the key as an array index, if it is one.
fn array_index(key: &JsValue) -> Option<u32> {
    let s = key.as_string()?.to_std_string_lossy();
    let n: u32 = s.parse().ok()?;
    (n != u32::MAX && n.to_string() == s).then_some(n)
}

/// The WindowProxy of the `index`-th document-tree child navigable of
/// `nav`'s active document.
fn child_window_proxy(ctx: &mut Context, nav: NavigableId, index: u32) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    let child = {
        let ua = h.ua();
        let Some(doc) = ua.navigable(nav).map(|n| n.active_document) else { return Ok(None) };
        ua.document_tree_child_navigables(doc).get(index as usize).copied()
    };
    child.map(|c| get(ctx, c)).transpose()
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#document-tree-child-navigable-target-name-property-set:
/// the child navigable whose target name (its iframe's `name`) is `key`.
pub(crate) fn named_child(ctx: &Context, nav: NavigableId, key: &JsValue) -> Option<NavigableId> {
    let name = key.as_string()?.to_std_string_lossy();
    if name.is_empty() {
        return None;
    }
    let h = host(ctx);
    let ua = h.ua();
    let doc = ua.navigable(nav)?.active_document;
    let tree = ua.document(doc)?.tree.clone();
    let t = tree.borrow();
    ua.document_tree_child_navigables(doc).into_iter().find(|c| {
        ua.navigable(*c).and_then(|n| n.container).is_some_and(|(_, iframe)| t.attribute(iframe, "name") == Some(name.as_str()))
    })
}

/// [[GetOwnProperty]] of a WindowProxy or cross-origin Location, as a descriptor.
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getownproperty
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-getownproperty
fn get_own_property(ctx: &mut Context, object: CrossOriginObject, same: &Option<JsObject>, key: &JsValue) -> JsResult<Option<DescriptorOrForward>> {
    // 1. Let W be the value of the [[Window]] internal slot of this.
    // 2. If P is an array index property name, then:
    if let (CrossOriginObject::Window(nav), Some(index)) = (object, array_index(key)) {
        // 2.1-2.4. The index-th document-tree child navigable's WindowProxy.
        return match child_window_proxy(ctx, nav, index)? {
            // 2.6. Return { [[Value]]: value, [[Writable]]: false, [[Enumerable]]: true, [[Configurable]]: true }.
            Some(value) => Ok(Some(DescriptorOrForward::Descriptor(Descriptor::Data { value: value.into(), writable: false, enumerable: true, configurable: true }))),
            // 2.5. If value is undefined: same origin, undefined; else SecurityError.
            None if same.is_some() => Ok(None),
            None => Err(security_error(ctx, key)),
        };
    }
    // 3. If IsPlatformObjectSameOrigin(W) is true, then return ! OrdinaryGetOwnProperty(W, P).
    if same.is_some() {
        return Ok(Some(DescriptorOrForward::Forward));
    }
    // 4-5. Let property be CrossOriginGetOwnPropertyHelper(W, P); if it is not undefined, return it.
    if let Some(d) = cross_origin_get_own_property_helper(ctx, object, key)? {
        return Ok(Some(DescriptorOrForward::Descriptor(d)));
    }
    // 6. A document-tree child navigable target name: its WindowProxy.
    if let CrossOriginObject::Window(nav) = object {
        if let Some(child) = named_child(ctx, nav, key) {
            let value = get(ctx, child)?;
            return Ok(Some(DescriptorOrForward::Descriptor(Descriptor::Data { value: value.into(), writable: false, enumerable: false, configurable: true })));
        }
    }
    // 7. Return ? CrossOriginPropertyFallback(P).
    cross_origin_property_fallback(ctx, key).map(|d| Some(DescriptorOrForward::Descriptor(d)))
}

enum DescriptorOrForward {
    Descriptor(Descriptor),
    /// Same origin: the platform object's own property (ordinary).
    Forward,
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-get
fn trap_get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (object, same) = target_of(ctx, args)?;
    let (key, receiver) = (arg(args, 1), arg(args, 2));
    // An array index reads the child navigables whatever the origin.
    if array_index(&key).is_some() && matches!(object, CrossOriginObject::Window(_)) {
        return match get_own_property(ctx, object, &same, &key)? {
            Some(DescriptorOrForward::Descriptor(d)) => cross_origin_get(ctx, d, &key, &receiver),
            _ => Ok(JsValue::undefined()),
        };
    }
    match same {
        // 3. If IsPlatformObjectSameOrigin(W) is true, then return ? OrdinaryGet(this, P, Receiver).
        Some(w) => reflect(ctx, "get", &w, &[key, receiver]),
        // 4. Return ? CrossOriginGet(this, P, Receiver).
        None => match get_own_property(ctx, object, &same, &key)? {
            Some(DescriptorOrForward::Descriptor(d)) => cross_origin_get(ctx, d, &key, &receiver),
            _ => Err(security_error(ctx, &key)),
        },
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-set
fn trap_set(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (object, same) = target_of(ctx, args)?;
    let (key, value, receiver) = (arg(args, 1), arg(args, 2), arg(args, 3));
    match same {
        Some(w) => {
            // 3.1. If P is an array index property name, then return false.
            if array_index(&key).is_some() && matches!(object, CrossOriginObject::Window(_)) {
                return Ok(JsValue::from(false));
            }
            // 3.2. Return ? OrdinarySet(W, P, V, Receiver).
            reflect(ctx, "set", &w, &[key, value, receiver])
        }
        // 4. Return ? CrossOriginSet(this, P, V, Receiver).
        None => match get_own_property(ctx, object, &same, &key)? {
            Some(DescriptorOrForward::Descriptor(d)) => cross_origin_set(ctx, d, &key, value, &receiver).map(JsValue::from),
            _ => Err(security_error(ctx, &key)),
        },
    }
}

/// [[HasProperty]] is ordinary: [[GetOwnProperty]], then the prototype (null across origins).
fn trap_has(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (object, same) = target_of(ctx, args)?;
    let key = arg(args, 1);
    match get_own_property(ctx, object, &same, &key)? {
        Some(DescriptorOrForward::Descriptor(_)) => Ok(JsValue::from(true)),
        Some(DescriptorOrForward::Forward) => match &same {
            Some(w) => reflect(ctx, "has", w, &[key]),
            None => Ok(JsValue::from(false)),
        },
        None => Ok(JsValue::from(false)),
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-delete
fn trap_delete_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (object, same) = target_of(ctx, args)?;
    let key = arg(args, 1);
    match same {
        Some(w) => {
            // 2.1. An array index: true if there is no such child, else false.
            if array_index(&key).is_some() && matches!(object, CrossOriginObject::Window(_)) {
                let exists = matches!(get_own_property(ctx, object, &Some(w), &key)?, Some(DescriptorOrForward::Descriptor(_)));
                return Ok(JsValue::from(!exists));
            }
            // 2.2. Return ? OrdinaryDelete(W, P).
            reflect(ctx, "deleteProperty", &w, &[key])
        }
        // 3. Throw a "SecurityError" DOMException.
        None => Err(security_error(ctx, &key)),
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-defineownproperty
fn trap_define_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (object, same) = target_of(ctx, args)?;
    let (key, desc) = (arg(args, 1), arg(args, 2));
    let Some(w) = same else {
        // 3. Throw a "SecurityError" DOMException.
        return Err(security_error(ctx, &key));
    };
    // 2.1. If P is an array index property name, return false.
    if array_index(&key).is_some() && matches!(object, CrossOriginObject::Window(_)) {
        return Ok(JsValue::from(false));
    }
    // 2.2. Return ? OrdinaryDefineOwnProperty(W, P, Desc).
    let defined = reflect(ctx, "defineProperty", &w, &[key.clone(), desc.clone()])?;
    // A Proxy may only report a non-configurable property its target has:
    // mirror such a definition on the target.
    let non_configurable = desc.as_object().map(|d| d.get(js_string!("configurable"), ctx)).transpose()?.is_some_and(|c| !c.to_boolean());
    if defined.to_boolean() && non_configurable {
        if let Some(t) = args.first().and_then(JsValue::as_object) {
            let current = reflect(ctx, "getOwnPropertyDescriptor", &w, &[key.clone()])?;
            reflect(ctx, "defineProperty", &t, &[key, current])?;
        }
    }
    Ok(defined)
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getownproperty
fn trap_get_own_property_descriptor(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (object, same) = target_of(ctx, args)?;
    let key = arg(args, 1);
    // A property mirrored on the target (see defineProperty) is reported as the target has it.
    if let Some(t) = args.first().and_then(JsValue::as_object) {
        let mirrored = reflect(ctx, "getOwnPropertyDescriptor", &t, &[key.clone()])?;
        if !mirrored.is_undefined() && same.is_some() {
            return Ok(mirrored);
        }
    }
    match get_own_property(ctx, object, &same, &key)? {
        None => Ok(JsValue::undefined()),
        Some(DescriptorOrForward::Descriptor(d)) => Ok(d.to_object(ctx)?.into()),
        Some(DescriptorOrForward::Forward) => {
            let Some(w) = same else { return Ok(JsValue::undefined()) };
            let desc = reflect(ctx, "getOwnPropertyDescriptor", &w, &[key])?;
            // The target lacks the property, so it can only be reported configurable.
            if let Some(d) = desc.as_object() {
                d.set(js_string!("configurable"), true, false, ctx)?;
            }
            Ok(desc)
        }
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-ownpropertykeys
fn trap_own_keys(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (object, same) = target_of(ctx, args)?;
    // 2-3. keys: the indices of the document-tree child navigables.
    let mut keys: Vec<JsValue> = Vec::new();
    if let CrossOriginObject::Window(nav) = object {
        let h = host(ctx);
        let count = {
            let ua = h.ua();
            ua.navigable(nav).map_or(0, |n| ua.document_tree_child_navigables(n.active_document).len())
        };
        keys.extend((0..count).map(|i| JsValue::from(js_string!(i.to_string()))));
    }
    match same {
        // 4. Same origin: keys and OrdinaryOwnPropertyKeys(W).
        Some(w) => {
            let own = reflect(ctx, "ownKeys", &w, &[])?;
            if let Some(o) = own.as_object() {
                let len = o.get(js_string!("length"), ctx)?.to_length(ctx)?;
                for i in 0..len {
                    keys.push(o.get(i, ctx)?);
                }
            }
        }
        // 5. Otherwise: keys and ! CrossOriginOwnPropertyKeys(W).
        None => keys.extend(cross_origin_own_property_keys(object)),
    }
    Ok(JsArray::from_iter(keys, ctx).into())
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getprototypeof
fn trap_get_prototype_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (_, same) = target_of(ctx, args)?;
    match same {
        // 2. If IsPlatformObjectSameOrigin(W), return ! OrdinaryGetPrototypeOf(W).
        Some(w) => reflect(ctx, "getPrototypeOf", &w, &[]),
        // 3. Return null.
        None => Ok(JsValue::null()),
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-setprototypeof:
/// SetImmutablePrototype: true only when V is the current prototype.
fn trap_set_prototype_of(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let current = trap_get_prototype_of(this, args, ctx)?;
    let v = arg(args, 1);
    Ok(JsValue::from(JsValue::same_value(&current, &v)))
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-isextensible: true.
fn trap_is_extensible(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(JsValue::from(true))
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-preventextensions: false.
fn trap_prevent_extensions(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(JsValue::from(false))
}
