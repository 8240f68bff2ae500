//! https://webmachinelearning.github.io/webmcp/#toolcancelevent
//! Constructible: `toolName` comes from the init dictionary (default "").

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::event::{construct, string, with_data_mut};
use crate::generated::{EventInit, Interface, ToolCancelEventInit, ToolCancelEventMethods};

pub struct ToolCancelEvent;

impl ToolCancelEventMethods for ToolCancelEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: ToolCancelEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::ToolCancelEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| d.strings = vec![init.tool_name.to_std_string_lossy()]);
        Ok(obj)
    }
    fn get_tool_name(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(string(this, 0)))
    }
}
