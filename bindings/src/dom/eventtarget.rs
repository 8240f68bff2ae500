//! https://dom.spec.whatwg.org/#interface-eventtarget

use std::cell::Cell;
use std::rc::Rc;

use boa_engine::{js_string, Context, JsObject, JsResult, JsValue};
use runtime::dom::event::{DispatchHost, EventState, ListenerOptions, PathEntry};

use crate::webidl::kind::{AbortAlgorithm, DomKind};
use crate::generated::{
    AddEventListenerOptionsOrBoolean, EventListenerOptionsOrBoolean, EventTargetMethods, Interface,
};
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub use crate::webidl::kind::Listener;

pub struct EventTarget;

/// https://dom.spec.whatwg.org/#concept-flatten-options
fn flatten(options: &EventListenerOptionsOrBoolean) -> bool {
    match options {
        EventListenerOptionsOrBoolean::Boolean(b) => *b,
        EventListenerOptionsOrBoolean::EventListenerOptions(o) => o.capture,
    }
}

/// https://dom.spec.whatwg.org/#add-an-event-listener
pub fn add_an_event_listener(ctx: &mut Context, target: &JsObject, listener: Listener, signal: Option<JsObject>) -> JsResult<()> {
    // 2. If listener's signal is not null and is aborted, then return.
    if let Some(s) = &signal {
        if crate::dom::abortsignal::is_aborted(s) {
            return Ok(());
        }
    }
    // 3. If listener's callback is null, then return.
    if listener.callback.is_none() && listener.handler.is_none() {
        return Ok(());
    }
    let Some(dom) = target.downcast_ref::<DomObject>() else { return Ok(()) };
    // 5. If eventTarget's event listener list does not contain an event listener whose
    //    type, callback and capture are listener's, append listener.
    {
        let mut list = dom.listeners.borrow_mut();
        let dup = list.iter().any(|l| {
            l.opts.type_ == listener.opts.type_
                && l.opts.capture == listener.opts.capture
                && l.handler == listener.handler
                && l.callback == listener.callback
        });
        if dup {
            return Ok(());
        }
        list.push(listener.clone());
    }
    drop(dom);
    // 6. If listener's signal is not null, add the following abort steps to it: remove an event listener.
    if let Some(s) = signal {
        crate::dom::abortsignal::add_algorithm(&s, AbortAlgorithm::RemoveListener { target: target.clone(), removed: listener.removed.clone() });
    }
    let _ = ctx;
    Ok(())
}

/// https://dom.spec.whatwg.org/#remove-an-event-listener
pub fn remove_an_event_listener(target: &JsObject, removed: &Rc<Cell<bool>>) {
    removed.set(true);
    if let Some(dom) = target.downcast_ref::<DomObject>() {
        dom.listeners.borrow_mut().retain(|l| !Rc::ptr_eq(&l.removed, removed));
    }
}

impl EventTargetMethods for EventTarget {
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        reflect_with_proto(ctx, proto, Interface::EventTarget, DomKind::Plain)
    }

    /// https://dom.spec.whatwg.org/#dom-eventtarget-addeventlistener
    fn add_event_listener(ctx: &mut Context, this: &JsObject, type_: boa_engine::JsString, callback: Option<JsObject>, options: AddEventListenerOptionsOrBoolean) -> JsResult<()> {
        // https://dom.spec.whatwg.org/#event-flatten-more
        let (capture, passive, once, signal) = match options {
            AddEventListenerOptionsOrBoolean::Boolean(b) => (b, None, false, None),
            AddEventListenerOptionsOrBoolean::AddEventListenerOptions(o) => (o.capture, o.passive, o.once, o.signal),
        };
        let listener = Listener {
            callback,
            opts: ListenerOptions { type_: type_.to_std_string_lossy(), capture, passive, once },
            removed: Rc::new(Cell::new(false)),
            handler: None,
        };
        add_an_event_listener(ctx, this, listener, signal)
    }

    /// https://dom.spec.whatwg.org/#dom-eventtarget-removeeventlistener
    fn remove_event_listener(_ctx: &mut Context, this: &JsObject, type_: boa_engine::JsString, callback: Option<JsObject>, options: EventListenerOptionsOrBoolean) -> JsResult<()> {
        let capture = flatten(&options);
        let type_ = type_.to_std_string_lossy();
        let Some(dom) = this.downcast_ref::<DomObject>() else { return Ok(()) };
        let found = dom.listeners.borrow().iter().find(|l| {
            l.handler.is_none() && l.opts.type_ == type_ && l.opts.capture == capture && l.callback == callback
        }).map(|l| l.removed.clone());
        drop(dom);
        if let Some(removed) = found {
            remove_an_event_listener(this, &removed);
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#dom-eventtarget-dispatchevent
    fn dispatch_event(ctx: &mut Context, this: &JsObject, event: JsObject) -> JsResult<bool> {
        // 1. If event's dispatch flag is set, or if its initialized flag is not set, throw an "InvalidStateError".
        let bad = crate::dom::event::with_state(&event, |s| s.dispatching || !s.initialized).unwrap_or(true);
        if bad {
            return Err(crate::webidl::exception::dom_exception(ctx, "InvalidStateError", "The event is already being dispatched or not initialized."));
        }
        // 2. Initialize event's isTrusted attribute to false.
        crate::dom::event::with_state_mut(&event, |s| s.is_trusted = false);
        // 3. Return the result of dispatching event to this.
        Ok(dispatch(ctx, this, &event))
    }
}

/// Runs the DOM dispatch algorithm for `event` at `target`.
pub fn dispatch(ctx: &mut Context, target: &JsObject, event: &JsObject) -> bool {
    dispatch_with_target_override(ctx, target, event, None)
}

/// Runs the DOM dispatch algorithm with HTML's legacy target override flag
/// (`target_override`: the Window's Document).
pub fn dispatch_with_target_override(ctx: &mut Context, target: &JsObject, event: &JsObject, target_override: Option<JsObject>) -> bool {
    let mut host = JsDispatch { ctx, event: event.clone(), state: crate::dom::event::take_state(event) };
    let r = runtime::dom::event::dispatch_with_target_override(&mut host, target.clone(), target_override);
    let JsDispatch { event, state, .. } = host;
    crate::dom::event::put_state(&event, state);
    r
}

/// Fires an event named `type_` at `target` (https://dom.spec.whatwg.org/#concept-event-fire),
/// trusted, with the given bubbles flag.
pub fn fire_event(ctx: &mut Context, target: &JsObject, event: &JsObject) -> bool {
    crate::dom::event::with_state_mut(event, |s| s.is_trusted = true);
    dispatch(ctx, target, event)
}

struct JsDispatch<'c> {
    ctx: &'c mut Context,
    event: JsObject,
    state: EventState,
}

impl DispatchHost for JsDispatch<'_> {
    type Target = JsObject;
    type Listener = Listener;

    fn get_the_parent(&mut self, target: &JsObject, path_first: &JsObject) -> Option<JsObject> {
        let (event_type, composed) = (self.state.type_.clone(), self.state.composed);
        crate::dom::node::get_the_parent(self.ctx, target, &event_type, composed, path_first)
    }
    fn listeners(&mut self, target: &JsObject) -> Vec<Listener> {
        target.downcast_ref::<DomObject>().map(|d| d.listeners.borrow().clone()).unwrap_or_default()
    }
    fn options<'a>(&self, l: &'a Listener) -> &'a ListenerOptions {
        &l.opts
    }
    fn is_removed(&self, l: &Listener) -> bool {
        l.removed.get()
    }
    fn remove_listener(&mut self, target: &JsObject, l: &Listener) {
        remove_an_event_listener(target, &l.removed);
    }
    fn set_targets(&mut self, target: Option<&JsObject>, current: Option<&JsObject>) {
        crate::dom::event::set_targets(&self.event, target.cloned(), current.cloned());
    }
    fn set_path(&mut self, path: &[PathEntry<JsObject>]) {
        crate::dom::event::set_path(&self.event, path);
    }
    fn call(&mut self, l: &Listener, current: &JsObject, in_shadow_tree: bool) {
        // The listener may read and change the event's state: hand it back for the call.
        crate::dom::event::put_state(&self.event, self.state.clone());
        // https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke steps 2.8-2.9:
        // if the callback's realm's global is a Window, its current event is event
        // while the listener runs (then the one it had before, step 2.13).
        let callback = match &l.handler {
            Some(name) => {
                let value = crate::host::host(self.ctx).hooks.event_handler_value;
                value(self.ctx, current, name)
            }
            None => l.callback.clone(),
        };
        // Step 2.9: only if invocationTargetInShadowTree is false.
        let window_doc = callback.as_ref().filter(|_| !in_shadow_tree).and_then(|cb| callback_window_doc(self.ctx, cb));
        let h = crate::host::host(self.ctx);
        let saved = window_doc.map(|doc| h.objects_mut(doc, |o| std::mem::replace(&mut o.current_event, Some(self.event.clone()))));
        let result = match &l.handler {
            Some(name) => {
                let invoke = crate::host::host(self.ctx).hooks.invoke_event_handler;
                invoke(self.ctx, current, name, &self.event)
            }
            None => call_listener_callback(self.ctx, l, current, &self.event),
        };
        if let (Some(doc), Some(saved)) = (window_doc, saved) {
            h.objects_mut(doc, |o| o.current_event = saved);
        }
        if let Err(e) = result {
            let report = crate::host::host(self.ctx).hooks.report_exception;
            report(self.ctx, e);
        }
        self.state = crate::dom::event::take_state(&self.event);
    }
    fn event(&mut self) -> &mut EventState {
        &mut self.state
    }
    fn is_activation_event(&mut self) -> bool {
        let mouse = self.event.downcast_ref::<DomObject>().is_some_and(|d| d.interface.inherits(Interface::MouseEvent));
        mouse && self.state.type_ == "click"
    }
    fn has_activation_behavior(&mut self, target: &JsObject) -> bool {
        let f = crate::host::host(self.ctx).hooks.has_activation_behavior;
        f(self.ctx, target)
    }
    fn legacy_pre_activation_behavior(&mut self, target: &JsObject) {
        let f = crate::host::host(self.ctx).hooks.legacy_pre_activation_behavior;
        self.with_event_state(|ctx, event| f(ctx, target, event));
    }
    fn legacy_canceled_activation_behavior(&mut self, target: &JsObject) {
        let f = crate::host::host(self.ctx).hooks.legacy_canceled_activation_behavior;
        self.with_event_state(|ctx, event| f(ctx, target, event));
    }
    fn activation_behavior(&mut self, target: &JsObject) {
        let f = crate::host::host(self.ctx).hooks.activation_behavior;
        self.with_event_state(|ctx, event| f(ctx, target, event));
    }
    fn retarget(&mut self, a: &JsObject, b: &JsObject) -> JsObject {
        crate::dom::shadowroot::retarget(self.ctx, a, b)
    }
    fn root_contains(&mut self, target: &JsObject, parent: &JsObject) -> bool {
        crate::dom::shadowroot::root_contains(self.ctx, target, parent)
    }
    fn in_shadow_tree(&mut self, target: &JsObject) -> bool {
        crate::dom::shadowroot::in_shadow_tree(self.ctx, target)
    }
    fn is_closed_shadow_root(&mut self, target: &JsObject) -> bool {
        crate::dom::shadowroot::is_closed_shadow_root(self.ctx, target)
    }
    fn root_is_closed_shadow_root(&mut self, target: &JsObject) -> bool {
        crate::dom::shadowroot::root_is_closed_shadow_root(self.ctx, target)
    }
    fn is_assigned_slottable(&mut self, target: &JsObject) -> bool {
        crate::dom::shadowroot::is_assigned_slottable(self.ctx, target)
    }
    fn related_target(&mut self) -> Option<JsObject> {
        crate::dom::shadowroot::event_related_target(&self.event)
    }
    fn set_related_target(&mut self, target: Option<&JsObject>) {
        crate::dom::shadowroot::set_event_related_target(&self.event, target);
    }
}

impl JsDispatch<'_> {
    /// Runs `f` with the event object holding the current state (it may read or change it).
    fn with_event_state(&mut self, f: impl FnOnce(&mut Context, &JsObject)) {
        crate::dom::event::put_state(&self.event, self.state.clone());
        let event = self.event.clone();
        f(self.ctx, &event);
        self.state = crate::dom::event::take_state(&self.event);
    }
}

/// The document of the Window that is the global object of `callback`'s
/// realm (a function's own realm; the current realm for other objects),
/// if that global is a Window.
fn callback_window_doc(ctx: &Context, callback: &JsObject) -> Option<crate::host::DocId> {
    let realm = callback
        .downcast_ref::<boa_engine::builtins::function::OrdinaryFunction>()
        .map(|f| f.realm().clone())
        .unwrap_or_else(|| ctx.realm().clone());
    let doc = realm.host_defined().get::<crate::host::RealmDoc>().map(|d| d.0)?;
    // The document's own realm (a Window's), not one it borrowed from its creator.
    let h = crate::host::host(ctx);
    let own = h.objects(doc, |o| o.window.is_some() && o.realm.as_ref() == Some(&realm)).unwrap_or(false);
    own.then_some(doc)
}

/// https://webidl.spec.whatwg.org/#call-a-user-objects-operation with "handleEvent".
fn call_listener_callback(ctx: &mut Context, l: &Listener, current: &JsObject, event: &JsObject) -> JsResult<()> {
    let Some(cb) = &l.callback else { return Ok(()) };
    if cb.is_callable() {
        // The callback this value is the event's currentTarget (a Window as its WindowProxy).
        let this = crate::dom::event::exposed(ctx, current.clone());
        cb.call(&this.into(), &[event.clone().into()], ctx)?;
        return Ok(());
    }
    let handle = cb.get(js_string!("handleEvent"), ctx)?;
    match handle.as_callable() {
        Some(f) => {
            f.call(&JsValue::from(cb.clone()), &[event.clone().into()], ctx)?;
            Ok(())
        }
        None => Err(crate::webidl::convert::type_error("handleEvent is not a function")),
    }
}

/// Whether an event of `type_` fired at `node` of `doc` (at its Window when
/// `node` is `None`) could reach a listener: one for `type_` on the Window
/// or on a node of the path, up to the document. A node that script never
/// held has no wrapper, so no listener but the one an event handler content
/// attribute (`onload="..."`, HTML's) will add when it gets one: such an
/// attribute counts as a listener. Dispatch along a path without one runs
/// no script, so a caller firing an event that has no activation behaviour
/// may skip making it (as browsers do): a document no script touches then
/// makes none of its platform objects.
pub fn anyone_listens(ctx: &Context, doc: crate::host::DocId, node: Option<runtime::dom::NodeId>, type_: &str) -> bool {
    let listens = |obj: &JsObject| {
        obj.downcast_ref::<DomObject>().is_some_and(|d| d.listeners.borrow().iter().any(|l| l.opts.type_ == type_ && !l.removed.get()))
    };
    let h = crate::host::host(ctx);
    if h.objects(doc, |o| o.window.as_ref().is_some_and(listens)).unwrap_or(true) {
        return true;
    }
    let handler_attribute = format!("on{type_}");
    let mut cur = node;
    while let Some(n) = cur {
        let wrapper = h.objects(doc, |o| o.wrappers.get(&n).cloned()).flatten();
        let found = match wrapper {
            Some(w) => listens(&w),
            None => h.doc(doc, |d| d.tree.borrow().element(n).is_some_and(|e| e.is_html(&e.name.local) && e.attrs.iter().any(|a| a.name.ns.is_empty() && *a.name.local == *handler_attribute))).unwrap_or(true),
        };
        if found {
            return true;
        }
        cur = h.doc(doc, |d| d.tree.borrow().parent(n)).flatten();
    }
    false
}
