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
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#customelementregistry:
    /// a Window's registry (the Window by its document).
    CustomElementRegistry(#[unsafe_ignore_trace] DocId),
    Performance(#[unsafe_ignore_trace] Cell<DocId>),
    /// https://w3c.github.io/performance-timeline/#the-performanceentry-interface
    /// (a PerformanceMark or PerformanceMeasure) and its detail.
    PerformanceEntry(crate::performance_timeline::performanceentry::EntryData),
    Location(#[unsafe_ignore_trace] Cell<DocId>),
    ModelContext(#[unsafe_ignore_trace] DocId),
    Implementation(#[unsafe_ignore_trace] DocId),
    List(Vec<JsObject>),
    /// https://fetch.spec.whatwg.org/#response-class
    Response(GcRefCell<ResponseData>),
    /// https://fetch.spec.whatwg.org/#request-class
    Request(GcRefCell<RequestData>),
    /// https://fetch.spec.whatwg.org/#headers-class
    Headers(#[unsafe_ignore_trace] std::cell::RefCell<HeadersData>),
    /// https://url.spec.whatwg.org/#url-class
    Url(GcRefCell<UrlData>),
    /// https://url.spec.whatwg.org/#interface-urlsearchparams
    UrlSearchParams(GcRefCell<SearchParamsData>),
    /// https://html.spec.whatwg.org/multipage/webstorage.html#storage-2: a
    /// Window's localStorage or sessionStorage (the Window names the document).
    Storage { window: JsObject, #[unsafe_ignore_trace] ty: runtime::html::webstorage::StorageType },
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface
    History { window: JsObject, state: GcRefCell<Option<JsValue>> },
    /// A Window's object that holds no state of its own (Crypto, Clipboard, TextEncoder).
    Stateless,
    /// https://encoding.spec.whatwg.org/#textdecoder
    TextDecoder(#[unsafe_ignore_trace] std::cell::RefCell<TextDecoderData>),
    /// A live collection: the elements under `root` (a node's wrapper) that the filter selects.
    Collection { root: JsObject, #[unsafe_ignore_trace] filter: crate::dom::htmlcollection::Filter },
    /// An object that stands for a part of an element (DOMTokenList,
    /// DOMStringMap, CSSStyleDeclaration of the `style` attribute): the
    /// element's wrapper and what it reflects (an attribute name).
    ElementPart { element: JsObject, #[unsafe_ignore_trace] what: &'static str },
    MutationObserver(GcRefCell<crate::dom::mutationobserver::ObserverData>),
    MutationRecord(crate::dom::mutationobserver::RecordData),
    /// A ValidityState: the element whose validity it reports.
    Validity { element: JsObject },
    /// A FormData's entry list.
    FormData(GcRefCell<Vec<FormDataEntry>>),
    /// https://w3c.github.io/FileAPI/#blob-section (and File, which adds a name
    /// and a last modified date).
    Blob(#[unsafe_ignore_trace] BlobData),
    /// https://w3c.github.io/FileAPI/#APIASynch
    FileReader(GcRefCell<FileReaderData>),
    /// https://drafts.fxtf.org/geometry/#DOMRect: x, y, width, height.
    Rect(#[unsafe_ignore_trace] Cell<[f64; 4]>),
    /// https://drafts.csswg.org/resize-observer/#resize-observer-interface
    ResizeObserver(GcRefCell<crate::resize_observer::resizeobserver::ObserverData>),
    /// https://drafts.csswg.org/resize-observer/#resize-observer-entry-interface
    ResizeObserverEntry(crate::resize_observer::resizeobserverentry::EntryData),
    /// https://drafts.csswg.org/resize-observer/#resizeobserversize: inline and block size.
    ResizeObserverSize(#[unsafe_ignore_trace] (f64, f64)),
    /// https://w3c.github.io/IntersectionObserver/#intersection-observer-interface
    IntersectionObserver(GcRefCell<crate::intersection_observer::intersectionobserver::ObserverData>),
    /// https://w3c.github.io/IntersectionObserver/#intersection-observer-entry
    IntersectionObserverEntry(crate::intersection_observer::intersectionobserverentry::EntryData),
    /// https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface: its
    /// document, media (serialized) and the last `matches` it reported.
    MediaQueryList { #[unsafe_ignore_trace] doc: DocId, #[unsafe_ignore_trace] media: String, #[unsafe_ignore_trace] matches: Cell<bool> },
    /// https://websockets.spec.whatwg.org/#the-websocket-interface
    WebSocket(#[unsafe_ignore_trace] std::cell::RefCell<crate::websockets::websocket::SocketData>),
    /// https://html.spec.whatwg.org/multipage/server-sent-events.html#the-eventsource-interface
    EventSource(#[unsafe_ignore_trace] std::cell::RefCell<crate::html::eventsource::SourceData>),
    /// https://xhr.spec.whatwg.org/#xmlhttprequest
    XMLHttpRequest(GcRefCell<crate::xhr::xmlhttprequest::XhrData>),
    /// https://dom.spec.whatwg.org/#concept-live-range: a Range names its
    /// live range, which the runtime keeps in a document's tree.
    Range(#[unsafe_ignore_trace] crate::dom::live_range::RangeHandle),
    /// https://dom.spec.whatwg.org/#staticrange: its start and end.
    StaticRange(StaticRangeData),
    /// https://dom.spec.whatwg.org/#treewalker: its traverser and current node.
    TreeWalker { traverser: crate::dom::node_filter::Traverser, current: GcRefCell<JsObject> },
    /// https://dom.spec.whatwg.org/#nodeiterator: its traverser, and its
    /// entry in its root's tree (reference and pointer before reference).
    NodeIterator { traverser: crate::dom::node_filter::Traverser, #[unsafe_ignore_trace] handle: crate::dom::nodeiterator::IteratorHandle },
    /// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface: the
    /// sheet, and the document whose sheet it is (that constructed it).
    StyleSheet { #[unsafe_ignore_trace] sheet: runtime::css::cssom::sheet::SheetRef, #[unsafe_ignore_trace] doc: DocId },
    /// https://drafts.csswg.org/cssom/#the-cssrule-interface and its
    /// subclasses: the rule, and the document of the sheet it came from.
    CssRule { #[unsafe_ignore_trace] rule: runtime::css::cssom::rule::RuleRef, #[unsafe_ignore_trace] doc: DocId },
    /// A live list of a sheet's or rule's parts (CSSRuleList, MediaList,
    /// a rule's CSSStyleDeclaration): the sheet's or rule's wrapper.
    CssomPart { owner: JsObject },
    /// https://drafts.csswg.org/cssom/#the-stylesheetlist-interface of a document.
    StyleSheetList(#[unsafe_ignore_trace] DocId),
    /// https://w3c.github.io/selection-api/#selection-interface
    Selection(GcRefCell<crate::selection_api::selection::SelectionData>),
}

/// https://xhr.spec.whatwg.org/#concept-formdata-entry: a name and a value,
/// a string or a File object.
#[derive(Trace, Finalize, Clone)]
pub struct FormDataEntry {
    #[unsafe_ignore_trace]
    pub name: String,
    pub value: FormDataValue,
}

/// https://xhr.spec.whatwg.org/#formdataentryvalue
#[derive(Trace, Finalize, Clone)]
pub enum FormDataValue {
    String(#[unsafe_ignore_trace] String),
    File(JsObject),
}

/// A Blob's bytes (shared with the Blobs sliced or copied from it: they are
/// immutable), its type, and a File's name and last modified date.
#[derive(Clone, Debug)]
pub struct BlobData {
    pub bytes: Rc<[u8]>,
    /// https://w3c.github.io/FileAPI/#dfn-type: ASCII lowercase, or empty.
    pub type_: String,
    pub file: Option<FileInfo>,
}

/// https://w3c.github.io/FileAPI/#file-section
#[derive(Clone, Debug)]
pub struct FileInfo {
    pub name: String,
    /// Milliseconds since the epoch.
    pub last_modified: i64,
}

/// https://w3c.github.io/FileAPI/#filereader-state and its other internal slots.
#[derive(Trace, Finalize)]
pub struct FileReaderData {
    /// https://w3c.github.io/FileAPI/#dom-filereader-readystate: 0 empty, 1 loading, 2 done.
    #[unsafe_ignore_trace]
    pub state: u16,
    pub result: Option<JsValue>,
    pub error: Option<JsObject>,
    /// Counts read operations and aborts: a queued task of an earlier read
    /// (removed from the task queue by `abort()`, in the spec) finds it changed
    /// and does nothing.
    #[unsafe_ignore_trace]
    pub generation: u64,
    /// The document whose event loop runs the read's tasks.
    #[unsafe_ignore_trace]
    pub doc: DocId,
}

/// A StaticRange's boundary points: node wrappers and offsets.
#[derive(Trace, Finalize)]
pub struct StaticRangeData {
    pub start: JsObject,
    #[unsafe_ignore_trace]
    pub start_offset: u32,
    pub end: JsObject,
    #[unsafe_ignore_trace]
    pub end_offset: u32,
}

/// A URL object: its URL and its query object (a URLSearchParams).
#[derive(Trace, Finalize)]
pub struct UrlData {
    #[unsafe_ignore_trace]
    pub url: url::Url,
    pub query: Option<JsObject>,
}

/// A URLSearchParams object: its list of name-value pairs and its URL object, if any.
#[derive(Trace, Finalize)]
pub struct SearchParamsData {
    #[unsafe_ignore_trace]
    pub list: Vec<(String, String)>,
    pub url: Option<JsObject>,
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

/// https://fetch.spec.whatwg.org/#concept-body: the bytes of a body (none
/// for a null body), and whether it was read ("disturbed").
#[derive(Clone, Debug, Default)]
pub struct BodyData {
    pub bytes: Option<Vec<u8>>,
    pub used: bool,
}

/// https://fetch.spec.whatwg.org/#concept-response
#[derive(Trace, Finalize)]
pub struct ResponseData {
    #[unsafe_ignore_trace]
    pub url: String,
    #[unsafe_ignore_trace]
    pub status: u16,
    #[unsafe_ignore_trace]
    pub status_text: String,
    /// https://fetch.spec.whatwg.org/#concept-response-type
    #[unsafe_ignore_trace]
    pub type_: &'static str,
    #[unsafe_ignore_trace]
    pub body: BodyData,
    /// The Headers object (its guard is "immutable" for fetched responses).
    pub headers: JsObject,
}

/// https://fetch.spec.whatwg.org/#concept-request
#[derive(Trace, Finalize)]
pub struct RequestData {
    #[unsafe_ignore_trace]
    pub request: RequestState,
    #[unsafe_ignore_trace]
    pub body: BodyData,
    pub headers: JsObject,
    /// https://fetch.spec.whatwg.org/#request-signal
    pub signal: JsObject,
}

/// The fields of a request (https://fetch.spec.whatwg.org/#concept-request)
/// that a Request object exposes, besides its body and header list.
#[derive(Clone, Debug)]
pub struct RequestState {
    pub method: String,
    pub url: url::Url,
    /// "no-referrer", "client", or a URL.
    pub referrer: String,
    pub referrer_policy: String,
    pub mode: String,
    pub credentials: String,
    pub cache: String,
    pub redirect: String,
    pub integrity: String,
    pub keepalive: bool,
    pub reload_navigation: bool,
    pub history_navigation: bool,
}

/// https://fetch.spec.whatwg.org/#headers-guard
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadersGuard {
    None,
    Request,
    RequestNoCors,
    Response,
    Immutable,
}

/// https://fetch.spec.whatwg.org/#concept-headers-header-list and its guard.
#[derive(Clone, Debug)]
pub struct HeadersData {
    pub list: Vec<(String, String)>,
    pub guard: HeadersGuard,
}

/// A TextDecoder's encoding, error mode, BOM flag and its decoder while
/// streaming (https://encoding.spec.whatwg.org/#textdecoder).
pub struct TextDecoderData {
    pub encoding: &'static encoding_rs::Encoding,
    pub fatal: bool,
    pub ignore_bom: bool,
    /// The decoder of an unfinished stream (the "do not flush" flag is set).
    pub decoder: Option<encoding_rs::Decoder>,
}

/// An event and the JS values its interface adds.
#[derive(Trace, Finalize)]
pub struct EventData {
    #[unsafe_ignore_trace]
    pub state: EventState,
    pub target: Option<JsObject>,
    pub current_target: Option<JsObject>,
    /// The invocation targets of the event's path, target first.
    pub path: Vec<JsObject>,
    /// For each of them: (root-of-closed-tree, slot-in-closed-tree).
    #[unsafe_ignore_trace]
    pub path_flags: Vec<(bool, bool)>,
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
        EventData { state, target: None, current_target: None, path: Vec::new(), path_flags: Vec::new(), values: Vec::new(), strings: Vec::new(), numbers: Vec::new() }
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

/// https://dom.spec.whatwg.org/#concept-event-listener (every platform
/// object that is an EventTarget has a list of them).
#[derive(Trace, Finalize, Clone)]
pub struct Listener {
    pub callback: Option<JsObject>,
    #[unsafe_ignore_trace]
    pub opts: runtime::dom::event::ListenerOptions,
    #[unsafe_ignore_trace]
    pub removed: Rc<Cell<bool>>,
    /// For the listener an event handler attribute adds: the handler's name.
    #[unsafe_ignore_trace]
    pub handler: Option<String>,
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handlers: an
/// entry of an event target's event handler map (`crate::html::event_handler`).
#[derive(Trace, Finalize)]
pub struct EventHandler {
    #[unsafe_ignore_trace]
    pub name: String,
    /// The value: a callback object, or null (when `raw` is none).
    pub value: JsValue,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#internal-raw-uncompiled-handler:
    /// the value while it is a content attribute's text not compiled yet.
    #[unsafe_ignore_trace]
    pub raw: Option<RawHandler>,
    /// The listener, while the handler is activated.
    #[unsafe_ignore_trace]
    pub listener: Option<Rc<Cell<bool>>>,
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#internal-raw-uncompiled-handler:
/// an event handler content attribute's value and where it came from.
#[derive(Clone, Debug)]
pub struct RawHandler {
    pub body: String,
    /// The script's URL (the document's) and the line the body starts on.
    pub url: String,
    pub line: u32,
}

/// https://dom.spec.whatwg.org/#abortsignal-abort-algorithms
#[derive(Trace, Finalize, Clone)]
pub enum AbortAlgorithm {
    /// addEventListener's `signal`: remove the listener.
    RemoveListener {
        target: JsObject,
        #[unsafe_ignore_trace]
        removed: Rc<Cell<bool>>,
    },
    /// Steps another specification adds (WebMCP's registerTool unregisters
    /// the tool, its executeTool cancels the execution): `run` gets the data
    /// and the signal's abort reason.
    Steps {
        #[unsafe_ignore_trace]
        run: fn(&mut boa_engine::Context, &AbortStepsData, JsValue),
        #[unsafe_ignore_trace]
        data: AbortStepsData,
    },
}

/// What a specification's abort steps need to know: ids and a name.
#[derive(Clone, Debug)]
pub struct AbortStepsData {
    pub doc: DocId,
    pub name: String,
    pub id: u64,
}
