//! https://html.spec.whatwg.org/multipage/semantics.html#the-style-element:
//! its content attributes reflect; `disabled` is its CSS style sheet's
//! disabled flag (`crate::cssom::sheets` leaves a disabled sheet out).

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::{node_ref, with_tree};
use crate::generated::HTMLStyleElementMethods;
use crate::host::host;

pub struct HTMLStyleElement;

/// The style element's sheet as the sheet list sees it, if it has one: a
/// connected `style` element has an associated CSS style sheet, made anew
/// (with its disabled flag unset) whenever its text changes; the text
/// identifies the sheet.
fn associated_sheet(ctx: &Context, this: &JsObject) -> JsResult<Option<String>> {
    Ok(with_tree(ctx, this, |t, n| t.is_connected(n).then(|| t.child_text_content(n)))?.1)
}

impl HTMLStyleElementMethods for HTMLStyleElement {
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-style-disabled
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        // 1. If this does not have an associated CSS style sheet, return false.
        let Some(sheet) = associated_sheet(ctx, this)? else { return Ok(false) };
        // 2. If this's associated CSS style sheet's disabled flag is set, return true.
        // 3. Return false.
        let r = node_ref(this)?;
        Ok(host(ctx).objects(r.doc, |o| o.disabled_style_sheets.get(&r.node) == Some(&sheet)).unwrap_or(false))
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        // 1. If this does not have an associated CSS style sheet, return.
        let Some(sheet) = associated_sheet(ctx, this)? else { return Ok(()) };
        // 2. If the given value is true, set the sheet's disabled flag;
        //    otherwise, unset it.
        let r = node_ref(this)?;
        host(ctx).objects_mut(r.doc, |o| {
            if value {
                o.disabled_style_sheets.insert(r.node, sheet);
            } else {
                o.disabled_style_sheets.remove(&r.node);
            }
        });
        Ok(())
    }
}
