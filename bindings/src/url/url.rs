//! https://url.spec.whatwg.org/#url-class

use ::url::{quirks, Url};
use boa_engine::{Context, JsObject, JsResult};
use boa_gc::GcRefCell;

use crate::generated::{Interface, URLMethods};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{DomKind, SearchParamsData, UrlData};
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct URL;

/// https://url.spec.whatwg.org/#api-url-parser
pub fn api_url_parser(url: &str, base: Option<&str>) -> Option<Url> {
    // 1. If base is non-null: let parsedBase be the result of running the basic URL parser on base.
    // 2. If parsedBase is failure, then return failure.
    let parsed_base = match base {
        Some(b) => Some(Url::parse(b).ok()?),
        None => None,
    };
    // 3. Return the result of running the basic URL parser on url with parsedBase.
    Url::options().base_url(parsed_base.as_ref()).parse(url).ok()
}

/// https://url.spec.whatwg.org/#url-initialize: a URL object for `url`, with
/// its query object.
fn initialize(ctx: &mut Context, proto: Option<JsObject>, url: Url) -> JsResult<JsObject> {
    // 1. Let query be urlRecord's query, if that is non-null; otherwise the empty string.
    let list = crate::url::urlsearchparams::parse(url.query().unwrap_or(""));
    let data = DomKind::Url(GcRefCell::new(UrlData { url, query: None }));
    let obj = match proto {
        Some(p) => reflect_with_proto(ctx, p, Interface::URL, data)?,
        None => reflect(ctx, Interface::URL, data)?,
    };
    // 2-4. Set url's URL to urlRecord; its query object to a new URLSearchParams
    // whose list is the parsed query and whose URL object is url.
    let params = reflect(ctx, Interface::URLSearchParams, DomKind::UrlSearchParams(GcRefCell::new(SearchParamsData { list, url: Some(obj.clone()) })))?;
    with_data(&obj, |d| d.query = Some(params))?;
    Ok(obj)
}

/// Runs `f` on the URL object's data.
pub fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut UrlData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a URL"))?;
    match &d.kind {
        DomKind::Url(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a URL")),
    }
}

fn get(this: &JsObject, f: impl FnOnce(&Url) -> &str) -> JsResult<String> {
    with_data(this, |d| f(&d.url).to_string())
}

/// The query object's list is set from the URL's query (after a setter changed it).
fn update_query_object(this: &JsObject) -> JsResult<()> {
    let (query, params) = with_data(this, |d| (d.url.query().unwrap_or("").to_string(), d.query.clone()))?;
    if let Some(p) = params {
        crate::url::urlsearchparams::with_data(&p, |d| d.list = crate::url::urlsearchparams::parse(&query))?;
    }
    Ok(())
}

/// The origin of the current settings object (the current realm's document).
fn current_origin(ctx: &Context) -> Option<runtime::html::origin::Origin> {
    let doc = crate::host::current_doc(ctx);
    crate::host::host(ctx).doc(doc, |d| d.origin.clone())
}

impl URLMethods for URL {
    /// https://w3c.github.io/FileAPI/#dfn-createObjectURL: a new blob URL
    /// for obj in the user agent's blob URL store.
    fn create_object_url(ctx: &mut Context, obj: JsObject) -> JsResult<boa_engine::JsString> {
        let blob = crate::file_api::blob::data(&obj)?;
        let origin = current_origin(ctx).ok_or_else(|| type_error("Failed to execute 'createObjectURL' on 'URL': no document"))?;
        let h = crate::host::host(ctx);
        let mut ua = h.ua_mut();
        let mut random = [0u8; 16];
        ua.fill_random(&mut random);
        let uuid = runtime::file_api::uuid_from(random);
        let entry = runtime::file_api::BlobUrlEntry { bytes: blob.bytes.to_vec(), type_: blob.type_, origin };
        Ok(boa_engine::JsString::from(ua.blob_urls.add_an_entry(entry, &uuid)))
    }
    /// https://w3c.github.io/FileAPI/#dfn-revokeObjectURL
    fn revoke_object_url(ctx: &mut Context, url: boa_engine::JsString) -> JsResult<()> {
        // 1. Let url record be the result of parsing url.
        // 2. If url record's scheme is not "blob", return.
        let Ok(record) = Url::parse(&url.to_std_string_lossy()) else { return Ok(()) };
        if record.scheme() != "blob" {
            return Ok(());
        }
        // 3-6. Remove the entry, if the current settings object's origin made it.
        let Some(origin) = current_origin(ctx) else { return Ok(()) };
        crate::host::host(ctx).ua_mut().blob_urls.remove_an_entry(&record, &origin);
        Ok(())
    }
    /// https://url.spec.whatwg.org/#dom-url-url
    fn constructor(ctx: &mut Context, proto: JsObject, url: String, base: Option<String>) -> JsResult<JsObject> {
        // 1. Let parsedURL be the result of running the API URL parser on url with base, if given.
        // 2. If parsedURL is failure, then throw a TypeError.
        let Some(parsed) = api_url_parser(&url, base.as_deref()) else {
            return Err(type_error(format!("Failed to construct 'URL': Invalid URL '{url}'")));
        };
        // 3. Initialize this with parsedURL.
        initialize(ctx, Some(proto), parsed)
    }
    /// https://url.spec.whatwg.org/#dom-url-parse
    fn parse(ctx: &mut Context, url: String, base: Option<String>) -> JsResult<Option<JsObject>> {
        // 1-2. Let parsedURL be the result of the API URL parser; if failure, return null.
        let Some(parsed) = api_url_parser(&url, base.as_deref()) else { return Ok(None) };
        // 3-5. A new URL object, initialized with parsedURL.
        initialize(ctx, None, parsed).map(Some)
    }
    /// https://url.spec.whatwg.org/#dom-url-canparse
    fn can_parse(_: &mut Context, url: String, base: Option<String>) -> JsResult<bool> {
        Ok(api_url_parser(&url, base.as_deref()).is_some())
    }
    fn get_href(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::href)
    }
    /// https://url.spec.whatwg.org/#dom-url-href
    fn set_href(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        // 1-2. Let parsedURL be the result of running the basic URL parser on the given value;
        // if failure, throw a TypeError.
        let Ok(parsed) = Url::parse(&value) else {
            return Err(type_error(format!("Failed to set the 'href' property on 'URL': Invalid URL '{value}'")));
        };
        // 3. Set this's URL to parsedURL.
        with_data(this, |d| d.url = parsed)?;
        // 4-5. Empty this's query object's list; if the query is non-null, set it to the parsed query.
        update_query_object(this)
    }
    fn get_origin(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| quirks::origin(&d.url))
    }
    fn get_protocol(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::protocol)
    }
    fn set_protocol(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| {
            let _ = quirks::set_protocol(&mut d.url, &value);
        })
    }
    fn get_username(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::username)
    }
    fn set_username(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| {
            let _ = quirks::set_username(&mut d.url, &value);
        })
    }
    fn get_password(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::password)
    }
    fn set_password(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| {
            let _ = quirks::set_password(&mut d.url, &value);
        })
    }
    fn get_host(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::host)
    }
    fn set_host(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| {
            let _ = quirks::set_host(&mut d.url, &value);
        })
    }
    fn get_hostname(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::hostname)
    }
    fn set_hostname(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| {
            let _ = quirks::set_hostname(&mut d.url, &value);
        })
    }
    fn get_port(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::port)
    }
    fn set_port(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| {
            let _ = quirks::set_port(&mut d.url, &value);
        })
    }
    fn get_pathname(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::pathname)
    }
    fn set_pathname(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| quirks::set_pathname(&mut d.url, &value))
    }
    fn get_search(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::search)
    }
    /// https://url.spec.whatwg.org/#dom-url-search
    fn set_search(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        // 1-4. Set (or, for the empty string, remove) the query; the query object's list follows.
        with_data(this, |d| quirks::set_search(&mut d.url, &value))?;
        update_query_object(this)
    }
    fn get_search_params(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_data(this, |d| d.query.clone())?.ok_or_else(|| type_error("the URL has no query object"))
    }
    fn get_hash(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::hash)
    }
    fn set_hash(_: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        with_data(this, |d| quirks::set_hash(&mut d.url, &value))
    }
    /// https://url.spec.whatwg.org/#dom-url-tojson
    fn to_json(_: &mut Context, this: &JsObject) -> JsResult<String> {
        get(this, quirks::href)
    }
}
