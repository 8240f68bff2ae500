//! The crate's integration tests, one binary (each links the engine once): a module per file.

#[allow(dead_code)]
mod common;

mod apis;
mod cssom;
mod declarative;
mod documents;
mod dom_html;
mod embedder;
mod event_handlers;
mod fetch;
mod forms;
mod frames;
mod frames_and_parsing;
mod history;
mod inner_html;
mod interaction;
mod isolation;
mod iterables;
mod lazy_members;
mod limits;
mod mutation_observer;
mod ranges;
mod rejections;
mod scripts;
mod storage;
mod timing;
mod url;
