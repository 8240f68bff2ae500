//! https://drafts.csswg.org/resize-observer/#resize-observer-interface and
//! the rendering update's steps (https://drafts.csswg.org/resize-observer/#html-event-loop).

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, Finalize, JsObject, JsResult, JsValue, Trace};
use boa_gc::GcRefCell;

use crate::dom::node::node_ref;
use crate::generated::{Interface, ResizeObserverMethods, ResizeObserverOptions};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct ResizeObserver;

/// https://drafts.csswg.org/resize-observer/#resizeobservation: a target,
/// its observed box and the last size reported (inline, block).
#[derive(Trace, Finalize, Clone)]
pub struct Observation {
    pub target: JsObject,
    #[unsafe_ignore_trace]
    pub observed_box: String,
    #[unsafe_ignore_trace]
    pub last_reported_size: (f64, f64),
}

/// A ResizeObserver's slots.
#[derive(Trace, Finalize)]
pub struct ObserverData {
    callback: JsObject,
    /// [[observationTargets]]
    observation_targets: Vec<Observation>,
    /// [[activeTargets]] (indexes into the observation targets)
    #[unsafe_ignore_trace]
    active_targets: Vec<usize>,
    /// [[skippedTargets]]
    #[unsafe_ignore_trace]
    skipped_targets: Vec<usize>,
}

fn with_observer<R>(obj: &JsObject, f: impl FnOnce(&mut ObserverData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a ResizeObserver"))?;
    match &d.kind {
        DomKind::ResizeObserver(o) => Ok(f(&mut o.borrow_mut())),
        _ => Err(type_error("not a ResizeObserver")),
    }
}

/// The size of `target`'s `observed_box` (inline, block). Without layout
/// an element has no box, and an element without a box is 0×0
/// (https://drafts.csswg.org/resize-observer/#calculate-box-size).
fn calculate_box_size(_target: &JsObject, _observed_box: &str) -> (f64, f64) {
    (0.0, 0.0)
}

/// https://drafts.csswg.org/resize-observer/#calculate-depth-for-node:
/// the number of ancestors of the node in its tree.
fn depth_of(ctx: &Context, target: &JsObject) -> usize {
    let Ok(r) = node_ref(target) else { return 0 };
    host(ctx).doc(r.doc, |d| d.tree.borrow().ancestors(r.node).count()).unwrap_or(0)
}

/// https://drafts.csswg.org/resize-observer/#gather-active-observations-h
fn gather_active_observations_at_depth(ctx: &mut Context, doc: DocId, depth: usize) {
    let observers = host(ctx).objects(doc, |o| o.resize_observers.clone()).unwrap_or_default();
    // 2. For each observer in document.[[resizeObservers]]:
    for observer in observers {
        let targets = with_observer(&observer, |o| {
            // 2.1-2.2. Clear observer's [[activeTargets]] and [[skippedTargets]].
            o.active_targets.clear();
            o.skipped_targets.clear();
            o.observation_targets.clone()
        });
        let Ok(targets) = targets else { continue };
        // 2.3. For each observation in observer.[[observationTargets]]:
        for (i, observation) in targets.iter().enumerate() {
            // 2.3.1. If observation.isActive() is true (its size differs from the last reported one):
            if calculate_box_size(&observation.target, &observation.observed_box) == observation.last_reported_size {
                continue;
            }
            // 2.3.1.1-3. If targetDepth is greater than depth, add it to
            //            [[activeTargets]], else to [[skippedTargets]].
            let target_depth = depth_of(ctx, &observation.target);
            let _ = with_observer(&observer, |o| if target_depth > depth { o.active_targets.push(i) } else { o.skipped_targets.push(i) });
        }
    }
}

/// https://drafts.csswg.org/resize-observer/#has-active-observations-h
fn has_active_observations(ctx: &mut Context, doc: DocId) -> bool {
    let observers = host(ctx).objects(doc, |o| o.resize_observers.clone()).unwrap_or_default();
    observers.iter().any(|o| with_observer(o, |o| !o.active_targets.is_empty()).unwrap_or(false))
}

/// https://drafts.csswg.org/resize-observer/#has-skipped-observations-h
fn has_skipped_observations(ctx: &mut Context, doc: DocId) -> bool {
    let observers = host(ctx).objects(doc, |o| o.resize_observers.clone()).unwrap_or_default();
    observers.iter().any(|o| with_observer(o, |o| !o.skipped_targets.is_empty()).unwrap_or(false))
}

/// https://drafts.csswg.org/resize-observer/#broadcast-active-resize-observations:
/// returns the depth of the shallowest target it reported.
fn broadcast_active_resize_observations(ctx: &mut Context, doc: DocId) -> usize {
    // 1. Let shallowestTargetDepth be ∞.
    let mut shallowest = usize::MAX;
    let observers = host(ctx).objects(doc, |o| o.resize_observers.clone()).unwrap_or_default();
    // 2. For each observer in document.[[resizeObservers]]:
    for observer in observers {
        let Ok((active, callback)) = with_observer(&observer, |o| {
            let active: Vec<Observation> = o.active_targets.iter().filter_map(|&i| o.observation_targets.get(i).cloned()).collect();
            (active, o.callback.clone())
        }) else { continue };
        // 2.1. If observer.[[activeTargets]] is empty, continue.
        if active.is_empty() {
            continue;
        }
        // 2.2. Let entries be an empty list of ResizeObserverEntry.
        let mut entries = Vec::with_capacity(active.len());
        // 2.3. For each observation in [[activeTargets]]:
        for observation in &active {
            // 2.3.1-2. A new ResizeObserverEntry for its target, with its sizes.
            let size = calculate_box_size(&observation.target, &observation.observed_box);
            match crate::resize_observer::resizeobserverentry::new_entry(ctx, &observation.target, size) {
                Ok(entry) => entries.push(JsValue::from(entry)),
                Err(e) => crate::html::script::report_exception(ctx, e),
            }
            // 2.3.4. Set the observation's lastReportedSizes to the sizes reported.
            let target = observation.target.clone();
            let _ = with_observer(&observer, |o| {
                if let Some(obs) = o.observation_targets.iter_mut().find(|obs| obs.target == target) {
                    obs.last_reported_size = size;
                }
            });
            // 2.3.5-6. Track the shallowest depth reported.
            shallowest = shallowest.min(depth_of(ctx, &observation.target));
        }
        // 2.4. Invoke observer.[[callback]] with « entries, observer », observer
        //      as the callback this value; report an exception it throws.
        let list = JsArray::from_iter(entries, ctx);
        if let Err(e) = callback.call(&observer.clone().into(), &[list.into(), observer.clone().into()], ctx) {
            crate::html::script::report_exception(ctx, e);
        }
        // 2.5. Clear observer.[[activeTargets]].
        let _ = with_observer(&observer, |o| o.active_targets.clear());
    }
    // 3. Return shallowestTargetDepth.
    shallowest
}

/// The resize observer steps of HTML's update the rendering
/// (https://html.spec.whatwg.org/multipage/webappapis.html#update-the-rendering, step 16).
pub fn run_resize_observations(ctx: &mut Context, doc: DocId) {
    if host(ctx).objects(doc, |o| o.resize_observers.is_empty()).unwrap_or(true) {
        return;
    }
    // 16.1. Let resizeObserverDepth be 0.
    let mut depth = 0usize;
    // 16.2. While true:
    loop {
        // 16.2.1. Gather active resize observations at depth resizeObserverDepth.
        gather_active_observations_at_depth(ctx, doc, depth);
        // 16.2.2. If doc has active resize observations: broadcast them, and
        //         set resizeObserverDepth to the depth they returned; continue.
        // (The first gathering is at depth 0 and below, every later one deeper.)
        if !has_active_observations(ctx, doc) {
            break;
        }
        depth = broadcast_active_resize_observations(ctx, doc);
    }
    // 16.2.3. Otherwise, if doc has skipped resize observations, deliver
    //         the resize loop error notification.
    if has_skipped_observations(ctx, doc) {
        deliver_resize_loop_error_notification(ctx);
    }
}

/// https://drafts.csswg.org/resize-observer/#deliver-resize-error
fn deliver_resize_loop_error_notification(ctx: &mut Context) {
    // 1-2. An ErrorEvent whose message is the loop error, reported at the window.
    let error = type_error("ResizeObserver loop completed with undelivered notifications.");
    crate::html::script::report_exception(ctx, boa_engine::JsError::from(error));
}

impl ResizeObserverMethods for ResizeObserver {
    /// https://drafts.csswg.org/resize-observer/#dom-resizeobserver-resizeobserver
    fn constructor(ctx: &mut Context, proto: JsObject, callback: JsObject) -> JsResult<JsObject> {
        // 1-4. A new ResizeObserver whose callback is callback and whose lists are empty.
        let data = ObserverData { callback, observation_targets: Vec::new(), active_targets: Vec::new(), skipped_targets: Vec::new() };
        let observer = reflect_with_proto(ctx, proto, Interface::ResizeObserver, DomKind::ResizeObserver(GcRefCell::new(data)))?;
        // 5. Add this to document.[[resizeObservers]].
        let doc = crate::host::current_doc(ctx);
        host(ctx).objects_mut(doc, |o| o.resize_observers.push(observer.clone()));
        Ok(observer)
    }
    /// https://drafts.csswg.org/resize-observer/#dom-resizeobserver-observe
    fn observe(ctx: &mut Context, this: &JsObject, target: JsObject, options: ResizeObserverOptions) -> JsResult<()> {
        // 1. If target is in [[observationTargets]], call unobserve() with target.
        Self::unobserve(ctx, this, target.clone())?;
        // 2-3. resizeObservation: new ResizeObservation(target, observedBox),
        //      whose lastReportedSizes is [(-1, -1)] so that it reports once.
        let observation = Observation { target, observed_box: options.r#box, last_reported_size: (-1.0, -1.0) };
        // 4. Add the resizeObservation to [[observationTargets]].
        with_observer(this, |o| o.observation_targets.push(observation))?;
        // The observation waits for the next rendering update.
        let doc = crate::host::current_doc(ctx);
        crate::html::animation_frames::schedule_a_rendering_opportunity(ctx, doc);
        Ok(())
    }
    /// https://drafts.csswg.org/resize-observer/#dom-resizeobserver-unobserve
    fn unobserve(_: &mut Context, this: &JsObject, target: JsObject) -> JsResult<()> {
        // 1-3. Remove the observation of target from [[observationTargets]], if any.
        with_observer(this, |o| {
            o.observation_targets.retain(|obs| obs.target != target);
            o.active_targets.clear();
            o.skipped_targets.clear();
        })
    }
    /// https://drafts.csswg.org/resize-observer/#dom-resizeobserver-disconnect
    fn disconnect(_: &mut Context, this: &JsObject) -> JsResult<()> {
        // 1-2. Clear [[observationTargets]] and [[activeTargets]].
        with_observer(this, |o| {
            o.observation_targets.clear();
            o.active_targets.clear();
            o.skipped_targets.clear();
        })
    }
}
