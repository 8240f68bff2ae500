//! Event handler content attributes
//! (https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-content-attributes):
//! an `onclick="..."` attribute sets its element's handler (or, on `<body>`
//! and `<frameset>`, the Window's) to an internal raw uncompiled handler,
//! compiled the first time its value is needed.
//!
//! Nodes get their JS objects (wrappers) on first use, and a handler map
//! lives on the wrapper: the attributes of an element without one (parsed,
//! or made by innerHTML) are turned into raw handlers when its wrapper is
//! made, which is before any script can add listeners to it, so the handler
//! keeps its place in the listener list. The Window-reflecting handlers of a
//! parsed `<body>` are set as the parser reaches each script and at its end,
//! before the script after the element runs.

use std::path::Path;

use boa_engine::{js_string, Context, JsObject, JsValue, Script, Source};
use runtime::dom::NodeId;

use crate::generated::Interface;
use crate::host::{host, DocId};
use crate::webidl::kind::{NodeRef, RawHandler};
use crate::webidl::reflect::DomObject;

use super::event_handler::{activate, deactivate, determine_the_target, is_window_reflecting, set_value};

/// The event type an attribute `local_name` is the event handler content
/// attribute of, for the element `element` (a wrapper): its interfaces'
/// event handler IDL attributes (`onclick` on an HTMLElement gives "click").
fn event_handler_type<'a>(element: &JsObject, local_name: &'a str) -> Option<&'a str> {
    let name = local_name.strip_prefix("on")?;
    let d = element.downcast_ref::<DomObject>()?;
    let mut iface = Some(d.interface);
    while let Some(i) = iface {
        if i.event_handlers().contains(&name) {
            return Some(name);
        }
        iface = i.parent();
    }
    None
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes:concept-element-attributes-change-ext:
/// the attribute change steps for an attribute of `node` named `local_name`
/// (no namespace), whose value is now the tree's.
pub fn attribute_changed(ctx: &mut boa_engine::Context, doc: DocId, node: NodeId, local_name: &str) {
    if !local_name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("on")) {
        return;
    }
    // An HTML element's attribute names are lowercase.
    let local_name = &local_name.to_ascii_lowercase();
    // 1. If namespace is not null, or localName is not the name of an event handler
    //    content attribute on element, then return.
    let value = host(ctx).doc(doc, |d| {
        let t = d.tree.borrow();
        let e = t.element(node)?;
        if !e.name.ns.is_empty() && &*e.name.ns != "http://www.w3.org/1999/xhtml" {
            return None;
        }
        let attr = e.attrs.iter().find(|a| a.name.ns.is_empty() && &*a.name.local == local_name);
        Some(attr.map(|a| a.value.clone()))
    });
    let Some(Some(value)) = value else { return };
    let Ok(element) = crate::dom::node::wrap(ctx, doc, node) else { return };
    let Some(name) = event_handler_type(&element, local_name) else { return };
    let line = script_line(ctx);
    apply(ctx, doc, &element, name, value, line);
}

/// Steps 2-5 of the attribute change steps: the handler of `name` for
/// `element` becomes `value`'s raw handler (or is deactivated for null).
fn apply(ctx: &mut Context, doc: DocId, element: &JsObject, name: &str, value: Option<String>, line: u32) {
    // 2-3. Let eventTarget be the result of determining the target; if null, return.
    let Some(target) = determine_the_target(ctx, element, name) else { return };
    match value {
        // 4. If value is null, then deactivate an event handler.
        None => deactivate(&target, name),
        // 5. Otherwise: set eventHandler's value to the internal raw uncompiled handler
        //    (value and location), then activate an event handler.
        Some(body) => {
            let url = host(ctx).doc(doc, |d| d.url.to_string()).unwrap_or_default();
            let raw = RawHandler { body, url, line };
            if set_value(&target, name, JsValue::null(), Some(raw)).is_ok() {
                let _ = activate(ctx, &target, name);
            }
        }
    }
}

/// The line of the running script (the location that set the attribute), or 1.
fn script_line(ctx: &mut Context) -> u32 {
    ctx.stack_trace().find_map(|frame| frame.position().position.map(|p| p.line_number())).unwrap_or(1)
}

/// A node's wrapper was made: its event handler content attributes (but
/// not the Window-reflecting ones of `<body>`, which are the Window's and
/// were set when the element was parsed or the attribute set) become raw
/// handlers of it.
pub fn node_wrapped(ctx: &mut Context, doc: DocId, node: NodeId, wrapper: &JsObject) {
    let attrs = host(ctx).doc(doc, |d| {
        let t = d.tree.borrow();
        let Some(e) = t.element(node) else { return Vec::new() };
        if &*e.name.ns != "http://www.w3.org/1999/xhtml" {
            return Vec::new();
        }
        let body_like = e.is_html("body") || e.is_html("frameset");
        e.attrs
            .iter()
            .filter(|a| a.name.ns.is_empty() && a.name.local.starts_with("on"))
            .filter(|a| !(body_like && is_window_reflecting(&a.name.local[2..])))
            .map(|a| (a.name.local.to_string(), a.value.clone()))
            .collect::<Vec<_>>()
    });
    for (local, value) in attrs.unwrap_or_default() {
        if let Some(name) = event_handler_type(wrapper, &local) {
            apply(ctx, doc, wrapper, name, Some(value), 1);
        }
    }
}

/// The parser inserted nodes into `doc`: the Window-reflecting event handler
/// content attributes of its `<body>` or `<frameset>` element, not set yet,
/// become the Window's raw handlers.
pub fn parsed(ctx: &mut Context, doc: DocId) {
    let found = host(ctx).doc(doc, |d| {
        let t = d.tree.borrow();
        let root = t.document_element()?;
        let body = t.children(root).find(|&c| t.element(c).is_some_and(|e| e.is_html("body") || e.is_html("frameset")))?;
        let attrs = t
            .attributes(body)
            .iter()
            .filter(|a| a.name.ns.is_empty() && a.name.local.starts_with("on") && is_window_reflecting(&a.name.local[2..]))
            .map(|a| (a.name.local.to_string(), a.value.clone()))
            .collect::<Vec<_>>();
        Some((body, attrs))
    });
    let Some(Some((body, attrs))) = found else { return };
    if attrs.is_empty() {
        return;
    }
    let done = host(ctx).objects_mut(doc, |o| std::mem::replace(&mut o.parsed_body, Some(body)));
    if done == Some(body) {
        return;
    }
    let Ok(element) = crate::dom::node::wrap(ctx, doc, body) else { return };
    for (local, value) in attrs {
        if let Some(name) = event_handler_type(&element, &local) {
            apply(ctx, doc, &element, name, Some(value), 1);
        }
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
/// step 1, for the raw handler of `name` on `target`: the compiled function,
/// or `None` (after reporting the SyntaxError) when the body does not parse.
pub fn compile(ctx: &mut Context, target: &JsObject, name: &str, raw: &RawHandler) -> Option<JsObject> {
    let h = host(ctx);
    // 1.1. If eventTarget is an element, let element be it and document its node
    //      document; otherwise (a Window) element is null and document is the
    //      Window's associated Document.
    let (element, doc) = match crate::dom::node::node_ref(target) {
        Ok(NodeRef { doc, node }) => (Some(node), doc),
        Err(_) => (None, crate::html::window::window_doc(target).ok()?),
    };
    let is_window = element.is_none();
    // 1.2. If scripting is disabled for document, then return null: a
    //      document without a browsing context (createHTMLDocument, DOMParser)
    //      compiles no handlers, nor does one sandboxed without allow-scripts.
    if h.doc(doc, |d| d.scripting_is_disabled()).unwrap_or(true) {
        return None;
    }
    // 1.5. If element is not null and element has a form owner, let form owner be that form owner.
    let form_owner = element.and_then(|e| h.doc(doc, |d| runtime::html::forms::form_owner::form_owner(&d.tree.borrow(), e)).flatten());
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        // 1.9. The parameters: (event, source, lineno, colno, error) for the
        //      Window's onerror, otherwise (event).
        let params = if name == "error" && is_window { "event, source, lineno, colno, error" } else { "event" };
        // 1.7. If body is not parsable as FunctionBody or parsing detects an early
        //      error: set the value to null and report a SyntaxError. (The body is
        //      checked alone, as the Function constructor does, so that it cannot
        //      close the function it is compiled into below.)
        let function_ctor = ctx.intrinsics().constructors().function().constructor();
        let mut args: Vec<JsValue> = params.split(", ").map(|p| JsValue::from(js_string!(p))).collect();
        args.push(JsValue::from(boa_engine::JsString::from(raw.body.as_str())));
        if let Err(e) = function_ctor.construct(&args, None, ctx) {
            crate::html::script::report_exception_in(ctx, e, Some(&raw.url));
            return None;
        }
        // 1.9. The function's scope: the global environment, then document, then the
        //      form owner, then element (each an object environment).
        let document = crate::dom::node::wrap(ctx, doc, h.doc(doc, |d| d.tree.borrow().document())?).ok()?;
        let mut scopes = vec![JsValue::from(document)];
        if let Some(f) = form_owner {
            scopes.push(crate::dom::node::wrap(ctx, doc, f).ok()?.into());
        }
        if let Some(e) = element {
            scopes.push(crate::dom::node::wrap(ctx, doc, e).ok()?.into());
        }
        let withs: String = (0..scopes.len()).map(|i| format!("with (arguments[{i}]) ")).collect();
        let text = format!("(function () {{ {withs}return function ({params}) {{{}\n}}; }})", raw.body);
        let text = crate::html::script::with_line_offset(&text, raw.line);
        let src = Source::from_bytes(text.as_bytes()).with_path(Path::new(&raw.url));
        let outer = crate::ecmascript::nesting_limit::ensure_nesting_within_limit(&text)
            .and_then(|()| Script::parse(src, None, ctx))
            .and_then(|s| s.evaluate(ctx));
        let function = outer.ok()?.as_callable()?.call(&JsValue::undefined(), &scopes, ctx).ok()?.as_object()?;
        // The function is named after the attribute, as browsers do (`onclick`).
        let _ = function.define_property_or_throw(
            js_string!("name"),
            boa_engine::property::PropertyDescriptor::builder().value(boa_engine::JsString::from(format!("on{name}"))).writable(false).enumerable(false).configurable(true),
            ctx,
        );
        Some(function)
    })
}

/// Whether `iface` (an element's) has an event handler named `name` (tests).
pub fn supports(iface: Interface, name: &str) -> bool {
    let mut cur = Some(iface);
    while let Some(i) = cur {
        if i.event_handlers().contains(&name) {
            return true;
        }
        cur = i.parent();
    }
    false
}
