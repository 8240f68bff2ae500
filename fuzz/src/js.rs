//! Generated JavaScript values, written as expressions: what a page can hand
//! a Web IDL conversion (primitives, objects with throwing or side-effecting
//! getters, proxies, callables, symbols, deep nesting).

use arbitrary::{Arbitrary, Result, Unstructured};

/// A generated value; [`JsValue::expr`] writes it as a JavaScript expression.
#[derive(Arbitrary, Debug)]
pub enum JsValue {
    Undefined,
    Null,
    Bool(bool),
    Int(i32),
    Number(f64),
    Special(SpecialNumber),
    Str(Text),
    /// A string with a lone surrogate (not valid UTF-8, so written as an escape).
    LoneSurrogate(u16),
    BigInt(i64),
    Symbol(Text),
    Array(Vec<JsValue>),
    Object(Vec<(Key, JsValue)>),
    /// An object whose getter for the key throws.
    ThrowingGetter(Key),
    /// An object whose getter counts its reads and changes its answer.
    FlippingGetter(Key, Box<JsValue>, Box<JsValue>),
    /// A Proxy whose traps all throw.
    ThrowingProxy,
    /// A Proxy that answers every property with the value.
    EchoProxy(Box<JsValue>),
    Function(Box<JsValue>),
    AsyncFunction(Box<JsValue>),
    ThrowingFunction,
    /// A function that unregisters everything and navigates its own tools away.
    ReentrantFunction,
    Promise(Box<JsValue>),
    RejectedPromise(Box<JsValue>),
    AbortSignal(bool),
    Window,
    Document,
    Element,
    Date(f64),
    RegExp(Text),
    /// An object that is its own property.
    Cycle,
    Map,
    ArrayBuffer(u16),
}

#[derive(Arbitrary, Debug)]
pub enum SpecialNumber {
    NaN,
    Infinity,
    NegInfinity,
    NegZero,
    MaxSafe,
    Huge,
}

/// A property key: one of the names the WebMCP dictionaries read, or any text.
#[derive(Debug)]
pub struct Key(pub String);

impl<'a> Arbitrary<'a> for Key {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        const NAMES: &[&str] = &[
            "name", "title", "description", "inputSchema", "execute", "annotations", "readOnlyHint", "untrustedContentHint",
            "consequentialHint", "debugging", "exposedTo", "signal", "fromOrigins", "window", "origin", "type", "properties",
            "required", "items", "enum", "const", "minimum", "maximum", "pattern", "oneOf", "anyOf", "then", "toString",
            "valueOf", "length", "__proto__", "constructor", "toJSON", "0",
        ];
        if u.ratio(3, 4)? {
            Ok(Key((*u.choose(NAMES)?).to_string()))
        } else {
            Ok(Key(Text::arbitrary(u)?.0))
        }
    }
}

/// A short string, from interesting pieces or raw characters.
#[derive(Debug)]
pub struct Text(pub String);

impl<'a> Arbitrary<'a> for Text {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        const PIECES: &[&str] = &["", "a", "tool", "\u{0}", "\u{fffd}", "😀", " ", "\n", "<", "&amp;", "-", "https://x.localhost", "*"];
        if u.ratio(1, 2)? {
            Ok(Text((*u.choose(PIECES)?).to_string()))
        } else {
            let s: String = u.arbitrary()?;
            Ok(Text(s.chars().take(64).collect()))
        }
    }
}

/// A JavaScript string literal of `s` (JSON's escaping is valid JavaScript;
/// lone surrogates are written as `\u` escapes by hand).
pub fn string_literal(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            // Never `</script>` inside a generated inline script.
            '<' => out.push_str("\\u003c"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn number(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "Infinity".into() } else { "-Infinity".into() }
    } else {
        format!("({x:e})")
    }
}

impl JsValue {
    /// The value as a JavaScript expression; nesting deeper than `depth`
    /// becomes `null`.
    pub fn expr(&self) -> String {
        self.expr_at(0)
    }

    fn expr_at(&self, depth: u32) -> String {
        if depth > 8 {
            return "null".into();
        }
        let d = depth + 1;
        match self {
            JsValue::Undefined => "undefined".into(),
            JsValue::Null => "null".into(),
            JsValue::Bool(b) => b.to_string(),
            JsValue::Int(i) => format!("({i})"),
            JsValue::Number(x) => number(*x),
            JsValue::Special(s) => match s {
                SpecialNumber::NaN => "NaN",
                SpecialNumber::Infinity => "Infinity",
                SpecialNumber::NegInfinity => "-Infinity",
                SpecialNumber::NegZero => "-0",
                SpecialNumber::MaxSafe => "Number.MAX_SAFE_INTEGER",
                SpecialNumber::Huge => "1e308",
            }
            .into(),
            JsValue::Str(t) => string_literal(&t.0),
            JsValue::LoneSurrogate(low) => format!("\"a\\u{:04x}b\"", 0xd800 + (low % 0x800)),
            JsValue::BigInt(i) => format!("({i}n)"),
            JsValue::Symbol(t) => format!("Symbol({})", string_literal(&t.0)),
            JsValue::Array(items) => format!("[{}]", items.iter().take(16).map(|v| v.expr_at(d)).collect::<Vec<_>>().join(", ")),
            JsValue::Object(props) => {
                let body: Vec<String> = props.iter().take(16).map(|(k, v)| format!("{}: {}", string_literal(&k.0), v.expr_at(d))).collect();
                format!("({{{}}})", body.join(", "))
            }
            JsValue::ThrowingGetter(k) => format!("({{ get [{}]() {{ throw new Error('getter'); }} }})", string_literal(&k.0)),
            JsValue::FlippingGetter(k, a, b) => {
                format!("(() => {{ let n = 0; return {{ get [{}]() {{ return n++ % 2 ? {} : {}; }} }}; }})()", string_literal(&k.0), a.expr_at(d), b.expr_at(d))
            }
            JsValue::ThrowingProxy => "new Proxy({}, { get() { throw new Error('trap'); }, has() { throw 1; }, ownKeys() { throw 2; }, getOwnPropertyDescriptor() { throw 3; } })".into(),
            JsValue::EchoProxy(v) => format!("new Proxy({{}}, {{ get(t, k) {{ return k === 'then' ? undefined : {}; }} }})", v.expr_at(d)),
            JsValue::Function(v) => format!("(function () {{ return {}; }})", v.expr_at(d)),
            JsValue::AsyncFunction(v) => format!("(async function () {{ await null; return {}; }})", v.expr_at(d)),
            JsValue::ThrowingFunction => "(function () { throw new TypeError('tool'); })".into(),
            JsValue::ReentrantFunction => "(function () { try { document.body.textContent = ''; history.pushState(null, '', '#r'); } catch (e) {} return 're'; })".into(),
            JsValue::Promise(v) => format!("Promise.resolve({})", v.expr_at(d)),
            JsValue::RejectedPromise(v) => format!("(() => {{ const p = Promise.reject({}); p.catch(() => {{}}); return p; }})()", v.expr_at(d)),
            JsValue::AbortSignal(aborted) => {
                if *aborted { "AbortSignal.abort()".into() } else { "(new AbortController()).signal".into() }
            }
            JsValue::Window => "window".into(),
            JsValue::Document => "document".into(),
            JsValue::Element => "document.body".into(),
            JsValue::Date(x) => format!("new Date({})", number(*x)),
            JsValue::RegExp(t) => format!("(() => {{ try {{ return new RegExp({}); }} catch (e) {{ return /x/; }} }})()", string_literal(&t.0)),
            JsValue::Cycle => "(() => { const o = {}; o.self = o; o.properties = o; o.items = o; return o; })()".into(),
            JsValue::Map => "new Map([[1, 2]])".into(),
            JsValue::ArrayBuffer(n) => format!("new ArrayBuffer({n})"),
        }
    }
}
