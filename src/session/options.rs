//! How a session loads and runs its page.

use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Duration;

use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;

use super::errors::Error;

/// How the page's clock runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimeMode {
    /// Virtual time: while a call (or [`crate::Session::run_until_idle`])
    /// is waiting, the clock jumps to the next timer as soon as nothing
    /// else can run; otherwise it stands still. Fast and repeatable.
    #[default]
    Virtual,
    /// Wall-clock time: timers fire when they are due, whether or not
    /// anyone is waiting, and `Date.now()` is the real time.
    Real,
}

/// Options for [`crate::Session::open`].
#[derive(Clone, Debug)]
pub struct SessionOptions {
    /// Serve pages from this directory the way WPT's server does: the page
    /// is then a path under the root (`/app/index.https.html`), loaded from
    /// `https://web-platform.test:8443/...` when its file name has the
    /// `.https.` flag and `http://web-platform.test:8000/...` otherwise,
    /// and frames may use the other WPT hosts (`not-web-platform.test` is
    /// another site). Without a root, the page is a file path.
    pub root: Option<PathBuf>,
    /// The page's clock.
    pub time: TimeMode,
    /// How long [`crate::Session::call`] and [`crate::Session::call_tool`]
    /// wait for a tool before cancelling it.
    pub call_timeout: Duration,
    /// How long to wait for the page's thread to answer any other request.
    pub answer_timeout: Duration,
    /// Copy the page's console output to standard error.
    pub echo_console: bool,
    /// Keep `localStorage` in this directory, one JSON file per origin (in
    /// memory when `None`); it outlives the session.
    pub storage: Option<PathBuf>,
    /// Seed `crypto.getRandomValues` and `crypto.randomUUID` (deterministic
    /// runs); from the operating system's randomness when `None`.
    pub random_seed: Option<u64>,
}

impl Default for SessionOptions {
    fn default() -> Self {
        SessionOptions { root: None, time: TimeMode::Virtual, call_timeout: Duration::from_secs(30), answer_timeout: Duration::from_secs(30), echo_console: false, storage: None, random_seed: None }
    }
}

/// Serves `file:` URLs from the file system.
struct FileLoader;

impl ResourceLoader for FileLoader {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        if url.scheme() != "file" {
            return Err(LoadError::Unsupported(url.to_string()));
        }
        let path = url.to_file_path().map_err(|_| LoadError::Unsupported(url.to_string()))?;
        match std::fs::read(&path) {
            Ok(body) => Ok(Resource { url: url.clone(), status: 200, headers: Vec::new(), body }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(LoadError::NotFound(path.display().to_string())),
            Err(e) => Err(LoadError::Io { path: path.display().to_string(), message: e.to_string() }),
        }
    }
}

/// The URL of `page` and the loader that serves it: with a root, a path
/// under it or a full URL on a WPT origin; without, a file path or a `file:` URL.
pub(crate) fn resolve(page: &str, root: Option<&Path>) -> Result<(Url, Rc<dyn ResourceLoader>), Error> {
    let absolute = Url::parse(page).ok();
    match root {
        Some(root) => {
            if !root.is_dir() {
                return Err(Error::Load(format!("the root {} is not a directory", root.display())));
            }
            let url = absolute.filter(|u| matches!(u.scheme(), "http" | "https")).unwrap_or_else(|| wpt::test_url(page));
            Ok((url, Rc::new(wpt::VirtualServer::new(root))))
        }
        None => match absolute.filter(|u| u.scheme() == "file") {
            Some(url) => Ok((url, Rc::new(FileLoader))),
            None => {
                let path = std::fs::canonicalize(page).map_err(|e| Error::Load(format!("cannot open {page}: {e}")))?;
                let url = Url::from_file_path(&path).map_err(|()| Error::Load(format!("cannot make a URL of {}", path.display())))?;
                Ok((url, Rc::new(FileLoader)))
            }
        },
    }
}
