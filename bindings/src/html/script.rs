//! Running classic scripts and reporting their exceptions
//! (https://html.spec.whatwg.org/multipage/webappapis.html#run-a-classic-script).

use boa_engine::{Context, JsError, JsValue, Source};

use crate::generated::Interface;

/// Runs `source` as a classic script in the current realm; an exception is reported.
pub fn run_classic_script(ctx: &mut Context, source: &str, url: &str) {
    let _ = url;
    let result = ctx.eval(Source::from_bytes(source));
    if let Err(e) = result {
        report_exception(ctx, e);
    }
    crate::html::script::perform_a_microtask_checkpoint(ctx);
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
pub fn perform_a_microtask_checkpoint(ctx: &mut Context) {
    let _ = ctx.run_jobs();
    // For each environment settings object, notify about rejected promises.
    crate::html::rejections::notify_about_rejected_promises(ctx);
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception
pub fn report_exception(ctx: &mut Context, error: JsError) {
    let value = crate::webidl::exception::error_value(error, ctx);
    let message = describe(ctx, &value);
    let host = crate::host::host(ctx);
    let window = host.objects(crate::host::current_doc(ctx), |o| o.window.clone()).flatten();
    let mut not_handled = true;
    if let Some(window) = window {
        // Fire an ErrorEvent named "error" at the global, cancelable.
        let v = value.clone();
        let m = message.clone();
        if let Ok(event) = crate::dom::event::create(ctx, Interface::ErrorEvent, "error", false, true, move |d| {
            d.strings = vec![m, String::new()];
            d.numbers = vec![0.0, 0.0];
            d.values = vec![v];
        }) {
            not_handled = crate::dom::eventtarget::fire_event(ctx, &window, &event);
        }
    }
    if not_handled {
        tracing::debug!("uncaught exception: {message}");
        host.collected.uncaught_errors.borrow_mut().push(message);
    }
}

/// A one-line description of a thrown value: "Name: message".
pub fn describe(ctx: &mut Context, value: &JsValue) -> String {
    if let Some(obj) = value.as_object() {
        if let Some(e) = crate::webidl::exception::exception_data(&obj) {
            return format!("{}: {}", e.name, e.message);
        }
        let text = |v: JsValue| v.as_string().map_or_else(|| v.display().to_string(), |s| s.to_std_string_lossy());
        let name = obj.get(boa_engine::js_string!("name"), ctx).ok().map(text);
        let msg = obj.get(boa_engine::js_string!("message"), ctx).ok().map(text);
        if let (Some(n), Some(m)) = (name, msg) {
            if n != "undefined" {
                return format!("{n}: {m}");
            }
        }
    }
    value.display().to_string()
}
