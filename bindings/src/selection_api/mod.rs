//! The Selection API (https://w3c.github.io/selection-api/): a document's
//! selection over a live range.

pub mod selection;
