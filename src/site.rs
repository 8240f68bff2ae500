//! An ordinary web site served from a directory, as a static file server
//! on a secure origin would serve it: what `--root DIR` means for `run`,
//! `tools`, `call` and `serve` (WPT's host and file-name conventions belong
//! to `webmcp wpt` alone).
//!
//! The root is served at the page's origin (`https://localhost` unless the
//! embedder picks another) and at any further origins asked for, so that a
//! page can frame a cross-origin document of the same tree. Nothing else is
//! reachable: a URL on any other origin fails to load as it would offline.

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::{Origin, Url};

use crate::session::errors::Error;

/// The origin a site is served at when none is given: `localhost` is
/// potentially trustworthy (Secure Contexts, "Is origin potentially
/// trustworthy?" step 5), so the page is a secure context and gets
/// `modelContext`, and `https` is what the site would have in production.
pub const DEFAULT_ORIGIN: &str = "https://localhost";

/// Serves the files under a root directory at one or more origins.
#[derive(Debug, Clone)]
pub(crate) struct SiteServer {
    root: PathBuf,
    /// The origins the root is served at; the first is the page's.
    origins: Vec<Url>,
}

impl SiteServer {
    /// A server of `root` at `origin` and `more_origins`, each an `http` or
    /// `https` origin such as `https://localhost` or `http://127.0.0.1:8000`.
    pub(crate) fn new(root: &Path, origin: &str, more_origins: &[String]) -> Result<SiteServer, Error> {
        let root = root.canonicalize().map_err(|e| Error::Load(format!("cannot open the root {}: {e}", root.display())))?;
        if !root.is_dir() {
            return Err(Error::Load(format!("the root {} is not a directory", root.display())));
        }
        let origins = std::iter::once(origin).chain(more_origins.iter().map(String::as_str)).map(parse_origin).collect::<Result<Vec<_>, _>>()?;
        Ok(SiteServer { root, origins })
    }

    /// The URL of `page`: a full URL on one of the served origins, or a path
    /// under the root (`/index.html`, `shop/cart.html?id=3#top`, `/` for the
    /// root's `index.html`) on the page's origin. A path to an existing file
    /// inside the root, as the shell spells it (`site/index.html` with
    /// `--root site`), is taken as that file.
    pub(crate) fn page_url(&self, page: &str) -> Result<Url, Error> {
        if let Ok(url) = Url::parse(page) {
            if matches!(url.scheme(), "http" | "https") {
                if !self.serves(&url.origin()) {
                    return Err(Error::Load(format!("{url} is not on an origin the root is served at ({})", self.origin_list())));
                }
                return Ok(url);
            }
        }
        let (path, rest) = split_path(page);
        let path = self.path_in_root(path).unwrap_or_else(|| path.trim_start_matches("./").to_string());
        let mut path = if path.starts_with('/') { path } else { format!("/{path}") };
        // A directory is redirected to its name with a final slash, as file
        // servers do, so that its index.html resolves relative URLs inside it.
        if !path.ends_with('/') && self.file_for(&path).and_then(|f| self.inside_root(&f)).is_some_and(|f| f.is_dir()) {
            path.push('/');
        }
        self.origins[0].join(&format!("{path}{rest}")).map_err(|e| Error::Load(format!("cannot make a URL of {page}: {e}")))
    }

    /// `path` as a URL path under the root, when it names an existing file
    /// inside the root relative to the working directory.
    fn path_in_root(&self, path: &str) -> Option<String> {
        let file = Path::new(path).canonicalize().ok()?;
        let relative = file.strip_prefix(&self.root).ok()?;
        let segments: Vec<String> = relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
        let mut url_path = String::new();
        for s in &segments {
            url_path.push('/');
            url_path.extend(percent_encoding::utf8_percent_encode(s, PATH_SEGMENT));
        }
        if file.is_dir() {
            url_path.push('/');
        }
        Some(url_path)
    }

    fn serves(&self, origin: &Origin) -> bool {
        self.origins.iter().any(|o| &o.origin() == origin)
    }

    fn origin_list(&self) -> String {
        self.origins.iter().map(|o| o.origin().ascii_serialization()).collect::<Vec<_>>().join(", ")
    }

    /// The file under the root for a URL path, or `None` when the path
    /// cannot name one (bad escapes, `..`, separators inside a segment).
    fn file_for(&self, url_path: &str) -> Option<PathBuf> {
        runtime::fetch::loader::file_under(&self.root, url_path)
    }

    /// The file's canonical path when it is inside the root (a symbolic
    /// link out of the tree counts as missing).
    fn inside_root(&self, file: &Path) -> Option<PathBuf> {
        file.canonicalize().ok().filter(|f| f.starts_with(&self.root))
    }
}

impl ResourceLoader for SiteServer {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        // Another origin is the network, and there is none.
        if !self.serves(&url.origin()) {
            return Err(LoadError::Unsupported(format!("{url} (offline: the root is served at {} only)", self.origin_list())));
        }
        let Some(file) = self.file_for(url.path()).and_then(|f| self.inside_root(&f)) else {
            return Ok(not_found(url));
        };
        if file.is_dir() {
            // A directory is its index.html; without the final slash it is
            // redirected first, so that relative URLs resolve inside it.
            let index = file.join("index.html");
            if self.inside_root(&index).is_none_or(|f| !f.is_file()) {
                return Ok(not_found(url));
            }
            let mut url = url.clone();
            if !url.path().ends_with('/') {
                let path = format!("{}/", url.path());
                url.set_path(&path);
            }
            return serve_file(&url, &index);
        }
        serve_file(url, &file)
    }
}

fn serve_file(url: &Url, file: &Path) -> Result<Resource, LoadError> {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let body = fs::read(file).map_err(|e| match e.kind() {
        ErrorKind::NotFound => LoadError::NotFound(file.display().to_string()),
        _ => LoadError::Io { path: file.display().to_string(), message: e.to_string() },
    })?;
    // The extension's usual type (the table is the one the WPT server uses; nothing in it is WPT's own).
    let headers = vec![("Content-Type".to_owned(), wpt::content_type::content_type_for(&name).to_owned())];
    Ok(Resource { url: url.clone(), status: 200, headers, body })
}

fn not_found(url: &Url) -> Resource {
    Resource { url: url.clone(), status: 404, headers: vec![("Content-Type".to_owned(), "text/plain".to_owned())], body: b"404 Not Found".to_vec() }
}

/// Characters escaped in a path segment made from a file name.
const PATH_SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::CONTROLS.add(b' ').add(b'"').add(b'#').add(b'%').add(b'<').add(b'>').add(b'?').add(b'`').add(b'{').add(b'}');

/// `page` split into its path and its `?query#fragment` (empty when absent).
pub(crate) fn split_path(page: &str) -> (&str, &str) {
    match page.find(['?', '#']) {
        Some(i) => (&page[..i], &page[i..]),
        None => (page, ""),
    }
}

/// An origin given by the user: `http` or `https`, a host, maybe a port,
/// nothing else.
fn parse_origin(text: &str) -> Result<Url, Error> {
    let bad = |why: &str| Error::Load(format!("the origin {text} {why}"));
    let url = Url::parse(text).map_err(|e| bad(&format!("is not a URL: {e}")))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(bad("must be http: or https:"));
    }
    if url.host().is_none() || !url.username().is_empty() || url.password().is_some() || url.path() != "/" || url.query().is_some() || url.fragment().is_some() {
        return Err(bad("must be a scheme, a host and maybe a port (such as https://localhost or http://127.0.0.1:8000)"));
    }
    Ok(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> (tempfile::TempDir, SiteServer) {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("shop")).unwrap();
        fs::write(dir.path().join("index.html"), "home").unwrap();
        fs::write(dir.path().join("shop/index.html"), "shop").unwrap();
        fs::write(dir.path().join("shop/a b.js"), "js").unwrap();
        let server = SiteServer::new(dir.path(), DEFAULT_ORIGIN, &["https://frame.localhost".into()]).unwrap();
        (dir, server)
    }

    #[test]
    fn pages_are_paths_under_the_root_with_query_and_fragment() {
        let (_dir, s) = site();
        assert_eq!(s.page_url("/shop/x.html?a=1#top").unwrap().as_str(), "https://localhost/shop/x.html?a=1#top");
        assert_eq!(s.page_url("index.html").unwrap().as_str(), "https://localhost/index.html");
        assert_eq!(s.page_url("/shop?a=1").unwrap().as_str(), "https://localhost/shop/?a=1");
        assert_eq!(s.page_url("https://frame.localhost/f.html").unwrap().as_str(), "https://frame.localhost/f.html");
        assert!(s.page_url("https://example.com/").is_err());
    }

    #[test]
    fn files_directories_and_other_origins() {
        let (_dir, s) = site();
        let get = |u: &str| s.load(&Url::parse(u).unwrap());
        let home = get("https://localhost/").unwrap();
        assert_eq!((home.status, home.body.as_slice()), (200, b"home".as_slice()));
        let shop = get("https://localhost/shop?x=1").unwrap();
        assert_eq!((shop.status, shop.url.as_str(), shop.body.as_slice()), (200, "https://localhost/shop/?x=1", b"shop".as_slice()));
        let js = get("https://frame.localhost/shop/a%20b.js").unwrap();
        assert_eq!((js.status, js.header("content-type")), (200, Some("text/javascript")));
        assert_eq!(get("https://localhost/missing.html").unwrap().status, 404);
        assert_eq!(get("https://localhost/../etc/passwd").unwrap().status, 404);
        assert!(matches!(get("https://cdn.example.com/lib.js"), Err(LoadError::Unsupported(_))));
        assert!(matches!(get("http://localhost/index.html"), Err(LoadError::Unsupported(_))));
    }

    #[test]
    fn origins_must_be_bare_http_or_https_origins() {
        let dir = tempfile::tempdir().unwrap();
        for bad in ["file:///x", "https://localhost/app/", "localhost", "https://u@localhost", "https://localhost?x"] {
            assert!(SiteServer::new(dir.path(), bad, &[]).is_err(), "{bad}");
        }
        assert!(SiteServer::new(dir.path(), "http://127.0.0.1:8000", &[]).is_ok());
        assert!(SiteServer::new(&dir.path().join("missing"), DEFAULT_ORIGIN, &[]).is_err());
    }
}
