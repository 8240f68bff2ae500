//! https://webmachinelearning.github.io/webmcp/#dom-modelcontext-gettools

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsResult, JsString, JsValue};
use runtime::html::event_loop::TaskSource;
use runtime::webmcp::observe::{get_tools_in_parallel, ToolSnapshot};

use crate::generated::{ModelContextGetToolOptions, RegisteredTool, ToolAnnotations};
use crate::webidl::exception::dom_exception;
use crate::webidl::into_js::IntoJs;
use crate::host::{host, DocId, Ua};

/// The getTools(options) method steps.
pub fn get_tools(ctx: &mut Context, caller: DocId, options: ModelContextGetToolOptions) -> JsResult<JsPromise> {
    // 1-3. The common checks.
    crate::webmcp::checks::common_checks(ctx, caller)?;
    // 4. Parse fromOrigins: failure or not potentially trustworthy is a SecurityError.
    let from_origins = match runtime::webmcp::parse_origin_list(options.from_origins.as_deref().unwrap_or(&[])) {
        Ok(o) => o,
        Err(e) => return Err(dom_exception(ctx, "SecurityError", &e.to_string())),
    };
    let (promise, resolvers) = JsPromise::new_pending(ctx);
    let h = host(ctx);
    let request = h.ua_mut().webmcp.next_id();
    h.pending_promises.borrow_mut().insert(request, resolvers);
    // 5. In parallel: walk the inclusive descendant navigables of the caller's
    //    top-level traversable, then resolve in a task on the caller's agent.
    h.queue_parallel(Box::new(move |ua: &mut Ua| {
        let found = get_tools_in_parallel(ua, caller, &from_origins);
        ua.queue_global_task(caller, TaskSource::WebMcp, Box::new(move |ctx: &mut Context| {
            let pending = host(ctx).pending_promises.borrow_mut().remove(&request);
            let Some(resolvers) = pending else { return };
            let _ = match registered_tools(ctx, found) {
                Ok(v) => resolvers.resolve.call(&JsValue::undefined(), &[v], ctx),
                Err(e) => {
                    let v = crate::webidl::exception::error_value(e, ctx);
                    resolvers.reject.call(&JsValue::undefined(), &[v], ctx)
                }
            };
        }));
    }));
    Ok(promise)
}

/// The RegisteredTool dictionaries for the snapshots, in the caller's realm:
/// each `window` is this agent's WindowProxy of the owner's navigable.
fn registered_tools(ctx: &mut Context, found: Vec<ToolSnapshot>) -> JsResult<JsValue> {
    let mut out = Vec::with_capacity(found.len());
    for t in found {
        let input_schema = match &t.input_schema {
            Some(s) => crate::webidl::json::parse(ctx, s)?.as_object(),
            None => None,
        };
        let nav = host(ctx).doc(t.owner, |d| d.navigable).flatten().ok_or_else(|| crate::webidl::convert::type_error("the tool's document has no window"))?;
        let window = crate::html::window_proxy::get(ctx, nav)?;
        out.push(RegisteredTool {
            name: JsString::from(t.name),
            title: Some(JsString::from(t.title)),
            description: JsString::from(t.description),
            input_schema,
            window,
            origin: t.origin,
            annotations: t.annotations.map(|a| ToolAnnotations {
                read_only_hint: a.read_only_hint,
                untrusted_content_hint: a.untrusted_content_hint,
                consequential_hint: a.consequential_hint,
                debugging: a.debugging,
            }),
        });
    }
    out.into_js(ctx)
}
