//! Unhandled promise rejections
//! (https://html.spec.whatwg.org/multipage/webappapis.html#unhandled-promise-rejections):
//! `unhandledrejection` and `rejectionhandled` at the Window, and an
//! unhandled rejection nobody cancels reported like an uncaught exception
//! (so testharness.js fails the page, and `webmcp run` exits non-zero).
//!
//! Boa does not expose `[[PromiseIsHandled]]`; a promise that gets a handler
//! is reported through the tracker's "handle" operation, which takes it off
//! the lists below, and that stands in for the flag.

use boa_engine::builtins::promise::{OperationType, PromiseState};
use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsValue};
use runtime::html::event_loop::TaskSource;

use crate::generated::Interface;
use crate::host::{host, DocId};

pub use crate::host::Rejections;

fn take(list: &mut Vec<(DocId, JsObject)>, promise: &JsObject) -> Option<DocId> {
    let i = list.iter().position(|(_, p)| p == promise)?;
    Some(list.remove(i).0)
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#the-hostpromiserejectiontracker-implementation
pub fn host_promise_rejection_tracker(ctx: &mut Context, promise: JsObject, operation: OperationType) {
    let h = host(ctx);
    // 3. Let settings object be the current settings object.
    let doc = crate::host::current_doc(ctx);
    let mut r = h.rejections.borrow_mut();
    match operation {
        // 5. If operation is "reject", append promise to the about-to-be-notified list.
        OperationType::Reject => r.about_to_be_notified.push((doc, promise)),
        // 6. If operation is "handle":
        OperationType::Handle => {
            // 6.1. If the list contains promise, remove it and return (also when its
            //      notification is queued: its [[PromiseIsHandled]] is now true).
            if take(&mut r.about_to_be_notified, &promise).is_some() || take(&mut r.queued, &promise).is_some() {
                return;
            }
            // 6.2-6.3. If the outstanding set does not contain promise, return; remove it.
            let Some(doc) = take(&mut r.outstanding, &promise) else { return };
            drop(r);
            // 6.4-6.5. Queue a global task to fire `rejectionhandled` at the global.
            h.queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| {
                fire(ctx, doc, "rejectionhandled", &promise, false);
            }));
        }
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#notify-about-rejected-promises,
/// for every document, at the end of a microtask checkpoint.
pub fn notify_about_rejected_promises(ctx: &mut Context) {
    let h = host(ctx);
    // 1-3. Take the list; if it is empty, return.
    let list = std::mem::take(&mut h.rejections.borrow_mut().about_to_be_notified);
    if list.is_empty() {
        return;
    }
    let mut docs: Vec<DocId> = list.iter().map(|(d, _)| *d).collect();
    docs.dedup();
    h.rejections.borrow_mut().queued.extend(list);
    // 4. Queue a global task on the DOM manipulation task source given global:
    for doc in docs {
        h.queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| notify_task(ctx, doc)));
    }
}

fn notify_task(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    loop {
        // 4.1. For each promise p of list (those of this document still queued):
        let next = h.rejections.borrow().queued.iter().find(|(d, _)| *d == doc).map(|(_, p)| p.clone());
        let Some(p) = next else { return };
        // 4.1.2. Let notCanceled be the result of firing `unhandledrejection`.
        let not_canceled = fire(ctx, doc, "unhandledrejection", &p, true);
        // 4.1.3. If notCanceled, report p.[[PromiseResult]] (as an uncaught error).
        if not_canceled {
            let reason = reason_of(&p);
            let location = crate::html::script::error_location(ctx, &reason, None);
            let message = crate::html::script::describe_with_location(ctx, &reason, location.as_ref());
            tracing::debug!("unhandled rejection: {message}");
            h.collected.uncaught_errors.borrow_mut().push(format!("Unhandled rejection: {message}"));
        }
        // 4.1.4. If p.[[PromiseIsHandled]] is false (no handler was added while
        //        the event ran), append p to the outstanding rejected promises.
        let mut r = h.rejections.borrow_mut();
        if take(&mut r.queued, &p).is_some() {
            r.outstanding.push((doc, p));
        }
    }
}

fn reason_of(promise: &JsObject) -> JsValue {
    match JsPromise::from_object(promise.clone()).map(|p| p.state()) {
        Ok(PromiseState::Rejected(v)) => v,
        _ => JsValue::undefined(),
    }
}

/// Fires a PromiseRejectionEvent at the document's Window; whether it was not canceled.
fn fire(ctx: &mut Context, doc: DocId, type_: &str, promise: &JsObject, cancelable: bool) -> bool {
    let h = host(ctx);
    if !h.fully_active(doc) {
        return false;
    }
    let Some(window) = h.objects(doc, |o| o.window.clone()).flatten() else { return false };
    let reason = reason_of(promise);
    let p = JsValue::from(promise.clone());
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        match crate::dom::event::create(ctx, Interface::PromiseRejectionEvent, type_, false, cancelable, move |d| d.values = vec![p, reason]) {
            Ok(ev) => crate::dom::eventtarget::fire_event(ctx, &window, &ev),
            Err(_) => true,
        }
    })
}
