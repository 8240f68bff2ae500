//! Target: the cookie store as pages and responses drive it: a
//! set-cookie-string (its date, attributes and prefixes) received for a
//! URL from script or HTTP, same-site or not, then retrieved.

use runtime::cookies::{Api, CookieContext, CookieStore};
use url::Url;

/// Target: the text is split at NUL characters into set-cookie strings for
/// one URL (the second part); the first byte picks secure, same-site and
/// the API. The store's invariants hold whatever was received.
pub fn cookie_parsing(data: &[u8]) {
    let Some((&flags, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    let mut parts = text.split('\u{0}');
    let first = parts.next().unwrap_or_default();
    let url_text = parts.next().unwrap_or("https://fuzz.localhost/a/b");
    let Ok(url) = Url::parse(url_text).or_else(|_| Url::parse("https://fuzz.localhost/")) else { return };
    let api = if flags & 4 == 0 { Api::NonHttp } else { Api::Http };
    let cx = CookieContext { url: &url, secure: flags & 1 != 0, same_site: flags & 2 != 0, api, now_ms: 1.7e12 };
    let _ = runtime::cookies::date::parse_a_cookie_date(first);
    let mut store = CookieStore::default();
    for set_cookie in std::iter::once(first).chain(parts) {
        store.receive_a_set_cookie_string(set_cookie, &cx);
    }
    let cookie_string = store.retrieve_the_cookie_string(&cx);
    for cookie in store.cookies(cx.now_ms) {
        // Script never creates an HttpOnly cookie, nor a cookie for another
        // domain than the URL's.
        assert!(api == Api::Http || !cookie.http_only, "a script set an HttpOnly cookie");
        if let Some(host) = url.host_str() {
            assert!(runtime::cookies::store::domain_matches(host, &cookie.domain), "a cookie for {} was set from {host}", cookie.domain);
        }
        // A cookie that is not secure-only never has a __Secure- or __Host- name.
        let lower = cookie.name.to_ascii_lowercase();
        assert!(cookie.secure_only || !(lower.starts_with("__secure-") || lower.starts_with("__host-")), "a prefixed cookie without Secure");
    }
    assert!(cookie_string.len() <= store.cookies(cx.now_ms).map(|c| c.name.len() + c.value.len() + 3).sum::<usize>());
}
