//! Identifiers of the browser model's objects. Only ids cross between
//! agents: a document, navigable or agent is named by its id, never by a
//! reference into another agent's heap.

use std::fmt;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl $name {
            /// The id as an index into the user agent's tables.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

id_type!(
    /// https://dom.spec.whatwg.org/#concept-document
    DocumentId, "document#"
);
id_type!(
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#navigable
    NavigableId, "navigable#"
);
id_type!(
    /// https://html.spec.whatwg.org/multipage/webappapis.html#similar-origin-window-agent
    AgentId, "agent#"
);
id_type!(
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#browsing-context-group
    BrowsingContextGroupId, "group#"
);
