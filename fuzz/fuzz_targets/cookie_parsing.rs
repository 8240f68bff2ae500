#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| webmcp_fuzz::cookie_parsing(data));
