//! https://html.spec.whatwg.org/multipage/image-maps.html#the-area-element
//! (its content attributes reflect; the URL members are
//! `crate::html::hyperlink_element_utils`).

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLAreaElementMethods;
use crate::html::hyperlink_element_utils::hyperlink_element_utils_methods;

pub struct HTMLAreaElement;

impl HTMLAreaElementMethods for HTMLAreaElement {
    hyperlink_element_utils_methods!();
}
