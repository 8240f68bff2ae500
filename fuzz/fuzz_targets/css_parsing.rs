#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| webmcp_fuzz::css_parsing(data));
