//! https://dom.spec.whatwg.org/#interface-comment

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::webidl::kind::{DomKind, NodeRef};
use crate::generated::{Interface, CommentMethods};
use crate::webidl::reflect::reflect_with_proto;
use crate::host::{current_doc, host};

pub struct Comment;

impl CommentMethods for Comment {
    /// The node belongs to the current global's associated Document.
    fn constructor(ctx: &mut Context, proto: JsObject, data: JsString) -> JsResult<JsObject> {
        let doc = current_doc(ctx);
        let h = host(ctx);
        let node = h
            .doc(doc, |d| d.tree.borrow_mut().create_comment(&data.to_std_string_lossy()))
            .ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        let obj = reflect_with_proto(ctx, proto, Interface::Comment, DomKind::Node(std::cell::Cell::new(NodeRef { doc, node })))?;
        h.objects_mut(doc, |o| o.wrappers.insert(node, obj.clone()));
        Ok(obj)
    }
}
