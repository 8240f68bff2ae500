//! Page tools and their results in MCP's terms.
//!
//! `_meta` keys carry what MCP has no field for, under the `webmcp/` prefix:
//! on a tool, `webmcp/origin`, `webmcp/documentUrl`, `webmcp/toolName` (the
//! name the page registered), `webmcp/declarative` and every WebMCP hint
//! (`webmcp/readOnlyHint`, `webmcp/untrustedContentHint`,
//! `webmcp/consequentialHint`, `webmcp/debugging`); on a result,
//! `webmcp/untrustedContentHint` when the tool has that hint, and on a
//! failed call `webmcp/error` with the DOMException and what the tool threw.

use std::sync::Arc;

use rmcp::model::{CallToolResult, ContentBlock, JsonObject, MetaObject, ResultType, Tool as McpTool, ToolAnnotations as McpAnnotations};
use serde_json::{json, Map, Value};
use crate::{CallError, Tool};

/// The MCP tool for a page tool named `mcp_name` (see `names`).
pub fn mcp_tool(tool: &Tool, mcp_name: &str) -> McpTool {
    let schema: JsonObject = match &tool.input_schema {
        Some(Value::Object(o)) => o.clone(),
        // No schema (or one that is not an object, such as `true`): any object.
        _ => json!({"type": "object"}).as_object().cloned().unwrap_or_default(),
    };
    let mut t = McpTool::new(mcp_name.to_string(), tool.description.clone(), Arc::new(schema));
    if !tool.title.is_empty() {
        t = t.with_title(tool.title.clone());
    }
    let hints = tool.annotations.unwrap_or_default();
    if let Some(a) = tool.annotations {
        t = t.with_annotations(McpAnnotations::new().read_only(a.read_only_hint));
    }
    let mut meta = Map::new();
    meta.insert("webmcp/origin".into(), json!(tool.origin));
    meta.insert("webmcp/documentUrl".into(), json!(tool.document_url));
    meta.insert("webmcp/toolName".into(), json!(tool.name));
    meta.insert("webmcp/declarative".into(), json!(tool.declarative));
    meta.insert("webmcp/readOnlyHint".into(), json!(hints.read_only_hint));
    meta.insert("webmcp/untrustedContentHint".into(), json!(hints.untrusted_content_hint));
    meta.insert("webmcp/consequentialHint".into(), json!(hints.consequential_hint));
    meta.insert("webmcp/debugging".into(), json!(hints.debugging));
    t.with_meta(MetaObject(meta))
}

/// A tool's result: one that already has MCP's `{content: [...]}` shape
/// passes through (the result shape of the earlier WebMCP drafts, whose
/// `isError: true` makes it an error result); a string becomes text;
/// anything else becomes its JSON as text, and an object is also the
/// structured content.
pub fn call_result(value: Value, untrusted: bool) -> CallToolResult {
    let failed = crate::is_error_result(&value);
    let mut result = match &value {
        Value::Object(o) if o.get("content").is_some_and(Value::is_array) => match serde_json::from_value::<CallToolResult>(value.clone()) {
            // A page's result carries no protocol discriminator: it is a complete result.
            Ok(mut r) => {
                r.result_type = Some(ResultType::COMPLETE);
                r
            }
            Err(_) => json_text(&value),
        },
        Value::String(s) => CallToolResult::success(vec![ContentBlock::text(s.clone())]),
        _ => json_text(&value),
    };
    if failed {
        result.is_error = Some(true);
    }
    if untrusted {
        let meta = result.meta.get_or_insert_with(|| MetaObject(Map::new()));
        meta.0.insert("webmcp/untrustedContentHint".into(), json!(true));
    }
    result
}

fn json_text(value: &Value) -> CallToolResult {
    let mut r = CallToolResult::success(vec![ContentBlock::text(value.to_string())]);
    if value.is_object() {
        r.structured_content = Some(value.clone());
    }
    r
}

/// A failed call as an MCP tool error whose text says why, with the details in `_meta`.
pub fn call_error(error: &CallError) -> CallToolResult {
    let mut text = match error {
        CallError::Rejected { name, message, .. } if name == "DataError" => format!("The input does not match the tool's input schema. DataError: {message}"),
        other => other.to_string(),
    };
    let mut details = Map::new();
    if let CallError::Rejected { name, message, thrown } = error {
        details.insert("name".into(), json!(name));
        details.insert("message".into(), json!(message));
        if let Some(t) = thrown {
            details.insert("thrown".into(), json!({"name": t.name, "message": t.message, "stack": t.stack}));
            if let Some(stack) = &t.stack {
                text.push('\n');
                text.push_str(stack.trim_end());
            }
        }
    } else {
        details.insert("message".into(), json!(error.to_string()));
    }
    let mut r = CallToolResult::error(vec![ContentBlock::text(text)]);
    let mut meta = Map::new();
    meta.insert("webmcp/error".into(), Value::Object(details));
    r.meta = Some(MetaObject(meta));
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ThrownException;

    fn text(r: &CallToolResult) -> String {
        let v = serde_json::to_value(&r.content).unwrap();
        v[0]["text"].as_str().unwrap().to_string()
    }

    #[test]
    fn mcp_shaped_results_pass_through() {
        let r = call_result(json!({"content": [{"type": "text", "text": "hi"}], "isError": false}), false);
        assert_eq!(text(&r), "hi");
        assert_eq!(r.structured_content, None);
        assert_eq!(r.result_type, Some(ResultType::COMPLETE));
        // A `content` that is not MCP's shape is just JSON.
        let r = call_result(json!({"content": [{"kind": "odd"}]}), false);
        assert_eq!(text(&r), r#"{"content":[{"kind":"odd"}]}"#);
    }

    #[test]
    fn results_that_say_is_error_are_error_results() {
        let r = call_result(json!({"content": [{"type": "text", "text": "Out of stock"}], "isError": true}), false);
        assert_eq!((text(&r), r.is_error), ("Out of stock".to_string(), Some(true)));
        // Even when its content is not MCP's shape, it stays an error.
        let r = call_result(json!({"content": [{"kind": "odd"}], "isError": true}), true);
        assert_eq!(r.is_error, Some(true));
        assert_eq!(r.meta.unwrap().0["webmcp/untrustedContentHint"], json!(true));
        assert_ne!(call_result(json!({"content": [], "isError": false}), false).is_error, Some(true));
    }

    #[test]
    fn strings_are_text_other_values_json() {
        assert_eq!(text(&call_result(json!("plain"), false)), "plain");
        let r = call_result(json!({"index": 0}), false);
        assert_eq!(text(&r), r#"{"index":0}"#);
        assert_eq!(r.structured_content, Some(json!({"index": 0})));
        let r = call_result(json!([1, 2]), false);
        assert_eq!((text(&r), r.structured_content), ("[1,2]".to_string(), None));
        assert_eq!(text(&call_result(Value::Null, false)), "null");
    }

    #[test]
    fn untrusted_results_say_so() {
        let r = call_result(json!("x"), true);
        assert_eq!(r.meta.unwrap().0["webmcp/untrustedContentHint"], json!(true));
        assert_eq!(call_result(json!("x"), false).meta, None);
    }

    #[test]
    fn errors_say_why_with_what_the_tool_threw() {
        let thrown = ThrownException { name: Some("TypeError".into()), message: "no item 3".into(), stack: Some("    at execute (x:1:2)\n".into()) };
        let e = CallError::Rejected { name: "UnknownError".into(), message: "The tool execution failed.".into(), thrown: Some(thrown) };
        let r = call_error(&e);
        assert_eq!(r.is_error, Some(true));
        assert_eq!(text(&r), "UnknownError: The tool execution failed. (the tool threw TypeError: no item 3)\n    at execute (x:1:2)");
        assert_eq!(r.meta.unwrap().0["webmcp/error"]["thrown"]["message"], json!("no item 3"));
        let e = CallError::Rejected { name: "DataError".into(), message: r#"{"path":"/text"}"#.into(), thrown: None };
        assert_eq!(text(&call_error(&e)), r#"The input does not match the tool's input schema. DataError: {"path":"/text"}"#);
        let e = CallError::TimedOut(std::time::Duration::from_secs(2));
        assert_eq!(text(&call_error(&e)), "the tool did not settle within 2 s; its execution was cancelled");
    }
}
