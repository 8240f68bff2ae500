//! https://dom.spec.whatwg.org/#interface-characterdata

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::with_tree;
use crate::generated::CharacterDataMethods;

pub struct CharacterData;

pub fn data(ctx: &Context, this: &JsObject) -> JsResult<String> {
    Ok(with_tree(ctx, this, |t, n| t.text_content(n).unwrap_or_default())?.1)
}

/// Runs a "replace data" of the node `this` reflects.
fn replace(ctx: &mut Context, this: &JsObject, f: impl FnOnce(&mut runtime::dom::Tree, runtime::dom::NodeId) -> Result<(), runtime::dom::DomError>) -> JsResult<()> {
    let (_, r) = with_tree(ctx, this, f)?;
    r.map_err(|e| crate::dom::node::dom_error(ctx, e))
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
    /// https://dom.spec.whatwg.org/#dom-characterdata-substringdata
    fn substring_data(ctx: &mut Context, this: &JsObject, offset: u32, count: u32) -> JsResult<JsString> {
        let (_, r) = with_tree(ctx, this, |t, n| t.substring_data(n, offset, count))?;
        r.map(JsString::from).map_err(|e| crate::dom::node::dom_error(ctx, e))
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-appenddata: replace
    /// data with node this, offset this's length, count 0, and data data.
    fn append_data(ctx: &mut Context, this: &JsObject, data: JsString) -> JsResult<()> {
        let data = data.to_std_string_lossy();
        replace(ctx, this, |t, n| t.replace_data(n, t.node_length(n), 0, &data))
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-insertdata: replace
    /// data with node this, offset offset, count 0, and data data.
    fn insert_data(ctx: &mut Context, this: &JsObject, offset: u32, data: JsString) -> JsResult<()> {
        let data = data.to_std_string_lossy();
        replace(ctx, this, |t, n| t.replace_data(n, offset, 0, &data))
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-deletedata: replace
    /// data with node this, offset offset, count count, and data the empty string.
    fn delete_data(ctx: &mut Context, this: &JsObject, offset: u32, count: u32) -> JsResult<()> {
        replace(ctx, this, |t, n| t.replace_data(n, offset, count, ""))
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-replacedata
    fn replace_data(ctx: &mut Context, this: &JsObject, offset: u32, count: u32, data: JsString) -> JsResult<()> {
        let data = data.to_std_string_lossy();
        replace(ctx, this, |t, n| t.replace_data(n, offset, count, &data))
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

