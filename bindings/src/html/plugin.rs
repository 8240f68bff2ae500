//! https://html.spec.whatwg.org/multipage/system-state.html#dom-plugin:
//! no Plugin object exists (see `plugins`): its members are reached only
//! through an instance, after the brand check, so they answer for an object
//! that is not one.

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::PluginMethods;
use crate::html::plugins::no_plugins;

pub struct Plugin;

impl PluginMethods for Plugin {
    fn get_name(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        no_plugins()
    }
    fn get_description(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        no_plugins()
    }
    fn get_filename(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        no_plugins()
    }
    fn get_length(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        no_plugins()
    }
    fn item(_: &mut Context, _this: &JsObject, _index: u32) -> JsResult<Option<JsObject>> {
        no_plugins()
    }
    fn named_item(_: &mut Context, _this: &JsObject, _name: JsString) -> JsResult<Option<JsObject>> {
        no_plugins()
    }
    fn supported_property_indices(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    fn supported_property_names(_: &mut Context, _this: &JsObject) -> JsResult<Vec<JsString>> {
        Ok(Vec::new())
    }
}
