//! The Boa side of webmcp: the generated WebIDL glue, one implementation file
//! per interface (`dom/`), and the [`page`] that loads a document, runs its
//! scripts and drives the event loop.

#[allow(clippy::all, unused_variables, unused_mut, unused_imports, non_snake_case, dead_code)]
pub mod generated {
    include!(concat!(env!("OUT_DIR"), "/generated.rs"));
}
pub mod clipboard_apis;
pub mod console;
pub mod cssom;
pub mod cssom_view;
pub mod dom;
pub mod ecmascript;
pub mod fetch;
pub mod geometry;
pub mod file_api;
pub mod host;
pub mod hr_time;
pub mod performance_timeline;
pub mod html;
pub mod intersection_observer;
pub mod embedder;
pub mod encoding;
pub mod page;
pub mod svg;
pub mod pointerevents;
pub mod resize_observer;
pub mod selection_api;
pub mod uievents;
pub mod url;
pub mod user_timing;
pub mod webcryptoapi;
pub mod webidl;
pub mod webmcp;
pub mod xhr;
pub mod websockets;
