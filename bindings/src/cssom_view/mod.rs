//! CSSOM View (https://drafts.csswg.org/cssom-view/) without layout: what
//! the Window, Document, Element and HTMLElement members answer when no
//! element has an associated box and nothing can scroll.
//!
//! The choice, as jsdom makes it: geometry members say what CSSOM View says
//! for an element without a box (zero-sized rectangles at 0,0, empty rect
//! lists, a null `offsetParent`, zero offsets and client and scroll sizes)
//! rather than invent a layout. The viewport exists: the runtime's fixed
//! viewport (`runtime::css::VIEWPORT_WIDTH` x `VIEWPORT_HEIGHT`, 1280x720 CSS
//! pixels, the one media queries and viewport units are evaluated against,
//! so `innerWidth` and `matchMedia` agree) at a device pixel ratio of 1, which
//! the root element reports as its client and scroll size (the body in
//! quirks mode), as CSSOM View says. Scroll positions are 0 and scrolling
//! changes nothing, since there is no scrollable overflow to scroll into.
//!
//! Media queries from script: a MediaQueryList's `matches` never changes on
//! the fixed viewport, so `change` is never fired.

use boa_engine::{Context, JsObject, JsResult};
use html5ever::tree_builder::QuirksMode;

use crate::dom::node::with_tree;
use crate::generated::Interface;

pub mod mediaquerylist;
pub mod mediaquerylistevent;
pub mod screen;

/// The viewport's width in CSS pixels.
pub const VIEWPORT_WIDTH: i32 = runtime::css::VIEWPORT_WIDTH as i32;
/// The viewport's height in CSS pixels.
pub const VIEWPORT_HEIGHT: i32 = runtime::css::VIEWPORT_HEIGHT as i32;
/// https://drafts.csswg.org/cssom-view/#dom-window-devicepixelratio
pub const DEVICE_PIXEL_RATIO: f64 = 1.0;

/// Whether `element` is the element whose client and scroll sizes are the
/// viewport's: the root element in no-quirks and limited-quirks mode, the
/// body in quirks mode (https://drafts.csswg.org/cssom-view/#dom-element-clientwidth step 2).
pub fn reports_the_viewport(ctx: &Context, element: &JsObject) -> JsResult<bool> {
    let (_, v) = with_tree(ctx, element, |t, n| {
        if t.quirks_mode() == QuirksMode::Quirks {
            t.body() == Some(n)
        } else {
            t.document_element() == Some(n)
        }
    })?;
    Ok(v)
}

/// An element's clientWidth or clientHeight (scrollWidth and scrollHeight
/// are the same without overflow): the viewport's for the element that
/// reports it, 0 for any other (it has no box).
pub fn client_size(ctx: &Context, element: &JsObject, viewport: i32) -> JsResult<i32> {
    Ok(if reports_the_viewport(ctx, element)? { viewport } else { 0 })
}

/// https://drafts.csswg.org/cssom-view/#dom-element-getboundingclientrect
/// for an element without a box: a DOMRect with x, y, width and height zero.
pub fn get_bounding_client_rect(ctx: &mut Context) -> JsResult<JsObject> {
    crate::geometry::domrectreadonly::new_rect(ctx, Interface::DOMRect, None, [0.0; 4])
}

/// https://drafts.csswg.org/cssom-view/#dom-element-getclientrects: an
/// element without an associated box has an empty list.
pub fn get_client_rects(ctx: &mut Context) -> JsResult<JsObject> {
    crate::geometry::domrectlist::new_rect_list(ctx, Vec::new())
}
