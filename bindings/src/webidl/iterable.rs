//! Iterable declarations (https://webidl.spec.whatwg.org/#es-iterable):
//! value iterators borrow %Array.prototype%'s functions; pair iterators get
//! `entries`, `keys`, `values`, `forEach`, `@@iterator` and an "X Iterator"
//! prototype whose `next` walks the interface's value pairs.

use std::cell::Cell;

use boa_engine::builtins::iterable::create_iter_result_object;
use boa_engine::object::builtins::JsArray;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, Finalize, JsData, JsObject, JsResult, JsString, JsSymbol, JsValue, NativeFunction, Trace};

use crate::generated::Interface;
use crate::webidl::convert::type_error;
use crate::webidl::define::{new_prototype, NativeFn};
use crate::webidl::reflect::Protos;

/// https://webidl.spec.whatwg.org/#default-iterator-object-kind
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IterationKind {
    Key,
    Value,
    KeyValue,
}

/// The value pairs of an object, converted to JS values.
pub type Pairs = fn(&mut Context, &JsObject) -> JsResult<Vec<(JsValue, JsValue)>>;

/// https://webidl.spec.whatwg.org/#dfn-default-iterator-object
#[derive(Trace, Finalize, JsData)]
pub struct DefaultIterator {
    target: JsObject,
    #[unsafe_ignore_trace]
    interface: Interface,
    #[unsafe_ignore_trace]
    kind: IterationKind,
    #[unsafe_ignore_trace]
    index: Cell<u32>,
}

/// A method property: writable, enumerable and configurable.
fn define_method(ctx: &mut Context, target: &JsObject, key: JsString, value: JsValue) -> JsResult<()> {
    target.define_property_or_throw(key, PropertyDescriptor::builder().value(value).writable(true).enumerable(true).configurable(true), ctx)?;
    Ok(())
}

fn function(ctx: &mut Context, name: &str, length: usize, f: NativeFn) -> JsObject {
    FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_fn_ptr(f)).name(JsString::from(name)).length(length).constructor(false).build().into()
}

/// https://webidl.spec.whatwg.org/#es-iterator for an interface with an
/// indexed property getter and no iterable declaration.
pub fn define_indexed_iterator(ctx: &mut Context, proto: &JsObject) -> JsResult<()> {
    let values = ctx.intrinsics().objects().array_prototype_values();
    proto.define_property_or_throw(
        JsSymbol::iterator(),
        PropertyDescriptor::builder().value(values).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#es-iterable: for a value iterator,
/// `entries`, `keys`, `values`, `forEach` and `@@iterator` are
/// %Array.prototype.entries% (and so on) and %Array.prototype.values%.
pub fn define_value_iterable(ctx: &mut Context, proto: &JsObject) -> JsResult<()> {
    let array_proto = ctx.intrinsics().constructors().array().prototype();
    for name in ["entries", "keys", "values", "forEach"] {
        let f = array_proto.get(JsString::from(name), ctx)?;
        define_method(ctx, proto, JsString::from(name), f)?;
    }
    let values = ctx.intrinsics().objects().array_prototype_values();
    proto.define_property_or_throw(
        JsSymbol::iterator(),
        PropertyDescriptor::builder().value(values).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}

/// https://webidl.spec.whatwg.org/#es-iterable for a pair iterator: the
/// four methods (`@@iterator` is the `entries` function object) and the
/// iterator prototype object (https://webidl.spec.whatwg.org/#dfn-iterator-prototype-object),
/// which it returns.
pub fn define_pair_iterable(ctx: &mut Context, proto: &JsObject, name: &str, methods: [NativeFn; 4], next: NativeFn) -> JsResult<JsObject> {
    let [entries, keys, values, for_each] = methods;
    let entries = function(ctx, "entries", 0, entries);
    define_method(ctx, proto, js_string!("entries"), entries.clone().into())?;
    let keys = function(ctx, "keys", 0, keys);
    define_method(ctx, proto, js_string!("keys"), keys.into())?;
    let values = function(ctx, "values", 0, values);
    define_method(ctx, proto, js_string!("values"), values.into())?;
    let for_each = function(ctx, "forEach", 1, for_each);
    define_method(ctx, proto, js_string!("forEach"), for_each.into())?;
    proto.define_property_or_throw(
        JsSymbol::iterator(),
        PropertyDescriptor::builder().value(entries).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    // The iterator prototype object: [[Prototype]] %IteratorPrototype%,
    // `next`, and @@toStringTag "X Iterator".
    let iterator_prototype = ctx.intrinsics().objects().iterator_prototypes().array().prototype();
    let iter_proto = new_prototype(ctx, iterator_prototype);
    let next = function(ctx, "next", 0, next);
    define_method(ctx, &iter_proto, js_string!("next"), next.into())?;
    iter_proto.define_property_or_throw(
        JsSymbol::to_string_tag(),
        PropertyDescriptor::builder().value(JsString::from(format!("{name} Iterator"))).writable(false).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(iter_proto)
}

/// https://webidl.spec.whatwg.org/#create-a-default-iterator-object
pub fn create_default_iterator(ctx: &mut Context, target: JsObject, interface: Interface, kind: IterationKind) -> JsResult<JsValue> {
    let realm = ctx.realm().clone();
    let proto = realm
        .host_defined()
        .get::<Protos>()
        .and_then(|p| p.iterator_prototype(interface))
        .ok_or_else(|| type_error(format!("{} has no iterator in this realm", interface.name())))?;
    let it = JsObject::from_proto_and_data(Some(proto), DefaultIterator { target, interface, kind, index: Cell::new(0) });
    Ok(it.upcast().into())
}

/// https://webidl.spec.whatwg.org/#es-iterator-prototype-object `next()`.
pub fn next(ctx: &mut Context, this: &JsValue, interface: Interface, pairs: Pairs) -> JsResult<JsValue> {
    // 1-5. this must be a default iterator object for the interface.
    let Some(obj) = this.as_object() else {
        return Err(type_error(format!("Illegal invocation: not a {} Iterator", interface.name())));
    };
    let state = obj.downcast_ref::<DefaultIterator>().filter(|d| d.interface == interface).map(|d| (d.target.clone(), d.kind, d.index.get()));
    let Some((target, kind, index)) = state else {
        return Err(type_error(format!("Illegal invocation: not a {} Iterator", interface.name())));
    };
    // 6-8. The value pairs, computed now; past the end, done.
    let list = pairs(ctx, &target)?;
    let Some((k, v)) = list.into_iter().nth(index as usize) else {
        return Ok(create_iter_result_object(JsValue::undefined(), true, ctx));
    };
    // 9. Set object's index to index + 1.
    if let Some(d) = obj.downcast_ref::<DefaultIterator>() {
        d.index.set(index + 1);
    }
    // 10-11. The iterator result for the pair and kind.
    let result = match kind {
        IterationKind::Key => k,
        IterationKind::Value => v,
        IterationKind::KeyValue => JsArray::from_iter([k, v], ctx).into(),
    };
    Ok(create_iter_result_object(result, false, ctx))
}

/// https://webidl.spec.whatwg.org/#es-forEach for a pair iterator.
pub fn for_each(ctx: &mut Context, this: &JsObject, args: &[JsValue], name: &str, pairs: Pairs) -> JsResult<JsValue> {
    // 1-3. callbackFn must be callable.
    let callback = args.first().and_then(JsValue::as_callable).ok_or_else(|| {
        type_error(format!("Failed to execute 'forEach' on '{name}': parameter 1 is not of type 'Function'."))
    })?;
    let this_arg = args.get(1).cloned().unwrap_or_default();
    // 4-5. The pairs are computed again after each call (the list may change).
    let mut i = 0usize;
    loop {
        let list = pairs(ctx, this)?;
        let Some((k, v)) = list.into_iter().nth(i) else { break };
        callback.call(&this_arg, &[v, k, this.clone().into()], ctx)?;
        i += 1;
    }
    Ok(JsValue::undefined())
}
