//! https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animation-frames
//! on the event loop's clock: a frame every 1000/60 ms of (virtual or real)
//! time, scheduled only while callbacks wait, so an idle page stays idle.

use boa_engine::{Context, JsObject, JsResult, JsValue};

use crate::host::{host, DocId};

/// The frame interval in milliseconds (a 60 Hz display).
pub const FRAME_MS: f64 = 1000.0 / 60.0;

/// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#dom-animationframeprovider-requestanimationframe
pub fn request_animation_frame(ctx: &mut Context, doc: DocId, callback: JsObject) -> JsResult<u32> {
    let h = host(ctx);
    // 3-5. Increment the animation frame callback identifier; append (handle, callback).
    let handle = h.objects_mut(doc, |o| {
        o.animation_frame_handle = o.animation_frame_handle.wrapping_add(1).max(1);
        o.animation_frame_callbacks.push((o.animation_frame_handle, callback));
        o.animation_frame_handle
    });
    schedule_a_rendering_opportunity(ctx, doc);
    // 6. Return handle.
    Ok(handle)
}

/// Schedules `doc`'s next rendering opportunity (the next frame boundary
/// of the clock), unless one is scheduled: what runs animation frame
/// callbacks and observers' rendering steps. Nothing schedules frames
/// while nothing waits for one, so an idle page stays idle.
pub fn schedule_a_rendering_opportunity(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let schedule = h.objects_mut(doc, |o| !std::mem::replace(&mut o.frame_scheduled, true));
    if schedule {
        let now = h.ua().clock.now();
        let next = ((now / FRAME_MS).floor() + 1.0) * FRAME_MS;
        let task: crate::host::Task = Box::new(move |ctx: &mut Context| update_the_rendering(ctx, doc));
        let _ = h.ua_mut().add_timer(doc, None, next - now, task);
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#update-the-rendering
/// for `doc`, without layout or painting: run the animation frame callbacks
/// (step 14), the focus fixup (step 16), then the observers' steps (resize
/// observations, step 15, run after the fixup here; intersection
/// observations, step 19) through the page's hook.
fn update_the_rendering(ctx: &mut Context, doc: DocId) {
    run_the_animation_frame_callbacks(ctx, doc);
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        crate::html::focus::focus_fixup(ctx, doc);
        crate::html::script::perform_a_microtask_checkpoint(ctx);
    });
    let steps = host(ctx).hooks.rendering_observations;
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        steps(ctx, doc);
        crate::html::script::perform_a_microtask_checkpoint(ctx);
    });
}

/// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animationframeprovider-cancelanimationframe
pub fn cancel_animation_frame(ctx: &mut Context, doc: DocId, handle: u32) {
    // 3. Remove callbacks[handle].
    host(ctx).objects_mut(doc, |o| o.animation_frame_callbacks.retain(|(h, _)| *h != handle));
}

/// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#run-the-animation-frame-callbacks
fn run_the_animation_frame_callbacks(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    // 1. Let callbacks be the map of animation frame callbacks; take them
    //    (callbacks requested while these run wait for the next frame).
    let callbacks = h.objects_mut(doc, |o| {
        o.frame_scheduled = false;
        std::mem::take(&mut o.animation_frame_callbacks)
    });
    // The frame's timestamp, relative to the document's time origin.
    let now = h.ua().clock.now() - h.doc(doc, |d| d.time_origin).unwrap_or(0.0);
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        for (_, callback) in callbacks {
            // 3.3-3.4. Invoke callback with « now »; report any exception.
            if let Err(e) = callback.call(&JsValue::undefined(), &[JsValue::from(now)], ctx) {
                crate::html::script::report_exception(ctx, e);
            }
        }
        crate::html::script::perform_a_microtask_checkpoint(ctx);
    });
}
