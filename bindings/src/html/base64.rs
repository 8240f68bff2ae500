//! https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#atob
//! on the `base64` crate, with the Infra Standard's forgiving-base64 decode.

use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use base64::Engine;
use boa_engine::{Context, JsResult, JsString};

use crate::webidl::exception::dom_exception;

/// Standard alphabet, no padding written or required, trailing bits allowed
/// (forgiving-base64 ignores them).
const FORGIVING: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    GeneralPurposeConfig::new().with_encode_padding(true).with_decode_padding_mode(DecodePaddingMode::RequireNone).with_decode_allow_trailing_bits(true),
);

/// https://infra.spec.whatwg.org/#forgiving-base64-decode
pub fn forgiving_base64_decode(data: &str) -> Option<Vec<u8>> {
    // 1. Remove all ASCII whitespace from data.
    let mut data: String = data.chars().filter(|c| !matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' ')).collect();
    // 2. If data's code point length divides by 4 leaving no remainder, then:
    // if data ends with one or two U+003D (=), remove them.
    if data.len() % 4 == 0 {
        if data.ends_with("==") {
            data.truncate(data.len() - 2);
        } else if data.ends_with('=') {
            data.truncate(data.len() - 1);
        }
    }
    // 3. If data's code point length divides by 4 leaving a remainder of 1, return failure.
    if data.len() % 4 == 1 {
        return None;
    }
    // 4. If data contains a code point that is not in the base64 alphabet, return failure.
    // 5-8. Decode (the buffer's leftover bits are discarded).
    FORGIVING.decode(data.as_bytes()).ok()
}

/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-btoa
pub fn btoa(ctx: &mut Context, data: &JsString) -> JsResult<JsString> {
    // 1. If data contains any code unit greater than U+00FF, throw an "InvalidCharacterError".
    let mut bytes = Vec::with_capacity(data.len());
    for unit in data.iter() {
        let Ok(b) = u8::try_from(unit) else {
            return Err(dom_exception(ctx, "InvalidCharacterError", "Failed to execute 'btoa' on 'Window': The string to be encoded contains characters outside of the Latin1 range."));
        };
        bytes.push(b);
    }
    // 2-3. Convert data to a byte sequence (each code unit a byte); return its forgiving-base64 encoding.
    Ok(JsString::from(FORGIVING.encode(bytes)))
}

/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-atob
pub fn atob(ctx: &mut Context, data: &JsString) -> JsResult<String> {
    // 1. Let decodedData be the result of running forgiving-base64 decode on data
    // (a code unit above U+007F is outside the alphabet: failure).
    let text = data.to_std_string_lossy();
    // 2. If decodedData is failure, then throw an "InvalidCharacterError" DOMException.
    let Some(decoded) = forgiving_base64_decode(&text) else {
        return Err(dom_exception(ctx, "InvalidCharacterError", "Failed to execute 'atob' on 'Window': The string to be decoded is not correctly encoded."));
    };
    // 3. Return decodedData (each byte a code point).
    Ok(decoded.into_iter().map(char::from).collect())
}
