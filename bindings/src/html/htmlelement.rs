//! https://html.spec.whatwg.org/multipage/dom.html#htmlelement

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::element::{attribute, set_attribute};
use crate::generated::HTMLElementMethods;

pub struct HTMLElement;

/// A reflected DOMString content attribute.
pub fn reflect_string(ctx: &Context, this: &JsObject, name: &str) -> JsResult<JsString> {
    Ok(JsString::from(attribute(ctx, this, name)?.unwrap_or_default()))
}

impl HTMLElementMethods for HTMLElement {
    fn get_title(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        reflect_string(ctx, this, "title")
    }
    fn set_title(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "title", &value.to_std_string_lossy())
    }
    fn get_lang(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        reflect_string(ctx, this, "lang")
    }
    fn set_lang(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "lang", &value.to_std_string_lossy())
    }
    fn get_hidden(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(attribute(ctx, this, "hidden")?.is_some())
    }
    fn set_hidden(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        if value {
            set_attribute(ctx, this, "hidden", "")
        } else {
            crate::dom::node::with_tree(ctx, this, |t, n| t.remove_attribute(n, "hidden"))?;
            Ok(())
        }
    }
}
