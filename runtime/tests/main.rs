//! The crate's integration tests, one binary (each links the engine once): a module per file.

#[allow(dead_code)]
mod fixtures;

mod css_cascade;
mod css_computed;
mod css_cssom;
mod cssom_rules;
mod css_stylesheet;
mod declarative_apply;
mod declarative_docs;
mod declarative_fixtures;
mod declarative_tool;
mod dom_html_fragments;
mod dom_parse;
mod dom_ranges;
mod dom_select;
mod dom_tree;
mod forms_control;
mod forms_owner;
mod forms_proptest;
mod forms_submission;
mod forms_validation;
mod origin;
mod permissions_policy;
mod schema_lenient;
mod schema_proptest;
mod schema_subset;
mod schema_validate;
