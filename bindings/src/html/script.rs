//! Running classic scripts and reporting their exceptions
//! (https://html.spec.whatwg.org/multipage/webappapis.html#run-a-classic-script,
//! https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception).
//!
//! A script is parsed with its URL as Boa's source path, so stacks name it;
//! an inline script's lines are counted from the line of the document it
//! starts on.

use std::borrow::Cow;
use std::path::Path;

use boa_engine::{Context, JsError, JsValue, Script, Source};

use crate::generated::Interface;

/// `source` preceded by `line - 1` line breaks, so that its line numbers
/// are those of the document it was written in (line 1: unchanged).
pub fn with_line_offset(source: &str, line: u32) -> Cow<'_, str> {
    if line <= 1 {
        return Cow::Borrowed(source);
    }
    let mut text = "\n".repeat(line as usize - 1);
    text.push_str(source);
    Cow::Owned(text)
}

/// Runs `source` as a classic script in the current realm; an exception is reported.
pub fn run_classic_script(ctx: &mut Context, source: &str, url: &str) {
    run_classic_script_at(ctx, source, url, 1);
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#run-a-classic-script
/// for a script created from `source` (https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-classic-script)
/// named `url`, whose first line is line `line` of its file: a parse error
/// (the script's error to rethrow) or an exception is reported, then the
/// microtask checkpoint of "clean up after running script".
pub fn run_classic_script_at(ctx: &mut Context, source: &str, url: &str, line: u32) {
    let _ = run_classic_script_for_its_value(ctx, source, url, line);
}

/// [`run_classic_script_at`], returning the script's completion value when
/// it completed normally (what evaluating a `javascript:` URL needs).
pub fn run_classic_script_for_its_value(ctx: &mut Context, source: &str, url: &str, line: u32) -> Option<boa_engine::JsValue> {
    let text = with_line_offset(source, line);
    crate::html::diagnostics::remember_script(ctx, url, line.max(1), source);
    let src = Source::from_bytes(text.as_bytes()).with_path(Path::new(url));
    // Creating a classic script: parse it; a parse error (or text nested
    // deeper than the engine compiles) is its error to rethrow.
    let result = crate::ecmascript::nesting_limit::ensure_nesting_within_limit(&text)
        .and_then(|()| Script::parse(src, None, ctx))
        .and_then(|script| script.evaluate(ctx));
    let value = match result {
        Ok(value) => Some(value),
        Err(e) => {
            report_exception_in(ctx, e, Some(url));
            None
        }
    };
    clean_up_after_running_script(ctx);
    value
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#clean-up-after-running-script:
/// if the JavaScript execution context stack is now empty, perform a
/// microtask checkpoint (a script run from within another, such as one
/// inserted by script, leaves the microtasks to the outer one).
pub fn clean_up_after_running_script(ctx: &mut Context) {
    if ctx.stack_trace().next().is_none() {
        perform_a_microtask_checkpoint(ctx);
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
pub fn perform_a_microtask_checkpoint(ctx: &mut Context) {
    // The backup element queue (https://html.spec.whatwg.org/multipage/custom-elements.html#backup-element-queue):
    // reactions enqueued outside any [CEReactions] member, by the parser.
    crate::html::custom_elements::process_the_backup_element_queue(ctx);
    let _ = ctx.run_jobs();
    crate::html::custom_elements::process_the_backup_element_queue(ctx);
    // For each environment settings object, notify about rejected promises.
    crate::html::rejections::notify_about_rejected_promises(ctx);
}

/// Where an exception was thrown: the script's URL, line and column
/// (ErrorEvent's `filename`, `lineno`, `colno`), and the stack if known.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ErrorLocation {
    pub filename: String,
    pub line: u32,
    pub column: u32,
    /// One line per frame, innermost first: `    at f (url:line:column)`.
    pub stack: Vec<String>,
}

/// One frame of a Boa stack line (`    at NAME (PATH:LINE:COLUMN)`), if it names a file.
fn parse_frame(line: &str) -> Option<(String, String, u32, u32)> {
    let rest = line.trim().strip_prefix("at ")?;
    let open = rest.rfind(" (")?;
    let name = &rest[..open];
    let place = rest[open + 2..].strip_suffix(')')?;
    let mut parts = place.rsplitn(3, ':');
    let column = parts.next()?.parse().ok()?;
    let line = parts.next()?.parse().ok()?;
    let file = parts.next()?;
    // Code without a file (an `eval`, the embedder's) says so instead of a path.
    if file.is_empty() || file.ends_with(" at ") || file == "native" {
        return None;
    }
    Some((name.to_string(), file.to_string(), line, column))
}

/// The location of a thrown value: the innermost frame of an Error's stack
/// that names a file; for a SyntaxError of the parser (which has no stack),
/// the line and column its message gives, in `fallback_file`.
pub fn error_location(ctx: &mut Context, value: &JsValue, fallback_file: Option<&str>) -> Option<ErrorLocation> {
    let obj = value.as_object()?;
    if crate::webidl::exception::exception_data(&obj).is_some() {
        return None;
    }
    let stack = obj.get(boa_engine::js_string!("stack"), ctx).ok().and_then(|v| v.as_string().map(|s| s.to_std_string_lossy()));
    if let Some(stack) = stack {
        let frames: Vec<_> = stack.lines().filter_map(parse_frame).collect();
        if let Some((_, file, line, column)) = frames.first() {
            let lines = frames.iter().map(|(name, file, line, column)| match name.as_str() {
                "<main>" | "" => format!("    at {file}:{line}:{column}"),
                name => format!("    at {name} ({file}:{line}:{column})"),
            });
            return Some(ErrorLocation { filename: file.clone(), line: *line, column: *column, stack: lines.collect() });
        }
    }
    // A parse error: "… at line N, col M".
    let message = obj.get(boa_engine::js_string!("message"), ctx).ok().and_then(|v| v.as_string().map(|s| s.to_std_string_lossy()))?;
    let file = fallback_file?;
    let (_, position) = message.rsplit_once(" at line ")?;
    let (line, column) = position.split_once(", col ")?;
    let (line, column) = (line.trim().parse().ok()?, column.trim().parse().ok()?);
    Some(ErrorLocation { filename: file.to_string(), line, column, stack: vec![format!("    at {file}:{line}:{column}")] })
}

/// The text the embedder shows for an uncaught exception: "Name: message",
/// then its stack (or its location) one frame a line.
pub fn describe_with_location(ctx: &mut Context, value: &JsValue, location: Option<&ErrorLocation>) -> String {
    let mut text = describe(ctx, value);
    if let Some(l) = location {
        for frame in &l.stack {
            text.push('\n');
            text.push_str(frame);
        }
    }
    text
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception
pub fn report_exception(ctx: &mut Context, error: JsError) {
    report_exception_in(ctx, error, None);
}

/// [`report_exception`] for an exception of the script named `script_url`
/// (the file a parse error is in).
pub fn report_exception_in(ctx: &mut Context, error: JsError, script_url: Option<&str>) {
    let value = crate::webidl::exception::error_value(error, ctx);
    let message = describe(ctx, &value);
    let location = error_location(ctx, &value, script_url);
    let host = crate::host::host(ctx);
    let window = host.objects(crate::host::current_doc(ctx), |o| o.window.clone()).flatten();
    let mut not_handled = true;
    if let Some(window) = window {
        // Fire an ErrorEvent named "error" at the global, cancelable, with the
        // message, the location of the exception and the thrown value.
        let v = value.clone();
        let m = message.clone();
        let l = location.clone().unwrap_or_default();
        if let Ok(event) = crate::dom::event::create(ctx, Interface::ErrorEvent, "error", false, true, move |d| {
            d.strings = vec![m, l.filename];
            d.numbers = vec![f64::from(l.line), f64::from(l.column)];
            d.values = vec![v];
        }) {
            not_handled = crate::dom::eventtarget::fire_event(ctx, &window, &event);
        }
    }
    if not_handled {
        let text = crate::html::diagnostics::describe_for_author(ctx, &message, location.as_ref(), script_url);
        tracing::debug!("uncaught exception: {text}");
        host.collected.uncaught_errors.borrow_mut().push(text);
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

#[cfg(test)]
mod tests {
    use super::parse_frame;

    #[test]
    fn frames_name_their_file() {
        assert_eq!(parse_frame("    at f (https://a.test/x.js:3:5)"), Some(("f".into(), "https://a.test/x.js".into(), 3, 5)));
        assert_eq!(parse_frame("    at <main> (file:///tmp/a.html:10:1)"), Some(("<main>".into(), "file:///tmp/a.html".into(), 10, 1)));
        assert_eq!(parse_frame("    at g (unknown at :1:5)"), None);
        assert_eq!(parse_frame("    at push (native)"), None);
    }
}
