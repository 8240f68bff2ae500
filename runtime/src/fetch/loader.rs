//! Fetching the resources a page asks for (the page itself, its scripts, the
//! files `fetch()` reads). The runtime only knows this trait; the `wpt` crate
//! implements it with a virtual WPT server and the CLI with the file system.

use url::Url;

/// A response to a request for `url`.
#[derive(Debug, Clone)]
pub struct Resource {
    /// The URL the response is for (after any mapping the loader made).
    pub url: Url,
    /// The HTTP status code (200 for a file that was found).
    pub status: u16,
    /// The response headers, names as given, in order.
    pub headers: Vec<(String, String)>,
    /// The body bytes.
    pub body: Vec<u8>,
}

impl Resource {
    /// The value of the first header named `name` (ASCII case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The body as text (UTF-8, with replacement characters for bad bytes).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Why a resource could not be loaded.
#[derive(Debug, Clone, thiserror::Error)]
pub enum LoadError {
    #[error("not found: {0}")]
    NotFound(String),
    #[error("unsupported URL {0}")]
    Unsupported(String),
    #[error("could not read {path}: {message}")]
    Io { path: String, message: String },
}

/// Something that answers requests for URLs.
pub trait ResourceLoader {
    fn load(&self, url: &Url) -> Result<Resource, LoadError>;

    /// A POST request to `url` with `body` (a form submission's entity
    /// body, `content_type` its `Content-Type`). Loaders of static files
    /// answer it as they answer a GET of `url`: a file's content does not
    /// depend on the request body. A loader backed by a server that reads
    /// bodies overrides it.
    fn load_post(&self, url: &Url, body: &[u8], content_type: &str) -> Result<Resource, LoadError> {
        let _ = (body, content_type);
        self.load(url)
    }
}

/// The file under `root` that a URL path names, for a loader that serves a
/// folder: each segment percent-decoded; `None` for a segment that would
/// leave the folder or name something else (`..`, `.`, a decoded `/` or
/// `\`, NUL) or does not decode as UTF-8.
pub fn file_under(root: &std::path::Path, url_path: &str) -> Option<std::path::PathBuf> {
    let mut file = root.to_path_buf();
    for segment in url_path.split('/').filter(|s| !s.is_empty()) {
        let segment = percent_encoding::percent_decode_str(segment).decode_utf8().ok()?;
        if segment == ".." || segment == "." || segment.contains(['/', '\\', '\0']) {
            return None;
        }
        file.push(segment.as_ref());
    }
    Some(file)
}

#[cfg(test)]
mod tests {
    use super::file_under;
    use std::path::Path;

    #[test]
    fn a_url_path_stays_under_the_root() {
        let root = Path::new("/srv/site");
        assert_eq!(file_under(root, "/a/b%20c.html"), Some(root.join("a").join("b c.html")));
        assert_eq!(file_under(root, "/"), Some(root.to_path_buf()));
        for escape in ["/../etc/passwd", "/a/%2e%2e/b", "/a%2fb", "/a%5cb", "/%00", "/./x", "/%ff"] {
            assert_eq!(file_under(root, escape), None, "{escape}");
        }
    }
}
