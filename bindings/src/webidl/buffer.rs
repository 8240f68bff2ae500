//! Buffer source types (https://webidl.spec.whatwg.org/#idl-buffer-source-types):
//! reading and writing the bytes an ArrayBuffer or a view of one holds.

use boa_engine::object::builtins::{JsArrayBuffer, JsDataView, JsTypedArray};
use boa_engine::{Context, JsObject, JsResult};

use crate::webidl::convert::type_error;

/// The buffer, byte offset and byte length `obj` covers.
fn extent(ctx: &mut Context, obj: &JsObject) -> JsResult<(JsArrayBuffer, usize, usize)> {
    if let Ok(b) = JsArrayBuffer::from_object(obj.clone()) {
        let len = b.byte_length();
        return Ok((b, 0, len));
    }
    let (buffer, offset, len) = if let Ok(t) = JsTypedArray::from_object(obj.clone()) {
        (t.buffer(ctx)?, t.byte_offset(ctx)?, t.byte_length(ctx)?)
    } else if let Ok(v) = JsDataView::from_object(obj.clone()) {
        (v.buffer(ctx)?, v.byte_offset(ctx)? as usize, v.byte_length(ctx)? as usize)
    } else {
        return Err(type_error("not a buffer source"));
    };
    let buffer = buffer.as_object().and_then(|b| JsArrayBuffer::from_object(b.clone()).ok()).ok_or_else(|| type_error("the view's buffer is not an ArrayBuffer"))?;
    Ok((buffer, offset, len))
}

/// https://webidl.spec.whatwg.org/#dfn-get-buffer-source-copy (a detached buffer holds no bytes).
pub fn get_a_copy_of_the_bytes(ctx: &mut Context, obj: &JsObject) -> JsResult<Vec<u8>> {
    let (buffer, offset, len) = extent(ctx, obj)?;
    let data = buffer.data();
    Ok(data.and_then(|d| d.get(offset..offset + len).map(<[u8]>::to_vec)).unwrap_or_default())
}

/// https://webidl.spec.whatwg.org/#arraybufferview-write: writes `bytes` at
/// the start of the view (as many as fit).
pub fn write(ctx: &mut Context, obj: &JsObject, bytes: &[u8]) -> JsResult<()> {
    let (buffer, offset, len) = extent(ctx, obj)?;
    let n = bytes.len().min(len);
    if let Some(mut data) = buffer.data_mut() {
        if let Some(target) = data.get_mut(offset..offset + n) {
            target.copy_from_slice(&bytes[..n]);
        }
    }
    Ok(())
}

/// The byte length of a view or buffer.
pub fn byte_length(ctx: &mut Context, obj: &JsObject) -> JsResult<usize> {
    Ok(extent(ctx, obj)?.2)
}
