//! https://dom.spec.whatwg.org/#interface-event

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use boa_gc::GcRefCell;
use runtime::dom::event::EventState;

use crate::webidl::kind::{DomKind, EventData};
use crate::generated::{EventInit, EventMethods, Interface};
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct Event;

/// Runs `f` on the event data of `obj`.
pub fn with_data<R>(obj: &JsObject, f: impl FnOnce(&EventData) -> R) -> Option<R> {
    let d = obj.downcast_ref::<DomObject>()?;
    match &d.kind {
        DomKind::Event(e) => Some(f(&e.borrow())),
        _ => None,
    }
}

pub fn with_data_mut<R>(obj: &JsObject, f: impl FnOnce(&mut EventData) -> R) -> Option<R> {
    let d = obj.downcast_ref::<DomObject>()?;
    match &d.kind {
        DomKind::Event(e) => Some(f(&mut e.borrow_mut())),
        _ => None,
    }
}

pub fn with_state<R>(obj: &JsObject, f: impl FnOnce(&EventState) -> R) -> Option<R> {
    with_data(obj, |d| f(&d.state))
}

pub fn with_state_mut<R>(obj: &JsObject, f: impl FnOnce(&mut EventState) -> R) -> Option<R> {
    with_data_mut(obj, |d| f(&mut d.state))
}

pub fn take_state(obj: &JsObject) -> EventState {
    with_state(obj, |s| s.clone()).unwrap_or_default()
}

pub fn put_state(obj: &JsObject, state: EventState) {
    with_state_mut(obj, |s| *s = state);
}

pub fn set_targets(obj: &JsObject, target: Option<JsObject>, current: Option<JsObject>) {
    with_data_mut(obj, |d| {
        d.target = target;
        d.current_target = current;
    });
}

/// The current time in milliseconds, for `timeStamp`.
fn now(ctx: &Context) -> f64 {
    crate::host::host(ctx).ua().clock.now()
}

/// https://dom.spec.whatwg.org/#concept-event-create and the constructor
/// steps (https://dom.spec.whatwg.org/#concept-event-constructor).
pub fn construct(ctx: &mut Context, proto: JsObject, iface: Interface, type_: &str, init: &EventInit) -> JsResult<JsObject> {
    let state = EventState::new(type_, init.bubbles, init.cancelable, init.composed, now(ctx));
    reflect_with_proto(ctx, proto, iface, DomKind::Event(GcRefCell::new(EventData::new(state))))
}

/// Creates a trusted-to-be event of interface `iface` in the current realm,
/// for the engine to fire; `setup` fills the interface's own fields.
pub fn create(ctx: &mut Context, iface: Interface, type_: &str, bubbles: bool, cancelable: bool, setup: impl FnOnce(&mut EventData)) -> JsResult<JsObject> {
    let mut data = EventData::new(EventState::new(type_, bubbles, cancelable, false, now(ctx)));
    setup(&mut data);
    reflect(ctx, iface, DomKind::Event(GcRefCell::new(data)))
}

fn state<R>(this: &JsObject, f: impl FnOnce(&EventState) -> R) -> JsResult<R> {
    with_state(this, f).ok_or_else(|| crate::webidl::convert::type_error("not an Event"))
}

impl EventMethods for Event {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: EventInit) -> JsResult<JsObject> {
        construct(ctx, proto, Interface::Event, &type_.to_std_string_lossy(), &init)
    }
    fn get_type(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        state(this, |s| JsString::from(s.type_.as_str()))
    }
    fn get_target(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(with_data(this, |d| d.target.clone()).flatten())
    }
    fn get_src_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Self::get_target(ctx, this)
    }
    fn get_current_target(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(with_data(this, |d| d.current_target.clone()).flatten())
    }
    /// https://dom.spec.whatwg.org/#dom-event-composedpath
    fn composed_path(_: &mut Context, this: &JsObject) -> JsResult<Vec<JsObject>> {
        Ok(with_data(this, |d| if d.state.dispatching { d.current_target.iter().cloned().collect() } else { Vec::new() }).unwrap_or_default())
    }
    fn get_event_phase(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        state(this, |s| s.phase as u16)
    }
    fn stop_propagation(_: &mut Context, this: &JsObject) -> JsResult<()> {
        with_state_mut(this, |s| s.stop_propagation = true);
        Ok(())
    }
    fn get_cancel_bubble(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        state(this, |s| s.stop_propagation)
    }
    fn set_cancel_bubble(_: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        if value {
            with_state_mut(this, |s| s.stop_propagation = true);
        }
        Ok(())
    }
    fn stop_immediate_propagation(_: &mut Context, this: &JsObject) -> JsResult<()> {
        with_state_mut(this, |s| {
            s.stop_propagation = true;
            s.stop_immediate_propagation = true;
        });
        Ok(())
    }
    fn get_bubbles(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        state(this, |s| s.bubbles)
    }
    fn get_cancelable(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        state(this, |s| s.cancelable)
    }
    fn get_return_value(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        state(this, |s| !s.canceled)
    }
    fn set_return_value(_: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        if !value {
            with_state_mut(this, |s| s.set_canceled());
        }
        Ok(())
    }
    fn prevent_default(_: &mut Context, this: &JsObject) -> JsResult<()> {
        with_state_mut(this, |s| s.set_canceled());
        Ok(())
    }
    fn get_default_prevented(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        state(this, |s| s.canceled)
    }
    fn get_composed(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        state(this, |s| s.composed)
    }
    fn get_is_trusted(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        state(this, |s| s.is_trusted)
    }
    fn get_time_stamp(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        state(this, |s| s.time_stamp)
    }
    /// https://dom.spec.whatwg.org/#dom-event-initevent
    fn init_event(_: &mut Context, this: &JsObject, type_: JsString, bubbles: bool, cancelable: bool) -> JsResult<()> {
        with_state_mut(this, |s| {
            if !s.dispatching {
                s.initialize(&type_.to_std_string_lossy(), bubbles, cancelable);
            }
        });
        Ok(())
    }
}

pub fn value(this: &JsObject, i: usize) -> JsValue {
    with_data(this, |d| d.values.get(i).cloned()).flatten().unwrap_or_default()
}

pub fn string(this: &JsObject, i: usize) -> String {
    with_data(this, |d| d.strings.get(i).cloned()).flatten().unwrap_or_default()
}

pub fn number(this: &JsObject, i: usize) -> f64 {
    with_data(this, |d| d.numbers.get(i).copied()).flatten().unwrap_or_default()
}
