//! Component values (https://drafts.csswg.org/css-syntax-3/#component-value)
//! read as a whole: their normalized serialization, whether they reference
//! `var()`, and whether they form a valid `<declaration-value>`.

use std::fmt::Write;

use cssparser::{ParseError, Parser, ToCss, Token};

use super::number::{clamp_to_supported, serialize_number};

/// Nesting deeper than this is refused (and cssparser itself stops at its
/// own limit), so that page input cannot drive recursion without bound.
const MAX_DEPTH: usize = 64;

/// https://drafts.csswg.org/css-syntax-3/#typedef-declaration-value : the
/// rest of `input` is a sequence of component values without bad tokens,
/// unmatched closing brackets, or top-level `!`/`;` (when `allow_bang` is
/// false). Returns its normalized serialization ([`serialize_rest`]).
pub fn declaration_value(input: &mut Parser<'_>, allow_bang: bool) -> Result<String, ParseError<()>> {
    let mut out = String::new();
    write_rest(input, &mut out, 0, allow_bang)?;
    Ok(out.trim().to_owned())
}

/// The normalized serialization of the rest of `input`: comments dropped,
/// whitespace runs collapsed to one space, none before a comma and one after
/// it, numbers as CSSOM prints them.
pub fn serialize_rest(input: &mut Parser<'_>) -> Result<String, ParseError<()>> {
    declaration_value(input, false)
}

fn write_rest(input: &mut Parser<'_>, out: &mut String, depth: usize, allow_bang: bool) -> Result<(), ParseError<()>> {
    if depth > MAX_DEPTH {
        return Err(ParseError::custom(()));
    }
    let mut pending_space = false;
    let mut previous: Option<Token<'_>> = None;
    loop {
        let token = match input.next_including_whitespace() {
            Ok(t) => t.clone(),
            Err(_) => return Ok(()),
        };
        let before = previous.replace(token.clone());
        match token {
            Token::WhiteSpace(_) => {
                pending_space = true;
                continue;
            }
            Token::Comma => {
                out.push_str(", ");
                pending_space = false;
                continue;
            }
            Token::BadUrl(_) | Token::BadString(_) | Token::CloseParenthesis | Token::CloseSquareBracket
            | Token::CloseCurlyBracket | Token::Semicolon => return Err(ParseError::custom(())),
            Token::Delim('!') if !allow_bang => return Err(ParseError::custom(())),
            _ => {}
        }
        let adjacent = !pending_space;
        if pending_space && !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
        pending_space = false;
        let mark = out.len();
        match token {
            Token::Number { value, int_value, .. } => match int_value {
                Some(i) => {
                    let _ = write!(out, "{i}");
                }
                None => out.push_str(&serialize_number(clamp_to_supported(value))),
            },
            Token::Percentage { unit_value, .. } => {
                out.push_str(&serialize_number(clamp_to_supported(unit_value * 100.0)));
                out.push('%');
            }
            Token::Dimension { value, ref unit, .. } => {
                out.push_str(&serialize_number(clamp_to_supported(value)));
                serialize_unit(&unit.to_ascii_lowercase(), out);
            }
            Token::Function(ref name) => {
                let _ = cssparser::serialize_identifier(name, out);
                out.push('(');
                input.parse_nested_block(|i| write_rest(i, out, depth + 1, true))?;
                trim_end_space(out);
                out.push(')');
            }
            Token::ParenthesisBlock | Token::SquareBracketBlock | Token::CurlyBracketBlock => {
                let (open, close) = match token {
                    Token::ParenthesisBlock => ('(', ')'),
                    Token::SquareBracketBlock => ('[', ']'),
                    _ => ('{', '}'),
                };
                out.push(open);
                input.parse_nested_block(|i| write_rest(i, out, depth + 1, true))?;
                trim_end_space(out);
                out.push(close);
            }
            Token::QuotedString(ref s) => {
                let _ = cssparser::serialize_string(s, out);
            }
            Token::UnquotedUrl(ref u) => {
                out.push_str("url(");
                let _ = cssparser::serialize_string(u, out);
                out.push(')');
            }
            ref other => {
                let _ = other.to_css(out);
            }
        }
        // https://drafts.csswg.org/css-syntax-3/#serialization: two tokens
        // that would read back as others get a comment between them (the
        // dimension `1e` then the number `.5` is not `1\65 0.5`, which
        // reads as `1e0` then `.5`; found by the css_parsing fuzz target).
        if adjacent && before.as_ref().is_some_and(|b| would_merge(b, out[mark..].chars().next())) {
            out.insert_str(mark, "/**/");
        }
    }
}

/// https://drafts.csswg.org/css-syntax-3/#serialization: whether `first`
/// written right before text starting with `next` would read as other
/// tokens.
fn would_merge(first: &Token<'_>, next: Option<char>) -> bool {
    let Some(c) = next else { return false };
    let name = c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '\\' || !c.is_ascii();
    match first {
        Token::Ident(_) => name || c == '(',
        Token::AtKeyword(_) | Token::Hash(_) | Token::IDHash(_) | Token::Dimension { .. } => name,
        Token::Delim('#') | Token::Delim('-') | Token::Delim('@') => name,
        Token::Number { .. } | Token::Percentage { .. } => (name && c != '-') || c == '.' || c == '%',
        Token::Delim('.') | Token::Delim('+') => c.is_ascii_digit() || c == '.',
        Token::Delim('/') => c == '*',
        Token::Delim('<') => c == '!',
        _ => false,
    }
}

/// A dimension's unit as an identifier, escaped where it must be for the
/// text to read back as the same unit: `2\"` is the number 2 with the unit
/// `"`, which written bare would open a string (found by the css_parsing
/// fuzz target). A unit `e` or `e-…` is written `\65 …` so that it does not
/// read as an exponent, as cssparser's own serializer does.
fn serialize_unit(unit: &str, out: &mut String) {
    if unit == "e" || unit.starts_with("e-") {
        out.push_str("\\65 ");
        let _ = cssparser::serialize_name(&unit[1..], out);
    } else {
        let _ = cssparser::serialize_identifier(unit, out);
    }
}

fn trim_end_space(out: &mut String) {
    while out.ends_with(' ') {
        out.pop();
    }
}

/// Whether the text references an arbitrary substitution function
/// (`var()`, `env()`) anywhere, nested blocks included.
pub fn contains_substitution(text: &str) -> bool {
    let mut parser = Parser::new(text);
    contains_substitution_in(&mut parser, 0)
}

fn contains_substitution_in(input: &mut Parser<'_>, depth: usize) -> bool {
    let mut found = false;
    while let Ok(token) = input.next() {
        if found || depth > MAX_DEPTH {
            // Consume the rest: a nested block must be read to its end.
            continue;
        }
        let nested = match token {
            Token::Function(name) if name.eq_ignore_ascii_case("var") || name.eq_ignore_ascii_case("env") => {
                found = true;
                false
            }
            Token::Function(_) | Token::ParenthesisBlock | Token::SquareBracketBlock | Token::CurlyBracketBlock => true,
            _ => false,
        };
        if nested {
            let inner: Result<bool, ParseError<()>> =
                input.parse_nested_block(|i| Ok(contains_substitution_in(i, depth + 1)));
            found |= inner.unwrap_or(false);
        }
    }
    found
}
