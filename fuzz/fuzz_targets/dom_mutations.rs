#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| webmcp_fuzz::on_page_thread(webmcp_fuzz::dom_mutations, data));
