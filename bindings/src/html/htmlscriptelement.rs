//! https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::element::{attribute, set_attribute};
use crate::generated::HTMLScriptElementMethods;

pub struct HTMLScriptElement;

/// A reflected URL content attribute: resolved against the document's URL.
pub fn reflect_url(ctx: &Context, this: &JsObject, name: &str) -> JsResult<String> {
    let Some(v) = attribute(ctx, this, name)? else { return Ok(String::new()) };
    let doc = crate::dom::node::node_ref(this)?.doc;
    let base = crate::host::host(ctx).doc(doc, |d| d.url.clone());
    Ok(base.and_then(|b| b.join(&v).ok()).map_or(v, |u| u.to_string()))
}

impl HTMLScriptElementMethods for HTMLScriptElement {
    fn get_src(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        reflect_url(ctx, this, "src")
    }
    fn set_src(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        set_attribute(ctx, this, "src", &value)
    }
}
