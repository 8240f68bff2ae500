//! The Encoding Standard (https://encoding.spec.whatwg.org/): TextEncoder
//! and TextDecoder, on `encoding_rs` (the labels, decoders and error modes
//! of the standard, as Firefox uses them).

pub mod textdecoder;
pub mod textencoder;
