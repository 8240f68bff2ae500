//! Lengths (https://drafts.csswg.org/css-values-4/#lengths) and their
//! absolute value in CSS pixels where that needs no layout.

use std::fmt::{self, Write};

use super::number::serialize_number;

/// A length unit, by its canonical (lowercase) name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LengthUnit(&'static str);

/// Every unit the engine accepts, lowercase.
const UNITS: &[&str] = &[
    "px", "cm", "mm", "q", "in", "pt", "pc", // absolute
    "em", "rem", "ex", "rex", "ch", "rch", "cap", "rcap", "ic", "ric", "lh", "rlh", // font-relative
    "vw", "vh", "vmin", "vmax", "vi", "vb", "svw", "svh", "svmin", "svmax", "lvw", "lvh", "lvmin",
    "lvmax", "dvw", "dvh", "dvmin", "dvmax", "svi", "svb", "lvi", "lvb", "dvi", "dvb", // viewport
    "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", // container
];

impl LengthUnit {
    pub const PX: LengthUnit = LengthUnit("px");

    /// The unit named `name` (ASCII case-insensitive), if it is a length unit.
    pub fn from_name(name: &str) -> Option<LengthUnit> {
        UNITS
            .iter()
            .find(|u| u.eq_ignore_ascii_case(name))
            .map(|u| LengthUnit(u))
    }

    pub fn name(self) -> &'static str {
        self.0
    }
}

/// The environment lengths are resolved in: the element's font sizes and the
/// viewport (see [`crate::css::VIEWPORT_WIDTH`]).
#[derive(Clone, Copy, Debug)]
pub struct LengthContext {
    /// The computed font-size of the element (for `em`), in px.
    pub font_size: f32,
    /// The computed font-size of the root element (for `rem`), in px.
    pub root_font_size: f32,
    pub viewport_width: f32,
    pub viewport_height: f32,
}

/// A `<length>`: a number and a unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Length {
    pub value: f32,
    pub unit: LengthUnit,
}

impl Length {
    pub fn px(value: f32) -> Length {
        Length { value, unit: LengthUnit::PX }
    }

    /// https://drafts.csswg.org/css-values-4/#absolute-lengths and the
    /// font- and viewport-relative units this engine can resolve without
    /// layout or font metrics. `None` for units that need them (`ex`, `ch`,
    /// `cap`, `ic`, `lh`, container units): their computed value stays as
    /// specified.
    pub fn to_px(self, ctx: &LengthContext) -> Option<f32> {
        let v = self.value;
        let (vw, vh) = (ctx.viewport_width / 100.0, ctx.viewport_height / 100.0);
        Some(match self.unit.0 {
            "px" => v,
            "cm" => v * 96.0 / 2.54,
            "mm" => v * 96.0 / 25.4,
            "q" => v * 96.0 / 101.6,
            "in" => v * 96.0,
            "pt" => v * 96.0 / 72.0,
            "pc" => v * 16.0,
            "em" => v * ctx.font_size,
            "rem" => v * ctx.root_font_size,
            // No toolbars: the small, large and dynamic viewports are the
            // same, and the writing mode is horizontal.
            "vw" | "svw" | "lvw" | "dvw" | "vi" | "svi" | "lvi" | "dvi" => v * vw,
            "vh" | "svh" | "lvh" | "dvh" | "vb" | "svb" | "lvb" | "dvb" => v * vh,
            "vmin" | "svmin" | "lvmin" | "dvmin" => v * vw.min(vh),
            "vmax" | "svmax" | "lvmax" | "dvmax" => v * vw.max(vh),
            _ => return None,
        })
    }

    pub fn write_css<W: Write>(&self, dest: &mut W) -> fmt::Result {
        dest.write_str(&serialize_number(self.value))?;
        dest.write_str(self.unit.0)
    }
}
