//! https://html.spec.whatwg.org/multipage/media.html#the-video-element (see
//! `htmlmediaelement`: no media data, so no video dimensions).

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLVideoElementMethods;

pub struct HTMLVideoElement;

impl HTMLVideoElementMethods for HTMLVideoElement {
    /// https://html.spec.whatwg.org/multipage/media.html#dom-video-videowidth:
    /// 0 while readyState is HAVE_NOTHING.
    fn get_video_width(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    fn get_video_height(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
}
