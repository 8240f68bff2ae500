//! https://html.spec.whatwg.org/multipage/scripting.html#the-template-element

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::{with_tree, wrap};
use crate::generated::HTMLTemplateElementMethods;

pub struct HTMLTemplateElement;

impl HTMLTemplateElementMethods for HTMLTemplateElement {
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-template-content:
    /// the template contents (a DocumentFragment the tree makes with the element).
    fn get_content(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (doc, contents) = with_tree(ctx, this, |t, n| t.element(n).and_then(|e| e.template_contents))?;
        let contents = contents.ok_or_else(|| crate::webidl::convert::type_error("no template contents"))?;
        wrap(ctx, doc, contents)
    }
}
