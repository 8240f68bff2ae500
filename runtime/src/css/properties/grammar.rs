//! The value grammars of the property table, and parsing a longhand's
//! value against its grammar.

use cssparser::{ParseError, Parser, Token};

pub use crate::css::values::parse::Error;
use crate::css::values::parse::{self, fail, Numeric};

use super::{background, shadow};
use crate::css::values::{tokens, transform, Color, Separator, Value};

/// A longhand's value grammar.
#[derive(Clone, Copy, Debug)]
pub enum Grammar {
    /// One keyword of the list.
    Keywords(&'static [&'static str]),
    /// One to `n` distinct keywords of the list, in any order
    /// (`text-decoration-line: underline overline`, `align-items: safe center`).
    KeywordSet(&'static [&'static str], usize),
    /// `<color>`, or one of the keywords.
    Color(&'static [&'static str]),
    /// A numeric value, or one of the keywords.
    Numeric(&'static [&'static str], Numeric),
    /// One or two numeric values (`border-top-left-radius`, `border-spacing`).
    Pair(Numeric),
    /// A comma-separated list of numeric values, or keywords
    /// (`transition-duration`, `background-size`...).
    NumericList(&'static [&'static str], Numeric),
    /// A comma-separated list of keywords (`transition-behavior`,
    /// `background-repeat`...): each item is one to `n` keywords.
    KeywordList(&'static [&'static str], usize),
    /// `normal | bold | bolder | lighter | <number [1,1000]>`.
    FontWeight,
    /// `[<family-name> | <generic-family>]#`.
    FontFamily,
    /// `none | <transform-list>`.
    Transform,
    /// `[<url> [<x> <y>]?,]* <keyword>`.
    Cursor,
    /// `none | <custom-ident>#` (`transition-property`, `animation-name`).
    IdentList(&'static [&'static str]),
    /// `<easing-function>#`.
    Easing,
    /// `<display-outside> || <display-inside>` and the one-keyword forms,
    /// kept as the one-keyword equivalent (`inline flex` is `inline-flex`).
    Display,
    /// `<image>`: `none`, `url()`, gradients and image functions.
    Image,
    /// `<image>#`.
    Images,
    /// `<bg-size>#`.
    BackgroundSize,
    /// `<counter-style-name> | <string> | none`.
    CounterStyle,
    /// `none | <shadow>#`; `inset` and a spread length only for box shadows.
    Shadow { inset: bool },
    /// `auto || <ratio>`.
    AspectRatio,
    /// Any `<declaration-value>`, kept as its serialization; the
    /// engine does not validate these values further (shadows, images,
    /// gradients, grid templates, filters...). Documented in
    /// [`crate::css::properties`].
    Any,
}

/// Parses the whole of `input` as a value of `grammar`.
pub fn parse_value(grammar: Grammar, input: &mut Parser<'_>) -> Result<Value, Error> {
    let value = parse_one(grammar, input)?;
    input.expect_exhausted()?;
    Ok(value)
}

pub(crate) fn parse_one(grammar: Grammar, input: &mut Parser<'_>) -> Result<Value, Error> {
    match grammar {
        Grammar::Keywords(list) => parse::keyword(input, list),
        Grammar::KeywordSet(list, max) => keyword_set(input, list, max),
        Grammar::Color(keywords) => {
            if let Ok(k) = input.try_parse(|i| parse::keyword(i, keywords)) {
                return Ok(k);
            }
            Color::parse(input).map(Value::Color)
        }
        Grammar::Numeric(keywords, kinds) => parse::keyword_or_numeric(input, keywords, kinds),
        Grammar::Pair(kinds) => {
            let first = parse::numeric(input, kinds)?;
            match input.try_parse(|i| parse::numeric(i, kinds)) {
                Ok(second) => Ok(Value::List(vec![first, second], Separator::Space)),
                Err(_) => Ok(first),
            }
        }
        Grammar::NumericList(keywords, kinds) => {
            parse::comma_list(input, |i| parse::keyword_or_numeric(i, keywords, kinds))
        }
        Grammar::KeywordList(list, max) => parse::comma_list(input, |i| keyword_set(i, list, max)),
        Grammar::FontWeight => {
            if let Ok(k) = input.try_parse(|i| parse::keyword(i, &["normal", "bold", "bolder", "lighter"])) {
                return Ok(k);
            }
            match parse::numeric(input, Numeric::NUMBER)? {
                Value::Number(n) if (1.0..=1000.0).contains(&n) => Ok(Value::Number(n)),
                Value::Math(m) => Ok(Value::Math(m)),
                _ => fail(),
            }
        }
        Grammar::FontFamily => font_family(input),
        Grammar::Transform => transform::transform(input),
        Grammar::Cursor => cursor(input),
        Grammar::IdentList(keywords) => {
            if let Ok(k) = input.try_parse(|i| parse::keyword(i, keywords)) {
                return Ok(k);
            }
            parse::comma_list(input, |i| parse::custom_ident(i).map(Value::Raw))
        }
        Grammar::Easing => parse::comma_list(input, easing),
        Grammar::Display => display(input),
        Grammar::Image => background::image(input),
        Grammar::Images => parse::comma_list(input, background::image),
        Grammar::BackgroundSize => parse::comma_list(input, background::bg_size),
        Grammar::CounterStyle => {
            if let Ok(s) = input.try_parse(|i| i.expect_string_cloned()) {
                let mut out = String::new();
                let _ = cssparser::serialize_string(&s, &mut out);
                return Ok(Value::Raw(out));
            }
            let ident = parse::custom_ident(input)?;
            Ok(Value::Keyword(ident.to_ascii_lowercase()))
        }
        Grammar::Shadow { inset } => shadow::shadows(input, inset),
        Grammar::AspectRatio => shadow::aspect_ratio(input),
        Grammar::Any => {
            let text = tokens::declaration_value(input, false)?;
            if text.is_empty() {
                return fail();
            }
            Ok(Value::Raw(text))
        }
    }
}

/// One to `max` distinct keywords of `list`, kept in the order written;
/// `none` only alone.
fn keyword_set(input: &mut Parser<'_>, list: &'static [&'static str], max: usize) -> Result<Value, Error> {
    let mut found: Vec<Value> = Vec::new();
    while found.len() < max {
        match input.try_parse(|i| parse::keyword(i, list)) {
            Ok(k) if !found.contains(&k) => found.push(k),
            Ok(_) => return fail(),
            Err(_) => break,
        }
    }
    if found.len() > 1 && found.iter().any(|k| k.is_keyword("none")) {
        return fail();
    }
    match found.len() {
        0 => fail(),
        1 => Ok(found.remove(0)),
        _ => Ok(Value::List(found, Separator::Space)),
    }
}

/// https://drafts.csswg.org/css-fonts-4/#font-family-prop : family names
/// as strings (serialized with double quotes) or identifier sequences
/// (kept unquoted, as Chromium serializes them).
pub fn font_family(input: &mut Parser<'_>) -> Result<Value, Error> {
    parse::comma_list(input, |i| {
        if let Ok(s) = i.try_parse(|i| i.expect_string_cloned()) {
            let mut out = String::new();
            let _ = cssparser::serialize_string(&s, &mut out);
            return Ok(Value::Raw(out));
        }
        let mut words = Vec::new();
        while let Ok(ident) = i.try_parse(|i| i.expect_ident_cloned()) {
            words.push(ident.to_string());
        }
        if words.is_empty() {
            return fail();
        }
        // A lone CSS-wide keyword cannot be a family name.
        if words.len() == 1
            && ["initial", "inherit", "unset", "revert", "revert-layer", "default"]
                .iter()
                .any(|k| words[0].eq_ignore_ascii_case(k))
        {
            return fail();
        }
        // Chromium quotes a family name of several identifiers
        // (`Times New Roman` is `"Times New Roman"`).
        let mut out = String::new();
        if words.len() == 1 {
            let _ = cssparser::serialize_identifier(&words[0], &mut out);
        } else {
            let _ = cssparser::serialize_string(&words.join(" "), &mut out);
        }
        Ok(Value::Raw(out))
    })
}

const CURSORS: &[&str] = &[
    "auto", "default", "none", "context-menu", "help", "pointer", "progress", "wait", "cell",
    "crosshair", "text", "vertical-text", "alias", "copy", "move", "no-drop", "not-allowed", "grab",
    "grabbing", "e-resize", "n-resize", "ne-resize", "nw-resize", "s-resize", "se-resize",
    "sw-resize", "w-resize", "ew-resize", "ns-resize", "nesw-resize", "nwse-resize", "col-resize",
    "row-resize", "all-scroll", "zoom-in", "zoom-out", "-webkit-grab", "-webkit-grabbing",
    "-webkit-zoom-in", "-webkit-zoom-out",
];

/// https://drafts.csswg.org/css-ui-4/#cursor
fn cursor(input: &mut Parser<'_>) -> Result<Value, Error> {
    let mut items = Vec::new();
    loop {
        let state = input.state();
        let is_image = matches!(input.next(), Ok(Token::UnquotedUrl(_)) | Ok(Token::Function(_)));
        input.reset(&state);
        if !is_image {
            break;
        }
        let mut image = parse::url(input).or_else(|_: ParseError<()>| {
            // image-set() and friends: kept as written.
            let name = input.expect_function()?.to_ascii_lowercase();
            let body = input.parse_nested_block(tokens::serialize_rest)?;
            Ok::<_, Error>(format!("{name}({body})"))
        })?;
        if let Ok(x) = input.try_parse(|i| i.expect_number()) {
            let y = input.expect_number()?;
            image.push_str(&format!(
                " {} {}",
                crate::css::values::number::serialize_number(x),
                crate::css::values::number::serialize_number(y)
            ));
        }
        input.expect_comma()?;
        items.push(Value::Raw(image));
    }
    items.push(parse::keyword(input, CURSORS)?);
    Ok(if items.len() == 1 { items.remove(0) } else { Value::List(items, Separator::Comma) })
}

/// https://drafts.csswg.org/css-easing-2/#typedef-easing-function
pub(crate) fn easing(input: &mut Parser<'_>) -> Result<Value, Error> {
    const KEYWORDS: &[&str] = &["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"];
    if let Ok(k) = input.try_parse(|i| parse::keyword(i, KEYWORDS)) {
        return Ok(k);
    }
    let name = input.expect_function()?.to_ascii_lowercase();
    let body = match name.as_str() {
        "cubic-bezier" => input.parse_nested_block(|i| {
            let n = i.parse_comma_separated(|i| parse::numeric(i, Numeric::NUMBER))?;
            if n.len() != 4 {
                return fail();
            }
            Ok(Value::List(n, Separator::Comma).to_css_string())
        })?,
        "steps" => input.parse_nested_block(|i| {
            let count = parse::numeric(i, Numeric::INTEGER)?;
            if matches!(count, Value::Integer(n) if n < 1) {
                return fail();
            }
            let mut out = count.to_css_string();
            if i.try_parse(|i| i.expect_comma()).is_ok() {
                let position = parse::keyword(
                    i,
                    &["jump-start", "jump-end", "jump-none", "jump-both", "start", "end"],
                )?;
                out.push_str(", ");
                out.push_str(&position.to_css_string());
            }
            Ok(out)
        })?,
        "linear" => input.parse_nested_block(tokens::serialize_rest)?,
        _ => return fail(),
    };
    Ok(Value::Raw(format!("{name}({body})")))
}

/// https://drafts.csswg.org/css-display-3/#the-display-properties : the
/// one-keyword forms, and two keywords mapped to their one-keyword
/// equivalent (Chromium serializes `inline flex` as `inline-flex`).
fn display(input: &mut Parser<'_>) -> Result<Value, Error> {
    let first = parse::keyword(input, super::longhands::DISPLAY_PARTS)?;
    let second = input.try_parse(|i| parse::keyword(i, super::longhands::DISPLAY_PARTS)).ok();
    let Some(second) = second else {
        if super::longhands::DISPLAY.contains(&first.keyword().unwrap_or("")) {
            return Ok(first);
        }
        return fail();
    };
    let (a, b) = (first.keyword().unwrap_or(""), second.keyword().unwrap_or(""));
    let (outside, inside) = if matches!(a, "block" | "inline" | "run-in") { (a, b) } else { (b, a) };
    let single = match (outside, inside) {
        ("block", "flow") => "block",
        ("inline", "flow") => "inline",
        ("block", "flow-root") => "flow-root",
        ("inline", "flow-root") => "inline-block",
        ("block", "flex") => "flex",
        ("inline", "flex") => "inline-flex",
        ("block", "grid") => "grid",
        ("inline", "grid") => "inline-grid",
        ("block", "table") => "table",
        ("inline", "table") => "inline-table",
        ("block", "list-item") | ("list-item", "block") | ("list-item", "flow") => "list-item",
        ("block", "math") => "math",
        ("inline", "ruby") => "ruby",
        _ => return fail(),
    };
    Ok(Value::Keyword(single.to_owned()))
}
