//! https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-object-element:
//! its resource is not fetched, so it never has a content navigable; it is
//! a listed form-associated element (its form owner and the constraint
//! validation API are the forms' own).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::HTMLObjectElementMethods;
use crate::html::form_controls::{self as fc, constraint_validation_methods};

pub struct HTMLObjectElement;

impl HTMLObjectElementMethods for HTMLObjectElement {
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        fc::form(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-object-contentdocument:
    /// null without a content navigable.
    fn get_content_document(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn get_content_window(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn get_svg_document(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    constraint_validation_methods!();
}
