//! The HTML Standard (https://html.spec.whatwg.org/) on the script side:
//! documents' realms and loading, navigation and navigables, WindowProxy and
//! cross-origin objects, window.open, scripts, unhandled rejections,
//! structured clone, and the HTML interfaces (one file each).

pub mod auxiliary;
pub mod cross_origin;
pub mod document_load;
pub mod event_handler;
pub mod form_activation;
pub mod form_controls;
pub mod form_submission;
pub mod navigable;
pub mod rejections;
pub mod script;
pub mod structured_clone;
pub mod window_ops;
pub mod window_proxy;

pub mod errorevent;
pub mod formdata;
pub mod htmlbodyelement;
pub mod htmlbuttonelement;
pub mod htmlelement;
pub mod htmlfieldsetelement;
pub mod htmlformcontrolscollection;
pub mod htmlformelement;
pub mod htmlheadelement;
pub mod htmliframeelement;
pub mod htmlinputelement;
pub mod htmllabelelement;
pub mod htmlmetaelement;
pub mod htmloptionelement;
pub mod htmloptionscollection;
pub mod htmloutputelement;
pub mod htmlscriptelement;
pub mod htmlselectelement;
pub mod htmltextareaelement;
pub mod location;
pub mod messageevent;
pub mod navigator;
pub mod promiserejectionevent;
pub mod radionodelist;
pub mod submitevent;
pub mod validitystate;
pub mod window;
