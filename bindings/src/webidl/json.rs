//! JSON serialization as `JSON.stringify` does it (the realm's intrinsic,
//! kept when the realm was made, so a page replacing `JSON.stringify`
//! changes nothing), and parsing JSON text into values of the current realm.
//!
//! Parsing is written here rather than delegated to `%JSON.parse%` as Infra
//! says: Boa 0.22's `JSON.parse` first validates its input with serde_json,
//! which refuses the lone surrogate escapes (`"\uD800"`) that ECMA-404 and
//! every browser accept, and such escapes are common in test data
//! (`url/resources/urltestdata.json`). This parser follows ECMA-404 and
//! makes the values `JSON.parse` would (strings as UTF-16 code units, later
//! duplicate keys replacing earlier ones in place, `__proto__` an own
//! property), with the same SyntaxError on malformed input.

use boa_engine::object::builtins::JsArray;
use boa_engine::property::PropertyKey;
use boa_engine::{js_string, Context, JsNativeError, JsObject, JsResult, JsString, JsValue};

use crate::webidl::reflect::Protos;

/// The current realm's `%JSON.<name>%`: as the realm was made when the
/// bindings kept it, else the `JSON` object's property now.
fn intrinsic(ctx: &mut Context, name: &'static str) -> JsResult<JsObject> {
    let kept = ctx.realm().host_defined().get::<Protos>().and_then(|p| p.json_method(name));
    if let Some(f) = kept {
        return Ok(f);
    }
    let json = ctx.intrinsics().objects().json();
    json.get(js_string!(name), ctx)?
        .as_callable()
        .ok_or_else(|| crate::webidl::convert::type_error(format!("JSON.{name} is not callable")))
}

/// Serializes `value` with the realm's original `JSON.stringify`; `None` when
/// the result is undefined (functions, undefined, `toJSON` returning undefined).
pub fn stringify(ctx: &mut Context, value: &JsValue) -> JsResult<Option<String>> {
    let f = intrinsic(ctx, "stringify")?;
    let r = f.call(&JsValue::undefined(), &[value.clone()], ctx)?;
    Ok(r.as_string().map(|s| s.to_std_string_lossy()))
}

/// https://infra.spec.whatwg.org/#parse-a-json-string-to-a-javascript-value
pub fn parse(ctx: &mut Context, text: &str) -> JsResult<JsValue> {
    let units: Vec<u16> = text.encode_utf16().collect();
    let mut p = Parser { s: &units, pos: 0, depth: 0 };
    p.skip_whitespace();
    let v = p.value(ctx)?;
    p.skip_whitespace();
    if p.pos != units.len() {
        return Err(p.error("unexpected text after the JSON value"));
    }
    Ok(v)
}

/// https://infra.spec.whatwg.org/#parse-json-bytes-to-a-javascript-value:
/// the bytes UTF-8 decoded (a BOM removed, errors replaced), then parsed.
pub fn parse_bytes(ctx: &mut Context, bytes: &[u8]) -> JsResult<JsValue> {
    // 1. Let string be the result of running UTF-8 decode on bytes.
    let string = encoding_rs::UTF_8.decode_with_bom_removal(bytes).0;
    // 2. Return the result of parsing a JSON string to a JavaScript value given string.
    parse(ctx, &string)
}

/// How deep arrays and objects may nest: deeper input is a SyntaxError
/// rather than a stack overflow.
const MAX_DEPTH: usize = 4096;

/// An ECMA-404 parser over UTF-16 code units.
struct Parser<'a> {
    s: &'a [u16],
    pos: usize,
    depth: usize,
}

impl Parser<'_> {
    fn error(&self, what: &str) -> boa_engine::JsError {
        JsNativeError::syntax().with_message(format!("JSON.parse: {what} at position {}", self.pos)).into()
    }

    fn peek(&self) -> Option<u16> {
        self.s.get(self.pos).copied()
    }

    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(0x20 | 0x09 | 0x0A | 0x0D)) {
            self.pos += 1;
        }
    }

    fn expect_word(&mut self, word: &str) -> JsResult<()> {
        for b in word.bytes() {
            if self.peek() != Some(u16::from(b)) {
                return Err(self.error("unexpected token"));
            }
            self.pos += 1;
        }
        Ok(())
    }

    fn value(&mut self, ctx: &mut Context) -> JsResult<JsValue> {
        match self.peek() {
            Some(0x7B) => self.object(ctx),
            Some(0x5B) => self.array(ctx),
            Some(0x22) => Ok(JsString::from(self.string()?.as_slice()).into()),
            Some(0x74) => self.expect_word("true").map(|_| JsValue::from(true)),
            Some(0x66) => self.expect_word("false").map(|_| JsValue::from(false)),
            Some(0x6E) => self.expect_word("null").map(|_| JsValue::null()),
            Some(0x2D | 0x30..=0x39) => self.number(),
            Some(_) => Err(self.error("unexpected token")),
            None => Err(self.error("unexpected end of input")),
        }
    }

    fn enter(&mut self) -> JsResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error("too deeply nested"));
        }
        self.pos += 1;
        self.skip_whitespace();
        Ok(())
    }

    fn object(&mut self, ctx: &mut Context) -> JsResult<JsValue> {
        self.enter()?;
        let obj = JsObject::with_object_proto(ctx.intrinsics());
        if self.peek() == Some(0x7D) {
            self.pos += 1;
            self.depth -= 1;
            return Ok(obj.into());
        }
        loop {
            if self.peek() != Some(0x22) {
                return Err(self.error("expected a property name"));
            }
            let key = JsString::from(self.string()?.as_slice());
            self.skip_whitespace();
            if self.peek() != Some(0x3A) {
                return Err(self.error("expected ':'"));
            }
            self.pos += 1;
            self.skip_whitespace();
            let v = self.value(ctx)?;
            // CreateDataProperty: a later duplicate replaces the value, keeping its place.
            obj.create_data_property_or_throw(PropertyKey::from(key), v, ctx)?;
            self.skip_whitespace();
            match self.peek() {
                Some(0x2C) => {
                    self.pos += 1;
                    self.skip_whitespace();
                }
                Some(0x7D) => {
                    self.pos += 1;
                    self.depth -= 1;
                    return Ok(obj.into());
                }
                _ => return Err(self.error("expected ',' or '}'")),
            }
        }
    }

    fn array(&mut self, ctx: &mut Context) -> JsResult<JsValue> {
        self.enter()?;
        let array = JsArray::new(ctx)?;
        if self.peek() == Some(0x5D) {
            self.pos += 1;
            self.depth -= 1;
            return Ok(array.into());
        }
        loop {
            let v = self.value(ctx)?;
            array.push(v, ctx)?;
            self.skip_whitespace();
            match self.peek() {
                Some(0x2C) => {
                    self.pos += 1;
                    self.skip_whitespace();
                }
                Some(0x5D) => {
                    self.pos += 1;
                    self.depth -= 1;
                    return Ok(array.into());
                }
                _ => return Err(self.error("expected ',' or ']'")),
            }
        }
    }

    /// A string token (at `"`), as UTF-16 code units: escapes decoded, lone
    /// surrogates kept; control characters must be escaped.
    fn string(&mut self) -> JsResult<Vec<u16>> {
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let Some(c) = self.peek() else { return Err(self.error("unterminated string")) };
            self.pos += 1;
            match c {
                0x22 => return Ok(out),
                0x5C => {
                    let Some(e) = self.peek() else { return Err(self.error("unterminated string")) };
                    self.pos += 1;
                    let unit = match e {
                        0x22 => 0x22,
                        0x5C => 0x5C,
                        0x2F => 0x2F,
                        0x62 => 0x08,
                        0x66 => 0x0C,
                        0x6E => 0x0A,
                        0x72 => 0x0D,
                        0x74 => 0x09,
                        0x75 => {
                            let hex = self.s.get(self.pos..self.pos + 4).ok_or_else(|| self.error("bad \\u escape"))?;
                            let text = String::from_utf16(hex).map_err(|_| self.error("bad \\u escape"))?;
                            let v = u16::from_str_radix(&text, 16).ok().filter(|_| text.bytes().all(|b| b.is_ascii_hexdigit()));
                            self.pos += 4;
                            v.ok_or_else(|| self.error("bad \\u escape"))?
                        }
                        _ => return Err(self.error("bad escape")),
                    };
                    out.push(unit);
                }
                0x00..=0x1F => return Err(self.error("control character in string")),
                _ => out.push(c),
            }
        }
    }

    /// A number token: `-`? int frac? exp?, converted as ECMAScript's
    /// StringToNumber would (Rust's correctly rounded parse).
    fn number(&mut self) -> JsResult<JsValue> {
        let start = self.pos;
        let digit = |c: Option<u16>| matches!(c, Some(0x30..=0x39));
        if self.peek() == Some(0x2D) {
            self.pos += 1;
        }
        match self.peek() {
            Some(0x30) => self.pos += 1,
            Some(0x31..=0x39) => {
                while digit(self.peek()) {
                    self.pos += 1;
                }
            }
            _ => return Err(self.error("bad number")),
        }
        if self.peek() == Some(0x2E) {
            self.pos += 1;
            if !digit(self.peek()) {
                return Err(self.error("bad number"));
            }
            while digit(self.peek()) {
                self.pos += 1;
            }
        }
        if matches!(self.peek(), Some(0x65 | 0x45)) {
            self.pos += 1;
            if matches!(self.peek(), Some(0x2B | 0x2D)) {
                self.pos += 1;
            }
            if !digit(self.peek()) {
                return Err(self.error("bad number"));
            }
            while digit(self.peek()) {
                self.pos += 1;
            }
        }
        let text: String = self.s[start..self.pos].iter().map(|&u| u as u8 as char).collect();
        let n: f64 = text.parse().map_err(|_| self.error("bad number"))?;
        Ok(JsValue::from(n))
    }
}
