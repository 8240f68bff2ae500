//! https://html.spec.whatwg.org/multipage/semantics.html#the-base-element
//! (the document base URL it sets is `crate::html::urls`').

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::node_ref;
use crate::generated::HTMLBaseElementMethods;
use crate::host::host;
use crate::html::reflecting::get_the_content_attribute;

pub struct HTMLBaseElement;

impl HTMLBaseElementMethods for HTMLBaseElement {
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-base-href
    /// (the setter reflects).
    fn get_href(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        // 1. Let document be element's node document.
        let doc = node_ref(this)?.doc;
        // 2. Let url be the value of the href attribute of this element, if
        //    it has one, and the empty string otherwise.
        let url = get_the_content_attribute(ctx, this, "href")?.unwrap_or_default();
        // 3. Let urlRecord be the result of parsing url with document's
        //    fallback base URL (here, its URL).
        let parsed = host(ctx).doc(doc, |d| d.url.join(&url).ok()).flatten();
        // 4. If urlRecord is failure, return url.
        // 5. Return the serialization of urlRecord.
        Ok(parsed.map_or(url, String::from))
    }
}
