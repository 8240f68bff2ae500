//! Interface members defined on first use.
//!
//! CSSOM's `[CSSProperty]` attributes (the camel-cased and dashed name of
//! every supported CSS property) are 368 accessor properties of
//! `CSSStyleDeclaration.prototype`, more than 40% of the attributes of a
//! realm: making them when the realm is made doubled the start-up of a page
//! that never touches a style. They are made instead the first time the
//! prototype can be reached, which is through the interface object or an
//! instance:
//!
//! - the interface object that script sees is a Proxy whose traps (every
//!   internal method but [[Call]] and [[Construct]], which reach nothing)
//!   first define the members, then run the target's ordinary method;
//! - [`ensure`] defines them before an instance is made.
//!
//! So no script observes the prototype without them, as when a browser
//! makes its interface objects lazily (V8's lazy data properties, Servo's
//! resolve hook); Boa has no hook for either.

use boa_engine::object::builtins::JsProxy;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsObject, JsResult, JsSymbol, JsValue, NativeFunction};
use boa_engine::object::FunctionObjectBuilder;

use crate::generated::Interface;
use crate::webidl::convert::type_error;
use crate::webidl::reflect::Protos;

/// Defines the deferred members on the prototype it is given.
pub type DefineMembers = fn(&mut Context, &JsObject) -> JsResult<()>;

thread_local! {
    /// The key of the target's own property that holds the deferred
    /// definition until it runs; no script can name it, and it is gone
    /// before any trap forwards to the target.
    static PENDING: Option<JsSymbol> = JsSymbol::new(Some(js_string!("[[DeferredMembers]]")));
}

fn pending_key() -> JsResult<JsSymbol> {
    PENDING.with(Clone::clone).ok_or_else(|| type_error("cannot make a symbol"))
}

/// Returns the interface object script sees for `iface` (whose `prototype`
/// is `proto`): a Proxy that runs `define` on `proto` before anything else
/// (see the module's comment). `proto.constructor` becomes the Proxy.
pub fn defer_members(ctx: &mut Context, iface: &JsObject, proto: &JsObject, define: DefineMembers) -> JsResult<JsObject> {
    // The definition rides on the target as a native function (a fn pointer
    // cannot be a property value), called with the prototype as `this`.
    let run = FunctionObjectBuilder::new(
        ctx.realm(),
        NativeFunction::from_copy_closure(move |this, _, ctx| {
            let proto = this.as_object().ok_or_else(|| type_error("deferred members without a prototype"))?;
            define(ctx, &proto)?;
            Ok(JsValue::undefined())
        }),
    )
    .build();
    iface.define_property_or_throw(
        pending_key()?,
        PropertyDescriptor::builder().value(JsValue::from(run)).writable(false).enumerable(false).configurable(true),
        ctx,
    )?;
    let proxy: JsObject = JsProxy::builder(iface.clone())
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
    proto.define_property_or_throw(
        js_string!("constructor"),
        PropertyDescriptor::builder().value(proxy.clone()).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(proxy)
}

/// Defines the deferred members of `iface` in the current realm, if they
/// are still waiting (before an instance is made).
pub fn ensure(ctx: &mut Context, iface: Interface) -> JsResult<()> {
    let realm = ctx.realm().clone();
    let target = realm.host_defined().get::<Protos>().and_then(|p| p.interface_object(iface));
    if let Some(target) = target {
        // Through the Proxy: its trap does the work, once.
        target.get(js_string!("prototype"), ctx)?;
    }
    Ok(())
}

/// Runs the deferred definition that `target` holds, once.
fn run_pending(ctx: &mut Context, target: &JsObject) -> JsResult<()> {
    let key = pending_key()?;
    if !target.has_own_property(key.clone(), ctx)? {
        return Ok(());
    }
    let run = target.get(key.clone(), ctx)?;
    target.delete_property_or_throw(key, ctx)?;
    let proto = target.get(js_string!("prototype"), ctx)?;
    if let Some(run) = run.as_callable() {
        run.call(&proto, &[], ctx)?;
    }
    Ok(())
}

/// Runs the pending definition, then `Reflect[method](...args)`.
fn forward(ctx: &mut Context, method: &str, args: &[JsValue]) -> JsResult<JsValue> {
    let target = args.first().and_then(JsValue::as_object).ok_or_else(|| type_error("a Proxy trap without a target"))?;
    run_pending(ctx, &target)?;
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
