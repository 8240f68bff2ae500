//! https://fetch.spec.whatwg.org/#body-mixin: reading a Request's or a
//! Response's body once, as text, JSON, bytes, an ArrayBuffer, a Blob or a
//! FormData, and extracting a body from a BodyInit.

use boa_engine::object::builtins::{JsPromise, JsUint8Array};
use boa_engine::{Context, JsResult, JsString, JsValue};
use runtime::mimesniff::MimeType;

use crate::generated::BlobOrBufferSourceOrFormDataOrURLSearchParamsOrUSVString as BodyInit;
use crate::webidl::convert::type_error;
use crate::webidl::kind::BodyData;

/// A body with type (https://fetch.spec.whatwg.org/#body-with-type): the
/// bytes and the Content-Type the body implies.
pub struct Extracted {
    pub bytes: Vec<u8>,
    pub content_type: Option<String>,
}

/// A `multipart/form-data` boundary: random, as browsers make them.
fn new_boundary(ctx: &mut Context) -> String {
    let mut random = [0u8; 16];
    crate::host::host(ctx).ua_mut().fill_random(&mut random);
    const ALPHABET: &[u8; 62] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let tail: String = random.iter().map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char).collect();
    format!("----webmcpFormBoundary{tail}")
}

/// https://fetch.spec.whatwg.org/#concept-bodyinit-extract
pub fn extract(ctx: &mut Context, init: BodyInit) -> JsResult<Extracted> {
    let (bytes, content_type) = match init {
        // Blob: its bytes; its type, if not empty.
        BodyInit::Blob(b) => {
            let data = crate::file_api::blob::data(&b)?;
            let t = (!data.type_.is_empty()).then(|| data.type_.clone());
            (data.bytes.to_vec(), t)
        }
        // A BufferSource: a copy of its bytes, no type.
        BodyInit::BufferSource(b) => (crate::webidl::buffer::get_a_copy_of_the_bytes(ctx, &b)?, None),
        // FormData: the multipart/form-data encoding of its entry list, with the boundary in the type.
        BodyInit::FormData(f) => {
            let entries = crate::html::formdata::runtime_entries(&f)?;
            let boundary = new_boundary(ctx);
            let bytes = runtime::html::forms::encoding::multipart_form_data(&entries, &boundary);
            (bytes, Some(runtime::html::forms::encoding::multipart_content_type(&boundary)))
        }
        // URLSearchParams: the application/x-www-form-urlencoded serialization.
        BodyInit::URLSearchParams(p) => {
            let list = crate::url::urlsearchparams::list(&p)?;
            (crate::url::urlsearchparams::serialize(&list).into_bytes(), Some("application/x-www-form-urlencoded;charset=UTF-8".to_string()))
        }
        // A scalar value string: its UTF-8 encoding.
        BodyInit::USVString(s) => (s.into_bytes(), Some("text/plain;charset=UTF-8".to_string())),
    };
    Ok(Extracted { bytes, content_type })
}

/// What a body is read as.
#[derive(Clone, Copy)]
pub enum ReadAs {
    ArrayBuffer,
    Blob,
    Bytes,
    FormData,
    Json,
    Text,
}

/// https://fetch.spec.whatwg.org/#body-unusable
pub fn is_unusable(body: &BodyData) -> bool {
    body.used
}

/// https://fetch.spec.whatwg.org/#concept-body-consume-body: a promise of the
/// body read as `how`; `mime` is the object's MIME type ("get the MIME
/// type": the Content-Type of its header list).
pub fn consume_body(ctx: &mut Context, body: &mut BodyData, how: ReadAs, mime: Option<MimeType>) -> JsResult<JsPromise> {
    // 1. If object is unusable, then return a promise rejected with a TypeError.
    if is_unusable(body) {
        return Err(type_error("Failed to execute: body stream already read"));
    }
    // 2-4. Reading a non-null body disturbs it; a null body reads as no bytes.
    body.used = body.bytes.is_some();
    let bytes = body.bytes.clone().unwrap_or_default();
    // 5-6. Fully read the body and convert the bytes.
    let value: JsValue = match how {
        ReadAs::ArrayBuffer => crate::file_api::blob::array_buffer(ctx, &bytes)?.into(),
        // https://fetch.spec.whatwg.org/#dom-body-blob: a Blob whose type is the MIME type, serialized.
        ReadAs::Blob => {
            let type_ = mime.map(|m| m.serialize()).unwrap_or_default();
            crate::file_api::blob::new_blob(ctx, bytes.into(), crate::file_api::blob::normalize_type(&type_))?.into()
        }
        ReadAs::Bytes => JsUint8Array::from_iter(bytes, ctx)?.into(),
        ReadAs::FormData => form_data(ctx, &bytes, mime)?.into(),
        // https://encoding.spec.whatwg.org/#utf-8-decode (a BOM is removed).
        ReadAs::Text => JsString::from(encoding_rs::UTF_8.decode_with_bom_removal(&bytes).0.as_ref()).into(),
        ReadAs::Json => crate::webidl::json::parse_bytes(ctx, &bytes)?,
    };
    JsPromise::resolve(value, ctx)
}

/// https://fetch.spec.whatwg.org/#dom-body-formdata: the bytes as a FormData,
/// by the MIME type's essence.
fn form_data(ctx: &mut Context, bytes: &[u8], mime: Option<MimeType>) -> JsResult<boa_engine::JsObject> {
    let essence = mime.as_ref().map(MimeType::essence);
    let entries = match essence.as_deref() {
        // multipart/form-data: parse with the boundary parameter; failure is a TypeError.
        Some("multipart/form-data") => {
            let boundary = mime.as_ref().and_then(|m| m.parameter("boundary")).unwrap_or_default();
            let list = runtime::html::forms::multipart::parse_multipart_form_data(bytes, boundary)
                .ok_or_else(|| type_error("Failed to execute 'formData': the body is not valid multipart/form-data"))?;
            crate::html::formdata::entries_from_list(ctx, list)?
        }
        // application/x-www-form-urlencoded: the urlencoded parser's entries.
        Some("application/x-www-form-urlencoded") => {
            let list = ::url::form_urlencoded::parse(bytes).map(|(n, v)| runtime::html::forms::entry_list::Entry::string(&n, &v)).collect();
            crate::html::formdata::entries_from_list(ctx, list)?
        }
        // Otherwise, a TypeError.
        _ => return Err(type_error("Failed to execute 'formData': the body's type is neither multipart/form-data nor application/x-www-form-urlencoded")),
    };
    crate::html::formdata::new_form_data(ctx, entries)
}
