//! Event handler IDL attributes (https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes).
//! Each platform object's event handler map lives in its `DomObject` data
//! (not in a JS-visible property); a non-null value activates the handler
//! (one event listener that runs "the event handler processing algorithm"),
//! null deactivates it.

use std::cell::Cell;
use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult, JsValue};
use runtime::dom::event::ListenerOptions;

use crate::dom::eventtarget::{add_an_event_listener, remove_an_event_listener, Listener};
use crate::webidl::reflect::DomObject;

pub use crate::webidl::kind::EventHandler;

fn dom(target: &JsObject) -> JsResult<boa_engine::object::Ref<'_, DomObject>> {
    target.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("Illegal invocation: not an EventTarget"))
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
pub fn get(_ctx: &mut Context, target: &JsObject, name: &str) -> JsResult<JsValue> {
    let d = dom(target)?;
    let handlers = d.handlers.borrow();
    Ok(handlers.iter().find(|h| h.name == name).map_or(JsValue::null(), |h| h.value.clone()))
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes (setter)
pub fn set(ctx: &mut Context, target: &JsObject, name: &str, value: JsValue, _onerror: bool) -> JsResult<()> {
    // [LegacyTreatNonObjectAsNull]: a non-object is null.
    let value = if value.is_object() { value } else { JsValue::null() };
    let active = {
        let d = dom(target)?;
        let mut handlers = d.handlers.borrow_mut();
        let i = match handlers.iter().position(|h| h.name == name) {
            Some(i) => i,
            None => {
                handlers.push(EventHandler { name: name.to_string(), value: JsValue::null(), listener: None });
                handlers.len() - 1
            }
        };
        handlers[i].value = value.clone();
        handlers[i].listener.clone()
    };
    if value.is_null() {
        // https://html.spec.whatwg.org/multipage/webappapis.html#deactivate-an-event-handler:
        // remove the listener; a later value activates a new one at the end of the list.
        if let Some(removed) = active {
            remove_an_event_listener(target, &removed);
            if let Some(h) = dom(target)?.handlers.borrow_mut().iter_mut().find(|h| h.name == name) {
                h.listener = None;
            }
        }
        return Ok(());
    }
    // https://html.spec.whatwg.org/multipage/webappapis.html#activate-an-event-handler
    if active.is_none() {
        let removed = Rc::new(Cell::new(false));
        let listener = Listener {
            callback: None,
            opts: ListenerOptions { type_: name.to_string(), capture: false, passive: None, once: false },
            removed: removed.clone(),
            handler: Some(name.to_string()),
        };
        add_an_event_listener(ctx, target, listener, None)?;
        if let Some(h) = dom(target)?.handlers.borrow_mut().iter_mut().find(|h| h.name == name) {
            h.listener = Some(removed);
        }
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
pub fn invoke(ctx: &mut Context, current: &JsObject, name: &str, event: &JsObject) -> JsResult<()> {
    // 1-2. Let callback be the current value of the event handler; if null, return.
    let callback = get(ctx, current, name)?;
    let Some(callback) = callback.as_callable() else { return Ok(()) };
    // 3-4. Special error event handling: an ErrorEvent fired at a global with type "error"
    //      calls the handler with (message, filename, lineno, colno, error).
    let is_error_event = name == "error"
        && crate::webidl::reflect::implements(event, crate::generated::Interface::ErrorEvent)
        && crate::webidl::reflect::implements(current, crate::generated::Interface::Window);
    let ret = if is_error_event {
        let args = [
            JsValue::from(boa_engine::JsString::from(crate::dom::event::string(event, 0))),
            JsValue::from(boa_engine::JsString::from(crate::dom::event::string(event, 1))),
            JsValue::from(crate::dom::event::number(event, 0)),
            JsValue::from(crate::dom::event::number(event, 1)),
            crate::dom::event::value(event, 0),
        ];
        callback.call(&current.clone().into(), &args, ctx)?
    } else {
        callback.call(&current.clone().into(), &[event.clone().into()], ctx)?
    };
    // 5. Process return value: for the error special case true cancels; otherwise false cancels.
    let cancel = if is_error_event { ret.as_boolean() == Some(true) } else { ret.as_boolean() == Some(false) };
    if cancel {
        crate::dom::event::with_state_mut(event, |s| s.set_canceled());
    }
    Ok(())
}
