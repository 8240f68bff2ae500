//! The computed `transform` as Chromium resolves it (a `matrix()` or
//! `matrix3d()`, https://drafts.csswg.org/css-transforms-2/#serialization-of-the-computed-value),
//! and `calc()` of absolute quantities.

use cssparser::{Parser, Token};

use crate::css::values::length::{Length, LengthContext, LengthUnit};
use crate::css::values::number::serialize_number;
use crate::css::values::Value;

/// A 4×4 matrix, column-major (`m[column][row]`), as `matrix3d()` lists it.
type Matrix = [[f64; 4]; 4];

const IDENTITY: Matrix = [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]];

fn multiply(a: &Matrix, b: &Matrix) -> Matrix {
    let mut out = [[0.0; 4]; 4];
    for (col, out_col) in out.iter_mut().enumerate() {
        for (row, cell) in out_col.iter_mut().enumerate() {
            *cell = (0..4).map(|k| a[k][row] * b[col][k]).sum();
        }
    }
    out
}

/// Sine and cosine of an angle in degrees, exact at multiples of 90° (as
/// Chromium's `SinCosDegrees`), so `rotate(360deg)` is the identity.
fn sin_cos_degrees(degrees: f64) -> (f64, f64) {
    let turns = degrees / 90.0;
    if turns.fract() == 0.0 {
        return match (turns as i64).rem_euclid(4) {
            0 => (0.0, 1.0),
            1 => (1.0, 0.0),
            2 => (0.0, -1.0),
            _ => (-1.0, 0.0),
        };
    }
    degrees.to_radians().sin_cos()
}

fn degrees(v: &Value) -> Option<f64> {
    match v {
        Value::Angle { value, unit } => {
            let v = f64::from(*value);
            Some(match *unit {
                "deg" => v,
                "grad" => v * 0.9,
                "rad" => v.to_degrees(),
                "turn" => v * 360.0,
                _ => return None,
            })
        }
        Value::Number(n) if *n == 0.0 => Some(0.0),
        _ => None,
    }
}

fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => Some(f64::from(*n)),
        Value::Integer(i) => Some(f64::from(*i)),
        Value::Percentage(p) => Some(f64::from(*p) / 100.0),
        _ => None,
    }
}

fn px(v: &Value, ctx: &LengthContext) -> Option<f64> {
    match v {
        Value::Length(l) => l.to_px(ctx).map(f64::from),
        Value::Number(n) if *n == 0.0 => Some(0.0),
        Value::Math(text) => match evaluate_calc(text, ctx)? {
            Value::Length(l) => Some(f64::from(l.value)),
            _ => None,
        },
        // Percentages need the box size.
        _ => None,
    }
}

/// The matrix of one transform function; `None` when it needs layout.
fn function_matrix(name: &str, args: &[Value], ctx: &LengthContext) -> Option<Matrix> {
    let mut m = IDENTITY;
    let arg = |i: usize| args.get(i);
    match name {
        "translate" | "translateX" | "translateY" | "translateZ" | "translate3d" => {
            let (x, y, z) = match name {
                "translate" => (px(arg(0)?, ctx)?, arg(1).map(|a| px(a, ctx)).unwrap_or(Some(0.0))?, 0.0),
                "translateX" => (px(arg(0)?, ctx)?, 0.0, 0.0),
                "translateY" => (0.0, px(arg(0)?, ctx)?, 0.0),
                "translateZ" => (0.0, 0.0, px(arg(0)?, ctx)?),
                _ => (px(arg(0)?, ctx)?, px(arg(1)?, ctx)?, px(arg(2)?, ctx)?),
            };
            m[3][0] = x;
            m[3][1] = y;
            m[3][2] = z;
        }
        "scale" | "scaleX" | "scaleY" | "scaleZ" | "scale3d" => {
            let (x, y, z) = match name {
                "scale" => {
                    let x = number(arg(0)?)?;
                    (x, arg(1).map(number).unwrap_or(Some(x))?, 1.0)
                }
                "scaleX" => (number(arg(0)?)?, 1.0, 1.0),
                "scaleY" => (1.0, number(arg(0)?)?, 1.0),
                "scaleZ" => (1.0, 1.0, number(arg(0)?)?),
                _ => (number(arg(0)?)?, number(arg(1)?)?, number(arg(2)?)?),
            };
            m[0][0] = x;
            m[1][1] = y;
            m[2][2] = z;
        }
        "rotate" | "rotateZ" => {
            let (s, c) = sin_cos_degrees(degrees(arg(0)?)?);
            m[0][0] = c;
            m[0][1] = s;
            m[1][0] = -s;
            m[1][1] = c;
        }
        "rotateX" => {
            let (s, c) = sin_cos_degrees(degrees(arg(0)?)?);
            m[1][1] = c;
            m[1][2] = s;
            m[2][1] = -s;
            m[2][2] = c;
        }
        "rotateY" => {
            let (s, c) = sin_cos_degrees(degrees(arg(0)?)?);
            m[0][0] = c;
            m[0][2] = -s;
            m[2][0] = s;
            m[2][2] = c;
        }
        "rotate3d" => {
            let (mut x, mut y, mut z) = (number(arg(0)?)?, number(arg(1)?)?, number(arg(2)?)?);
            let len = (x * x + y * y + z * z).sqrt();
            if len == 0.0 {
                return Some(IDENTITY);
            }
            x /= len;
            y /= len;
            z /= len;
            let (s, c) = sin_cos_degrees(degrees(arg(3)?)?);
            let t = 1.0 - c;
            m[0][0] = c + x * x * t;
            m[0][1] = x * y * t + z * s;
            m[0][2] = x * z * t - y * s;
            m[1][0] = x * y * t - z * s;
            m[1][1] = c + y * y * t;
            m[1][2] = y * z * t + x * s;
            m[2][0] = x * z * t + y * s;
            m[2][1] = y * z * t - x * s;
            m[2][2] = c + z * z * t;
        }
        "skew" | "skewX" | "skewY" => {
            let (ax, ay) = match name {
                "skew" => (degrees(arg(0)?)?, arg(1).map(degrees).unwrap_or(Some(0.0))?),
                "skewX" => (degrees(arg(0)?)?, 0.0),
                _ => (0.0, degrees(arg(0)?)?),
            };
            m[1][0] = ax.to_radians().tan();
            m[0][1] = ay.to_radians().tan();
        }
        "matrix" => {
            let v: Vec<f64> = args.iter().map(number).collect::<Option<_>>()?;
            if v.len() != 6 {
                return None;
            }
            m[0][0] = v[0];
            m[0][1] = v[1];
            m[1][0] = v[2];
            m[1][1] = v[3];
            m[3][0] = v[4];
            m[3][1] = v[5];
        }
        "matrix3d" => {
            let v: Vec<f64> = args.iter().map(number).collect::<Option<_>>()?;
            if v.len() != 16 {
                return None;
            }
            for (i, value) in v.into_iter().enumerate() {
                m[i / 4][i % 4] = value;
            }
        }
        "perspective" => {
            let a = arg(0)?;
            if !a.is_keyword("none") {
                let d = px(a, ctx)?;
                // perspective(0) is treated as perspective(1px) (css-transforms-2).
                m[2][3] = -1.0 / d.max(1.0);
            }
        }
        _ => return None,
    }
    Some(m)
}

/// The resolved `transform`: `none`, a `matrix()`/`matrix3d()`, or the
/// specified value when a function needs the box size.
pub(super) fn resolved_transform(value: &Value, ctx: &LengthContext) -> String {
    let functions = match value {
        Value::List(items, _) => items.as_slice(),
        Value::Keyword(_) => return value.to_css_string(),
        other => std::slice::from_ref(other),
    };
    let mut m = IDENTITY;
    for f in functions {
        let Value::Function { name, args } = f else {
            return value.to_css_string();
        };
        match function_matrix(name, args, ctx) {
            Some(fm) => m = multiply(&m, &fm),
            None => return value.to_css_string(),
        }
    }
    let n = |v: f64| serialize_number(v as f32);
    let is_2d = m[0][2] == 0.0 && m[0][3] == 0.0 && m[1][2] == 0.0 && m[1][3] == 0.0 && m[2][0] == 0.0
        && m[2][1] == 0.0 && m[2][2] == 1.0 && m[2][3] == 0.0 && m[3][2] == 0.0 && m[3][3] == 1.0;
    if is_2d {
        format!("matrix({}, {}, {}, {}, {}, {})", n(m[0][0]), n(m[0][1]), n(m[1][0]), n(m[1][1]), n(m[3][0]), n(m[3][1]))
    } else {
        let all: Vec<String> = m.iter().flat_map(|col| col.iter().map(|v| n(*v))).collect();
        format!("matrix3d({})", all.join(", "))
    }
}

/// A quantity in `calc()`: a number or a length in px.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Quantity {
    Number(f64),
    Px(f64),
}

type CalcResult = Result<Quantity, cssparser::ParseError<()>>;

fn err() -> cssparser::ParseError<()> {
    cssparser::ParseError::custom(())
}

/// https://drafts.csswg.org/css-values-4/#calc-computed-value for math
/// functions of numbers and absolute (or font/viewport-relative) lengths:
/// their value; `None` when they hold percentages or other units, which
/// stay as specified.
pub(super) fn evaluate_calc(text: &str, ctx: &LengthContext) -> Option<Value> {
    let mut parser = Parser::new(text);
    let q = parser.parse_entirely(|p| math_function(p, ctx)).ok()?;
    Some(match q {
        Quantity::Number(n) => Value::Number(n as f32),
        Quantity::Px(px) => Value::Length(Length::px(px as f32)),
    })
}

fn math_function(input: &mut Parser<'_>, ctx: &LengthContext) -> CalcResult {
    let name = input.expect_function()?.to_ascii_lowercase();
    input.parse_nested_block(|args| match name.as_str() {
        "calc" => sum(args, ctx),
        "min" | "max" => {
            let values = args.parse_comma_separated(|a| sum(a, ctx))?;
            let mut best = *values.first().ok_or_else(err)?;
            for v in &values[1..] {
                best = match (best, *v) {
                    (Quantity::Number(a), Quantity::Number(b)) => Quantity::Number(if name == "min" { a.min(b) } else { a.max(b) }),
                    (Quantity::Px(a), Quantity::Px(b)) => Quantity::Px(if name == "min" { a.min(b) } else { a.max(b) }),
                    _ => return Err(err()),
                };
            }
            Ok(best)
        }
        "clamp" => {
            let v = args.parse_comma_separated(|a| sum(a, ctx))?;
            match v.as_slice() {
                [Quantity::Px(lo), Quantity::Px(x), Quantity::Px(hi)] => Ok(Quantity::Px(x.min(*hi).max(*lo))),
                [Quantity::Number(lo), Quantity::Number(x), Quantity::Number(hi)] => Ok(Quantity::Number(x.min(*hi).max(*lo))),
                _ => Err(err()),
            }
        }
        _ => Err(err()),
    })
}

fn sum(input: &mut Parser<'_>, ctx: &LengthContext) -> CalcResult {
    let mut total = product(input, ctx)?;
    loop {
        let sign = match input.try_parse(|i| match i.next()? {
            Token::Delim('+') => Ok(1.0),
            Token::Delim('-') => Ok(-1.0),
            _ => Err(err()),
        }) {
            Ok(s) => s,
            Err(_) => return Ok(total),
        };
        let rhs = product(input, ctx)?;
        total = match (total, rhs) {
            (Quantity::Number(a), Quantity::Number(b)) => Quantity::Number(a + sign * b),
            (Quantity::Px(a), Quantity::Px(b)) => Quantity::Px(a + sign * b),
            _ => return Err(err()),
        };
    }
}

fn product(input: &mut Parser<'_>, ctx: &LengthContext) -> CalcResult {
    let mut total = value(input, ctx)?;
    loop {
        let op = match input.try_parse(|i| match i.next()? {
            Token::Delim('*') => Ok('*'),
            Token::Delim('/') => Ok('/'),
            _ => Err(err()),
        }) {
            Ok(op) => op,
            Err(_) => return Ok(total),
        };
        let rhs = value(input, ctx)?;
        total = match (op, total, rhs) {
            ('*', Quantity::Number(a), Quantity::Number(b)) => Quantity::Number(a * b),
            ('*', Quantity::Number(a), Quantity::Px(b)) | ('*', Quantity::Px(b), Quantity::Number(a)) => Quantity::Px(a * b),
            ('/', Quantity::Number(a), Quantity::Number(b)) if b != 0.0 => Quantity::Number(a / b),
            ('/', Quantity::Px(a), Quantity::Number(b)) if b != 0.0 => Quantity::Px(a / b),
            _ => return Err(err()),
        };
    }
}

fn value(input: &mut Parser<'_>, ctx: &LengthContext) -> CalcResult {
    let state = input.state();
    let token = input.next()?.clone();
    match token {
        Token::Number { value, .. } => Ok(Quantity::Number(f64::from(value))),
        Token::Dimension { value, ref unit, .. } => {
            let unit = LengthUnit::from_name(unit).ok_or_else(err)?;
            let px = (Length { value, unit }).to_px(ctx).ok_or_else(err)?;
            Ok(Quantity::Px(f64::from(px)))
        }
        Token::ParenthesisBlock => input.parse_nested_block(|i| sum(i, ctx)),
        Token::Function(_) => {
            input.reset(&state);
            math_function(input, ctx)
        }
        _ => Err(err()),
    }
}
