//! https://html.spec.whatwg.org/multipage/semantics.html#the-title-element

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::with_tree;
use crate::generated::HTMLTitleElementMethods;

pub struct HTMLTitleElement;

impl HTMLTitleElementMethods for HTMLTitleElement {
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-title-text:
    /// the element's child text content.
    fn get_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.child_text_content(n))?.1))
    }
    /// Setting it string replaces all with the given value within the element.
    fn set_text(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        crate::html::htmlanchorelement::set_text_content_of(ctx, this, value)
    }
}
