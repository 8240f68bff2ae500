//! https://html.spec.whatwg.org/multipage/semantics.html#the-style-element:
//! its content attributes reflect; `disabled` is its CSS style sheet's
//! disabled flag, and `sheet` the sheet (`crate::cssom::sheets`).

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::node_ref;
use crate::generated::HTMLStyleElementMethods;

pub struct HTMLStyleElement;

impl HTMLStyleElementMethods for HTMLStyleElement {
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-style-disabled
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        let r = node_ref(this)?;
        // 1. If this does not have an associated CSS style sheet, return false.
        let Some(sheet) = crate::cssom::sheets::sheet_of(ctx, r.doc, r.node) else { return Ok(false) };
        // 2. If this's associated CSS style sheet's disabled flag is set, return true.
        // 3. Return false.
        let disabled = sheet.borrow().disabled;
        Ok(disabled)
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        let r = node_ref(this)?;
        // 1. If this does not have an associated CSS style sheet, return.
        let Some(sheet) = crate::cssom::sheets::sheet_of(ctx, r.doc, r.node) else { return Ok(()) };
        // 2. If the given value is true, set the sheet's disabled flag;
        //    otherwise, unset it.
        sheet.borrow_mut().disabled = value;
        Ok(())
    }
    fn get_sheet(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        crate::cssom::stylesheet::link_style_sheet(ctx, this)
    }
}
