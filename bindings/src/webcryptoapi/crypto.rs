//! https://w3c.github.io/webcrypto/#crypto-interface, on the user agent's
//! ChaCha20 generator (seedable by the embedder, so tests are deterministic).

use boa_engine::builtins::typed_array::TypedArrayKind;
use boa_engine::object::builtins::JsTypedArray;
use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::CryptoMethods;
use crate::host::host;
use crate::webidl::exception::dom_exception;

pub struct Crypto;

/// Fills `out` from the user agent's random number generator.
fn random_bytes(ctx: &Context, out: &mut [u8]) {
    host(ctx).ua_mut().fill_random(out);
}

impl CryptoMethods for Crypto {
    /// https://w3c.github.io/webcrypto/#Crypto-method-getRandomValues
    fn get_random_values(ctx: &mut Context, _this: &JsObject, array: JsObject) -> JsResult<JsObject> {
        // 1. If array is not an Int8Array, Uint8Array, Uint8ClampedArray, Int16Array,
        // Uint16Array, Int32Array, Uint32Array, BigInt64Array, or BigUint64Array, then
        // throw a TypeMismatchError and terminate the algorithm.
        let typed = JsTypedArray::from_object(array.clone()).ok();
        use TypedArrayKind::*;
        let integer = typed.as_ref().and_then(|t| t.kind()).is_some_and(|k| {
            matches!(k, Int8 | Uint8 | Uint8Clamped | Int16 | Uint16 | Int32 | Uint32 | BigInt64 | BigUint64)
        });
        let Some(typed) = typed.filter(|_| integer) else {
            return Err(dom_exception(ctx, "TypeMismatchError", "Failed to execute 'getRandomValues' on 'Crypto': The provided ArrayBufferView is of type that is not an integer array type."));
        };
        // 2. Let byteLength be the byte length of array.
        let len = typed.byte_length(ctx)?;
        // 3. If byteLength is greater than 65536, throw a QuotaExceededError and terminate the algorithm.
        if len > 65536 {
            return Err(dom_exception(ctx, "QuotaExceededError", &format!("Failed to execute 'getRandomValues' on 'Crypto': The ArrayBufferView's byte length ({len}) exceeds the number of bytes of entropy available via this API (65536).")));
        }
        let mut bytes = vec![0u8; len];
        // 4. Overwrite all elements of array with cryptographically strong random values.
        random_bytes(ctx, &mut bytes);
        crate::webidl::buffer::write(ctx, &array, &bytes)?;
        // 5. Return array.
        Ok(array)
    }
    /// https://w3c.github.io/webcrypto/#Crypto-method-randomUUID
    fn random_uuid(ctx: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        // https://w3c.github.io/webcrypto/#dfn-generate-a-random-uuid
        // 1-2. Let bytes be 16 random bytes.
        let mut b = [0u8; 16];
        random_bytes(ctx, &mut b);
        // 3. Set bytes[6] to (bytes[6] & 0x0f) | 0x40. 4. Set bytes[8] to (bytes[8] & 0x3f) | 0x80.
        b[6] = (b[6] & 0x0f) | 0x40;
        b[8] = (b[8] & 0x3f) | 0x80;
        // 5. The lowercase hexadecimal form, 8-4-4-4-12.
        let h: Vec<String> = b.iter().map(|x| format!("{x:02x}")).collect();
        Ok(JsString::from(format!("{}-{}-{}-{}-{}", h[0..4].concat(), h[4..6].concat(), h[6..8].concat(), h[8..10].concat(), h[10..16].concat())))
    }
}
