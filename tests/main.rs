//! The crate's integration tests, one binary (each links the engine once): a module per file.


mod cli;
mod cli_storage;
mod containment;
mod evals_cli;
mod evals_model;
mod fuzz_corpora;
mod library;
mod navigation;
mod wpt_runner;
