//! CSS values and units (https://drafts.csswg.org/css-values-4/) and colors
//! (https://drafts.csswg.org/css-color-4/): the typed form of a declared
//! value, its parsing from component values and its serialization
//! (https://drafts.csswg.org/cssom/#serializing-css-values).

pub mod color;
pub mod length;
pub mod number;
pub mod tokens;
pub mod parse;
pub mod transform;

use std::fmt::{self, Write};

pub use color::Color;
pub use length::{Length, LengthUnit};

/// How the items of a [`Value::List`] are separated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separator {
    Space,
    Comma,
    /// `a / b` (border-radius, grid-area, aspect-ratio).
    Slash,
}

/// A specified value that parsed against a property's grammar.
///
/// Values that the engine does not interpret further (font families,
/// images, shadows, grid templates...) are kept as [`Value::Raw`]: their
/// component values re-serialized with whitespace normalized.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// An identifier, ASCII-lowercased (keywords are case-insensitive).
    Keyword(String),
    Color(Color),
    Length(Length),
    /// A percentage, as written (`50%` is `Percentage(50.0)`).
    Percentage(f32),
    Number(f32),
    Integer(i32),
    /// A time in seconds (`300ms` is kept as written in `unit`).
    Time { value: f32, unit: &'static str },
    /// An angle as written.
    Angle { value: f32, unit: &'static str },
    /// `calc()`, `min()`, `max()`, `clamp()` and the other math functions,
    /// kept as their serialization (not simplified).
    Math(String),
    /// A function whose arguments the engine reads (transform functions),
    /// with its canonical name; arguments are comma-separated.
    Function { name: &'static str, args: Vec<Value> },
    /// Several values of the same grammar.
    List(Vec<Value>, Separator),
    /// Component values kept as their serialization.
    Raw(String),
}

impl Value {
    /// The keyword, if this value is one.
    pub fn keyword(&self) -> Option<&str> {
        match self {
            Value::Keyword(k) => Some(k),
            _ => None,
        }
    }

    /// Whether this value is the keyword `k`.
    pub fn is_keyword(&self, k: &str) -> bool {
        self.keyword() == Some(k)
    }

    /// https://drafts.csswg.org/cssom/#serialize-a-css-value
    pub fn to_css_string(&self) -> String {
        let mut s = String::new();
        // Writing to a String cannot fail.
        let _ = self.write_css(&mut s);
        s
    }

    pub fn write_css<W: Write>(&self, dest: &mut W) -> fmt::Result {
        match self {
            Value::Keyword(k) => cssparser::serialize_identifier(k, dest),
            Value::Color(c) => c.write_specified(dest),
            Value::Length(l) => l.write_css(dest),
            Value::Percentage(p) => {
                dest.write_str(&number::serialize_number(*p))?;
                dest.write_char('%')
            }
            Value::Number(n) => dest.write_str(&number::serialize_number(*n)),
            Value::Integer(i) => write!(dest, "{i}"),
            Value::Time { value, unit } | Value::Angle { value, unit } => {
                dest.write_str(&number::serialize_number(*value))?;
                dest.write_str(unit)
            }
            Value::Math(s) | Value::Raw(s) => dest.write_str(s),
            Value::Function { name, args } => {
                dest.write_str(name)?;
                dest.write_char('(')?;
                for (i, arg) in args.iter().enumerate() {
                    if i > 0 {
                        dest.write_str(", ")?;
                    }
                    arg.write_css(dest)?;
                }
                dest.write_char(')')
            }
            Value::List(items, separator) => {
                let sep = match separator {
                    Separator::Space => " ",
                    Separator::Comma => ", ",
                    Separator::Slash => " / ",
                };
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        dest.write_str(sep)?;
                    }
                    item.write_css(dest)?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_css(f)
    }
}
