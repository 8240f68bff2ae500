//! Legacy platform objects (https://webidl.spec.whatwg.org/#es-legacy-platform-objects):
//! objects of interfaces with an indexed or named property getter
//! (NodeList, HTMLCollection, DOMTokenList, DOMStringMap,
//! CSSStyleDeclaration...), whose indices and names are properties that
//! come and go with the object's state.
//!
//! Boa has no hook for exotic objects, so such an object is an ECMAScript
//! Proxy whose target is the platform object itself (its prototype, its
//! expandos) and whose traps implement WebIDL's internal methods with the
//! generated [`LegacyOps`] of the interface. The generated glue reaches the
//! platform object from the Proxy through [`platform_object_of`].

use boa_engine::builtins::proxy::Proxy;
use boa_engine::object::builtins::JsArray;
use boa_engine::{js_string, Context, JsObject, JsResult, JsString, JsSymbol, JsValue};

use crate::webidl::convert::type_error;
use crate::webidl::define::{new_proxy, proxy_handler, NativeFn};
use crate::webidl::reflect::{DomObject, Protos};

/// The supported property indices' count and the indexed property getter.
pub type Indexed = (fn(&mut Context, &JsObject) -> JsResult<u32>, fn(&mut Context, &JsObject, u32) -> JsResult<JsValue>);
/// The supported property names and the named property getter.
pub type Named = (fn(&mut Context, &JsObject) -> JsResult<Vec<JsString>>, fn(&mut Context, &JsObject, JsString) -> JsResult<JsValue>);

/// What the generator knows of an interface's special operations.
pub struct LegacyOps {
    pub indexed: Option<Indexed>,
    pub named: Option<Named>,
    /// Converts the value and invokes the indexed property setter.
    pub indexed_setter: Option<fn(&mut Context, &JsObject, u32, JsValue) -> JsResult<()>>,
    /// Converts the value and invokes the named property setter.
    pub named_setter: Option<fn(&mut Context, &JsObject, JsString, JsValue) -> JsResult<()>>,
    pub named_deleter: Option<fn(&mut Context, &JsObject, JsString) -> JsResult<()>>,
    pub override_builtins: bool,
    pub unenumerable_named: bool,
}

thread_local! {
    /// The key under which a legacy platform object's Proxy answers its
    /// platform object; no script can name it.
    static PLATFORM_OBJECT: Option<JsSymbol> = JsSymbol::new(Some(js_string!("[[PlatformObject]]")));
}

/// Wraps the new platform object `obj` of an interface with special
/// operations in its Proxy, the object script sees.
pub fn wrap(ctx: &mut Context, obj: JsObject) -> JsResult<JsObject> {
    let realm = ctx.realm().clone();
    let shared = realm.host_defined().get::<Protos>().and_then(Protos::legacy_handler);
    let handler = match shared {
        Some(h) => h,
        None => {
            let h = proxy_handler(ctx, &TRAPS)?;
            if let Some(protos) = realm.host_defined().get::<Protos>() {
                protos.set_legacy_handler(h.clone());
            }
            h
        }
    };
    let proxy = new_proxy(ctx, &obj, &handler)?;
    if let Some(d) = obj.downcast_ref::<DomObject>() {
        *d.legacy_proxy.borrow_mut() = Some(proxy.clone());
    }
    Ok(proxy)
}

/// The traps of every legacy platform object's Proxy (a realm's share one
/// handler): WebIDL's internal methods of legacy platform objects.
const TRAPS: [(&str, usize, NativeFn); 8] = [
    ("get", 3, trap_get),
    ("set", 4, trap_set),
    ("has", 2, trap_has),
    ("deleteProperty", 2, trap_delete_property),
    ("defineProperty", 3, trap_define_property),
    ("getOwnPropertyDescriptor", 2, trap_get_own_property_descriptor),
    ("ownKeys", 1, trap_own_keys),
    ("preventExtensions", 1, trap_prevent_extensions),
];

/// The platform object behind `obj` when `obj` is the Proxy of a legacy
/// platform object (and not, say, a script's Proxy around one).
pub fn platform_object_of(ctx: &mut Context, obj: &JsObject) -> JsResult<Option<JsObject>> {
    if !obj.is::<Proxy>() {
        return Ok(None);
    }
    let Some(key) = PLATFORM_OBJECT.with(Clone::clone) else { return Ok(None) };
    let target = obj.get(key, ctx)?;
    let Some(target) = target.as_object() else { return Ok(None) };
    let mine = target.downcast_ref::<DomObject>().is_some_and(|d| d.legacy_proxy.borrow().as_ref() == Some(obj));
    Ok(mine.then_some(target))
}

fn arg(args: &[JsValue], i: usize) -> JsValue {
    args.get(i).cloned().unwrap_or_default()
}

fn target_of(args: &[JsValue]) -> JsResult<(JsObject, &'static LegacyOps)> {
    let target = args.first().and_then(JsValue::as_object).ok_or_else(|| type_error("legacy platform object without a target"))?;
    let ops = target.downcast_ref::<DomObject>().and_then(|d| d.interface.legacy_ops()).ok_or_else(|| type_error("not a legacy platform object"))?;
    Ok((target, ops))
}

/// `Reflect[method](...args)`: the ordinary internal method on the target.
pub(crate) fn reflect(ctx: &mut Context, method: &str, args: &[JsValue]) -> JsResult<JsValue> {
    // The function as the realm was made: script may have replaced Reflect's.
    let realm = ctx.realm().clone();
    let kept = realm.host_defined().get::<Protos>().and_then(|p| p.reflect_method(method));
    let reflect = ctx.intrinsics().objects().reflect();
    let f = match kept {
        Some(f) => f,
        None => reflect.get(JsString::from(method), ctx)?.as_callable().ok_or_else(|| type_error("Reflect method is not callable"))?,
    };
    f.call(&JsValue::from(reflect), args, ctx)
}

/// https://webidl.spec.whatwg.org/#is-an-array-index
fn array_index(key: &JsValue) -> Option<u32> {
    let s = key.as_string()?.to_std_string_lossy();
    let n: u32 = s.parse().ok()?;
    (n != u32::MAX && n.to_string() == s).then_some(n)
}

/// A property of the object's indices or names.
enum Special {
    Indexed(JsValue),
    Named(JsValue),
}

/// https://webidl.spec.whatwg.org/#dfn-named-property-visibility
fn named_property_visible(ctx: &mut Context, target: &JsObject, ops: &LegacyOps, name: &JsString) -> JsResult<bool> {
    let Some((names, _)) = ops.named else { return Ok(false) };
    // 1. If P is not a supported property name of O, then return false.
    if !names(ctx, target)?.contains(name) {
        return Ok(false);
    }
    // 2. If O has an own property named P, then return false.
    if target.has_own_property(name.clone(), ctx)? {
        return Ok(false);
    }
    // 3. If O implements an interface that has [LegacyOverrideBuiltIns], then return true.
    if ops.override_builtins {
        return Ok(true);
    }
    // 4-5. If the prototype chain has P, return false; else true.
    let proto = target.prototype();
    match proto {
        Some(p) => Ok(!p.has_property(name.clone(), ctx)?),
        None => Ok(true),
    }
}

/// https://webidl.spec.whatwg.org/#LegacyPlatformObjectGetOwnProperty, for the
/// indices and names only (`None`: the ordinary own property, if any).
fn legacy_get_own_property(ctx: &mut Context, target: &JsObject, ops: &LegacyOps, key: &JsValue, ignore_named: bool) -> JsResult<Option<Special>> {
    // 1. If O supports indexed properties and P is an array index:
    if let (Some((count, getter)), Some(index)) = (ops.indexed, array_index(key)) {
        // 1.2-1.3. If index is a supported property index, the getter's value.
        if index < count(ctx, target)? {
            return Ok(Some(Special::Indexed(getter(ctx, target, index)?)));
        }
        // 1.4. Set ignoreNamedProps to true.
        return Ok(None);
    }
    // 2. If O supports named properties and ignoreNamedProps is false:
    if let (Some((_, getter)), false, Some(name)) = (ops.named, ignore_named, key.as_string()) {
        // 2.1. If the named property visibility algorithm returns true:
        if named_property_visible(ctx, target, ops, &name)? {
            return Ok(Some(Special::Named(getter(ctx, target, name)?)));
        }
    }
    Ok(None)
}

/// FromPropertyDescriptor for a data property.
fn data_descriptor(ctx: &mut Context, value: JsValue, writable: bool, enumerable: bool) -> JsResult<JsValue> {
    let o = JsObject::with_object_proto(ctx.intrinsics());
    o.create_data_property_or_throw(js_string!("value"), value, ctx)?;
    o.create_data_property_or_throw(js_string!("writable"), writable, ctx)?;
    o.create_data_property_or_throw(js_string!("enumerable"), enumerable, ctx)?;
    o.create_data_property_or_throw(js_string!("configurable"), true, ctx)?;
    Ok(o.into())
}

fn trap_get_own_property_descriptor(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (target, ops) = target_of(args)?;
    match legacy_get_own_property(ctx, &target, ops, &arg(args, 1), false)? {
        // 1.2.6-1.2.7. Writable when there is an indexed property setter; enumerable, configurable.
        Some(Special::Indexed(v)) => data_descriptor(ctx, v, ops.indexed_setter.is_some(), true),
        // 2.1.6-2.1.9. Writable with a named setter, enumerable unless [LegacyUnenumerableNamedProperties].
        Some(Special::Named(v)) => data_descriptor(ctx, v, ops.named_setter.is_some(), !ops.unenumerable_named),
        // 3. Return ? OrdinaryGetOwnProperty(O, P).
        None => reflect(ctx, "getOwnPropertyDescriptor", &args[..2.min(args.len())]),
    }
}

fn trap_get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (target, ops) = target_of(args)?;
    let key = arg(args, 1);
    if let (Some(k), Some(secret)) = (key.as_symbol(), PLATFORM_OBJECT.with(Clone::clone)) {
        if k == secret {
            return Ok(target.into());
        }
    }
    // [[Get]] is OrdinaryGet over [[GetOwnProperty]] above.
    match legacy_get_own_property(ctx, &target, ops, &key, false)? {
        Some(Special::Indexed(v) | Special::Named(v)) => Ok(v),
        None => reflect(ctx, "get", args),
    }
}

fn trap_has(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (target, ops) = target_of(args)?;
    match legacy_get_own_property(ctx, &target, ops, &arg(args, 1), false)? {
        Some(_) => Ok(true.into()),
        None => reflect(ctx, "has", args),
    }
}

/// https://webidl.spec.whatwg.org/#legacy-platform-object-set
fn trap_set(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (target, ops) = target_of(args)?;
    let (key, value, receiver) = (arg(args, 1), arg(args, 2), arg(args, 3));
    // 1. If O and Receiver are the same object:
    let same = receiver.as_object().is_some_and(|r| target.downcast_ref::<DomObject>().is_some_and(|d| d.legacy_proxy.borrow().as_ref() == Some(&r)));
    if same {
        // 1.1. If O implements an interface with an indexed property setter and P is an array index:
        //      invoke the indexed property setter with P and V; return true.
        if let (Some(setter), Some(index)) = (ops.indexed_setter, array_index(&key)) {
            setter(ctx, &target, index, value)?;
            return Ok(true.into());
        }
        // 1.2. If O implements an interface with a named property setter and P is a String:
        if let (Some(setter), Some(name)) = (ops.named_setter, key.as_string()) {
            if array_index(&key).is_none() || ops.indexed.is_none() {
                setter(ctx, &target, name, value)?;
                return Ok(true.into());
            }
        }
    }
    // 2-3. OrdinarySetWithOwnDescriptor with LegacyPlatformObjectGetOwnProperty(O, P, true):
    // a supported index without an indexed setter is read only.
    if let Some(Special::Indexed(_)) = legacy_get_own_property(ctx, &target, ops, &key, true)? {
        return Ok(false.into());
    }
    reflect(ctx, "set", args)
}

/// https://webidl.spec.whatwg.org/#legacy-platform-object-defineownproperty
fn trap_define_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (target, ops) = target_of(args)?;
    let key = arg(args, 1);
    // 1. If O supports indexed properties and P is an array index:
    if let (true, Some(index)) = (ops.indexed.is_some(), array_index(&key)) {
        // 1.1. If IsDataDescriptor(Desc) is false, return false.
        let desc = arg(args, 2);
        let Some(d) = desc.as_object() else { return Err(type_error("property descriptor is not an object")) };
        if d.has_property(js_string!("get"), ctx)? || d.has_property(js_string!("set"), ctx)? {
            return Ok(false.into());
        }
        // 1.2. If O does not implement an interface with an indexed property setter, return false.
        let Some(setter) = ops.indexed_setter else { return Ok(false.into()) };
        // 1.3-1.4. Invoke the indexed property setter with P and Desc.[[Value]]; return true.
        let value = d.get(js_string!("value"), ctx)?;
        setter(ctx, &target, index, value)?;
        return Ok(true.into());
    }
    // 2. If O supports named properties, O does not implement an interface with
    //    [Global], P is a String, and P is not an unforgeable property name of O:
    if let (Some((names, _)), Some(name)) = (ops.named, key.as_string()) {
        // 2.1. Let creating be true if P is not a supported property name, and false otherwise.
        let creating = !names(ctx, &target)?.contains(&name);
        // 2.2. If O implements an interface with [LegacyOverrideBuiltIns] or O does not have an own property named P:
        if ops.override_builtins || !target.has_own_property(name.clone(), ctx)? {
            match ops.named_setter {
                // 2.2.1. No named property setter: if creating is false, return false.
                None if !creating => return Ok(false.into()),
                None => {}
                // 2.2.2. Otherwise, if Desc is an accessor descriptor, return false;
                //        else invoke the named property setter with Desc.[[Value]].
                Some(setter) => {
                    let desc = arg(args, 2);
                    let Some(d) = desc.as_object() else { return Err(type_error("property descriptor is not an object")) };
                    if d.has_property(js_string!("get"), ctx)? || d.has_property(js_string!("set"), ctx)? {
                        return Ok(false.into());
                    }
                    let value = d.get(js_string!("value"), ctx)?;
                    setter(ctx, &target, name, value)?;
                    return Ok(true.into());
                }
            }
        }
    }
    // 3. Return ! OrdinaryDefineOwnProperty(O, P, Desc).
    reflect(ctx, "defineProperty", args)
}

/// https://webidl.spec.whatwg.org/#legacy-platform-object-delete
fn trap_delete_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (target, ops) = target_of(args)?;
    let key = arg(args, 1);
    // 1. An array index: false if it is a supported property index, else true.
    if let (Some((count, _)), Some(index)) = (ops.indexed, array_index(&key)) {
        return Ok((index >= count(ctx, &target)?).into());
    }
    // 2. A visible named property: false without a deleter, else the deleter runs.
    if let Some(name) = key.as_string() {
        if ops.named.is_some() && named_property_visible(ctx, &target, ops, &name)? {
            return match ops.named_deleter {
                None => Ok(false.into()),
                Some(deleter) => {
                    deleter(ctx, &target, name)?;
                    Ok(true.into())
                }
            };
        }
    }
    // 3-4. The ordinary own property.
    reflect(ctx, "deleteProperty", args)
}

/// https://webidl.spec.whatwg.org/#legacy-platform-object-ownpropertykeys
fn trap_own_keys(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let (target, ops) = target_of(args)?;
    let mut keys: Vec<JsValue> = Vec::new();
    // 2. The supported property indices, in ascending numerical order.
    if let Some((count, _)) = ops.indexed {
        for i in 0..count(ctx, &target)? {
            keys.push(JsString::from(i.to_string()).into());
        }
    }
    // 3. The visible supported property names.
    if let Some((names, _)) = ops.named {
        for name in names(ctx, &target)? {
            if named_property_visible(ctx, &target, ops, &name)? {
                keys.push(name.into());
            }
        }
    }
    // 4-5. The own property keys of the object itself (strings, then symbols).
    let own = reflect(ctx, "ownKeys", &args[..1])?;
    if let Some(own) = own.as_object() {
        let own = JsArray::from_object(own)?;
        let n = own.length(ctx)?;
        for i in 0..n {
            let k = own.get(i, ctx)?;
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
    }
    Ok(JsArray::from_iter(keys, ctx).into())
}

/// https://webidl.spec.whatwg.org/#legacy-platform-object-preventextensions
fn trap_prevent_extensions(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
    Ok(false.into())
}
