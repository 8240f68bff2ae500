//! https://drafts.fxtf.org/geometry/#DOMRect: DOMRectReadOnly.

use std::cell::Cell;

use boa_engine::{js_string, Context, JsObject, JsResult, JsValue};

use crate::generated::{DOMRectInit, DOMRectReadOnlyMethods, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct DOMRectReadOnly;

pub const X: usize = 0;
pub const Y: usize = 1;
pub const WIDTH: usize = 2;
pub const HEIGHT: usize = 3;

/// The rectangle's x, y, width and height.
pub fn rect(this: &JsObject) -> JsResult<[f64; 4]> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a DOMRectReadOnly"))?;
    match &d.kind {
        DomKind::Rect(r) => Ok(r.get()),
        _ => Err(type_error("not a DOMRectReadOnly")),
    }
}

/// Sets one of x, y, width and height.
pub fn set(this: &JsObject, i: usize, value: f64) -> JsResult<()> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a DOMRect"))?;
    match &d.kind {
        DomKind::Rect(r) => {
            let mut v = r.get();
            v[i] = value;
            r.set(v);
            Ok(())
        }
        _ => Err(type_error("not a DOMRect")),
    }
}

/// A new DOMRectReadOnly or DOMRect (`iface`) in the current realm, or with `proto`.
pub fn new_rect(ctx: &mut Context, iface: Interface, proto: Option<JsObject>, r: [f64; 4]) -> JsResult<JsObject> {
    let kind = DomKind::Rect(Cell::new(r));
    match proto {
        Some(p) => reflect_with_proto(ctx, p, iface, kind),
        None => reflect(ctx, iface, kind),
    }
}

/// https://drafts.fxtf.org/geometry/#create-a-domrect-from-the-dictionary
pub fn from_dictionary(ctx: &mut Context, iface: Interface, other: &DOMRectInit) -> JsResult<JsObject> {
    new_rect(ctx, iface, None, [other.x, other.y, other.width, other.height])
}

/// The minimum of two values, NaN if either is NaN (the spec's
/// "min"/"max" of doubles propagate NaN, unlike `f64::min`).
fn nan_safe(a: f64, b: f64, pick: fn(f64, f64) -> f64) -> f64 {
    if a.is_nan() || b.is_nan() { f64::NAN } else { pick(a, b) }
}

impl DOMRectReadOnlyMethods for DOMRectReadOnly {
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-domrectreadonly
    fn constructor(ctx: &mut Context, proto: JsObject, x: f64, y: f64, width: f64, height: f64) -> JsResult<JsObject> {
        new_rect(ctx, Interface::DOMRectReadOnly, Some(proto), [x, y, width, height])
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-fromrect
    fn from_rect(ctx: &mut Context, other: DOMRectInit) -> JsResult<JsObject> {
        from_dictionary(ctx, Interface::DOMRectReadOnly, &other)
    }
    fn get_x(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[X])
    }
    fn get_y(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[Y])
    }
    fn get_width(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[WIDTH])
    }
    fn get_height(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(rect(this)?[HEIGHT])
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-top: min(y, y + height).
    fn get_top(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        let r = rect(this)?;
        Ok(nan_safe(r[Y], r[Y] + r[HEIGHT], f64::min))
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-right: max(x, x + width).
    fn get_right(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        let r = rect(this)?;
        Ok(nan_safe(r[X], r[X] + r[WIDTH], f64::max))
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-bottom: max(y, y + height).
    fn get_bottom(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        let r = rect(this)?;
        Ok(nan_safe(r[Y], r[Y] + r[HEIGHT], f64::max))
    }
    /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-left: min(x, x + width).
    fn get_left(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        let r = rect(this)?;
        Ok(nan_safe(r[X], r[X] + r[WIDTH], f64::min))
    }
    /// https://webidl.spec.whatwg.org/#default-tojson-steps: an ordinary object
    /// with the interface's attributes (DOMRect adds none of its own).
    fn to_json(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let r = rect(this)?;
        let obj = JsObject::with_object_proto(ctx.intrinsics());
        let values = [
            ("x", r[X]),
            ("y", r[Y]),
            ("width", r[WIDTH]),
            ("height", r[HEIGHT]),
            ("top", nan_safe(r[Y], r[Y] + r[HEIGHT], f64::min)),
            ("right", nan_safe(r[X], r[X] + r[WIDTH], f64::max)),
            ("bottom", nan_safe(r[Y], r[Y] + r[HEIGHT], f64::max)),
            ("left", nan_safe(r[X], r[X] + r[WIDTH], f64::min)),
        ];
        for (name, v) in values {
            obj.create_data_property_or_throw(js_string!(name), JsValue::from(v), ctx)?;
        }
        Ok(obj)
    }
}

/// A new DOMRectReadOnly in the current realm with x, y, width and height `r`.
pub fn new_read_only(ctx: &mut Context, r: [f64; 4]) -> JsResult<JsObject> {
    new_rect(ctx, Interface::DOMRectReadOnly, None, r)
}
