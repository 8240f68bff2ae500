//! https://dom.spec.whatwg.org/#interface-htmlcollection (static snapshots).

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::nodelist::items;
use crate::generated::HTMLCollectionMethods;

pub struct HTMLCollection;

impl HTMLCollectionMethods for HTMLCollection {
    fn get_length(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(items(this).len() as u32)
    }
    fn item(_: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        Ok(items(this).get(index as usize).cloned())
    }
}
