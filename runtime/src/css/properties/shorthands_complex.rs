//! The shorthands whose grammar is more than "one to four values":
//! expansion and serialization of `font`, `flex`, `border-radius`,
//! `outline`, grid lines and the "any of, in any order" shorthands
//! (`background` and the list-valued `transition`/`animation` have files
//! of their own).
//!
//! Serializations follow Chromium 156 (values recorded in
//! `runtime/tests/css_cssom.rs`): components equal to their initial value
//! are left out, except where Chromium keeps them (`flex`, `animation`).

use cssparser::{Parser, Token};

use super::grammar::{self, Grammar};
use super::shorthands::{serialize_box, Component};
use super::{LonghandId, ShorthandId};
use crate::css::values::parse::{self, fail, Error, Numeric};
use crate::css::values::{tokens, Separator, Value};

fn initial_of(longhands: &[LonghandId], i: usize) -> Value {
    longhands.get(i).map(|l| l.initial_value().clone()).unwrap_or(Value::Raw(String::new()))
}

/// The component values up to a top-level `/` (or the end), serialized.
fn until_slash(input: &mut Parser<'_>) -> Result<String, Error> {
    let start = input.state();
    let mut end = input.state();
    loop {
        let opens_block = match input.next() {
            Ok(Token::Delim('/')) | Err(_) => break,
            Ok(t) => matches!(t, Token::Function(_) | Token::ParenthesisBlock | Token::SquareBracketBlock | Token::CurlyBracketBlock),
        };
        // A function or block ends after its contents: the state right
        // after `f(` would cut them off (`f("a")` read back as `f()`; found
        // by the css_parsing fuzz target).
        if opens_block {
            let _ = input.parse_nested_block(|i| {
                while i.next().is_ok() {}
                Ok::<_, Error>(())
            });
        }
        end = input.state();
    }
    let text = input.slice(start.position()..end.position()).to_owned();
    input.reset(&end);
    let mut inner = Parser::new(&text);
    tokens::serialize_rest(&mut inner)
}

/// `<grid-line> [ / <grid-line> ]?`
pub(super) fn grid_line(input: &mut Parser<'_>) -> Result<Vec<Component>, Error> {
    let start = until_slash(input)?;
    if start.is_empty() {
        return fail();
    }
    let end = if input.try_parse(|i| i.expect_delim('/')).is_ok() {
        let end = until_slash(input)?;
        if end.is_empty() {
            return fail();
        }
        end
    } else if start.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && !start.chars().next().is_some_and(|c| c.is_ascii_digit() || c == '-')
        && start != "auto"
    {
        // https://drafts.csswg.org/css-grid-2/#placement-shorthands : a
        // lone <custom-ident> is repeated; anything else leaves `auto`.
        start.clone()
    } else {
        "auto".to_owned()
    };
    Ok(vec![Some(Value::Raw(start)), Some(Value::Raw(end))])
}

pub(super) fn serialize_grid_line(start: &Value, end: &Value) -> Option<String> {
    let is_ident = |v: &Value| matches!(v, Value::Raw(s) if s.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_') && !s.starts_with(|c: char| c.is_ascii_digit()));
    if end.to_css_string() == "auto" || (start == end && is_ident(start)) {
        Some(start.to_css_string())
    } else {
        Some(format!("{start} / {end}"))
    }
}

/// `<length-percentage [0,∞]>{1,4} [ / <length-percentage [0,∞]>{1,4} ]?`
pub(super) fn border_radius(input: &mut Parser<'_>) -> Result<Vec<Component>, Error> {
    let kinds = Numeric::LENGTH_PERCENTAGE.non_negative();
    let read = |input: &mut Parser<'_>| -> Result<Vec<Value>, Error> {
        let mut v = Vec::new();
        while v.len() < 4 {
            match input.try_parse(|i| parse::numeric(i, kinds)) {
                Ok(x) => v.push(x),
                Err(_) => break,
            }
        }
        let get = |i: usize| v.get(i).cloned();
        let sides = match v.len() {
            1 => [get(0), get(0), get(0), get(0)],
            2 => [get(0), get(1), get(0), get(1)],
            3 => [get(0), get(1), get(2), get(1)],
            4 => [get(0), get(1), get(2), get(3)],
            _ => return fail(),
        };
        sides.into_iter().map(|s| s.ok_or(cssparser::ParseError::custom(()))).collect()
    };
    let horizontal = read(input)?;
    let vertical = if input.try_parse(|i| i.expect_delim('/')).is_ok() { read(input)? } else { horizontal.clone() };
    Ok(horizontal
        .into_iter()
        .zip(vertical)
        .map(|(h, v)| Some(if h == v { h } else { Value::List(vec![h, v], Separator::Space) }))
        .collect())
}

pub(super) fn serialize_border_radius(corners: &[&Value]) -> Option<String> {
    let split = |v: &Value| -> (Value, Value) {
        match v {
            Value::List(items, Separator::Space) if items.len() == 2 => (items[0].clone(), items[1].clone()),
            other => (other.clone(), other.clone()),
        }
    };
    let (h, v): (Vec<Value>, Vec<Value>) = corners.iter().map(|c| split(c)).unzip();
    let hs = serialize_box(&h.iter().collect::<Vec<_>>());
    if h == v {
        Some(hs)
    } else {
        Some(format!("{hs} / {}", serialize_box(&v.iter().collect::<Vec<_>>())))
    }
}

/// `outline: <color> || <outline-style> || <line-width>`; omitted parts
/// are the `initial` keyword (Chromium).
pub(super) fn outline(input: &mut Parser<'_>, longhands: &[LonghandId]) -> Result<Vec<Component>, Error> {
    any_order(input, longhands, true, false)
}

/// Any of the longhands' grammars, in any order, once each. Grammars are
/// tried last longhand first, so that `list-style: none` sets
/// `list-style-type` as browsers do.
pub(super) fn either(input: &mut Parser<'_>, longhands: &[LonghandId], implicit_initial: bool) -> Result<Vec<Component>, Error> {
    any_order(input, longhands, implicit_initial, true)
}

fn any_order(input: &mut Parser<'_>, longhands: &[LonghandId], implicit_initial: bool, reverse: bool) -> Result<Vec<Component>, Error> {
    let mut found: Vec<Option<Value>> = vec![None; longhands.len()];
    let order: Vec<usize> = if reverse { (0..longhands.len()).rev().collect() } else { (0..longhands.len()).collect() };
    loop {
        let mut progressed = false;
        for &i in &order {
            if found[i].is_some() {
                continue;
            }
            let g = longhands[i].def().grammar;
            if let Ok(v) = input.try_parse(|p| grammar::parse_one(g, p)) {
                found[i] = Some(v);
                progressed = true;
                break;
            }
        }
        if !progressed {
            break;
        }
    }
    if found.iter().all(Option::is_none) {
        return fail();
    }
    Ok(found
        .into_iter()
        .enumerate()
        .map(|(i, v)| match v {
            Some(v) => Some(v),
            None if implicit_initial => None,
            None => Some(initial_of(longhands, i)),
        })
        .collect())
}

/// Non-initial components in longhand order; when all are initial, the
/// first one given explicitly (or `fallback`).
pub(super) fn serialize_omitting_initial(values: &[Component], longhands: &[LonghandId], fallback: &str) -> Option<String> {
    let parts: Vec<String> = values
        .iter()
        .zip(longhands)
        .filter_map(|(v, id)| v.as_ref().filter(|v| *v != id.initial_value()))
        .map(Value::to_css_string)
        .collect();
    if !parts.is_empty() {
        return Some(parts.join(" "));
    }
    Some(values.iter().flatten().next().map(Value::to_css_string).unwrap_or_else(|| fallback.to_owned()))
}

pub(super) fn serialize_either(id: ShorthandId, values: &[Component]) -> Option<String> {
    let fallback = id.longhands().first().map(|l| l.initial_value().to_css_string()).unwrap_or_default();
    serialize_omitting_initial(values, id.longhands(), &fallback)
}

/// https://drafts.csswg.org/css-flexbox-1/#flex-property
pub(super) fn flex(input: &mut Parser<'_>) -> Result<Vec<Component>, Error> {
    let number = Numeric::NUMBER.non_negative();
    let keyword = |n: f32| Value::Number(n);
    if input.try_parse(|i| i.expect_ident_matching("none")).is_ok() {
        return Ok(vec![Some(keyword(0.0)), Some(keyword(0.0)), Some(Value::Keyword("auto".into()))]);
    }
    if input.try_parse(|i| i.expect_ident_matching("auto")).is_ok() {
        return Ok(vec![Some(keyword(1.0)), Some(keyword(1.0)), Some(Value::Keyword("auto".into()))]);
    }
    let basis_grammar = Grammar::Numeric(&["auto", "content", "min-content", "max-content", "fit-content"], Numeric::LENGTH_PERCENTAGE.non_negative());
    let (mut grow, mut shrink, mut basis) = (None, None, None);
    for _ in 0..2 {
        if grow.is_none() {
            if let Ok(g) = input.try_parse(|i| parse::numeric(i, number)) {
                grow = Some(g);
                shrink = input.try_parse(|i| parse::numeric(i, number)).ok();
                continue;
            }
        }
        if basis.is_none() {
            if let Ok(b) = input.try_parse(|i| grammar::parse_one(basis_grammar, i)) {
                basis = Some(b);
                continue;
            }
        }
        break;
    }
    if grow.is_none() && basis.is_none() {
        return fail();
    }
    Ok(vec![
        Some(grow.unwrap_or(keyword(1.0))),
        Some(shrink.unwrap_or(keyword(1.0))),
        // A <flex-grow> without a basis means a basis of 0%.
        Some(basis.unwrap_or(Value::Percentage(0.0))),
    ])
}

const FONT_STRETCH: &[&str] = &[
    "normal", "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded",
    "expanded", "extra-expanded", "ultra-expanded",
];

/// https://drafts.csswg.org/css-fonts-4/#font-prop (without system fonts):
/// `[ <font-style> || small-caps || <font-weight> || <font-stretch> ]?
/// <font-size> [ / <line-height> ]? <font-family>`.
pub(super) fn font(input: &mut Parser<'_>) -> Result<Vec<Component>, Error> {
    let normal = || Value::Keyword("normal".into());
    let (mut style, mut variant, mut weight, mut stretch) = (None, None, None, None);
    let mut normals = 0;
    for _ in 0..4 {
        if input.try_parse(|i| i.expect_ident_matching("normal")).is_ok() {
            normals += 1;
            continue;
        }
        if style.is_none() {
            if let Ok(v) = input.try_parse(|i| parse::keyword(i, &["italic", "oblique"])) {
                style = Some(v);
                continue;
            }
        }
        if variant.is_none() {
            if let Ok(v) = input.try_parse(|i| parse::keyword(i, &["small-caps"])) {
                variant = Some(v);
                continue;
            }
        }
        if weight.is_none() {
            if let Ok(v) = input.try_parse(|i| {
                let before = i.state();
                // A number here is a weight only if a size follows.
                let w = grammar::parse_one(Grammar::FontWeight, i)?;
                if i.is_exhausted() {
                    i.reset(&before);
                    return fail();
                }
                Ok(w)
            }) {
                weight = Some(v);
                continue;
            }
        }
        if stretch.is_none() {
            if let Ok(v) = input.try_parse(|i| parse::keyword(i, &FONT_STRETCH[1..])) {
                stretch = Some(v);
                continue;
            }
        }
        break;
    }
    let _ = normals;
    let size = grammar::parse_one(
        Grammar::Numeric(super::longhands::FONT_SIZE_KEYWORDS, Numeric::LENGTH_PERCENTAGE.non_negative()),
        input,
    )?;
    let line_height = if input.try_parse(|i| i.expect_delim('/')).is_ok() {
        parse::keyword_or_numeric(input, &["normal"], Numeric::LENGTH_PERCENTAGE.with_number().non_negative())?
    } else {
        normal()
    };
    let family = grammar::font_family(input)?;
    Ok(vec![
        Some(style.unwrap_or_else(normal)),
        Some(variant.unwrap_or_else(normal)),
        Some(weight.unwrap_or_else(normal)),
        Some(stretch.unwrap_or_else(normal)),
        Some(size),
        Some(line_height),
        Some(family),
    ])
}

pub(super) fn serialize_font(values: &[Component], longhands: &[LonghandId]) -> Option<String> {
    let v: Vec<&Value> = values.iter().map(|c| c.as_ref()).collect::<Option<_>>()?;
    // font-variant and font-stretch only in the forms the shorthand accepts.
    if !(v[1].is_keyword("normal") || v[1].is_keyword("small-caps")) {
        return None;
    }
    if !v[3].keyword().is_some_and(|k| FONT_STRETCH.contains(&k)) {
        return None;
    }
    let mut parts = Vec::new();
    for i in 0..4 {
        if !v[i].is_keyword("normal") {
            parts.push(v[i].to_css_string());
        }
    }
    let _ = longhands;
    let mut size = v[4].to_css_string();
    if !v[5].is_keyword("normal") {
        size.push_str(" / ");
        size.push_str(&v[5].to_css_string());
    }
    parts.push(size);
    parts.push(v[6].to_css_string());
    Some(parts.join(" "))
}

