//! CSSOM View's extensions to the Range interface
//! (https://drafts.csswg.org/cssom-view/#extensions-to-the-range-interface)
//! without layout. A rectangle is `[x, y, width, height]`.
//!
//! The choice is the one the engine makes for elements (CSSOM View's
//! answers for content without an associated box): no node has a box, so
//! a range's contents contribute no rectangles. That is exact for a range
//! outside the document and for content that is not rendered; for rendered
//! content it stands for the layout the engine does not do.

/// https://drafts.csswg.org/cssom-view/#dom-range-getclientrects: the
/// border boxes of the elements the range selects and the boxes of the
/// text it covers. Without layout there are none.
pub fn client_rects() -> Vec<[f64; 4]> {
    Vec::new()
}

/// https://drafts.csswg.org/cssom-view/#dom-range-getboundingclientrect
/// of the rectangles `list` (the range's client rects).
pub fn bounding_client_rect(list: &[[f64; 4]]) -> [f64; 4] {
    // 1. Let list be the result of invoking getClientRects() on this (the caller's).
    // 2. If list is empty return a DOMRect object whose x, y, width and
    //    height members are zero.
    let Some(first) = list.first() else {
        return [0.0; 4];
    };
    let sized: Vec<&[f64; 4]> = list.iter().filter(|r| r[2] != 0.0 && r[3] != 0.0).collect();
    // 3. If all rectangles in list have zero width or height, return the
    //    first rectangle in list.
    if sized.is_empty() {
        return *first;
    }
    // 4. Otherwise, return a DOMRect object describing the smallest
    //    rectangle that includes all of the rectangles in list of which the
    //    height or width is not zero.
    let (mut left, mut top, mut right, mut bottom) = (f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY);
    for r in sized {
        // A rectangle's edges (https://drafts.fxtf.org/geometry/#dom-domrectreadonly-top
        // and the others): its width and height may be negative.
        left = left.min(r[0].min(r[0] + r[2]));
        right = right.max(r[0].max(r[0] + r[2]));
        top = top.min(r[1].min(r[1] + r[3]));
        bottom = bottom.max(r[1].max(r[1] + r[3]));
    }
    [left, top, right - left, bottom - top]
}
