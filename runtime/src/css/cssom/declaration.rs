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
            (None, c) => out.push(c),
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
