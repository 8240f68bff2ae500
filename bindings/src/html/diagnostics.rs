//! What the report of an uncaught exception adds for a site author: where a
//! script died when the engine's stack has no position (a ReferenceError
//! at a script's top level), the callee of a call that was not a function
//! (Boa says only "not a callable function"), and whether the name that
//! failed is a web platform API webmcp does not implement (`web_apis.txt`,
//! checked against what the page's global actually has).
//!
//! The callee is read from the script's source at the position of the
//! failed call, which Boa gives as the call's opening parenthesis; the
//! exception itself (its `message`, what script sees) stays Boa's.

use std::rc::Rc;

use boa_engine::{js_string, Context, JsString};

use crate::html::script::ErrorLocation;

/// The well-known names, one a line (see the file's header).
const WEB_APIS: &str = include_str!("web_apis.txt");

/// At most this many bytes of script source are kept for diagnostics.
const SOURCES_LIMIT: usize = 8 << 20;

/// The sources of the scripts this agent ran: (URL, the line of its file
/// the script starts at, its text).
#[derive(Default)]
pub struct ScriptSources {
    scripts: Vec<(String, u32, Rc<str>)>,
    bytes: usize,
}

/// Keeps a script's source for the diagnostics of its exceptions (up to
/// [`SOURCES_LIMIT`] bytes in all; after that, reports go without).
pub fn remember_script(ctx: &Context, url: &str, first_line: u32, source: &str) {
    let h = crate::host::host(ctx);
    let mut sources = h.script_sources.borrow_mut();
    if sources.bytes + source.len() > SOURCES_LIMIT {
        return;
    }
    sources.bytes += source.len();
    sources.scripts.push((url.to_owned(), first_line, Rc::from(source)));
}

/// Line `line` (1-based, of the file) of the latest script of `url` that has it.
fn source_line(ctx: &Context, url: &str, line: u32) -> Option<String> {
    let h = crate::host::host(ctx);
    let sources = h.script_sources.borrow();
    sources.scripts.iter().rev().filter(|(u, first, _)| u == url && *first <= line).find_map(|(_, first, text)| text.lines().nth((line - first) as usize).map(str::to_owned))
}

/// Where `name` first appears as a whole identifier in the latest script of
/// `url` (line of the file, 1-based column).
fn find_identifier(ctx: &Context, url: &str, name: &str) -> Option<(u32, u32)> {
    let h = crate::host::host(ctx);
    let sources = h.script_sources.borrow();
    let (_, first, text) = sources.scripts.iter().rev().find(|(u, _, _)| u == url)?;
    for (i, line) in text.lines().enumerate() {
        let mut from = 0;
        while let Some(at) = line[from..].find(name) {
            let start = from + at;
            let end = start + name.len();
            let before = line[..start].chars().next_back();
            let after = line[end..].chars().next();
            let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
            if !ident(before) && !ident(after) && before != Some('.') {
                return Some((first + i as u32, line[..start].chars().count() as u32 + 1));
            }
            from = end;
        }
    }
    None
}

/// The expression called at `column` (1-based, the call's `(`) of `line`:
/// `navigator.share`, `el.animate`, `new ResizeObserver` without `new`.
pub fn callee_at(line: &str, column: u32) -> Option<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut end = (column as usize).checked_sub(1)?;
    if chars.get(end) != Some(&'(') {
        return None;
    }
    // Skip white space between the callee and its parenthesis.
    while end > 0 && chars[end - 1].is_whitespace() {
        end -= 1;
    }
    let mut start = end;
    let mut depth = 0usize;
    while start > 0 {
        let c = chars[start - 1];
        match c {
            ']' | ')' => depth += 1,
            '[' | '(' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            c if c.is_alphanumeric() || matches!(c, '_' | '$' | '.' | '?') => {}
            _ => break,
        }
        start -= 1;
    }
    let callee: String = chars[start..end].iter().collect();
    let callee = callee.trim_start_matches('.').to_owned();
    (!callee.is_empty() && callee.chars().next().is_some_and(|c| !c.is_ascii_digit())).then_some(callee)
}

/// The entries of the list: globals, and (interface, member) pairs.
fn known() -> (Vec<&'static str>, Vec<(&'static str, &'static str)>) {
    let mut globals = Vec::new();
    let mut members = Vec::new();
    for line in WEB_APIS.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        match line.split_once('.') {
            Some((interface, member)) => members.push((interface, member)),
            None => globals.push(line),
        }
    }
    (globals, members)
}

/// Whether the current realm's global has a property `name`.
fn global_has(ctx: &mut Context, name: &str) -> bool {
    let global = ctx.global_object();
    global.has_property(JsString::from(name), ctx).unwrap_or(true)
}

/// Whether the interface `interface` of the current realm has the member
/// `member` (on its prototype, or as a static); an interface that is
/// missing has none.
fn interface_has(ctx: &mut Context, interface: &str, member: &str) -> bool {
    let global = ctx.global_object();
    let Some(object) = global.get(JsString::from(interface), ctx).ok().and_then(|v| v.as_object()) else { return false };
    if object.has_property(JsString::from(member), ctx).unwrap_or(true) {
        return true;
    }
    match object.get(js_string!("prototype"), ctx).ok().and_then(|v| v.as_object()) {
        Some(proto) => proto.has_property(JsString::from(member), ctx).unwrap_or(true),
        None => false,
    }
}

/// The note for a global `name` the page used: it is a known API and the
/// global does not have it.
fn missing_global(ctx: &mut Context, name: &str) -> Option<String> {
    let (globals, _) = known();
    (globals.contains(&name) && !global_has(ctx, name)).then(|| format!("    note: `{name}` is not implemented by webmcp"))
}

/// The note for a call of `callee` that was not a function: a bare name is
/// a global; for `a.b.member`, the known interfaces with that member, none
/// of which this engine's global has with it.
fn missing_member(ctx: &mut Context, callee: &str) -> Option<String> {
    let callee = callee.trim_start_matches("new ").trim();
    let path: Vec<&str> = callee.split('.').map(|p| p.trim_end_matches('?')).collect();
    let (member, owners) = match path.as_slice() {
        [name] => return missing_global(ctx, name),
        // `window.X(...)`, `globalThis.X(...)`, `self.X(...)`: a global too.
        ["window" | "globalThis" | "self", name] => return missing_global(ctx, name),
        [.., member] => (*member, known().1.into_iter().filter(|(_, m)| m == member).map(|(i, _)| i).collect::<Vec<_>>()),
        [] => return None,
    };
    if owners.is_empty() || owners.iter().any(|i| interface_has(ctx, i, member)) {
        return None;
    }
    let names: Vec<String> = owners.iter().map(|i| format!("{i}.{member}")).collect();
    Some(format!("    note: `{callee}` is not implemented by webmcp ({})", names.join(", ")))
}

/// The report of an uncaught exception for a site author: its headline
/// (with the callee named when Boa did not), then its location, then notes.
/// `headline` is "Name: message"; `location` is where the engine says it
/// was thrown; `script_url` the script that was running, if known.
pub fn describe_for_author(ctx: &mut Context, headline: &str, location: Option<&ErrorLocation>, script_url: Option<&str>) -> String {
    let mut headline = headline.to_owned();
    let mut frames: Vec<String> = location.map(|l| l.stack.clone()).unwrap_or_default();
    let mut notes = Vec::new();
    if let Some(name) = headline.strip_prefix("ReferenceError: ").and_then(|m| m.strip_suffix(" is not defined")).map(str::to_owned) {
        // A top-level ReferenceError has no position in Boa's stack: the
        // first use of the name in the script that ran says where.
        if frames.is_empty() {
            if let Some(url) = script_url {
                if let Some((line, column)) = find_identifier(ctx, url, &name) {
                    frames.push(format!("    at {url}:{line}:{column}"));
                }
            }
        }
        notes.extend(missing_global(ctx, &name));
    } else if headline == "TypeError: not a callable function" || headline == "TypeError: not a constructor" {
        let callee = location.and_then(|l| source_line(ctx, &l.filename, l.line).and_then(|text| callee_at(&text, l.column)));
        if let Some(callee) = callee {
            let what = if headline.ends_with("constructor") { "a constructor" } else { "a function" };
            headline = format!("TypeError: {} is not {what}", callee.trim_start_matches("new "));
            notes.extend(missing_member(ctx, &callee));
        }
    }
    let mut text = headline;
    for line in frames.iter().chain(notes.iter()) {
        text.push('\n');
        text.push_str(line);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_callee_is_what_stands_before_the_parenthesis() {
        let line = "  navigator.share({title: 't'});";
        assert_eq!(callee_at(line, 18).as_deref(), Some("navigator.share"));
        assert_eq!(callee_at("el.querySelector('a').animate ({})", 31).as_deref(), Some("el.querySelector('a').animate"));
        assert_eq!(callee_at("x = items[0]?.render()", 21).as_deref(), Some("items[0]?.render"));
        assert_eq!(callee_at("foo()", 4).as_deref(), Some("foo"));
        // Not at a parenthesis, or nothing before it: no callee.
        assert_eq!(callee_at("foo()", 2), None);
        assert_eq!(callee_at("(1)", 1), None);
        assert_eq!(callee_at("", 1), None);
    }

    #[test]
    fn the_list_has_globals_and_members() {
        let (globals, members) = known();
        assert!(globals.contains(&"ResizeObserver") && globals.contains(&"WebSocket"));
        assert!(members.contains(&("Navigator", "share")));
        assert!(globals.iter().all(|g| !g.contains(' ')));
    }
}
