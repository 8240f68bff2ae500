//! https://encoding.spec.whatwg.org/#interface-textdecoder

use boa_engine::{Context, JsNativeError, JsObject, JsResult, JsString};
use encoding_rs::{CoderResult, DecoderResult, Encoding};

use crate::generated::{Interface, TextDecodeOptions, TextDecoderMethods, TextDecoderOptions};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{DomKind, TextDecoderData};
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct TextDecoder;

fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut TextDecoderData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a TextDecoder"))?;
    match &d.kind {
        DomKind::TextDecoder(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a TextDecoder")),
    }
}

impl TextDecoderMethods for TextDecoder {
    /// https://encoding.spec.whatwg.org/#dom-textdecoder
    fn constructor(ctx: &mut Context, proto: JsObject, label: JsString, options: TextDecoderOptions) -> JsResult<JsObject> {
        // 1. Let encoding be the result of getting an encoding from label.
        let label = label.to_std_string_lossy();
        let encoding = Encoding::for_label(label.as_bytes());
        // 2. If encoding is failure or replacement, then throw a RangeError.
        let Some(encoding) = encoding.filter(|e| *e != encoding_rs::REPLACEMENT) else {
            return Err(JsNativeError::range().with_message(format!("Failed to construct 'TextDecoder': The encoding label provided ('{label}') is invalid.")).into());
        };
        // 3-5. Set this's encoding; error mode "fatal" if options["fatal"]; ignore BOM from options.
        let data = TextDecoderData { encoding, fatal: options.fatal, ignore_bom: options.ignore_bom, decoder: None };
        reflect_with_proto(ctx, proto, Interface::TextDecoder, DomKind::TextDecoder(std::cell::RefCell::new(data)))
    }
    /// https://encoding.spec.whatwg.org/#dom-textdecoder-decode
    fn decode(ctx: &mut Context, this: &JsObject, input: Option<JsObject>, options: TextDecodeOptions) -> JsResult<String> {
        // 3. If input is given, push a copy of input to this's I/O queue.
        let bytes = match input {
            Some(i) => crate::webidl::buffer::get_a_copy_of_the_bytes(ctx, &i)?,
            None => Vec::new(),
        };
        let result = with_data(this, |d| {
            // 1. If this's do not flush is false, then set this's decoder to a new
            // instance of this's encoding's decoder, and this's BOM seen to false.
            let mut decoder = d.decoder.take().unwrap_or_else(|| {
                if d.ignore_bom {
                    d.encoding.new_decoder_without_bom_handling()
                } else {
                    d.encoding.new_decoder_with_bom_removal()
                }
            });
            // 2. Set this's do not flush to options["stream"].
            let last = !options.stream;
            // 4-5. Decode the queue (error mode "fatal": an error is a TypeError;
            // "replacement": U+FFFD) and serialize it.
            let cap = decoder.max_utf8_buffer_length(bytes.len()).unwrap_or(bytes.len() * 3 + 16);
            let mut out = String::with_capacity(cap);
            let ok = if d.fatal {
                let (r, _) = decoder.decode_to_string_without_replacement(&bytes, &mut out, last);
                !matches!(r, DecoderResult::Malformed(..))
            } else {
                let (r, _, _) = decoder.decode_to_string(&bytes, &mut out, last);
                r == CoderResult::InputEmpty
            };
            if !last && ok {
                d.decoder = Some(decoder);
            }
            (ok || !d.fatal).then_some(out)
        })?;
        result.ok_or_else(|| type_error("Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid."))
    }
    /// https://encoding.spec.whatwg.org/#dom-textdecoder-encoding: the name in ASCII lowercase.
    fn get_encoding(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_data(this, |d| d.encoding.name().to_ascii_lowercase())?))
    }
    fn get_fatal(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_data(this, |d| d.fatal)
    }
    fn get_ignore_bom(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_data(this, |d| d.ignore_bom)
    }
}
