//! https://webmachinelearning.github.io/webmcp/#dom-modelcontext-gettools

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsResult, JsString, JsValue};
use runtime::html::event_loop::TaskSource;

use crate::generated::{ModelContextGetToolOptions, RegisteredTool, ToolAnnotations};
use crate::glue::exception::dom_exception;
use crate::glue::into_js::IntoJs;
use crate::host::{host, DocId};

/// The getTools(options) method steps.
pub fn get_tools(ctx: &mut Context, caller: DocId, options: ModelContextGetToolOptions) -> JsResult<JsPromise> {
    // 1-3. The common checks.
    crate::webmcp::checks::common_checks(ctx, caller)?;
    let h = host(ctx);
    let caller_origin = h.doc(caller, |d| d.origin.clone()).ok_or_else(|| dom_exception(ctx, "InvalidStateError", "no document"))?;
    // 4. Parse fromOrigins: failure or not potentially trustworthy is a SecurityError.
    let from_origins = match runtime::webmcp::parse_origin_list(options.from_origins.as_deref().unwrap_or(&[])) {
        Ok(o) => o,
        Err(e) => return Err(dom_exception(ctx, "SecurityError", &e.to_string())),
    };
    let (promise, resolvers) = JsPromise::new_pending(ctx);
    // 5. In parallel: walk the inclusive descendant navigables of the caller's top-level
    //    traversable (one document so far), then resolve in a task.
    h.queue_task(TaskSource::Parallel, Box::new(move |ctx: &mut Context| {
        let h = host(ctx);
        let mut found: Vec<(String, String, String, Option<String>, Option<crate::webmcp::state::Annotations>, DocId, String)> = Vec::new();
        let top = h.doc(caller, |d| d.top).unwrap_or(caller);
        let docs = h.traversable_documents(top);
        for doc in docs {
            let Some((allowed, origin, active)) = h.doc(doc, |d| (d.tools_allowed, d.origin.clone(), d.fully_active && d.has_browsing_context)) else { continue };
            // Skip documents not allowed to use "tools" (and documents not in the tree).
            if !allowed || !active {
                continue;
            }
            // Include a document same origin with the caller or listed in fromOrigins.
            let same = runtime::html::origin::same_origin(&origin, &caller_origin);
            if !same && !from_origins.iter().any(|o| runtime::html::origin::same_origin(o, &origin)) {
                continue;
            }
            let st = h.webmcp.borrow();
            let Some(map) = st.tools.get(&doc) else { continue };
            for t in map.values() {
                if runtime::webmcp::tool_is_exposed_to(&origin, &t.exposed_to, &caller_origin) {
                    found.push((t.name.clone(), t.title.clone(), t.description.clone(), t.input_schema.clone(), t.annotations, doc, origin.serialize()));
                }
            }
        }
        // Sort by name in code-unit order.
        found.sort_by(|a, b| runtime::webmcp::code_unit_order(&a.0, &b.0));
        host(ctx).queue_task(TaskSource::WebMcp, Box::new(move |ctx: &mut Context| {
            let result = registered_tools(ctx, found);
            let _ = match result {
                Ok(v) => resolvers.resolve.call(&JsValue::undefined(), &[v], ctx),
                Err(e) => {
                    let v = crate::glue::exception::error_value(e, ctx);
                    resolvers.reject.call(&JsValue::undefined(), &[v], ctx)
                }
            };
        }));
    }));
    Ok(promise)
}

type Found = (String, String, String, Option<String>, Option<crate::webmcp::state::Annotations>, DocId, String);

fn registered_tools(ctx: &mut Context, found: Vec<Found>) -> JsResult<JsValue> {
    let mut out = Vec::with_capacity(found.len());
    for (name, title, description, schema, annotations, doc, origin) in found {
        let input_schema = match schema {
            Some(s) => crate::webmcp::json::parse(ctx, &s)?.as_object(),
            None => None,
        };
        let window = crate::window_proxy::for_document(ctx, doc)?.ok_or_else(|| crate::glue::convert::type_error("no window"))?;
        out.push(RegisteredTool {
            name: JsString::from(name),
            title: Some(JsString::from(title)),
            description: JsString::from(description),
            input_schema,
            window,
            origin,
            annotations: annotations.map(|a| ToolAnnotations {
                read_only_hint: a.read_only_hint,
                untrusted_content_hint: a.untrusted_content_hint,
                consequential_hint: a.consequential_hint,
                debugging: a.debugging,
            }),
        });
    }
    out.into_js(ctx)
}
