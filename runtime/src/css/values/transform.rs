//! `<transform-list>` (https://drafts.csswg.org/css-transforms-2/#transform-functions):
//! validated function by function, kept as a list of [`Value::Function`].

use cssparser::{ParseError, Parser, Token};

use super::parse::{self, fail, Error, Numeric};
use super::{Separator, Value};

/// Argument grammar of a transform function.
#[derive(Clone, Copy)]
enum Args {
    /// Exactly `n` arguments of `kinds`.
    Exactly(usize, Numeric),
    /// Between `min` and `max` arguments of `kinds`.
    Between(usize, usize, Numeric),
    /// `translate3d(<lp>, <lp>, <length>)`.
    Translate3d,
    /// `rotate3d(<number>, <number>, <number>, <angle>)`.
    Rotate3d,
    /// `perspective(none | <length [0,∞]>)`.
    Perspective,
}

const NUMBER: Numeric = Numeric::NUMBER;
const NUMBER_PERCENT: Numeric = Numeric::NUMBER.with_percentage();
const LP: Numeric = Numeric::LENGTH_PERCENTAGE;
const LENGTH: Numeric = Numeric::LENGTH;
const ANGLE: Numeric = Numeric::ANGLE;

/// The transform functions, by canonical name (the camelCase names are
/// case-insensitive and serialize as written here, as Chromium does).
const FUNCTIONS: &[(&str, Args)] = &[
    ("matrix", Args::Exactly(6, NUMBER)),
    ("matrix3d", Args::Exactly(16, NUMBER)),
    ("translate", Args::Between(1, 2, LP)),
    ("translateX", Args::Exactly(1, LP)),
    ("translateY", Args::Exactly(1, LP)),
    ("translateZ", Args::Exactly(1, LENGTH)),
    ("translate3d", Args::Translate3d),
    ("scale", Args::Between(1, 2, NUMBER_PERCENT)),
    ("scaleX", Args::Exactly(1, NUMBER_PERCENT)),
    ("scaleY", Args::Exactly(1, NUMBER_PERCENT)),
    ("scaleZ", Args::Exactly(1, NUMBER_PERCENT)),
    ("scale3d", Args::Exactly(3, NUMBER_PERCENT)),
    ("rotate", Args::Exactly(1, ANGLE)),
    ("rotateX", Args::Exactly(1, ANGLE)),
    ("rotateY", Args::Exactly(1, ANGLE)),
    ("rotateZ", Args::Exactly(1, ANGLE)),
    ("rotate3d", Args::Rotate3d),
    ("skew", Args::Between(1, 2, ANGLE)),
    ("skewX", Args::Exactly(1, ANGLE)),
    ("skewY", Args::Exactly(1, ANGLE)),
    ("perspective", Args::Perspective),
];

/// https://drafts.csswg.org/css-transforms-1/#propdef-transform :
/// `none | <transform-list>`.
pub fn transform(input: &mut Parser<'_>) -> Result<Value, Error> {
    if input.try_parse(|i| i.expect_ident_matching("none")).is_ok() {
        return Ok(Value::Keyword("none".into()));
    }
    let mut functions = Vec::new();
    while !input.is_exhausted() {
        functions.push(transform_function(input)?);
    }
    if functions.is_empty() {
        return fail();
    }
    Ok(Value::List(functions, Separator::Space))
}

fn transform_function(input: &mut Parser<'_>) -> Result<Value, Error> {
    let name = match input.next()? {
        Token::Function(name) => name.clone(),
        _ => return fail(),
    };
    let Some((canonical, args)) = FUNCTIONS.iter().find(|(n, _)| name.eq_ignore_ascii_case(n)) else {
        return fail();
    };
    let args = input.parse_nested_block(|i| arguments(i, *args))?;
    Ok(Value::Function { name: canonical, args })
}

fn arguments(input: &mut Parser<'_>, grammar: Args) -> Result<Vec<Value>, Error> {
    let any = Numeric { number: true, percentage: true, angle: true, ..Numeric::LENGTH };
    let values = input.parse_comma_separated(|i| {
        if i.try_parse(|i| i.expect_ident_matching("none")).is_ok() {
            return Ok(Value::Keyword("none".into()));
        }
        parse::numeric(i, any)
    })?;
    let count_ok = match grammar {
        Args::Exactly(n, _) => values.len() == n,
        Args::Between(min, max, _) => (min..=max).contains(&values.len()),
        Args::Translate3d => values.len() == 3,
        Args::Rotate3d => values.len() == 4,
        Args::Perspective => values.len() == 1,
    };
    if !count_ok {
        return Err(ParseError::custom(()));
    }
    values
        .into_iter()
        .enumerate()
        .map(|(index, value)| slot(value, slot_kinds(grammar, index)))
        .collect()
}

/// What the argument at `index` accepts.
fn slot_kinds(grammar: Args, index: usize) -> Numeric {
    match grammar {
        Args::Exactly(_, kinds) | Args::Between(_, _, kinds) => kinds,
        Args::Translate3d if index < 2 => LP,
        Args::Translate3d => LENGTH,
        Args::Rotate3d if index < 3 => NUMBER,
        Args::Rotate3d => ANGLE,
        Args::Perspective => LENGTH.non_negative(),
    }
}

/// Checks one argument against its slot; a unitless zero in a length or
/// angle slot becomes `0px` / `0deg`, as it serializes.
fn slot(value: Value, kinds: Numeric) -> Result<Value, Error> {
    let ok = match &value {
        Value::Keyword(_) => kinds.length && kinds.non_negative, // perspective(none)
        Value::Number(n) if !kinds.number && *n == 0.0 => {
            return Ok(if kinds.angle {
                Value::Angle { value: 0.0, unit: "deg" }
            } else if kinds.length {
                Value::Length(super::Length::px(0.0))
            } else {
                return fail();
            });
        }
        Value::Number(_) | Value::Integer(_) => kinds.number,
        Value::Length(l) => kinds.length && (!kinds.non_negative || l.value >= 0.0),
        Value::Percentage(_) => kinds.percentage,
        Value::Angle { .. } => kinds.angle,
        Value::Math(_) => true,
        _ => false,
    };
    if ok {
        Ok(value)
    } else {
        fail()
    }
}
