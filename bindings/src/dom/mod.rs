//! DOM (https://dom.spec.whatwg.org/): one file per interface, each
//! implementing the generated `XxxMethods` trait, and the platform objects'
//! state kinds.

pub mod abortcontroller;
pub mod abortsignal;
pub mod attr;
pub mod abstractrange;
pub mod characterdata;
pub mod child_node;
pub mod comment;
pub mod customevent;
pub mod document;
pub mod documenttype;
pub mod documentfragment;
pub mod domtokenlist;
pub mod domimplementation;
pub mod element;
pub mod event;
pub mod eventtarget;
pub mod htmlcollection;
pub mod live_range;
pub mod mutationobserver;
pub mod mutationrecord;
pub mod namednodemap;
pub mod node;
pub mod node_filter;
pub mod nodeiterator;
pub mod nodelist;
pub mod parent_node;
pub mod processinginstruction;
pub mod range;
pub mod range_geometry;
pub mod shadowroot;
pub mod staticrange;
pub mod text;
pub mod treewalker;
pub mod xmldocument;
