//! The WebIDL side of webmcp's bindings: parse `.webidl` sources with a real
//! WebIDL parser (weedle2), resolve partials, mixins, typedefs and
//! inheritance into a [`model::Definitions`], and generate the Rust glue
//! that the `bindings` crate compiles (see [`codegen`]).
//!
//! The IDL files are the single source of truth for the JavaScript surface:
//! interface objects, prototypes, property descriptors, argument conversions
//! and the Rust traits the implementations fill in all come from here.

pub mod codegen;
pub mod model;
pub mod parse;

pub use parse::{parse_sources, ParseError};

/// Parses the given `(file name, source)` pairs and generates the Rust glue.
pub fn generate(sources: &[(String, String)]) -> Result<String, ParseError> {
    let defs = parse_sources(sources)?;
    codegen::check(&defs).map_err(ParseError::Unsupported)?;
    Ok(codegen::generate(&defs))
}

/// Reads every `*.webidl` file of a folder, sorted by name.
pub fn read_dir(dir: &std::path::Path) -> std::io::Result<Vec<(String, String)>> {
    let mut files: Vec<_> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "webidl"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| Ok((p.display().to_string(), std::fs::read_to_string(&p)?)))
        .collect()
}
