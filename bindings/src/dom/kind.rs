//! The state kinds a platform object can carry.

use std::cell::Cell;
use std::rc::Rc;

use boa_engine::{Finalize, JsObject, JsValue, Trace};
use boa_gc::GcRefCell;
use runtime::dom::NodeId;
use runtime::dom::event::EventState;

use crate::host::DocId;

/// The state of a platform object. The objects of a Window (the Window,
/// its Navigator, Location and Performance) name their document in a
/// `Cell`: a document that replaces its navigable's initial `about:blank`
/// document takes over that document's Window and its objects.
#[derive(Trace, Finalize)]
pub enum DomKind {
    Plain,
    Event(GcRefCell<EventData>),
    AbortController { signal: JsObject },
    AbortSignal(GcRefCell<SignalData>),
    DomException(#[unsafe_ignore_trace] ExceptionData),
    /// A node; adoption into another document changes it (same wrapper, new id).
    Node(#[unsafe_ignore_trace] Cell<NodeRef>),
    Window(#[unsafe_ignore_trace] Cell<DocId>),
    Navigator(#[unsafe_ignore_trace] Cell<DocId>),
    Performance(#[unsafe_ignore_trace] Cell<DocId>),
    Location(#[unsafe_ignore_trace] Cell<DocId>),
    ModelContext(#[unsafe_ignore_trace] DocId),
    Implementation(#[unsafe_ignore_trace] DocId),
    List(Vec<JsObject>),
    Response(#[unsafe_ignore_trace] ResponseData),
}

/// A node of a document's tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NodeRef {
    pub doc: DocId,
    pub node: NodeId,
}

#[derive(Clone, Debug)]
pub struct ExceptionData {
    pub name: String,
    pub message: String,
}

#[derive(Clone, Debug)]
pub struct ResponseData {
    pub url: String,
    pub status: u16,
    pub body: String,
}

/// An event and the JS values its interface adds.
#[derive(Trace, Finalize)]
pub struct EventData {
    #[unsafe_ignore_trace]
    pub state: EventState,
    pub target: Option<JsObject>,
    pub current_target: Option<JsObject>,
    pub path: Vec<JsObject>,
    /// Interface-specific values: CustomEvent.detail, ErrorEvent.error, ...
    pub values: Vec<JsValue>,
    /// Interface-specific strings: toolName, message, filename, ...
    #[unsafe_ignore_trace]
    pub strings: Vec<String>,
    #[unsafe_ignore_trace]
    pub numbers: Vec<f64>,
}

impl EventData {
    pub fn new(state: EventState) -> Self {
        EventData { state, target: None, current_target: None, path: Vec::new(), values: Vec::new(), strings: Vec::new(), numbers: Vec::new() }
    }
}

/// https://dom.spec.whatwg.org/#abortsignal
#[derive(Trace, Finalize, Default)]
pub struct SignalData {
    pub reason: Option<JsValue>,
    pub algorithms: Vec<AbortAlgorithm>,
    pub source_signals: Vec<JsObject>,
    pub dependent_signals: Vec<JsObject>,
    #[unsafe_ignore_trace]
    pub dependent: bool,
}

/// The abort algorithms webmcp adds to signals.
#[derive(Trace, Finalize, Clone)]
pub enum AbortAlgorithm {
    /// addEventListener's `signal`: remove the listener.
    RemoveListener {
        target: JsObject,
        #[unsafe_ignore_trace]
        removed: Rc<Cell<bool>>,
    },
    /// registerTool's `signal`: unregister the tool.
    UnregisterTool {
        #[unsafe_ignore_trace]
        doc: DocId,
        #[unsafe_ignore_trace]
        name: String,
        #[unsafe_ignore_trace]
        registration: u64,
    },
    /// executeTool's `signal`: reject the caller's promise and cancel.
    CancelExecution {
        #[unsafe_ignore_trace]
        execution: u64,
    },
}
