//! https://drafts.csswg.org/cssom-view/#the-screen-interface: the output
//! device is the fixed viewport (1280x720 CSS pixels at a device pixel ratio
//! of 1, no taskbar), in 24-bit colour.

use boa_engine::{Context, JsObject, JsResult};

use crate::cssom_view::{VIEWPORT_HEIGHT, VIEWPORT_WIDTH};
use crate::generated::ScreenMethods;

pub struct Screen;

/// https://drafts.csswg.org/cssom-view/#dom-screen-colordepth: 24 (as
/// browsers report on every display, for privacy).
const COLOR_DEPTH: u32 = 24;

impl ScreenMethods for Screen {
    /// https://drafts.csswg.org/cssom-view/#dom-screen-availwidth
    fn get_avail_width(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(VIEWPORT_WIDTH)
    }
    fn get_avail_height(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(VIEWPORT_HEIGHT)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-screen-width
    fn get_width(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(VIEWPORT_WIDTH)
    }
    fn get_height(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(VIEWPORT_HEIGHT)
    }
    fn get_color_depth(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(COLOR_DEPTH)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-screen-pixeldepth: the same as colorDepth.
    fn get_pixel_depth(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(COLOR_DEPTH)
    }
}
