//! The HTML Standard (https://html.spec.whatwg.org/) on the script side:
//! documents' realms and loading, navigation and navigables, WindowProxy and
//! cross-origin objects, window.open, scripts, unhandled rejections,
//! structured clone, and the HTML interfaces (one file each).

pub mod activation;
pub mod auxiliary;
pub mod base64;
pub mod cross_origin;
pub mod domstringmap;
pub mod document_load;
pub mod event_handler;
pub mod navigable;
pub mod rejections;
pub mod script;
pub mod structured_clone;
pub mod user_prompts;
pub mod window_ops;
pub mod window_proxy;

pub mod errorevent;
pub mod hashchangeevent;
pub mod history;
pub mod popstateevent;
pub mod storage;
pub mod storageevent;
pub mod focus;
pub mod htmlbodyelement;
pub mod htmldialogelement;
pub mod htmlelement;
pub mod htmlheadelement;
pub mod htmliframeelement;
pub mod htmlmetaelement;
pub mod htmlscriptelement;
pub mod htmltemplateelement;
pub mod location;
pub mod messageevent;
pub mod navigator;
pub mod promiserejectionevent;
pub mod window;
