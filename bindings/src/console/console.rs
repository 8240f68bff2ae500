//! https://console.spec.whatwg.org/#console-namespace

use boa_engine::{Context, JsResult, JsValue};

use crate::generated::ConsoleMethods;
use crate::host::{host, ConsoleLine};

pub struct Console;

/// https://console.spec.whatwg.org/#logger (formatting reduced to joining the arguments).
fn logger(ctx: &mut Context, level: &'static str, data: Vec<JsValue>) -> JsResult<()> {
    let mut parts = Vec::with_capacity(data.len());
    for v in &data {
        parts.push(if let Some(s) = v.as_string() { s.to_std_string_lossy() } else { v.display().to_string() });
    }
    let text = parts.join(" ");
    let h = host(ctx);
    if h.collected.echo_console {
        eprintln!("console.{level}: {text}");
    }
    h.collected.console.borrow_mut().push(ConsoleLine { level, text });
    Ok(())
}

/// A warning of the engine's own about the page (not something the page
/// logged), recorded and echoed like a `console.warn` line.
pub fn engine_warning(ctx: &mut Context, text: &str) {
    let h = host(ctx);
    if h.collected.echo_console {
        eprintln!("console.warn: {text}");
    }
    h.collected.console.borrow_mut().push(ConsoleLine { level: "warn", text: text.to_string() });
}

impl ConsoleMethods for Console {
    fn assert(ctx: &mut Context, condition: bool, data: Vec<JsValue>) -> JsResult<()> {
        if condition {
            return Ok(());
        }
        let mut d = vec![JsValue::from(boa_engine::js_string!("Assertion failed"))];
        d.extend(data);
        logger(ctx, "error", d)
    }
    fn debug(ctx: &mut Context, data: Vec<JsValue>) -> JsResult<()> {
        logger(ctx, "debug", data)
    }
    fn error(ctx: &mut Context, data: Vec<JsValue>) -> JsResult<()> {
        logger(ctx, "error", data)
    }
    fn info(ctx: &mut Context, data: Vec<JsValue>) -> JsResult<()> {
        logger(ctx, "info", data)
    }
    fn log(ctx: &mut Context, data: Vec<JsValue>) -> JsResult<()> {
        logger(ctx, "log", data)
    }
    fn warn(ctx: &mut Context, data: Vec<JsValue>) -> JsResult<()> {
        logger(ctx, "warn", data)
    }
}

/// A warning the engine itself writes to the page's console (a script that
/// could not be fetched, an import map rule that was dropped), as a browser's
/// developer console shows one.
pub fn warn_from_engine(h: &crate::host::ScriptHost, text: String) {
    if h.collected.echo_console {
        eprintln!("console.warn: {text}");
    }
    h.collected.console.borrow_mut().push(ConsoleLine { level: "warn", text });
}
