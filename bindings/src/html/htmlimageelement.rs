//! https://html.spec.whatwg.org/multipage/embedded-content.html#the-img-element
//! without fetching images: an image never becomes available, so it has no
//! natural dimensions and no current request URL.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLImageElementMethods;
use crate::html::reflecting::get_the_content_attribute;

pub struct HTMLImageElement;

/// The `width` or `height` the image would be drawn at: with no natural
/// dimensions and no layout, the dimension attribute's value when it is a
/// valid non-negative integer (https://html.spec.whatwg.org/multipage/embedded-content-other.html#dimension-attributes),
/// else 0 (https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-width:
/// "0, if the image is not available").
fn dimension(ctx: &Context, this: &JsObject, name: &str) -> JsResult<u32> {
    let value = get_the_content_attribute(ctx, this, name)?;
    Ok(value
        .and_then(|v| runtime::html::forms::numbers::parse_non_negative_integer(&v))
        .and_then(|v| u32::try_from(v).ok())
        .unwrap_or(0))
}

impl HTMLImageElementMethods for HTMLImageElement {
    /// https://html.spec.whatwg.org/multipage/embedded-content.html#dom-image
    fn legacy_factory_image(ctx: &mut Context, proto: JsObject, width: Option<u32>, height: Option<u32>) -> JsResult<JsObject> {
        // 1. Let document be the current global object's associated Document.
        let doc = crate::host::current_doc(ctx);
        let tree = crate::host::host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        let img = {
            let mut t = tree.borrow_mut();
            // 2. Let img be the result of creating an element given document, "img", and the HTML namespace.
            let img = t.create_element("img").map_err(|e| crate::webidl::convert::type_error(e.to_string()))?;
            // 3. If width is given, then set an attribute value for img using "width" and width.
            if let Some(w) = width {
                t.set_attribute(img, "width", &w.to_string()).map_err(|e| crate::webidl::convert::type_error(e.to_string()))?;
            }
            // 4. If height is given, then set an attribute value for img using "height" and height.
            if let Some(h) = height {
                t.set_attribute(img, "height", &h.to_string()).map_err(|e| crate::webidl::convert::type_error(e.to_string()))?;
            }
            img
        };
        // 5. Return img (with the prototype of NewTarget, for a subclass).
        let obj = crate::dom::node::wrap(ctx, doc, img)?;
        if obj.prototype().as_ref() != Some(&proto) {
            obj.set_prototype(Some(proto));
        }
        Ok(obj)
    }
    fn get_width(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        dimension(ctx, this, "width")
    }
    fn get_height(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        dimension(ctx, this, "height")
    }
    /// https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-naturalwidth:
    /// 0 when the image has no natural width (it is never available here).
    fn get_natural_width(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    fn get_natural_height(_: &mut Context, _this: &JsObject) -> JsResult<u32> {
        Ok(0)
    }
    /// https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-complete:
    /// true when neither `src` nor `srcset` is given, or `srcset` is absent
    /// and `src` empty; an image to fetch is never completely available here.
    fn get_complete(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        let src = get_the_content_attribute(ctx, this, "src")?;
        let srcset = get_the_content_attribute(ctx, this, "srcset")?;
        Ok(srcset.is_none() && src.is_none_or(|s| s.is_empty()))
    }
    /// https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-currentsrc:
    /// the current request's URL, which stays empty when nothing is fetched.
    fn get_current_src(_: &mut Context, _this: &JsObject) -> JsResult<String> {
        Ok(String::new())
    }
}
