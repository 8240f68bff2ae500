//! https://drafts.fxtf.org/geometry/#DOMRect: DOMRect, a DOMRectReadOnly
//! whose x, y, width and height can be set.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::{DOMRectInit, DOMRectMethods, Interface};
use crate::geometry::domrectreadonly::{from_dictionary, new_rect, rect, set, HEIGHT, WIDTH, X, Y};

pub struct DOMRect;

impl DOMRectMethods for DOMRect {
    /// https://drafts.fxtf.org/geometry/#dom-domrect-domrect
    fn constructor(ctx: &mut Context, proto: JsObject, x: f64, y: f64, width: f64, height: f64) -> JsResult<JsObject> {
        new_rect(ctx, Interface::DOMRect, Some(proto), [x, y, width, height])
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrect-fromrect
    fn from_rect(ctx: &mut Context, other: DOMRectInit) -> JsResult<JsObject> {
        from_dictionary(ctx, Interface::DOMRect, &other)
    }
    fn get_x(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[X])
    }
    fn set_x(_: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set(this, X, value)
    }
    fn get_y(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[Y])
    }
    fn set_y(_: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set(this, Y, value)
    }
    fn get_width(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[WIDTH])
    }
    fn set_width(_: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set(this, WIDTH, value)
    }
    fn get_height(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[HEIGHT])
    }
    fn set_height(_: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set(this, HEIGHT, value)
    }
}
