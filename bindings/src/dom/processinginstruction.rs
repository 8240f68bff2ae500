//! https://dom.spec.whatwg.org/#interface-processinginstruction

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::NodeData;

use crate::dom::node::with_tree;
use crate::generated::ProcessingInstructionMethods;

pub struct ProcessingInstruction;

impl ProcessingInstructionMethods for ProcessingInstruction {
    fn get_target(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let (_, t) = with_tree(ctx, this, |t, n| match t.node_data(n) {
            Some(NodeData::ProcessingInstruction { target, .. }) => target.clone(),
            _ => String::new(),
        })?;
        Ok(JsString::from(t))
    }
}
