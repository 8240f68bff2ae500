//! The crate's integration tests, one binary (each links the engine once): a module per file.

#[allow(dead_code)]
mod common;

mod apis;
mod connections;
mod cssom;
mod cssom_sheets;
mod cssom_view;
mod declarative;
mod diagnostics;
mod documents;
mod dom_html;
mod embedder;
mod event_handler_attributes;
mod event_handlers;
mod fetch;
mod xhr;
mod fetch_bodies;
mod file_api;
mod focus;
mod forms;
mod frames;
mod frames_and_parsing;
mod history;
mod html_elements;
mod inner_html;
mod interaction;
mod isolation;
mod iterables;
mod lazy_members;
mod limits;
mod mutation_observer;
mod reflecting;
mod relative_time_format;
mod observers;
mod older_drafts;
mod ranges;
mod rejections;
mod scripts;
mod shadow_dom;
mod sticky_regexp;
mod storage;
mod timing;
mod traversal;
mod url;
mod window_named_access;
