//! The model backend: an OpenAI-compatible chat-completions endpoint drives
//! the page's tools in an agent loop.

pub mod agent;
pub mod names;
pub mod openai;
