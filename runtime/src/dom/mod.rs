//! The node tree of a document: an arena of nodes indexed by [`NodeId`],
//! filled by the html5ever parser and read and changed through [`Tree`].

mod adopt;
mod attr_nodes;
mod attributes;
mod character_data;
pub mod compare;
mod control_state;
mod create;
pub mod custom_elements;
mod error;
mod hooks;
mod mutation;
pub mod names;
mod node;
pub mod observe;
mod parse;
mod position;
mod query;
pub mod range;
mod serialize;
pub mod shadow;
mod slots;
pub mod select;
mod text;
pub mod traversal;
pub mod event;
pub mod event_path;
mod tree;

pub use adopt::adopt;
pub use attributes::is_valid_attribute_local_name;
pub use custom_elements::{CallbackFilter, CustomElementState, DefinitionId, Reaction};
pub use control_state::{ControlState, SelectionDirection};
pub use error::DomError;
pub use hooks::TreeHooks;
pub use node::{Attr, AttrNode, ElementData, ElementState, Node, NodeData, NodeId};
pub use parse::{parse_html_fragment, parse_xml_document, HtmlParser, ParseStep, WrittenRest};
pub use position::{utf16_len, BoundaryPoint};
pub use range::{LiveRange, RangeId};
pub use select::{closest, matches, query_selector, query_selector_all, SelectorError};
pub use shadow::{ShadowRootData, ShadowRootInit, ShadowRootMode, SlotAssignmentMode};
pub use text::strip_and_collapse_ascii_whitespace;
pub use tree::{Children, Descendants, DocumentKind, Tree};

pub use html5ever::{LocalName, Namespace, QualName};
