//! Events and the DOM's dispatch algorithm, engine-independent. Targets and
//! listener callbacks are whatever the host (the bindings) uses for them: the
//! algorithm only needs to walk parents, read listener lists and invoke.

/// https://dom.spec.whatwg.org/#dom-event-eventphase
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Phase {
    #[default]
    None = 0,
    Capturing = 1,
    AtTarget = 2,
    Bubbling = 3,
}

/// The state of an event (https://dom.spec.whatwg.org/#concept-event).
#[derive(Clone, Debug, Default)]
pub struct EventState {
    pub type_: String,
    pub bubbles: bool,
    pub cancelable: bool,
    pub composed: bool,
    pub is_trusted: bool,
    pub time_stamp: f64,
    pub phase: Phase,
    pub stop_propagation: bool,
    pub stop_immediate_propagation: bool,
    pub canceled: bool,
    pub in_passive_listener: bool,
    pub initialized: bool,
    pub dispatching: bool,
}

impl EventState {
    /// https://dom.spec.whatwg.org/#concept-event-create (the parts without a realm).
    pub fn new(type_: &str, bubbles: bool, cancelable: bool, composed: bool, time_stamp: f64) -> Self {
        EventState {
            type_: type_.to_string(),
            bubbles,
            cancelable,
            composed,
            time_stamp,
            initialized: true,
            ..Default::default()
        }
    }

    /// https://dom.spec.whatwg.org/#set-the-canceled-flag
    pub fn set_canceled(&mut self) {
        if self.cancelable && !self.in_passive_listener {
            self.canceled = true;
        }
    }

    /// https://dom.spec.whatwg.org/#concept-event-initialize
    pub fn initialize(&mut self, type_: &str, bubbles: bool, cancelable: bool) {
        // 1. Set event's initialized flag.
        self.initialized = true;
        // 2. Unset event's stop propagation flag, stop immediate propagation flag, and canceled flag.
        self.stop_propagation = false;
        self.stop_immediate_propagation = false;
        self.canceled = false;
        // 3. Set event's isTrusted attribute to false.
        self.is_trusted = false;
        // 5-7. type, bubbles, cancelable.
        self.type_ = type_.to_string();
        self.bubbles = bubbles;
        self.cancelable = cancelable;
    }
}

/// An event listener's options (https://dom.spec.whatwg.org/#concept-event-listener).
#[derive(Clone, Debug, PartialEq)]
pub struct ListenerOptions {
    pub type_: String,
    pub capture: bool,
    pub passive: Option<bool>,
    pub once: bool,
}

/// https://dom.spec.whatwg.org/#default-passive-value: true for touch and
/// wheel events on window, document and its element roots; webmcp has no
/// such events, so false.
pub fn default_passive_value(_type: &str) -> bool {
    false
}

/// What the dispatch algorithm needs from its host.
pub trait DispatchHost {
    type Target: Clone;
    type Listener: Clone;

    /// https://dom.spec.whatwg.org/#get-the-parent
    fn get_the_parent(&mut self, target: &Self::Target, event_type: &str) -> Option<Self::Target>;
    /// A snapshot of the target's event listener list.
    fn listeners(&mut self, target: &Self::Target) -> Vec<Self::Listener>;
    fn options<'a>(&self, listener: &'a Self::Listener) -> &'a ListenerOptions;
    fn is_removed(&self, listener: &Self::Listener) -> bool;
    /// https://dom.spec.whatwg.org/#remove-an-event-listener
    fn remove_listener(&mut self, target: &Self::Target, listener: &Self::Listener);
    /// Sets the event's target and currentTarget before listeners at `current` run.
    fn set_targets(&mut self, target: Option<&Self::Target>, current: Option<&Self::Target>);
    /// Sets the event's path (https://dom.spec.whatwg.org/#event-path), target first;
    /// empty once dispatch is over.
    fn set_path(&mut self, _path: &[Self::Target]) {}
    /// Calls the listener's callback with the event; an exception is reported by the host.
    fn call(&mut self, listener: &Self::Listener, current: &Self::Target);
    /// Reads and writes the event's state (the host owns it).
    fn event(&mut self) -> &mut EventState;
    /// Whether the event is a MouseEvent whose type is "click"
    /// (https://dom.spec.whatwg.org/#concept-event-dispatch step 5.2).
    fn is_activation_event(&mut self) -> bool {
        false
    }
    /// https://dom.spec.whatwg.org/#eventtarget-activation-behavior: whether `target` has one.
    fn has_activation_behavior(&mut self, _target: &Self::Target) -> bool {
        false
    }
    /// https://dom.spec.whatwg.org/#eventtarget-legacy-pre-activation-behavior
    fn legacy_pre_activation_behavior(&mut self, _target: &Self::Target) {}
    /// https://dom.spec.whatwg.org/#eventtarget-legacy-canceled-activation-behavior
    fn legacy_canceled_activation_behavior(&mut self, _target: &Self::Target) {}
    /// https://dom.spec.whatwg.org/#eventtarget-activation-behavior, run with the event.
    fn activation_behavior(&mut self, _target: &Self::Target) {}
}

/// https://dom.spec.whatwg.org/#concept-event-dispatch, for trees without
/// shadow roots or relatedTarget retargeting. Returns false if the event was
/// canceled.
pub fn dispatch<H: DispatchHost>(host: &mut H, target: H::Target) -> bool {
    dispatch_with_target_override(host, target, None)
}

/// https://dom.spec.whatwg.org/#concept-event-dispatch with HTML's legacy
/// target override flag: `target_override` (a Window's Document, for `load`
/// and the page transition events) is the event's target while it is
/// dispatched to `target` and after.
pub fn dispatch_with_target_override<H: DispatchHost>(host: &mut H, target: H::Target, target_override: Option<H::Target>) -> bool {
    // 2. Let targetOverride be target, if legacy target override flag is not
    //    given, and target's associated Document otherwise.
    let target_override = target_override.unwrap_or_else(|| target.clone());
    // 1. Set event's dispatch flag.
    host.event().dispatching = true;
    let event_type = host.event().type_.clone();
    // 5.2. Let isActivationEvent be true, if event is a MouseEvent object
    //      and event's type attribute is "click"; otherwise false.
    let is_activation_event = host.is_activation_event();
    // 5.3. If isActivationEvent is true and target has activation behavior,
    //      then set activationTarget to target.
    let mut activation_target = None;
    if is_activation_event && host.has_activation_behavior(&target) {
        activation_target = Some(target.clone());
    }
    // 5.4-5.9. Append to an event path: the target, then each parent in turn;
    //          the first with activation behavior is the activation target.
    let mut path = vec![target.clone()];
    let mut parent = host.get_the_parent(&target, &event_type);
    while let Some(p) = parent {
        if is_activation_event && activation_target.is_none() && host.has_activation_behavior(&p) {
            activation_target = Some(p.clone());
        }
        parent = host.get_the_parent(&p, &event_type);
        path.push(p);
    }
    host.set_path(&path);
    // 5.11. If activationTarget is non-null and activationTarget has
    //       legacy-pre-activation behavior, then run it.
    if let Some(a) = &activation_target {
        host.legacy_pre_activation_behavior(a);
    }
    // 5.12. For each struct in event's path, in reverse order: capturing.
    for (i, t) in path.iter().enumerate().rev() {
        let phase = if i == 0 { Phase::AtTarget } else { Phase::Capturing };
        host.event().phase = phase;
        invoke(host, &target_override, t, phase, true);
    }
    // 5.13. For each struct in event's path: at target and bubbling.
    for (i, t) in path.iter().enumerate() {
        if i == 0 {
            host.event().phase = Phase::AtTarget;
        } else {
            if !host.event().bubbles {
                continue;
            }
            host.event().phase = Phase::Bubbling;
        }
        let phase = host.event().phase;
        invoke(host, &target_override, t, phase, false);
    }
    // 6-7. Set event's eventPhase to NONE and currentTarget to null.
    host.event().phase = Phase::None;
    host.set_targets(Some(&target_override), None);
    // 8. Set event's path to the empty list.
    host.set_path(&[]);
    // 10. Unset event's dispatch flag, stop propagation flag, and stop immediate propagation flag.
    {
        let ev = host.event();
        ev.dispatching = false;
        ev.stop_propagation = false;
        ev.stop_immediate_propagation = false;
    }
    // 11. If activationTarget is non-null: if event's canceled flag is unset,
    //     run activationTarget's activation behavior with event; otherwise its
    //     legacy-canceled-activation behavior.
    if let Some(a) = &activation_target {
        if !host.event().canceled {
            host.activation_behavior(a);
        } else {
            host.legacy_canceled_activation_behavior(a);
        }
    }
    let ev = host.event();
    // 12. Return false if event's canceled flag is set; otherwise true.
    !ev.canceled
}

/// https://dom.spec.whatwg.org/#concept-event-listener-invoke
fn invoke<H: DispatchHost>(host: &mut H, target: &H::Target, current: &H::Target, phase: Phase, capture_pass: bool) {
    // 3. If event's stop propagation flag is set, then return.
    if host.event().stop_propagation {
        return;
    }
    // 4. Let listeners be a clone of event's currentTarget's event listener list.
    let listeners = host.listeners(current);
    host.set_targets(Some(target), Some(current));
    // 5. Let found be the result of running inner invoke.
    inner_invoke(host, current, &listeners, phase, capture_pass);
}

/// https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
fn inner_invoke<H: DispatchHost>(host: &mut H, current: &H::Target, listeners: &[H::Listener], phase: Phase, capture_pass: bool) {
    let event_type = host.event().type_.clone();
    // 2. For each listener of listeners, whose removed is false:
    for listener in listeners {
        if host.is_removed(listener) {
            continue;
        }
        let opts = host.options(listener).clone();
        // 2.1. If event's type attribute value is not listener's type, then continue.
        if opts.type_ != event_type {
            continue;
        }
        // 2.3-2.4. Capture listeners run in the capturing pass, others in the bubbling one;
        // at the target, capture listeners run first (the capturing pass).
        let wanted = match phase {
            Phase::Capturing => opts.capture,
            Phase::Bubbling => !opts.capture,
            Phase::AtTarget => opts.capture == capture_pass,
            Phase::None => false,
        };
        if !wanted {
            continue;
        }
        // 2.5. If listener's once is true, then remove an event listener.
        if opts.once {
            host.remove_listener(current, listener);
        }
        // 2.9. If listener's passive is true, then set event's in passive listener flag.
        let passive = opts.passive.unwrap_or_else(|| default_passive_value(&event_type));
        if passive {
            host.event().in_passive_listener = true;
        }
        // 2.11. Call a user object's operation with listener's callback, "handleEvent", « event ».
        host.call(listener, current);
        // 2.12. Unset event's in passive listener flag.
        host.event().in_passive_listener = false;
        // 2.14. If event's stop immediate propagation flag is set, then break.
        if host.event().stop_immediate_propagation {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    #[derive(Clone)]
    struct L {
        opts: ListenerOptions,
        name: &'static str,
        removed: Rc<Cell<bool>>,
        stop: bool,
    }

    struct Tree {
        parents: Vec<Option<usize>>,
        lists: Vec<Vec<L>>,
        log: Vec<String>,
        ev: EventState,
    }

    impl DispatchHost for Tree {
        type Target = usize;
        type Listener = L;
        fn get_the_parent(&mut self, t: &usize, _: &str) -> Option<usize> {
            self.parents[*t]
        }
        fn listeners(&mut self, t: &usize) -> Vec<L> {
            self.lists[*t].clone()
        }
        fn options<'a>(&self, l: &'a L) -> &'a ListenerOptions {
            &l.opts
        }
        fn is_removed(&self, l: &L) -> bool {
            l.removed.get()
        }
        fn remove_listener(&mut self, t: &usize, l: &L) {
            l.removed.set(true);
            self.lists[*t].retain(|x| !Rc::ptr_eq(&x.removed, &l.removed));
        }
        fn set_targets(&mut self, _: Option<&usize>, _: Option<&usize>) {}
        fn call(&mut self, l: &L, current: &usize) {
            self.log.push(format!("{}@{current}:{:?}", l.name, self.ev.phase));
            if l.stop {
                self.ev.stop_propagation = true;
            }
        }
        fn event(&mut self) -> &mut EventState {
            &mut self.ev
        }
    }

    fn l(name: &'static str, capture: bool, once: bool) -> L {
        L {
            opts: ListenerOptions { type_: "x".into(), capture, passive: None, once },
            name,
            removed: Rc::new(Cell::new(false)),
            stop: false,
        }
    }

    fn tree(bubbles: bool) -> Tree {
        // 0 (target) -> 1 -> 2 (root)
        Tree {
            parents: vec![Some(1), Some(2), None],
            lists: vec![vec![l("t-bubble", false, false), l("t-capture", true, false)], vec![l("p-bubble", false, false)], vec![l("r-capture", true, false), l("r-bubble", false, true)]],
            log: vec![],
            ev: EventState::new("x", bubbles, false, false, 0.0),
        }
    }

    #[test]
    fn capture_target_bubble_order() {
        let mut t = tree(true);
        assert!(dispatch(&mut t, 0));
        assert_eq!(
            t.log,
            ["r-capture@2:Capturing", "t-capture@0:AtTarget", "t-bubble@0:AtTarget", "p-bubble@1:Bubbling", "r-bubble@2:Bubbling"]
        );
        assert_eq!(t.ev.phase, Phase::None);
        // The once listener was removed.
        assert_eq!(t.lists[2].len(), 1);
    }

    #[test]
    fn a_target_override_is_the_target_the_listeners_see() {
        struct Seen(Tree, Vec<Option<usize>>);
        let mut t = tree(true);
        t.lists[0] = vec![l("t", false, false)];
        // Listeners see target 2 (the override) though the path starts at 0.
        impl DispatchHost for Seen {
            type Target = usize;
            type Listener = L;
            fn get_the_parent(&mut self, t: &usize, e: &str) -> Option<usize> { self.0.get_the_parent(t, e) }
            fn listeners(&mut self, t: &usize) -> Vec<L> { self.0.listeners(t) }
            fn options<'a>(&self, l: &'a L) -> &'a ListenerOptions { &l.opts }
            fn is_removed(&self, l: &L) -> bool { l.removed.get() }
            fn remove_listener(&mut self, t: &usize, l: &L) { self.0.remove_listener(t, l) }
            fn set_targets(&mut self, target: Option<&usize>, _: Option<&usize>) { self.1.push(target.copied()) }
            fn call(&mut self, l: &L, current: &usize) { self.0.call(l, current) }
            fn event(&mut self) -> &mut EventState { &mut self.0.ev }
        }
        let mut s = Seen(t, Vec::new());
        dispatch_with_target_override(&mut s, 0, Some(2));
        assert!(!s.1.is_empty() && s.1.iter().all(|t| *t == Some(2)), "{:?}", s.1);
        assert!(s.0.log.iter().any(|l| l == "t@0:AtTarget"), "{:?}", s.0.log);
    }

    #[test]
    fn non_bubbling_events_skip_the_bubble_phase() {
        let mut t = tree(false);
        dispatch(&mut t, 0);
        assert_eq!(t.log, ["r-capture@2:Capturing", "t-capture@0:AtTarget", "t-bubble@0:AtTarget"]);
    }

    #[test]
    fn stop_propagation_stops_at_the_next_target() {
        let mut t = tree(true);
        t.lists[0][0].stop = true;
        dispatch(&mut t, 0);
        assert_eq!(t.log, ["r-capture@2:Capturing", "t-capture@0:AtTarget", "t-bubble@0:AtTarget"]);
        assert!(!t.ev.stop_propagation, "flags are unset after dispatch");
    }

    #[test]
    fn canceled_flag_respects_cancelable_and_passive() {
        let mut e = EventState::new("x", false, true, false, 0.0);
        e.in_passive_listener = true;
        e.set_canceled();
        assert!(!e.canceled);
        e.in_passive_listener = false;
        e.set_canceled();
        assert!(e.canceled);
        let mut e = EventState::new("x", false, false, false, 0.0);
        e.set_canceled();
        assert!(!e.canceled);
    }
}
