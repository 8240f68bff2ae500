//! The HTML Standard's browser model (https://html.spec.whatwg.org/):
//! origins, the event loop, and forms.

pub mod event_loop;
pub mod forms;
pub mod origin;
