//! The crate's integration tests, one binary (each links the engine once): a module per file.


mod discover;
mod metadata;
mod report;
mod server;
