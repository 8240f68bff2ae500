//! Events and the DOM's dispatch algorithm, engine-independent. Targets and
//! listener callbacks are whatever the host (the bindings) uses for them: the
//! algorithm only needs to walk parents, read listener lists and invoke.

pub use super::event_path::{composed_path, PathEntry};

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

/// What the dispatch algorithm needs from its host. The methods about
/// shadow trees default to a host without them.
pub trait DispatchHost {
    type Target: Clone + PartialEq;
    type Listener: Clone;

    /// https://dom.spec.whatwg.org/#get-the-parent of `target`, for the
    /// host's event, whose path starts at `path_first` (a shadow root's
    /// parent is its host unless the event is not composed and the shadow
    /// root is the root of `path_first`).
    fn get_the_parent(&mut self, target: &Self::Target, path_first: &Self::Target) -> Option<Self::Target>;
    /// A snapshot of the target's event listener list.
    fn listeners(&mut self, target: &Self::Target) -> Vec<Self::Listener>;
    fn options<'a>(&self, listener: &'a Self::Listener) -> &'a ListenerOptions;
    fn is_removed(&self, listener: &Self::Listener) -> bool;
    /// https://dom.spec.whatwg.org/#remove-an-event-listener
    fn remove_listener(&mut self, target: &Self::Target, listener: &Self::Listener);
    /// Sets the event's target and currentTarget before listeners at `current` run.
    fn set_targets(&mut self, target: Option<&Self::Target>, current: Option<&Self::Target>);
    /// Sets the event's path, target first; empty once dispatch is over.
    fn set_path(&mut self, _path: &[PathEntry<Self::Target>]) {}
    /// Calls the listener's callback with the event; an exception is reported by
    /// the host. `in_shadow_tree`: the current target is a node in a shadow
    /// tree (then a Window's current event is not set, inner invoke step 2.9).
    fn call(&mut self, listener: &Self::Listener, current: &Self::Target, in_shadow_tree: bool);
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
    /// https://dom.spec.whatwg.org/#retarget : `a` retargeted against `b`.
    fn retarget(&mut self, a: &Self::Target, _b: &Self::Target) -> Self::Target {
        a.clone()
    }
    /// Whether `parent` is a Window, or a node and `target`'s root is a
    /// shadow-including inclusive ancestor of `parent` (dispatch step 5.9.5).
    fn root_contains(&mut self, _target: &Self::Target, _parent: &Self::Target) -> bool {
        true
    }
    /// Whether `target` is a node whose root is a shadow root.
    fn in_shadow_tree(&mut self, _target: &Self::Target) -> bool {
        false
    }
    /// Whether `target` is a shadow root whose mode is "closed".
    fn is_closed_shadow_root(&mut self, _target: &Self::Target) -> bool {
        false
    }
    /// Whether `target`'s root is a shadow root whose mode is "closed".
    fn root_is_closed_shadow_root(&mut self, _target: &Self::Target) -> bool {
        false
    }
    /// https://dom.spec.whatwg.org/#slotable-assigned : `target` is a
    /// slottable with an assigned slot.
    fn is_assigned_slottable(&mut self, _target: &Self::Target) -> bool {
        false
    }
    /// The event's relatedTarget (a MouseEvent's, a FocusEvent's).
    fn related_target(&mut self) -> Option<Self::Target> {
        None
    }
    /// Sets the event's relatedTarget as listeners see it.
    fn set_related_target(&mut self, _target: Option<&Self::Target>) {}
}

/// https://dom.spec.whatwg.org/#concept-event-dispatch without the legacy
/// target override flag. Returns false if the event was canceled.
pub fn dispatch<H: DispatchHost>(host: &mut H, target: H::Target) -> bool {
    dispatch_with_target_override(host, target, None)
}

/// https://dom.spec.whatwg.org/#concept-event-path-append
fn append_to_an_event_path<H: DispatchHost>(
    host: &mut H,
    path: &mut Vec<PathEntry<H::Target>>,
    invocation_target: H::Target,
    shadow_adjusted_target: Option<H::Target>,
    related_target: Option<H::Target>,
    slot_in_closed_tree: bool,
) {
    // 1-2. Let invocationTargetInShadowTree be true if invocationTarget is a
    //      node whose root is a shadow root.
    let invocation_target_in_shadow_tree = host.in_shadow_tree(&invocation_target);
    // 3-4. Let root-of-closed-tree be true if invocationTarget is a shadow
    //      root whose mode is "closed".
    let root_of_closed_tree = host.is_closed_shadow_root(&invocation_target);
    // 5. Append a new struct to event's path.
    path.push(PathEntry { invocation_target, invocation_target_in_shadow_tree, shadow_adjusted_target, related_target, root_of_closed_tree, slot_in_closed_tree });
}

/// https://dom.spec.whatwg.org/#concept-event-dispatch with HTML's legacy
/// target override flag: `target_override` (a Window's Document, for `load`
/// and the page transition events) is the event's target while it is
/// dispatched to `target` and after. Returns false if the event was canceled.
pub fn dispatch_with_target_override<H: DispatchHost>(host: &mut H, target: H::Target, target_override: Option<H::Target>) -> bool {
    // 1. Set event's dispatch flag.
    host.event().dispatching = true;
    // 2. Let targetOverride be target, if legacy target override flag is not
    //    given, and target's associated Document otherwise.
    let target_override = target_override.unwrap_or_else(|| target.clone());
    // 3. Let activationTarget be null.
    let mut activation_target = None;
    // 4. Let relatedTarget be the result of retargeting event's relatedTarget
    //    against target if event's relatedTarget is non-null, and null otherwise.
    let event_related = host.related_target();
    let related_target = event_related.as_ref().map(|r| host.retarget(r, &target));
    let mut clear_targets = false;
    let mut path: Vec<PathEntry<H::Target>> = Vec::new();
    // 5. If target is not relatedTarget or target is event's relatedTarget:
    if related_target.as_ref() != Some(&target) || event_related.as_ref() == Some(&target) {
        // 5.1. (Touch targets: the engine has no touch events.)
        // 5.2. Append to an event path with event, target, targetOverride,
        //      relatedTarget, touchTargets, and false.
        append_to_an_event_path(host, &mut path, target.clone(), Some(target_override.clone()), related_target, false);
        // 5.3. Let isActivationEvent be true, if event is a MouseEvent object
        //      and event's type attribute is "click"; otherwise false.
        let is_activation_event = host.is_activation_event();
        // 5.4. If isActivationEvent is true and target has activation
        //      behavior, then set activationTarget to target.
        if is_activation_event && host.has_activation_behavior(&target) {
            activation_target = Some(target.clone());
        }
        // 5.5. Let slottable be target, if target is a slottable and is
        //      assigned, and null otherwise.
        let mut slottable = host.is_assigned_slottable(&target).then(|| target.clone());
        // 5.6. Let slot-in-closed-tree be false.
        let mut slot_in_closed_tree = false;
        // 5.7. Let parent be the result of invoking target's get the parent with event.
        let mut target = target;
        let path_first = path[0].invocation_target.clone();
        let mut parent = host.get_the_parent(&target, &path_first);
        // 5.8. While parent is non-null:
        while let Some(p) = parent {
            // 5.8.1. If slottable is non-null: set slottable to null; if
            //        parent's root is a shadow root whose mode is "closed",
            //        then set slot-in-closed-tree to true.
            if slottable.take().is_some() && host.root_is_closed_shadow_root(&p) {
                slot_in_closed_tree = true;
            }
            // 5.8.2. If parent is a slottable and is assigned, then set
            //        slottable to parent.
            if host.is_assigned_slottable(&p) {
                slottable = Some(p.clone());
            }
            // 5.8.3. Let relatedTarget be the result of retargeting event's
            //        relatedTarget against parent if it is non-null.
            let related_target = event_related.as_ref().map(|r| host.retarget(r, &p));
            // 5.8.5. If parent is a Window object, or parent is a node and
            //        target's root is a shadow-including inclusive ancestor of parent:
            let mut next = Some(p.clone());
            if host.root_contains(&target, &p) {
                // 5.8.5.1. If isActivationEvent is true, event's bubbles
                //          attribute is true, activationTarget is null, and parent
                //          has activation behavior, then set activationTarget to parent.
                if is_activation_event && host.event().bubbles && activation_target.is_none() && host.has_activation_behavior(&p) {
                    activation_target = Some(p.clone());
                }
                // 5.8.5.2. Append to an event path with event, parent, null,
                //          relatedTarget, touchTargets, and slot-in-closed-tree.
                append_to_an_event_path(host, &mut path, p, None, related_target, slot_in_closed_tree);
            } else if related_target.as_ref() == Some(&p) {
                // 5.8.6. Otherwise, if parent is relatedTarget, then set parent to null.
                next = None;
            } else {
                // 5.8.7. Otherwise: set target to parent; if isActivationEvent
                //        is true, activationTarget is null, and target has
                //        activation behavior, then set activationTarget to
                //        target; append to an event path with event, parent,
                //        target, relatedTarget, touchTargets, and slot-in-closed-tree.
                target = p.clone();
                if is_activation_event && activation_target.is_none() && host.has_activation_behavior(&target) {
                    activation_target = Some(target.clone());
                }
                append_to_an_event_path(host, &mut path, p, Some(target.clone()), related_target, slot_in_closed_tree);
            }
            // 5.8.8. If parent is non-null, then set parent to the result of
            //        invoking parent's get the parent with event.
            parent = match next {
                Some(p) => host.get_the_parent(&p, &path_first),
                None => None,
            };
            // 5.8.9. Set slot-in-closed-tree to false.
            slot_in_closed_tree = false;
        }
        // 5.9. Let clearTargetsStruct be the last struct in event's path whose
        //      shadow-adjusted target is non-null.
        // 5.10. Let clearTargets be true if clearTargetsStruct's shadow-adjusted
        //       target or relatedTarget is a node whose root is a shadow root.
        if let Some(last) = path.iter().rev().find(|s| s.shadow_adjusted_target.is_some()).cloned() {
            let adjusted_in_shadow = last.shadow_adjusted_target.as_ref().is_some_and(|t| host.in_shadow_tree(t));
            let related_in_shadow = last.related_target.as_ref().is_some_and(|t| host.in_shadow_tree(t));
            clear_targets = adjusted_in_shadow || related_in_shadow;
        }
        host.set_path(&path);
        // 5.11. If activationTarget is non-null and activationTarget has
        //       legacy-pre-activation behavior, then run it.
        if let Some(a) = &activation_target {
            host.legacy_pre_activation_behavior(a);
        }
        // 5.12. For each struct in event's path, in reverse order: if struct's
        //       shadow-adjusted target is non-null, set eventPhase to
        //       AT_TARGET, otherwise to CAPTURING; invoke with "capturing".
        for i in (0..path.len()).rev() {
            let phase = if path[i].shadow_adjusted_target.is_some() { Phase::AtTarget } else { Phase::Capturing };
            host.event().phase = phase;
            invoke(host, &path, i, phase, true);
        }
        // 5.13. For each struct in event's path: if struct's shadow-adjusted
        //       target is non-null, set eventPhase to AT_TARGET; otherwise, if
        //       event's bubbles attribute is false, continue, else set it to
        //       BUBBLING; invoke with "bubbling".
        for i in 0..path.len() {
            let phase = if path[i].shadow_adjusted_target.is_some() {
                Phase::AtTarget
            } else if !host.event().bubbles {
                continue;
            } else {
                Phase::Bubbling
            };
            host.event().phase = phase;
            invoke(host, &path, i, phase, false);
        }
    }
    // 6. Set event's eventPhase attribute to NONE.
    host.event().phase = Phase::None;
    // 7. Set event's currentTarget attribute to null.
    // 9. If clearTargets is true: set event's target and relatedTarget to
    //    null (and its touch target list to the empty list).
    if clear_targets {
        host.set_targets(None, None);
        host.set_related_target(None);
    } else if let Some(last) = path.iter().rev().find_map(|s| s.shadow_adjusted_target.clone()) {
        // Otherwise event's target stays what the last invoke set: the
        // shadow-adjusted target nearest the end of the path (a composed
        // event from a shadow tree ends targeted at the outermost host).
        host.set_targets(Some(&last), None);
    }
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

/// https://dom.spec.whatwg.org/#concept-event-listener-invoke with the
/// struct at `index` of `path`.
fn invoke<H: DispatchHost>(host: &mut H, path: &[PathEntry<H::Target>], index: usize, phase: Phase, capture_pass: bool) {
    let entry = &path[index];
    // 1. Set event's target to the shadow-adjusted target of the last struct
    //    in event's path, that is either struct or preceding struct, whose
    //    shadow-adjusted target is non-null.
    let target = path[..=index].iter().rev().find_map(|s| s.shadow_adjusted_target.clone());
    // 2. Set event's relatedTarget to struct's relatedTarget.
    host.set_related_target(entry.related_target.as_ref());
    // 4. If event's stop propagation flag is set, then return.
    if host.event().stop_propagation {
        host.set_targets(target.as_ref(), None);
        return;
    }
    // 5. Initialize event's currentTarget attribute to struct's invocation target.
    let current = entry.invocation_target.clone();
    host.set_targets(target.as_ref(), Some(&current));
    // 6. Let listeners be a clone of event's currentTarget's event listener list.
    let listeners = host.listeners(&current);
    // 7-8. Let found be the result of running inner invoke with event,
    //      listeners, phase, struct's invocation-target-in-shadow-tree.
    inner_invoke(host, &current, &listeners, phase, capture_pass, entry.invocation_target_in_shadow_tree);
}

/// https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
fn inner_invoke<H: DispatchHost>(host: &mut H, current: &H::Target, listeners: &[H::Listener], phase: Phase, capture_pass: bool, in_shadow_tree: bool) {
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
        host.call(listener, current, in_shadow_tree);
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
        fn get_the_parent(&mut self, t: &usize, _: &usize) -> Option<usize> {
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
        fn call(&mut self, l: &L, current: &usize, _: bool) {
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
            fn get_the_parent(&mut self, t: &usize, e: &usize) -> Option<usize> { self.0.get_the_parent(t, e) }
            fn listeners(&mut self, t: &usize) -> Vec<L> { self.0.listeners(t) }
            fn options<'a>(&self, l: &'a L) -> &'a ListenerOptions { &l.opts }
            fn is_removed(&self, l: &L) -> bool { l.removed.get() }
            fn remove_listener(&mut self, t: &usize, l: &L) { self.0.remove_listener(t, l) }
            fn set_targets(&mut self, target: Option<&usize>, _: Option<&usize>) { self.1.push(target.copied()) }
            fn call(&mut self, l: &L, current: &usize, _: bool) { self.0.call(l, current, false) }
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
