//! https://dom.spec.whatwg.org/#interface-characterdata (the algorithms on
//! the data are `runtime::dom`'s, counted in UTF-16 code units).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::child_node::{child_node_methods, non_document_type_child_node_methods};
use crate::dom::node::{dom_error, tree_changed, with_tree};
use crate::generated::CharacterDataMethods;

pub struct CharacterData;

/// The node's data.
pub fn data(ctx: &Context, this: &JsObject) -> JsResult<String> {
    Ok(with_tree(ctx, this, |t, n| t.data(n).unwrap_or_default().to_owned())?.1)
}

/// https://dom.spec.whatwg.org/#concept-cd-replace on `this`, then the
/// children changed steps of other specifications (a script's or style's text).
fn replace_data(ctx: &mut Context, this: &JsObject, offset: u32, count: Option<u32>, data: &str) -> JsResult<()> {
    let (doc, r) = with_tree(ctx, this, |t, n| {
        let count = count.unwrap_or_else(|| t.data_length(n));
        t.replace_data(n, offset, count, data)
    })?;
    r.map_err(|e| dom_error(ctx, e))?;
    tree_changed(ctx, doc);
    Ok(())
}

impl CharacterDataMethods for CharacterData {
    fn get_data(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(data(ctx, this)?))
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-data: replace data
    /// with offset 0, count this's length, and the given value.
    fn set_data(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        replace_data(ctx, this, 0, None, &value.to_std_string_lossy())
    }
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(with_tree(ctx, this, |t, n| t.data_length(n))?.1)
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-substringdata
    fn substring_data(ctx: &mut Context, this: &JsObject, offset: u32, count: u32) -> JsResult<JsString> {
        let (_, r) = with_tree(ctx, this, |t, n| t.substring_data(n, offset, count))?;
        Ok(JsString::from(r.map_err(|e| dom_error(ctx, e))?))
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-appenddata: replace
    /// data with offset this's length, count 0, and data.
    fn append_data(ctx: &mut Context, this: &JsObject, data: JsString) -> JsResult<()> {
        let length = with_tree(ctx, this, |t, n| t.data_length(n))?.1;
        replace_data(ctx, this, length, Some(0), &data.to_std_string_lossy())
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-insertdata
    fn insert_data(ctx: &mut Context, this: &JsObject, offset: u32, data: JsString) -> JsResult<()> {
        replace_data(ctx, this, offset, Some(0), &data.to_std_string_lossy())
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-deletedata
    fn delete_data(ctx: &mut Context, this: &JsObject, offset: u32, count: u32) -> JsResult<()> {
        replace_data(ctx, this, offset, Some(count), "")
    }
    /// https://dom.spec.whatwg.org/#dom-characterdata-replacedata
    fn replace_data(ctx: &mut Context, this: &JsObject, offset: u32, count: u32, data: JsString) -> JsResult<()> {
        replace_data(ctx, this, offset, Some(count), &data.to_std_string_lossy())
    }
    child_node_methods!();
    non_document_type_child_node_methods!();
}
