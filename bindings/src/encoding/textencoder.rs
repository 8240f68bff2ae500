//! https://encoding.spec.whatwg.org/#interface-textencoder

use boa_engine::object::builtins::JsUint8Array;
use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::{Interface, TextEncoderEncodeIntoResult, TextEncoderMethods};
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::reflect_with_proto;

pub struct TextEncoder;

impl TextEncoderMethods for TextEncoder {
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        reflect_with_proto(ctx, proto, Interface::TextEncoder, DomKind::Stateless)
    }
    /// https://encoding.spec.whatwg.org/#dom-textencoder-encode
    fn encode(ctx: &mut Context, _this: &JsObject, input: String) -> JsResult<JsObject> {
        // 1-3. The UTF-8 encoding of input (a USVString: already scalar values), as a new Uint8Array.
        Ok(JsUint8Array::from_iter(input.into_bytes(), ctx)?.into())
    }
    /// https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto
    fn encode_into(ctx: &mut Context, _this: &JsObject, source: String, destination: JsObject) -> JsResult<TextEncoderEncodeIntoResult> {
        // 1-2. read and written start at 0.
        let room = crate::webidl::buffer::byte_length(ctx, &destination)?;
        let (mut read, mut written) = (0u64, 0usize);
        let mut out = Vec::with_capacity(room.min(source.len()));
        // 3-5. Encode code points while their bytes fit in the destination.
        for c in source.chars() {
            let n = c.len_utf8();
            if written + n > room {
                break;
            }
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            written += n;
            // read counts UTF-16 code units.
            read += c.len_utf16() as u64;
        }
        crate::webidl::buffer::write(ctx, &destination, &out)?;
        // 6. Return «[ "read" → read, "written" → written ]».
        Ok(TextEncoderEncodeIntoResult { read: Some(read), written: Some(written as u64) })
    }
    /// https://encoding.spec.whatwg.org/#dom-textencoder-encoding
    fn get_encoding(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("utf-8"))
    }
}
