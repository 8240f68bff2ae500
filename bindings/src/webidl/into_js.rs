//! IDL values back to JS values (https://webidl.spec.whatwg.org/#es-type-mapping).

use boa_engine::object::builtins::{JsArray, JsPromise};
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

pub trait IntoJs {
    fn into_js(self, ctx: &mut Context) -> JsResult<JsValue>;
}

impl IntoJs for () {
    fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
        Ok(JsValue::undefined())
    }
}

macro_rules! numeric_into_js {
    ($($t:ty),*) => {$(
        impl IntoJs for $t {
            fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
                Ok(JsValue::from(self as f64))
            }
        }
    )*};
}
numeric_into_js!(i8, u8, i16, u16, i32, u32, i64, u64, f32, f64);

impl IntoJs for bool {
    fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
        Ok(JsValue::from(self))
    }
}
impl IntoJs for JsString {
    fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
        Ok(JsValue::from(self))
    }
}
impl IntoJs for String {
    fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
        Ok(JsValue::from(JsString::from(self)))
    }
}
impl IntoJs for JsValue {
    fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
        Ok(self)
    }
}
impl IntoJs for JsObject {
    /// A legacy platform object goes to script as its Proxy, the object
    /// script knows (an IDL conversion to its interface type gave the
    /// platform object inside: `new StorageEvent('storage', {storageArea:
    /// localStorage}).storageArea` is `localStorage`).
    fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
        let proxy = self.downcast_ref::<crate::webidl::reflect::DomObject>().and_then(|d| d.legacy_proxy.borrow().clone());
        Ok(proxy.unwrap_or(self).into())
    }
}
impl IntoJs for JsPromise {
    fn into_js(self, _: &mut Context) -> JsResult<JsValue> {
        Ok(self.into())
    }
}
impl<T: IntoJs> IntoJs for Option<T> {
    fn into_js(self, ctx: &mut Context) -> JsResult<JsValue> {
        match self {
            Some(v) => v.into_js(ctx),
            None => Ok(JsValue::null()),
        }
    }
}
impl<T: IntoJs> IntoJs for Vec<T> {
    /// https://webidl.spec.whatwg.org/#js-sequence: a new Array.
    fn into_js(self, ctx: &mut Context) -> JsResult<JsValue> {
        let mut values = Vec::with_capacity(self.len());
        for v in self {
            values.push(v.into_js(ctx)?);
        }
        Ok(JsArray::from_iter(values, ctx).into())
    }
}

/// https://webidl.spec.whatwg.org/#js-record: a new ordinary object with a
/// data property per entry, in order.
pub fn record_into_js<K: IntoJs, V: IntoJs>(entries: Vec<(K, V)>, ctx: &mut Context) -> JsResult<JsValue> {
    let o = JsObject::with_object_proto(ctx.intrinsics());
    for (k, v) in entries {
        let k = k.into_js(ctx)?.to_string(ctx)?;
        let v = v.into_js(ctx)?;
        o.create_data_property_or_throw(k, v, ctx)?;
    }
    Ok(o.into())
}
