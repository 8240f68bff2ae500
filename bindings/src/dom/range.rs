//! https://dom.spec.whatwg.org/#interface-range: the methods on a live
//! range that the runtime keeps (`runtime::dom::range`). The algorithms are
//! the runtime's; what is here is what spans two documents: a boundary
//! point or node of another document than the range's (the range moves, or
//! the node is adopted first, after the checks that come before it).

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::range::{move_live_range, Edge, How};
use runtime::dom::{BoundaryPoint, NodeData, RangeId};

use crate::dom::live_range::{home_of, new_range, range_id, range_object, set_home, tree_of, with_range};
use crate::dom::node::{adopt_into, dom_error, node_ref, tree_changed, wrap};
use crate::generated::RangeMethods;
use crate::host::DocId;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::NodeRef;

pub struct Range;

/// Moves live range `id` from document `from` to `to`, collapsed at `point`
/// (https://dom.spec.whatwg.org/#concept-range-bp-set with a node of
/// another root).
fn move_range(ctx: &mut Context, id: RangeId, from: DocId, to: DocId, point: BoundaryPoint) -> JsResult<()> {
    let (old, new) = (tree_of(ctx, from)?, tree_of(ctx, to)?);
    let r = move_live_range(&mut old.borrow_mut(), &mut new.borrow_mut(), id, point);
    r.map_err(|e| dom_error(ctx, e))?;
    set_home(ctx, id, to);
    Ok(())
}

/// https://dom.spec.whatwg.org/#concept-range-bp-set of the range of
/// `this` to (`node`, `offset`).
fn set_start_or_end(ctx: &mut Context, this: &JsObject, node: NodeRef, offset: u32, edge: Edge) -> JsResult<()> {
    let id = range_id(this)?;
    let r = set_boundary(ctx, id, node, offset, edge);
    changed_by_script(ctx, id, r)
}

/// A script's change of live range `id` done: a selection whose range it
/// is changed too.
fn changed_by_script<R>(ctx: &mut Context, id: RangeId, r: JsResult<R>) -> JsResult<R> {
    if r.is_ok() {
        crate::dom::live_range::range_changed_by_script(ctx, id);
    }
    r
}

/// https://dom.spec.whatwg.org/#concept-range-bp-set of live range `id`.
fn set_boundary(ctx: &mut Context, id: RangeId, node: NodeRef, offset: u32, edge: Edge) -> JsResult<()> {
    let home = home_of(ctx, id)?;
    let point = BoundaryPoint::new(node.node, offset);
    if node.doc != home {
        // The node's root is not the range's root: both points become it.
        return move_range(ctx, id, home, node.doc, point);
    }
    let tree = tree_of(ctx, home)?;
    let r = tree.borrow_mut().set_start_or_end(id, point, edge);
    r.map_err(|e| dom_error(ctx, e))
}

/// https://dom.spec.whatwg.org/#dom-range-setstartbefore and the three
/// others: (node's parent, node's index), plus 1 when `after`.
fn set_around(ctx: &mut Context, this: &JsObject, node: &JsObject, edge: Edge, after: bool) -> JsResult<()> {
    let nr = node_ref(node)?;
    let tree = tree_of(ctx, nr.doc)?;
    // 1. Let parent be node's parent.
    let parent = tree.borrow().parent(nr.node);
    // 2. If parent is null, then throw an "InvalidNodeTypeError" DOMException.
    let Some(parent) = parent else {
        return Err(dom_exception(ctx, "InvalidNodeTypeError", "The node provided has no parent."));
    };
    // 3. Set the start or end to (parent, node's index (plus 1)).
    let index = tree.borrow().index(nr.node) + u32::from(after);
    set_start_or_end(ctx, this, NodeRef { doc: nr.doc, node: parent }, index, edge)
}

/// Runs `f` on the range's tree with `node` of that tree, after moving the
/// range to the node's document, collapsed at `point`, if it is another
/// (selectNode, selectNodeContents set both points without the root check).
fn in_node_document(
    ctx: &mut Context,
    this: &JsObject,
    node: NodeRef,
    point: BoundaryPoint,
    f: impl FnOnce(&mut runtime::dom::Tree, RangeId) -> Result<(), runtime::dom::DomError>,
) -> JsResult<()> {
    let id = range_id(this)?;
    let home = home_of(ctx, id)?;
    if node.doc != home {
        move_range(ctx, id, home, node.doc, point)?;
    }
    let (_, r) = with_range(ctx, this, f)?;
    let r = r.map_err(|e| dom_error(ctx, e));
    changed_by_script(ctx, id, r)
}

/// Runs a tree-changing range algorithm, then the steps other
/// specifications run after the tree changed (scripts, iframes).
fn mutate<R>(ctx: &mut Context, this: &JsObject, f: impl FnOnce(&mut runtime::dom::Tree, RangeId) -> Result<R, runtime::dom::DomError>) -> JsResult<(DocId, R)> {
    let (doc, r) = with_range(ctx, this, f)?;
    let r = r.map_err(|e| dom_error(ctx, e));
    tree_changed(ctx, doc);
    let r = changed_by_script(ctx, range_id(this)?, r);
    Ok((doc, r?))
}

/// https://dom.spec.whatwg.org/#concept-range-insert of a node of another
/// document: the checks before the split (steps 1-6) see the node where
/// it is; then it is adopted (step 12's pre-insert would adopt it) and
/// inserted.
fn insert_foreign_node(ctx: &mut Context, id: RangeId, home: DocId, node: &JsObject, nr: NodeRef) -> JsResult<NodeRef> {
    let (range_tree, node_tree) = (tree_of(ctx, home)?, tree_of(ctx, nr.doc)?);
    let checked = {
        let t = range_tree.borrow();
        t.live_range_insert_target(id, None)
            .and_then(|(parent, reference)| t.ensure_pre_insertion_validity_from(&node_tree.borrow(), nr.node, parent, reference))
    };
    checked.map_err(|e| dom_error(ctx, e))?;
    let adopted = adopt_into(ctx, node, home)?;
    let r = range_tree.borrow_mut().insert_into_live_range(id, adopted.node);
    let r = r.map_err(|e| dom_error(ctx, e));
    tree_changed(ctx, home);
    changed_by_script(ctx, id, r)?;
    Ok(adopted)
}

impl RangeMethods for Range {
    /// https://dom.spec.whatwg.org/#dom-range-range: start and end are
    /// (current global object's associated Document, 0).
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        let window = ctx.global_object();
        let doc = crate::html::window::window_doc(&window)?;
        let document = tree_of(ctx, doc)?.borrow().document();
        new_range(ctx, doc, BoundaryPoint::new(document, 0), Some(proto))
    }

    /// https://dom.spec.whatwg.org/#dom-range-commonancestorcontainer
    fn get_common_ancestor_container(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (doc, node) = with_range(ctx, this, |t, id| t.live_range(id).map(|r| t.common_ancestor(&r)))?;
        let node = node.map_err(|e| dom_error(ctx, e))?;
        wrap(ctx, doc, node)
    }

    /// https://dom.spec.whatwg.org/#dom-range-setstart
    fn set_start(ctx: &mut Context, this: &JsObject, node: JsObject, offset: u32) -> JsResult<()> {
        set_start_or_end(ctx, this, node_ref(&node)?, offset, Edge::Start)
    }
    /// https://dom.spec.whatwg.org/#dom-range-setend
    fn set_end(ctx: &mut Context, this: &JsObject, node: JsObject, offset: u32) -> JsResult<()> {
        set_start_or_end(ctx, this, node_ref(&node)?, offset, Edge::End)
    }
    fn set_start_before(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        set_around(ctx, this, &node, Edge::Start, false)
    }
    fn set_start_after(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        set_around(ctx, this, &node, Edge::Start, true)
    }
    fn set_end_before(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        set_around(ctx, this, &node, Edge::End, false)
    }
    fn set_end_after(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        set_around(ctx, this, &node, Edge::End, true)
    }

    /// https://dom.spec.whatwg.org/#dom-range-collapse
    fn collapse(ctx: &mut Context, this: &JsObject, to_start: bool) -> JsResult<()> {
        let (_, r) = with_range(ctx, this, |t, id| t.collapse_live_range(id, to_start))?;
        let r = r.map_err(|e| dom_error(ctx, e));
        changed_by_script(ctx, range_id(this)?, r)
    }

    /// https://dom.spec.whatwg.org/#dom-range-selectnode
    fn select_node(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        let nr = node_ref(&node)?;
        // https://dom.spec.whatwg.org/#concept-range-select steps 1-2: a
        // node without a parent is an "InvalidNodeTypeError" (checked
        // before the range moves to another document).
        let parent = tree_of(ctx, nr.doc)?.borrow().parent(nr.node);
        let Some(parent) = parent else {
            return Err(dom_exception(ctx, "InvalidNodeTypeError", "The node provided has no parent."));
        };
        in_node_document(ctx, this, nr, BoundaryPoint::new(parent, 0), |t, id| t.select_node(id, nr.node))
    }

    /// https://dom.spec.whatwg.org/#dom-range-selectnodecontents
    fn select_node_contents(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        let nr = node_ref(&node)?;
        // 1. If node is a doctype, throw an "InvalidNodeTypeError" (before the range moves).
        let doctype = tree_of(ctx, nr.doc)?.borrow().node_data(nr.node).is_some_and(NodeData::is_doctype);
        if doctype {
            return Err(dom_exception(ctx, "InvalidNodeTypeError", "The node provided is a doctype."));
        }
        in_node_document(ctx, this, nr, BoundaryPoint::new(nr.node, 0), |t, id| t.select_node_contents(id, nr.node))
    }

    /// https://dom.spec.whatwg.org/#dom-range-compareboundarypoints
    fn compare_boundary_points(ctx: &mut Context, this: &JsObject, how: u16, source_range: JsObject) -> JsResult<i16> {
        // 1. If how is not one of the four constants, throw a "NotSupportedError".
        let how = How::from_u16(how).map_err(|e| dom_error(ctx, e))?;
        let (id, source) = (range_id(this)?, range_id(&source_range)?);
        let (home, source_home) = (home_of(ctx, id)?, home_of(ctx, source)?);
        // 2. If this's root is not the same as sourceRange's root, throw a
        //    "WrongDocumentError" (ranges of two documents have different roots).
        if home != source_home {
            return Err(dom_exception(ctx, "WrongDocumentError", "The source range is in a different document than this range."));
        }
        let r = tree_of(ctx, home)?.borrow().compare_boundary_points(id, how, source);
        r.map_err(|e| dom_error(ctx, e))
    }

    /// https://dom.spec.whatwg.org/#dom-range-deletecontents
    fn delete_contents(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        mutate(ctx, this, |t, id| t.delete_contents(id)).map(|_| ())
    }

    /// https://dom.spec.whatwg.org/#dom-range-extractcontents
    fn extract_contents(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (doc, fragment) = mutate(ctx, this, |t, id| t.extract_contents(id))?;
        wrap(ctx, doc, fragment)
    }

    /// https://dom.spec.whatwg.org/#dom-range-clonecontents
    fn clone_contents(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (doc, fragment) = mutate(ctx, this, |t, id| t.clone_contents(id))?;
        wrap(ctx, doc, fragment)
    }

    /// https://dom.spec.whatwg.org/#dom-range-insertnode
    fn insert_node(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<()> {
        let nr = node_ref(&node)?;
        let id = range_id(this)?;
        let home = home_of(ctx, id)?;
        if nr.doc != home {
            return insert_foreign_node(ctx, id, home, &node, nr).map(|_| ());
        }
        mutate(ctx, this, |t, id| t.insert_into_live_range(id, nr.node)).map(|_| ())
    }

    /// https://dom.spec.whatwg.org/#dom-range-surroundcontents
    fn surround_contents(ctx: &mut Context, this: &JsObject, new_parent: JsObject) -> JsResult<()> {
        let np = node_ref(&new_parent)?;
        let id = range_id(this)?;
        let home = home_of(ctx, id)?;
        if np.doc == home {
            return mutate(ctx, this, |t, id| t.surround_contents(id, np.node)).map(|_| ());
        }
        // newParent is another document's: the same steps, adopting it at 5.
        let (range_tree, parent_tree) = (tree_of(ctx, home)?, tree_of(ctx, np.doc)?);
        // 1-2. The checks.
        let data = parent_tree.borrow().node_data(np.node).cloned();
        let checked = match &data {
            Some(d) => range_tree.borrow().surround_contents_checks(id, d),
            None => Err(runtime::dom::DomError::UnknownNode(np.node)),
        };
        checked.map_err(|e| dom_error(ctx, e))?;
        // 3. Let fragment be the result of extracting this.
        let fragment = range_tree.borrow_mut().extract_contents(id);
        let fragment = fragment.map_err(|e| dom_error(ctx, e));
        tree_changed(ctx, home);
        let fragment = fragment?;
        // 4. If newParent has children, replace all with null within newParent.
        let emptied = {
            let mut t = parent_tree.borrow_mut();
            if t.first_child(np.node).is_some() { t.replace_all(None, np.node) } else { Ok(()) }
        };
        emptied.map_err(|e| dom_error(ctx, e))?;
        // 5. Insert newParent into this (its checks, then its adoption).
        let adopted = insert_foreign_node(ctx, id, home, &new_parent, np)?;
        // 6-7. Append fragment to newParent, select newParent within this.
        let r = range_tree.borrow_mut().surround_contents_finish(id, adopted.node, fragment);
        let r = r.map_err(|e| dom_error(ctx, e));
        tree_changed(ctx, home);
        changed_by_script(ctx, id, r)
    }

    /// https://dom.spec.whatwg.org/#dom-range-clonerange
    fn clone_range(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::dom::live_range::release_collected_ranges(ctx);
        let (doc, copy) = with_range(ctx, this, |t, id| t.clone_live_range(id))?;
        let copy = copy.map_err(|e| dom_error(ctx, e))?;
        range_object(ctx, doc, copy, None)
    }

    /// https://dom.spec.whatwg.org/#dom-range-detach: does nothing.
    fn detach(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#dom-range-ispointinrange
    fn is_point_in_range(ctx: &mut Context, this: &JsObject, node: JsObject, offset: u32) -> JsResult<bool> {
        let nr = node_ref(&node)?;
        let home = home_of(ctx, range_id(this)?)?;
        // 1. A node of another document has another root: false.
        if nr.doc != home {
            return Ok(false);
        }
        let (_, r) = with_range(ctx, this, |t, id| t.is_point_in_range(id, BoundaryPoint::new(nr.node, offset)))?;
        r.map_err(|e| dom_error(ctx, e))
    }

    /// https://dom.spec.whatwg.org/#dom-range-comparepoint
    fn compare_point(ctx: &mut Context, this: &JsObject, node: JsObject, offset: u32) -> JsResult<i16> {
        let nr = node_ref(&node)?;
        let home = home_of(ctx, range_id(this)?)?;
        // 1. A node of another document has another root: "WrongDocumentError".
        if nr.doc != home {
            return Err(dom_exception(ctx, "WrongDocumentError", "The node provided and this range are not in the same tree."));
        }
        let (_, r) = with_range(ctx, this, |t, id| t.compare_point(id, BoundaryPoint::new(nr.node, offset)))?;
        r.map_err(|e| dom_error(ctx, e))
    }

    /// https://dom.spec.whatwg.org/#dom-range-intersectsnode
    fn intersects_node(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<bool> {
        let nr = node_ref(&node)?;
        let home = home_of(ctx, range_id(this)?)?;
        // 1. A node of another document has another root: false.
        if nr.doc != home {
            return Ok(false);
        }
        let (_, r) = with_range(ctx, this, |t, id| t.intersects_node(id, nr.node))?;
        r.map_err(|e| dom_error(ctx, e))
    }

    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment
    fn create_contextual_fragment(ctx: &mut Context, this: &JsObject, string: JsString) -> JsResult<JsObject> {
        let id = range_id(this)?;
        let doc = home_of(ctx, id)?;
        let tree = tree_of(ctx, doc)?;
        let fragment = runtime::dom::range::create_contextual_fragment(&tree, id, &string.to_std_string_lossy());
        let fragment = fragment.map_err(|e| dom_error(ctx, e))?;
        wrap(ctx, doc, fragment)
    }

    /// https://drafts.csswg.org/cssom-view/#dom-range-getclientrects
    fn get_client_rects(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        range_id(this)?;
        let rects = crate::dom::range_geometry::client_rects();
        let objects = rects
            .into_iter()
            .map(|r| crate::geometry::domrectreadonly::new_rect(ctx, crate::generated::Interface::DOMRect, None, r))
            .collect::<JsResult<Vec<_>>>()?;
        crate::geometry::domrectlist::new_rect_list(ctx, objects)
    }

    /// https://drafts.csswg.org/cssom-view/#dom-range-getboundingclientrect
    fn get_bounding_client_rect(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        range_id(this)?;
        let bounds = crate::dom::range_geometry::bounding_client_rect(&crate::dom::range_geometry::client_rects());
        crate::geometry::domrectreadonly::new_rect(ctx, crate::generated::Interface::DOMRect, None, bounds)
    }

    /// https://dom.spec.whatwg.org/#dom-range-stringifier
    fn stringify(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        let (_, r) = with_range(ctx, this, |t, id| t.live_range_text(id))?;
        r.map_err(|e| dom_error(ctx, e))
    }
}

/// https://dom.spec.whatwg.org/#dom-document-createrange: a new live range
/// with (document `doc`, 0) as its start and end, in `doc`'s realm.
pub fn create_range(ctx: &mut Context, doc: DocId) -> JsResult<JsObject> {
    let document = tree_of(ctx, doc)?.borrow().document();
    crate::host::in_doc_realm(ctx, doc, |ctx| new_range(ctx, doc, BoundaryPoint::new(document, 0), None))
}
