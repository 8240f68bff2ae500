//! https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
//! and StructuredDeserialize, fused: values are copied straight into the
//! current realm (the realm of the document that receives them).
//!
//! Covered: primitives (not symbols), Boolean/Number/String/BigInt wrapper
//! objects, Date, RegExp, Error objects, Array (with holes), Map, Set and
//! ordinary objects, with shared and cyclic references kept. Everything else
//! (functions, symbols, platform objects, proxies, promises, weak
//! collections) is a `DataCloneError`. ArrayBuffers and typed arrays are not
//! supported yet and are a `DataCloneError` too.

use boa_engine::builtins::error::Error as ErrorData;
use boa_engine::builtins::object::OrdinaryObject;
use boa_engine::object::builtins::{JsArray, JsDate, JsMap, JsRegExp, JsSet};
use boa_engine::property::PropertyKey;
use boa_engine::{js_string, Context, JsObject, JsResult, JsValue};

use crate::glue::exception::dom_exception;
use crate::glue::reflect::DomObject;

/// The clone of `value` in the current realm.
pub fn structured_clone(ctx: &mut Context, value: &JsValue) -> JsResult<JsValue> {
    let mut memory: Vec<(JsObject, JsObject)> = Vec::new();
    clone_value(ctx, value, &mut memory)
}

fn data_clone_error(ctx: &mut Context, what: &str) -> boa_engine::JsError {
    dom_exception(ctx, "DataCloneError", &format!("{what} could not be cloned."))
}

fn clone_value(ctx: &mut Context, value: &JsValue, memory: &mut Vec<(JsObject, JsObject)>) -> JsResult<JsValue> {
    // 1-4. Primitives other than symbols are their own serialization.
    let Some(obj) = value.as_object() else {
        if value.is_symbol() {
            return Err(data_clone_error(ctx, "A Symbol"));
        }
        return Ok(value.clone());
    };
    // 1. If memory[value] exists, return it.
    if let Some((_, copy)) = memory.iter().find(|(orig, _)| JsObject::equals(orig, &obj)) {
        return Ok(copy.clone().into());
    }
    if obj.is_callable() {
        return Err(data_clone_error(ctx, "A function"));
    }
    if obj.is::<DomObject>() {
        return Err(data_clone_error(ctx, "A platform object"));
    }
    // Primitive wrappers, Date and RegExp copy their internal slot.
    if let Some(b) = obj.downcast_ref::<bool>().map(|b| *b) {
        return wrap_primitive(ctx, JsValue::from(b), &obj, memory);
    }
    if let Some(n) = obj.downcast_ref::<f64>().map(|n| *n) {
        return wrap_primitive(ctx, JsValue::from(n), &obj, memory);
    }
    if let Some(s) = obj.downcast_ref::<boa_engine::JsString>().map(|s| s.clone()) {
        return wrap_primitive(ctx, JsValue::from(s), &obj, memory);
    }
    if let Some(b) = obj.downcast_ref::<boa_engine::JsBigInt>().map(|b| b.clone()) {
        return wrap_primitive(ctx, JsValue::from(b), &obj, memory);
    }
    if let Ok(date) = JsDate::from_object(obj.clone()) {
        let time = date.get_time(ctx)?;
        let copy = JsDate::new(ctx);
        copy.set_time(time, ctx)?;
        let copy: JsObject = copy.into();
        memory.push((obj.clone(), copy.clone()));
        return Ok(copy.into());
    }
    if let Ok(re) = JsRegExp::from_object(obj.clone()) {
        let source = re.source(ctx)?;
        let flags = re.flags(ctx)?;
        let copy: JsObject = JsRegExp::new(js_string!(source), js_string!(flags), ctx)?.into();
        memory.push((obj.clone(), copy.clone()));
        return Ok(copy.into());
    }
    if obj.is::<ErrorData>() {
        return clone_error(ctx, &obj, memory);
    }
    if let Ok(map) = JsMap::from_object(obj.clone()) {
        let copy = JsMap::new(ctx);
        memory.push((obj.clone(), copy.clone().into()));
        let mut entries = Vec::new();
        map.for_each_native(|k, v| {
            entries.push((k, v));
            Ok(())
        })?;
        for (k, v) in entries {
            let k = clone_value(ctx, &k, memory)?;
            let v = clone_value(ctx, &v, memory)?;
            copy.set(k, v, ctx)?;
        }
        return Ok(copy.into());
    }
    if let Ok(set) = JsSet::from_object(obj.clone()) {
        let copy = JsSet::new(ctx);
        memory.push((obj.clone(), copy.clone().into()));
        let mut values = Vec::new();
        set.for_each_native(|v| {
            values.push(v);
            Ok(())
        })?;
        for v in values {
            let v = clone_value(ctx, &v, memory)?;
            copy.add(v, ctx)?;
        }
        return Ok(copy.into());
    }
    if obj.is_array() {
        let length = obj.get(js_string!("length"), ctx)?.to_length(ctx)?;
        let copy: JsObject = JsArray::new(ctx)?.into();
        copy.set(js_string!("length"), length, true, ctx)?;
        memory.push((obj.clone(), copy.clone()));
        copy_own_enumerable_properties(ctx, &obj, &copy, memory)?;
        return Ok(copy.into());
    }
    if obj.is_ordinary() {
        let copy = JsObject::with_object_proto(ctx.intrinsics());
        memory.push((obj.clone(), copy.clone()));
        copy_own_enumerable_properties(ctx, &obj, &copy, memory)?;
        return Ok(copy.into());
    }
    Err(data_clone_error(ctx, "The value"))
}

fn wrap_primitive(ctx: &mut Context, primitive: JsValue, orig: &JsObject, memory: &mut Vec<(JsObject, JsObject)>) -> JsResult<JsValue> {
    let copy = primitive.to_object(ctx)?;
    memory.push((orig.clone(), copy.clone()));
    Ok(copy.into())
}

/// Errors keep their name (one of the standard constructors, else "Error")
/// and message; the stack is not serialized.
fn clone_error(ctx: &mut Context, obj: &JsObject, memory: &mut Vec<(JsObject, JsObject)>) -> JsResult<JsValue> {
    let name = obj.get(js_string!("name"), ctx)?;
    let name = if name.is_undefined() { String::from("Error") } else { name.to_string(ctx)?.to_std_string_lossy() };
    let name = match name.as_str() {
        "EvalError" | "RangeError" | "ReferenceError" | "SyntaxError" | "TypeError" | "URIError" => name,
        _ => String::from("Error"),
    };
    let message = if obj.has_own_property(js_string!("message"), ctx)? {
        Some(obj.get(js_string!("message"), ctx)?.to_string(ctx)?)
    } else {
        None
    };
    let global = ctx.global_object();
    let ctor = global.get(js_string!(name.as_str()), ctx)?;
    let args: Vec<JsValue> = message.into_iter().map(JsValue::from).collect();
    let copy = match ctor.as_constructor() {
        Some(c) => c.construct(&args, None, ctx)?,
        None => return Err(data_clone_error(ctx, "An Error")),
    };
    memory.push((obj.clone(), copy.clone()));
    Ok(copy.into())
}

/// The own enumerable string-keyed properties, in property order.
fn copy_own_enumerable_properties(ctx: &mut Context, from: &JsObject, to: &JsObject, memory: &mut Vec<(JsObject, JsObject)>) -> JsResult<()> {
    let keys = from.own_property_keys(ctx)?;
    for key in keys {
        if matches!(key, PropertyKey::Symbol(_)) {
            continue;
        }
        let key_value: JsValue = match &key {
            PropertyKey::String(s) => s.clone().into(),
            PropertyKey::Index(i) => i.get().into(),
            PropertyKey::Symbol(_) => continue,
        };
        if !OrdinaryObject::property_is_enumerable(&from.clone().into(), &[key_value], ctx)?.to_boolean() {
            continue;
        }
        let v = from.get(key.clone(), ctx)?;
        let v = clone_value(ctx, &v, memory)?;
        to.create_data_property_or_throw(key, v, ctx)?;
    }
    Ok(())
}
