//! https://html.spec.whatwg.org/multipage/tables.html#the-tr-element

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::tables;

use crate::dom::htmlcollection::{live, Filter};
use crate::dom::node::with_tree;
use crate::generated::HTMLTableRowElementMethods;
use crate::html::htmltableelement::change;
use crate::webidl::reflect::same_object;

pub struct HTMLTableRowElement;

impl HTMLTableRowElementMethods for HTMLTableRowElement {
    fn get_row_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(with_tree(ctx, this, |t, n| tables::row_index(t, n))?.1)
    }
    fn get_section_row_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(with_tree(ctx, this, |t, n| tables::section_row_index(t, n))?.1)
    }
    fn get_cells(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "cells", |ctx| live(ctx, this, Filter::Computed(tables::cells)))
    }
    fn insert_cell(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<JsObject> {
        let cell = change(ctx, this, |t, n| tables::insert_cell(t, n, index).map(Some))?;
        cell.ok_or_else(|| crate::webidl::convert::type_error("no cell was inserted"))
    }
    fn delete_cell(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<()> {
        change(ctx, this, |t, n| tables::delete_cell(t, n, index).map(|()| None)).map(|_| ())
    }
}
