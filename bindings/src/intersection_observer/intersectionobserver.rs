//! https://w3c.github.io/IntersectionObserver/#intersection-observer-interface
//! and its processing model (#update-intersection-observations-algo).

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, Finalize, JsObject, JsResult, JsValue, Trace};
use boa_gc::GcRefCell;
use runtime::html::event_loop::TaskSource;

use crate::generated::{DoubleOrDoubleSequence, ElementOrDocument, Interface, IntersectionObserverInit, IntersectionObserverMethods};
use crate::host::{host, DocId};
use crate::intersection_observer::margin::{parse_a_margin, serialize, Side};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct IntersectionObserver;

/// https://w3c.github.io/IntersectionObserver/#intersectionobserverregistration:
/// a target with the state its last notification reported.
#[derive(Trace, Finalize, Clone)]
pub struct Registration {
    pub target: JsObject,
    #[unsafe_ignore_trace]
    previous_threshold_index: i64,
    #[unsafe_ignore_trace]
    previous_is_intersecting: bool,
}

/// An IntersectionObserver's slots.
#[derive(Trace, Finalize)]
pub struct ObserverData {
    callback: JsObject,
    /// The root: None for the implicit root; Some((object, is a Document)).
    root: Option<JsObject>,
    #[unsafe_ignore_trace]
    root_is_document: bool,
    #[unsafe_ignore_trace]
    root_margin: [Side; 4],
    #[unsafe_ignore_trace]
    scroll_margin: [Side; 4],
    /// The thresholds, sorted; and the frozen array the getter returns.
    #[unsafe_ignore_trace]
    thresholds: Vec<f64>,
    thresholds_array: Option<JsObject>,
    #[unsafe_ignore_trace]
    delay: i32,
    #[unsafe_ignore_trace]
    track_visibility: bool,
    /// [[QueuedEntries]]
    queued_entries: Vec<JsObject>,
    /// [[ObservationTargets]] with their registrations.
    targets: Vec<Registration>,
    /// The document whose rendering updates compute this observer's entries.
    #[unsafe_ignore_trace]
    doc: DocId,
}

fn with_observer<R>(obj: &JsObject, f: impl FnOnce(&mut ObserverData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not an IntersectionObserver"))?;
    match &d.kind {
        DomKind::IntersectionObserver(o) => Ok(f(&mut o.borrow_mut())),
        _ => Err(type_error("not an IntersectionObserver")),
    }
}

/// https://w3c.github.io/IntersectionObserver/#run-the-update-intersection-observations-steps
/// for `doc`, without layout: no target has a box, so none intersects;
/// each registration reports that once.
pub fn run_the_update_intersection_observations_steps(ctx: &mut Context, doc: DocId) {
    let observers = host(ctx).objects(doc, |o| o.intersection_observers.clone()).unwrap_or_default();
    // 1-2. Let time be now, relative to the document's time origin.
    let now = {
        let h = host(ctx);
        let now = h.ua().clock.now();
        now - h.doc(doc, |d| d.time_origin).unwrap_or(0.0)
    };
    // 3. For each observer whose root is in the document (or the implicit root):
    for observer in observers {
        let Ok(targets) = with_observer(&observer, |o| o.targets.clone()) else { continue };
        let root_bounds = with_observer(&observer, |o| o.root.is_none() || o.root_is_document).unwrap_or(true);
        // 3.1-3.2. rootBounds: the root intersection rectangle (the viewport for
        //          the implicit root or a Document; an element root has no box: 0×0).
        let root_rect = if root_bounds {
            [0.0, 0.0, f64::from(runtime::css::VIEWPORT_WIDTH), f64::from(runtime::css::VIEWPORT_HEIGHT)]
        } else {
            [0.0; 4]
        };
        // 3.3. For each target in observer's [[ObservationTargets]]:
        for reg in targets {
            // 3.3.1-10. The target is not rendered (no box): targetRect and
            //           intersectionRect are empty, isIntersecting is false,
            //           thresholdIndex is 0, intersectionRatio is 0.
            let (is_intersecting, threshold_index) = (false, 0i64);
            // 3.3.14. If thresholdIndex does not equal previousThresholdIndex, or
            //         isIntersecting does not equal previousIsIntersecting, queue an entry.
            if threshold_index == reg.previous_threshold_index && is_intersecting == reg.previous_is_intersecting {
                continue;
            }
            match crate::intersection_observer::intersectionobserverentry::new_entry(ctx, now, Some(root_rect), &reg.target) {
                Ok(entry) => queue_an_intersection_observer_entry(ctx, &observer, doc, entry),
                Err(e) => crate::html::script::report_exception(ctx, e),
            }
            // 3.3.15-16. Remember the threshold index and isIntersecting.
            let target = reg.target.clone();
            let _ = with_observer(&observer, |o| {
                if let Some(r) = o.targets.iter_mut().find(|r| r.target == target) {
                    r.previous_threshold_index = threshold_index;
                    r.previous_is_intersecting = is_intersecting;
                }
            });
        }
    }
}

/// https://w3c.github.io/IntersectionObserver/#queue-an-intersectionobserverentry
fn queue_an_intersection_observer_entry(ctx: &mut Context, observer: &JsObject, doc: DocId, entry: JsObject) {
    // 2. Append entry to observer's internal [[QueuedEntries]] slot.
    let _ = with_observer(observer, |o| o.queued_entries.push(entry));
    // 3. Queue an intersection observer task for document.
    queue_an_intersection_observer_task(ctx, doc);
}

/// https://w3c.github.io/IntersectionObserver/#queue-intersection-observer-task
fn queue_an_intersection_observer_task(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    // 2. If document's IntersectionObserverTaskQueued flag is set, return.
    // 3. Set it.
    let queued = h.objects_mut(doc, |o| std::mem::replace(&mut o.intersection_observer_task_queued, true));
    if queued {
        return;
    }
    // 4. Queue a task on the intersection observer task source to notify intersection observers.
    h.queue_task(doc, TaskSource::IntersectionObserver, Box::new(move |ctx: &mut Context| notify_intersection_observers(ctx, doc)));
}

/// https://w3c.github.io/IntersectionObserver/#notify-intersection-observers-algo
fn notify_intersection_observers(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    // 1. Unset document's IntersectionObserverTaskQueued flag.
    h.objects_mut(doc, |o| o.intersection_observer_task_queued = false);
    // 2. Let notify list be a list of all IntersectionObservers whose root is in document's DOM tree.
    let observers = h.objects(doc, |o| o.intersection_observers.clone()).unwrap_or_default();
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        // 3. For each observer in notify list:
        for observer in observers {
            // 3.1-3.4. If its queue is empty, continue; else take the queue.
            let Ok((queue, callback)) = with_observer(&observer, |o| (std::mem::take(&mut o.queued_entries), o.callback.clone())) else { continue };
            if queue.is_empty() {
                continue;
            }
            // 3.5. Invoke callback with « queue, observer », observer as this; report an exception.
            let list = JsArray::from_iter(queue.into_iter().map(JsValue::from), ctx);
            if let Err(e) = callback.call(&observer.clone().into(), &[list.into(), observer.clone().into()], ctx) {
                crate::html::script::report_exception(ctx, e);
            }
        }
        crate::html::script::perform_a_microtask_checkpoint(ctx);
    });
}

impl IntersectionObserverMethods for IntersectionObserver {
    /// https://w3c.github.io/IntersectionObserver/#initialize-new-intersection-observer
    fn constructor(ctx: &mut Context, proto: JsObject, callback: JsObject, options: IntersectionObserverInit) -> JsResult<JsObject> {
        // 3-4. Parse rootMargin and scrollMargin; failure is a SyntaxError.
        let Some(root_margin) = parse_a_margin(&options.root_margin.to_std_string_lossy()) else {
            return Err(dom_exception(ctx, "SyntaxError", "Failed to construct 'IntersectionObserver': rootMargin must be given in pixels or percent."));
        };
        let Some(scroll_margin) = parse_a_margin(&options.scroll_margin.to_std_string_lossy()) else {
            return Err(dom_exception(ctx, "SyntaxError", "Failed to construct 'IntersectionObserver': scrollMargin must be given in pixels or percent."));
        };
        // 5-6. thresholds: the list given (or the one number); each in [0, 1] else a RangeError.
        let mut thresholds = match options.threshold {
            DoubleOrDoubleSequence::Double(t) => vec![t],
            DoubleOrDoubleSequence::DoubleSequence(ts) => ts,
        };
        if thresholds.iter().any(|t| !(0.0..=1.0).contains(t)) {
            return Err(boa_engine::JsNativeError::range().with_message("Failed to construct 'IntersectionObserver': threshold values must be between 0 and 1.").into());
        }
        // 7. Sort thresholds ascending; 8. an empty list is [0].
        thresholds.sort_by(|a, b| a.total_cmp(b));
        if thresholds.is_empty() {
            thresholds.push(0.0);
        }
        // 9-11. delay (at least 100 when trackVisibility is true) and trackVisibility.
        let delay = if options.track_visibility { options.delay.max(100) } else { options.delay };
        let (root, root_is_document) = match options.root {
            None => (None, false),
            Some(ElementOrDocument::Element(e)) => (Some(e), false),
            Some(ElementOrDocument::Document(d)) => (Some(d), true),
        };
        let doc = crate::host::current_doc(ctx);
        let data = ObserverData {
            callback,
            root,
            root_is_document,
            root_margin,
            scroll_margin,
            thresholds,
            thresholds_array: None,
            delay,
            track_visibility: options.track_visibility,
            queued_entries: Vec::new(),
            targets: Vec::new(),
            doc,
        };
        reflect_with_proto(ctx, proto, Interface::IntersectionObserver, DomKind::IntersectionObserver(GcRefCell::new(data)))
    }
    fn get_root(_: &mut Context, this: &JsObject) -> JsResult<Option<ElementOrDocument>> {
        with_observer(this, |o| {
            o.root.clone().map(|r| if o.root_is_document { ElementOrDocument::Document(r) } else { ElementOrDocument::Element(r) })
        })
    }
    fn get_root_margin(_: &mut Context, this: &JsObject) -> JsResult<boa_engine::JsString> {
        with_observer(this, |o| serialize(&o.root_margin).into())
    }
    fn get_scroll_margin(_: &mut Context, this: &JsObject) -> JsResult<boa_engine::JsString> {
        with_observer(this, |o| serialize(&o.scroll_margin).into())
    }
    /// The same frozen array every time (the thresholds never change).
    fn get_thresholds(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (cached, values) = with_observer(this, |o| (o.thresholds_array.clone(), o.thresholds.clone()))?;
        if let Some(array) = cached {
            return Ok(array);
        }
        let array = crate::webidl::convert::frozen_array(ctx, values.into_iter().map(JsValue::from).collect())?;
        with_observer(this, |o| o.thresholds_array = Some(array.clone()))?;
        Ok(array)
    }
    fn get_delay(_: &mut Context, this: &JsObject) -> JsResult<i32> {
        with_observer(this, |o| o.delay)
    }
    fn get_track_visibility(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_observer(this, |o| o.track_visibility)
    }
    /// https://w3c.github.io/IntersectionObserver/#observe-target-element
    fn observe(ctx: &mut Context, this: &JsObject, target: JsObject) -> JsResult<()> {
        // 1. If target is in observer's [[ObservationTargets]], return.
        let doc = with_observer(this, |o| o.doc)?;
        let added = with_observer(this, |o| {
            if o.targets.iter().any(|r| r.target == target) {
                return false;
            }
            // 2-4. A registration whose previousThresholdIndex is -1 and
            //      previousIsIntersecting false, appended to the targets.
            o.targets.push(Registration { target: target.clone(), previous_threshold_index: -1, previous_is_intersecting: false });
            true
        })?;
        if !added {
            return Ok(());
        }
        let h = host(ctx);
        h.objects_mut(doc, |o| {
            if !o.intersection_observers.contains(this) {
                o.intersection_observers.push(this.clone());
            }
        });
        // The registration is computed at the next rendering update.
        crate::html::animation_frames::schedule_a_rendering_opportunity(ctx, doc);
        Ok(())
    }
    /// https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-unobserve
    fn unobserve(ctx: &mut Context, this: &JsObject, target: JsObject) -> JsResult<()> {
        let (doc, empty) = with_observer(this, |o| {
            o.targets.retain(|r| r.target != target);
            (o.doc, o.targets.is_empty())
        })?;
        if empty {
            host(ctx).objects_mut(doc, |o| o.intersection_observers.retain(|x| x != this));
        }
        Ok(())
    }
    /// https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-disconnect
    fn disconnect(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let doc = with_observer(this, |o| {
            o.targets.clear();
            o.doc
        })?;
        host(ctx).objects_mut(doc, |o| o.intersection_observers.retain(|x| x != this));
        Ok(())
    }
    /// https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-takerecords
    fn take_records(_: &mut Context, this: &JsObject) -> JsResult<Vec<JsObject>> {
        with_observer(this, |o| std::mem::take(&mut o.queued_entries))
    }
}
