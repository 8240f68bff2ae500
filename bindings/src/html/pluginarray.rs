//! https://html.spec.whatwg.org/multipage/system-state.html#pluginarray:
//! `navigator.plugins`, empty: webmcp has no PDF viewer (see `plugins`).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::PluginArrayMethods;

pub struct PluginArray;

impl PluginArrayMethods for PluginArray {
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-pluginarray-refresh: does nothing.
    fn refresh(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    fn get_length(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    fn item(_: &mut Context, _this: &JsObject, _index: u32) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn named_item(_: &mut Context, _this: &JsObject, _name: JsString) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn supported_property_indices(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    fn supported_property_names(_: &mut Context, _this: &JsObject) -> JsResult<Vec<JsString>> {
        Ok(Vec::new())
    }
}
