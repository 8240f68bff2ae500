//! A document's state outside JavaScript
//! (https://dom.spec.whatwg.org/#concept-document,
//! https://html.spec.whatwg.org/multipage/dom.html#the-document-object).

use std::cell::RefCell;
use std::rc::Rc;

use url::Url;

use super::ids::{AgentId, DocumentId, NavigableId};
use super::origin::Origin;
use super::sandboxing::SandboxingFlags;
use crate::dom::Tree;
use crate::permissions_policy::PermissionsPolicy;

/// https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DocumentReadiness {
    Loading,
    Interactive,
    Complete,
}

impl DocumentReadiness {
    /// The value `document.readyState` returns.
    pub fn as_str(self) -> &'static str {
        match self {
            DocumentReadiness::Loading => "loading",
            DocumentReadiness::Interactive => "interactive",
            DocumentReadiness::Complete => "complete",
        }
    }
}

/// A document as the user agent holds it: everything but its JavaScript
/// objects, which live in its agent's script host.
#[derive(Debug)]
pub struct DocumentState {
    pub id: DocumentId,
    /// https://dom.spec.whatwg.org/#concept-document-url
    pub url: Url,
    /// https://dom.spec.whatwg.org/#concept-document-origin
    pub origin: Origin,
    /// The node tree. Shared so that the script host can borrow it without
    /// borrowing the user agent; never borrowed while script runs.
    pub tree: Rc<RefCell<Tree>>,
    pub readiness: DocumentReadiness,
    /// The navigable this document was created for
    /// (https://html.spec.whatwg.org/multipage/document-sequences.html#concept-document-bc);
    /// `None` for documents created without a browsing context
    /// (`createHTMLDocument()`, `new Document()`, `DOMParser`).
    pub navigable: Option<NavigableId>,
    /// The similar-origin window agent whose heap holds the document's objects.
    pub agent: AgentId,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#secure-context
    pub secure: bool,
    /// https://html.spec.whatwg.org/multipage/browsers.html#active-sandboxing-flag-set
    pub sandboxing: SandboxingFlags,
    /// https://html.spec.whatwg.org/multipage/dom.html#concept-document-permissions-policy
    pub policy: PermissionsPolicy,
    /// https://html.spec.whatwg.org/multipage/dom.html#is-initial-about:blank
    pub is_initial_about_blank: bool,
    /// https://w3c.github.io/hr-time/#dfn-time-origin, in event-loop milliseconds.
    pub time_origin: f64,
    /// The document was unloaded and destroyed
    /// (https://html.spec.whatwg.org/multipage/document-lifecycle.html#destroy-a-document).
    pub destroyed: bool,
}

impl DocumentState {
    /// https://html.spec.whatwg.org/multipage/webappapis.html#concept-n-noscript
    /// for the document's settings: it has no browsing context (or was
    /// destroyed), or it is sandboxed without allow-scripts.
    pub fn scripting_is_disabled(&self) -> bool {
        self.navigable.is_none() || self.destroyed || self.sandboxing.contains(SandboxingFlags::SCRIPTS)
    }
}

/// What a new document is made of.
#[derive(Debug)]
pub struct DocumentInit {
    pub url: Url,
    pub origin: Origin,
    pub tree: Tree,
    pub navigable: Option<NavigableId>,
    pub agent: AgentId,
    pub secure: bool,
    pub sandboxing: SandboxingFlags,
    pub policy: PermissionsPolicy,
    pub is_initial_about_blank: bool,
    pub readiness: DocumentReadiness,
}
