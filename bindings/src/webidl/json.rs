//! JSON serialization as `JSON.stringify` does it, and parsing into a realm.

use boa_engine::{js_string, Context, JsResult, JsValue};


/// Serializes `value` with the realm's original `JSON.stringify`; `None` when
/// the result is undefined (functions, undefined, `toJSON` returning undefined).
pub fn stringify(ctx: &mut Context, value: &JsValue) -> JsResult<Option<String>> {
    let json = ctx.intrinsics().objects().json();
    let f = json.get(js_string!("stringify"), ctx)?;
    let Some(f) = f.as_callable() else {
        return Err(crate::webidl::convert::type_error("JSON.stringify is not callable"));
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
