//! https://webmachinelearning.github.io/webmcp/#modelcontext

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult};

use crate::webidl::kind::DomKind;
use crate::generated::{
    Interface, ModelContextExecuteToolOptions, ModelContextGetToolOptions, ModelContextMethods, ModelContextOptions,
    ModelContextRegisterToolOptions, ModelContextTool, RegisteredTool,
};
use crate::webidl::reflect::{reflect_in_doc, DomObject};
use crate::host::{host, DocId};

pub struct ModelContext;

/// The document's ModelContext, created on first use ([SameObject]).
pub fn model_context_of(ctx: &mut Context, doc: DocId) -> JsResult<JsObject> {
    if let Some(mc) = host(ctx).objects(doc, |o| o.model_context.clone()).flatten() {
        return Ok(mc);
    }
    let mc = reflect_in_doc(ctx, doc, Interface::ModelContext, DomKind::ModelContext(doc))?;
    host(ctx).objects_mut(doc, |o| o.model_context = Some(mc.clone()));
    Ok(mc)
}

fn doc_of(this: &JsObject) -> JsResult<DocId> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not a ModelContext"))?;
    match &d.kind {
        DomKind::ModelContext(doc) => Ok(*doc),
        _ => Err(crate::webidl::convert::type_error("not a ModelContext")),
    }
}

impl ModelContextMethods for ModelContext {
    fn register_tool(ctx: &mut Context, this: &JsObject, tool: ModelContextTool, options: ModelContextRegisterToolOptions) -> JsResult<JsPromise> {
        let doc = doc_of(this)?;
        crate::webmcp::register::register_tool(ctx, doc, tool, options)
    }
    fn get_tools(ctx: &mut Context, this: &JsObject, options: ModelContextGetToolOptions) -> JsResult<JsPromise> {
        let doc = doc_of(this)?;
        crate::webmcp::get_tools::get_tools(ctx, doc, options)
    }
    fn execute_tool(ctx: &mut Context, this: &JsObject, tool: RegisteredTool, input_object: Option<JsObject>, options: ModelContextExecuteToolOptions) -> JsResult<JsPromise> {
        let doc = doc_of(this)?;
        crate::webmcp::execute::execute_tool(ctx, doc, tool, input_object, options)
    }
    // The members of earlier drafts (webmcp-older-drafts.webidl).
    fn provide_context(ctx: &mut Context, this: &JsObject, options: ModelContextOptions) -> JsResult<()> {
        let doc = doc_of(this)?;
        crate::webmcp::older_drafts::provide_context(ctx, doc, options)
    }
    fn clear_context(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let doc = doc_of(this)?;
        crate::webmcp::older_drafts::clear_context(ctx, doc)
    }
    fn unregister_tool(ctx: &mut Context, this: &JsObject, name: boa_engine::JsString) -> JsResult<()> {
        let doc = doc_of(this)?;
        crate::webmcp::older_drafts::unregister_tool(ctx, doc, &name.to_std_string_lossy())
    }
}
