//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
//!
//! This is a document's own Location, which only scripts of its origin in
//! its agent get; a script of another origin gets the cross-origin Location
//! of `crate::html::window_proxy` instead. Each member still makes the spec's
//! check ("if this's relevant Document is non-null and its origin is not
//! same origin-domain with the entry settings object's origin, throw a
//! SecurityError").

use boa_engine::{Context, JsObject, JsResult};
use url::{quirks, Url};

use crate::webidl::kind::DomKind;
use crate::generated::LocationMethods;
use crate::webidl::exception::dom_exception;
use crate::webidl::reflect::DomObject;

pub struct Location;

/// The Location object of document `doc`, with its creation steps
/// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface,
/// "the Location object ... creation steps").
pub fn create_a_location_object(ctx: &mut Context, doc: crate::host::DocId) -> JsResult<JsObject> {
    use boa_engine::property::PropertyDescriptor;
    // 1. Let location be a new Location platform object.
    let location = crate::webidl::reflect::reflect(ctx, crate::generated::Interface::Location, DomKind::Location(std::cell::Cell::new(doc)))?;
    // 2. Let valueOf be location's relevant realm.[[Intrinsics]].[[%Object.prototype.valueOf%]].
    let value_of = ctx.intrinsics().constructors().object().prototype().get(boa_engine::js_string!("valueOf"), ctx)?;
    let fixed = |value: boa_engine::JsValue| PropertyDescriptor::builder().value(value).writable(false).enumerable(false).configurable(false).build();
    // 3. Perform ! location.[[DefineOwnProperty]]("valueOf", { [[Value]]: valueOf,
    //    [[Writable]]: false, [[Enumerable]]: false, [[Configurable]]: false }).
    location.define_property_or_throw(boa_engine::js_string!("valueOf"), fixed(value_of), ctx)?;
    // 4. Perform ! location.[[DefineOwnProperty]](%Symbol.toPrimitive%, { [[Value]]: undefined,
    //    [[Writable]]: false, [[Enumerable]]: false, [[Configurable]]: false }).
    location.define_property_or_throw(boa_engine::JsSymbol::to_primitive(), fixed(boa_engine::JsValue::undefined()), ctx)?;
    // 5. ([[DefaultProperties]] serves the cross-origin Location, made apart.)
    // 6. Return location.
    Ok(location)
}

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

/// Steps 1-3 of Location's URL setters: the relevant Document (null: nothing
/// to do, reported as a TypeError here only when there is no document at
/// all), the same origin-domain check, and a copy of its URL.
fn copy_url(ctx: &mut Context, this: &JsObject) -> JsResult<(crate::host::DocId, Url)> {
    let doc = checked_doc(ctx, this)?;
    let url = crate::host::host(ctx).doc(doc, |d| d.url.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
    Ok((doc, url))
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-object-navigate
fn navigate(ctx: &mut Context, doc: crate::host::DocId, url: Url) -> JsResult<()> {
    if !crate::host::host(ctx).ua().has_browsing_context(doc) {
        return Ok(());
    }
    let entry = crate::host::incumbent_doc(ctx);
    let _ = crate::html::navigable::location_object_navigate(ctx, entry, doc, url, false);
    Ok(())
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
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-reload
    fn reload(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        // 1-2. If document is null return; same origin-domain check.
        let doc = checked_doc(ctx, this)?;
        // 3. Reload document's node navigable.
        crate::html::navigable::reload(ctx, doc);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-protocol
    fn set_protocol(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        // 3-4. copyURL with its scheme set by the basic URL parser in scheme start state
        // (value + ":"); failure is a "SyntaxError".
        let (doc, mut copy) = copy_url(ctx, this)?;
        let before = copy.scheme().to_string();
        if quirks::set_protocol(&mut copy, &value).is_err() {
            return Err(dom_exception(ctx, "SyntaxError", &format!("'{value}' is an invalid protocol.")));
        }
        // 6. If copyURL's scheme is not an HTTP(S) scheme, then terminate these steps.
        if copy.scheme() == before || !matches!(copy.scheme(), "http" | "https") {
            return Ok(());
        }
        // 7. Location-object navigate this to copyURL.
        navigate(ctx, doc, copy)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-host
    fn set_host(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let (doc, mut copy) = copy_url(ctx, this)?;
        // 4. If copyURL has an opaque path, then return. 5. Basic URL parse the value (host state).
        if copy.cannot_be_a_base() || quirks::set_host(&mut copy, &value).is_err() {
            return Ok(());
        }
        // 6. Location-object navigate this to copyURL.
        navigate(ctx, doc, copy)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hostname
    fn set_hostname(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let (doc, mut copy) = copy_url(ctx, this)?;
        if copy.cannot_be_a_base() || quirks::set_hostname(&mut copy, &value).is_err() {
            return Ok(());
        }
        navigate(ctx, doc, copy)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-port
    fn set_port(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let (doc, mut copy) = copy_url(ctx, this)?;
        // 4. If copyURL cannot have a username/password/port, then return.
        if copy.cannot_be_a_base() || copy.host().is_none() || copy.scheme() == "file" || quirks::set_port(&mut copy, &value).is_err() {
            return Ok(());
        }
        navigate(ctx, doc, copy)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-pathname
    fn set_pathname(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let (doc, mut copy) = copy_url(ctx, this)?;
        // 4. If copyURL has an opaque path, then return.
        if copy.cannot_be_a_base() {
            return Ok(());
        }
        // 5-6. Set copyURL's path to the empty list; basic URL parse the value (path start state).
        quirks::set_pathname(&mut copy, &value);
        // 7. Location-object navigate this to copyURL.
        navigate(ctx, doc, copy)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-search
    fn set_search(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let (doc, mut copy) = copy_url(ctx, this)?;
        // 4. If the given value is the empty string, set copyURL's query to null.
        // 5. Otherwise: input is the value with a single leading "?" removed; set
        // copyURL's query to the empty string and basic URL parse input (query state).
        let input = value.strip_prefix('?').unwrap_or(&value);
        if value.is_empty() {
            copy.set_query(None);
        } else {
            copy.set_query(Some(input));
        }
        // 6. Location-object navigate this to copyURL.
        navigate(ctx, doc, copy)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hash
    fn set_hash(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        let (doc, mut copy) = copy_url(ctx, this)?;
        let current = copy.fragment().map(str::to_string);
        // 4. Let thisURLFragment be copyURL's fragment if it is non-null; otherwise the empty string.
        // 5. Let input be the given value with a single leading "#" removed, if any.
        let input = value.strip_prefix('#').unwrap_or(&value);
        // 6-7. Set copyURL's fragment to the empty string; basic URL parse input (fragment state).
        copy.set_fragment(Some(input));
        // 8. If copyURL's fragment is thisURLFragment, then return.
        if copy.fragment().unwrap_or_default() == current.as_deref().unwrap_or_default() {
            return Ok(());
        }
        // 9. Location-object navigate this to copyURL.
        navigate(ctx, doc, copy)
    }
}
