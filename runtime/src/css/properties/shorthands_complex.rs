//! The shorthands whose grammar is more than "one to four values":
//! expansion and serialization of `background`, `font`, `flex`,
//! `transition`, `animation`, `border-radius`, `outline`, grid lines and
//! the "any of, in any order" shorthands.
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
        match input.next() {
            Ok(Token::Delim('/')) | Err(_) => break,
            Ok(_) => end = input.state(),
        }
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

/// `<bg-image>`: `none`, a `url()` or an image function.
pub(crate) fn image(input: &mut Parser<'_>) -> Result<Value, Error> {
    if input.try_parse(|i| i.expect_ident_matching("none")).is_ok() {
        return Ok(Value::Keyword("none".into()));
    }
    if let Ok(url) = input.try_parse(parse::url) {
        return Ok(Value::Raw(url));
    }
    let name = input.expect_function()?.to_ascii_lowercase();
    const IMAGE_FUNCTIONS: &[&str] = &["image-set", "-webkit-image-set", "cross-fade", "image", "element", "paint"];
    if !(name.ends_with("gradient") || IMAGE_FUNCTIONS.contains(&name.as_str())) {
        return fail();
    }
    let body = input.parse_nested_block(tokens::serialize_rest)?;
    Ok(Value::Raw(format!("{name}({body})")))
}

const POSITION_KEYWORDS: &[&str] = &["left", "center", "right", "top", "bottom"];

/// `<bg-position>`: up to four keywords and lengths, split into the x and
/// y components as Chromium stores them.
pub(crate) fn position(input: &mut Parser<'_>) -> Result<(Value, Value), Error> {
    let mut items: Vec<Value> = Vec::new();
    while items.len() < 4 {
        match input.try_parse(|i| parse::keyword_or_numeric(i, POSITION_KEYWORDS, Numeric::LENGTH_PERCENTAGE)) {
            Ok(v) => items.push(v),
            Err(_) => break,
        }
    }
    let is_y = |v: &Value| v.is_keyword("top") || v.is_keyword("bottom");
    let is_x = |v: &Value| v.is_keyword("left") || v.is_keyword("right");
    let center = || Value::Keyword("center".into());
    match items.len() {
        1 => {
            let v = items.remove(0);
            Ok(if is_y(&v) { (center(), v) } else { (v, center()) })
        }
        2 => {
            let (a, b) = (items[0].clone(), items[1].clone());
            if is_y(&a) || is_x(&b) {
                if a.keyword().is_none() && is_x(&b) || b.keyword().is_none() && is_y(&a) {
                    return fail();
                }
                Ok((b, a))
            } else {
                Ok((a, b))
            }
        }
        3 | 4 => {
            // Keyword-offset pairs: `right 10px bottom 20px`.
            let mut x = Vec::new();
            let mut y = Vec::new();
            let mut current: Option<bool> = None; // Some(true) = filling x
            for item in items {
                match item.keyword() {
                    Some(k) if is_x(&item) || (k == "center" && current != Some(true) && x.is_empty()) => {
                        x.push(item);
                        current = Some(true);
                    }
                    Some(_) => {
                        y.push(item);
                        current = Some(false);
                    }
                    None => match current {
                        Some(true) => x.push(item),
                        Some(false) => y.push(item),
                        None => return fail(),
                    },
                }
            }
            if x.is_empty() || y.is_empty() || x.len() > 2 || y.len() > 2 {
                return fail();
            }
            let join = |v: Vec<Value>| if v.len() == 1 { v.into_iter().next().unwrap_or(Value::Raw(String::new())) } else { Value::List(v, Separator::Space) };
            Ok((join(x), join(y)))
        }
        _ => fail(),
    }
}

/// `<bg-size>`: `cover | contain | [<length-percentage [0,∞]> | auto]{1,2}`.
pub(crate) fn bg_size(input: &mut Parser<'_>) -> Result<Value, Error> {
    if let Ok(k) = input.try_parse(|i| parse::keyword(i, &["cover", "contain"])) {
        return Ok(k);
    }
    let one = |i: &mut Parser<'_>| parse::keyword_or_numeric(i, &["auto"], Numeric::LENGTH_PERCENTAGE.non_negative());
    let first = one(input)?;
    match input.try_parse(one) {
        Ok(second) => Ok(Value::List(vec![first, second], Separator::Space)),
        Err(_) => Ok(first),
    }
}

/// https://drafts.csswg.org/css-backgrounds-3/#background : layers of
/// `<bg-image> || <bg-position> [ / <bg-size> ]? || <repeat-style> ||
/// <attachment> || <visual-box> || <visual-box>`, and a color in the last.
///
/// Components a single layer omits are the `initial` keyword (as in
/// Chromium); with several layers they are the initial value of each
/// layer (Chromium writes `initial, initial`).
pub(super) fn background(input: &mut Parser<'_>, longhands: &[LonghandId]) -> Result<Vec<Component>, Error> {
    const N: usize = 9;
    let layers: Vec<[Option<Value>; N]> = input.parse_comma_separated(background_layer)?;
    let count = layers.len();
    // Only the final layer may hold a color.
    if layers[..count - 1].iter().any(|l| l[8].is_some()) {
        return fail();
    }
    let mut out: Vec<Component> = Vec::with_capacity(N);
    for i in 0..N {
        if i == 8 {
            out.push(layers[count - 1][8].clone());
            continue;
        }
        if count == 1 {
            out.push(layers[0][i].clone());
            continue;
        }
        let items: Vec<Value> = layers.iter().map(|l| l[i].clone().unwrap_or_else(|| layer_initial(longhands, i))).collect();
        out.push(Some(Value::List(items, Separator::Comma)));
    }
    Ok(out)
}

fn layer_initial(longhands: &[LonghandId], i: usize) -> Value {
    initial_of(longhands, i)
}

fn background_layer(input: &mut Parser<'_>) -> Result<[Option<Value>; 9], Error> {
    let mut l: [Option<Value>; 9] = Default::default();
    let boxes = &["border-box", "padding-box", "content-box"];
    loop {
        if l[0].is_none() {
            if let Ok(v) = input.try_parse(image) {
                l[0] = Some(v);
                continue;
            }
        }
        if l[1].is_none() {
            if let Ok((x, y)) = input.try_parse(position) {
                l[1] = Some(x);
                l[2] = Some(y);
                if input.try_parse(|i| i.expect_delim('/')).is_ok() {
                    l[3] = Some(bg_size(input)?);
                }
                continue;
            }
        }
        if l[4].is_none() {
            if let Ok(v) = input.try_parse(|i| -> Result<Value, Error> {
                if let Ok(k) = i.try_parse(|i| parse::keyword(i, &["repeat-x", "repeat-y"])) {
                    return Ok(k);
                }
                let kw = &["repeat", "space", "round", "no-repeat"];
                let a = parse::keyword(i, kw)?;
                match i.try_parse(|i| parse::keyword(i, kw)) {
                    Ok(b) => Ok(Value::List(vec![a, b], Separator::Space)),
                    Err(_) => Ok(a),
                }
            }) {
                l[4] = Some(v);
                continue;
            }
        }
        if l[5].is_none() {
            if let Ok(v) = input.try_parse(|i| parse::keyword(i, &["scroll", "fixed", "local"])) {
                l[5] = Some(v);
                continue;
            }
        }
        if l[6].is_none() {
            if let Ok(v) = input.try_parse(|i| parse::keyword(i, boxes)) {
                l[6] = Some(v.clone());
                l[7] = Some(input.try_parse(|i| parse::keyword(i, &["border-box", "padding-box", "content-box", "text"])).unwrap_or(v));
                continue;
            }
        }
        if l[8].is_none() {
            if let Ok(v) = input.try_parse(|i| grammar::parse_one(Grammar::Color(&[]), i)) {
                l[8] = Some(v);
                continue;
            }
        }
        break;
    }
    if l.iter().all(Option::is_none) {
        return fail();
    }
    Ok(l)
}

pub(super) fn serialize_background(values: &[Component], longhands: &[LonghandId]) -> Option<String> {
    // Split every longhand into layers.
    let layers_of = |v: &Component| -> Vec<Option<Value>> {
        match v {
            Some(Value::List(items, Separator::Comma)) => items.iter().cloned().map(Some).collect(),
            other => vec![other.clone()],
        }
    };
    let split: Vec<Vec<Option<Value>>> = values.iter().take(8).map(layers_of).collect();
    let count = split.first().map(Vec::len).unwrap_or(1);
    if split.iter().any(|l| l.len() != count) {
        return None;
    }
    let is_initial = |i: usize, v: &Option<Value>| match v {
        None => true,
        Some(v) => v == longhands[i].initial_value() || (i == 1 || i == 2) && v.to_css_string() == "0%",
    };
    let mut out = Vec::new();
    for layer in 0..count {
        let c = |i: usize| &split[i][layer];
        let mut parts: Vec<String> = Vec::new();
        if !is_initial(0, c(0)) {
            parts.push(c(0).as_ref()?.to_css_string());
        }
        let size_set = !is_initial(3, c(3));
        if !is_initial(1, c(1)) || !is_initial(2, c(2)) || size_set {
            let text = |v: &Option<Value>| v.as_ref().map(Value::to_css_string).unwrap_or_else(|| "0%".into());
            let mut p = format!("{} {}", text(c(1)), text(c(2)));
            if size_set {
                p.push_str(" / ");
                p.push_str(&c(3).as_ref()?.to_css_string());
            }
            parts.push(p);
        }
        for i in [4, 5] {
            if !is_initial(i, c(i)) {
                parts.push(c(i).as_ref()?.to_css_string());
            }
        }
        let (origin, clip) = (c(6), c(7));
        if !is_initial(6, origin) || !is_initial(7, clip) {
            let o = origin.as_ref().map(Value::to_css_string).unwrap_or_else(|| "padding-box".into());
            let k = clip.as_ref().map(Value::to_css_string).unwrap_or_else(|| "border-box".into());
            if o == k {
                parts.push(o);
            } else {
                parts.push(format!("{o} {k}"));
            }
        }
        if layer + 1 == count {
            if let Some(color) = values.get(8).and_then(|v| v.as_ref()) {
                if color != longhands[8].initial_value() {
                    parts.push(color.to_css_string());
                }
            }
        }
        out.push(if parts.is_empty() { "none".to_owned() } else { parts.join(" ") });
    }
    Some(out.join(", "))
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

/// Splits each longhand's comma list into `count` layers, or `None` when the
/// lists differ in length.
fn layers(values: &[Component], count_from: usize) -> Option<Vec<Vec<Value>>> {
    let split: Vec<Vec<Value>> = values
        .iter()
        .map(|v| match v.as_ref()? {
            Value::List(items, Separator::Comma) => Some(items.clone()),
            other => Some(vec![other.clone()]),
        })
        .collect::<Option<_>>()?;
    let count = split.get(count_from)?.len();
    if split.iter().any(|l| l.len() != count) {
        return None;
    }
    Some(split)
}

fn join_layers(layers: Vec<Vec<Value>>) -> Vec<Component> {
    layers
        .into_iter()
        .map(|mut items| Some(if items.len() == 1 { items.remove(0) } else { Value::List(items, Separator::Comma) }))
        .collect()
}

/// https://drafts.csswg.org/css-transitions-2/#transition-shorthand-property
pub(super) fn transition(input: &mut Parser<'_>, longhands: &[LonghandId]) -> Result<Vec<Component>, Error> {
    let parsed: Vec<[Option<Value>; 5]> = input.parse_comma_separated(|i| {
        let mut l: [Option<Value>; 5] = Default::default();
        loop {
            if l[1].is_none() || l[3].is_none() {
                if let Ok(t) = i.try_parse(|i| parse::numeric(i, Numeric::TIME)) {
                    if l[1].is_none() {
                        if matches!(t, Value::Time { value, .. } if value < 0.0) {
                            return fail();
                        }
                        l[1] = Some(t);
                    } else {
                        l[3] = Some(t);
                    }
                    continue;
                }
            }
            if l[2].is_none() {
                if let Ok(e) = i.try_parse(grammar::easing) {
                    l[2] = Some(e);
                    continue;
                }
            }
            if l[4].is_none() {
                if let Ok(b) = i.try_parse(|i| parse::keyword(i, &["normal", "allow-discrete"])) {
                    l[4] = Some(b);
                    continue;
                }
            }
            if l[0].is_none() {
                if let Ok(p) = i.try_parse(|i| {
                    if i.try_parse(|i| i.expect_ident_matching("none")).is_ok() {
                        return Ok(Value::Keyword("none".into()));
                    }
                    parse::custom_ident(i).map(|s| Value::Raw(s.to_ascii_lowercase()))
                }) {
                    l[0] = Some(p);
                    continue;
                }
            }
            break;
        }
        if l.iter().all(Option::is_none) {
            return fail();
        }
        Ok(l)
    })?;
    // `none` is only valid as the sole layer.
    if parsed.len() > 1 && parsed.iter().any(|l| matches!(&l[0], Some(v) if v.is_keyword("none"))) {
        return fail();
    }
    let columns = (0..5)
        .map(|i| {
            parsed
                .iter()
                .map(|l| l[i].clone().unwrap_or_else(|| first_layer_initial(longhands, i)))
                .collect()
        })
        .collect();
    Ok(join_layers(columns))
}

/// The initial value of one layer of a list-valued longhand.
fn first_layer_initial(longhands: &[LonghandId], i: usize) -> Value {
    match initial_of(longhands, i) {
        Value::List(mut items, Separator::Comma) if !items.is_empty() => items.remove(0),
        v => v,
    }
}

pub(super) fn serialize_transition(values: &[Component], _longhands: &[LonghandId]) -> Option<String> {
    let l = layers(values, 0)?;
    let count = l[0].len();
    let mut out = Vec::new();
    for n in 0..count {
        let (property, duration, easing, delay, behavior) = (&l[0][n], &l[1][n], &l[2][n], &l[3][n], &l[4][n]);
        let zero = |v: &Value| matches!(v, Value::Time { value, .. } if *value == 0.0);
        let mut parts = Vec::new();
        if property.to_css_string() != "all" {
            parts.push(property.to_css_string());
        }
        if !zero(duration) || !zero(delay) {
            parts.push(duration.to_css_string());
        }
        if !easing.is_keyword("ease") {
            parts.push(easing.to_css_string());
        }
        if !zero(delay) {
            parts.push(delay.to_css_string());
        }
        if !behavior.is_keyword("normal") {
            parts.push(behavior.to_css_string());
        }
        out.push(if parts.is_empty() { property.to_css_string() } else { parts.join(" ") });
    }
    Some(out.join(", "))
}

/// https://drafts.csswg.org/css-animations-1/#animation
pub(super) fn animation(input: &mut Parser<'_>, longhands: &[LonghandId]) -> Result<Vec<Component>, Error> {
    let parsed: Vec<[Option<Value>; 8]> = input.parse_comma_separated(|i| {
        let mut l: [Option<Value>; 8] = Default::default();
        loop {
            if l[0].is_none() || l[2].is_none() {
                if let Ok(t) = i.try_parse(|i| parse::numeric(i, Numeric::TIME)) {
                    let slot = if l[0].is_none() { 0 } else { 2 };
                    l[slot] = Some(t);
                    continue;
                }
            }
            let keyword_slots: [(usize, &[&'static str]); 4] = [
                (4, &["normal", "reverse", "alternate", "alternate-reverse"]),
                (5, &["none", "forwards", "backwards", "both"]),
                (6, &["running", "paused"]),
                (3, &["infinite"]),
            ];
            let mut matched = false;
            if l[1].is_none() {
                if let Ok(e) = i.try_parse(grammar::easing) {
                    l[1] = Some(e);
                    continue;
                }
            }
            for (slot, list) in keyword_slots {
                if l[slot].is_none() {
                    if let Ok(k) = i.try_parse(|i| parse::keyword(i, list)) {
                        l[slot] = Some(k);
                        matched = true;
                        break;
                    }
                }
            }
            if matched {
                continue;
            }
            if l[3].is_none() {
                if let Ok(n) = i.try_parse(|i| parse::numeric(i, Numeric::NUMBER.non_negative())) {
                    l[3] = Some(n);
                    continue;
                }
            }
            if l[7].is_none() {
                if let Ok(name) = i.try_parse(|i| -> Result<Value, Error> {
                    if let Ok(s) = i.try_parse(|i| i.expect_string_cloned()) {
                        let mut out = String::new();
                        let _ = cssparser::serialize_string(&s, &mut out);
                        return Ok(Value::Raw(out));
                    }
                    parse::custom_ident(i).map(Value::Raw)
                }) {
                    l[7] = Some(name);
                    continue;
                }
            }
            break;
        }
        if l.iter().all(Option::is_none) {
            return fail();
        }
        Ok(l)
    })?;
    let columns = (0..8)
        .map(|i| {
            parsed
                .iter()
                .map(|l| match (&l[i], i) {
                    (Some(v), _) => v.clone(),
                    // The name's initial value is `none`.
                    (None, 7) => Value::Keyword("none".into()),
                    (None, _) => first_layer_initial(longhands, i),
                })
                .collect()
        })
        .collect();
    Ok(join_layers(columns))
}

pub(super) fn serialize_animation(values: &[Component]) -> Option<String> {
    let l = layers(values, 0)?;
    let count = l[0].len();
    let out: Vec<String> = (0..count)
        .map(|n| l.iter().map(|column| column[n].to_css_string()).collect::<Vec<_>>().join(" "))
        .collect();
    Some(out.join(", "))
}
