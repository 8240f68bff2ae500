//! https://html.spec.whatwg.org/multipage/server-sent-events.html#the-eventsource-interface,
//! offline: the fetch of every event stream fails, and a user agent that
//! knows reconnecting is futile fails the connection.

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::event_loop::TaskSource;

use crate::generated::{EventSourceInit, EventSourceMethods, Interface};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct EventSource;

const CONNECTING: u16 = 0;
const CLOSED: u16 = 2;

/// An EventSource's state.
#[derive(Debug)]
pub struct SourceData {
    url: String,
    with_credentials: bool,
    ready_state: u16,
    doc: DocId,
}

fn with_source<R>(obj: &JsObject, f: impl FnOnce(&mut SourceData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not an EventSource"))?;
    match &d.kind {
        DomKind::EventSource(s) => Ok(f(&mut s.borrow_mut())),
        _ => Err(type_error("not an EventSource")),
    }
}

/// https://html.spec.whatwg.org/multipage/server-sent-events.html#fail-the-connection:
/// queue a task which, if readyState is not CLOSED, sets it to CLOSED and
/// fires `error` at the EventSource.
fn fail_the_connection(ctx: &mut Context, source: &JsObject) {
    let Ok((doc, url)) = with_source(source, |s| (s.doc, s.url.clone())) else { return };
    crate::console::console::engine_warning(ctx, &format!("EventSource's connection to '{url}' failed: webmcp does not connect to servers (it is offline)."));
    let source = source.clone();
    host(ctx).queue_task(doc, TaskSource::RemoteEvent, Box::new(move |ctx: &mut Context| {
        let closed = with_source(&source, |s| std::mem::replace(&mut s.ready_state, CLOSED) == CLOSED).unwrap_or(true);
        if closed {
            return;
        }
        if let Ok(event) = crate::dom::event::create(ctx, Interface::Event, "error", false, false, |_| {}) {
            crate::dom::eventtarget::fire_event(ctx, &source, &event);
        }
    }));
}

impl EventSourceMethods for EventSource {
    /// https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource
    fn constructor(ctx: &mut Context, proto: JsObject, url: String, init: EventSourceInit) -> JsResult<JsObject> {
        // 1-4. Let urlRecord be the result of encoding-parsing a URL given url,
        //      relative to settings; failure is a "SyntaxError" DOMException.
        let doc = crate::host::current_doc(ctx);
        let base = crate::html::urls::document_base_url(ctx, doc);
        let parsed = match &base {
            Some(b) => b.join(&url),
            None => url::Url::parse(&url),
        };
        let Ok(record) = parsed else {
            return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to construct 'EventSource': Cannot open an EventSource to '{url}'. The URL is invalid.")));
        };
        // 5-7. Set ev's url; withCredentials from the init dictionary.
        let data = SourceData { url: record.to_string(), with_credentials: init.with_credentials, ready_state: CONNECTING, doc };
        let source = reflect_with_proto(ctx, proto, Interface::EventSource, DomKind::EventSource(std::cell::RefCell::new(data)))?;
        // 14-15. Fetch the stream: offline, a network error that reconnecting
        //        cannot repair, so the user agent fails the connection.
        fail_the_connection(ctx, &source);
        Ok(source)
    }
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_source(this, |s| s.url.clone())
    }
    fn get_with_credentials(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_source(this, |s| s.with_credentials)
    }
    fn get_ready_state(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        with_source(this, |s| s.ready_state)
    }
    /// https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource-close
    fn close(_: &mut Context, this: &JsObject) -> JsResult<()> {
        // 1-2. Abort any fetch; set readyState to CLOSED.
        with_source(this, |s| s.ready_state = CLOSED)
    }
}
