//! Session history (https://html.spec.whatwg.org/multipage/browsing-the-web.html#session-history):
//! each navigable's list of session history entries and its current entry.
//!
//! webmcp keeps no document alive after it is unloaded (there is no
//! back/forward cache), so an entry names its document only while that
//! document is the navigable's active one; traversing to an entry of an
//! unloaded document loads its URL again, as a browser does for an evicted
//! entry. The entries are per navigable: an iframe's navigations add to its
//! own list, not to its top-level traversable's (a simplification of the
//! joint session history).

use url::Url;

use super::ids::{DocumentId, NavigableId};
use super::structured_data::Serialized;
use super::user_agent::UserAgent;

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#session-history-entry
#[derive(Clone, Debug)]
pub struct SessionHistoryEntry {
    /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-url
    pub url: Url,
    /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-document
    /// (the document it was made for; possibly unloaded since).
    pub document: DocumentId,
    /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-serialized-state
    pub serialized_state: Option<Serialized>,
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#history-handling-behavior
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryHandling {
    Push,
    Replace,
    /// A traversal to the entry at this index (the list is kept as it is).
    Traverse(usize),
}

impl<T> UserAgent<T> {
    /// The navigable's entries, made with one entry for its active document
    /// if it had none yet.
    fn entries_mut(&mut self, nav: NavigableId) -> Option<&mut super::Navigable> {
        let (doc, url) = {
            let n = self.navigable(nav)?;
            let d = self.document(n.active_document)?;
            (n.active_document, d.url.clone())
        };
        let n = self.navigable_mut(nav)?;
        if n.session_history.is_empty() {
            n.session_history.push(SessionHistoryEntry { url, document: doc, serialized_state: None });
            n.current_entry = 0;
        }
        Some(n)
    }

    /// The number of entries (at least one: the active document's).
    pub fn session_history_length(&self, nav: NavigableId) -> usize {
        self.navigable(nav).map_or(1, |n| n.session_history.len().max(1))
    }

    /// The index of the current entry.
    pub fn current_entry_index(&self, nav: NavigableId) -> usize {
        self.navigable(nav).map_or(0, |n| n.current_entry)
    }

    /// The current entry.
    pub fn current_entry(&mut self, nav: NavigableId) -> Option<SessionHistoryEntry> {
        let n = self.entries_mut(nav)?;
        n.session_history.get(n.current_entry).cloned()
    }

    /// The entry at `index`.
    pub fn entry_at(&mut self, nav: NavigableId, index: usize) -> Option<SessionHistoryEntry> {
        self.entries_mut(nav)?.session_history.get(index).cloned()
    }

    /// Records `entry` as the navigable's new current entry:
    /// push (the entries after the current one are removed), replace the
    /// current entry, or traverse to an existing index (the entry there is
    /// updated with `entry`'s document).
    pub fn update_session_history(&mut self, nav: NavigableId, entry: SessionHistoryEntry, handling: HistoryHandling) {
        let Some(n) = self.entries_mut(nav) else { return };
        match handling {
            HistoryHandling::Push => {
                n.session_history.truncate(n.current_entry + 1);
                n.session_history.push(entry);
                n.current_entry = n.session_history.len() - 1;
            }
            HistoryHandling::Replace => {
                if let Some(e) = n.session_history.get_mut(n.current_entry) {
                    *e = entry;
                }
            }
            HistoryHandling::Traverse(i) => {
                if let Some(e) = n.session_history.get_mut(i) {
                    e.document = entry.document;
                    n.current_entry = i;
                }
            }
        }
    }

    /// Makes the entry at `index` current without changing the list (a
    /// traversal between entries of the same document).
    pub fn set_current_entry(&mut self, nav: NavigableId, index: usize) {
        if let Some(n) = self.entries_mut(nav) {
            if index < n.session_history.len() {
                n.current_entry = index;
            }
        }
    }
}
