//! The JavaScript side of live ranges: a `Range` object holds the id of a
//! live range that the runtime keeps in its document's tree
//! (`runtime::dom::range`), and this agent records which document's tree
//! that is (a range moves when a boundary point is set to a node of
//! another document, or when the subtree it is in is adopted).
//!
//! Garbage collection: the tree's list of live ranges must not keep a
//! range forever, or every later mutation of the document pays for ranges
//! nobody can reach. The `Range` object is the only owner of its id (the
//! tree's list is not a JS reference), so the object's Rust data, a
//! [`RangeHandle`], puts the id on the agent's release queue when the
//! collector frees the object (its `Drop`); the next range operation of
//! the agent removes the queued ranges from their trees. A finalizer
//! cannot do it directly: it runs inside the collector, which may run
//! while a tree is borrowed. A Selection holds its Range object, so a
//! selected range lives as long as the selection does.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::{BoundaryPoint, RangeId, Tree};

use crate::generated::Interface;
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

/// The ranges of this agent: the document whose tree holds each, and the
/// ids whose `Range` objects were collected.
#[derive(Default)]
pub struct RangeHomes {
    homes: HashMap<RangeId, DocId>,
    released: Rc<RefCell<Vec<RangeId>>>,
    /// The ranges that are a document's selection's range
    /// (https://w3c.github.io/selection-api/#dfn-range), by document.
    selected: HashMap<RangeId, DocId>,
    /// https://w3c.github.io/selection-api/#dfn-has-scheduled-selectionchange-event
    /// (of documents).
    selectionchange_scheduled: HashSet<DocId>,
}

/// A `Range` object's live range; dropping it (the object was collected)
/// queues the range for removal from its tree.
pub struct RangeHandle {
    pub id: RangeId,
    released: Rc<RefCell<Vec<RangeId>>>,
}

impl Drop for RangeHandle {
    fn drop(&mut self) {
        if let Ok(mut queue) = self.released.try_borrow_mut() {
            queue.push(self.id);
        }
    }
}

/// The tree of document `doc`.
pub fn tree_of(ctx: &Context, doc: DocId) -> JsResult<Rc<RefCell<Tree>>> {
    host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))
}

/// Removes the ranges whose `Range` objects were collected from their trees.
pub fn release_collected_ranges(ctx: &Context) {
    let h = host(ctx);
    let released: Vec<RangeId> = {
        let homes = h.live_ranges.borrow();
        let mut queue = homes.released.borrow_mut();
        std::mem::take(&mut *queue)
    };
    for id in released {
        let home = h.live_ranges.borrow_mut().homes.remove(&id);
        if let Some(tree) = home.and_then(|doc| h.doc(doc, |d| d.tree.clone())) {
            tree.borrow_mut().drop_live_range(id);
        }
    }
}

/// A new `Range` object for a new live range of document `doc` collapsed
/// at `point`, with prototype `proto` (the constructor's) or the current
/// realm's `Range.prototype`.
pub fn new_range(ctx: &mut Context, doc: DocId, point: BoundaryPoint, proto: Option<JsObject>) -> JsResult<JsObject> {
    release_collected_ranges(ctx);
    let tree = tree_of(ctx, doc)?;
    let id = tree.borrow_mut().create_live_range(point);
    range_object(ctx, doc, id, proto)
}

/// The `Range` object of live range `id`, a range of `doc` no object owns yet.
pub fn range_object(ctx: &mut Context, doc: DocId, id: RangeId, proto: Option<JsObject>) -> JsResult<JsObject> {
    let h = host(ctx);
    let released = {
        let mut homes = h.live_ranges.borrow_mut();
        homes.homes.insert(id, doc);
        homes.released.clone()
    };
    let kind = DomKind::Range(RangeHandle { id, released });
    match proto {
        Some(proto) => reflect_with_proto(ctx, proto, Interface::Range, kind),
        None => reflect(ctx, Interface::Range, kind),
    }
}

/// The live range a `Range` object holds.
pub fn range_id(obj: &JsObject) -> JsResult<RangeId> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Range"))?;
    match &d.kind {
        DomKind::Range(handle) => Ok(handle.id),
        _ => Err(type_error("not a Range")),
    }
}

/// The document whose tree holds live range `id`.
pub fn home_of(ctx: &Context, id: RangeId) -> JsResult<DocId> {
    host(ctx).live_ranges.borrow().homes.get(&id).copied().ok_or_else(|| type_error("the range is gone"))
}

/// Records that live range `id` is now in document `doc`'s tree.
pub fn set_home(ctx: &Context, id: RangeId, doc: DocId) {
    host(ctx).live_ranges.borrow_mut().homes.insert(id, doc);
}

/// Runs `f` on the tree holding the live range of `Range` object `this`.
pub fn with_range<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&mut Tree, RangeId) -> R) -> JsResult<(DocId, R)> {
    let id = range_id(this)?;
    let doc = home_of(ctx, id)?;
    let tree = tree_of(ctx, doc)?;
    let mut t = tree.borrow_mut();
    Ok((doc, f(&mut t, id)))
}

/// After the runtime adopted a subtree of `from` into `to`: the live ranges
/// that went with it (`runtime::dom::adopt` moves them) are `to`'s now.
pub fn after_adoption(ctx: &Context, from: DocId, to: DocId) {
    let h = host(ctx);
    let (Some(old), Some(new)) = (h.doc(from, |d| d.tree.clone()), h.doc(to, |d| d.tree.clone())) else { return };
    let (old, new) = (old.borrow(), new.borrow());
    let mut homes = h.live_ranges.borrow_mut();
    for (id, home) in homes.homes.iter_mut() {
        if *home == from && !old.has_live_range(*id) && new.has_live_range(*id) {
            *home = to;
        }
    }
}

/// Records that the selection of `doc` is associated with live range
/// `range` now (none: it is empty), and schedules a selectionchange event
/// (https://w3c.github.io/selection-api/#selectionchange-event: the
/// selection was dissociated from its range or associated with a new one).
pub fn set_selected_range(ctx: &mut Context, doc: DocId, range: Option<RangeId>) {
    {
        let h = host(ctx);
        let mut homes = h.live_ranges.borrow_mut();
        homes.selected.retain(|_, d| *d != doc);
        if let Some(id) = range {
            homes.selected.insert(id, doc);
        }
    }
    schedule_selectionchange(ctx, doc);
}

/// A script changed live range `id` (its boundary points, or the nodes it
/// holds): if it is a selection's range, that selection changed
/// (https://w3c.github.io/selection-api/#selectionchange-event).
pub fn range_changed_by_script(ctx: &mut Context, id: RangeId) {
    let doc = host(ctx).live_ranges.borrow().selected.get(&id).copied();
    if let Some(doc) = doc {
        schedule_selectionchange(ctx, doc);
    }
}

/// https://w3c.github.io/selection-api/#scheduling-selectionhange-event on document `doc`.
pub fn schedule_selectionchange(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    // 1. If target's has scheduled selectionchange event is true, abort these steps.
    if !h.live_ranges.borrow_mut().selectionchange_scheduled.insert(doc) {
        return;
    }
    // 2. Queue a task on the user interaction task source to fire a
    //    selectionchange event on target.
    h.queue_task(doc, runtime::html::event_loop::TaskSource::UserInteraction, Box::new(move |ctx: &mut Context| fire_selectionchange(ctx, doc)));
}

/// https://w3c.github.io/selection-api/#firing-selectionhange-event at document `doc`.
fn fire_selectionchange(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    // 1. Set target's has scheduled selectionchange event to false.
    h.live_ranges.borrow_mut().selectionchange_scheduled.remove(&doc);
    // 3. Target is a document: fire an event named selectionchange, which
    //    does not bubble and is not cancelable, at target (not made when no
    //    listener could see it).
    let Some(root) = h.doc(doc, |d| d.tree.borrow().document()) else { return };
    if !crate::dom::eventtarget::anyone_listens(ctx, doc, Some(root), "selectionchange") {
        return;
    }
    let Ok(target) = crate::dom::node::wrap(ctx, doc, root) else { return };
    if let Ok(event) = crate::dom::event::create(ctx, Interface::Event, "selectionchange", false, false, |_| {}) {
        crate::dom::eventtarget::fire_event(ctx, &target, &event);
    }
}
