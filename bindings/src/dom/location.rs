//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
//! (reading, and `href` navigation of frames and fragments).

use boa_engine::{Context, JsObject, JsResult};
use url::Url;

use crate::dom::kind::DomKind;
use crate::generated::LocationMethods;
use crate::glue::exception::dom_exception;
use crate::glue::reflect::DomObject;

pub struct Location;

fn location_doc(this: &JsObject) -> JsResult<crate::host::DocId> {
    match this.downcast_ref::<DomObject>().map(|d| match &d.kind {
        DomKind::Location(doc) => Some(*doc),
        _ => None,
    }) {
        Some(Some(doc)) => Ok(doc),
        _ => Err(crate::glue::convert::type_error("not a Location")),
    }
}

fn url(ctx: &Context, this: &JsObject) -> JsResult<Url> {
    let doc = location_doc(this)?;
    crate::host::host(ctx).doc(doc, |d| d.url.clone()).ok_or_else(|| crate::glue::convert::type_error("no document"))
}

impl LocationMethods for Location {
    fn get_href(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.to_string())
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href
    fn set_href(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let doc = location_doc(this)?;
        // 2. Parse the given value relative to the entry settings object (here: the current document).
        let entry = crate::host::current_doc(ctx);
        let base = crate::host::host(ctx).doc(entry, |d| d.url.clone()).ok_or_else(|| crate::glue::convert::type_error("no document"))?;
        let Ok(target) = base.join(&value) else {
            // 3. If that failed, throw a "SyntaxError" DOMException.
            return Err(dom_exception(ctx, "SyntaxError", &format!("'{value}' is not a valid URL.")));
        };
        // 4. Location-object navigate to the resulting URL.
        if crate::navigable::navigate_from_location(ctx, doc, target) {
            Ok(())
        } else {
            Err(dom_exception(ctx, "NotSupportedError", &format!("webmcp cannot navigate a top-level page to {value}; load it anew instead")))
        }
    }
    fn get_origin(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.origin().ascii_serialization())
    }
    fn get_protocol(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(format!("{}:", url(ctx, this)?.scheme()))
    }
    fn get_host(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        let u = url(ctx, this)?;
        Ok(match (u.host_str(), u.port()) {
            (Some(h), Some(p)) => format!("{h}:{p}"),
            (Some(h), None) => h.to_string(),
            _ => String::new(),
        })
    }
    fn get_hostname(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.host_str().unwrap_or_default().to_string())
    }
    fn get_port(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.port().map(|p| p.to_string()).unwrap_or_default())
    }
    fn get_pathname(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.path().to_string())
    }
    fn get_search(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.query().filter(|q| !q.is_empty()).map(|q| format!("?{q}")).unwrap_or_default())
    }
    fn get_hash(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.fragment().filter(|q| !q.is_empty()).map(|q| format!("#{q}")).unwrap_or_default())
    }
    fn reload(ctx: &mut Context, _this: &JsObject) -> JsResult<()> {
        Err(dom_exception(ctx, "NotSupportedError", "reload is not supported"))
    }
}
