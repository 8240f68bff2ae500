//! https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
//! into `runtime::html::structured_data` (plain data that can go to another
//! agent), and https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserialize
//! back into the current realm. `structuredClone()` is the two in a row.
//!
//! Covered: primitives (not symbols), Boolean/Number/String/BigInt wrapper
//! objects, Date, RegExp, Error objects, Array (with holes), Map, Set and
//! ordinary objects, ArrayBuffers (not shared), typed arrays and DataViews,
//! and the serializable platform objects Blob and File, with shared and
//! cyclic references kept. Everything else (functions, symbols, other
//! platform objects, proxies, promises, weak collections, detached
//! buffers) is a `DataCloneError`.

use boa_engine::builtins::error::Error as ErrorData;
use boa_engine::builtins::object::OrdinaryObject;
use boa_engine::object::builtins::{JsArray, JsArrayBuffer, JsDataView, JsDate, JsMap, JsRegExp, JsSet, JsTypedArray};
use boa_engine::property::PropertyKey;
use boa_engine::{js_string, Context, JsBigInt, JsObject, JsResult, JsString, JsValue};
use runtime::html::structured_data::{Serialized, SerializedKey, SerializedRecord, SerializedValue};

use crate::webidl::exception::dom_exception;
use crate::webidl::reflect::DomObject;

/// The clone of `value` in the current realm.
pub fn structured_clone(ctx: &mut Context, value: &JsValue) -> JsResult<JsValue> {
    let data = structured_serialize(ctx, value)?;
    structured_deserialize(ctx, &data)
}

fn data_clone_error(ctx: &mut Context, what: &str) -> boa_engine::JsError {
    dom_exception(ctx, "DataCloneError", &format!("{what} could not be cloned."))
}

/// https://html.spec.whatwg.org/multipage/structured-data.html#structuredserialize
pub fn structured_serialize(ctx: &mut Context, value: &JsValue) -> JsResult<Serialized> {
    let mut s = Serializer { memory: Vec::new(), records: Vec::new() };
    let root = s.value(ctx, value)?;
    Ok(Serialized { root, records: s.records })
}

struct Serializer {
    /// https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
    /// memory: each object seen, with its record index.
    memory: Vec<(JsObject, usize)>,
    records: Vec<SerializedRecord>,
}

impl Serializer {
    /// Reserves a record for `obj` (so cycles refer to it) and returns its index.
    fn reserve(&mut self, obj: &JsObject, record: SerializedRecord) -> usize {
        let i = self.records.len();
        self.records.push(record);
        self.memory.push((obj.clone(), i));
        i
    }

    fn value(&mut self, ctx: &mut Context, value: &JsValue) -> JsResult<SerializedValue> {
        // 1-4. Primitives other than symbols are their own serialization.
        let Some(obj) = value.as_object() else {
            if value.is_symbol() {
                return Err(data_clone_error(ctx, "A Symbol"));
            }
            return Ok(primitive(value));
        };
        // 1. If memory[value] exists, return it.
        if let Some((_, i)) = self.memory.iter().find(|(orig, _)| JsObject::equals(orig, &obj)) {
            return Ok(SerializedValue::Ref(*i));
        }
        if obj.is_callable() {
            return Err(data_clone_error(ctx, "A function"));
        }
        // https://w3c.github.io/FileAPI/#blob-section: Blob and File are serializable.
        if let Some(blob) = crate::file_api::blob::blob_data(&obj) {
            let bytes = blob.bytes.to_vec();
            let record = match blob.file {
                Some(f) => SerializedRecord::File { bytes, type_: blob.type_, name: f.name, last_modified: f.last_modified },
                None => SerializedRecord::Blob { bytes, type_: blob.type_ },
            };
            return Ok(SerializedValue::Ref(self.reserve(&obj, record)));
        }
        if obj.is::<DomObject>() || crate::host::host(ctx).exotics.borrow().contains_key(&obj) {
            return Err(data_clone_error(ctx, "A platform object"));
        }
        // 13. An ArrayBuffer: a detached one cannot be cloned; otherwise a copy of its bytes.
        if let Ok(buffer) = JsArrayBuffer::from_object(obj.clone()) {
            let Some(bytes) = buffer.data().map(|d| d.to_vec()) else {
                return Err(data_clone_error(ctx, "A detached ArrayBuffer"));
            };
            return Ok(SerializedValue::Ref(self.reserve(&obj, SerializedRecord::ArrayBuffer(bytes))));
        }
        // 14. A view: its buffer serialized (sharing memory), its kind, offset and length.
        if let Ok(view) = JsTypedArray::from_object(obj.clone()) {
            let kind = view.kind().map(typed_array_name).unwrap_or("Uint8Array").to_string();
            let (offset, length) = (view.byte_offset(ctx)? as u64, view.length(ctx)? as u64);
            let buffer = view.buffer(ctx)?;
            return self.view(ctx, &obj, kind, &buffer, offset, length);
        }
        if let Ok(view) = JsDataView::from_object(obj.clone()) {
            let (offset, length) = (view.byte_offset(ctx)?, view.byte_length(ctx)?);
            let buffer = view.buffer(ctx)?;
            return self.view(ctx, &obj, "DataView".to_string(), &buffer, offset, length);
        }
        // Primitive wrappers, Date and RegExp copy their internal slot.
        if let Some(b) = obj.downcast_ref::<bool>().map(|b| *b) {
            return Ok(SerializedValue::Ref(self.reserve(&obj, SerializedRecord::BooleanObject(b))));
        }
        if let Some(n) = obj.downcast_ref::<f64>().map(|n| *n) {
            return Ok(SerializedValue::Ref(self.reserve(&obj, SerializedRecord::NumberObject(n))));
        }
        if let Some(s) = obj.downcast_ref::<JsString>().map(|s| s.to_vec()) {
            return Ok(SerializedValue::Ref(self.reserve(&obj, SerializedRecord::StringObject(s))));
        }
        if let Some(b) = obj.downcast_ref::<JsBigInt>().map(|b| b.to_string()) {
            return Ok(SerializedValue::Ref(self.reserve(&obj, SerializedRecord::BigIntObject(b))));
        }
        if let Ok(date) = JsDate::from_object(obj.clone()) {
            let time = date.get_time(ctx)?.as_number().unwrap_or(f64::NAN);
            return Ok(SerializedValue::Ref(self.reserve(&obj, SerializedRecord::Date(time))));
        }
        if let Ok(re) = JsRegExp::from_object(obj.clone()) {
            let source = re.source(ctx)?.encode_utf16().collect();
            let flags = re.flags(ctx)?;
            return Ok(SerializedValue::Ref(self.reserve(&obj, SerializedRecord::RegExp { source, flags })));
        }
        if obj.is::<ErrorData>() {
            return self.error(ctx, &obj);
        }
        if let Ok(map) = JsMap::from_object(obj.clone()) {
            let i = self.reserve(&obj, SerializedRecord::Map { entries: Vec::new() });
            let mut pairs = Vec::new();
            map.for_each_native(|k, v| {
                pairs.push((k, v));
                Ok(())
            })?;
            let mut entries = Vec::with_capacity(pairs.len());
            for (k, v) in pairs {
                entries.push((self.value(ctx, &k)?, self.value(ctx, &v)?));
            }
            self.records[i] = SerializedRecord::Map { entries };
            return Ok(SerializedValue::Ref(i));
        }
        if let Ok(set) = JsSet::from_object(obj.clone()) {
            let i = self.reserve(&obj, SerializedRecord::Set { values: Vec::new() });
            let mut items = Vec::new();
            set.for_each_native(|v| {
                items.push(v);
                Ok(())
            })?;
            let mut values = Vec::with_capacity(items.len());
            for v in items {
                values.push(self.value(ctx, &v)?);
            }
            self.records[i] = SerializedRecord::Set { values };
            return Ok(SerializedValue::Ref(i));
        }
        if obj.is_array() {
            let length = obj.get(js_string!("length"), ctx)?.to_length(ctx)?;
            let i = self.reserve(&obj, SerializedRecord::Array { length, properties: Vec::new() });
            let properties = self.properties(ctx, &obj)?;
            self.records[i] = SerializedRecord::Array { length, properties };
            return Ok(SerializedValue::Ref(i));
        }
        if obj.is_ordinary() {
            let i = self.reserve(&obj, SerializedRecord::Object { properties: Vec::new() });
            let properties = self.properties(ctx, &obj)?;
            self.records[i] = SerializedRecord::Object { properties };
            return Ok(SerializedValue::Ref(i));
        }
        Err(data_clone_error(ctx, "The value"))
    }

    /// https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
    /// step 14: an ArrayBufferView record referring to its buffer's record.
    fn view(&mut self, ctx: &mut Context, obj: &JsObject, kind: String, buffer: &JsValue, byte_offset: u64, length: u64) -> JsResult<SerializedValue> {
        let i = self.reserve(obj, SerializedRecord::ArrayBufferView { kind: kind.clone(), buffer: 0, byte_offset, length });
        let SerializedValue::Ref(buffer) = self.value(ctx, buffer)? else {
            return Err(data_clone_error(ctx, "The view's buffer"));
        };
        self.records[i] = SerializedRecord::ArrayBufferView { kind, buffer, byte_offset, length };
        Ok(SerializedValue::Ref(i))
    }

    /// Errors keep their name (one of the standard constructors, else "Error")
    /// and message; the stack is not serialized.
    fn error(&mut self, ctx: &mut Context, obj: &JsObject) -> JsResult<SerializedValue> {
        let name = obj.get(js_string!("name"), ctx)?;
        let name = if name.is_undefined() { String::from("Error") } else { name.to_string(ctx)?.to_std_string_lossy() };
        let name = match name.as_str() {
            "EvalError" | "RangeError" | "ReferenceError" | "SyntaxError" | "TypeError" | "URIError" => name,
            _ => String::from("Error"),
        };
        let message = if obj.has_own_property(js_string!("message"), ctx)? {
            Some(obj.get(js_string!("message"), ctx)?.to_string(ctx)?.to_vec())
        } else {
            None
        };
        Ok(SerializedValue::Ref(self.reserve(obj, SerializedRecord::Error { name, message })))
    }

    /// The own enumerable string-keyed properties, in property order.
    fn properties(&mut self, ctx: &mut Context, from: &JsObject) -> JsResult<Vec<(SerializedKey, SerializedValue)>> {
        let mut out = Vec::new();
        for key in from.own_property_keys(ctx)? {
            let (skey, key_value): (SerializedKey, JsValue) = match &key {
                PropertyKey::String(s) => (SerializedKey::String(s.to_vec()), s.clone().into()),
                PropertyKey::Index(i) => (SerializedKey::Index(i.get()), i.get().into()),
                PropertyKey::Symbol(_) => continue,
            };
            if !OrdinaryObject::property_is_enumerable(&from.clone().into(), &[key_value], ctx)?.to_boolean() {
                continue;
            }
            let v = from.get(key.clone(), ctx)?;
            out.push((skey, self.value(ctx, &v)?));
        }
        Ok(out)
    }
}

/// The constructor name of a typed array kind.
fn typed_array_name(kind: boa_engine::builtins::typed_array::TypedArrayKind) -> &'static str {
    use boa_engine::builtins::typed_array::TypedArrayKind as K;
    match kind {
        K::Int8 => "Int8Array",
        K::Uint8 => "Uint8Array",
        K::Uint8Clamped => "Uint8ClampedArray",
        K::Int16 => "Int16Array",
        K::Uint16 => "Uint16Array",
        K::Int32 => "Int32Array",
        K::Uint32 => "Uint32Array",
        K::BigInt64 => "BigInt64Array",
        K::BigUint64 => "BigUint64Array",
        K::Float32 => "Float32Array",
        K::Float64 => "Float64Array",
        // Float16Array (Boa's float16 feature is off here): kept as bytes.
        #[allow(unreachable_patterns)]
        _ => "Uint8Array",
    }
}

/// A view of kind `kind` over `buffer` in the current realm, made with the
/// realm's intrinsic constructor.
fn new_view(ctx: &mut Context, kind: &str, buffer: &JsObject, byte_offset: u64, length: u64) -> JsResult<JsObject> {
    let c = ctx.intrinsics().constructors();
    let ctor = match kind {
        "Int8Array" => c.typed_int8_array().constructor(),
        "Uint8ClampedArray" => c.typed_uint8clamped_array().constructor(),
        "Int16Array" => c.typed_int16_array().constructor(),
        "Uint16Array" => c.typed_uint16_array().constructor(),
        "Int32Array" => c.typed_int32_array().constructor(),
        "Uint32Array" => c.typed_uint32_array().constructor(),
        "BigInt64Array" => c.typed_bigint64_array().constructor(),
        "BigUint64Array" => c.typed_biguint64_array().constructor(),
        "Float32Array" => c.typed_float32_array().constructor(),
        "Float64Array" => c.typed_float64_array().constructor(),
        "DataView" => c.data_view().constructor(),
        _ => c.typed_uint8_array().constructor(),
    };
    ctor.construct(&[buffer.clone().into(), (byte_offset as f64).into(), (length as f64).into()], None, ctx)
}

fn primitive(value: &JsValue) -> SerializedValue {
    if value.is_undefined() {
        SerializedValue::Undefined
    } else if value.is_null() {
        SerializedValue::Null
    } else if let Some(b) = value.as_boolean() {
        SerializedValue::Boolean(b)
    } else if let Some(n) = value.as_number() {
        SerializedValue::Number(n)
    } else if let Some(s) = value.as_string() {
        SerializedValue::String(s.to_vec())
    } else if let Some(b) = value.as_bigint() {
        SerializedValue::BigInt(b.to_string())
    } else {
        SerializedValue::Undefined
    }
}

/// https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserialize
/// into the current realm. Objects are made first, then filled, so that
/// references between them (cycles included) resolve.
pub fn structured_deserialize(ctx: &mut Context, data: &Serialized) -> JsResult<JsValue> {
    let mut objects: Vec<JsObject> = Vec::with_capacity(data.records.len());
    for record in &data.records {
        let obj: JsObject = match record {
            SerializedRecord::BooleanObject(b) => JsValue::from(*b).to_object(ctx)?,
            SerializedRecord::NumberObject(n) => JsValue::from(*n).to_object(ctx)?,
            SerializedRecord::StringObject(s) => JsValue::from(JsString::from(s.as_slice())).to_object(ctx)?,
            SerializedRecord::BigIntObject(b) => JsValue::from(JsBigInt::from_string(b).unwrap_or_else(JsBigInt::zero)).to_object(ctx)?,
            SerializedRecord::Date(t) => {
                let d = JsDate::new(ctx);
                d.set_time(*t, ctx)?;
                d.into()
            }
            SerializedRecord::RegExp { source, flags } => JsRegExp::new(JsString::from(source.as_slice()), js_string!(flags.as_str()), ctx)?.into(),
            SerializedRecord::Error { name, message } => {
                // The realm's intrinsic constructor, not whatever the global holds now.
                let c = ctx.intrinsics().constructors();
                let ctor = match name.as_str() {
                    "EvalError" => c.eval_error().constructor(),
                    "RangeError" => c.range_error().constructor(),
                    "ReferenceError" => c.reference_error().constructor(),
                    "SyntaxError" => c.syntax_error().constructor(),
                    "TypeError" => c.type_error().constructor(),
                    "URIError" => c.uri_error().constructor(),
                    _ => c.error().constructor(),
                };
                let args: Vec<JsValue> = message.iter().map(|m| JsValue::from(JsString::from(m.as_slice()))).collect();
                ctor.construct(&args, None, ctx)?
            }
            SerializedRecord::Array { length, .. } => {
                let a: JsObject = JsArray::new(ctx)?.into();
                a.set(js_string!("length"), *length as f64, true, ctx)?;
                a
            }
            SerializedRecord::Object { .. } => JsObject::with_object_proto(ctx.intrinsics()),
            SerializedRecord::Map { .. } => JsMap::new(ctx).into(),
            SerializedRecord::Set { .. } => JsSet::new(ctx).into(),
            SerializedRecord::ArrayBuffer(bytes) => crate::file_api::blob::array_buffer(ctx, bytes)?,
            // Made below, once the buffer it refers to exists.
            SerializedRecord::ArrayBufferView { .. } => JsObject::with_null_proto(),
            SerializedRecord::Blob { bytes, type_ } => crate::file_api::blob::new_blob(ctx, bytes.as_slice().into(), type_.clone())?,
            SerializedRecord::File { bytes, type_, name, last_modified } => {
                crate::file_api::file::new_file(ctx, bytes.as_slice().into(), type_.clone(), name.clone(), *last_modified)?
            }
        };
        objects.push(obj);
    }
    for (i, record) in data.records.iter().enumerate() {
        if let SerializedRecord::ArrayBufferView { kind, buffer, byte_offset, length } = record {
            let Some(buffer) = objects.get(*buffer).cloned() else { continue };
            objects[i] = new_view(ctx, kind, &buffer, *byte_offset, *length)?;
        }
    }
    let value = |v: &SerializedValue, objects: &[JsObject]| -> JsValue {
        match v {
            SerializedValue::Undefined => JsValue::undefined(),
            SerializedValue::Null => JsValue::null(),
            SerializedValue::Boolean(b) => JsValue::from(*b),
            SerializedValue::Number(n) => JsValue::from(*n),
            SerializedValue::BigInt(b) => JsValue::from(JsBigInt::from_string(b).unwrap_or_else(JsBigInt::zero)),
            SerializedValue::String(s) => JsValue::from(JsString::from(s.as_slice())),
            SerializedValue::Ref(i) => objects.get(*i).cloned().map_or_else(JsValue::undefined, JsValue::from),
        }
    };
    for (record, obj) in data.records.iter().zip(objects.iter()) {
        match record {
            SerializedRecord::Array { properties, .. } | SerializedRecord::Object { properties } => {
                for (k, v) in properties {
                    let key: PropertyKey = match k {
                        SerializedKey::Index(i) => (*i).into(),
                        SerializedKey::String(s) => JsString::from(s.as_slice()).into(),
                    };
                    obj.create_data_property_or_throw(key, value(v, &objects), ctx)?;
                }
            }
            SerializedRecord::Map { entries } => {
                if let Ok(map) = JsMap::from_object(obj.clone()) {
                    for (k, v) in entries {
                        map.set(value(k, &objects), value(v, &objects), ctx)?;
                    }
                }
            }
            SerializedRecord::Set { values } => {
                if let Ok(set) = JsSet::from_object(obj.clone()) {
                    for v in values {
                        set.add(value(v, &objects), ctx)?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(value(&data.root, &objects))
}
