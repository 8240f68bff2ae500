//! https://w3c.github.io/selection-api/#selection-interface: each document
//! with a browsing context has one selection, associated with at most one
//! live range (a `Range` object, held by reference) and a direction.
//!
//! Decisions where the specification is silent: `addRange()`,
//! `setBaseAndExtent()`, `extend()` and `selectAllChildren()` give a
//! direction (forwards unless the focus is before the anchor); `collapse()`,
//! `collapseToStart()` and `collapseToEnd()` make the selection
//! directionless, as Chromium 156 reports (`direction` is "none"). The
//! stringifier gives the range's text (the DOM stringifier): without
//! layout, the rendered text of a range is not known.

use std::cmp::Ordering;

use boa_engine::{Context, Finalize, JsObject, JsResult, JsString, Trace};
use boa_gc::GcRefCell;
use runtime::dom::{BoundaryPoint, LiveRange, NodeData, Tree};

use crate::dom::live_range::{home_of, new_range, range_id, set_selected_range, tree_of};
use crate::dom::node::{dom_error, node_ref, wrap_opt};
use crate::generated::{Interface, SelectionMethods};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_in_doc, DomObject};

pub struct Selection;

/// https://w3c.github.io/selection-api/#dfn-direction
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Forwards,
    Backwards,
    Directionless,
}

/// A selection's document, range and direction.
#[derive(Trace, Finalize)]
pub struct SelectionData {
    #[unsafe_ignore_trace]
    pub doc: DocId,
    pub range: Option<JsObject>,
    #[unsafe_ignore_trace]
    pub direction: Direction,
}

/// https://w3c.github.io/selection-api/#dom-document-getselection: the
/// selection of document `doc` if it has a browsing context, else null
/// (made on first use, in the document's realm).
pub fn selection_of(ctx: &mut Context, doc: DocId) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    if !h.ua().has_browsing_context(doc) {
        return Ok(None);
    }
    if let Some(s) = h.objects(doc, |o| o.singletons.get("selection").cloned()).flatten() {
        return Ok(Some(s));
    }
    let data = SelectionData { doc, range: None, direction: Direction::Directionless };
    let s = reflect_in_doc(ctx, doc, Interface::Selection, DomKind::Selection(GcRefCell::new(data)))?;
    h.objects_mut(doc, |o| o.singletons.insert("selection", s.clone()));
    Ok(Some(s))
}

fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut SelectionData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Selection"))?;
    match &d.kind {
        DomKind::Selection(data) => Ok(f(&mut data.borrow_mut())),
        _ => Err(type_error("not a Selection")),
    }
}

/// The selection's document, range object and direction.
fn state(this: &JsObject) -> JsResult<(DocId, Option<JsObject>, Direction)> {
    with_data(this, |d| (d.doc, d.range.clone(), d.direction))
}

/// Sets the selection's range (a Range object, or none) and direction.
fn set_range(ctx: &mut Context, this: &JsObject, range: Option<JsObject>, direction: Direction) -> JsResult<()> {
    let id = range.as_ref().map(range_id).transpose()?;
    let doc = with_data(this, |d| {
        d.range = range;
        d.direction = direction;
        d.doc
    })?;
    set_selected_range(ctx, doc, id);
    Ok(())
}

/// The selection's live range, its anchor and focus, and whether both are
/// in the document tree of the selection's document.
struct Points {
    range: LiveRange,
    anchor: BoundaryPoint,
    focus: BoundaryPoint,
    in_document: bool,
}

/// https://w3c.github.io/selection-api/#dfn-anchor and #dfn-focus of the
/// selection (none while it is empty).
fn points(ctx: &Context, this: &JsObject) -> JsResult<Option<Points>> {
    let (doc, range, direction) = state(this)?;
    let Some(range) = range else { return Ok(None) };
    let id = range_id(&range)?;
    let home = home_of(ctx, id)?;
    let tree = tree_of(ctx, home)?;
    let t = tree.borrow();
    let r = t.live_range(id).map_err(|_| type_error("the range is gone"))?;
    // Forwards: the anchor is the start and the focus the end; otherwise
    // the other way round.
    let (anchor, focus) = if direction == Direction::Forwards { (r.start, r.end) } else { (r.end, r.start) };
    // https://dom.spec.whatwg.org/#in-a-document-tree: their root is the document.
    let in_document = home == doc && t.root_of(r.start.node) == t.document();
    Ok(Some(Points { range: r, anchor, focus, in_document }))
}

/// The selection's document, if it is a shadow-including inclusive
/// ancestor of `node` (the node is in its document tree; no shadow trees here).
fn in_document_tree(ctx: &Context, doc: DocId, node: &JsObject) -> JsResult<bool> {
    let nr = node_ref(node)?;
    Ok(nr.doc == doc && tree_of(ctx, doc)?.borrow().is_connected(nr.node))
}

/// A new live range of `doc` from `start` to `end` (nodes of its tree), as a Range object.
fn new_range_between(ctx: &mut Context, doc: DocId, start: BoundaryPoint, end: BoundaryPoint) -> JsResult<JsObject> {
    let range = new_range(ctx, doc, start, None)?;
    let id = range_id(&range)?;
    let tree = tree_of(ctx, doc)?;
    let r = tree.borrow_mut().set_start_or_end(id, end, runtime::dom::range::Edge::End);
    r.map_err(|e| dom_error(ctx, e))?;
    Ok(range)
}

/// Steps 1-2 of https://dom.spec.whatwg.org/#concept-range-bp-set for a
/// point of `doc`'s tree ("InvalidNodeTypeError", "IndexSizeError").
fn check_point(ctx: &mut Context, doc: DocId, point: BoundaryPoint) -> JsResult<()> {
    let r = tree_of(ctx, doc)?.borrow().check_boundary_point(point);
    r.map_err(|e| dom_error(ctx, e))
}

impl SelectionMethods for Selection {
    /// https://w3c.github.io/selection-api/#dom-selection-anchornode
    fn get_anchor_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = state(this)?.0;
        let node = points(ctx, this)?.filter(|p| p.in_document).map(|p| p.anchor.node);
        wrap_opt(ctx, doc, node)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-anchoroffset
    fn get_anchor_offset(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(points(ctx, this)?.filter(|p| p.in_document).map_or(0, |p| p.anchor.offset))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-focusnode
    fn get_focus_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = state(this)?.0;
        let node = points(ctx, this)?.filter(|p| p.in_document).map(|p| p.focus.node);
        wrap_opt(ctx, doc, node)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-focusoffset
    fn get_focus_offset(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(points(ctx, this)?.filter(|p| p.in_document).map_or(0, |p| p.focus.offset))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-iscollapsed: the
    /// anchor and focus are the same (including both null).
    fn get_is_collapsed(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(points(ctx, this)?.is_none_or(|p| p.anchor == p.focus))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-rangecount
    fn get_range_count(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(u32::from(points(ctx, this)?.is_some_and(|p| p.in_document)))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-type
    fn get_type(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(match points(ctx, this)? {
            Some(p) if p.in_document && p.range.collapsed() => "Caret",
            Some(p) if p.in_document => "Range",
            _ => "None",
        }))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-direction
    fn get_direction(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let (_, range, direction) = state(this)?;
        Ok(JsString::from(match (range, direction) {
            (None, _) | (_, Direction::Directionless) => "none",
            (_, Direction::Forwards) => "forward",
            (_, Direction::Backwards) => "backward",
        }))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-getrangeat
    fn get_range_at(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<JsObject> {
        // Throw an "IndexSizeError" if index is not 0, or if this is empty or
        // either focus or anchor is not in the document tree.
        let in_document = points(ctx, this)?.is_some_and(|p| p.in_document);
        match state(this)?.1 {
            Some(range) if index == 0 && in_document => Ok(range),
            _ => Err(dom_exception(ctx, "IndexSizeError", &format!("{index} is not a valid index."))),
        }
    }
    /// https://w3c.github.io/selection-api/#dom-selection-addrange
    fn add_range(ctx: &mut Context, this: &JsObject, range: JsObject) -> JsResult<()> {
        let doc = state(this)?.0;
        let id = range_id(&range)?;
        // 1. If the root of the range's boundary points is not the document
        //    associated with this, abort these steps.
        let home = home_of(ctx, id)?;
        let rooted = home == doc && {
            let tree = tree_of(ctx, home)?;
            let t = tree.borrow();
            t.live_range_root(id).is_ok_and(|root| root == t.document())
        };
        if !rooted {
            return Ok(());
        }
        // 2. If rangeCount is not 0, abort these steps.
        if Self::get_range_count(ctx, this)? != 0 {
            return Ok(());
        }
        // 3. Set this's range to range by a strong reference.
        set_range(ctx, this, Some(range), Direction::Forwards)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-removerange
    fn remove_range(ctx: &mut Context, this: &JsObject, range: JsObject) -> JsResult<()> {
        // Make this empty if its range is range; otherwise throw a "NotFoundError".
        if state(this)?.1.as_ref() == Some(&range) {
            return set_range(ctx, this, None, Direction::Directionless);
        }
        Err(dom_exception(ctx, "NotFoundError", "The given range isn't in document."))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-removeallranges
    fn remove_all_ranges(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        if state(this)?.1.is_some() {
            set_range(ctx, this, None, Direction::Directionless)?;
        }
        Ok(())
    }
    /// https://w3c.github.io/selection-api/#dom-selection-empty: removeAllRanges().
    fn empty(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        Self::remove_all_ranges(ctx, this)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-collapse
    fn collapse(ctx: &mut Context, this: &JsObject, node: Option<JsObject>, offset: u32) -> JsResult<()> {
        // 1. If node is null, behave as removeAllRanges().
        let Some(node) = node else { return Self::remove_all_ranges(ctx, this) };
        let nr = node_ref(&node)?;
        // 2. Throw an "IndexSizeError" if offset is longer than node's length.
        let length = tree_of(ctx, nr.doc)?.borrow().node_length(nr.node);
        if offset > length {
            return Err(dom_exception(ctx, "IndexSizeError", "The offset is larger than the node's length."));
        }
        // 3. If the document associated with this is not a shadow-including
        //    inclusive ancestor of node, abort these steps.
        let doc = state(this)?.0;
        if !in_document_tree(ctx, doc, &node)? {
            return Ok(());
        }
        // 4-5. Let newRange be a new range; set its start and end to (node, offset).
        let point = BoundaryPoint::new(nr.node, offset);
        check_point(ctx, doc, point)?;
        let range = new_range(ctx, doc, point, None)?;
        // 6. Set this's range to newRange.
        set_range(ctx, this, Some(range), Direction::Directionless)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-setposition: collapse().
    fn set_position(ctx: &mut Context, this: &JsObject, node: Option<JsObject>, offset: u32) -> JsResult<()> {
        Self::collapse(ctx, this, node, offset)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-collapsetostart
    fn collapse_to_start(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        collapse_to(ctx, this, true)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-collapsetoend
    fn collapse_to_end(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        collapse_to(ctx, this, false)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-extend
    fn extend(ctx: &mut Context, this: &JsObject, node: JsObject, offset: u32) -> JsResult<()> {
        let doc = state(this)?.0;
        // 1. If the document associated with this is not a shadow-including
        //    inclusive ancestor of node, abort these steps.
        if !in_document_tree(ctx, doc, &node)? {
            return Ok(());
        }
        // 2. If this is empty, throw an "InvalidStateError".
        let Some(p) = points(ctx, this)? else {
            return Err(dom_exception(ctx, "InvalidStateError", "This Selection object doesn't have any Ranges."));
        };
        // 3. Let oldAnchor and oldFocus be this's anchor and focus, and let
        //    newFocus be the boundary point (node, offset).
        let new_focus = BoundaryPoint::new(node_ref(&node)?.node, offset);
        check_point(ctx, doc, new_focus)?;
        let tree = tree_of(ctx, doc)?;
        // 4. Let newRange be a new range.
        // 5. If node's root is not this's range's root, set newRange's start
        //    and end to newFocus.
        // 6. Otherwise, if oldAnchor is before or equal to newFocus, set its
        //    start to oldAnchor, then its end to newFocus.
        // 7. Otherwise, set its start to newFocus, then its end to oldAnchor.
        let (start, end, backwards) = {
            let t = tree.borrow();
            if !p.in_document {
                (new_focus, new_focus, false)
            } else if t.boundary_point_position(p.anchor, new_focus) != Ordering::Greater {
                (p.anchor, new_focus, false)
            } else {
                (new_focus, p.anchor, true)
            }
        };
        let range = new_range_between(ctx, doc, start, end)?;
        // 8. Set this's range to newRange.
        // 9. If newFocus is before oldAnchor, set this's direction to
        //    backwards; otherwise, to forwards.
        set_range(ctx, this, Some(range), if backwards { Direction::Backwards } else { Direction::Forwards })
    }
    /// https://w3c.github.io/selection-api/#dom-selection-setbaseandextent
    fn set_base_and_extent(ctx: &mut Context, this: &JsObject, anchor_node: JsObject, anchor_offset: u32, focus_node: JsObject, focus_offset: u32) -> JsResult<()> {
        let (a, f) = (node_ref(&anchor_node)?, node_ref(&focus_node)?);
        // 1. If anchorOffset is longer than anchorNode's length or focusOffset
        //    is longer than focusNode's length, throw an "IndexSizeError".
        let too_long = tree_of(ctx, a.doc)?.borrow().node_length(a.node) < anchor_offset
            || tree_of(ctx, f.doc)?.borrow().node_length(f.node) < focus_offset;
        if too_long {
            return Err(dom_exception(ctx, "IndexSizeError", "The offset is larger than the node's length."));
        }
        // 2. If the document associated with this is not a shadow-including
        //    inclusive ancestor of anchorNode or focusNode, abort these steps.
        let doc = state(this)?.0;
        if !in_document_tree(ctx, doc, &anchor_node)? || !in_document_tree(ctx, doc, &focus_node)? {
            return Ok(());
        }
        // 3. Let anchor be (anchorNode, anchorOffset) and focus be (focusNode, focusOffset).
        let (anchor, focus) = (BoundaryPoint::new(a.node, anchor_offset), BoundaryPoint::new(f.node, focus_offset));
        check_point(ctx, doc, anchor)?;
        check_point(ctx, doc, focus)?;
        // 4-5. Let newRange be a new range; if anchor is before focus, its
        //      start is anchor and its end focus; otherwise the reverse.
        let focus_first = tree_of(ctx, doc)?.borrow().boundary_point_position(focus, anchor) == Ordering::Less;
        let range = if focus_first { new_range_between(ctx, doc, focus, anchor)? } else { new_range_between(ctx, doc, anchor, focus)? };
        // 6. Set this's range to newRange.
        // 7. If focus is before anchor, set this's direction to backwards;
        //    otherwise, to forwards.
        set_range(ctx, this, Some(range), if focus_first { Direction::Backwards } else { Direction::Forwards })
    }
    /// https://w3c.github.io/selection-api/#dom-selection-selectallchildren
    fn select_all_children(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        let doc = state(this)?.0;
        let nr = node_ref(&node)?;
        // 1. If node's root is not the document associated with this, abort these steps.
        if !in_document_tree(ctx, doc, &node)? {
            return Ok(());
        }
        // 2. Let newRange be a new range and childCount the number of children of node.
        // 3-4. Set newRange's start to (node, 0) and its end to (node, childCount).
        let (doctype, child_count) = {
            let tree = tree_of(ctx, doc)?;
            let t = tree.borrow();
            (t.node_data(nr.node).is_some_and(NodeData::is_doctype), t.children(nr.node).count() as u32)
        };
        if doctype {
            return Err(dom_exception(ctx, "InvalidNodeTypeError", "The node provided is a doctype."));
        }
        let range = new_range_between(ctx, doc, BoundaryPoint::new(nr.node, 0), BoundaryPoint::new(nr.node, child_count))?;
        // 5. Set this's range to newRange. 6. Set this's direction to forwards.
        set_range(ctx, this, Some(range), Direction::Forwards)
    }
    /// https://w3c.github.io/selection-api/#dom-selection-deletefromdocument
    fn delete_from_document(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        // Invoke deleteContents() on this's range if this is not empty and
        // both focus and anchor are in the document tree.
        let in_document = points(ctx, this)?.is_some_and(|p| p.in_document);
        match state(this)?.1 {
            Some(range) if in_document => <crate::dom::range::Range as crate::generated::RangeMethods>::delete_contents(ctx, &range),
            _ => Ok(()),
        }
    }
    /// https://w3c.github.io/selection-api/#dom-selection-containsnode
    fn contains_node(ctx: &mut Context, this: &JsObject, node: JsObject, allow_partial_containment: bool) -> JsResult<bool> {
        let doc = state(this)?.0;
        let nr = node_ref(&node)?;
        // Return false if this is empty or if node's root is not the
        // document associated with this.
        let Some(p) = points(ctx, this)? else { return Ok(false) };
        if nr.doc != doc {
            return Ok(false);
        }
        let tree = tree_of(ctx, doc)?;
        let t = tree.borrow();
        if t.root_of(nr.node) != t.document() || !p.in_document {
            return Ok(false);
        }
        Ok(contains(&t, &p.range, nr.node, allow_partial_containment))
    }
    /// https://w3c.github.io/selection-api/#dom-selection-stringifier (the
    /// range's text; see the module's notes).
    fn stringify(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        match state(this)?.1 {
            Some(range) => <crate::dom::range::Range as crate::generated::RangeMethods>::stringify(ctx, &range),
            None => Ok(String::new()),
        }
    }
}

/// containsNode's test: without partial containment, the range's start is
/// before or equal to (node, 0) and its end after or equal to (node,
/// length); with it, the start is before or equal to (node, length) and
/// the end after or equal to (node, 0).
fn contains(t: &Tree, range: &LiveRange, node: runtime::dom::NodeId, partial: bool) -> bool {
    let first = BoundaryPoint::new(node, 0);
    let last = BoundaryPoint::new(node, t.node_length(node));
    let (a, b) = if partial { (last, first) } else { (first, last) };
    t.boundary_point_position(range.start, a) != Ordering::Greater && t.boundary_point_position(range.end, b) != Ordering::Less
}

/// https://w3c.github.io/selection-api/#dom-selection-collapsetostart and
/// #dom-selection-collapsetoend: a new range at the start (or end) of this's range.
fn collapse_to(ctx: &mut Context, this: &JsObject, start: bool) -> JsResult<()> {
    // Throw an "InvalidStateError" if this is empty.
    let Some(p) = points(ctx, this)? else {
        return Err(dom_exception(ctx, "InvalidStateError", "There is no selection to collapse."));
    };
    let range = state(this)?.1.ok_or_else(|| type_error("no range"))?;
    let home = home_of(ctx, range_id(&range)?)?;
    // Create a new range, set both its start and end to the start (or end)
    // of this's range, and set this's range to it.
    let point = if start { p.range.start } else { p.range.end };
    let range = new_range(ctx, home, point, None)?;
    set_range(ctx, this, Some(range), Direction::Directionless)
}
