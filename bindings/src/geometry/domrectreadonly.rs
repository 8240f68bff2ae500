//! https://drafts.fxtf.org/geometry/#DOMRect

use boa_engine::object::ObjectInitializer;
use boa_engine::{js_string, Context, JsObject, JsResult, JsValue};

use crate::generated::{DOMRectInit, DOMRectReadOnlyMethods, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct DOMRectReadOnly;

/// A rectangle's x, y, width and height.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    pub fn new(x: f64, y: f64, width: f64, height: f64) -> Rect {
        Rect { x, y, width, height }
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-top: min(y, y + height), and so on.
    fn top(&self) -> f64 {
        min(self.y, self.y + self.height)
    }
    fn right(&self) -> f64 {
        max(self.x, self.x + self.width)
    }
    fn bottom(&self) -> f64 {
        max(self.y, self.y + self.height)
    }
    fn left(&self) -> f64 {
        min(self.x, self.x + self.width)
    }
}

/// The geometry spec's min and max propagate NaN (as `Math.min` does).
fn min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() { f64::NAN } else { a.min(b) }
}
fn max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() { f64::NAN } else { a.max(b) }
}

/// A new DOMRectReadOnly of this realm.
pub fn new_rect(ctx: &mut Context, rect: Rect) -> JsResult<JsObject> {
    reflect(ctx, Interface::DOMRectReadOnly, DomKind::Rect(rect))
}

fn rect_of(this: &JsObject) -> JsResult<Rect> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a DOMRectReadOnly"))?;
    match &d.kind {
        DomKind::Rect(r) => Ok(*r),
        _ => Err(type_error("not a DOMRectReadOnly")),
    }
}

impl DOMRectReadOnlyMethods for DOMRectReadOnly {
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-domrectreadonly
    fn constructor(ctx: &mut Context, proto: JsObject, x: f64, y: f64, width: f64, height: f64) -> JsResult<JsObject> {
        reflect_with_proto(ctx, proto, Interface::DOMRectReadOnly, DomKind::Rect(Rect::new(x, y, width, height)))
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-fromrect
    fn from_rect(ctx: &mut Context, other: DOMRectInit) -> JsResult<JsObject> {
        new_rect(ctx, Rect::new(other.x, other.y, other.width, other.height))
    }
    fn get_x(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.x)
    }
    fn get_y(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.y)
    }
    fn get_width(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.width)
    }
    fn get_height(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.height)
    }
    fn get_top(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.top())
    }
    fn get_right(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.right())
    }
    fn get_bottom(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.bottom())
    }
    fn get_left(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect_of(this)?.left())
    }
    /// https://webidl.spec.whatwg.org/#default-tojson-steps: every attribute.
    fn to_json(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let r = rect_of(this)?;
        let fields = [("x", r.x), ("y", r.y), ("width", r.width), ("height", r.height), ("top", r.top()), ("right", r.right()), ("bottom", r.bottom()), ("left", r.left())];
        let mut init = ObjectInitializer::new(ctx);
        for (name, value) in fields {
            init.property(js_string!(name), JsValue::from(value), boa_engine::property::Attribute::all());
        }
        Ok(init.build())
    }
}
