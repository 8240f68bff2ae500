//! `RegExp.prototype.exec` for sticky regular expressions in linear time.
//!
//! Boa 0.22 has no anchored search: its RegExpBuiltinExec
//! (https://tc39.es/ecma262/#sec-regexpbuiltinexec) runs a sticky (`y`)
//! expression as an unanchored search from `lastIndex` and rejects a match
//! found further on. A sticky expression that does not match at
//! `lastIndex` therefore scans the rest of the string, and a tokenizer
//! (WebIDL2, every lexer built on `y`, `String.prototype.split` with a
//! regular expression, which splits with a sticky copy) takes time
//! quadratic in its input: WebIDL2 parsing HTML's IDL (89 kB) did not
//! finish in a minute.
//!
//! Here a sticky expression `/P/flags` is run as the unanchored, non-sticky
//! "shadow" expression `/(?:P)|()/flags-without-y` from `lastIndex`: at
//! `lastIndex` the first alternative is tried first and the empty one always
//! matches, so the search never moves on; the extra last group says which
//! alternative matched (it participates only when `P` did not match, the
//! sticky failure). Groups keep their numbers and names (the extra group is
//! the last one), and lookbehind sees the same string. The result is the
//! builtin's with the extra group removed; `lastIndex` is read and written as
//! RegExpBuiltinExec reads and writes it. Anything that is not a sticky
//! RegExp object goes to Boa's own `exec`.
//!
//! The replacement is installed once per realm, before any script runs:
//! `RegExp.prototype.exec` is then a different function object with the
//! builtin's name, length and property attributes.

use boa_engine::builtins::regexp::RegExp;
use boa_engine::object::builtins::JsRegExp;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsObject, JsResult, JsString, JsValue, NativeFunction};
use boa_gc::{Finalize, Gc, GcRefCell, Trace};

/// How many shadow expressions a realm keeps (most recently used first).
const CACHE_SIZE: usize = 32;

/// What the replacement `exec` holds: Boa's `exec`, the `unicodeSets`
/// getter (which reads the internal slot, unlike `flags`), and the shadow
/// expressions made so far, by the sticky expression's source and flags.
#[derive(Trace, Finalize, Clone)]
struct StickyExec {
    builtin_exec: JsObject,
    unicode_sets: JsObject,
    /// Whether Boa's `source` getter escapes a `/` that the pattern already
    /// escaped (`/\//.source` is `\\/`, which as a pattern is a backslash
    /// and a slash): Boa 0.22's EscapeRegExpPattern puts a backslash before
    /// every `/`.
    #[unsafe_ignore_trace]
    source_escapes_every_slash: bool,
    shadows: Gc<GcRefCell<Vec<Shadow>>>,
}

#[derive(Trace, Finalize, Clone)]
struct Shadow {
    #[unsafe_ignore_trace]
    key: (String, String),
    regexp: JsObject,
}

/// Replaces `RegExp.prototype.exec` of the current realm (see the module
/// documentation). Call it before the realm runs any script.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let proto = ctx.intrinsics().constructors().regexp().prototype();
    let builtin_exec = proto.get(js_string!("exec"), ctx)?;
    let Some(builtin_exec) = builtin_exec.as_callable() else { return Ok(()) };
    // Object.getOwnPropertyDescriptor(RegExp.prototype, "unicodeSets").get
    let object = ctx.intrinsics().constructors().object().constructor();
    let gopd = object.get(js_string!("getOwnPropertyDescriptor"), ctx)?;
    let Some(gopd) = gopd.as_callable() else { return Ok(()) };
    let desc = gopd.call(&object.clone().into(), &[proto.clone().into(), js_string!("unicodeSets").into()], ctx)?;
    let Some(unicode_sets) = desc.as_object().map(|d| d.get(js_string!("get"), ctx)).transpose()?.and_then(|g| g.as_callable()) else {
        return Ok(());
    };
    let probe = JsRegExp::new(js_string!("\\/"), js_string!(""), ctx)?;
    let source_escapes_every_slash = probe.source(ctx)? == "\\\\/";
    let captures = StickyExec { builtin_exec, unicode_sets, source_escapes_every_slash, shadows: Gc::new(GcRefCell::new(Vec::new())) };
    let realm = ctx.realm().clone();
    let exec = FunctionObjectBuilder::new(&realm, NativeFunction::from_copy_closure_with_captures(regexp_prototype_exec, captures))
        .name(js_string!("exec"))
        .length(1)
        .build();
    proto.define_property_or_throw(
        js_string!("exec"),
        PropertyDescriptor::builder().value(exec).writable(true).enumerable(false).configurable(true),
        ctx,
    )?;
    Ok(())
}

/// https://tc39.es/ecma262/#sec-regexp.prototype.exec
fn regexp_prototype_exec(this: &JsValue, args: &[JsValue], captures: &StickyExec, ctx: &mut Context) -> JsResult<JsValue> {
    // 1-2. Let R be the this value; perform ? RequireInternalSlot(R,
    //      [[RegExpMatcher]]). (Boa's exec throws for anything else.)
    let Some(r) = this.as_object().filter(|o| o.is::<RegExp>()) else {
        return captures.builtin_exec.call(this, args, ctx);
    };
    let Some((shadow, has_indices)) = shadow_for(&r, captures, ctx)? else {
        return captures.builtin_exec.call(this, args, ctx);
    };
    // 3. Let S be ? ToString(string).
    let s = args.first().cloned().unwrap_or_default().to_string(ctx)?;
    // 4. Return ? RegExpBuiltinExec(R, S).
    // RegExpBuiltinExec 2. Let lastIndex be ℝ(? ToLength(? Get(R, "lastIndex"))).
    let last_index = r.get(js_string!("lastIndex"), ctx)?.to_length(ctx)?;
    shadow.set(js_string!("lastIndex"), last_index, true, ctx)?;
    let result = captures.builtin_exec.call(&shadow.clone().into(), &[s.into()], ctx)?;
    // The shadow's match, unless it is the empty alternative's (13.a: lastIndex
    // past the end, or 13.d: no match at lastIndex).
    let matched = match result.as_object() {
        Some(a) => {
            let length = a.get(js_string!("length"), ctx)?.to_length(ctx)?;
            let sentinel = a.get(length.saturating_sub(1), ctx)?;
            sentinel.is_undefined().then_some((a.clone(), length))
        }
        None => None,
    };
    let Some((a, length)) = matched else {
        // 13.a.i / 13.d.i.1. Perform ? Set(R, "lastIndex", +0𝔽, true). Return null.
        r.set(js_string!("lastIndex"), 0, true, ctx)?;
        return Ok(JsValue::null());
    };
    // The array without the shadow's extra group (and its indices entry).
    a.set(js_string!("length"), length - 1, true, ctx)?;
    if has_indices {
        if let Some(indices) = a.get(js_string!("indices"), ctx)?.as_object() {
            indices.set(js_string!("length"), length - 1, true, ctx)?;
        }
    }
    // 16.a. Perform ? Set(R, "lastIndex", 𝔽(e), true).
    let e = shadow.get(js_string!("lastIndex"), ctx)?;
    r.set(js_string!("lastIndex"), e, true, ctx)?;
    Ok(a.into())
}

/// The shadow expression of `r` and whether it has indices, or `None` when
/// `r` is not sticky (or its source is not one this can rewrite: a lone
/// surrogate).
fn shadow_for(r: &JsObject, captures: &StickyExec, ctx: &mut Context) -> JsResult<Option<(JsObject, bool)>> {
    let re = JsRegExp::from_object(r.clone())?;
    if !re.sticky(ctx)? {
        return Ok(None);
    }
    // The flags from the internal slot (the getters of the prototype read it
    // and do not look at R's own properties, as the `flags` getter would).
    let unicode_sets = captures.unicode_sets.call(&r.clone().into(), &[], ctx)?.to_boolean();
    let mut flags = String::from("g");
    for (on, flag) in [
        (re.has_indices(ctx)?, 'd'),
        (re.ignore_case(ctx)?, 'i'),
        (re.multiline(ctx)?, 'm'),
        (re.dot_all(ctx)?, 's'),
        (re.unicode(ctx)?, 'u'),
        (unicode_sets, 'v'),
    ] {
        if on {
            flags.push(flag);
        }
    }
    let has_indices = flags.contains('d');
    let Ok(mut source) = re.source(ctx) else { return Ok(None) };
    if captures.source_escapes_every_slash {
        source = unescape_slashes(&source);
    }
    let key = (source, flags);
    let mut shadows = captures.shadows.borrow_mut();
    if let Some(at) = shadows.iter().position(|s| s.key == key) {
        let hit = shadows.remove(at);
        let regexp = hit.regexp.clone();
        shadows.insert(0, hit);
        return Ok(Some((regexp, has_indices)));
    }
    drop(shadows);
    let pattern = JsString::from(format!("(?:{})|()", key.0));
    let Ok(shadow) = JsRegExp::new(pattern, JsString::from(key.1.as_str()), ctx) else { return Ok(None) };
    let regexp: JsObject = shadow.into();
    let mut shadows = captures.shadows.borrow_mut();
    shadows.insert(0, Shadow { key, regexp: regexp.clone() });
    shadows.truncate(CACHE_SIZE);
    Ok(Some((regexp, has_indices)))
}

/// Undoes Boa's escaping of `/` in `source`: the backslash before each `/`
/// is the one it added. (Line terminators stay escaped: `\n` matches what
/// the newline did.)
fn unescape_slashes(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    for c in source.chars() {
        if c == '/' && out.ends_with('\\') {
            out.pop();
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::unescape_slashes;

    #[test]
    fn the_added_backslash_before_each_slash_goes() {
        // /a\/b/ (an escaped slash) reads back as a\\/b; RegExp("\\\\/")
        // (a backslash, then a slash) as \\\/.
        assert_eq!(unescape_slashes(r"a\\/b"), r"a\/b");
        assert_eq!(unescape_slashes(r"\\\/"), r"\\/");
        assert_eq!(unescape_slashes(r"\/\/.*"), "//.*");
        assert_eq!(unescape_slashes(r"[a-z]+\n"), r"[a-z]+\n");
    }
}
