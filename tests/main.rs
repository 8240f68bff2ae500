//! The crate's integration tests, one binary (each links the engine once): a module per file.


mod cli;
mod cli_storage;
mod evals_cli;
mod evals_model;
mod library;
mod navigation;
mod wpt_runner;
