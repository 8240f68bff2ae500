//! https://dom.spec.whatwg.org/#interface-event

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use boa_gc::GcRefCell;
use runtime::dom::event::{EventState, PathEntry};

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

pub fn set_path(obj: &JsObject, path: &[PathEntry<JsObject>]) {
    with_data_mut(obj, |d| {
        d.path = path.iter().map(|s| s.invocation_target.clone()).collect();
        d.path_flags = path.iter().map(|s| (s.root_of_closed_tree, s.slot_in_closed_tree)).collect();
    });
}

pub fn set_targets(obj: &JsObject, target: Option<JsObject>, current: Option<JsObject>) {
    with_data_mut(obj, |d| {
        d.target = target;
        d.current_target = current;
    });
}

/// An event target as script sees it: a Window is its WindowProxy
/// (https://webidl.spec.whatwg.org/#js-interface: a Window value converts to
/// the WindowProxy of its browsing context).
pub fn exposed(ctx: &mut Context, target: JsObject) -> JsObject {
    let doc = match target.downcast_ref::<DomObject>().map(|d| match &d.kind {
        DomKind::Window(doc) => Some(doc.get()),
        _ => None,
    }) {
        Some(Some(doc)) => doc,
        _ => return target,
    };
    let h = crate::host::host(ctx);
    let nav = h.doc(doc, |d| d.navigable).flatten();
    let window_proxy = h.hooks.window_proxy;
    nav.and_then(|n| window_proxy(ctx, n).ok()).unwrap_or(target)
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
    fn get_target(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(with_data(this, |d| d.target.clone()).flatten().map(|t| exposed(ctx, t)))
    }
    fn get_src_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Self::get_target(ctx, this)
    }
    fn get_current_target(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(with_data(this, |d| d.current_target.clone()).flatten().map(|t| exposed(ctx, t)))
    }
    /// https://dom.spec.whatwg.org/#dom-event-composedpath (empty outside
    /// dispatch; what lies in closed shadow trees the current target is
    /// not in is left out).
    fn composed_path(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsObject>> {
        let (path, current) = with_data(this, |d| {
            let path: Vec<PathEntry<JsObject>> = d
                .path
                .iter()
                .zip(d.path_flags.iter())
                .map(|(t, (root_of_closed_tree, slot_in_closed_tree))| PathEntry {
                    invocation_target: t.clone(),
                    invocation_target_in_shadow_tree: false,
                    shadow_adjusted_target: None,
                    related_target: None,
                    root_of_closed_tree: *root_of_closed_tree,
                    slot_in_closed_tree: *slot_in_closed_tree,
                })
                .collect();
            (path, d.current_target.clone())
        })
        .unwrap_or_default();
        let composed = runtime::dom::event::composed_path(&path, current.as_ref());
        Ok(composed.into_iter().map(|t| exposed(ctx, t)).collect())
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

/// https://dom.spec.whatwg.org/#dom-document-createevent, in the current
/// realm (the document's relevant realm: the caller enters it).
pub fn create_event(ctx: &mut Context, interface: &str) -> JsResult<JsObject> {
    // 1-2. The interface for the ASCII-lowercased name.
    let iface = match interface.to_ascii_lowercase().as_str() {
        "beforeunloadevent" => Some(Interface::BeforeUnloadEvent),
        "compositionevent" => Some(Interface::CompositionEvent),
        "customevent" => Some(Interface::CustomEvent),
        "event" | "events" | "htmlevents" | "svgevents" => Some(Interface::Event),
        "focusevent" => Some(Interface::FocusEvent),
        "hashchangeevent" => Some(Interface::HashChangeEvent),
        "keyboardevent" => Some(Interface::KeyboardEvent),
        "messageevent" => Some(Interface::MessageEvent),
        "mouseevent" | "mouseevents" => Some(Interface::MouseEvent),
        "storageevent" => Some(Interface::StorageEvent),
        "uievent" | "uievents" => Some(Interface::UIEvent),
        // DeviceMotionEvent, DeviceOrientationEvent, DragEvent, TextEvent
        // and TouchEvent are not exposed by this engine (step 4).
        _ => None,
    };
    // 3-4. If constructor is null (or its interface is not exposed), throw a "NotSupportedError".
    let Some(iface) = iface else {
        return Err(crate::webidl::exception::dom_exception(ctx, "NotSupportedError", &format!("The provided event type (\"{interface}\") is invalid.")));
    };
    // 5-8. Create an event: type "", timeStamp now, isTrusted false.
    let mut data = EventData::new(EventState { time_stamp: now(ctx), ..Default::default() });
    default_fields(iface, &mut data);
    // 9. Unset event's initialized flag (EventState's default).
    reflect(ctx, iface, DomKind::Event(GcRefCell::new(data)))
}

/// The interface-specific fields of an event of `iface` that no dictionary
/// initialized (createEvent): each attribute's dictionary default.
pub fn default_fields(iface: Interface, d: &mut EventData) {
    if iface.inherits(Interface::UIEvent) {
        crate::uievents::init_fields(d);
        return;
    }
    match iface {
        Interface::CustomEvent => d.values = vec![JsValue::null()],
        Interface::MessageEvent => {
            d.values = vec![JsValue::null(), JsValue::null()];
            d.strings = vec![String::new(), String::new()];
        }
        Interface::HashChangeEvent | Interface::ToggleEvent => d.strings = vec![String::new(), String::new()],
        Interface::StorageEvent => {
            d.values = vec![JsValue::null(); 4];
            d.strings = vec![String::new()];
        }
        _ => {}
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
