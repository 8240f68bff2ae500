//! https://dom.spec.whatwg.org/#interface-documentfragment

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::element;
use crate::dom::node::{with_tree, wrap, wrap_opt};
use crate::generated::{DocumentFragmentMethods, NodeOrDOMString};

pub struct DocumentFragment;

impl DocumentFragmentMethods for DocumentFragment {
    /// https://dom.spec.whatwg.org/#dom-documentfragment-documentfragment:
    /// a new fragment whose node document is the current global object's associated Document.
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        let window = ctx.global_object();
        let doc = crate::html::window::window_doc(&window)?;
        let tree = crate::host::host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        let id = tree.borrow_mut().create_document_fragment();
        let obj = wrap(ctx, doc, id)?;
        obj.set_prototype(Some(proto));
        Ok(obj)
    }
    fn get_element_by_id(ctx: &mut Context, this: &JsObject, id: JsString) -> JsResult<Option<JsObject>> {
        let id = id.to_std_string_lossy();
        let (doc, e) = with_tree(ctx, this, |t, n| t.get_element_by_id(n, &id))?;
        wrap_opt(ctx, doc, e)
    }
    fn get_children(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        element::children(ctx, this)
    }
    fn get_first_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        element::first_element_child(ctx, this)
    }
    fn get_last_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        element::last_element_child(ctx, this)
    }
    fn get_child_element_count(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        element::child_element_count(ctx, this)
    }
    fn prepend(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        element::prepend(ctx, this, nodes)
    }
    fn append(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        element::append(ctx, this, nodes)
    }
    fn replace_children(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        element::replace_children(ctx, this, nodes)
    }
    fn query_selector(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<Option<JsObject>> {
        element::query_selector(ctx, this, selectors)
    }
    fn query_selector_all(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<JsObject> {
        element::query_selector_all(ctx, this, selectors)
    }
}
