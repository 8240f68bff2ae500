//! CSS declarations (https://drafts.csswg.org/cssom/#css-declarations):
//! a property, a declared value and an important flag; parsing a value for
//! a property name.

use cssparser::{match_ignore_ascii_case, Parser, Token};

use crate::css::properties::{is_custom_property_name, LonghandId, PropertyId, ShorthandId};
use crate::css::values::{tokens, Value};

/// https://drafts.csswg.org/css-cascade-5/#defaulting-keywords
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CssWideKeyword {
    Initial,
    Inherit,
    Unset,
    Revert,
    RevertLayer,
}

impl CssWideKeyword {
    pub fn parse(ident: &str) -> Option<CssWideKeyword> {
        Some(match_ignore_ascii_case! { ident,
            "initial" => CssWideKeyword::Initial,
            "inherit" => CssWideKeyword::Inherit,
            "unset" => CssWideKeyword::Unset,
            "revert" => CssWideKeyword::Revert,
            "revert-layer" => CssWideKeyword::RevertLayer,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            CssWideKeyword::Initial => "initial",
            CssWideKeyword::Inherit => "inherit",
            CssWideKeyword::Unset => "unset",
            CssWideKeyword::Revert => "revert",
            CssWideKeyword::RevertLayer => "revert-layer",
        }
    }

    /// The keyword, if `text` is exactly one CSS-wide keyword.
    pub fn parse_whole(text: &str) -> Option<CssWideKeyword> {
        let mut parser = Parser::new(text);
        let keyword = match parser.next() {
            Ok(Token::Ident(ident)) => CssWideKeyword::parse(ident)?,
            _ => return None,
        };
        parser.expect_exhausted().ok()?;
        Some(keyword)
    }
}

/// What a declaration sets: a longhand of the table or a custom property
/// (whose name is case-sensitive).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PropertyKey {
    Longhand(LonghandId),
    Custom(String),
}

impl PropertyKey {
    pub fn name(&self) -> &str {
        match self {
            PropertyKey::Longhand(id) => id.name(),
            PropertyKey::Custom(name) => name,
        }
    }
}

/// A property name as CSSOM methods take it: a property of the table or a
/// custom property.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PropertyName {
    Known(PropertyId),
    Custom(String),
}

impl PropertyName {
    /// `property` as `setProperty`/`getPropertyValue` read it: custom
    /// property names as given, others ASCII case-insensitively; `None` for
    /// a property the engine does not support.
    pub fn parse(property: &str) -> Option<PropertyName> {
        if is_custom_property_name(property) {
            return Some(PropertyName::Custom(property.to_owned()));
        }
        PropertyId::parse(property).map(PropertyName::Known)
    }

    /// The longhands (or the custom property) this name covers.
    pub fn keys(&self) -> Vec<PropertyKey> {
        match self {
            PropertyName::Known(id) => id.longhands().into_iter().map(PropertyKey::Longhand).collect(),
            PropertyName::Custom(name) => vec![PropertyKey::Custom(name.clone())],
        }
    }
}

/// A declared value.
#[derive(Clone, Debug, PartialEq)]
pub enum DeclaredValue {
    /// A value that parsed against the longhand's grammar.
    Value(Value),
    CssWide(CssWideKeyword),
    /// A value with `var()` or `env()`, checked against the grammar only at
    /// computed-value time (https://drafts.csswg.org/css-variables-2/#substitute-a-var).
    /// When it came from a shorthand, `css` is the shorthand's whole value
    /// and `shorthand` names it (a "pending-substitution value").
    WithVariables { css: String, shorthand: Option<ShorthandId> },
    /// A custom property's value: its component values as written, without
    /// leading and trailing whitespace.
    Custom(String),
}

impl DeclaredValue {
    /// https://drafts.csswg.org/cssom/#serialize-a-css-value of a longhand's
    /// declared value; empty for a pending-substitution value of a
    /// shorthand.
    pub fn to_css_string(&self) -> String {
        match self {
            DeclaredValue::Value(v) => v.to_css_string(),
            DeclaredValue::CssWide(k) => k.name().to_owned(),
            DeclaredValue::WithVariables { shorthand: Some(_), .. } => String::new(),
            DeclaredValue::WithVariables { css, shorthand: None } => css.clone(),
            DeclaredValue::Custom(css) => css.clone(),
        }
    }
}

/// https://drafts.csswg.org/cssom/#css-declaration
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    pub property: PropertyKey,
    pub value: DeclaredValue,
    pub important: bool,
}

/// Parses `text` (a value without `!important`) for `property`: the
/// declarations it stands for, one per longhand, or `None` when the value is
/// invalid for the property.
pub fn parse_property_value(property: &PropertyName, text: &str) -> Option<Vec<(PropertyKey, DeclaredValue)>> {
    // A value must be a <declaration-value>: no bad tokens, no unmatched
    // closing brackets, no top-level `;` or `!`.
    let mut check = Parser::new(text);
    tokens::declaration_value(&mut check, false).ok()?;
    let closed = close_at_end_of_input(trim_css_whitespace(text));
    let trimmed = closed.as_str();
    let wide = CssWideKeyword::parse_whole(trimmed);
    match property {
        PropertyName::Custom(name) => {
            let value = match wide {
                Some(k) => DeclaredValue::CssWide(k),
                None => DeclaredValue::Custom(trimmed.to_owned()),
            };
            Some(vec![(PropertyKey::Custom(name.clone()), value)])
        }
        PropertyName::Known(id) => {
            if trimmed.is_empty() {
                return None;
            }
            let longhands = id.longhands();
            if let Some(k) = wide {
                return Some(longhands.into_iter().map(|l| (PropertyKey::Longhand(l), DeclaredValue::CssWide(k))).collect());
            }
            if tokens::contains_substitution(trimmed) {
                let shorthand = match id {
                    PropertyId::Shorthand(s) => Some(*s),
                    PropertyId::Longhand(_) => None,
                };
                let value = DeclaredValue::WithVariables { css: trimmed.to_owned(), shorthand };
                return Some(longhands.into_iter().map(|l| (PropertyKey::Longhand(l), value.clone())).collect());
            }
            parse_known(*id, trimmed)
        }
    }
}

/// `text` with what the end of the input closed written out: the closing
/// brackets of the blocks and functions still open at its end, the quote of
/// an unclosed string, the end of an unclosed comment. CSS Syntax closes
/// them there ("EOF: this is a parse error; return the block",
/// https://drafts.csswg.org/css-syntax-3/#consume-simple-block, and the
/// same for functions and strings), so a value kept as its source text
/// (a custom property's, or one with `var()`) is serialized closed, as
/// browsers do (`style.cssText = "color: var(--a"` reads back
/// `color: var(--a);`), and what it serializes to parses to itself.
pub(crate) fn close_at_end_of_input(text: &str) -> String {
    let mut closers: Vec<char> = Vec::new();
    let mut string: Option<char> = None;
    let mut comment = false;
    // The ident being read (escapes decoded, ASCII lowercase), to tell a
    // `url(` that starts an unquoted <url-token> (whose `(`, `{`, `[` close
    // nothing) from a function, and whether a `#` or `@` began it (a hash
    // or at-keyword, not an ident).
    let mut ident = String::new();
    let mut ident_after_sigil = false;
    let mut chars = text.chars().peekable();
    let mut out = String::with_capacity(text.len() + 2);
    while let Some(c) = chars.next() {
        if comment {
            out.push(c);
            if c == '*' && chars.peek() == Some(&'/') {
                out.push('/');
                chars.next();
                comment = false;
            }
            continue;
        }
        if string.is_none() {
            if c == '(' && ident == "url" && !ident_after_sigil && starts_unquoted_url(&chars) {
                // https://drafts.csswg.org/css-syntax-3/#consume-url-token:
                // up to `)`, or the end of the input, which closes it.
                out.push(c);
                consume_url_token(&mut chars, &mut out);
                ident.clear();
                continue;
            }
            if c != '\\' && !is_name_code_point(c) {
                ident.clear();
                ident_after_sigil = c == '#' || c == '@';
            }
        }
        match (string, c) {
            // An escape: the next code point is part of the token. At the
            // end of the input inside a string, the tokenizer drops the
            // backslash ("EOF: do nothing"); outside one, `\` before EOF is
            // a valid escape whose code point is U+FFFD
            // (https://drafts.csswg.org/css-syntax-3/#consume-escaped-code-point),
            // as Chromium 156 serializes it (`--v: a\` reads back `a\u{FFFD}`).
            (_, '\\') => match chars.next() {
                Some(next) => {
                    out.push(c);
                    out.push(next);
                    if string.is_none() {
                        let decoded = escaped_code_point(next, &mut chars, &mut out);
                        ident.push(decoded.to_ascii_lowercase());
                    }
                }
                None if string.is_some() => {}
                None => out.push('\u{FFFD}'),
            },
            (Some(quote), c) => {
                out.push(c);
                if c == quote {
                    string = None;
                }
            }
            (None, '"' | '\'') => {
                out.push(c);
                string = Some(c);
            }
            (None, '/') if chars.peek() == Some(&'*') => {
                out.push('/');
                out.push('*');
                chars.next();
                comment = true;
            }
            (None, '(') | (None, '[') | (None, '{') => {
                out.push(c);
                closers.push(match c {
                    '(' => ')',
                    '[' => ']',
                    _ => '}',
                });
            }
            (None, ')' | ']' | '}') => {
                out.push(c);
                if closers.last() == Some(&c) {
                    closers.pop();
                }
            }
            (None, c) => {
                out.push(c);
                if is_name_code_point(c) {
                    ident.push(c.to_ascii_lowercase());
                }
            }
        }
    }
    if comment {
        out.push_str("*/");
    }
    if let Some(quote) = string {
        out.push(quote);
    }
    out.extend(closers.iter().rev());
    out
}

/// https://drafts.csswg.org/css-syntax-3/#name-code-point
fn is_name_code_point(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-' || !c.is_ascii()
}

/// After `url(`: whether an unquoted <url-token> follows (the next
/// non-whitespace code point is not a quote), as
/// https://drafts.csswg.org/css-syntax-3/#consume-ident-like-token decides.
fn starts_unquoted_url(chars: &std::iter::Peekable<std::str::Chars<'_>>) -> bool {
    let rest = chars.clone().find(|c| !matches!(c, ' ' | '\t' | '\n' | '\r' | '\u{c}'));
    !matches!(rest, Some('"' | '\''))
}

/// Copies an unquoted <url-token>'s value and its `)` from `chars` to
/// `out`, writing the `)` that the end of the input supplies. (A bad URL
/// was rejected before: the value is a <declaration-value>.)
fn consume_url_token(chars: &mut std::iter::Peekable<std::str::Chars<'_>>, out: &mut String) {
    while let Some(c) = chars.next() {
        out.push(c);
        match c {
            ')' => return,
            '\\' => match chars.next() {
                Some(next) => out.push(next),
                None => {
                    out.pop();
                    out.push('\u{FFFD}');
                }
            },
            _ => {}
        }
    }
    out.push(')');
}

/// https://drafts.csswg.org/css-syntax-3/#consume-escaped-code-point after
/// `\` and its first code point `first` (already copied): copies the rest
/// of a hex escape (up to five more hex digits and one whitespace) to
/// `out` and returns the code point the escape stands for.
fn escaped_code_point(first: char, chars: &mut std::iter::Peekable<std::str::Chars<'_>>, out: &mut String) -> char {
    if !first.is_ascii_hexdigit() {
        return first;
    }
    let mut hex = String::from(first);
    while hex.len() < 6 {
        match chars.peek() {
            Some(&h) if h.is_ascii_hexdigit() => {
                hex.push(h);
                out.push(h);
                chars.next();
            }
            _ => break,
        }
    }
    if let Some(&w) = chars.peek() {
        if matches!(w, ' ' | '\t' | '\n' | '\r' | '\u{c}') {
            out.push(w);
            chars.next();
        }
    }
    u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32).filter(|c| *c != '\0').unwrap_or('\u{FFFD}')
}

fn parse_known(id: PropertyId, text: &str) -> Option<Vec<(PropertyKey, DeclaredValue)>> {
    let mut parser = Parser::new(text);
    match id {
        PropertyId::Longhand(l) => {
            let value = l.parse_value(&mut parser).ok()?;
            Some(vec![(PropertyKey::Longhand(l), DeclaredValue::Value(value))])
        }
        PropertyId::Shorthand(s) => {
            let components = s.expand(&mut parser).ok()?;
            Some(
                s.longhands()
                    .iter()
                    .zip(components)
                    .map(|(l, c)| {
                        let value = match c {
                            Some(v) => DeclaredValue::Value(v),
                            None => DeclaredValue::CssWide(CssWideKeyword::Initial),
                        };
                        (PropertyKey::Longhand(*l), value)
                    })
                    .collect(),
            )
        }
    }
}

/// Strips CSS whitespace (space, tab, newline, CR, form feed) at both ends.
pub fn trim_css_whitespace(text: &str) -> &str {
    text.trim_matches(|c| matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0C'))
}
