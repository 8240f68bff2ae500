//! The HTML Standard's browser model (https://html.spec.whatwg.org/):
//! origins and the event loop.

pub mod event_loop;
pub mod origin;
