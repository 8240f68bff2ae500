//! The `background` shorthand (https://drafts.csswg.org/css-backgrounds-3/#background)
//! and the `<bg-image>`, `<bg-position>` and `<bg-size>` values its
//! longhands share.

use cssparser::Parser;

use super::grammar::{self, Grammar};
use super::shorthands::Component;
use super::LonghandId;
use crate::css::values::parse::{self, fail, Error, Numeric};
use crate::css::values::{tokens, Separator, Value};

fn initial_of(longhands: &[LonghandId], i: usize) -> Value {
    longhands.get(i).map(|l| l.initial_value().clone()).unwrap_or(Value::Raw(String::new()))
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

