//! Target: URL parsing and resolution as the engine does it: the URL
//! Standard's parser with a base (links, `fetch`, `location`), the `URL`
//! constructor's parser, the setters `URL` objects have, and import maps.

use url::Url;

/// Target: the text is split at NUL characters into an input, a base and
/// a value for the setters.
pub fn url_parsing(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.split('\u{0}');
    let input = parts.next().unwrap_or_default();
    let base_text = parts.next().unwrap_or("https://fuzz.localhost/a/b?c#d");
    let value = parts.next().unwrap_or(input);

    let _ = bindings::url::url::api_url_parser(input, Some(base_text));
    let _ = bindings::url::url::api_url_parser(input, None);
    let Ok(base) = Url::parse(base_text).or_else(|_| Url::parse("https://fuzz.localhost/")) else { return };
    if let Ok(mut url) = base.join(input) {
        // Serializing a parsed URL and parsing it again gives the same URL.
        let reparsed = Url::parse(url.as_str());
        assert_eq!(reparsed.as_ref().map(Url::as_str), Ok(url.as_str()), "a URL does not round-trip");
        let _ = url.origin().ascii_serialization();
        let _ = url.set_scheme(value);
        let _ = url.set_host(Some(value));
        let _ = url.set_port(value.parse().ok());
        url.set_path(value);
        url.set_query(Some(value));
        url.set_fragment(Some(value));
        let _ = url.set_username(value);
        let _ = url.set_password(Some(value));
        let _ = Url::parse(url.as_str());
    }
    let _ = runtime::html::import_map::parse_an_import_map_string(input, &base);
}
