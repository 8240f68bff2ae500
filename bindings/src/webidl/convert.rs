//! JS value to IDL value conversions (https://webidl.spec.whatwg.org/#js-type-mapping).

use boa_engine::{Context, JsError, JsNativeError, JsObject, JsResult, JsString, JsValue};
use boa_engine::object::builtins::JsPromise;

use crate::generated::Interface;

pub fn type_error(message: impl Into<String>) -> JsError {
    JsNativeError::typ().with_message(message.into()).into()
}

pub fn illegal_constructor() -> JsError {
    type_error("Illegal constructor")
}

pub fn missing_member(dictionary: &str, member: &str) -> JsError {
    type_error(format!("Failed to read the '{member}' property from '{dictionary}': Required member is undefined."))
}

pub fn check_argument_count(args: &[JsValue], required: usize, op: &str, owner: &str) -> JsResult<()> {
    if args.len() < required {
        return Err(type_error(format!(
            "Failed to execute '{op}' on '{owner}': {required} argument(s) required, but only {} present.",
            args.len()
        )));
    }
    Ok(())
}

/// The object a dictionary is read from (`None` for undefined and null).
pub fn dictionary_object(v: &JsValue, dictionary: &str) -> JsResult<Option<JsObject>> {
    if v.is_null_or_undefined() {
        return Ok(None);
    }
    match v.as_object() {
        Some(o) => Ok(Some(o)),
        None => Err(type_error(format!("The provided value is not of type '{dictionary}'."))),
    }
}

pub fn to_boolean(v: &JsValue) -> bool {
    v.to_boolean()
}

#[derive(Clone, Copy, Debug, Default)]
pub struct IntegerConversion {
    pub enforce_range: bool,
    pub clamp: bool,
}

/// https://webidl.spec.whatwg.org/#abstract-opdef-converttoint
fn convert_to_int(v: &JsValue, bits: u32, signed: bool, attrs: IntegerConversion, ctx: &mut Context) -> JsResult<f64> {
    // 1-2. The bounds.
    let (lower, upper) = if bits == 64 {
        if signed { (-(2f64.powi(53)) + 1.0, 2f64.powi(53) - 1.0) } else { (0.0, 2f64.powi(53) - 1.0) }
    } else if signed {
        (-(2f64.powi(bits as i32 - 1)), 2f64.powi(bits as i32 - 1) - 1.0)
    } else {
        (0.0, 2f64.powi(bits as i32) - 1.0)
    };
    // 3. Let x be ? ToNumber(V).
    let mut x = v.to_number(ctx)?;
    // 4. If x is -0, set x to +0.
    if x == 0.0 {
        x = 0.0;
    }
    // 5. [EnforceRange]
    if attrs.enforce_range {
        if !x.is_finite() {
            return Err(type_error("Value is not a finite number"));
        }
        x = x.trunc();
        if x < lower || x > upper {
            return Err(type_error(format!("Value {x} is outside the range [{lower}, {upper}]")));
        }
        return Ok(x);
    }
    // 6. [Clamp]
    if attrs.clamp && !x.is_nan() {
        x = x.clamp(lower, upper);
        let r = x.round();
        // round half to even
        return Ok(if (x - x.trunc()).abs() == 0.5 { 2.0 * (x / 2.0).round() } else { r });
    }
    // 7. NaN, +0, -0, +inf, -inf -> +0.
    if !x.is_finite() {
        return Ok(0.0);
    }
    // 8-9. x = IntegerPart(x), modulo 2^bits.
    x = x.trunc();
    if bits == 64 {
        return Ok(x);
    }
    let m = 2f64.powi(bits as i32);
    x = x.rem_euclid(m);
    // 10-11.
    if signed && x >= 2f64.powi(bits as i32 - 1) {
        return Ok(x - m);
    }
    Ok(x)
}

pub fn to_byte(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<i8> {
    Ok(convert_to_int(v, 8, true, a, ctx)? as i8)
}
pub fn to_octet(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<u8> {
    Ok(convert_to_int(v, 8, false, a, ctx)? as u8)
}
pub fn to_short(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<i16> {
    Ok(convert_to_int(v, 16, true, a, ctx)? as i16)
}
pub fn to_unsigned_short(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<u16> {
    Ok(convert_to_int(v, 16, false, a, ctx)? as u16)
}
pub fn to_long(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<i32> {
    Ok(convert_to_int(v, 32, true, a, ctx)? as i32)
}
pub fn to_unsigned_long(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<u32> {
    Ok(convert_to_int(v, 32, false, a, ctx)? as u32)
}
pub fn to_long_long(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<i64> {
    Ok(convert_to_int(v, 64, true, a, ctx)? as i64)
}
pub fn to_unsigned_long_long(v: &JsValue, a: IntegerConversion, ctx: &mut Context) -> JsResult<u64> {
    let x = convert_to_int(v, 64, false, a, ctx)?;
    // Without [EnforceRange], negative values wrap modulo 2^64.
    Ok(if x < 0.0 { (x as i64) as u64 } else { x as u64 })
}

/// https://webidl.spec.whatwg.org/#js-double
pub fn to_double(v: &JsValue, what: &str, ctx: &mut Context) -> JsResult<f64> {
    let x = v.to_number(ctx)?;
    if !x.is_finite() {
        return Err(type_error(format!("{what}: the provided double value is non-finite.")));
    }
    Ok(x)
}

pub fn to_unrestricted_double(v: &JsValue, ctx: &mut Context) -> JsResult<f64> {
    v.to_number(ctx)
}

/// https://webidl.spec.whatwg.org/#js-DOMString
pub fn to_dom_string(v: &JsValue, null_to_empty: bool, ctx: &mut Context) -> JsResult<JsString> {
    if null_to_empty && v.is_null() {
        return Ok(JsString::default());
    }
    if v.is_symbol() {
        return Err(type_error("Cannot convert a Symbol value to a string"));
    }
    v.to_string(ctx)
}

/// https://webidl.spec.whatwg.org/#js-USVString: lone surrogates become U+FFFD.
pub fn to_usv_string(v: &JsValue, ctx: &mut Context) -> JsResult<String> {
    Ok(to_dom_string(v, false, ctx)?.to_std_string_lossy())
}

/// https://webidl.spec.whatwg.org/#js-ByteString
pub fn to_byte_string(v: &JsValue, ctx: &mut Context) -> JsResult<String> {
    let s = to_dom_string(v, false, ctx)?;
    let units: Vec<u16> = s.iter().collect();
    if units.iter().any(|&u| u > 255) {
        return Err(type_error("Value is not a valid ByteString"));
    }
    Ok(units.iter().map(|&u| u as u8 as char).collect())
}

pub fn to_object(v: &JsValue, what: &str) -> JsResult<JsObject> {
    v.as_object()
        .ok_or_else(|| type_error(format!("{what}: the provided value is not of type 'object'.")))
}

/// https://webidl.spec.whatwg.org/#js-interface: a platform object
/// implementing `iface`. A WindowProxy converts to the Window it stands for:
/// for the `Window` type it is kept as it is (what it refers to is read by
/// id, whatever its origin); for an inherited interface (EventTarget) the
/// script must be allowed to reach the Window (a "SecurityError" otherwise).
pub fn to_interface(v: &JsValue, iface: Interface, what: &str, ctx: &mut Context) -> JsResult<JsObject> {
    let Some(o) = v.as_object() else {
        return Err(type_error(format!("{what}: the provided value is not of type '{}'.", iface.name())));
    };
    let exotic = crate::host::host(ctx).exotics.borrow().get(&o).copied();
    let o = match exotic {
        Some(crate::host::ExoticKind::WindowProxy(_)) if iface == Interface::Window => return Ok(o),
        Some(_) => crate::webidl::reflect::resolve_exotic(ctx, o)?,
        None => crate::webidl::legacy::platform_object_of(ctx, &o)?.unwrap_or(o),
    };
    if crate::webidl::reflect::implements(&o, iface) {
        Ok(o)
    } else {
        Err(type_error(format!("{what}: the provided value is not of type '{}'.", iface.name())))
    }
}

/// https://webidl.spec.whatwg.org/#js-callback-function
pub fn to_callback_function(v: &JsValue, what: &str) -> JsResult<JsObject> {
    match v.as_object() {
        Some(o) if o.is_callable() => Ok(o),
        _ => Err(type_error(format!("{what}: the provided value is not a function."))),
    }
}

/// https://webidl.spec.whatwg.org/#js-callback-interface
pub fn to_callback_interface(v: &JsValue, what: &str) -> JsResult<JsObject> {
    to_object(v, what)
}

/// https://webidl.spec.whatwg.org/#js-enumeration
pub fn to_enum(v: &JsValue, values: &[&str], what: &str, ctx: &mut Context) -> JsResult<String> {
    let s = to_usv_string(v, ctx)?;
    if !values.contains(&s.as_str()) {
        return Err(type_error(format!("{what}: '{s}' is not a valid enum value.")));
    }
    Ok(s)
}

/// https://webidl.spec.whatwg.org/#dfn-attribute-setter step 5 for an
/// attribute whose type is an enumeration: ToString(V), and `None` (the
/// setter then does nothing) when that is not one of the values.
pub fn to_enum_attribute(v: &JsValue, values: &[&str], ctx: &mut Context) -> JsResult<Option<String>> {
    let s = v.to_string(ctx)?.to_std_string_lossy();
    Ok(values.contains(&s.as_str()).then_some(s))
}

/// https://webidl.spec.whatwg.org/#js-sequence (iterating with @@iterator).
pub fn to_sequence<T>(
    v: &JsValue,
    what: &str,
    ctx: &mut Context,
    convert: impl FnMut(JsValue, &mut Context) -> JsResult<T>,
) -> JsResult<Vec<T>> {
    // 1. If V is not an Object, throw a TypeError.
    let Some(obj) = v.as_object() else {
        return Err(type_error(format!("{what}: the provided value cannot be converted to a sequence.")));
    };
    // 2. Let method be ? GetMethod(V, @@iterator).
    let method = obj.get(boa_engine::JsSymbol::iterator(), ctx)?;
    // 3. If method is undefined, throw a TypeError.
    if method.is_undefined() {
        return Err(type_error(format!("{what}: the object must have a callable @@iterator property.")));
    }
    // 4. Return the result of creating a sequence from V and method.
    sequence_from_iterable(v, &method, what, ctx, convert)
}

/// https://webidl.spec.whatwg.org/#js-frozen-array: converts `v` to a
/// sequence, each item with `convert`, and returns a new frozen array of
/// the items converted back to JavaScript values.
pub fn to_frozen_array<T: crate::webidl::into_js::IntoJs>(
    v: &JsValue,
    what: &str,
    ctx: &mut Context,
    convert: impl FnMut(JsValue, &mut Context) -> JsResult<T>,
) -> JsResult<JsObject> {
    let items = to_sequence(v, what, ctx, convert)?;
    let mut values = Vec::with_capacity(items.len());
    for item in items {
        values.push(item.into_js(ctx)?);
    }
    frozen_array(ctx, values)
}

/// A new frozen array of `values` (https://webidl.spec.whatwg.org/#js-frozen-array,
/// "create a frozen array").
pub fn frozen_array(ctx: &mut Context, values: Vec<JsValue>) -> JsResult<JsObject> {
    let array: JsObject = boa_engine::object::builtins::JsArray::from_iter(values, ctx).into();
    array.set_integrity_level(boa_engine::object::IntegrityLevel::Frozen, ctx)?;
    Ok(array)
}

/// https://webidl.spec.whatwg.org/#create-sequence-from-iterable
pub fn sequence_from_iterable<T>(
    v: &JsValue,
    method: &JsValue,
    what: &str,
    ctx: &mut Context,
    mut convert: impl FnMut(JsValue, &mut Context) -> JsResult<T>,
) -> JsResult<Vec<T>> {
    let Some(method) = method.as_callable() else {
        return Err(type_error(format!("{what}: the object must have a callable @@iterator property.")));
    };
    // 1. Let iteratorRecord be ? GetIteratorFromMethod(iterable, method).
    let iterator = method.call(v, &[], ctx)?;
    let Some(iterator) = iterator.as_object() else {
        return Err(type_error(format!("{what}: @@iterator did not return an object.")));
    };
    let next = iterator.get(boa_engine::js_string!("next"), ctx)?;
    let Some(next) = next.as_callable() else {
        return Err(type_error(format!("{what}: the iterator has no next method.")));
    };
    // 2-3. Repeat: next ← IteratorStepValue; done: return the sequence; else append next converted.
    let mut out = Vec::new();
    loop {
        let result = next.call(&iterator.clone().into(), &[], ctx)?;
        let Some(result) = result.as_object() else {
            return Err(type_error(format!("{what}: iterator result is not an object.")));
        };
        if result.get(boa_engine::js_string!("done"), ctx)?.to_boolean() {
            break;
        }
        let item = result.get(boa_engine::js_string!("value"), ctx)?;
        out.push(convert(item, ctx)?);
    }
    Ok(out)
}

/// https://webidl.spec.whatwg.org/#js-record
pub fn to_record<K, V>(
    v: &JsValue,
    what: &str,
    ctx: &mut Context,
    mut key_convert: impl FnMut(JsValue, &mut Context) -> JsResult<K>,
    mut value_convert: impl FnMut(JsValue, &mut Context) -> JsResult<V>,
) -> JsResult<Vec<(K, V)>>
where
    K: PartialEq,
{
    // 1. If V is not an Object, throw a TypeError.
    let Some(obj) = v.as_object() else {
        return Err(type_error(format!("{what}: the provided value is not an object.")));
    };
    // 2. Let result be a new empty instance of record<K, V>.
    let mut result: Vec<(K, V)> = Vec::new();
    // 3. Let keys be ? O.[[OwnPropertyKeys]]().
    let keys = obj.own_property_keys(ctx)?;
    let is_enumerable = ctx.intrinsics().constructors().object().prototype().get(boa_engine::js_string!("propertyIsEnumerable"), ctx)?;
    let Some(is_enumerable) = is_enumerable.as_callable() else {
        return Err(type_error("Object.prototype.propertyIsEnumerable is not callable"));
    };
    // 4. For each key of keys:
    for key in keys {
        let key_value: JsValue = key.clone().into();
        // 4.1-2. Let desc be ? O.[[GetOwnProperty]](key); if desc is not undefined
        // and desc.[[Enumerable]] is true:
        if !is_enumerable.call(v, std::slice::from_ref(&key_value), ctx)?.to_boolean() {
            continue;
        }
        // 4.2.1. Let typedKey be key converted to an IDL value of type K.
        let typed_key = key_convert(key_value, ctx)?;
        // 4.2.2-3. Let value be ? Get(O, key); typedValue be value converted to V.
        let value = obj.get(key, ctx)?;
        let typed_value = value_convert(value, ctx)?;
        // 4.2.4. Set result[typedKey] to typedValue (a proxy may report a key twice).
        match result.iter_mut().find(|(k, _)| *k == typed_key) {
            Some(entry) => entry.1 = typed_value,
            None => result.push((typed_key, typed_value)),
        }
    }
    Ok(result)
}

/// Whether `obj` is a value of buffer source type `kind`
/// (https://webidl.spec.whatwg.org/#idl-buffer-source-types). Shared array
/// buffers are not (no `[AllowShared]` here).
pub fn is_buffer_source(obj: &JsObject, kind: &str) -> bool {
    use boa_engine::object::builtins::{JsArrayBuffer, JsDataView, JsTypedArray};
    let buffer = JsArrayBuffer::from_object(obj.clone()).is_ok();
    let typed = JsTypedArray::from_object(obj.clone()).ok();
    let view = typed.is_some() || JsDataView::from_object(obj.clone()).is_ok();
    match kind {
        "ArrayBuffer" => buffer,
        "ArrayBufferView" => view,
        "BufferSource" => buffer || view,
        "Uint8Array" => typed.and_then(|t| t.kind()).is_some_and(|k| k == boa_engine::builtins::typed_array::TypedArrayKind::Uint8),
        _ => false,
    }
}

/// https://webidl.spec.whatwg.org/#js-buffer-source-types
pub fn to_buffer_source(v: &JsValue, kind: &str, what: &str) -> JsResult<JsObject> {
    match v.as_object() {
        Some(o) if is_buffer_source(&o, kind) => Ok(o),
        _ => Err(type_error(format!("{what}: the provided value is not of type '{kind}'."))),
    }
}

pub fn to_promise(v: &JsValue, ctx: &mut Context) -> JsResult<JsPromise> {
    JsPromise::resolve(v.clone(), ctx)
}
