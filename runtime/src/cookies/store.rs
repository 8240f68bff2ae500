//! The cookie store: https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model
//! and https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-retrieval-algorithm.
//!
//! The store knows URLs, not documents: whether a request's URL is secure
//! and whether it is made in a same-site context come from the caller (the
//! HTML side knows the document's ancestors).

use url::{Host, Url};

use super::parse::{parse_a_set_cookie_string, SameSite};

/// At most this many cookies per domain, and in all (Chromium keeps 180
/// and 3300): a page that sets cookies in a loop evicts its own least
/// recently used ones instead of growing the store without bound.
pub const MAX_COOKIES_PER_DOMAIN: usize = 180;
pub const MAX_COOKIES: usize = 3000;
/// Expiry dates are capped at 400 days from now.
const MAX_AGE_MS: f64 = 400.0 * 24.0 * 3600.0 * 1000.0;

/// Which kind of API a cookie comes from or goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    /// An HTTP request or response.
    Http,
    /// A script API such as `document.cookie`, which neither sees nor sets
    /// HttpOnly cookies.
    NonHttp,
}

/// The context of a store or retrieval: for `url`, whether its scheme is
/// secure (https, or a potentially trustworthy origin such as localhost),
/// whether the context is same-site, through which kind of API, when.
#[derive(Clone, Copy, Debug)]
pub struct CookieContext<'a> {
    pub url: &'a Url,
    pub secure: bool,
    pub same_site: bool,
    pub api: Api,
    /// Milliseconds since the Unix epoch.
    pub now_ms: f64,
}

/// A stored cookie (https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model).
#[derive(Clone, Debug)]
pub struct Cookie {
    pub name: String,
    pub value: String,
    /// Milliseconds since the Unix epoch; infinite for a session cookie.
    pub expiry_ms: f64,
    pub domain: String,
    pub path: String,
    /// When it was created, as an ever-increasing sequence number (ties of
    /// creation time are broken the same way every time).
    creation: u64,
    last_access: u64,
    pub persistent: bool,
    pub host_only: bool,
    pub secure_only: bool,
    pub http_only: bool,
    pub same_site: SameSite,
}

/// Every cookie of a user agent.
#[derive(Default)]
pub struct CookieStore {
    cookies: Vec<Cookie>,
    clock: u64,
}

/// The canonicalized host of `url`: its host, lowercased and punycoded as
/// the URL parser leaves it.
fn canonical_host(url: &Url) -> Option<String> {
    url.host_str().map(str::to_owned)
}

/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-domain-matching
pub fn domain_matches(string: &str, domain: &str) -> bool {
    // The domain string and the string are identical, or: the domain string
    // is a suffix of the string, the last character of the string that is
    // not included in the domain string is ".", and the string is a host
    // name (not an IP address).
    string == domain
        || (string.len() > domain.len()
            && string.ends_with(domain)
            && string.as_bytes()[string.len() - domain.len() - 1] == b'.'
            && matches!(Host::parse(string), Ok(Host::Domain(_))))
}

/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-paths-and-path-match
/// (the default-path of a request URL).
pub fn default_path(url: &Url) -> String {
    let path = url.path();
    // 2. If the uri-path is empty or if the first character of the uri-path
    //    is not a "/" character, output "/" and skip the remaining steps.
    // 3. If the uri-path contains no more than one "/" character, output "/".
    // 4. Output the characters of the uri-path from the first character up
    //    to, but not including, the right-most "/".
    match path.rfind('/') {
        Some(i) if path.starts_with('/') && i > 0 => path[..i].to_owned(),
        _ => "/".to_owned(),
    }
}

/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-paths-and-path-match
pub fn path_matches(request_path: &str, cookie_path: &str) -> bool {
    // The cookie-path and the request-path are identical; or the cookie-path
    // is a prefix of the request-path and either ends with "/" or is
    // followed in the request-path by "/".
    request_path == cookie_path
        || (request_path.starts_with(cookie_path)
            && (cookie_path.ends_with('/') || request_path.as_bytes().get(cookie_path.len()) == Some(&b'/')))
}

/// Whether `domain` is a public suffix (by the compiled-in list, with the
/// default "*" rule, so a single label such as `localhost` is one).
fn is_public_suffix(domain: &str) -> bool {
    psl::suffix(domain.as_bytes()).is_some_and(|s| s.as_bytes() == domain.as_bytes())
}

fn has_prefix_ignoring_case(s: &str, prefix: &str) -> bool {
    s.get(..prefix.len()).is_some_and(|head| head.eq_ignore_ascii_case(prefix))
}

impl CookieStore {
    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    /// Every unexpired cookie, for an embedder to show or save.
    pub fn cookies(&self, now_ms: f64) -> impl Iterator<Item = &Cookie> {
        self.cookies.iter().filter(move |c| c.expiry_ms > now_ms)
    }

    /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model:
    /// receives `set_cookie_string` for `cx.url`; whether it was stored.
    pub fn receive_a_set_cookie_string(&mut self, set_cookie_string: &str, cx: &CookieContext) -> bool {
        let Some(host) = canonical_host(cx.url) else { return false };
        let Some(parsed) = parse_a_set_cookie_string(set_cookie_string, &default_path(cx.url)) else {
            return false;
        };
        // 2. If cookie-name is empty and cookie-value is empty, abort.
        if parsed.name.is_empty() && parsed.value.is_empty() {
            return false;
        }
        // 4. If the cookie-name is empty and the cookie-value starts with a
        //    case-insensitive match for "__Secure-" or "__Host-", abort.
        if parsed.name.is_empty() && (has_prefix_ignoring_case(&parsed.value, "__Secure-") || has_prefix_ignoring_case(&parsed.value, "__Host-")) {
            return false;
        }
        // 6. The expiry: the last Max-Age (zero or negative: the earliest
        //    representable time), else the last Expires, capped at 400 days;
        //    without either, a session cookie.
        let (persistent, expiry_ms) = match (parsed.max_age, parsed.expires) {
            (Some(secs), _) if secs <= 0 => (true, f64::NEG_INFINITY),
            (Some(secs), _) => (true, cx.now_ms + (secs as f64 * 1000.0).min(MAX_AGE_MS)),
            (None, Some(at)) => (true, at.min(cx.now_ms + MAX_AGE_MS)),
            (None, None) => (false, f64::INFINITY),
        };
        // 7-9. The domain-attribute, canonicalized (IDNA by the URL parser);
        //      a public suffix is dropped when it is the request host itself,
        //      and the cookie ignored otherwise.
        let mut domain_attribute = match &parsed.domain {
            Some(d) => match Host::parse(d) {
                Ok(h) => h.to_string(),
                Err(_) => return false,
            },
            None => String::new(),
        };
        if !domain_attribute.is_empty() && is_public_suffix(&domain_attribute) {
            if domain_attribute != host {
                return false;
            }
            domain_attribute.clear();
        }
        // 10. A non-empty domain-attribute must be domain-matched by the
        //     request host; the cookie is then not host-only. Otherwise it is
        //     host-only, for the request host.
        let (host_only, domain) = if domain_attribute.is_empty() {
            (true, host)
        } else if domain_matches(&host, &domain_attribute) {
            (false, domain_attribute)
        } else {
            return false;
        };
        // 11. The path: the last Path attribute, else the default-path.
        let path = parsed.path.clone().unwrap_or_else(|| default_path(cx.url));
        // 12-13. A Secure cookie needs a secure request URL.
        let secure_only = parsed.secure;
        if secure_only && !cx.secure {
            return false;
        }
        // 14-15. An HttpOnly cookie from a non-HTTP API is ignored.
        if parsed.http_only && cx.api == Api::NonHttp {
            return false;
        }
        // 16. A non-secure cookie from a non-secure URL may not overlay a
        //     Secure cookie of the same name whose domain and path match.
        if !secure_only && !cx.secure {
            let shadows_secure = self.cookies.iter().any(|c| {
                c.secure_only
                    && c.name == parsed.name
                    && (domain_matches(&c.domain, &domain) || domain_matches(&domain, &c.domain))
                    && path_matches(&c.path, &path)
            });
            if shadows_secure {
                return false;
            }
        }
        // 17-18. A cookie that is not SameSite=None may not be set from a
        //        cross-site context.
        if parsed.same_site != SameSite::None && !cx.same_site {
            return false;
        }
        // 19. SameSite=None needs Secure.
        if parsed.same_site == SameSite::None && !secure_only {
            return false;
        }
        // 20. A "__Secure-" name needs Secure.
        if has_prefix_ignoring_case(&parsed.name, "__Secure-") && !secure_only {
            return false;
        }
        // 21. A "__Host-" name needs Secure, a host-only domain and Path=/.
        if has_prefix_ignoring_case(&parsed.name, "__Host-") && !(secure_only && host_only && parsed.path.as_deref() == Some("/")) {
            return false;
        }
        let now = self.tick();
        let mut cookie = Cookie {
            name: parsed.name,
            value: parsed.value,
            expiry_ms,
            domain,
            path,
            creation: now,
            last_access: now,
            persistent,
            host_only,
            secure_only,
            http_only: parsed.http_only,
            same_site: parsed.same_site,
        };
        // 23. An old cookie of the same name, domain, host-only-flag and
        //     path: from a non-HTTP API an HttpOnly one stays; otherwise the
        //     new cookie takes its creation-time and replaces it.
        let old = self.cookies.iter().position(|c| c.name == cookie.name && c.domain == cookie.domain && c.host_only == cookie.host_only && c.path == cookie.path);
        if let Some(i) = old {
            if cx.api == Api::NonHttp && self.cookies[i].http_only {
                return false;
            }
            cookie.creation = self.cookies[i].creation;
            self.cookies.remove(i);
        }
        // 24. Insert the newly created cookie into the cookie store.
        let domain = cookie.domain.clone();
        self.cookies.push(cookie);
        // 25. Remove expired cookies (the one just "set" with a past expiry
        //     among them: that is how a cookie is deleted), then evict the
        //     least recently used beyond the limits.
        self.remove_expired(cx.now_ms);
        self.evict(&domain);
        true
    }

    fn remove_expired(&mut self, now_ms: f64) {
        self.cookies.retain(|c| c.expiry_ms > now_ms);
    }

    /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-removing-excess-cookies:
    /// the least recently accessed cookies of `domain`, then of the store.
    fn evict(&mut self, domain: &str) {
        while self.cookies.iter().filter(|c| c.domain == domain).count() > MAX_COOKIES_PER_DOMAIN {
            let oldest = self.cookies.iter().enumerate().filter(|(_, c)| c.domain == domain).min_by_key(|(_, c)| c.last_access).map(|(i, _)| i);
            match oldest {
                Some(i) => self.cookies.remove(i),
                None => break,
            };
        }
        while self.cookies.len() > MAX_COOKIES {
            let oldest = self.cookies.iter().enumerate().min_by_key(|(_, c)| c.last_access).map(|(i, _)| i);
            match oldest {
                Some(i) => self.cookies.remove(i),
                None => break,
            };
        }
    }

    /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-retrieval-algorithm:
    /// the cookie-string for `cx.url`.
    pub fn retrieve_the_cookie_string(&mut self, cx: &CookieContext) -> String {
        let Some(host) = canonical_host(cx.url) else { return String::new() };
        self.remove_expired(cx.now_ms);
        // 1. The cookie-list: the cookies whose domain the host is (host-only)
        //    or domain-matches, whose path the request path path-matches,
        //    that are not Secure unless the URL is secure, not HttpOnly for a
        //    non-HTTP API, and SameSite=None unless the context is same-site.
        let path = cx.url.path();
        let mut list: Vec<usize> = (0..self.cookies.len())
            .filter(|&i| {
                let c = &self.cookies[i];
                (if c.host_only { host == c.domain } else { domain_matches(&host, &c.domain) })
                    && path_matches(path, &c.path)
                    && (!c.secure_only || cx.secure)
                    && !(c.http_only && cx.api == Api::NonHttp)
                    && (c.same_site == SameSite::None || cx.same_site)
            })
            .collect();
        // 2. Sort: longer paths first, then earlier creation-times first.
        list.sort_by(|&a, &b| {
            let (a, b) = (&self.cookies[a], &self.cookies[b]);
            b.path.len().cmp(&a.path.len()).then(a.creation.cmp(&b.creation))
        });
        // 3. Update the last-access-time of each cookie in the cookie-list.
        let now = self.tick();
        for &i in &list {
            self.cookies[i].last_access = now;
        }
        // 4. Serialize: "name=value" (the value alone for an empty name),
        //    separated by "; ".
        let mut out = String::new();
        for (n, &i) in list.iter().enumerate() {
            let c = &self.cookies[i];
            if n > 0 {
                out.push_str("; ");
            }
            if !c.name.is_empty() {
                out.push_str(&c.name);
                out.push('=');
            }
            out.push_str(&c.value);
        }
        out
    }
}
