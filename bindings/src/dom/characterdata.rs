//! https://dom.spec.whatwg.org/#interface-characterdata

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::with_tree;
use crate::generated::CharacterDataMethods;

pub struct CharacterData;

pub fn data(ctx: &Context, this: &JsObject) -> JsResult<String> {
    Ok(with_tree(ctx, this, |t, n| t.text_content(n).unwrap_or_default())?.1)
}

impl CharacterDataMethods for CharacterData {
    fn get_data(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(data(ctx, this)?))
    }
    fn set_data(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let v = value.to_std_string_lossy();
        let (_, r) = with_tree(ctx, this, |t, n| t.set_text_content(n, Some(&v)))?;
        r.map_err(|e| crate::dom::node::dom_error(ctx, e))
    }
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(data(ctx, this)?.encode_utf16().count() as u32)
    }
    fn remove(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        crate::dom::element::remove(ctx, this)
    }
    fn before(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
        crate::dom::element::before(ctx, this, nodes)
    }
    fn after(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
        crate::dom::element::after(ctx, this, nodes)
    }
    fn replace_with(ctx: &mut Context, this: &JsObject, nodes: Vec<crate::generated::NodeOrDOMString>) -> JsResult<()> {
        crate::dom::element::replace_with(ctx, this, nodes)
    }
}

