//! https://html.spec.whatwg.org/multipage/tables.html#attributes-common-to-td-and-th-elements

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::with_tree;
use crate::generated::HTMLTableCellElementMethods;

pub struct HTMLTableCellElement;

impl HTMLTableCellElementMethods for HTMLTableCellElement {
    fn get_cell_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(with_tree(ctx, this, |t, n| runtime::html::tables::cell_index(t, n))?.1)
    }
}
