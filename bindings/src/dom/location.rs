//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
//! (reading; navigation is not supported).

use boa_engine::{Context, JsObject, JsResult};
use url::Url;

use crate::dom::kind::DomKind;
use crate::generated::LocationMethods;
use crate::glue::exception::dom_exception;
use crate::glue::reflect::DomObject;

pub struct Location;

fn url(ctx: &Context, this: &JsObject) -> JsResult<Url> {
    let doc = match this.downcast_ref::<DomObject>().map(|d| match &d.kind {
        DomKind::Location(doc) => Some(*doc),
        _ => None,
    }) {
        Some(Some(doc)) => doc,
        _ => return Err(crate::glue::convert::type_error("not a Location")),
    };
    crate::host::host(ctx).doc(doc, |d| d.url.clone()).ok_or_else(|| crate::glue::convert::type_error("no document"))
}

impl LocationMethods for Location {
    fn get_href(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(url(ctx, this)?.to_string())
    }
    fn set_href(ctx: &mut Context, _this: &JsObject, value: String) -> JsResult<()> {
        Err(dom_exception(ctx, "NotSupportedError", &format!("navigation to {value} is not supported")))
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
