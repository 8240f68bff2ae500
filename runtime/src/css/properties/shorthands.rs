//! Shorthand properties (https://drafts.csswg.org/css-cascade-5/#shorthand-property):
//! their longhands, how a value expands to them, and how they serialize
//! back from the longhands' values.

use cssparser::Parser;

use super::grammar::{self, Grammar};
use super::longhands::{BORDER_STYLE, BORDER_WIDTH_KEYWORDS};
use super::shorthands_complex as complex;
use super::{animation, background};
use super::{LonghandId, ShorthandId};
use crate::css::values::parse::{fail, Error, Numeric};
use crate::css::values::Value;

/// How a shorthand's value is read and written.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// One to four values for top, right, bottom, left.
    Box(Grammar),
    /// One or two values; the second defaults to the first.
    Pair(Grammar),
    /// One or two values; the second defaults to its initial value and is
    /// omitted when serializing if initial (`flex-flow`... no: that is
    /// [`Kind::Either`]). Used by `grid-row`/`grid-column`: `a [/ b]`.
    GridLine,
    BorderRadius,
    /// `<line-width> || <line-style> || <color>` for one side.
    BorderSide,
    /// The same for all four sides.
    Border,
    Outline,
    Flex,
    /// Any of the longhands' values, in any order, once each
    /// (`flex-flow`, `list-style`, `text-decoration`): omitted ones are set
    /// to their initial value (explicitly, or as the `initial` keyword when
    /// `implicit_initial`, as Chromium does).
    Either { implicit_initial: bool },
    Background,
    Font,
    Transition,
    Animation,
    /// A logical shorthand (`margin-inline`) over the physical longhands
    /// it maps to in a horizontal, left-to-right document: one or two
    /// values for start and end. Never used to serialize (Chromium writes
    /// the physical longhands it has no logical name for).
    Logical(Grammar),
}

/// A shorthand's definition.
#[derive(Debug)]
pub struct Shorthand {
    pub name: &'static str,
    /// Its longhands, in canonical order.
    pub longhands: &'static [&'static str],
    pub kind: Kind,
}

const fn s(name: &'static str, longhands: &'static [&'static str], kind: Kind) -> Shorthand {
    Shorthand { name, longhands, kind }
}

const LP: Numeric = Numeric::LENGTH_PERCENTAGE;
const BORDER_WIDTH: Grammar = Grammar::Numeric(BORDER_WIDTH_KEYWORDS, Numeric::LENGTH.non_negative());
const BORDER_COLOR: Grammar = Grammar::Color(&[]);

const BORDER_LONGHANDS: &[&str] = &[
    "border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
    "border-top-style", "border-right-style", "border-bottom-style", "border-left-style",
    "border-top-color", "border-right-color", "border-bottom-color", "border-left-color",
];

pub static SHORTHANDS: &[Shorthand] = &[
    s("animation", &[
        "animation-duration", "animation-timing-function", "animation-delay",
        "animation-iteration-count", "animation-direction", "animation-fill-mode",
        "animation-play-state", "animation-name",
    ], Kind::Animation),
    s("background", &[
        "background-image", "background-position-x", "background-position-y", "background-size",
        "background-repeat", "background-attachment", "background-origin", "background-clip",
        "background-color",
    ], Kind::Background),
    s("border", BORDER_LONGHANDS, Kind::Border),
    s("border-bottom", &["border-bottom-width", "border-bottom-style", "border-bottom-color"], Kind::BorderSide),
    s("border-color", &["border-top-color", "border-right-color", "border-bottom-color", "border-left-color"], Kind::Box(BORDER_COLOR)),
    s("border-left", &["border-left-width", "border-left-style", "border-left-color"], Kind::BorderSide),
    s("border-radius", &[
        "border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius",
        "border-bottom-left-radius",
    ], Kind::BorderRadius),
    s("border-right", &["border-right-width", "border-right-style", "border-right-color"], Kind::BorderSide),
    s("border-style", &["border-top-style", "border-right-style", "border-bottom-style", "border-left-style"], Kind::Box(Grammar::Keywords(BORDER_STYLE))),
    s("border-top", &["border-top-width", "border-top-style", "border-top-color"], Kind::BorderSide),
    s("border-width", &["border-top-width", "border-right-width", "border-bottom-width", "border-left-width"], Kind::Box(BORDER_WIDTH)),
    s("flex", &["flex-grow", "flex-shrink", "flex-basis"], Kind::Flex),
    s("flex-flow", &["flex-direction", "flex-wrap"], Kind::Either { implicit_initial: false }),
    s("font", &["font-style", "font-variant", "font-weight", "font-stretch", "font-size", "line-height", "font-family"], Kind::Font),
    s("gap", &["row-gap", "column-gap"], Kind::Pair(Grammar::Numeric(&["normal"], LP.non_negative()))),
    s("grid-column", &["grid-column-start", "grid-column-end"], Kind::GridLine),
    s("grid-row", &["grid-row-start", "grid-row-end"], Kind::GridLine),
    s("inset", &["top", "right", "bottom", "left"], Kind::Box(Grammar::Numeric(&["auto"], LP))),
    s("inset-block", &["top", "bottom"], Kind::Logical(Grammar::Numeric(&["auto"], LP))),
    s("inset-inline", &["left", "right"], Kind::Logical(Grammar::Numeric(&["auto"], LP))),
    s("list-style", &["list-style-position", "list-style-image", "list-style-type"], Kind::Either { implicit_initial: true }),
    s("margin-block", &["margin-top", "margin-bottom"], Kind::Logical(Grammar::Numeric(&["auto"], LP))),
    s("margin-inline", &["margin-left", "margin-right"], Kind::Logical(Grammar::Numeric(&["auto"], LP))),
    s("margin", &["margin-top", "margin-right", "margin-bottom", "margin-left"], Kind::Box(Grammar::Numeric(&["auto"], LP))),
    s("outline", &["outline-color", "outline-style", "outline-width"], Kind::Outline),
    s("overflow", &["overflow-x", "overflow-y"], Kind::Pair(Grammar::Keywords(&["visible", "hidden", "clip", "scroll", "auto", "overlay"]))),
    s("padding", &["padding-top", "padding-right", "padding-bottom", "padding-left"], Kind::Box(Grammar::Numeric(&[], LP.non_negative()))),
    s("padding-block", &["padding-top", "padding-bottom"], Kind::Logical(Grammar::Numeric(&[], LP.non_negative()))),
    s("padding-inline", &["padding-left", "padding-right"], Kind::Logical(Grammar::Numeric(&[], LP.non_negative()))),
    s("place-content", &["align-content", "justify-content"], Kind::Pair(Grammar::Keywords(&[
        "normal", "stretch", "center", "start", "end", "flex-start", "flex-end", "space-between",
        "space-around", "space-evenly", "baseline", "left", "right",
    ]))),
    s("place-items", &["align-items", "justify-items"], Kind::Pair(Grammar::Keywords(&[
        "normal", "stretch", "center", "start", "end", "flex-start", "flex-end", "self-start",
        "self-end", "baseline", "left", "right",
    ]))),
    s("place-self", &["align-self", "justify-self"], Kind::Pair(Grammar::Keywords(&[
        "auto", "normal", "stretch", "center", "start", "end", "flex-start", "flex-end",
        "self-start", "self-end", "baseline", "left", "right",
    ]))),
    s("text-decoration", &["text-decoration-line", "text-decoration-thickness", "text-decoration-style", "text-decoration-color"], Kind::Either { implicit_initial: true }),
    s("transition", &["transition-property", "transition-duration", "transition-timing-function", "transition-delay", "transition-behavior"], Kind::Transition),
];

/// A longhand's value from a shorthand: a value, or the `initial` keyword
/// that Chromium stores for components the shorthand's text omitted.
pub type Component = Option<Value>;

impl ShorthandId {
    /// Expands the whole of `input` to one value per longhand (in
    /// [`ShorthandId::longhands`] order).
    pub fn expand(self, input: &mut Parser<'_>) -> Result<Vec<Component>, Error> {
        let longhands = self.longhands();
        let values = match self.def().kind {
            Kind::Box(g) => {
                let mut v = Vec::new();
                while v.len() < 4 {
                    match input.try_parse(|i| grammar::parse_one(g, i)) {
                        Ok(x) => v.push(x),
                        Err(_) => break,
                    }
                }
                box_sides(v)?.into_iter().map(Some).collect()
            }
            Kind::Pair(g) | Kind::Logical(g) => {
                let first = grammar::parse_one(g, input)?;
                let second = input.try_parse(|i| grammar::parse_one(g, i)).unwrap_or_else(|_| first.clone());
                vec![Some(first), Some(second)]
            }
            Kind::GridLine => complex::grid_line(input)?,
            Kind::BorderRadius => complex::border_radius(input)?,
            Kind::BorderSide | Kind::Border => {
                let [w, s, c] = border_side(input, longhands)?;
                let sides = if matches!(self.def().kind, Kind::Border) { 4 } else { 1 };
                let mut out = Vec::new();
                for part in [w, s, c] {
                    out.extend(std::iter::repeat_n(Some(part), sides));
                }
                out
            }
            Kind::Outline => complex::outline(input, longhands)?,
            Kind::Flex => complex::flex(input)?,
            Kind::Either { implicit_initial } => complex::either(input, longhands, implicit_initial)?,
            Kind::Background => background::background(input, longhands)?,
            Kind::Font => complex::font(input)?,
            Kind::Transition => animation::transition(input, longhands)?,
            Kind::Animation => animation::animation(input, longhands)?,
        };
        input.expect_exhausted()?;
        if values.len() != longhands.len() {
            return fail();
        }
        Ok(values)
    }

    /// Whether declaration blocks serialize their longhands as this
    /// shorthand (not the logical ones).
    pub fn is_serializable(self) -> bool {
        !matches!(self.def().kind, Kind::Logical(_))
    }

    /// https://drafts.csswg.org/cssom/#serialize-a-css-value for a
    /// shorthand, from its longhands' values; `None` when they cannot be
    /// written as this shorthand.
    pub fn serialize(self, values: &[Component]) -> Option<String> {
        let v = |i: usize| values.get(i).and_then(|c| c.as_ref());
        match self.def().kind {
            Kind::Box(_) => {
                let sides: Vec<&Value> = (0..4).map(v).collect::<Option<_>>()?;
                Some(serialize_box(&sides))
            }
            Kind::Pair(_) => {
                let (a, b) = (v(0)?, v(1)?);
                Some(if a == b { a.to_css_string() } else { format!("{a} {b}") })
            }
            Kind::GridLine => complex::serialize_grid_line(v(0)?, v(1)?),
            Kind::BorderRadius => complex::serialize_border_radius(&(0..4).map(v).collect::<Option<Vec<_>>>()?),
            Kind::BorderSide => serialize_border_side(v(0)?, v(1)?, v(2)?, self.longhands()),
            Kind::Border => {
                let all_same = |range: std::ops::Range<usize>| {
                    let first = v(range.start);
                    range.clone().all(|i| v(i).is_some() && v(i) == first)
                };
                if !(all_same(0..4) && all_same(4..8) && all_same(8..12)) {
                    return None;
                }
                serialize_border_side(v(0)?, v(4)?, v(8)?, &[self.longhands()[0], self.longhands()[4], self.longhands()[8]])
            }
            Kind::Outline => complex::serialize_omitting_initial(values, self.longhands(), "none"),
            Kind::Flex => Some(format!("{} {} {}", v(0)?, v(1)?, v(2)?)),
            Kind::Either { .. } => complex::serialize_either(self, values),
            Kind::Background => background::serialize_background(values, self.longhands()),
            Kind::Font => complex::serialize_font(values, self.longhands()),
            Kind::Transition => animation::serialize_transition(values, self.longhands()),
            Kind::Animation => animation::serialize_animation(values),
            Kind::Logical(_) => None,
        }
    }
}

/// Top, right, bottom, left from one to four values.
fn box_sides(values: Vec<Value>) -> Result<Vec<Value>, Error> {
    let get = |i: usize| values.get(i).cloned();
    let (top, right, bottom, left) = match values.len() {
        1 => (get(0), get(0), get(0), get(0)),
        2 => (get(0), get(1), get(0), get(1)),
        3 => (get(0), get(1), get(2), get(1)),
        4 => (get(0), get(1), get(2), get(3)),
        _ => return fail(),
    };
    match (top, right, bottom, left) {
        (Some(t), Some(r), Some(b), Some(l)) => Ok(vec![t, r, b, l]),
        _ => fail(),
    }
}

/// The shortest of the one- to four-value forms (also for resolved values).
pub fn serialize_box_values(sides: &[&Value]) -> String {
    serialize_box(sides)
}

/// The shortest of the one- to four-value forms.
pub(super) fn serialize_box(sides: &[&Value]) -> String {
    let [top, right, bottom, left] = [sides[0], sides[1], sides[2], sides[3]];
    if top == right && top == bottom && top == left {
        top.to_css_string()
    } else if top == bottom && right == left {
        format!("{top} {right}")
    } else if right == left {
        format!("{top} {right} {bottom}")
    } else {
        format!("{top} {right} {bottom} {left}")
    }
}

/// `<line-width> || <line-style> || <color>`; omitted parts are their
/// initial values.
fn border_side(input: &mut Parser<'_>, longhands: &[LonghandId]) -> Result<[Value; 3], Error> {
    let (mut width, mut style, mut color) = (None, None, None);
    for _ in 0..3 {
        if width.is_none() {
            if let Ok(w) = input.try_parse(|i| grammar::parse_one(BORDER_WIDTH, i)) {
                width = Some(w);
                continue;
            }
        }
        if style.is_none() {
            if let Ok(s) = input.try_parse(|i| grammar::parse_one(Grammar::Keywords(BORDER_STYLE), i)) {
                style = Some(s);
                continue;
            }
        }
        if color.is_none() {
            if let Ok(c) = input.try_parse(|i| grammar::parse_one(BORDER_COLOR, i)) {
                color = Some(c);
                continue;
            }
        }
        break;
    }
    if width.is_none() && style.is_none() && color.is_none() {
        return fail();
    }
    // Longhand order of a side is width, style, color; for `border` the
    // first of each group of four is used for the initial value.
    let initial = |n: usize| -> Value {
        let index = if longhands.len() == 12 { n * 4 } else { n };
        longhands.get(index).map(|l| l.initial_value().clone()).unwrap_or(Value::Raw(String::new()))
    };
    Ok([
        width.unwrap_or_else(|| initial(0)),
        style.unwrap_or_else(|| initial(1)),
        color.unwrap_or_else(|| initial(2)),
    ])
}

/// Non-initial parts in width, style, color order; the style alone when all
/// are initial.
fn serialize_border_side(width: &Value, style: &Value, color: &Value, longhands: &[LonghandId]) -> Option<String> {
    let parts: Vec<String> = [width, style, color]
        .iter()
        .zip(longhands)
        .filter(|(value, id)| **value != id.initial_value())
        .map(|(value, _)| value.to_css_string())
        .collect();
    Some(if parts.is_empty() { style.to_css_string() } else { parts.join(" ") })
}
