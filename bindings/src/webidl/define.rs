//! Building interface objects, prototypes and their properties with the
//! attributes WebIDL gives them (https://webidl.spec.whatwg.org/#es-interfaces).

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsObject, JsResult, JsString, JsSymbol, JsValue, NativeFunction};

/// https://webidl.spec.whatwg.org/#es-attributes and #es-operations: the
/// functions of a `[LegacyUnforgeable]` member, defined on every instance,
/// are made once per realm (as the spec's [[Unforgeables]] object of the
/// interface object holds them), so that all the instances of a realm share
/// them. Keyed by the function's name and the interface that declares the
/// member ("get location" of "Document"), not by the glue function's
/// address, which Rust does not promise to be unique.
#[derive(Default, boa_engine::Trace, boa_engine::Finalize, boa_engine::JsData)]
pub struct UnforgeableFunctions {
    functions: std::collections::HashMap<String, JsObject>,
}

/// The function `make` builds, named `function_name`, for a member of
/// `unforgeable_of` (the interface declaring it when the member is
/// `[LegacyUnforgeable]`): for an unforgeable member, the one the current
/// realm made already, if any.
fn member_function(
    ctx: &mut Context,
    unforgeable_of: Option<&str>,
    function_name: &str,
    make: impl FnOnce(&mut Context) -> JsObject,
) -> JsObject {
    let Some(interface) = unforgeable_of else {
        return make(ctx);
    };
    let key = format!("{interface} {function_name}");
    let realm = ctx.realm().clone();
    let cached = realm.host_defined().get::<UnforgeableFunctions>().and_then(|c| c.functions.get(&key).cloned());
    if let Some(func) = cached {
        return func;
    }
    let func = make(ctx);
    let mut data = realm.host_defined_mut();
    if data.get::<UnforgeableFunctions>().is_none() {
        data.insert(UnforgeableFunctions::default());
    }
    if let Some(c) = data.get_mut::<UnforgeableFunctions>() {
        c.functions.insert(key, func.clone());
    }
    func
}

/// The signature of every generated glue function.
pub type NativeFn = fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>;

/// An ordinary object whose [[Prototype]] is `parent` (or %Object.prototype%).
pub fn new_prototype(ctx: &mut Context, parent: Option<JsObject>) -> JsObject {
    let parent = parent.unwrap_or_else(|| ctx.intrinsics().constructors().object().prototype());
    let o = JsObject::with_null_proto();
    o.set_prototype(Some(parent));
    o
}

/// https://webidl.spec.whatwg.org/#interface-object: a constructor whose
/// [[Prototype]] is the parent interface object (or %Function.prototype%).
pub fn interface_object(
    ctx: &mut Context,
    name: &str,
    length: usize,
    ctor: NativeFn,
    parent: Option<JsObject>,
) -> JsResult<JsObject> {
    let f = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(ctor))
        .name(JsString::from(name))
        .length(length)
        .constructor(true)
        .build();
    let obj: JsObject = f.into();
    if let Some(p) = parent {
        obj.set_prototype(Some(p));
    }
    Ok(obj)
}

/// `iface.prototype` (not writable, enumerable or configurable) and
/// `proto.constructor` (writable and configurable).
pub fn link_prototype(ctx: &mut Context, iface: &JsObject, proto: &JsObject) -> JsResult<()> {
    iface.define_property_or_throw(
        js_string!("prototype"),
        PropertyDescriptor::builder().value(proto.clone()).writable(false).enumerable(false).configurable(false),
        ctx,
    )?;
    proto.define_property_or_throw(
        js_string!("constructor"),
        PropertyDescriptor::builder().value(iface.clone()).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#es-interface-prototype-object: @@toStringTag.
pub fn define_to_string_tag(ctx: &mut Context, proto: &JsObject, name: &str) -> JsResult<()> {
    proto.define_property_or_throw(
        JsSymbol::to_string_tag(),
        PropertyDescriptor::builder().value(JsString::from(name)).writable(false).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#es-constants
pub fn define_constant(ctx: &mut Context, target: &JsObject, name: &str, value: JsValue) -> JsResult<()> {
    target.define_property_or_throw(
        JsString::from(name),
        PropertyDescriptor::builder().value(value).writable(false).enumerable(true).configurable(false),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#es-operations
pub fn define_operation(
    ctx: &mut Context,
    target: &JsObject,
    name: &str,
    length: usize,
    f: NativeFn,
    unforgeable_of: Option<&str>,
) -> JsResult<()> {
    let unforgeable = unforgeable_of.is_some();
    let func = member_function(ctx, unforgeable_of, name, |ctx| {
        FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(f))
            .name(JsString::from(name))
            .length(length)
            .constructor(false)
            .build()
            .into()
    });
    target.define_property_or_throw(
        JsString::from(name),
        PropertyDescriptor::builder()
            .value(func)
            .writable(!unforgeable)
            .enumerable(true)
            .configurable(!unforgeable),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#es-attributes: an accessor with a getter
/// named "get x" and, unless read only, a setter named "set x".
pub fn define_attribute(
    ctx: &mut Context,
    target: &JsObject,
    name: &str,
    getter: NativeFn,
    setter: Option<NativeFn>,
    unforgeable_of: Option<&str>,
) -> JsResult<()> {
    let unforgeable = unforgeable_of.is_some();
    let get_name = format!("get {name}");
    let get = member_function(ctx, unforgeable_of, &get_name, |ctx| {
        FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(getter))
            .name(JsString::from(get_name.as_str()))
            .length(0)
            .constructor(false)
            .build()
            .into()
    });
    let mut desc = PropertyDescriptor::builder().get(get).enumerable(true).configurable(!unforgeable);
    if let Some(s) = setter {
        let set_name = format!("set {name}");
        let set = member_function(ctx, unforgeable_of, &set_name, |ctx| {
            FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(s))
                .name(JsString::from(set_name.as_str()))
                .length(1)
                .constructor(false)
                .build()
                .into()
        });
        desc = desc.set(set);
    } else {
        desc = desc.set(JsValue::undefined());
    }
    target.define_property_or_throw(JsString::from(name), desc, ctx)?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#interface-prototype-object: @@unscopables.
pub fn define_unscopables(ctx: &mut Context, proto: &JsObject, names: &[&str]) -> JsResult<()> {
    let obj = JsObject::with_null_proto();
    for n in names {
        obj.create_data_property_or_throw(JsString::from(*n), true, ctx)?;
    }
    proto.define_property_or_throw(
        JsSymbol::unscopables(),
        PropertyDescriptor::builder().value(obj).writable(false).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#define-the-global-property-references
pub fn expose_on_global(ctx: &mut Context, global: &JsObject, name: &str, value: &JsObject) -> JsResult<()> {
    global.define_property_or_throw(
        JsString::from(name),
        PropertyDescriptor::builder().value(value.clone()).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#create-a-legacy-factory-function: a
/// constructor named `name` whose `prototype` is the interface prototype
/// object `proto` (not writable, enumerable or configurable), exposed on
/// the global object like an interface object.
pub fn define_legacy_factory_function(ctx: &mut Context, global: &JsObject, name: &str, length: usize, steps: NativeFn, proto: &JsObject) -> JsResult<()> {
    let f = interface_object(ctx, name, length, steps, None)?;
    f.define_property_or_throw(
        js_string!("prototype"),
        PropertyDescriptor::builder().value(proto.clone()).writable(false).enumerable(false).configurable(false),
        ctx,
    )?;
    expose_on_global(ctx, global, name, &f)
}

/// A plain data property with the usual attributes of a built-in function.
pub fn define_function(ctx: &mut Context, target: &JsObject, name: &str, length: usize, f: NativeFunction) -> JsResult<()> {
    let func = FunctionObjectBuilder::new(ctx.realm(), f).name(JsString::from(name)).length(length).build();
    target.define_property_or_throw(
        JsString::from(name),
        PropertyDescriptor::builder().value(func).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}


/// A Proxy handler whose traps are native functions of the current realm,
/// for Proxies the bindings make many of (one handler per realm, not per
/// Proxy as `JsProxy::builder` makes).
pub fn proxy_handler(ctx: &mut Context, traps: &[(&str, usize, NativeFn)]) -> JsResult<JsObject> {
    let handler = JsObject::with_null_proto();
    for &(name, length, f) in traps {
        let f = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(f)).name(JsString::from(name)).length(length).build();
        handler.create_data_property_or_throw(JsString::from(name), f, ctx)?;
    }
    Ok(handler)
}

/// `new Proxy(target, handler)` (https://tc39.es/ecma262/#sec-proxycreate).
///
/// The Proxy object's own prototype slot is set to the target's prototype.
/// Script never sees it (a Proxy's [[GetPrototypeOf]] asks its handler or
/// target), but Boa 0.22's for-in iterator reads the slot instead of calling
/// [[GetPrototypeOf]] (https://tc39.es/ecma262/#sec-%foriniteratorprototype%.next),
/// so without it `for (p in document.forms)` stopped at the Proxy's own
/// keys and missed `item`, `namedItem` and `length`.
pub fn new_proxy(ctx: &mut Context, target: &JsObject, handler: &JsObject) -> JsResult<JsObject> {
    let proxy_constructor = ctx.intrinsics().constructors().proxy().constructor();
    let proxy = proxy_constructor.construct(&[target.clone().into(), handler.clone().into()], None, ctx)?;
    proxy.set_prototype(target.prototype());
    Ok(proxy)
}

/// https://webidl.spec.whatwg.org/#create-a-legacy-callback-interface-object
/// for a callback interface with constants (NodeFilter), exposed on the
/// global object like an interface object.
pub fn define_legacy_callback_interface_object(ctx: &mut Context, global: &JsObject, name: &str, constants: &[(&str, JsValue)]) -> JsResult<()> {
    // 1. Let steps be the following steps: throw a TypeError.
    fn steps(_: &JsValue, _: &[JsValue], _: &mut Context) -> JsResult<JsValue> {
        Err(crate::webidl::convert::type_error("Illegal invocation: a callback interface object is not a function to call"))
    }
    // 2-5. F = CreateBuiltinFunction(steps, « », realm) (not a constructor),
    //      SetFunctionName(F, id), SetFunctionLength(F, 0).
    let f: JsObject = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(steps))
        .name(JsString::from(name))
        .length(0)
        .constructor(false)
        .build()
        .into();
    // 6. Define the constants of interface on F given realm.
    for (constant, value) in constants {
        define_constant(ctx, &f, constant, value.clone())?;
    }
    expose_on_global(ctx, global, name, &f)
}
