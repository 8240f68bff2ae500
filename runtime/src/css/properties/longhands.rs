//! The longhand properties the engine knows: name, inheritance, initial
//! value and value grammar, sorted by name.
//!
//! Sources: the "propdef" tables of each CSS specification; where Chromium
//! differs observably (`user-select` inherits), Chromium's
//! `css_properties.json5` is followed and the entry says so.

use super::grammar::Grammar::{self, *};
use crate::css::values::parse::Numeric;

/// A longhand property's definition.
#[derive(Debug)]
pub struct Longhand {
    pub name: &'static str,
    /// https://drafts.csswg.org/css-cascade-5/#inherited-property
    pub inherited: bool,
    /// The initial value, as CSS text in the property's grammar.
    pub initial: &'static str,
    pub grammar: Grammar,
}

const fn p(name: &'static str, inherited: bool, initial: &'static str, grammar: Grammar) -> Longhand {
    Longhand { name, inherited, initial, grammar }
}

const LP: Numeric = Numeric::LENGTH_PERCENTAGE;
const LP_POS: Numeric = Numeric::LENGTH_PERCENTAGE.non_negative();
const LENGTH: Numeric = Numeric::LENGTH;
const LENGTH_POS: Numeric = Numeric::LENGTH.non_negative();
const TIME: Numeric = Numeric::TIME;
const TIME_POS: Numeric = Numeric::TIME.non_negative();
const NUMBER_POS: Numeric = Numeric::NUMBER.non_negative();

const ALIGN: &[&str] = &[
    "normal", "stretch", "center", "start", "end", "flex-start", "flex-end", "self-start",
    "self-end", "left", "right", "baseline", "first", "last", "space-between", "space-around",
    "space-evenly", "safe", "unsafe",
];
const ALIGN_SELF: &[&str] = &[
    "auto", "normal", "stretch", "center", "start", "end", "flex-start", "flex-end", "self-start",
    "self-end", "left", "right", "baseline", "first", "last", "safe", "unsafe",
];
const JUSTIFY_ITEMS: &[&str] = &[
    "normal", "stretch", "center", "start", "end", "flex-start", "flex-end", "self-start",
    "self-end", "left", "right", "baseline", "first", "last", "safe", "unsafe", "legacy",
    "anchor-center",
];
const BLEND: &[&str] = &[
    "normal", "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
    "hard-light", "soft-light", "difference", "exclusion", "hue", "saturation", "color",
    "luminosity", "plus-lighter",
];
/// https://drafts.csswg.org/css-backgrounds-3/#typedef-line-style
pub const BORDER_STYLE: &[&str] = &[
    "none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset",
];
const OUTLINE_STYLE: &[&str] = &[
    "auto", "none", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset",
];
pub const BORDER_WIDTH_KEYWORDS: &[&str] = &["thin", "medium", "thick"];
/// https://drafts.csswg.org/css-display-3/#the-display-properties
/// (the one-keyword forms, legacy ones included).
pub const DISPLAY: &[&str] = &[
    "none", "contents", "block", "inline", "inline-block", "flow-root", "list-item", "flex",
    "inline-flex", "grid", "inline-grid", "table", "inline-table", "table-row-group",
    "table-header-group", "table-footer-group", "table-row", "table-cell", "table-column-group",
    "table-column", "table-caption", "ruby", "ruby-text", "math", "-webkit-box",
    "-webkit-inline-box",
];
/// The keywords the two-value `display` syntax combines.
pub const DISPLAY_PARTS: &[&str] = &[
    "none", "contents", "block", "inline", "inline-block", "flow-root", "list-item", "flex",
    "inline-flex", "grid", "inline-grid", "table", "inline-table", "table-row-group",
    "table-header-group", "table-footer-group", "table-row", "table-cell", "table-column-group",
    "table-column", "table-caption", "ruby", "ruby-text", "math", "-webkit-box",
    "-webkit-inline-box", "flow", "run-in",
];
pub const FONT_SIZE_KEYWORDS: &[&str] = &[
    "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large",
    "smaller", "larger", "math",
];
const SIZE: &[&str] = &["auto", "min-content", "max-content", "fit-content", "stretch", "-webkit-fill-available"];
const MAX_SIZE: &[&str] = &["none", "min-content", "max-content", "fit-content", "stretch", "-webkit-fill-available"];
const OVERFLOW: &[&str] = &["visible", "hidden", "clip", "scroll", "auto", "overlay"];
const VISUAL_BOX: &[&str] = &["border-box", "padding-box", "content-box"];
const POINTER_EVENTS: &[&str] = &[
    "auto", "none", "visiblepainted", "visiblefill", "visiblestroke", "visible", "painted", "fill",
    "stroke", "all", "bounding-box",
];

/// The table, sorted by name (a test checks the order).
pub static LONGHANDS: &[Longhand] = &[
    p("-webkit-font-smoothing", true, "auto", Keywords(&["auto", "none", "antialiased", "subpixel-antialiased"])),
    p("-webkit-line-clamp", false, "none", Numeric(&["none"], Numeric::INTEGER.non_negative())),
    p("-webkit-text-fill-color", true, "currentcolor", Color(&[])),
    p("accent-color", true, "auto", Color(&["auto"])),
    p("align-content", false, "normal", KeywordSet(ALIGN, 2)),
    p("align-items", false, "normal", KeywordSet(ALIGN_SELF, 2)),
    p("align-self", false, "auto", KeywordSet(ALIGN_SELF, 2)),
    p("animation-delay", false, "0s", NumericList(&[], TIME)),
    p("animation-direction", false, "normal", KeywordList(&["normal", "reverse", "alternate", "alternate-reverse"], 1)),
    p("animation-duration", false, "0s", NumericList(&["auto"], TIME_POS)),
    p("animation-fill-mode", false, "none", KeywordList(&["none", "forwards", "backwards", "both"], 1)),
    p("animation-iteration-count", false, "1", NumericList(&["infinite"], NUMBER_POS)),
    p("animation-name", false, "none", IdentList(&["none"])),
    p("animation-play-state", false, "running", KeywordList(&["running", "paused"], 1)),
    p("animation-timing-function", false, "ease", Easing),
    p("appearance", false, "none", Keywords(&[
        "none", "auto", "base-select", "menulist-button", "textfield", "button", "checkbox", "radio",
        "searchfield", "textarea", "menulist", "listbox", "push-button", "square-button", "meter",
        "progress-bar", "slider-horizontal", "searchfield-cancel-button",
    ])),
    p("aspect-ratio", false, "auto", AspectRatio),
    p("backdrop-filter", false, "none", Any),
    p("backface-visibility", false, "visible", Keywords(&["visible", "hidden"])),
    p("background-attachment", false, "scroll", KeywordList(&["scroll", "fixed", "local"], 1)),
    p("background-blend-mode", false, "normal", KeywordList(BLEND, 1)),
    p("background-clip", false, "border-box", KeywordList(&["border-box", "padding-box", "content-box", "text"], 1)),
    p("background-color", false, "transparent", Color(&[])),
    p("background-image", false, "none", Images),
    p("background-origin", false, "padding-box", KeywordList(VISUAL_BOX, 1)),
    p("background-position-x", false, "0%", Any),
    p("background-position-y", false, "0%", Any),
    p("background-repeat", false, "repeat", KeywordList(&["repeat-x", "repeat-y", "repeat", "space", "round", "no-repeat"], 2)),
    p("background-size", false, "auto", BackgroundSize),
    p("border-bottom-color", false, "currentcolor", Color(&[])),
    p("border-bottom-left-radius", false, "0px", Pair(LP_POS)),
    p("border-bottom-right-radius", false, "0px", Pair(LP_POS)),
    p("border-bottom-style", false, "none", Keywords(BORDER_STYLE)),
    p("border-bottom-width", false, "medium", Numeric(BORDER_WIDTH_KEYWORDS, LENGTH_POS)),
    p("border-collapse", true, "separate", Keywords(&["separate", "collapse"])),
    p("border-left-color", false, "currentcolor", Color(&[])),
    p("border-left-style", false, "none", Keywords(BORDER_STYLE)),
    p("border-left-width", false, "medium", Numeric(BORDER_WIDTH_KEYWORDS, LENGTH_POS)),
    p("border-right-color", false, "currentcolor", Color(&[])),
    p("border-right-style", false, "none", Keywords(BORDER_STYLE)),
    p("border-right-width", false, "medium", Numeric(BORDER_WIDTH_KEYWORDS, LENGTH_POS)),
    p("border-spacing", true, "0px", Pair(LENGTH_POS)),
    p("border-top-color", false, "currentcolor", Color(&[])),
    p("border-top-left-radius", false, "0px", Pair(LP_POS)),
    p("border-top-right-radius", false, "0px", Pair(LP_POS)),
    p("border-top-style", false, "none", Keywords(BORDER_STYLE)),
    p("border-top-width", false, "medium", Numeric(BORDER_WIDTH_KEYWORDS, LENGTH_POS)),
    p("bottom", false, "auto", Numeric(&["auto"], LP)),
    p("box-shadow", false, "none", Shadow { inset: true }),
    p("box-sizing", false, "content-box", Keywords(&["content-box", "border-box"])),
    p("caret-color", true, "auto", Color(&["auto"])),
    p("clear", false, "none", Keywords(&["none", "left", "right", "both", "inline-start", "inline-end"])),
    p("clip-path", false, "none", Any),
    p("color", true, "canvastext", Color(&[])),
    p("color-scheme", true, "normal", Any),
    p("column-count", false, "auto", Numeric(&["auto"], Numeric::INTEGER.non_negative())),
    p("column-gap", false, "normal", Numeric(&["normal"], LP_POS)),
    p("contain", false, "none", Any),
    p("content", false, "normal", Any),
    p("content-visibility", false, "visible", Keywords(&["visible", "auto", "hidden"])),
    p("cursor", true, "auto", Cursor),
    p("direction", true, "ltr", Keywords(&["ltr", "rtl"])),
    p("display", false, "inline", Display),
    p("filter", false, "none", Any),
    p("flex-basis", false, "auto", Numeric(&["auto", "content", "min-content", "max-content", "fit-content"], LP_POS)),
    p("flex-direction", false, "row", Keywords(&["row", "row-reverse", "column", "column-reverse"])),
    p("flex-grow", false, "0", Numeric(&[], NUMBER_POS)),
    p("flex-shrink", false, "1", Numeric(&[], NUMBER_POS)),
    p("flex-wrap", false, "nowrap", Keywords(&["nowrap", "wrap", "wrap-reverse"])),
    p("float", false, "none", Keywords(&["none", "left", "right", "inline-start", "inline-end"])),
    p("font-family", true, "\"Times New Roman\"", FontFamily),
    p("font-feature-settings", true, "normal", Any),
    p("font-kerning", true, "auto", Keywords(&["auto", "normal", "none"])),
    p("font-size", true, "medium", Numeric(FONT_SIZE_KEYWORDS, LP_POS)),
    p("font-stretch", true, "normal", Any),
    p("font-style", true, "normal", Keywords(&["normal", "italic", "oblique"])),
    p("font-variant", true, "normal", Any),
    p("font-variation-settings", true, "normal", Any),
    p("font-weight", true, "normal", FontWeight),
    p("grid-auto-columns", false, "auto", Any),
    p("grid-auto-flow", false, "row", KeywordSet(&["row", "column", "dense"], 2)),
    p("grid-auto-rows", false, "auto", Any),
    p("grid-column-end", false, "auto", Any),
    p("grid-column-start", false, "auto", Any),
    p("grid-row-end", false, "auto", Any),
    p("grid-row-start", false, "auto", Any),
    p("grid-template-areas", false, "none", Any),
    p("grid-template-columns", false, "none", Any),
    p("grid-template-rows", false, "none", Any),
    p("height", false, "auto", Numeric(SIZE, LP_POS)),
    p("isolation", false, "auto", Keywords(&["auto", "isolate"])),
    p("justify-content", false, "normal", KeywordSet(ALIGN, 2)),
    p("justify-items", false, "normal", KeywordSet(JUSTIFY_ITEMS, 2)),
    p("justify-self", false, "auto", KeywordSet(ALIGN_SELF, 2)),
    p("left", false, "auto", Numeric(&["auto"], LP)),
    p("letter-spacing", true, "normal", Numeric(&["normal"], LP)),
    p("line-height", true, "normal", Numeric(&["normal"], Numeric::LENGTH_PERCENTAGE.with_number().non_negative())),
    p("list-style-image", true, "none", Image),
    p("list-style-position", true, "outside", Keywords(&["inside", "outside"])),
    p("list-style-type", true, "disc", CounterStyle),
    p("margin-bottom", false, "0px", Numeric(&["auto"], LP)),
    p("margin-left", false, "0px", Numeric(&["auto"], LP)),
    p("margin-right", false, "0px", Numeric(&["auto"], LP)),
    p("margin-top", false, "0px", Numeric(&["auto"], LP)),
    p("max-height", false, "none", Numeric(MAX_SIZE, LP_POS)),
    p("max-width", false, "none", Numeric(MAX_SIZE, LP_POS)),
    p("min-height", false, "auto", Numeric(SIZE, LP_POS)),
    p("min-width", false, "auto", Numeric(SIZE, LP_POS)),
    p("mix-blend-mode", false, "normal", Keywords(BLEND)),
    p("object-fit", false, "fill", Keywords(&["fill", "contain", "cover", "none", "scale-down"])),
    p("object-position", false, "50% 50%", Any),
    p("opacity", false, "1", Numeric(&[], Numeric::NUMBER.with_percentage())),
    p("order", false, "0", Numeric(&[], Numeric::INTEGER)),
    p("outline-color", false, "currentcolor", Color(&[])),
    p("outline-offset", false, "0px", Numeric(&[], LENGTH)),
    p("outline-style", false, "none", Keywords(OUTLINE_STYLE)),
    p("outline-width", false, "medium", Numeric(BORDER_WIDTH_KEYWORDS, LENGTH_POS)),
    p("overflow-wrap", true, "normal", Keywords(&["normal", "break-word", "anywhere"])),
    p("overflow-x", false, "visible", Keywords(OVERFLOW)),
    p("overflow-y", false, "visible", Keywords(OVERFLOW)),
    p("padding-bottom", false, "0px", Numeric(&[], LP_POS)),
    p("padding-left", false, "0px", Numeric(&[], LP_POS)),
    p("padding-right", false, "0px", Numeric(&[], LP_POS)),
    p("padding-top", false, "0px", Numeric(&[], LP_POS)),
    p("perspective", false, "none", Numeric(&["none"], LENGTH_POS)),
    p("perspective-origin", false, "50% 50%", Any),
    p("pointer-events", true, "auto", Keywords(POINTER_EVENTS)),
    p("position", false, "static", Keywords(&["static", "relative", "absolute", "fixed", "sticky"])),
    p("quotes", true, "auto", Any),
    p("resize", false, "none", Keywords(&["none", "both", "horizontal", "vertical", "block", "inline"])),
    p("right", false, "auto", Numeric(&["auto"], LP)),
    p("rotate", false, "none", Any),
    p("row-gap", false, "normal", Numeric(&["normal"], LP_POS)),
    p("scale", false, "none", Any),
    p("scroll-behavior", false, "auto", Keywords(&["auto", "smooth"])),
    p("tab-size", true, "8", Numeric(&[], Numeric::NUMBER.non_negative().with_length())),
    p("table-layout", false, "auto", Keywords(&["auto", "fixed"])),
    p("text-align", true, "start", Keywords(&[
        "start", "end", "left", "right", "center", "justify", "match-parent", "-webkit-left",
        "-webkit-right", "-webkit-center",
    ])),
    p("text-decoration-color", false, "currentcolor", Color(&[])),
    p("text-decoration-line", false, "none", KeywordSet(&["none", "underline", "overline", "line-through", "blink"], 4)),
    p("text-decoration-style", false, "solid", Keywords(&["solid", "double", "dotted", "dashed", "wavy"])),
    p("text-decoration-thickness", false, "auto", Numeric(&["auto", "from-font"], LP)),
    p("text-indent", true, "0px", Numeric(&[], LP)),
    p("text-overflow", false, "clip", Keywords(&["clip", "ellipsis"])),
    p("text-rendering", true, "auto", Keywords(&["auto", "optimizespeed", "optimizelegibility", "geometricprecision"])),
    p("text-shadow", true, "none", Shadow { inset: false }),
    p("text-transform", true, "none", Keywords(&["none", "capitalize", "uppercase", "lowercase", "full-width", "full-size-kana"])),
    p("text-underline-offset", true, "auto", Numeric(&["auto"], LP)),
    p("top", false, "auto", Numeric(&["auto"], LP)),
    p("touch-action", false, "auto", Any),
    p("transform", false, "none", Transform),
    p("transform-origin", false, "50% 50%", Any),
    p("transform-style", false, "flat", Keywords(&["flat", "preserve-3d"])),
    p("transition-behavior", false, "normal", KeywordList(&["normal", "allow-discrete"], 1)),
    p("transition-delay", false, "0s", NumericList(&[], TIME)),
    p("transition-duration", false, "0s", NumericList(&[], TIME_POS)),
    p("transition-property", false, "all", IdentList(&["none"])),
    p("transition-timing-function", false, "ease", Easing),
    p("translate", false, "none", Any),
    // Chromium inherits user-select (css_properties.json5); the spec does not.
    p("user-select", true, "auto", Keywords(&["auto", "text", "none", "contain", "all"])),
    p("vertical-align", false, "baseline", Numeric(&["baseline", "sub", "super", "text-top", "text-bottom", "middle", "top", "bottom"], LP)),
    p("visibility", true, "visible", Keywords(&["visible", "hidden", "collapse"])),
    p("white-space", true, "normal", Keywords(&["normal", "pre", "nowrap", "pre-wrap", "pre-line", "break-spaces"])),
    p("width", false, "auto", Numeric(SIZE, LP_POS)),
    p("will-change", false, "auto", Any),
    p("word-break", true, "normal", Keywords(&["normal", "break-all", "keep-all", "break-word", "auto-phrase"])),
    p("word-spacing", true, "0px", Numeric(&["normal"], LP)),
    p("writing-mode", true, "horizontal-tb", Keywords(&["horizontal-tb", "vertical-rl", "vertical-lr", "sideways-rl", "sideways-lr"])),
    p("z-index", false, "auto", Numeric(&["auto"], Numeric::INTEGER)),
];
