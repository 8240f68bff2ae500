//! Interface members defined on first use.
//!
//! A realm's interfaces have about 870 attributes and 220 operations, each
//! a function object or two, and making them all made a realm cost over a
//! millisecond, most pages using a few of them. Except for the global
//! interface and its ancestors, an interface's members (on its prototype
//! and interface object: operations, attributes, constants, statics,
//! iterators) are made instead the first time script can reach the
//! prototype, which is through the interface object or an instance:
//!
//! - the interface object that script sees is a Proxy whose traps (every
//!   internal method but [[Call]] and [[Construct]], which reach nothing)
//!   first define the members, then run the target's ordinary method;
//! - [`ensure`] defines them before an instance is made (every platform
//!   object's prototype comes from `reflect::realm_prototype`, or from a
//!   `new.target`'s `prototype`, read through the Proxy).
//!
//! Defining an interface's members defines its ancestors' first (an
//! instance or a prototype reaches theirs through [[GetPrototypeOf]]). So
//! no script observes a prototype without its members, as when a browser
//! makes its interface objects lazily (V8's lazy data properties, Servo's
//! resolve hook); Boa has no hook for either. The Proxies of a realm share
//! one handler, so a deferred interface costs one object more than an
//! eager one.

use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsObject, JsResult, JsValue};

use crate::generated::Interface;
use crate::webidl::convert::type_error;
use crate::webidl::define::{new_proxy, proxy_handler, NativeFn};
use crate::webidl::reflect::Protos;

/// Defines the deferred members on the prototype and the interface object
/// (the Proxy's target) it is given; the flag is the realm's secure context.
pub type DefineMembers = fn(&mut Context, JsObject, JsObject, bool) -> JsResult<()>;

/// Returns the interface object script sees for `iface` (whose interface
/// object is `target` and prototype `proto`): a Proxy whose traps define
/// the members before anything else (see the module's comment).
/// `proto.constructor` becomes the Proxy.
pub fn defer_members(ctx: &mut Context, protos: &mut Protos, iface: Interface, target: &JsObject, proto: &JsObject) -> JsResult<JsObject> {
    let handler = match &protos.handler {
        Some(h) => h.clone(),
        None => {
            let h = handler(ctx)?;
            protos.handler = Some(h.clone());
            h
        }
    };
    let proxy = new_proxy(ctx, target, &handler)?;
    proto.define_property_or_throw(
        js_string!("constructor"),
        PropertyDescriptor::builder().value(proxy.clone()).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    protos.defer(iface, target.clone());
    Ok(proxy)
}

/// The handler of a realm's deferred interface objects: one trap per
/// internal method that can reach the prototype.
fn handler(ctx: &mut Context) -> JsResult<JsObject> {
    let traps: [(&str, usize, NativeFn); 11] = [
        ("get", 3, trap_get),
        ("set", 4, trap_set),
        ("has", 2, trap_has),
        ("deleteProperty", 2, trap_delete_property),
        ("defineProperty", 3, trap_define_property),
        ("getOwnPropertyDescriptor", 2, trap_get_own_property_descriptor),
        ("ownKeys", 1, trap_own_keys),
        ("getPrototypeOf", 1, trap_get_prototype_of),
        ("setPrototypeOf", 2, trap_set_prototype_of),
        ("isExtensible", 1, trap_is_extensible),
        ("preventExtensions", 1, trap_prevent_extensions),
    ];
    proxy_handler(ctx, &traps)
}

/// Defines the members of `iface` and its ancestors in the current realm,
/// those still waiting.
pub fn ensure(ctx: &mut Context, iface: Interface) -> JsResult<()> {
    let realm = ctx.realm().clone();
    // Claimed at once, so that a definition that reaches back (through a
    // trap or an instance) finds nothing left to do.
    let (claimed, secure) = {
        let host = realm.host_defined();
        let Some(protos) = host.get::<Protos>() else { return Ok(()) };
        let mut claimed = Vec::new();
        let mut cur = Some(iface);
        while let Some(i) = cur {
            if let (Some(target), Some(proto)) = (protos.take_deferred(i), protos.prototype(i)) {
                claimed.push((i, proto, target));
            }
            cur = i.parent();
        }
        (claimed, protos.secure)
    };
    // Ancestors first.
    for (i, proto, target) in claimed.into_iter().rev() {
        if let Some(define) = crate::generated::deferred_members(i) {
            define(ctx, proto, target, secure)?;
        }
    }
    Ok(())
}

/// Records a pair iterator's prototype made with the members of `iface`.
pub fn insert_iterator(ctx: &mut Context, iface: Interface, proto: JsObject) -> JsResult<()> {
    let realm = ctx.realm().clone();
    let host = realm.host_defined();
    let protos = host.get::<Protos>().ok_or_else(|| type_error("no interfaces in this realm"))?;
    protos.insert_iterator(iface, proto);
    Ok(())
}

/// Defines the waiting members of the interface whose interface object is
/// the trap's target (the trap runs in the target's realm), then runs
/// `Reflect[method](...args)`.
fn forward(ctx: &mut Context, method: &str, args: &[JsValue]) -> JsResult<JsValue> {
    let target = args.first().and_then(JsValue::as_object).ok_or_else(|| type_error("a Proxy trap without a target"))?;
    let waiting = {
        let realm = ctx.realm().clone();
        let host = realm.host_defined();
        host.get::<Protos>().and_then(|p| p.deferred_interface(&target))
    };
    if let Some(iface) = waiting {
        ensure(ctx, iface)?;
    }
    crate::webidl::legacy::reflect(ctx, method, args)
}

fn trap_get(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "get", args)
}
fn trap_set(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "set", args)
}
fn trap_has(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "has", args)
}
fn trap_delete_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "deleteProperty", args)
}
fn trap_define_property(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "defineProperty", args)
}
fn trap_get_own_property_descriptor(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "getOwnPropertyDescriptor", args)
}
fn trap_own_keys(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "ownKeys", args)
}
fn trap_get_prototype_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "getPrototypeOf", args)
}
fn trap_set_prototype_of(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "setPrototypeOf", args)
}
fn trap_is_extensible(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "isExtensible", args)
}
fn trap_prevent_extensions(_: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    forward(ctx, "preventExtensions", args)
}
