//! https://html.spec.whatwg.org/multipage/tables.html#the-table-element (the
//! tree algorithms are `runtime::html::tables`).

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::{NodeId, Tree};
use runtime::html::tables::{self, TableError};

use crate::dom::htmlcollection::{live, Filter};
use crate::dom::node::{node_ref, tree_changed, with_tree, wrap, wrap_opt};
use crate::generated::HTMLTableElementMethods;
use crate::webidl::exception::dom_exception;
use crate::webidl::reflect::same_object;

pub struct HTMLTableElement;

/// A table algorithm's error as the DOMException it names.
pub fn table_error(ctx: &mut Context, e: TableError) -> boa_engine::JsError {
    dom_exception(ctx, e.name(), &e.to_string())
}

/// Runs a table algorithm on `this`'s tree, then HTML's insertion and
/// removing steps; the result's node wrapped.
pub fn change(ctx: &mut Context, this: &JsObject, f: impl FnOnce(&mut Tree, NodeId) -> Result<Option<NodeId>, TableError>) -> JsResult<Option<JsObject>> {
    let (doc, r) = with_tree(ctx, this, f)?;
    let node = r.map_err(|e| table_error(ctx, e))?;
    tree_changed(ctx, doc);
    wrap_opt(ctx, doc, node)
}

/// The node `value` reflects, in `this`'s document (adopted into it first
/// when it comes from another document, as insertion would).
fn node_in_this_document(ctx: &mut Context, this: &JsObject, value: &JsObject) -> JsResult<NodeId> {
    let doc = node_ref(this)?.doc;
    Ok(crate::dom::node::adopt_into(ctx, value, doc)?.node)
}

fn first_child(ctx: &mut Context, this: &JsObject, local: &'static str) -> JsResult<Option<JsObject>> {
    let (doc, c) = with_tree(ctx, this, |t, n| tables::first_child_named(t, n, local))?;
    wrap_opt(ctx, doc, c)
}

fn created(ctx: &mut Context, this: &JsObject, f: fn(&mut Tree, NodeId) -> Result<NodeId, TableError>) -> JsResult<JsObject> {
    let doc = node_ref(this)?.doc;
    let (_, r) = with_tree(ctx, this, f)?;
    let node = r.map_err(|e| table_error(ctx, e))?;
    tree_changed(ctx, doc);
    wrap(ctx, doc, node)
}

impl HTMLTableElementMethods for HTMLTableElement {
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-caption
    fn get_caption(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        first_child(ctx, this, "caption")
    }
    fn set_caption(ctx: &mut Context, this: &JsObject, value: Option<JsObject>) -> JsResult<()> {
        let node = value.map(|v| node_in_this_document(ctx, this, &v)).transpose()?;
        change(ctx, this, |t, n| tables::set_caption(t, n, node).map(|()| None)).map(|_| ())
    }
    fn create_caption(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        created(ctx, this, tables::create_caption)
    }
    fn delete_caption(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        change(ctx, this, |t, n| tables::delete_first(t, n, "caption").map(|()| None)).map(|_| ())
    }
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-thead
    fn get_t_head(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        first_child(ctx, this, "thead")
    }
    fn set_t_head(ctx: &mut Context, this: &JsObject, value: Option<JsObject>) -> JsResult<()> {
        let node = value.map(|v| node_in_this_document(ctx, this, &v)).transpose()?;
        change(ctx, this, |t, n| tables::set_t_head(t, n, node).map(|()| None)).map(|_| ())
    }
    fn create_t_head(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        created(ctx, this, tables::create_t_head)
    }
    fn delete_t_head(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        change(ctx, this, |t, n| tables::delete_first(t, n, "thead").map(|()| None)).map(|_| ())
    }
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-tfoot
    fn get_t_foot(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        first_child(ctx, this, "tfoot")
    }
    fn set_t_foot(ctx: &mut Context, this: &JsObject, value: Option<JsObject>) -> JsResult<()> {
        let node = value.map(|v| node_in_this_document(ctx, this, &v)).transpose()?;
        change(ctx, this, |t, n| tables::set_t_foot(t, n, node).map(|()| None)).map(|_| ())
    }
    fn create_t_foot(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        created(ctx, this, tables::create_t_foot)
    }
    fn delete_t_foot(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        change(ctx, this, |t, n| tables::delete_first(t, n, "tfoot").map(|()| None)).map(|_| ())
    }
    fn get_t_bodies(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "tBodies", |ctx| live(ctx, this, Filter::Computed(tables::t_bodies)))
    }
    fn create_t_body(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        created(ctx, this, tables::create_t_body)
    }
    fn get_rows(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "rows", |ctx| live(ctx, this, Filter::Computed(tables::table_rows)))
    }
    fn insert_row(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<JsObject> {
        let row = change(ctx, this, |t, n| tables::table_insert_row(t, n, index).map(Some))?;
        row.ok_or_else(|| crate::webidl::convert::type_error("no row was inserted"))
    }
    fn delete_row(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<()> {
        change(ctx, this, |t, n| tables::table_delete_row(t, n, index).map(|()| None)).map(|_| ())
    }
}
