//! `<color>` values (https://drafts.csswg.org/css-color-4/): parsed with
//! `cssparser-color`, serialized as CSSOM and Chromium do.

use std::fmt::{self, Write};

use cssparser::{ParseError, Parser, ToCss, Token};
use cssparser_color::{Color as ParsedColor, RgbaLegacy};

/// A specified `<color>`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Color {
    /// `currentcolor`.
    CurrentColor,
    /// A named color or `transparent`, kept by name: a specified named
    /// color serializes as its (lowercase) name.
    Named(&'static str, RgbaLegacy),
    /// A system color (https://drafts.csswg.org/css-color-4/#css-system-colors).
    System(&'static str, RgbaLegacy),
    /// Every other syntax (hex, `rgb()`, `hsl()`, `hwb()`, `lab()`,
    /// `oklch()`, `color()`...).
    Function(ParsedColor),
}

/// https://drafts.csswg.org/css-color-4/#css-system-colors with the values
/// Chromium 156 gives them in the light color scheme (read with
/// getComputedStyle).
const SYSTEM_COLORS: &[(&str, (u8, u8, u8))] = &[
    ("accentcolor", (0, 117, 255)),
    ("accentcolortext", (255, 255, 255)),
    ("activetext", (255, 0, 0)),
    ("buttonborder", (118, 118, 118)),
    ("buttonface", (239, 239, 239)),
    ("buttontext", (0, 0, 0)),
    ("canvas", (255, 255, 255)),
    ("canvastext", (0, 0, 0)),
    ("field", (255, 255, 255)),
    ("fieldtext", (0, 0, 0)),
    ("graytext", (109, 109, 109)),
    ("highlight", (181, 213, 255)),
    ("highlighttext", (0, 0, 0)),
    ("linktext", (0, 0, 238)),
    ("mark", (255, 255, 0)),
    ("marktext", (0, 0, 0)),
    ("selecteditem", (0, 117, 255)),
    ("selecteditemtext", (255, 255, 255)),
    ("visitedtext", (85, 26, 139)),
];

impl Color {
    /// https://drafts.csswg.org/css-color-4/#typedef-color
    pub fn parse(input: &mut Parser<'_>) -> Result<Color, ParseError<()>> {
        let state = input.state();
        if let Ok(Token::Ident(name)) = input.next() {
            let lower = name.to_ascii_lowercase();
            if lower == "currentcolor" {
                return Ok(Color::CurrentColor);
            }
            if lower == "transparent" {
                return Ok(Color::Named("transparent", RgbaLegacy::new(0, 0, 0, 0.0)));
            }
            if let Some((name, (r, g, b))) = SYSTEM_COLORS.iter().find(|(n, _)| *n == lower) {
                return Ok(Color::System(name, RgbaLegacy::new(*r, *g, *b, 1.0)));
            }
            if let Some((name, (r, g, b))) =
                cssparser::color::all_named_colors().find(|(n, _)| *n == lower)
            {
                return Ok(Color::Named(name, RgbaLegacy::new(r, g, b, 1.0)));
            }
            return Err(ParseError::custom(()));
        }
        input.reset(&state);
        ParsedColor::parse(input).map(Color::Function)
    }

    /// Parses a whole string as a color (for tests and the bindings).
    pub fn parse_str(text: &str) -> Option<Color> {
        let mut parser = Parser::new(text);
        let color = Color::parse(&mut parser).ok()?;
        parser.expect_exhausted().ok()?;
        Some(color)
    }

    /// https://drafts.csswg.org/cssom/#serializing-css-values for a
    /// specified color: names stay names, sRGB colors become `rgb()` /
    /// `rgba()`, other color spaces keep their function.
    pub fn write_specified<W: Write>(&self, dest: &mut W) -> fmt::Result {
        match self {
            Color::CurrentColor => dest.write_str("currentcolor"),
            Color::Named(name, _) | Color::System(name, _) => dest.write_str(name),
            Color::Function(c) => write_parsed(c, dest),
        }
    }

    /// The computed color (https://drafts.csswg.org/css-color-4/#resolving-color-values),
    /// given the element's computed `color` for `currentcolor`.
    pub fn computed(&self, current_color: &ComputedColor) -> ComputedColor {
        match self {
            Color::CurrentColor => *current_color,
            Color::Named(_, rgba) | Color::System(_, rgba) => ComputedColor(ParsedColor::Rgba(*rgba)),
            Color::Function(c) => ComputedColor(*c),
        }
    }
}

/// A computed color: an sRGB color or a color in another space.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ComputedColor(pub ParsedColor);

impl ComputedColor {
    pub const BLACK: ComputedColor = ComputedColor(ParsedColor::Rgba(RgbaLegacy {
        red: 0,
        green: 0,
        blue: 0,
        alpha: 1.0,
    }));

    /// https://drafts.csswg.org/css-color-4/#serializing-color-values :
    /// `rgb(r, g, b)`, or `rgba(r, g, b, a)` when not opaque.
    pub fn to_css_string(&self) -> String {
        let mut s = String::new();
        let _ = write_parsed(&self.0, &mut s);
        s
    }
}

fn write_parsed<W: Write>(color: &ParsedColor, dest: &mut W) -> fmt::Result {
    // cssparser-color already serializes hsl() and hwb() as rgb(), and
    // lab()/lch()/oklab()/oklch()/color() in their own notation.
    match color {
        ParsedColor::CurrentColor => dest.write_str("currentcolor"),
        other => other.to_css(dest),
    }
}
