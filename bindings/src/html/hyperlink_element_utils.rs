//! https://html.spec.whatwg.org/multipage/links.html#htmlhyperlinkelementutils:
//! the URL decomposition members of `a` and `area`, on the element's url
//! (parsed from its `href` against the document base URL on each access,
//! which is what "reinitialize url" gives when nothing else changed it).
//! The URL Standard's setters are the `url` crate's (`url::quirks`), the
//! same algorithms the URL interface uses.

use boa_engine::{Context, JsObject, JsResult};
use url::Url;

use crate::dom::node::node_ref;
use crate::html::reflecting::{get_the_content_attribute, set_the_content_attribute};

/// https://html.spec.whatwg.org/multipage/links.html#concept-hyperlink-url-set:
/// the element's url, null when there is no `href` or it does not parse.
fn url(ctx: &Context, this: &JsObject) -> JsResult<Option<Url>> {
    // 1. Set this element's url to null.
    // 2. If this element's href content attribute is absent, then return.
    let Some(href) = get_the_content_attribute(ctx, this, "href")? else { return Ok(None) };
    // 3. Let url be the result of encoding-parsing a URL given this
    //    element's href content attribute's value, relative to this
    //    element's node document.
    // 4. If url is not failure, then set this element's url to url.
    let doc = node_ref(this)?.doc;
    Ok(crate::html::urls::document_base_url(ctx, doc).and_then(|base| base.join(&href).ok()))
}

/// https://html.spec.whatwg.org/multipage/links.html#update-href: sets the
/// `href` content attribute to the serialization of `url`.
fn update_href(ctx: &mut Context, this: &JsObject, url: &Url) -> JsResult<()> {
    set_the_content_attribute(ctx, this, "href", url.as_str())
}

/// A setter's steps: reinitialize url; if it is null, or `applies` says the
/// setter does not apply to it, return; otherwise change it (the URL
/// Standard's basic URL parser with a state override, which may leave it
/// as it was) and update href.
fn modify(ctx: &mut Context, this: &JsObject, applies: fn(&Url) -> bool, change: impl FnOnce(&mut Url)) -> JsResult<()> {
    let Some(mut u) = url(ctx, this)? else { return Ok(()) };
    if !applies(&u) {
        return Ok(());
    }
    change(&mut u);
    update_href(ctx, this, &u)
}

/// Every url.
fn any(_: &Url) -> bool {
    true
}

/// https://url.spec.whatwg.org/#cannot-have-a-username-password-port, negated.
fn can_have_username_password_port(u: &Url) -> bool {
    u.host_str().is_some_and(|h| !h.is_empty()) && u.scheme() != "file"
}

/// A url without an opaque path (https://url.spec.whatwg.org/#url-opaque-path).
fn has_no_opaque_path(u: &Url) -> bool {
    !u.cannot_be_a_base()
}

/// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-href
pub fn href(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    // 1. Reinitialize url. 2. Let url be this's url.
    // 3. If url is null and this has no href content attribute, return the empty string.
    // 4. Otherwise, if url is null, return this's href content attribute's value.
    // 5. Return url, serialized.
    match url(ctx, this)? {
        Some(u) => Ok(u.into()),
        None => Ok(get_the_content_attribute(ctx, this, "href")?.unwrap_or_default()),
    }
}

/// The href setter: set the `href` content attribute to the given value.
pub fn set_href(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    set_the_content_attribute(ctx, this, "href", &value)
}

/// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-origin
pub fn origin(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::origin(&u)).unwrap_or_default())
}

/// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-protocol:
/// ":" for a null url.
pub fn protocol(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map_or_else(|| ":".to_owned(), |u| url::quirks::protocol(&u).to_owned()))
}

pub fn set_protocol(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, any, |u| {
        let _ = url::quirks::set_protocol(u, &value);
    })
}

pub fn username(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| u.username().to_owned()).unwrap_or_default())
}

/// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-username
pub fn set_username(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, can_have_username_password_port, |u| {
        let _ = url::quirks::set_username(u, &value);
    })
}

pub fn password(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::password(&u).to_owned()).unwrap_or_default())
}

pub fn set_password(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, can_have_username_password_port, |u| {
        let _ = url::quirks::set_password(u, &value);
    })
}

/// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-host
pub fn host(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::host(&u).to_owned()).unwrap_or_default())
}

pub fn set_host(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, has_no_opaque_path, |u| {
        let _ = url::quirks::set_host(u, &value);
    })
}

pub fn hostname(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::hostname(&u).to_owned()).unwrap_or_default())
}

pub fn set_hostname(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, has_no_opaque_path, |u| {
        let _ = url::quirks::set_hostname(u, &value);
    })
}

pub fn port(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::port(&u).to_owned()).unwrap_or_default())
}

pub fn set_port(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, can_have_username_password_port, |u| {
        let _ = url::quirks::set_port(u, &value);
    })
}

pub fn pathname(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::pathname(&u).to_owned()).unwrap_or_default())
}

pub fn set_pathname(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, has_no_opaque_path, |u| url::quirks::set_pathname(u, &value))
}

pub fn search(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::search(&u).to_owned()).unwrap_or_default())
}

pub fn set_search(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, any, |u| url::quirks::set_search(u, &value))
}

pub fn hash(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
    Ok(url(ctx, this)?.map(|u| url::quirks::hash(&u).to_owned()).unwrap_or_default())
}

pub fn set_hash(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
    modify(ctx, this, any, |u| url::quirks::set_hash(u, &value))
}

/// The `HTMLHyperlinkElementUtils` trait methods of an interface that
/// includes the mixin (`a`, `area`), written once.
macro_rules! hyperlink_element_utils_methods {
    () => {
        fn get_href(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::href(ctx, this)
        }
        fn set_href(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_href(ctx, this, value)
        }
        fn get_origin(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::origin(ctx, this)
        }
        fn get_protocol(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::protocol(ctx, this)
        }
        fn set_protocol(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_protocol(ctx, this, value)
        }
        fn get_username(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::username(ctx, this)
        }
        fn set_username(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_username(ctx, this, value)
        }
        fn get_password(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::password(ctx, this)
        }
        fn set_password(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_password(ctx, this, value)
        }
        fn get_host(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::host(ctx, this)
        }
        fn set_host(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_host(ctx, this, value)
        }
        fn get_hostname(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::hostname(ctx, this)
        }
        fn set_hostname(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_hostname(ctx, this, value)
        }
        fn get_port(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::port(ctx, this)
        }
        fn set_port(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_port(ctx, this, value)
        }
        fn get_pathname(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::pathname(ctx, this)
        }
        fn set_pathname(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_pathname(ctx, this, value)
        }
        fn get_search(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::search(ctx, this)
        }
        fn set_search(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_search(ctx, this, value)
        }
        fn get_hash(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
            crate::html::hyperlink_element_utils::hash(ctx, this)
        }
        fn set_hash(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
            crate::html::hyperlink_element_utils::set_hash(ctx, this, value)
        }
    };
}
pub(crate) use hyperlink_element_utils_methods;
