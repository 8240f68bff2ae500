//! What TreeWalker and NodeIterator share (https://dom.spec.whatwg.org/#traversal):
//! a traverser's root, whatToShow, filter and active flag, and "filter",
//! which runs the page's NodeFilter.

use std::cell::Cell;

use boa_engine::{js_string, Context, Finalize, JsObject, JsResult, JsValue, Trace};

use crate::dom::node::{node_ref, wrap};
use crate::host::host;
use crate::webidl::convert::{to_unsigned_short, type_error, IntegerConversion};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::DomObject;

/// NodeFilter's acceptNode() results.
pub const FILTER_ACCEPT: u16 = 1;
pub const FILTER_REJECT: u16 = 2;
pub const FILTER_SKIP: u16 = 3;

/// https://dom.spec.whatwg.org/#concept-traversal-root and the rest of a
/// traverser's state.
#[derive(Trace, Finalize)]
pub struct Traverser {
    pub root: JsObject,
    #[unsafe_ignore_trace]
    pub what_to_show: u32,
    pub filter: Option<JsObject>,
    #[unsafe_ignore_trace]
    active: Cell<bool>,
}

impl Traverser {
    pub fn new(root: JsObject, what_to_show: u32, filter: Option<JsObject>) -> Traverser {
        Traverser { root, what_to_show, filter, active: Cell::new(false) }
    }
}

/// The traverser of a TreeWalker or NodeIterator object.
pub fn traverser<R>(obj: &JsObject, f: impl FnOnce(&Traverser) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a TreeWalker or NodeIterator"))?;
    match &d.kind {
        DomKind::TreeWalker { traverser, .. } | DomKind::NodeIterator { traverser, .. } => Ok(f(traverser)),
        _ => Err(type_error("not a TreeWalker or NodeIterator")),
    }
}

/// The wrapper of the node a wrapper's tree relation `step` leads to (its
/// parent, first child...), if any.
pub fn relative(ctx: &mut Context, node: &JsObject, step: fn(&runtime::dom::Tree, runtime::dom::NodeId) -> Option<runtime::dom::NodeId>) -> JsResult<Option<JsObject>> {
    let r = node_ref(node)?;
    let tree = host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no such document"))?;
    let next = step(&tree.borrow(), r.node);
    next.map(|n| wrap(ctx, r.doc, n)).transpose()
}

/// https://dom.spec.whatwg.org/#concept-node-filter: what `traverser_obj`'s
/// filter says of `node`.
pub fn filter(ctx: &mut Context, traverser_obj: &JsObject, node: &JsObject) -> JsResult<u16> {
    // The traverser's state is read in short borrows: the page's filter may
    // use the traverser object while it runs.
    let (active, what_to_show, callback) = traverser(traverser_obj, |t| (t.active.get(), t.what_to_show, t.filter.clone()))?;
    // 1. If traverser's active flag is set, then throw an "InvalidStateError" DOMException.
    if active {
        return Err(dom_exception(ctx, "InvalidStateError", "The NodeFilter is already running (it called the traverser again)."));
    }
    // 2. Let n be node's nodeType attribute value − 1.
    let r = node_ref(node)?;
    let node_type = host(ctx).doc(r.doc, |d| d.tree.borrow().node_data(r.node).map_or(0, |n| n.node_type())).unwrap_or(0);
    // 3. If the nth bit (where 0 is the least significant bit) of
    //    traverser's whatToShow is not set, then return FILTER_SKIP.
    let Some(n) = node_type.checked_sub(1).filter(|n| *n < 32) else { return Ok(FILTER_SKIP) };
    if what_to_show & (1u32 << n) == 0 {
        return Ok(FILTER_SKIP);
    }
    // 4. If traverser's filter is null, then return FILTER_ACCEPT.
    let Some(callback) = callback else { return Ok(FILTER_ACCEPT) };
    // 5. Set traverser's active flag.
    traverser(traverser_obj, |t| t.active.set(true))?;
    // 6. Let result be the return value of call a user object's operation
    //    with traverser's filter, "acceptNode", and « node ». If this throws
    //    an exception, then unset traverser's active flag and rethrow it.
    let result = call_accept_node(ctx, &callback, node);
    // 7. Unset traverser's active flag.
    traverser(traverser_obj, |t| t.active.set(false))?;
    // 8. Return result (an unsigned short, as acceptNode() returns).
    to_unsigned_short(&result?, IntegerConversion::default(), ctx)
}

/// https://webidl.spec.whatwg.org/#call-a-user-objects-operation with
/// "acceptNode": a function is called itself (this undefined), an object's
/// `acceptNode` method with the object as this.
fn call_accept_node(ctx: &mut Context, callback: &JsObject, node: &JsObject) -> JsResult<JsValue> {
    let args = [JsValue::from(node.clone())];
    if callback.is_callable() {
        return callback.call(&JsValue::undefined(), &args, ctx);
    }
    let method = callback.get(js_string!("acceptNode"), ctx)?;
    match method.as_callable() {
        Some(f) => f.call(&JsValue::from(callback.clone()), &args, ctx),
        None => Err(type_error("The NodeFilter's acceptNode is not a function")),
    }
}
