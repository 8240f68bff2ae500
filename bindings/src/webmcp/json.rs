//! JSON serialization as `JSON.stringify` does it, parsing into a realm, and
//! structured cloning of JSON-like values.

use boa_engine::{js_string, Context, JsResult, JsValue};

use crate::glue::exception::dom_exception;

/// Serializes `value` with the realm's original `JSON.stringify`; `None` when
/// the result is undefined (functions, undefined, `toJSON` returning undefined).
pub fn stringify(ctx: &mut Context, value: &JsValue) -> JsResult<Option<String>> {
    let json = ctx.intrinsics().objects().json();
    let f = json.get(js_string!("stringify"), ctx)?;
    let Some(f) = f.as_callable() else {
        return Err(crate::glue::convert::type_error("JSON.stringify is not callable"));
    };
    let r = f.call(&json.into(), &[value.clone()], ctx)?;
    Ok(r.as_string().map(|s| s.to_std_string_lossy()))
}

/// Parses JSON text into a value of the current realm.
pub fn parse(ctx: &mut Context, text: &str) -> JsResult<JsValue> {
    let v: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| boa_engine::JsError::from(boa_engine::JsNativeError::syntax().with_message(e.to_string())))?;
    JsValue::from_json(&v, ctx)
}

/// https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal,
/// for primitives, arrays and plain objects; anything else is a `DataCloneError`.
pub fn structured_clone(ctx: &mut Context, value: &JsValue) -> JsResult<JsValue> {
    if !value.is_object() {
        if value.is_symbol() {
            return Err(dom_exception(ctx, "DataCloneError", "A Symbol could not be cloned."));
        }
        return Ok(value.clone());
    }
    if value.as_callable().is_some() {
        return Err(dom_exception(ctx, "DataCloneError", "A function could not be cloned."));
    }
    match value.to_json(ctx) {
        Ok(Some(v)) => JsValue::from_json(&v, ctx),
        _ => Err(dom_exception(ctx, "DataCloneError", "The value could not be cloned.")),
    }
}
