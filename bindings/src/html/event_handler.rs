//! Event handlers (https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes):
//! their IDL attributes and the event handler processing algorithm. Each
//! event target's event handler map lives in its `DomObject` data (not in a
//! JS-visible property); a non-null value activates the handler (one event
//! listener that runs the processing algorithm), null deactivates it. The
//! content attributes (`onclick="..."`) are in `event_handler_content`.

use std::cell::Cell;
use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use runtime::dom::event::ListenerOptions;

use crate::dom::eventtarget::{add_an_event_listener, remove_an_event_listener, Listener};
use crate::generated::Interface;
use crate::host::host;
use crate::webidl::kind::{DomKind, RawHandler};
use crate::webidl::reflect::{implements, DomObject};

pub use crate::webidl::kind::EventHandler;

/// https://html.spec.whatwg.org/multipage/webappapis.html#window-reflecting-body-element-event-handler-set
const WINDOW_REFLECTING_BODY_ELEMENT_EVENT_HANDLERS: [&str; 6] = ["blur", "error", "focus", "load", "resize", "scroll"];

fn dom(target: &JsObject) -> JsResult<boa_engine::object::Ref<'_, DomObject>> {
    target.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("Illegal invocation: not an EventTarget"))
}

/// Whether `name` (an event type) is one of the Window's handlers that a
/// `<body>` or `<frameset>` element exposes as its own: the window-reflecting
/// body element event handler set and the WindowEventHandlers.
pub fn is_window_reflecting(name: &str) -> bool {
    WINDOW_REFLECTING_BODY_ELEMENT_EVENT_HANDLERS.contains(&name) || Interface::HTMLBodyElement.event_handlers().contains(&name)
}

/// Whether `target` is an HTML `body` or `frameset` element.
fn is_body_or_frameset(ctx: &Context, target: &JsObject) -> Option<crate::webidl::kind::NodeRef> {
    let r = crate::dom::node::node_ref(target).ok()?;
    let is = host(ctx).doc(r.doc, |d| {
        let t = d.tree.borrow();
        t.element(r.node).is_some_and(|e| e.is_html("body") || e.is_html("frameset"))
    });
    is.unwrap_or(false).then_some(r)
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#determining-the-target-of-an-event-handler
pub fn determine_the_target(ctx: &mut Context, event_target: &JsObject, name: &str) -> Option<JsObject> {
    // 1. If eventTarget is not a body element or a frameset element, then return eventTarget.
    let Some(r) = is_body_or_frameset(ctx, event_target) else { return Some(event_target.clone()) };
    // 2. If name is not the name of an attribute member of the WindowEventHandlers
    //    interface mixin and the window-reflecting body element event handler set
    //    does not contain name, then return eventTarget.
    if !is_window_reflecting(name) {
        return Some(event_target.clone());
    }
    // 3. If eventTarget's node document is not an active document, then return null.
    let h = host(ctx);
    let active = h.doc(r.doc, |d| d.navigable.is_some()).unwrap_or(false) && h.fully_active(r.doc);
    if !active {
        return None;
    }
    // 4. Return eventTarget's node document's relevant global object.
    h.objects(r.doc, |o| o.window.clone()).flatten()
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes (getter)
pub fn get(ctx: &mut Context, target: &JsObject, name: &str) -> JsResult<JsValue> {
    // 1. Let eventTarget be the result of determining the target of an event handler.
    // 2. If eventTarget is null, then return null.
    let Some(target) = determine_the_target(ctx, target, name) else { return Ok(JsValue::null()) };
    // 3. Return the result of getting the current value of the event handler.
    Ok(get_the_current_value(ctx, &target, name))
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
pub fn get_the_current_value(ctx: &mut Context, target: &JsObject, name: &str) -> JsValue {
    let entry = {
        let Ok(d) = dom(target) else { return JsValue::null() };
        let handlers = d.handlers.borrow();
        handlers.iter().find(|h| h.name == name).map(|h| (h.value.clone(), h.raw.clone()))
    };
    let Some((value, raw)) = entry else { return JsValue::null() };
    // 1. If eventHandler's value is an internal raw uncompiled handler, then compile it.
    if let Some(raw) = raw {
        let compiled = crate::html::event_handler_content::compile(ctx, target, name, &raw);
        let value = compiled.map_or(JsValue::null(), JsValue::from);
        if let Ok(d) = dom(target) {
            if let Some(h) = d.handlers.borrow_mut().iter_mut().find(|h| h.name == name) {
                h.raw = None;
                h.value = value.clone();
            }
        }
        return value;
    }
    // 2. Return eventHandler's value.
    value
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes (setter)
pub fn set(ctx: &mut Context, target: &JsObject, name: &str, value: JsValue, _onerror: bool) -> JsResult<()> {
    // 1-2. Let eventTarget be the result of determining the target; if null, return.
    let Some(target) = determine_the_target(ctx, target, name) else { return Ok(()) };
    // [LegacyTreatNonObjectAsNull]: a non-object is null.
    let value = if value.is_object() { value } else { JsValue::null() };
    // 3. If the given value is null, then deactivate an event handler.
    if value.is_null() {
        deactivate(&target, name);
        return Ok(());
    }
    // 4.1-4.3. Set eventHandler's value to the given value, then activate it.
    set_value(&target, name, value, None)?;
    activate(ctx, &target, name)
}

/// Sets the handler map entry for `name` (made if missing) to `value` or to the raw handler.
pub fn set_value(target: &JsObject, name: &str, value: JsValue, raw: Option<RawHandler>) -> JsResult<()> {
    let d = dom(target)?;
    let mut handlers = d.handlers.borrow_mut();
    match handlers.iter_mut().find(|h| h.name == name) {
        Some(h) => {
            h.value = value;
            h.raw = raw;
        }
        None => handlers.push(EventHandler { name: name.to_string(), value, raw, listener: None }),
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#deactivate-an-event-handler
pub fn deactivate(target: &JsObject, name: &str) {
    let Ok(d) = dom(target) else { return };
    // 1-3. Set eventHandler's value to null; let listener be its listener.
    let removed = {
        let mut handlers = d.handlers.borrow_mut();
        let Some(h) = handlers.iter_mut().find(|h| h.name == name) else { return };
        h.value = JsValue::null();
        h.raw = None;
        // 5. Set eventHandler's listener to null.
        h.listener.take()
    };
    drop(d);
    // 4. If listener is not null, then remove an event listener with eventTarget and listener.
    if let Some(removed) = removed {
        remove_an_event_listener(target, &removed);
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#activate-an-event-handler
pub fn activate(ctx: &mut Context, target: &JsObject, name: &str) -> JsResult<()> {
    // 1-2. If eventHandler's listener is not null, then return.
    let active = dom(target)?.handlers.borrow().iter().any(|h| h.name == name && h.listener.is_some());
    if active {
        return Ok(());
    }
    // 3-6. A listener whose callback runs the event handler processing algorithm, added to eventTarget.
    let removed = Rc::new(Cell::new(false));
    let listener = Listener {
        callback: None,
        opts: ListenerOptions { type_: name.to_string(), capture: false, passive: None, once: false },
        removed: removed.clone(),
        handler: Some(name.to_string()),
    };
    add_an_event_listener(ctx, target, listener, None)?;
    // 7. Set eventHandler's listener to listener.
    if let Some(h) = dom(target)?.handlers.borrow_mut().iter_mut().find(|h| h.name == name) {
        h.listener = Some(removed);
    }
    Ok(())
}

/// The callback an event handler would call now, without compiling a raw
/// handler (for `window.event`, which needs the callback's realm).
pub fn callback_of(target: &JsObject, name: &str) -> Option<JsObject> {
    let d = target.downcast_ref::<DomObject>()?;
    let handlers = d.handlers.borrow();
    handlers.iter().find(|h| h.name == name).and_then(|h| h.value.as_object())
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
pub fn invoke(ctx: &mut Context, current: &JsObject, name: &str, event: &JsObject) -> JsResult<()> {
    // 1-2. Let callback be the current value of the event handler; if null, return.
    let callback = get_the_current_value(ctx, current, name);
    // A non-callable object (kept by [LegacyTreatNonObjectAsNull]) is invoked as
    // nothing: https://webidl.spec.whatwg.org/#invoke-a-callback-function step 6.
    let Some(callback) = callback.as_callable() else { return Ok(()) };
    // 3. Special error event handling: an ErrorEvent of type "error" whose
    //    currentTarget implements WindowOrWorkerGlobalScope calls the handler
    //    with (message, filename, lineno, colno, error).
    let type_ = crate::dom::event::with_state(event, |s| s.type_.clone()).unwrap_or_default();
    let is_error_event = type_ == "error" && implements(event, Interface::ErrorEvent) && implements(current, Interface::Window);
    let this = JsValue::from(crate::dom::event::exposed(ctx, current.clone()));
    let ret = if is_error_event {
        let args = [
            JsValue::from(JsString::from(crate::dom::event::string(event, 0))),
            JsValue::from(JsString::from(crate::dom::event::string(event, 1))),
            JsValue::from(crate::dom::event::number(event, 0)),
            JsValue::from(crate::dom::event::number(event, 1)),
            crate::dom::event::value(event, 0),
        ];
        callback.call(&this, &args, ctx)?
    } else {
        // 4. Otherwise, invoke callback with « event », the callback this value being currentTarget.
        callback.call(&this, &[event.clone().into()], ctx)?
    };
    // 5. Process return value.
    if is_error_event {
        // The error special case: true cancels the event.
        if ret.as_boolean() == Some(true) {
            crate::dom::event::with_state_mut(event, |s| s.set_canceled());
        }
    } else if type_ == "beforeunload" && implements(event, Interface::BeforeUnloadEvent) {
        // An OnBeforeUnloadEventHandler returns DOMString?: a non-null return value
        // cancels the event and, if the event's returnValue is empty, becomes it.
        if !ret.is_null_or_undefined() {
            let text = ret.to_string(ctx)?.to_std_string_lossy();
            crate::dom::event::with_state_mut(event, |s| s.set_canceled());
            crate::dom::event::with_data_mut(event, |d| {
                if d.strings.first().is_none_or(String::is_empty) {
                    d.strings = vec![text];
                }
            });
        }
    } else if ret.as_boolean() == Some(false) {
        // Otherwise false cancels the event.
        crate::dom::event::with_state_mut(event, |s| s.set_canceled());
    }
    Ok(())
}

/// Whether `obj` is a platform object whose handler map has `name` (for tests and `anyone_listens`).
pub fn has_handler(obj: &JsObject, name: &str) -> bool {
    obj.downcast_ref::<DomObject>().is_some_and(|d| d.handlers.borrow().iter().any(|h| h.name == name && (h.raw.is_some() || !h.value.is_null())))
}

/// Whether `obj` is a Window.
pub fn is_window(obj: &JsObject) -> bool {
    obj.downcast_ref::<DomObject>().is_some_and(|d| matches!(d.kind, DomKind::Window(_)))
}
