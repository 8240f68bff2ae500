//! https://fetch.spec.whatwg.org/#body-mixin: reading a Request's or a
//! Response's body once, as text, JSON, bytes or an ArrayBuffer, and
//! extracting a body from a BodyInit.

use boa_engine::object::builtins::{JsArrayBuffer, JsPromise, JsUint8Array};
use boa_engine::{Context, JsResult, JsString, JsValue};

use crate::generated::BufferSourceOrURLSearchParamsOrUSVString as BodyInit;
use crate::webidl::convert::type_error;
use crate::webidl::kind::BodyData;

/// https://fetch.spec.whatwg.org/#concept-bodyinit-extract: the bytes and
/// the Content-Type the body implies.
pub fn extract(ctx: &mut Context, init: BodyInit) -> JsResult<(Vec<u8>, Option<&'static str>)> {
    Ok(match init {
        // A BufferSource: a copy of its bytes, no type.
        BodyInit::BufferSource(b) => (crate::webidl::buffer::get_a_copy_of_the_bytes(ctx, &b)?, None),
        // URLSearchParams: the application/x-www-form-urlencoded serialization.
        BodyInit::URLSearchParams(p) => {
            let list = crate::url::urlsearchparams::list(&p)?;
            (crate::url::urlsearchparams::serialize(&list).into_bytes(), Some("application/x-www-form-urlencoded;charset=UTF-8"))
        }
        // A scalar value string: its UTF-8 encoding.
        BodyInit::USVString(s) => (s.into_bytes(), Some("text/plain;charset=UTF-8")),
    })
}

/// What a body is read as.
#[derive(Clone, Copy)]
pub enum ReadAs {
    ArrayBuffer,
    Bytes,
    Json,
    Text,
}

/// https://fetch.spec.whatwg.org/#concept-body-consume-body: a promise of the
/// body read as `how`; a TypeError rejection if it was read before.
pub fn consume_body(ctx: &mut Context, body: &mut BodyData, how: ReadAs) -> JsResult<JsPromise> {
    // 1. If object is unusable, then return a promise rejected with a TypeError.
    if body.used {
        return Err(type_error("Failed to execute: body stream already read"));
    }
    body.used = body.bytes.is_some();
    let bytes = body.bytes.clone().unwrap_or_default();
    // 2-6. Fully read the body and convert it.
    let value: JsValue = match how {
        ReadAs::ArrayBuffer => {
            let buffer = JsArrayBuffer::new(bytes.len(), ctx)?;
            if let Some(mut data) = buffer.data_mut() {
                data.copy_from_slice(&bytes);
            }
            buffer.into()
        }
        ReadAs::Bytes => JsUint8Array::from_iter(bytes, ctx)?.into(),
        // https://encoding.spec.whatwg.org/#utf-8-decode (a BOM is removed).
        ReadAs::Text => JsString::from(encoding_rs::UTF_8.decode_with_bom_removal(&bytes).0.as_ref()).into(),
        // https://infra.spec.whatwg.org/#parse-json-bytes-to-a-javascript-value
        ReadAs::Json => crate::webidl::json::parse(ctx, &encoding_rs::UTF_8.decode_with_bom_removal(&bytes).0)?,
    };
    JsPromise::resolve(value, ctx)
}
