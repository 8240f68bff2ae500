//! Parsing the basic data types of https://drafts.csswg.org/css-values-4/
//! from component values.
//!
//! Math functions (`calc()`, `min()`, `max()`, `clamp()`...) are accepted
//! wherever a number, length, percentage, angle or time is, and kept as
//! their serialization: their arguments are not type-checked, so
//! `calc(1px + 2)` is accepted where browsers reject it.

use cssparser::{match_ignore_ascii_case, ParseError, Parser, Token};

use super::length::{Length, LengthUnit};
use super::number;
use super::tokens;
use super::Value;

pub type Error = ParseError<()>;

pub fn fail<T>() -> Result<T, Error> {
    Err(ParseError::custom(()))
}

const MATH_FUNCTIONS: &[&str] = &[
    "calc", "min", "max", "clamp", "round", "mod", "rem", "abs", "sign", "sin", "cos", "tan", "asin",
    "acos", "atan", "atan2", "pow", "sqrt", "hypot", "log", "exp",
];

/// Which kinds of numeric value a grammar slot accepts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Numeric {
    pub length: bool,
    pub percentage: bool,
    pub number: bool,
    pub integer: bool,
    pub angle: bool,
    pub time: bool,
    /// Rejects negative values (math functions are not checked).
    pub non_negative: bool,
    /// Accepts a unitless `0` as a length (`0px`) or angle (`0deg`).
    pub unitless_zero: bool,
}

impl Numeric {
    pub const LENGTH: Numeric = Numeric {
        length: true,
        percentage: false,
        number: false,
        integer: false,
        angle: false,
        time: false,
        non_negative: false,
        unitless_zero: true,
    };
    pub const LENGTH_PERCENTAGE: Numeric = Numeric { percentage: true, ..Numeric::LENGTH };
    pub const NUMBER: Numeric = Numeric { length: false, number: true, unitless_zero: false, ..Numeric::LENGTH };
    pub const INTEGER: Numeric = Numeric { length: false, integer: true, unitless_zero: false, ..Numeric::LENGTH };
    pub const ANGLE: Numeric = Numeric { length: false, angle: true, ..Numeric::LENGTH };
    pub const TIME: Numeric = Numeric { length: false, time: true, unitless_zero: false, ..Numeric::LENGTH };

    pub const fn non_negative(self) -> Numeric {
        Numeric { non_negative: true, ..self }
    }
    pub const fn with_percentage(self) -> Numeric {
        Numeric { percentage: true, ..self }
    }
    pub const fn with_length(self) -> Numeric {
        Numeric { length: true, unitless_zero: !self.number, ..self }
    }
    pub const fn with_number(self) -> Numeric {
        Numeric { number: true, ..self }
    }
}

/// One numeric value of the kinds `kinds` accepts.
pub fn numeric(input: &mut Parser<'_>, kinds: Numeric) -> Result<Value, Error> {
    let token = match input.next()?.clone() {
        Token::Number { value, int_value, has_sign } => {
            Token::Number { value: number::clamp_to_supported(value), int_value, has_sign }
        }
        Token::Percentage { unit_value, int_value, has_sign } => {
            Token::Percentage { unit_value: number::clamp_to_supported(unit_value * 100.0) / 100.0, int_value, has_sign }
        }
        Token::Dimension { value, int_value, has_sign, unit } => {
            Token::Dimension { value: number::clamp_to_supported(value), int_value, has_sign, unit }
        }
        token => token,
    };
    let negative_ok = |v: f32| !kinds.non_negative || v >= 0.0;
    match token {
        Token::Number { value, int_value, .. } => {
            if !negative_ok(value) {
                return fail();
            }
            if kinds.integer {
                if let Some(i) = int_value {
                    return Ok(Value::Integer(i));
                }
            }
            if kinds.number {
                return Ok(Value::Number(value));
            }
            if value == 0.0 && kinds.unitless_zero {
                if kinds.length {
                    return Ok(Value::Length(Length::px(0.0)));
                }
                if kinds.angle {
                    return Ok(Value::Angle { value: 0.0, unit: "deg" });
                }
            }
            fail()
        }
        Token::Percentage { unit_value, .. } if kinds.percentage && negative_ok(unit_value) => {
            Ok(Value::Percentage(number::clamp_to_supported(unit_value * 100.0)))
        }
        Token::Dimension { value, ref unit, .. } if negative_ok(value) => {
            if kinds.length {
                if let Some(unit) = LengthUnit::from_name(unit) {
                    return Ok(Value::Length(Length { value, unit }));
                }
            }
            if kinds.angle {
                if let Some(unit) = canonical(unit, &["deg", "grad", "rad", "turn"]) {
                    return Ok(Value::Angle { value, unit });
                }
            }
            if kinds.time {
                if let Some(unit) = canonical(unit, &["s", "ms"]) {
                    return Ok(Value::Time { value, unit });
                }
            }
            fail()
        }
        Token::Function(ref name) if MATH_FUNCTIONS.iter().any(|f| name.eq_ignore_ascii_case(f)) => {
            let name = name.to_ascii_lowercase();
            let body = input.parse_nested_block(tokens::serialize_rest)?;
            if body.is_empty() {
                return fail();
            }
            Ok(Value::Math(format!("{name}({body})")))
        }
        _ => fail(),
    }
}

fn canonical(unit: &str, units: &[&'static str]) -> Option<&'static str> {
    units.iter().copied().find(|u| u.eq_ignore_ascii_case(unit))
}

/// An identifier among `keywords` (ASCII case-insensitive), lowercased.
pub fn keyword(input: &mut Parser<'_>, keywords: &[&'static str]) -> Result<Value, Error> {
    let ident = input.expect_ident()?.clone();
    keywords
        .iter()
        .find(|k| ident.eq_ignore_ascii_case(k))
        .map(|k| Value::Keyword((*k).to_owned()))
        .ok_or_else(|| ParseError::custom(()))
}

/// Either one of `keywords` or a numeric value of `kinds`.
pub fn keyword_or_numeric(input: &mut Parser<'_>, keywords: &[&'static str], kinds: Numeric) -> Result<Value, Error> {
    if let Ok(k) = input.try_parse(|i| keyword(i, keywords)) {
        return Ok(k);
    }
    numeric(input, kinds)
}

/// Any identifier that is not a CSS-wide keyword or `default`
/// (https://drafts.csswg.org/css-values-4/#custom-idents), case kept.
pub fn custom_ident(input: &mut Parser<'_>) -> Result<String, Error> {
    let ident = input.expect_ident()?.clone();
    let reserved = match_ignore_ascii_case! { &ident,
        "initial" | "inherit" | "unset" | "revert" | "revert-layer" | "default" => true,
        _ => false,
    };
    if reserved {
        return fail();
    }
    Ok(ident.to_string())
}

/// One or more values separated by commas, each read by `one`.
pub fn comma_list(
    input: &mut Parser<'_>,
    one: impl Fn(&mut Parser<'_>) -> Result<Value, Error>,
) -> Result<Value, Error> {
    let items = input.parse_comma_separated(|i| one(i))?;
    Ok(if items.len() == 1 {
        items.into_iter().next().unwrap_or(Value::Raw(String::new()))
    } else {
        Value::List(items, super::Separator::Comma)
    })
}

/// `<url>`: `url(...)` or `src(...)` with a string, kept as `url("...")`.
pub fn url(input: &mut Parser<'_>) -> Result<String, Error> {
    let url = input.expect_url()?;
    let mut out = String::from("url(");
    let _ = cssparser::serialize_string(&url, &mut out);
    out.push(')');
    Ok(out)
}
