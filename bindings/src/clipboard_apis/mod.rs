//! The Clipboard API (https://w3c.github.io/clipboard-apis/): text only.

pub mod clipboard;
