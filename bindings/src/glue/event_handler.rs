//! Event handler IDL attributes (https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes).
//! The handler values live in a per-object map; the first non-null value
//! adds one event listener that runs "the event handler processing algorithm".

use std::cell::Cell;
use std::rc::Rc;

use boa_engine::{js_string, Context, JsObject, JsResult, JsValue};
use runtime::event::ListenerOptions;

use crate::dom::eventtarget::{add_an_event_listener, Listener};

const HANDLERS: &str = "__webmcp_event_handlers";

fn handlers_object(ctx: &mut Context, target: &JsObject) -> JsResult<JsObject> {
    // Stored as a non-enumerable symbol-less slot object on the target's data would be
    // cleaner; a hidden own property keyed by a private symbol keeps it engine-side.
    let key = crate::glue::event_handler::key(ctx);
    let v = target.get(key.clone(), ctx)?;
    if let Some(o) = v.as_object() {
        return Ok(o);
    }
    let o = JsObject::with_null_proto();
    target.define_property_or_throw(
        key,
        boa_engine::property::PropertyDescriptor::builder().value(o.clone()).writable(false).enumerable(false).configurable(false),
        ctx,
    )?;
    Ok(o)
}

/// The private symbol under which handler values are kept.
pub fn key(ctx: &mut Context) -> boa_engine::JsSymbol {
    let host = crate::host::host(ctx);
    let mut slot = host.handler_symbol.borrow_mut();
    slot.get_or_insert_with(|| boa_engine::JsSymbol::new(Some(js_string!(HANDLERS))).unwrap_or_else(boa_engine::JsSymbol::iterator)).clone()
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
pub fn get(ctx: &mut Context, target: &JsObject, name: &str) -> JsResult<JsValue> {
    let h = handlers_object(ctx, target)?;
    let v = h.get(js_string!(name), ctx)?;
    Ok(if v.is_undefined() { JsValue::null() } else { v })
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes (setter)
pub fn set(ctx: &mut Context, target: &JsObject, name: &str, value: JsValue, _onerror: bool) -> JsResult<()> {
    // [LegacyTreatNonObjectAsNull]: a non-object is null.
    let value = if value.is_object() { value } else { JsValue::null() };
    let h = handlers_object(ctx, target)?;
    let had_listener = h.has_own_property(js_string!(name), ctx)?;
    h.set(js_string!(name), value, true, ctx)?;
    // https://html.spec.whatwg.org/multipage/webappapis.html#activate-an-event-handler
    if !had_listener {
        let listener = Listener {
            callback: None,
            opts: ListenerOptions { type_: name.to_string(), capture: false, passive: None, once: false },
            removed: Rc::new(Cell::new(false)),
            handler: Some(name.to_string()),
        };
        add_an_event_listener(ctx, target, listener, None)?;
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
        && crate::glue::reflect::implements(event, crate::generated::Interface::ErrorEvent)
        && crate::glue::reflect::implements(current, crate::generated::Interface::Window);
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
