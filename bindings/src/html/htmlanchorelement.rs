//! https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element
//! (its content attributes reflect; the URL members are
//! `crate::html::hyperlink_element_utils`).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::{dom_error, tree_changed, with_tree};
use crate::generated::HTMLAnchorElementMethods;
use crate::html::hyperlink_element_utils::hyperlink_element_utils_methods;

pub struct HTMLAnchorElement;

impl HTMLAnchorElementMethods for HTMLAnchorElement {
    /// https://html.spec.whatwg.org/multipage/text-level-semantics.html#dom-a-text:
    /// the element's descendant text content.
    fn get_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.descendant_text_content(n))?.1))
    }
    /// Setting it string replaces all with the given value within the element.
    fn set_text(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_text_content_of(ctx, this, value)
    }
    hyperlink_element_utils_methods!();
}

/// https://dom.spec.whatwg.org/#string-replace-all with `value` within `this`.
pub fn set_text_content_of(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
    let v = value.to_std_string_lossy();
    let (doc, r) = with_tree(ctx, this, |t, n| t.string_replace_all(&v, n))?;
    r.map_err(|e| dom_error(ctx, e))?;
    tree_changed(ctx, doc);
    Ok(())
}
