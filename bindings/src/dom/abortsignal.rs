//! https://dom.spec.whatwg.org/#interface-AbortSignal

use boa_engine::{Context, JsObject, JsResult, JsValue};
use boa_gc::GcRefCell;

use crate::webidl::kind::{AbortAlgorithm, DomKind, SignalData};
use crate::generated::{AbortSignalMethods, Interface};
use crate::webidl::exception::new_dom_exception;
use crate::webidl::reflect::{reflect, DomObject};

pub struct AbortSignal;

fn with_signal<R>(obj: &JsObject, f: impl FnOnce(&mut SignalData) -> R) -> Option<R> {
    let d = obj.downcast_ref::<DomObject>()?;
    match &d.kind {
        DomKind::AbortSignal(s) => Some(f(&mut s.borrow_mut())),
        _ => None,
    }
}

pub fn new_signal(ctx: &mut Context) -> JsResult<JsObject> {
    reflect(ctx, Interface::AbortSignal, DomKind::AbortSignal(GcRefCell::new(SignalData::default())))
}

/// https://dom.spec.whatwg.org/#abortsignal-aborted
pub fn is_aborted(signal: &JsObject) -> bool {
    with_signal(signal, |s| s.reason.is_some()).unwrap_or(false)
}

pub fn reason(signal: &JsObject) -> JsValue {
    with_signal(signal, |s| s.reason.clone()).flatten().unwrap_or_default()
}

/// https://dom.spec.whatwg.org/#abortsignal-add
pub fn add_algorithm(signal: &JsObject, algorithm: AbortAlgorithm) {
    with_signal(signal, |s| {
        // 1. If signal is aborted, then return.
        if s.reason.is_none() {
            // 2. Append algorithm to signal's abort algorithms.
            s.algorithms.push(algorithm);
        }
    });
}

/// https://dom.spec.whatwg.org/#abortsignal-signal-abort
pub fn signal_abort(ctx: &mut Context, signal: &JsObject, reason: Option<JsValue>) {
    // 1. If signal is aborted, then return.
    if is_aborted(signal) {
        return;
    }
    // 2. Set signal's abort reason to reason if it is given; otherwise to a new "AbortError" DOMException.
    let reason = match reason {
        Some(r) if !r.is_undefined() => r,
        _ => new_dom_exception(ctx, "AbortError", "signal is aborted without reason"),
    };
    with_signal(signal, |s| s.reason = Some(reason.clone()));
    // 3. Let dependentSignalsToAbort be a new list.
    let mut to_abort = Vec::new();
    // 4. For each dependentSignal of signal's dependent signals: if not aborted, set its
    //    reason and append it.
    let dependents = with_signal(signal, |s| s.dependent_signals.clone()).unwrap_or_default();
    for d in dependents {
        if !is_aborted(&d) {
            with_signal(&d, |s| s.reason = Some(reason.clone()));
            to_abort.push(d);
        }
    }
    // 5. Run the abort steps for signal.
    run_the_abort_steps(ctx, signal);
    // 6. For each dependentSignal of dependentSignalsToAbort, run the abort steps for dependentSignal.
    for d in to_abort {
        run_the_abort_steps(ctx, &d);
    }
}

/// https://dom.spec.whatwg.org/#run-the-abort-steps
fn run_the_abort_steps(ctx: &mut Context, signal: &JsObject) {
    // 1. For each algorithm of signal's abort algorithms: run algorithm.
    let algorithms = with_signal(signal, |s| std::mem::take(&mut s.algorithms)).unwrap_or_default();
    for a in algorithms {
        match &a {
            AbortAlgorithm::RemoveListener { target, removed } => {
                crate::dom::eventtarget::remove_an_event_listener(target, removed)
            }
            AbortAlgorithm::Steps { run, data } => run(ctx, data, reason(signal)),
        }
    }
    // 2. Empty signal's abort algorithms (done by taking them).
    // 3. Fire an event named abort at signal.
    if let Ok(event) = crate::dom::event::create(ctx, Interface::Event, "abort", false, false, |_| {}) {
        crate::dom::eventtarget::fire_event(ctx, signal, &event);
    }
}

/// https://dom.spec.whatwg.org/#create-a-dependent-abort-signal
pub fn create_dependent(ctx: &mut Context, signals: Vec<JsObject>) -> JsResult<JsObject> {
    // 1. Let resultSignal be a new object implementing signalInterface.
    let result = new_signal(ctx)?;
    // 2. For each signal of signals: if signal is aborted, set resultSignal's abort reason and return it.
    for s in &signals {
        if is_aborted(s) {
            let r = reason(s);
            with_signal(&result, |d| d.reason = Some(r));
            return Ok(result);
        }
    }
    // 3. Set resultSignal's dependent to true.
    with_signal(&result, |d| d.dependent = true);
    // 4. For each signal of signals: add signal (or its sources, if dependent) as a source.
    for s in signals {
        let dependent = with_signal(&s, |d| d.dependent).unwrap_or(false);
        let sources = if dependent { with_signal(&s, |d| d.source_signals.clone()).unwrap_or_default() } else { vec![s] };
        for src in sources {
            with_signal(&result, |d| d.source_signals.push(src.clone()));
            with_signal(&src, |d| d.dependent_signals.push(result.clone()));
        }
    }
    Ok(result)
}

impl AbortSignalMethods for AbortSignal {
    /// https://dom.spec.whatwg.org/#dom-abortsignal-abort
    fn abort(ctx: &mut Context, reason: Option<JsValue>) -> JsResult<JsObject> {
        let s = new_signal(ctx)?;
        let r = match reason {
            Some(r) if !r.is_undefined() => r,
            _ => new_dom_exception(ctx, "AbortError", "signal is aborted without reason"),
        };
        with_signal(&s, |d| d.reason = Some(r));
        Ok(s)
    }
    /// https://dom.spec.whatwg.org/#dom-abortsignal-timeout
    fn timeout(ctx: &mut Context, milliseconds: u64) -> JsResult<JsObject> {
        // 1. Let signal be a new AbortSignal object.
        let s = new_signal(ctx)?;
        // 3. Run steps after a timeout: queue a global task on the timer task source to
        //    signal abort with a new "TimeoutError" DOMException.
        let target = s.clone();
        let host = crate::host::host(ctx);
        let doc = crate::host::current_doc(ctx);
        host.ua_mut().add_timer(doc, None, milliseconds as f64, Box::new(move |ctx: &mut Context| {
            let e = crate::host::in_doc_realm(ctx, doc, |ctx| new_dom_exception(ctx, "TimeoutError", "signal timed out"));
            signal_abort(ctx, &target, Some(e));
        }));
        Ok(s)
    }
    fn any(ctx: &mut Context, signals: Vec<JsObject>) -> JsResult<JsObject> {
        create_dependent(ctx, signals)
    }
    fn get_aborted(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(is_aborted(this))
    }
    fn get_reason(_: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        Ok(reason(this))
    }
    /// https://dom.spec.whatwg.org/#dom-abortsignal-throwifaborted
    fn throw_if_aborted(_: &mut Context, this: &JsObject) -> JsResult<()> {
        if is_aborted(this) {
            return Err(boa_engine::JsError::from_opaque(reason(this)));
        }
        Ok(())
    }
}
