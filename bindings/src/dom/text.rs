//! https://dom.spec.whatwg.org/#interface-text

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::{dom_error, tree_changed, with_tree, wrap};
use crate::webidl::kind::{DomKind, NodeRef};
use crate::generated::{Interface, TextMethods};
use crate::webidl::reflect::reflect_with_proto;
use crate::host::{current_doc, host};

pub struct Text;

impl TextMethods for Text {
    /// The node belongs to the current global's associated Document.
    fn constructor(ctx: &mut Context, proto: JsObject, data: JsString) -> JsResult<JsObject> {
        let doc = current_doc(ctx);
        let h = host(ctx);
        let node = h
            .doc(doc, |d| d.tree.borrow_mut().create_text(&data.to_std_string_lossy()))
            .ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        let obj = reflect_with_proto(ctx, proto, Interface::Text, DomKind::Node(std::cell::Cell::new(NodeRef { doc, node })))?;
        h.objects_mut(doc, |o| o.wrappers.insert(node, obj.clone()));
        Ok(obj)
    }
    /// https://dom.spec.whatwg.org/#dom-text-splittext
    fn split_text(ctx: &mut Context, this: &JsObject, offset: u32) -> JsResult<JsObject> {
        let (doc, r) = with_tree(ctx, this, |t, n| t.split_text(n, offset))?;
        let new_node = r.map_err(|e| dom_error(ctx, e))?;
        tree_changed(ctx, doc);
        wrap(ctx, doc, new_node)
    }
    /// https://dom.spec.whatwg.org/#dom-text-wholetext
    fn get_assigned_slot(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        crate::dom::shadowroot::assigned_slot(ctx, this)
    }
    fn get_whole_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.whole_text(n))?.1))
    }
}
