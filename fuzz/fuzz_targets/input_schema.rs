#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| webmcp_fuzz::input_schema(data));
