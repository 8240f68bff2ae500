//! The virtual WPT server: answers requests for any WPT origin from the
//! files under a WPT root, the way wptserve does (same tree for every host).

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;

use crate::content_type::{content_type_for, merge_headers, parse_headers_file};
use crate::hosts::check_wpt_origin;
use crate::substitute::substitute;
use crate::wrapper::{wrapper_page, WrapperKind};

/// The project's reporting file, served for `/resources/testharnessreport.js`.
pub const TESTHARNESSREPORT_JS: &str = include_str!("../resources/testharnessreport.js");
/// The text in testharnessreport.js that the timeout multiplier replaces.
const MULTIPLIER_PLACEHOLDER: &str = "__WEBMCP_TIMEOUT_MULTIPLIER__";
/// Served for `/interfaces/dom.idl` when the root has none.
pub const DOM_IDL: &str = include_str!("../../webidl/idl/dom.webidl");
/// Served for `/interfaces/html.idl` when the root has none.
pub const HTML_IDL: &str = include_str!("../../webidl/idl/html.webidl");

/// A wptserve stand-in over the WPT tree at `root`.
#[derive(Debug, Clone)]
pub struct VirtualServer {
    root: PathBuf,
    /// URL paths that get substitution although their names have no `.sub.`.
    substituted: Vec<String>,
    /// testharness.js's `timeout_multiplier`, written into testharnessreport.js.
    timeout_multiplier: f64,
    /// The stand-in dom.idl and html.idl, cut to what the root's IDL reaches
    /// (made on first request).
    dependency_idl: Arc<OnceLock<[String; 2]>>,
}

impl VirtualServer {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        VirtualServer {
            root: root.into(),
            substituted: Vec::new(),
            timeout_multiplier: 1.0,
            dependency_idl: Arc::default(),
        }
    }

    /// Scales the harness timeouts of the pages (`--timeout-multiplier`).
    pub fn with_timeout_multiplier(mut self, multiplier: f64) -> Self {
        if multiplier.is_finite() && multiplier > 0.0 {
            self.timeout_multiplier = multiplier;
        }
        self
    }

    /// The project's testharnessreport.js with this server's timeout multiplier.
    pub fn testharnessreport_js(&self) -> String {
        TESTHARNESSREPORT_JS.replace(MULTIPLIER_PLACEHOLDER, &format!("{}", self.timeout_multiplier))
    }

    /// Also substitute the files at these URL paths (`/a/b.html`).
    pub fn with_substituted<I, S>(mut self, paths: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.substituted.extend(paths.into_iter().map(Into::into));
        self
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The file under the root for a URL path, or `None` when the path cannot
    /// name a file there (bad escapes, `..`, separators inside a segment).
    fn file_for(&self, url_path: &str) -> Option<PathBuf> {
        runtime::fetch::loader::file_under(&self.root, url_path)
    }

    /// Whether `file` is a regular file inside the root, symbolic links
    /// resolved (a link out of the tree is treated as missing).
    fn is_served_file(&self, file: &Path) -> bool {
        let (Ok(file), Ok(root)) = (file.canonicalize(), self.root.canonicalize()) else {
            return false;
        };
        file.starts_with(root) && file.is_file()
    }

    fn wants_substitution(&self, url: &Url, name: &str) -> bool {
        has_flag(name, "sub")
            || self.substituted.iter().any(|p| p == url.path())
            || url
                .query_pairs()
                .any(|(k, v)| k == "pipe" && v.split('|').any(|p| p.trim() == "sub"))
    }

    fn serve_file(&self, url: &Url, file: &Path) -> Result<Resource, LoadError> {
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let mut body = read(file)?;
        if self.wants_substitution(url, &name) {
            body = substitute(&String::from_utf8_lossy(&body), url).into_bytes();
        }
        let mut headers = vec![("Content-Type".to_owned(), content_type_for(&name).to_owned())];
        merge_headers(&mut headers, self.headers_file_for(file)?);
        Ok(ok(url, headers, body))
    }

    /// The headers of `FILE.headers`, if there is one.
    fn headers_file_for(&self, file: &Path) -> Result<Vec<(String, String)>, LoadError> {
        let mut path = file.as_os_str().to_owned();
        path.push(".headers");
        let path = PathBuf::from(path);
        if !self.is_served_file(&path) {
            return Ok(Vec::new());
        }
        Ok(parse_headers_file(&String::from_utf8_lossy(&read(&path)?)))
    }

    /// `X.window.html` / `X.any.html` generated from `X.window.js` / `X.any.js`.
    fn serve_wrapper(&self, url: &Url) -> Result<Option<Resource>, LoadError> {
        let Some((kind, script_path)) = WrapperKind::for_page(url.path()) else {
            return Ok(None);
        };
        let Some(script) = self.file_for(&script_path) else {
            return Ok(None);
        };
        if !self.is_served_file(&script) {
            return Ok(None);
        }
        let source = String::from_utf8_lossy(&read(&script)?).into_owned();
        let script_name = script_path.rsplit('/').next().unwrap_or_default();
        let page = wrapper_page(kind, script_name, &source);
        // The script's own `.headers` (say, a Permissions-Policy) apply to
        // the page that runs it.
        let mut headers = vec![("Content-Type".to_owned(), "text/html".to_owned())];
        merge_headers(&mut headers, self.headers_file_for(&script)?);
        Ok(Some(ok(url, headers, page.into_bytes())))
    }
}

impl VirtualServer {
    /// The engine's dom.idl and html.idl, as the definitions that the root's
    /// `/interfaces/*.idl` files reach (`crate::idl_subset`).
    fn dependency_idl(&self) -> &[String; 2] {
        self.dependency_idl.get_or_init(|| {
            let mut seeds = Vec::new();
            if let Ok(entries) = fs::read_dir(self.root.join("interfaces")) {
                for entry in entries.flatten() {
                    let path = entry.path();
                    if path.extension().is_some_and(|e| e == "idl") {
                        if let Ok(text) = fs::read_to_string(&path) {
                            seeds.push(text);
                        }
                    }
                }
            }
            let seeds: Vec<&str> = seeds.iter().map(String::as_str).collect();
            let mut cut = crate::idl_subset::reachable_definitions(&[DOM_IDL, HTML_IDL], &seeds).into_iter();
            [cut.next().unwrap_or_default(), cut.next().unwrap_or_default()]
        })
    }
}

impl ResourceLoader for VirtualServer {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        check_wpt_origin(url)?;
        let path = url.path();
        if path == "/resources/testharnessreport.js" {
            return Ok(embedded(url, "text/javascript", &self.testharnessreport_js()));
        }
        let Some(file) = self.file_for(path) else {
            return Ok(not_found(url));
        };
        if self.is_served_file(&file) {
            return self.serve_file(url, &file);
        }
        if let Some(page) = self.serve_wrapper(url)? {
            return Ok(page);
        }
        match path {
            "/interfaces/dom.idl" => Ok(embedded(url, "text/plain", &self.dependency_idl()[0])),
            "/interfaces/html.idl" => Ok(embedded(url, "text/plain", &self.dependency_idl()[1])),
            _ => Ok(not_found(url)),
        }
    }
}

/// Whether the dotted file name carries `flag` between its stem and its
/// extension (`x.sub.html`, `x.https.sub.js`).
fn has_flag(name: &str, flag: &str) -> bool {
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() > 2 && parts[1..parts.len() - 1].contains(&flag)
}

fn read(path: &Path) -> Result<Vec<u8>, LoadError> {
    fs::read(path).map_err(|e| match e.kind() {
        ErrorKind::NotFound => LoadError::NotFound(path.display().to_string()),
        _ => LoadError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        },
    })
}

fn ok(url: &Url, headers: Vec<(String, String)>, body: Vec<u8>) -> Resource {
    Resource {
        url: url.clone(),
        status: 200,
        headers,
        body,
    }
}

fn embedded(url: &Url, content_type: &str, text: &str) -> Resource {
    ok(
        url,
        vec![("Content-Type".to_owned(), content_type.to_owned())],
        text.as_bytes().to_vec(),
    )
}

fn not_found(url: &Url) -> Resource {
    Resource {
        url: url.clone(),
        status: 404,
        headers: vec![("Content-Type".to_owned(), "text/plain".to_owned())],
        body: b"404 Not Found".to_vec(),
    }
}
