//! https://dom.spec.whatwg.org/#interface-documenttype

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::NodeData;

use crate::dom::child_node::child_node_methods;
use crate::dom::node::with_tree;
use crate::generated::DocumentTypeMethods;

pub struct DocumentType;

fn part(ctx: &Context, this: &JsObject, f: fn(&str, &str, &str) -> String) -> JsResult<JsString> {
    let (_, s) = with_tree(ctx, this, |t, n| match t.node_data(n) {
        Some(NodeData::Doctype { name, public_id, system_id }) => f(name, public_id, system_id),
        _ => String::new(),
    })?;
    Ok(JsString::from(s))
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
    child_node_methods!();
}
