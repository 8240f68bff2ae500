//! https://drafts.csswg.org/resize-observer/#resize-observer-entry-interface

use boa_engine::{Context, Finalize, JsObject, JsResult, JsValue, Trace};

use crate::generated::{Interface, ResizeObserverEntryMethods};
use crate::geometry::domrectreadonly::new_read_only;
use crate::webidl::convert::{frozen_array, type_error};
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct ResizeObserverEntry;

/// An entry's target, content rectangle and box sizes (frozen arrays of
/// ResizeObserverSize, made once).
#[derive(Trace, Finalize)]
pub struct EntryData {
    target: JsObject,
    content_rect: JsObject,
    border_box_size: JsObject,
    content_box_size: JsObject,
    device_pixel_content_box_size: JsObject,
}

/// https://drafts.csswg.org/resize-observer/#create-and-populate-resizeobserverentry
/// for `target` whose boxes all measure `size` (inline, block): without
/// layout every box is the same, at the origin, without padding.
pub fn new_entry(ctx: &mut Context, target: &JsObject, size: (f64, f64)) -> JsResult<JsObject> {
    let mut sizes = Vec::with_capacity(3);
    for _ in 0..3 {
        // 2-4. [[borderBoxSize]], [[contentBoxSize]], [[devicePixelContentBoxSize]]:
        //      each a one-element array (one fragment).
        let s = crate::resize_observer::resizeobserversize::new_size(ctx, size)?;
        sizes.push(frozen_array(ctx, vec![JsValue::from(s)])?);
    }
    // 5-7. contentRect: the content box at the padding's top-left (0, 0 here).
    let content_rect = new_read_only(ctx, [0.0, 0.0, size.0, size.1])?;
    let [border_box_size, content_box_size, device_pixel_content_box_size]: [JsObject; 3] = sizes.try_into().map_err(|_| type_error("box sizes"))?;
    let data = EntryData { target: target.clone(), content_rect, border_box_size, content_box_size, device_pixel_content_box_size };
    reflect(ctx, Interface::ResizeObserverEntry, DomKind::ResizeObserverEntry(data))
}

fn with_entry<R>(obj: &JsObject, f: impl FnOnce(&EntryData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a ResizeObserverEntry"))?;
    match &d.kind {
        DomKind::ResizeObserverEntry(e) => Ok(f(e)),
        _ => Err(type_error("not a ResizeObserverEntry")),
    }
}

impl ResizeObserverEntryMethods for ResizeObserverEntry {
    fn get_target(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.target.clone())
    }
    fn get_content_rect(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.content_rect.clone())
    }
    fn get_border_box_size(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.border_box_size.clone())
    }
    fn get_content_box_size(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.content_box_size.clone())
    }
    fn get_device_pixel_content_box_size(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_entry(this, |e| e.device_pixel_content_box_size.clone())
    }
}
