//! `<shadow>` lists (https://drafts.csswg.org/css-backgrounds-3/#box-shadow)
//! and `<ratio>` (https://drafts.csswg.org/css-values-4/#ratios), written
//! in Chromium's canonical order: color first, then lengths, then `inset`.

use cssparser::Parser;

use crate::css::values::parse::{self, fail, Error, Numeric};
use crate::css::values::{Color, Separator, Value};

/// `none | <shadow>#`.
pub fn shadows(input: &mut Parser<'_>, box_shadow: bool) -> Result<Value, Error> {
    if input.try_parse(|i| i.expect_ident_matching("none")).is_ok() {
        return Ok(Value::Keyword("none".into()));
    }
    parse::comma_list(input, |i| shadow(i, box_shadow))
}

fn shadow(input: &mut Parser<'_>, box_shadow: bool) -> Result<Value, Error> {
    let mut color = None;
    let mut lengths: Vec<Value> = Vec::new();
    let mut inset = false;
    let max_lengths = if box_shadow { 4 } else { 3 };
    loop {
        if box_shadow && !inset && input.try_parse(|i| i.expect_ident_matching("inset")).is_ok() {
            inset = true;
            continue;
        }
        if color.is_none() {
            if let Ok(c) = input.try_parse(Color::parse) {
                color = Some(c);
                continue;
            }
        }
        if lengths.is_empty() {
            while lengths.len() < max_lengths {
                // The blur radius (third length) may not be negative.
                let kinds = if lengths.len() == 2 { Numeric::LENGTH.non_negative() } else { Numeric::LENGTH };
                match input.try_parse(|i| parse::numeric(i, kinds)) {
                    Ok(l) => lengths.push(l),
                    Err(_) => break,
                }
            }
            if !lengths.is_empty() {
                continue;
            }
        }
        break;
    }
    if lengths.len() < 2 {
        return fail();
    }
    let mut parts = Vec::new();
    if let Some(c) = color {
        parts.push(Value::Color(c));
    }
    parts.extend(lengths);
    if inset {
        parts.push(Value::Keyword("inset".into()));
    }
    Ok(Value::List(parts, Separator::Space))
}

/// `auto || <ratio>`, a lone number `n` written `n / 1`.
pub fn aspect_ratio(input: &mut Parser<'_>) -> Result<Value, Error> {
    let auto = input.try_parse(|i| i.expect_ident_matching("auto")).is_ok();
    let ratio = input.try_parse(|i| -> Result<Value, Error> {
        let a = parse::numeric(i, Numeric::NUMBER.non_negative())?;
        let b = if i.try_parse(|i| i.expect_delim('/')).is_ok() {
            parse::numeric(i, Numeric::NUMBER.non_negative())?
        } else {
            Value::Number(1.0)
        };
        Ok(Value::List(vec![a, b], Separator::Slash))
    });
    let auto = auto || input.try_parse(|i| i.expect_ident_matching("auto")).is_ok();
    match (auto, ratio) {
        (true, Ok(r)) => Ok(Value::List(vec![Value::Keyword("auto".into()), r], Separator::Space)),
        (true, Err(_)) => Ok(Value::Keyword("auto".into())),
        (false, Ok(r)) => Ok(r),
        (false, Err(_)) => fail(),
    }
}
