//! https://dom.spec.whatwg.org/#interface-documenttype

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::NodeData;

use crate::dom::node::with_tree;
use crate::generated::{DocumentTypeMethods, NodeOrDOMString};

pub struct DocumentType;

/// One of the doctype's name, public ID and system ID.
fn part(ctx: &Context, this: &JsObject, f: fn(&str, &str, &str) -> String) -> JsResult<JsString> {
    let (_, v) = with_tree(ctx, this, |t, n| match t.node_data(n) {
        Some(NodeData::Doctype { name, public_id, system_id }) => f(name, public_id, system_id),
        _ => String::new(),
    })?;
    Ok(JsString::from(v))
}

impl DocumentTypeMethods for DocumentType {
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        part(ctx, this, |n, _, _| n.to_owned())
    }
    fn get_public_id(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        part(ctx, this, |_, p, _| p.to_owned())
    }
    fn get_system_id(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        part(ctx, this, |_, _, s| s.to_owned())
    }
    fn remove(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        crate::dom::element::remove(ctx, this)
    }
    fn before(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        crate::dom::element::before(ctx, this, nodes)
    }
    fn after(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        crate::dom::element::after(ctx, this, nodes)
    }
    fn replace_with(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        crate::dom::element::replace_with(ctx, this, nodes)
    }
}
