//! https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs
//!
//! A headless user agent has no user to show a dialog to: it "cannot show
//! simple dialogs", as a sandbox without `allow-modals` cannot, so `alert`
//! returns at once, `confirm` returns false and `prompt` returns null (the
//! steps HTML gives for that case). The message is not lost: it goes to the
//! console as `[alert] message`, where whoever drives the page reads it.

use boa_engine::{Context, JsString};

use crate::host::{host, ConsoleLine};

/// Reports a simple dialog's message on the console.
pub fn report(ctx: &mut Context, dialog: &'static str, message: &JsString) {
    // https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-alert
    // 1. If we cannot show simple dialogs for this, then return.
    let text = format!("[{dialog}] {}", message.to_std_string_lossy());
    let h = host(ctx);
    if h.collected.echo_console {
        eprintln!("{text}");
    }
    h.collected.console.borrow_mut().push(ConsoleLine { level: "info", text });
}
