//! The bodies of webmcp's fuzz targets: each takes the fuzzer's bytes and
//! drives one part of the engine that reads untrusted input. The targets in
//! `fuzz_targets/` (libFuzzer, nightly) call these functions, and so does the
//! project's stable test suite, which replays the committed corpora
//! (`fuzz/corpus/TARGET/`) through them: a crash found once stays fixed.
//!
//! A target returns normally for any input; a panic, an abort or a hang is
//! the finding. Structured targets turn the bytes into a generated input with
//! `arbitrary` (a script of DOM calls, a form, a schema and an instance).

mod cookies;
mod css;
mod declarative;
mod dom;
mod framing;
mod js;
mod page;
mod schema;
mod urls;
mod webidl;

pub use cookies::cookie_parsing;
pub use css::css_parsing;
pub use declarative::declarative_forms;
pub use dom::dom_mutations;
pub use framing::mcp_framing;
pub use page::page_load;
pub use schema::input_schema;
pub use urls::url_parsing;
pub use webidl::webidl_conversions;

/// Runs `target` on `data` on a thread with a page thread's stack, as the
/// engine runs pages: libFuzzer calls targets on its 8 MiB main thread, and
/// a script nested as deep as the engine compiles needs more
/// (`bindings::ecmascript::nesting_limit`). A panic stays a panic.
pub fn on_page_thread(target: fn(&[u8]), data: &[u8]) {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new().stack_size(bindings::ecmascript::nesting_limit::PAGE_THREAD_STACK).spawn_scoped(scope, || target(data));
        match thread.map(|t| t.join()) {
            Ok(Ok(())) => {}
            Ok(Err(panic)) => std::panic::resume_unwind(panic),
            // No thread to be had: run here, on the smaller stack.
            Err(_) => target(data),
        }
    });
}

/// Every target by name, for the corpus replay.
pub const TARGETS: &[(&str, fn(&[u8]))] = &[
    ("page_load", page_load),
    ("dom_mutations", dom_mutations),
    ("webidl_conversions", webidl_conversions),
    ("input_schema", input_schema),
    ("declarative_forms", declarative_forms),
    ("url_parsing", url_parsing),
    ("css_parsing", css_parsing),
    ("mcp_framing", mcp_framing),
    ("cookie_parsing", cookie_parsing),
];
