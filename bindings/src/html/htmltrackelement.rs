//! https://html.spec.whatwg.org/multipage/media.html#the-track-element:
//! without text tracks nothing is loaded.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLTrackElementMethods;

pub struct HTMLTrackElement;

impl HTMLTrackElementMethods for HTMLTrackElement {
    /// https://html.spec.whatwg.org/multipage/media.html#dom-track-readystate:
    /// NONE (the text track is not loaded).
    fn get_ready_state(_: &mut Context, _this: &JsObject) -> JsResult<u16> {
        Ok(0)
    }
}
