//! Navigables (https://html.spec.whatwg.org/multipage/document-sequences.html#navigables):
//! top-level traversables, child navigables of iframes, and the auxiliary
//! top-level traversables `window.open` creates.

use super::ids::{BrowsingContextGroupId, DocumentId, NavigableId};
use super::sandboxing::SandboxingFlags;
use crate::dom::NodeId;

/// A navigable and the browsing context of its active document (webmcp has
/// no session history, so a navigable has one browsing context at a time).
#[derive(Clone, Debug)]
pub struct Navigable {
    pub id: NavigableId,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#nav-parent
    pub parent: Option<NavigableId>,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#nav-container:
    /// the iframe element and its node document.
    pub container: Option<(DocumentId, NodeId)>,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#nav-document
    pub active_document: DocumentId,
    /// The browsing context group of the navigable's browsing context.
    pub group: BrowsingContextGroupId,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#opener-browsing-context
    /// (top-level traversables only).
    pub opener: Option<NavigableId>,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#is-popup
    /// and "created by script": `window.close()` may close it.
    pub script_closable: bool,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#is-closing
    pub is_closing: bool,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#nav-target
    pub target_name: String,
    /// The sandboxing flags of the container when the navigable was created
    /// (https://html.spec.whatwg.org/multipage/browsers.html#iframe-sandboxing-flag-set).
    pub container_sandboxing: SandboxingFlags,
    /// Destroyed: its container was removed, or it was closed.
    pub destroyed: bool,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#tn-session-history-entries
    /// of this navigable (empty until the first change: then one entry for
    /// the active document), see `crate::html::session_history`.
    pub session_history: Vec<super::session_history::SessionHistoryEntry>,
    /// The index of the current session history entry.
    pub current_entry: usize,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#delaying-load-events-mode:
    /// a child navigable's navigation has started and its new document is
    /// not active yet (its container delays its node document's load event).
    pub is_delaying_load_events: bool,
}

impl Navigable {
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#top-level-traversable
    pub fn is_top_level_traversable(&self) -> bool {
        self.parent.is_none()
    }
}
