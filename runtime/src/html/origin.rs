//! Origins (https://html.spec.whatwg.org/multipage/browsers.html#origin) and
//! the secure-contexts "potentially trustworthy" checks.
//!
//! An [`Origin`] wraps `url::Origin`, which already has the spec's two forms:
//! a tuple (scheme, host, port) and an opaque origin with a unique identity.

use std::net::IpAddr;

use url::{Host, Url};

/// An origin: a tuple origin or an opaque origin.
///
/// Opaque origins are equal only to themselves (and their clones), as the
/// spec's "same origin" requires.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Origin(url::Origin);

impl Origin {
    /// The origin of `url` (https://url.spec.whatwg.org/#concept-url-origin).
    ///
    /// The URL spec leaves `file:` origins "as an exercise to the reader";
    /// the url crate makes them opaque. We choose a tuple origin
    /// (`file`, host, no port) instead, so that step 6 of "is origin
    /// potentially trustworthy" (file is trustworthy) can apply, as Chromium
    /// does with its `isSecureContext` for file pages. All file pages on one
    /// host are therefore same origin with each other.
    pub fn from_url(url: &Url) -> Origin {
        if url.scheme() == "file" {
            let host = match url.host() {
                Some(host) => host.to_owned(),
                None => Host::Domain(String::new()),
            };
            return Origin(url::Origin::Tuple("file".to_owned(), host, 0));
        }
        Origin(url.origin())
    }

    /// A new opaque origin, different from every other origin.
    pub fn new_opaque() -> Origin {
        Origin(url::Origin::new_opaque())
    }

    /// Whether this is an opaque origin.
    pub fn is_opaque(&self) -> bool {
        !self.0.is_tuple()
    }

    /// The scheme of a tuple origin; `None` for an opaque origin.
    pub fn scheme(&self) -> Option<&str> {
        match &self.0 {
            url::Origin::Tuple(scheme, _, _) => Some(scheme),
            url::Origin::Opaque(_) => None,
        }
    }

    /// The host of a tuple origin; `None` for an opaque origin.
    pub fn host(&self) -> Option<&Host<String>> {
        match &self.0 {
            url::Origin::Tuple(_, host, _) => Some(host),
            url::Origin::Opaque(_) => None,
        }
    }

    /// The port of a tuple origin, `None` when it is the scheme's default
    /// port (the spec's null port) or the origin is opaque.
    pub fn port(&self) -> Option<u16> {
        match &self.0 {
            url::Origin::Tuple(scheme, _, port) => {
                if Some(*port) == default_port(scheme) || scheme == "file" {
                    None
                } else {
                    Some(*port)
                }
            }
            url::Origin::Opaque(_) => None,
        }
    }

    /// The underlying `url::Origin`.
    pub fn as_url_origin(&self) -> &url::Origin {
        &self.0
    }

    /// https://html.spec.whatwg.org/multipage/browsers.html#serialization-of-an-origin
    pub fn serialize(&self) -> String {
        // 1. If origin is an opaque origin, then return "null".
        if self.is_opaque() {
            return "null".to_owned();
        }
        // Our file: tuple origins have no port; serialize them as "file://"
        // plus the host (what Chromium shows for file pages).
        if self.scheme() == Some("file") {
            let host = self.host().map(|h| h.to_string()).unwrap_or_default();
            return format!("file://{host}");
        }
        // 2-6. scheme "://" host [":" port]
        self.0.ascii_serialization()
    }

    /// https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy
    pub fn is_potentially_trustworthy(&self) -> bool {
        // 1. If origin is an opaque origin, return "Not Trustworthy".
        // 2. Assert: origin is a tuple origin.
        let (Some(scheme), Some(host)) = (self.scheme(), self.host()) else {
            return false;
        };
        // 3. If origin's scheme is either "https" or "wss", return
        //    "Potentially Trustworthy".
        if scheme == "https" || scheme == "wss" {
            return true;
        }
        // 4. If origin's host matches one of the CIDR notations 127.0.0.0/8
        //    or ::1/128, return "Potentially Trustworthy".
        match host {
            Host::Ipv4(ip) if ip.is_loopback() => return true,
            Host::Ipv6(ip) if IpAddr::V6(*ip).is_loopback() => return true,
            _ => {}
        }
        // 5. If the user agent conforms to "Let 'localhost' be localhost" and
        //    origin's host is "localhost" or "localhost." or falls within
        //    ".localhost", return "Potentially Trustworthy". (We resolve
        //    localhost names to loopback, so we conform.)
        if let Host::Domain(domain) = host {
            let domain = domain.strip_suffix('.').unwrap_or(domain);
            if domain == "localhost" || domain.ends_with(".localhost") {
                return true;
            }
        }
        // 6. If origin's scheme is "file", return "Potentially Trustworthy".
        if scheme == "file" {
            return true;
        }
        // 7-8. No other scheme or origin is configured as trustworthy.
        // 9. Return "Not Trustworthy".
        false
    }
}

/// https://url.spec.whatwg.org/#default-port
fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "ftp" => Some(21),
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        _ => None,
    }
}

/// https://html.spec.whatwg.org/multipage/browsers.html#same-origin
pub fn same_origin(a: &Origin, b: &Origin) -> bool {
    // 1. If A and B are the same opaque origin, then return true.
    // 2. If A and B are both tuple origins and their schemes, hosts, and
    //    port are identical, then return true.
    // 3. Return false.
    // `url::Origin` equality is exactly this: opaque origins compare by
    // their unique identifier, tuples component-wise.
    a == b
}

/// https://url.spec.whatwg.org/#host-registrable-domain
pub fn registrable_domain(host: &Host<String>) -> Option<String> {
    // Only domains have a public suffix; IP addresses have none.
    let Host::Domain(domain) = host else {
        return None;
    };
    // 1. If host's public suffix is null or host's public suffix equals
    //    host, then return null.
    // 2. Return the registrable domain determined by running the rules of
    //    the public suffix list with host (with "*" as the default rule).
    //    (psl::domain is that registrable domain; it is None exactly when
    //    the host is itself a public suffix.)
    let registrable = psl::domain(domain.as_bytes())?;
    std::str::from_utf8(registrable.as_bytes())
        .ok()
        .map(str::to_owned)
}

/// https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site
pub fn schemelessly_same_site(a: &Origin, b: &Origin) -> bool {
    // 1. If A and B are the same opaque origin, then return true.
    if a.is_opaque() || b.is_opaque() {
        return a.is_opaque() && a == b;
    }
    // 2. If A and B are both tuple origins, then:
    if let (Some(host_a), Some(host_b)) = (a.host(), b.host()) {
        // 2.1. Let hostA be A's host, and let hostB be B's host.
        let domain_a = registrable_domain(host_a);
        // 2.2. If hostA equals hostB and hostA's registrable domain is null,
        //      then return true.
        if host_a == host_b && domain_a.is_none() {
            return true;
        }
        // 2.3. If hostA's registrable domain equals hostB's registrable
        //      domain and is non-null, then return true.
        if domain_a.is_some() && domain_a == registrable_domain(host_b) {
            return true;
        }
    }
    // 3. Return false.
    false
}

/// https://html.spec.whatwg.org/multipage/browsers.html#same-site
pub fn same_site(a: &Origin, b: &Origin) -> bool {
    // A and B are same site if both of the following statements are true:
    // - A and B are schemelessly same site
    // - A and B are either both opaque origins, or both tuple origins with
    //   the same scheme
    schemelessly_same_site(a, b)
        && match (a.scheme(), b.scheme()) {
            (None, None) => true,
            (Some(sa), Some(sb)) => sa == sb,
            _ => false,
        }
}

/// https://w3c.github.io/webappsec-secure-contexts/#is-url-trustworthy
pub fn is_potentially_trustworthy_url(url: &Url) -> bool {
    // 1. If url is "about:blank" or "about:srcdoc", return "Potentially
    //    Trustworthy".
    if url.scheme() == "about" && (url.path() == "blank" || url.path() == "srcdoc") {
        return true;
    }
    // 2. If url's scheme is "data", return "Potentially Trustworthy".
    if url.scheme() == "data" {
        return true;
    }
    // 3. Return the result of executing "is origin potentially trustworthy"
    //    on url's origin.
    Origin::from_url(url).is_potentially_trustworthy()
}
