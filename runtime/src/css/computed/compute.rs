//! Computing each longhand's value from its cascaded value, and the
//! resolved value `getComputedStyle` serializes.

use cssparser::Parser;
use cssparser_color::Color as ParsedColor;

use super::ComputedStyle;
use crate::css::cssom::{CssWideKeyword, DeclaredValue};
use crate::css::properties::{LonghandId, ShorthandId};
use crate::css::values::color::ComputedColor;
use crate::css::values::length::{Length, LengthContext};
use crate::css::values::number::serialize_number;
use crate::css::values::{Color, Separator, Value};
use crate::css::{VIEWPORT_HEIGHT, VIEWPORT_WIDTH};

fn id(name: &str) -> Option<LonghandId> {
    LonghandId::from_name(name)
}

/// https://drafts.csswg.org/css-cascade-5/#defaulting and
/// https://drafts.csswg.org/css-cascade-5/#computed : the computed value of
/// `longhand` for `style`'s element.
pub(super) fn compute_longhand(style: &ComputedStyle<'_>, longhand: LonghandId) -> Value {
    let declared = style.declared(longhand).cloned();
    let specified = match declared {
        Some(DeclaredValue::Value(v)) => Some(v),
        Some(DeclaredValue::WithVariables { css, shorthand }) => substitute_and_parse(style, longhand, &css, shorthand),
        Some(DeclaredValue::CssWide(CssWideKeyword::Initial)) => return compute(style, longhand, longhand.initial_value()),
        Some(DeclaredValue::CssWide(CssWideKeyword::Inherit)) => return inherit(style, longhand),
        // `unset` (and a `revert` with nothing below it).
        Some(DeclaredValue::CssWide(_)) | Some(DeclaredValue::Custom(_)) | None => None,
    };
    match specified {
        Some(v) => compute(style, longhand, &v),
        // No value, or invalid at computed-value time: `unset`.
        None if longhand.inherited() => inherit(style, longhand),
        None => compute(style, longhand, longhand.initial_value()),
    }
}

fn inherit(style: &ComputedStyle<'_>, longhand: LonghandId) -> Value {
    match style.parent() {
        Some(parent) => (*parent.computed_value(longhand)).clone(),
        None => compute(style, longhand, longhand.initial_value()),
    }
}

/// https://drafts.csswg.org/css-variables-2/#substitute-a-var, then the
/// value parsed for the longhand (or the shorthand it came from); `None`
/// when invalid at computed-value time.
fn substitute_and_parse(style: &ComputedStyle<'_>, longhand: LonghandId, css: &str, shorthand: Option<ShorthandId>) -> Option<Value> {
    let custom = style.custom_properties().clone();
    let text = super::custom_properties::substitute(css, &mut |name| custom.get(name).cloned())?;
    // A CSS-wide keyword after substitution applies as such.
    if let Some(k) = CssWideKeyword::parse_whole(&text) {
        return match k {
            CssWideKeyword::Initial => Some(longhand.initial_value().clone()),
            CssWideKeyword::Inherit => Some(inherit(style, longhand)),
            _ => None,
        };
    }
    let mut parser = Parser::new(&text);
    match shorthand {
        None => longhand.parse_value(&mut parser).ok(),
        Some(s) => {
            let components = s.expand(&mut parser).ok()?;
            let index = s.longhands().iter().position(|l| *l == longhand)?;
            match components.into_iter().nth(index)? {
                Some(v) => Some(v),
                None => Some(longhand.initial_value().clone()),
            }
        }
    }
}

/// The lengths context of the element: its font size, the root's, the viewport.
fn length_context(style: &ComputedStyle<'_>) -> LengthContext {
    LengthContext {
        font_size: font_size_px(style),
        root_font_size: font_size_px(style.root()),
        viewport_width: VIEWPORT_WIDTH,
        viewport_height: VIEWPORT_HEIGHT,
    }
}

/// The computed `font-size` in px.
pub(super) fn font_size_px(style: &ComputedStyle<'_>) -> f32 {
    match id("font-size").map(|f| style.computed_value(f)).as_deref() {
        Some(Value::Length(l)) if l.unit == crate::css::values::LengthUnit::PX => l.value,
        _ => 16.0,
    }
}

fn parent_font_size(style: &ComputedStyle<'_>) -> f32 {
    style.parent().map(font_size_px).unwrap_or(16.0)
}

/// The element's computed `color`.
fn current_color(style: &ComputedStyle<'_>) -> ComputedColor {
    match id("color").map(|c| style.computed_value(c)).as_deref() {
        Some(Value::Color(Color::Function(c))) => ComputedColor(*c),
        _ => ComputedColor::BLACK,
    }
}

/// Computes a specified (or initial) value.
fn compute(style: &ComputedStyle<'_>, longhand: LonghandId, value: &Value) -> Value {
    match longhand.name() {
        "font-size" => return compute_font_size(style, value),
        "font-weight" => return compute_font_weight(style, value),
        "display" => return super::compute::display(style, value),
        "float" => {
            let position = id("position").map(|p| style.computed_value(p));
            if position.as_deref().is_some_and(|p| p.is_keyword("absolute") || p.is_keyword("fixed")) {
                return Value::Keyword("none".into());
            }
        }
        "color" => {
            // `currentcolor` in `color` is the inherited color.
            if matches!(value, Value::Color(Color::CurrentColor)) {
                return inherit(style, longhand);
            }
        }
        "opacity" => {
            let n = match value {
                Value::Number(n) => *n,
                Value::Percentage(p) => p / 100.0,
                other => return generic(style, other),
            };
            return Value::Number(n.clamp(0.0, 1.0));
        }
        "border-top-width" | "border-right-width" | "border-bottom-width" | "border-left-width" => {
            let side_style = longhand.name().replace("-width", "-style");
            let s = id(&side_style).map(|s| style.computed_value(s));
            if s.as_deref().is_some_and(|s| s.is_keyword("none") || s.is_keyword("hidden")) {
                return Value::Length(Length::px(0.0));
            }
            return border_width(style, value);
        }
        "outline-width" => return border_width(style, value),
        "caret-color" | "accent-color" if value.is_keyword("auto") && longhand.name() == "caret-color" => {
            return Value::Color(Color::Function(current_color(style).0));
        }
        "word-spacing" if value.is_keyword("normal") => return Value::Length(Length::px(0.0)),
        _ => {}
    }
    generic(style, value)
}

/// The computed form of the parts of any value: colors resolved, lengths
/// in px where possible, times in seconds, simple `calc()` evaluated.
fn generic(style: &ComputedStyle<'_>, value: &Value) -> Value {
    match value {
        Value::Color(Color::CurrentColor) => Value::Color(Color::Function(current_color(style).0)),
        Value::Color(c) => Value::Color(Color::Function(c.computed(&ComputedColor::BLACK).0)),
        Value::Length(l) => match l.to_px(&length_context(style)) {
            Some(px) => Value::Length(Length::px(px)),
            None => value.clone(),
        },
        Value::Time { value, unit } => Value::Time {
            value: if *unit == "ms" { value / 1000.0 } else { *value },
            unit: "s",
        },
        Value::Math(text) => super::transform::evaluate_calc(text, &length_context(style)).unwrap_or_else(|| value.clone()),
        Value::List(items, sep) => Value::List(items.iter().map(|v| generic(style, v)).collect(), *sep),
        other => other.clone(),
    }
}

/// https://drafts.csswg.org/css-backgrounds-3/#typedef-line-width
fn border_width(style: &ComputedStyle<'_>, value: &Value) -> Value {
    match value.keyword() {
        Some("thin") => Value::Length(Length::px(1.0)),
        Some("medium") => Value::Length(Length::px(3.0)),
        Some("thick") => Value::Length(Length::px(5.0)),
        _ => generic(style, value),
    }
}

/// https://drafts.csswg.org/css-fonts-4/#font-size-prop, with Chromium's
/// keyword sizes for a 16px default.
fn compute_font_size(style: &ComputedStyle<'_>, value: &Value) -> Value {
    let parent = parent_font_size(style);
    let px = match value {
        Value::Keyword(k) => match k.as_str() {
            "xx-small" => 9.0,
            "x-small" => 10.0,
            "small" => 13.0,
            "medium" | "math" => 16.0,
            "large" => 18.0,
            "x-large" => 24.0,
            "xx-large" => 32.0,
            "xxx-large" => 48.0,
            "smaller" => parent / 1.2,
            "larger" => parent * 1.2,
            _ => 16.0,
        },
        Value::Percentage(p) => parent * p / 100.0,
        Value::Length(l) => {
            // `em` here is relative to the parent's font size, and `rem`
            // on the root element to the initial one.
            let ctx = LengthContext {
                font_size: parent,
                root_font_size: if style.is_root() { 16.0 } else { font_size_px(style.root()) },
                viewport_width: VIEWPORT_WIDTH,
                viewport_height: VIEWPORT_HEIGHT,
            };
            match l.to_px(&ctx) {
                Some(px) => px,
                None => return value.clone(),
            }
        }
        Value::Math(text) => {
            let ctx = LengthContext { font_size: parent, ..length_context_without_font(style) };
            return super::transform::evaluate_calc(text, &ctx).unwrap_or_else(|| value.clone());
        }
        other => return other.clone(),
    };
    Value::Length(Length::px(px))
}

fn length_context_without_font(style: &ComputedStyle<'_>) -> LengthContext {
    LengthContext {
        font_size: 16.0,
        root_font_size: if style.is_root() { 16.0 } else { font_size_px(style.root()) },
        viewport_width: VIEWPORT_WIDTH,
        viewport_height: VIEWPORT_HEIGHT,
    }
}

/// https://drafts.csswg.org/css-fonts-4/#font-weight-prop and its
/// relative weights table.
fn compute_font_weight(style: &ComputedStyle<'_>, value: &Value) -> Value {
    let parent = || match style.parent().and_then(|p| id("font-weight").map(|w| p.computed_value(w))).as_deref() {
        Some(Value::Number(n)) => *n,
        _ => 400.0,
    };
    Value::Number(match value.keyword() {
        Some("normal") => 400.0,
        Some("bold") => 700.0,
        Some("bolder") => {
            let p = parent();
            if p < 350.0 {
                400.0
            } else if p < 550.0 {
                700.0
            } else {
                p.max(900.0)
            }
        }
        Some("lighter") => {
            let p = parent();
            if p < 550.0 {
                p.min(100.0)
            } else if p < 750.0 {
                400.0
            } else {
                700.0
            }
        }
        _ => match value {
            Value::Number(n) => *n,
            other => return generic(style, other),
        },
    })
}

/// https://drafts.csswg.org/css-display-3/#blockify : the computed
/// `display`, blockified for the root element, absolutely positioned and
/// floated elements, and flex and grid items.
pub(super) fn display(style: &ComputedStyle<'_>, value: &Value) -> Value {
    let Some(keyword) = value.keyword() else {
        return value.clone();
    };
    if keyword == "none" {
        return value.clone();
    }
    let positioned = id("position")
        .map(|p| style.computed_value(p))
        .is_some_and(|p| p.is_keyword("absolute") || p.is_keyword("fixed"));
    let floated = !positioned
        && id("float").map(|f| style.computed_value(f)).is_some_and(|f| !f.is_keyword("none"));
    let parent_display = style.parent().and_then(|p| id("display").map(|d| p.computed_value(d)));
    let flex_or_grid_item = parent_display.as_deref().and_then(Value::keyword).is_some_and(|d| {
        matches!(d, "flex" | "inline-flex" | "grid" | "inline-grid" | "-webkit-box" | "-webkit-inline-box")
    });
    let root = style.is_root();
    if keyword == "contents" && !root {
        return value.clone();
    }
    if !(root || positioned || floated || flex_or_grid_item) {
        return value.clone();
    }
    let blockified = match keyword {
        "inline" | "inline-block" | "contents" | "ruby" | "ruby-text" | "table-row-group"
        | "table-header-group" | "table-footer-group" | "table-row" | "table-cell"
        | "table-column-group" | "table-column" | "table-caption" => "block",
        "inline-flex" => "flex",
        "inline-grid" => "grid",
        "inline-table" => "table",
        "-webkit-inline-box" => "-webkit-box",
        other => other,
    };
    Value::Keyword(blockified.to_owned())
}

/// https://drafts.csswg.org/cssom/#resolved-value of a longhand.
pub(super) fn resolved_value(style: &ComputedStyle<'_>, longhand: LonghandId) -> String {
    let value = style.computed_value(longhand);
    match (longhand.name(), &*value) {
        // The resolved line-height is a length (Chromium).
        ("line-height", Value::Number(n)) => format!("{}px", serialize_number(n * font_size_px(style))),
        ("line-height", Value::Percentage(p)) => format!("{}px", serialize_number(p / 100.0 * font_size_px(style))),
        ("transform", v) => super::transform::resolved_transform(v, &length_context(style)),
        (_, Value::Color(Color::Function(ParsedColor::CurrentColor))) => current_color(style).to_css_string(),
        (_, v) => v.to_css_string(),
    }
}

/// A shorthand read from `getComputedStyle`: the box shorthands and
/// `border`/`border-*` from their longhands' resolved values, as
/// Chromium gives them; `""` for the others.
pub(super) fn resolved_shorthand(style: &ComputedStyle<'_>, shorthand: ShorthandId) -> String {
    let parts: Vec<String> = shorthand.longhands().iter().map(|l| resolved_value(style, *l)).collect();
    match shorthand.name() {
        "margin" | "padding" | "inset" | "border-width" | "border-style" | "border-color" => {
            let values: Vec<Value> = parts.into_iter().map(Value::Raw).collect();
            let refs: Vec<&Value> = values.iter().collect();
            crate::css::properties::shorthands::serialize_box_values(&refs)
        }
        "gap" | "overflow" => {
            if parts.first() == parts.get(1) {
                parts.first().cloned().unwrap_or_default()
            } else {
                parts.join(" ")
            }
        }
        "border-top" | "border-right" | "border-bottom" | "border-left" | "outline" => parts.join(" "),
        "border" => {
            // The same on all four sides, or nothing.
            let sides = [&parts[0..4], &parts[4..8], &parts[8..12]];
            if sides.iter().all(|s| s.iter().all(|v| *v == s[0])) {
                format!("{} {} {}", parts[0], parts[4], parts[8])
            } else {
                String::new()
            }
        }
        _ => String::new(),
    }
}

#[allow(dead_code)]
fn list(items: Vec<Value>) -> Value {
    Value::List(items, Separator::Space)
}
