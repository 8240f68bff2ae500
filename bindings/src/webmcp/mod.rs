//! WebMCP on the Boa side: the ModelContext operations' algorithms
//! (https://webmachinelearning.github.io/webmcp/), with the engine-free
//! pieces in `runtime::webmcp`. See shared/spec/NOTES.md for the order of
//! checks and where the draft, the seed and Chromium differ.

pub mod checks;
pub mod declarative;
pub mod modelcontext;
pub mod toolactivatedevent;
pub mod toolcancelevent;
pub mod execute;
pub mod get_tools;
pub mod older_drafts;
pub mod register;
pub mod unload;
