//! https://html.spec.whatwg.org/multipage/tables.html#the-tbody-element
//! (`thead` and `tfoot` share it).

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::tables;

use crate::dom::htmlcollection::{live, Filter};
use crate::generated::HTMLTableSectionElementMethods;
use crate::html::htmltableelement::change;
use crate::webidl::reflect::same_object;

pub struct HTMLTableSectionElement;

impl HTMLTableSectionElementMethods for HTMLTableSectionElement {
    fn get_rows(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "rows", |ctx| live(ctx, this, Filter::Computed(tables::section_rows)))
    }
    fn insert_row(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<JsObject> {
        let row = change(ctx, this, |t, n| tables::section_insert_row(t, n, index).map(Some))?;
        row.ok_or_else(|| crate::webidl::convert::type_error("no row was inserted"))
    }
    fn delete_row(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<()> {
        change(ctx, this, |t, n| tables::section_delete_row(t, n, index).map(|()| None)).map(|_| ())
    }
}
