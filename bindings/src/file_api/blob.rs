//! https://w3c.github.io/FileAPI/#blob-section

use std::rc::Rc;

use boa_engine::object::builtins::{JsArrayBuffer, JsPromise, JsUint8Array};
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::generated::{BlobMethods, BlobPropertyBag, BufferSourceOrBlobOrUSVString as BlobPart, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{BlobData, DomKind};
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct Blob;

/// The Blob (or File) data of `obj`, if it is one.
pub fn blob_data(obj: &JsObject) -> Option<BlobData> {
    let d = obj.downcast_ref::<DomObject>()?;
    match &d.kind {
        DomKind::Blob(b) => Some(b.clone()),
        _ => None,
    }
}

pub fn data(this: &JsObject) -> JsResult<BlobData> {
    blob_data(this).ok_or_else(|| type_error("not a Blob"))
}

/// A new Blob object in the current realm.
pub fn new_blob(ctx: &mut Context, bytes: Rc<[u8]>, type_: String) -> JsResult<JsObject> {
    reflect(ctx, Interface::Blob, DomKind::Blob(BlobData { bytes, type_, file: None }))
}

/// The type a Blob gets from a given string (https://w3c.github.io/FileAPI/#dom-blob-blob
/// step 3, https://w3c.github.io/FileAPI/#dfn-slice step 5): empty if any code
/// point is outside U+0020 to U+007E, else converted to ASCII lowercase.
pub fn normalize_type(t: &str) -> String {
    if t.chars().all(|c| (' '..='~').contains(&c)) {
        t.to_ascii_lowercase()
    } else {
        String::new()
    }
}

/// https://w3c.github.io/FileAPI/#convert-line-endings-to-native: on this
/// platform the native line ending is LF, so CRLF and CR become LF.
fn convert_line_endings_to_native(s: &str) -> String {
    // 1. Let native line ending be U+000A LF.
    // 3-8. Collect the runs between CR or LF; each CR LF pair, CR or LF becomes the native line ending.
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' {
            if chars.peek() == Some(&'\n') {
                chars.next();
            }
            out.push('\n');
        } else {
            out.push(c);
        }
    }
    out
}

/// https://w3c.github.io/FileAPI/#process-blob-parts
pub fn process_blob_parts(ctx: &mut Context, parts: Vec<BlobPart>, native_endings: bool) -> JsResult<Vec<u8>> {
    // 1. Let bytes be an empty sequence of bytes.
    let mut bytes = Vec::new();
    // 2. For each element in parts:
    for part in parts {
        match part {
            // 2.1. A USVString: convert line endings if endings is "native"; append its UTF-8 encoding.
            BlobPart::USVString(s) => {
                if native_endings {
                    bytes.extend_from_slice(convert_line_endings_to_native(&s).as_bytes());
                } else {
                    bytes.extend_from_slice(s.as_bytes());
                }
            }
            // 2.2. A BufferSource: a copy of the bytes it holds.
            BlobPart::BufferSource(b) => bytes.extend_from_slice(&crate::webidl::buffer::get_a_copy_of_the_bytes(ctx, &b)?),
            // 2.3. A Blob: its bytes.
            BlobPart::Blob(b) => bytes.extend_from_slice(&data(&b)?.bytes),
        }
    }
    // 3. Return bytes.
    Ok(bytes)
}

/// https://w3c.github.io/FileAPI/#slice-blob: the bytes and type of
/// `blob.slice(start, end, contentType)`.
pub fn slice_blob(blob: &BlobData, start: Option<i64>, end: Option<i64>, content_type: Option<&str>) -> (Rc<[u8]>, String) {
    // 1. Let originalSize be blob's size.
    let size = blob.bytes.len() as i64;
    let relative = |v: i64| if v < 0 { (size + v).max(0) } else { v.min(size) };
    // 2-3. relativeStart: 0, or start from the end if negative, clamped to the size.
    let relative_start = start.map_or(0, relative);
    // 4-5. relativeEnd: originalSize, likewise.
    let relative_end = end.map_or(size, relative);
    // 6-7. relativeContentType: the empty string, or contentType normalized.
    let type_ = content_type.map(normalize_type).unwrap_or_default();
    // 8. Let span be max((relativeEnd - relativeStart), 0).
    let span = (relative_end - relative_start).max(0);
    // 9-10. The bytes of blob from relativeStart, span of them.
    let from = relative_start as usize;
    let bytes: Rc<[u8]> = blob.bytes.get(from..from + span as usize).map(Rc::from).unwrap_or_else(|| Rc::from(&[][..]));
    (bytes, type_)
}

/// A promise resolved with an ArrayBuffer holding `bytes`.
pub fn array_buffer(ctx: &mut Context, bytes: &[u8]) -> JsResult<JsObject> {
    let buffer = JsArrayBuffer::new(bytes.len(), ctx)?;
    if let Some(mut data) = buffer.data_mut() {
        data.copy_from_slice(bytes);
    }
    Ok(buffer.into())
}

impl BlobMethods for Blob {
    /// https://w3c.github.io/FileAPI/#dom-blob-blob
    fn constructor(ctx: &mut Context, proto: JsObject, blob_parts: Option<Vec<BlobPart>>, options: BlobPropertyBag) -> JsResult<JsObject> {
        // 1. If invoked with zero parameters, return a new Blob with size 0 and type "".
        // 2. Let bytes be the result of processing blob parts given blobParts and options.
        let bytes = process_blob_parts(ctx, blob_parts.unwrap_or_default(), options.endings == "native")?;
        // 3. If the type member of options is not the empty string: the type, normalized.
        let type_ = normalize_type(&options.r#type.to_std_string_lossy());
        // 4. Return a Blob object referring to bytes, with size and type.
        reflect_with_proto(ctx, proto, Interface::Blob, DomKind::Blob(BlobData { bytes: Rc::from(bytes), type_, file: None }))
    }
    /// https://w3c.github.io/FileAPI/#dfn-size
    fn get_size(_: &mut Context, this: &JsObject) -> JsResult<u64> {
        Ok(data(this)?.bytes.len() as u64)
    }
    /// https://w3c.github.io/FileAPI/#dfn-type
    fn get_type(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(data(this)?.type_))
    }
    /// https://w3c.github.io/FileAPI/#dfn-slice
    fn slice(ctx: &mut Context, this: &JsObject, start: Option<i64>, end: Option<i64>, content_type: Option<JsString>) -> JsResult<JsObject> {
        // 1. Let sliceBlob be the result of slice blob given this, start, end, and contentType.
        let content_type = content_type.map(|c| c.to_std_string_lossy());
        let (bytes, type_) = slice_blob(&data(this)?, start, end, content_type.as_deref());
        // 2. Return sliceBlob (a Blob, even when this is a File).
        new_blob(ctx, bytes, type_)
    }
    /// https://w3c.github.io/FileAPI/#dom-blob-text: the bytes, UTF-8 decoded.
    fn text(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        let bytes = data(this)?.bytes;
        let text = encoding_rs::UTF_8.decode_with_bom_removal(&bytes).0.into_owned();
        JsPromise::resolve(JsValue::from(JsString::from(text)), ctx)
    }
    /// https://w3c.github.io/FileAPI/#dom-blob-arraybuffer
    fn array_buffer(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        let bytes = data(this)?.bytes;
        let buffer = array_buffer(ctx, &bytes)?;
        JsPromise::resolve(JsValue::from(buffer), ctx)
    }
    /// https://w3c.github.io/FileAPI/#dom-blob-bytes
    fn bytes(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        let bytes = data(this)?.bytes;
        let array = JsUint8Array::from_iter(bytes.iter().copied(), ctx)?;
        JsPromise::resolve(JsValue::from(array), ctx)
    }
}
