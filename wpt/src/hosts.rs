//! The host names and ports of a WPT server (wptserve's default config), and
//! the URL a test is loaded from.
//!
//! wptserve serves the same tree under every one of these origins; tests use
//! them to get same-site, cross-origin and cross-site frames.

use std::sync::LazyLock;

use runtime::fetch::loader::LoadError;
use url::Url;

/// The main WPT host (`{{host}}`).
pub const HOST: &str = "web-platform.test";
/// The "alt" host, which is another site (`{{hosts[alt][]}}`).
pub const ALT_HOST: &str = "not-web-platform.test";
/// The subdomains wptserve serves under both hosts.
pub const SUBDOMAINS: [&str; 3] = ["www", "www1", "www2"];
/// `{{ports[http][0]}}` and `{{ports[http][1]}}`.
pub const HTTP_PORTS: [u16; 2] = [8000, 8001];
/// `{{ports[https][0]}}` and `{{ports[https][1]}}`.
pub const HTTPS_PORTS: [u16; 2] = [8443, 8444];

/// The host name for `subdomain` of the main host: `""` is the host itself,
/// `"www2"` is `www2.web-platform.test`. `None` for an unknown subdomain.
pub fn domain(subdomain: &str) -> Option<String> {
    host_with(HOST, subdomain)
}

/// The host name for `subdomain` of the alt host (`not-web-platform.test`).
pub fn alt_domain(subdomain: &str) -> Option<String> {
    host_with(ALT_HOST, subdomain)
}

fn host_with(base: &str, subdomain: &str) -> Option<String> {
    if subdomain.is_empty() {
        Some(base.to_owned())
    } else if SUBDOMAINS.contains(&subdomain) {
        Some(format!("{subdomain}.{base}"))
    } else {
        None
    }
}

/// Whether `host` is one of the WPT host names (ASCII case-insensitive).
pub fn is_wpt_host(host: &str) -> bool {
    let host = host.to_ascii_lowercase();
    [HOST, ALT_HOST].iter().any(|base| {
        host == *base
            || SUBDOMAINS
                .iter()
                .any(|sub| host.strip_suffix(base) == Some(&format!("{sub}.")))
    })
}

/// The ports wptserve listens on for `scheme` (`http` or `https`).
pub fn ports(scheme: &str) -> Option<&'static [u16; 2]> {
    match scheme {
        "http" => Some(&HTTP_PORTS),
        "https" => Some(&HTTPS_PORTS),
        _ => None,
    }
}

/// Checks that `url` is on one of the WPT origins: scheme http on 8000/8001
/// or https on 8443/8444, and a WPT host name.
pub fn check_wpt_origin(url: &Url) -> Result<(), LoadError> {
    let unsupported = || LoadError::Unsupported(url.to_string());
    let ports = ports(url.scheme()).ok_or_else(unsupported)?;
    let port = url.port_or_known_default().ok_or_else(unsupported)?;
    let host = url.host_str().ok_or_else(unsupported)?;
    if ports.contains(&port) && is_wpt_host(host) {
        Ok(())
    } else {
        Err(unsupported())
    }
}

/// Whether the test file `path` must be loaded over https: its file name
/// carries the `https` flag (`x.https.html`, `x.sub.https.html`,
/// `x.https.window.js`), as in the WPT manifest.
pub fn is_https_test(path: &str) -> bool {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let name = path.rsplit('/').next().unwrap_or_default();
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() > 2 && parts[1..parts.len() - 1].contains(&"https")
}

static HTTP_BASE: LazyLock<Url> = LazyLock::new(|| base_url("http", HTTP_PORTS[0]));
static HTTPS_BASE: LazyLock<Url> = LazyLock::new(|| base_url("https", HTTPS_PORTS[0]));

fn base_url(scheme: &str, port: u16) -> Url {
    // A constant, well-formed URL: parsing it cannot fail.
    #[allow(clippy::expect_used)]
    Url::parse(&format!("{scheme}://{HOST}:{port}/")).expect("constant WPT base URL")
}

/// The URL the test at `path` (a URL path such as
/// `/webmcp/imperative/getTools.https.html`, optionally with `?query` and
/// `#fragment`) is loaded from: `https://web-platform.test:8443/PATH` for an
/// https test and `http://web-platform.test:8000/PATH` otherwise.
pub fn test_url(path: &str) -> Url {
    let mut url = if is_https_test(path) {
        HTTPS_BASE.clone()
    } else {
        HTTP_BASE.clone()
    };
    let (rest, fragment) = match path.split_once('#') {
        Some((rest, fragment)) => (rest, Some(fragment)),
        None => (path, None),
    };
    let (path_only, query) = match rest.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (rest, None),
    };
    if path_only.starts_with('/') {
        url.set_path(path_only);
    } else {
        url.set_path(&format!("/{path_only}"));
    }
    url.set_query(query);
    url.set_fragment(fragment);
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn https_flag_in_file_name() {
        assert!(is_https_test("/a/x.https.html"));
        assert!(is_https_test("/a/x.sub.https.html"));
        assert!(is_https_test("/a/x.https.window.js"));
        assert!(is_https_test("/a/x.https.window.html?v=1"));
        assert!(!is_https_test("/a/non-secure.html"));
        assert!(!is_https_test("/https.html"));
        assert!(!is_https_test("/x.https/y.html"));
    }

    #[test]
    fn test_urls() {
        assert_eq!(
            test_url("/webmcp/imperative/getTools.https.html").as_str(),
            "https://web-platform.test:8443/webmcp/imperative/getTools.https.html"
        );
        assert_eq!(
            test_url("webmcp/imperative/non-secure.html").as_str(),
            "http://web-platform.test:8000/webmcp/imperative/non-secure.html"
        );
        assert_eq!(
            test_url("/a/x.any.html?x=1#f").as_str(),
            "http://web-platform.test:8000/a/x.any.html?x=1#f"
        );
    }

    #[test]
    fn origins() {
        for ok in [
            "http://web-platform.test:8000/",
            "http://www.web-platform.test:8001/",
            "https://www2.not-web-platform.test:8444/x",
            "https://NOT-web-platform.test:8443/x",
        ] {
            assert!(check_wpt_origin(&Url::parse(ok).unwrap()).is_ok(), "{ok}");
        }
        for bad in [
            "http://web-platform.test/",
            "https://web-platform.test:8000/",
            "http://www3.web-platform.test:8000/",
            "http://example.com:8000/",
            "http://xwww.web-platform.test:8000/",
            "file:///etc/passwd",
            "data:text/html,hi",
        ] {
            assert!(
                matches!(check_wpt_origin(&Url::parse(bad).unwrap()), Err(LoadError::Unsupported(_))),
                "{bad}"
            );
        }
        assert_eq!(domain("www2").unwrap(), "www2.web-platform.test");
        assert_eq!(alt_domain("").unwrap(), "not-web-platform.test");
        assert!(domain("www9").is_none());
    }
}
