//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
//!
//! This is a document's own Location, which only scripts of its origin in
//! its agent get; a script of another origin gets the cross-origin Location
//! of `crate::html::window_proxy` instead. Each member still makes the spec's
//! check ("if this's relevant Document is non-null and its origin is not
//! same origin-domain with the entry settings object's origin, throw a
//! SecurityError").

use boa_engine::{Context, JsObject, JsResult};
use url::Url;

use crate::webidl::kind::DomKind;
use crate::generated::LocationMethods;
use crate::webidl::exception::dom_exception;
use crate::webidl::reflect::DomObject;

pub struct Location;

fn location_doc(this: &JsObject) -> JsResult<crate::host::DocId> {
    match this.downcast_ref::<DomObject>().map(|d| match &d.kind {
        DomKind::Location(doc) => Some(doc.get()),
        _ => None,
    }) {
        Some(Some(doc)) => Ok(doc),
        _ => Err(crate::webidl::convert::type_error("not a Location")),
    }
}

/// The relevant Document, after the same origin-domain check against the entry settings.
fn checked_doc(ctx: &mut Context, this: &JsObject) -> JsResult<crate::host::DocId> {
    let doc = location_doc(this)?;
    let entry = crate::host::incumbent_doc(ctx);
    if !crate::host::host(ctx).same_origin(doc, entry) {
        return Err(dom_exception(ctx, "SecurityError", "Blocked a frame from accessing a cross-origin Location."));
    }
    Ok(doc)
}

fn url(ctx: &mut Context, this: &JsObject) -> JsResult<Url> {
    let doc = checked_doc(ctx, this)?;
    crate::host::host(ctx).doc(doc, |d| d.url.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))
}

impl LocationMethods for Location {
    fn get_href(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.to_string())
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href
    fn set_href(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let doc = location_doc(this)?;
        crate::html::window_ops::location_navigate(ctx, doc, &value, false)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-assign
    fn assign(ctx: &mut Context, this: &JsObject, url: String) -> JsResult<()> {
        let doc = checked_doc(ctx, this)?;
        crate::html::window_ops::location_navigate(ctx, doc, &url, false)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-replace
    fn replace(ctx: &mut Context, this: &JsObject, url: String) -> JsResult<()> {
        let doc = location_doc(this)?;
        crate::html::window_ops::location_navigate(ctx, doc, &url, true)
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
