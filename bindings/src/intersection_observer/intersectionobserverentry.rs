//! https://w3c.github.io/IntersectionObserver/#intersection-observer-entry

use boa_engine::{Context, Finalize, JsObject, JsResult, Trace};

use crate::generated::{DOMRectInit, Interface, IntersectionObserverEntryInit, IntersectionObserverEntryMethods};
use crate::geometry::domrectreadonly::new_read_only;
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct IntersectionObserverEntry;

/// An entry's values (its rectangles as DOMRectReadOnly objects, made once).
#[derive(Trace, Finalize)]
pub struct EntryData {
    #[unsafe_ignore_trace]
    time: f64,
    root_bounds: Option<JsObject>,
    bounding_client_rect: JsObject,
    intersection_rect: JsObject,
    #[unsafe_ignore_trace]
    is_intersecting: bool,
    #[unsafe_ignore_trace]
    is_visible: bool,
    #[unsafe_ignore_trace]
    intersection_ratio: f64,
    target: JsObject,
}

/// The entry the update steps queue for a target without a box: empty
/// rectangles, not intersecting, ratio 0, not visible.
pub fn new_entry(ctx: &mut Context, time: f64, root_bounds: Option<[f64; 4]>, target: &JsObject) -> JsResult<JsObject> {
    let root_bounds = match root_bounds {
        Some(r) => Some(new_read_only(ctx, r)?),
        None => None,
    };
    let bounding_client_rect = new_read_only(ctx, [0.0; 4])?;
    let intersection_rect = new_read_only(ctx, [0.0; 4])?;
    let data = EntryData { time, root_bounds, bounding_client_rect, intersection_rect, is_intersecting: false, is_visible: false, intersection_ratio: 0.0, target: target.clone() };
    reflect(ctx, Interface::IntersectionObserverEntry, DomKind::IntersectionObserverEntry(data))
}

fn with_entry<R>(obj: &JsObject, f: impl FnOnce(&EntryData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not an IntersectionObserverEntry"))?;
    match &d.kind {
        DomKind::IntersectionObserverEntry(e) => Ok(f(e)),
        _ => Err(type_error("not an IntersectionObserverEntry")),
    }
}

fn rect(init: &DOMRectInit) -> [f64; 4] {
    [init.x, init.y, init.width, init.height]
}

impl IntersectionObserverEntryMethods for IntersectionObserverEntry {
    /// https://w3c.github.io/IntersectionObserver/#dom-intersectionobserverentry-intersectionobserverentry:
    /// the init dictionary's values, its rectangles as DOMRectReadOnly objects.
    fn constructor(ctx: &mut Context, proto: JsObject, init: IntersectionObserverEntryInit) -> JsResult<JsObject> {
        let root_bounds = match &init.root_bounds {
            Some(r) => Some(new_read_only(ctx, rect(r))?),
            None => None,
        };
        let bounding_client_rect = new_read_only(ctx, rect(&init.bounding_client_rect))?;
        let intersection_rect = new_read_only(ctx, rect(&init.intersection_rect))?;
        let data = EntryData {
            time: init.time,
            root_bounds,
            bounding_client_rect,
            intersection_rect,
            is_intersecting: init.is_intersecting.unwrap_or(false),
            is_visible: init.is_visible.unwrap_or(false),
            intersection_ratio: init.intersection_ratio,
            target: init.target,
        };
        reflect_with_proto(ctx, proto, Interface::IntersectionObserverEntry, DomKind::IntersectionObserverEntry(data))
    }
    fn get_time(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        with_entry(this, |e| e.time)
    }
    fn get_root_bounds(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        with_entry(this, |e| e.root_bounds.clone())
    }
    fn get_bounding_client_rect(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.bounding_client_rect.clone())
    }
    fn get_intersection_rect(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.intersection_rect.clone())
    }
    fn get_is_intersecting(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_entry(this, |e| e.is_intersecting)
    }
    fn get_is_visible(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_entry(this, |e| e.is_visible)
    }
    fn get_intersection_ratio(_: &mut Context, this: &JsObject) -> JsResult<f64> {
        with_entry(this, |e| e.intersection_ratio)
    }
    fn get_target(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.target.clone())
    }
}
