//! Target: the Web IDL conversions of WebMCP's surface, driven from script
//! with generated values: every dictionary, union, sequence and callback
//! `registerTool`, `getTools` and `executeTool` take, the events'
//! constructors, and the `on*` event handler attributes.

use arbitrary::{Arbitrary, Unstructured};

use super::js::{string_literal, JsValue, Text};
use super::page;

/// A `ModelContextTool`-shaped dictionary whose members are generated
/// (present with a value, or absent).
#[derive(Arbitrary, Debug)]
struct ToolDict {
    name: Option<JsValue>,
    title: Option<JsValue>,
    description: Option<JsValue>,
    input_schema: Option<JsValue>,
    execute: Option<JsValue>,
    annotations: Option<JsValue>,
    extra: Option<(super::js::Key, JsValue)>,
}

impl ToolDict {
    fn expr(&self) -> String {
        let mut members = Vec::new();
        for (key, value) in [
            ("name", &self.name),
            ("title", &self.title),
            ("description", &self.description),
            ("inputSchema", &self.input_schema),
            ("execute", &self.execute),
            ("annotations", &self.annotations),
        ] {
            if let Some(v) = value {
                members.push(format!("{key}: {}", v.expr()));
            }
        }
        if let Some((k, v)) = &self.extra {
            members.push(format!("{}: {}", string_literal(&k.0), v.expr()));
        }
        format!("({{{}}})", members.join(", "))
    }
}

#[derive(Arbitrary, Debug)]
enum Call {
    /// `registerTool(tool, options)` with a generated dictionary.
    Register(ToolDict, Option<JsValue>),
    /// `registerTool(value)` with any value at all.
    RegisterAny(JsValue, Option<JsValue>),
    /// A well-formed tool with the given name, then a generated options object.
    RegisterNamed(Text, JsValue),
    GetTools(Option<JsValue>),
    /// `executeTool` on a tool from `getTools()` (index), with generated input and options.
    Execute(u8, Option<JsValue>, Option<JsValue>),
    /// `executeTool` with a generated `RegisteredTool`.
    ExecuteAny(JsValue, Option<JsValue>),
    AbortAll,
    ToolActivatedEvent(JsValue, Option<JsValue>),
    ToolCancelEvent(JsValue, Option<JsValue>),
    SetHandler(u8, JsValue),
    Navigator,
}

impl Call {
    fn script(&self) -> String {
        let opt = |v: &Option<JsValue>| v.as_ref().map(|v| format!(", {}", v.expr())).unwrap_or_default();
        match self {
            Call::Register(dict, options) => format!("track(mc.registerTool({}{}))", dict.expr(), opt(options)),
            Call::RegisterAny(v, options) => format!("track(mc.registerTool({}{}))", v.expr(), opt(options)),
            Call::RegisterNamed(name, options) => format!(
                "track(mc.registerTool({{name: {}, description: 'd', inputSchema: {{type: 'object', properties: {{x: {{type: 'string'}}}}}}, execute: (i, o) => {{ o.signal.onabort = () => {{}}; return i; }}}}, {}))",
                string_literal(&name.0),
                options.expr()
            ),
            Call::GetTools(options) => format!("track(mc.getTools({}).then((ts) => {{ tools = ts; }}))", options.as_ref().map(JsValue::expr).unwrap_or_default()),
            Call::Execute(i, input, options) => format!(
                "if (tools.length) track(mc.executeTool(tools[{i} % tools.length]{}{}))",
                input.as_ref().map(|v| format!(", {}", v.expr())).unwrap_or_else(|| if options.is_some() { ", undefined".into() } else { String::new() }),
                opt(options)
            ),
            Call::ExecuteAny(tool, input) => format!("track(mc.executeTool({}{}))", tool.expr(), opt(input)),
            Call::AbortAll => "controller.abort(); controller = new AbortController()".into(),
            Call::ToolActivatedEvent(t, init) => format!("new ToolActivatedEvent({}{}).toolName", t.expr(), opt(init)),
            Call::ToolCancelEvent(t, init) => format!("new ToolCancelEvent({}{}).toolName", t.expr(), opt(init)),
            Call::SetHandler(i, v) => {
                let attr = ["ontoolchange", "ontoolactivated", "ontoolcancel"][usize::from(*i % 3)];
                format!("mc.{attr} = {}", v.expr())
            }
            Call::Navigator => "navigator.modelContext === mc".into(),
        }
    }
}

const SETUP: &str = "<!doctype html><title>t</title><script>\n\
    const mc = document.modelContext; let tools = []; let controller = new AbortController();\n\
    const track = (p) => { if (p && p.then) p.then(() => {}, () => {}); return p; };\n";

/// Target: generated values through WebMCP's IDL.
pub fn webidl_conversions(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(calls) = Vec::<Call>::arbitrary(&mut u) else { return };
    let mut html = String::from(SETUP);
    for call in calls.iter().take(64) {
        html.push_str("try { ");
        html.push_str(&call.script());
        html.push_str("; } catch (e) {}\n");
        // Let the previous calls' promises settle between calls now and then.
        html.push_str("await null;\n");
    }
    html.push_str("</script>");
    // `await` at the top level needs a module script.
    let html = html.replacen("<script>", "<script type=module>", 1);
    let Some(mut page) = page::load(html.as_bytes()) else { return };
    page::settle(&mut page, 10_000.0);
    // What an agent then does with the tools the page registered.
    for tool in page.observe_tools().into_iter().take(8) {
        let _ = page.start_agent_call(tool.document, &tool.name, serde_json::json!({"x": "y"}));
    }
    page::settle(&mut page, 1_000.0);
    let _ = page.take_settled_agent_calls();
}
