//! https://dom.spec.whatwg.org/#interface-documentfragment

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::{with_tree, wrap, wrap_opt};
use crate::dom::parent_node::parent_node_methods;
use crate::generated::DocumentFragmentMethods;

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
    parent_node_methods!();
}
