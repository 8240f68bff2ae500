//! https://html.spec.whatwg.org/multipage/semantics.html#the-link-element:
//! its content attributes reflect; `sheet` is the style sheet a
//! `rel=stylesheet` link's resource made (`crate::cssom::sheets`).

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLLinkElementMethods;

pub struct HTMLLinkElement;

impl HTMLLinkElementMethods for HTMLLinkElement {
    fn get_sheet(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        crate::cssom::stylesheet::link_style_sheet(ctx, this)
    }
}
