use url::Url;

use super::store::{default_path, domain_matches, path_matches, MAX_COOKIES_PER_DOMAIN};
use super::{Api, CookieContext, CookieStore};

const NOW: f64 = 1_800_000_000_000.0;

fn url(s: &str) -> Url {
    Url::parse(s).unwrap()
}

fn script(url: &Url) -> CookieContext<'_> {
    CookieContext { url, secure: url.scheme() == "https", same_site: true, api: Api::NonHttp, now_ms: NOW }
}

fn set(store: &mut CookieStore, u: &str, s: &str) -> bool {
    let u = url(u);
    store.receive_a_set_cookie_string(s, &script(&u))
}

fn get(store: &mut CookieStore, u: &str) -> String {
    let u = url(u);
    store.retrieve_the_cookie_string(&script(&u))
}

#[test]
fn matching_helpers_follow_the_rfc() {
    assert!(domain_matches("a.example.com", "example.com"));
    assert!(!domain_matches("aexample.com", "example.com"));
    assert!(!domain_matches("1.2.3.4", "2.3.4"));
    assert!(path_matches("/a/b", "/a") && path_matches("/a/b", "/a/") && path_matches("/a", "/a"));
    assert!(!path_matches("/ab", "/a"));
    assert_eq!(default_path(&url("https://h/a/b/c.html")), "/a/b");
    assert_eq!(default_path(&url("https://h/c.html")), "/");
}

#[test]
fn a_cookie_is_replaced_in_place_and_sorted_by_path_then_creation() {
    let mut s = CookieStore::default();
    assert!(set(&mut s, "https://h.test/", "a=1"));
    assert!(set(&mut s, "https://h.test/", "b=2"));
    assert!(set(&mut s, "https://h.test/", "c=3; path=/dir"));
    assert!(set(&mut s, "https://h.test/", "a=4"));
    assert!(set(&mut s, "https://h.test/", "nameless"));
    assert_eq!(get(&mut s, "https://h.test/dir/x"), "c=3; a=4; b=2; nameless");
    assert_eq!(get(&mut s, "https://h.test/"), "a=4; b=2; nameless");
    // Deleting: an expiry in the past, or Max-Age=0.
    assert!(set(&mut s, "https://h.test/", "a=; expires=Thu, 01 Jan 1970 00:00:00 GMT"));
    assert!(set(&mut s, "https://h.test/", "b=; max-age=0"));
    assert_eq!(get(&mut s, "https://h.test/"), "nameless");
}

#[test]
fn domains_are_matched_and_foreign_or_public_suffix_domains_refused() {
    let mut s = CookieStore::default();
    assert!(set(&mut s, "https://www.shop.example/", "d=1; domain=shop.example"));
    assert!(set(&mut s, "https://www.shop.example/", "h=1"));
    assert!(!set(&mut s, "https://www.shop.example/", "x=1; domain=evil.example"));
    assert!(!set(&mut s, "https://www.shop.example/", "x=1; domain=example"));
    assert!(!set(&mut s, "https://evil.example/", "x=1; domain=shop.example"));
    assert_eq!(get(&mut s, "https://api.shop.example/"), "d=1");
    assert_eq!(get(&mut s, "https://www.shop.example/"), "d=1; h=1");
    assert_eq!(get(&mut s, "https://evil.example/"), "");
    // A public suffix that is the host itself becomes host-only.
    assert!(set(&mut s, "https://localhost/", "l=1; domain=localhost"));
    assert_eq!(get(&mut s, "https://localhost/"), "l=1");
}

#[test]
fn scripts_neither_set_nor_see_http_only_cookies() {
    let mut s = CookieStore::default();
    let u = url("https://h.test/");
    let http = CookieContext { api: Api::Http, ..script(&u) };
    assert!(s.receive_a_set_cookie_string("session=secret; HttpOnly", &http));
    assert!(!set(&mut s, "https://h.test/", "session=stolen"));
    assert!(!set(&mut s, "https://h.test/", "other=1; HttpOnly"));
    assert_eq!(get(&mut s, "https://h.test/"), "");
    assert_eq!(s.retrieve_the_cookie_string(&http), "session=secret");
}

#[test]
fn secure_same_site_and_prefix_rules() {
    let mut s = CookieStore::default();
    assert!(!set(&mut s, "http://h.test/", "s=1; Secure"));
    assert!(set(&mut s, "https://h.test/", "s=1; Secure"));
    assert_eq!(get(&mut s, "http://h.test/"), "");
    // A non-secure page may not shadow a Secure cookie.
    assert!(!set(&mut s, "http://h.test/", "s=2"));
    assert!(!set(&mut s, "https://h.test/", "n=1; SameSite=None"));
    assert!(!set(&mut s, "https://h.test/", "__Secure-a=1"));
    assert!(set(&mut s, "https://h.test/", "__Secure-a=1; Secure"));
    assert!(!set(&mut s, "https://h.test/", "__Host-b=1; Secure"));
    assert!(!set(&mut s, "https://h.test/", "__Host-b=1; Secure; Path=/; Domain=h.test"));
    assert!(set(&mut s, "https://h.test/", "__Host-b=1; Secure; Path=/"));
    assert!(!set(&mut s, "https://h.test/", "__Host-x"));
    // A cross-site context sees and sets SameSite=None cookies only.
    let u = url("https://h.test/");
    let cross = CookieContext { same_site: false, ..script(&u) };
    assert!(s.receive_a_set_cookie_string("none=1; SameSite=None; Secure", &cross));
    assert!(!s.receive_a_set_cookie_string("lax=1; SameSite=Lax", &cross));
    assert!(!s.receive_a_set_cookie_string("default=1", &cross));
    assert_eq!(s.retrieve_the_cookie_string(&cross), "none=1");
    assert_eq!(get(&mut s, "https://h.test/"), "s=1; __Secure-a=1; __Host-b=1; none=1");
}

#[test]
fn expiry_follows_the_clock_and_max_age_wins() {
    let mut s = CookieStore::default();
    assert!(set(&mut s, "https://h.test/", "m=1; max-age=10; expires=Thu, 01 Jan 1970 00:00:00 GMT"));
    let u = url("https://h.test/");
    let later = CookieContext { now_ms: NOW + 11_000.0, ..script(&u) };
    assert_eq!(get(&mut s, "https://h.test/"), "m=1");
    assert_eq!(s.retrieve_the_cookie_string(&later), "");
}

#[test]
fn a_page_setting_cookies_in_a_loop_stays_within_the_limit() {
    let mut s = CookieStore::default();
    for i in 0..1000 {
        assert!(set(&mut s, "https://h.test/", &format!("c{i}=v")));
    }
    assert_eq!(s.cookies(NOW).count(), MAX_COOKIES_PER_DOMAIN);
    // The newest survive.
    assert!(get(&mut s, "https://h.test/").ends_with("c999=v"));
}
