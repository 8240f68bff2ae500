//! The bodies of webmcp's fuzz targets: each takes the fuzzer's bytes and
//! drives one part of the engine that reads untrusted input. The targets in
//! `fuzz_targets/` (libFuzzer, nightly) call these functions, and so does the
//! project's stable test suite, which replays the committed corpora
//! (`fuzz/corpus/TARGET/`) through them: a crash found once stays fixed.
//!
//! A target returns normally for any input; a panic, an abort or a hang is
//! the finding. Structured targets turn the bytes into a generated input with
//! `arbitrary` (a script of DOM calls, a form, a schema and an instance).

mod css;
mod declarative;
mod dom;
mod framing;
mod js;
mod page;
mod schema;
mod urls;
mod webidl;

pub use css::css_parsing;
pub use declarative::declarative_forms;
pub use dom::dom_mutations;
pub use framing::mcp_framing;
pub use page::page_load;
pub use schema::input_schema;
pub use urls::url_parsing;
pub use webidl::webidl_conversions;

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
];
