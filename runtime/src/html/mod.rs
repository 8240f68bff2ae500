//! The HTML Standard's browser model (https://html.spec.whatwg.org/):
//! origins, agents and browsing context groups, navigables, documents,
//! sandboxing, the event loop and the user agent that owns them, and forms.

pub mod agent;
pub mod cookies;
pub mod details;
pub mod document;
pub mod event_loop;
pub mod ids;
pub mod navigable;
pub mod forms;
pub mod global_attributes;
pub mod import_map;
pub mod indicated_part;
pub mod origin;
pub mod reflecting;
pub mod rendered_text;
pub mod sandboxing;
pub mod session_history;
pub mod urls;
pub mod structured_data;
pub mod tables;
pub mod tree_accessors;
pub mod user_agent;
pub mod webstorage;

pub use document::{DocumentInit, DocumentReadiness, DocumentState};
pub use ids::{AgentId, BrowsingContextGroupId, DocumentId, NavigableId};
pub use navigable::Navigable;
pub use user_agent::{Idle, Next, ParallelStep, UserAgent};
