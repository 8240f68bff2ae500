//! The node tree of a document: an arena of nodes indexed by [`NodeId`],
//! filled by the html5ever parser and read and changed through [`Tree`].

mod adopt;
mod attributes;
mod character_data;
mod control_state;
mod create;
mod equal;
mod error;
mod hooks;
mod mutation;
mod node;
pub mod observe;
mod parse;
mod position;
mod query;
pub mod range;
mod serialize;
pub mod select;
mod text;
pub mod event;
mod tree;

pub use adopt::adopt;
pub use attributes::is_valid_attribute_local_name;
pub use control_state::{ControlState, SelectionDirection};
pub use create::{is_xml_name, validate_and_extract};
pub use error::DomError;
pub use hooks::TreeHooks;
pub use node::{Attr, ElementData, ElementState, Node, NodeData, NodeId};
pub use parse::{parse_html_fragment, HtmlParser, ParseStep};
pub use equal::nodes_equal;
pub use position::{disconnected_position, document_position, utf16_len, BoundaryPoint};
pub use range::{LiveRange, RangeId};
pub use select::{matches, query_selector, query_selector_all, SelectorError};
pub use text::strip_and_collapse_ascii_whitespace;
pub use tree::{Children, Descendants, Tree};

pub use html5ever::{LocalName, Namespace, QualName};
