//! How a session loads and runs its page.

use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Duration;

use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;

use super::errors::Error;
use crate::site::{split_path, SiteServer};

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
    /// Serve an ordinary site from this directory, as a static file server
    /// would: the page is then a path under the root (`/index.html`,
    /// `shop/cart.html?id=3#top`, `/` for the root's `index.html`) or a full
    /// URL on one of the served origins, loaded from [`origin`](Self::origin).
    /// Without a root, the page is a file path (which may end in
    /// `?query#fragment` too) or a `file:` URL.
    pub root: Option<PathBuf>,
    /// The origin the root is served at (`https://localhost` by default, a
    /// secure context; `http://127.0.0.1:8000` is one too). Only used with
    /// [`root`](Self::root).
    pub origin: String,
    /// More origins that serve the same root, for frames of another origin
    /// (`https://frame.localhost`). A URL on any origin not served fails to
    /// load, as it would offline.
    pub frame_origins: Vec<String>,
    /// The page's clock.
    pub time: TimeMode,
    /// How long [`crate::Session::call`] and [`crate::Session::call_tool`]
    /// wait for a tool before cancelling it.
    pub call_timeout: Duration,
    /// How long to wait for the page's thread to answer any other request.
    pub answer_timeout: Duration,
    /// Copy the page's console output to standard error.
    pub echo_console: bool,
    /// Stop the page's scripts once this much wall-clock time has passed
    /// since the load (a microtask storm is cut off and reported as an
    /// uncaught error). `None`, the default, for a page that lives as long
    /// as its session; one-shot commands such as `webmcp call` set a limit.
    pub wall_limit: Option<Duration>,
    /// Register input schemas with keywords outside the WebMCP subset of
    /// JSON Schema (`format`, `$ref`...), ignoring those keywords for
    /// validation, with a console warning that names them; by default
    /// `registerTool` refuses such a schema with a `TypeError`.
    pub lenient_schemas: bool,
    /// Press a declarative tool's submit button when the tool waits for a
    /// person: a form tool without `toolautosubmit` fills its form and
    /// waits; with this option the session then submits the form from the
    /// button, as the person would. Without it the call waits (see
    /// [`crate::PendingCall::waits_for_person`]) until its timeout.
    pub submit: bool,
    /// Keep `localStorage` in this directory, one JSON file per origin (in
    /// memory when `None`); it outlives the session.
    pub storage: Option<PathBuf>,
    /// Seed `crypto.getRandomValues` and `crypto.randomUUID` (deterministic
    /// runs); from the operating system's randomness when `None`.
    pub random_seed: Option<u64>,
    /// Run the page in a child process, with a memory limit, stopped when
    /// it does not answer in time (see [`Isolation`]). `None`, the
    /// default, runs it on a thread of this process: nothing can then
    /// interrupt a script that blocks in one native call, and no memory
    /// limit applies.
    pub isolation: Option<Isolation>,
}

/// How a page runs in a child process of its own: what contains a page
/// that loops, allocates without bound, or blocks inside one native call
/// (a catastrophic regular expression). The child is the `webmcp` program
/// (its hidden `page-process` command); the session talks to it over pipes.
///
/// - A request the page does not answer within its time (a call's timeout,
///   [`SessionOptions::answer_timeout`] for the others) plus
///   [`KILL_MARGIN`] kills the process: that request, and every other in
///   flight, fails with [`Error::Stopped`].
/// - The process limits its address space to [`Isolation::max_memory`]: an
///   allocation past it fails, which ends the process (an `ArrayBuffer` too
///   large throws a `RangeError` in the page instead); requests in flight
///   fail with [`Error::Stopped`], saying so.
/// - Then, with [`Isolation::restart`], the page is loaded again in a new
///   process ([`Event::Restarted`](crate::Event::Restarted)); without it
///   the session is over (later requests fail with [`Error::Crashed`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Isolation {
    /// The `webmcp` program to start.
    pub program: PathBuf,
    /// The address-space limit of the page's process in bytes (0: none).
    pub max_memory: u64,
    /// Load the page again in a new process after one was stopped.
    pub restart: bool,
}

/// How much longer than a request's own time the page's process has to
/// answer before it is stopped.
pub const KILL_MARGIN: Duration = Duration::from_secs(3);

/// The default of [`Isolation::max_memory`]: 2 GiB, as `webmcp wpt`'s workers.
pub const DEFAULT_MAX_MEMORY: u64 = 2 << 30;

impl Isolation {
    /// Runs pages in processes of the running program, which must be the
    /// `webmcp` binary (what its commands use), with the default memory limit.
    pub fn current_program() -> std::io::Result<Isolation> {
        Ok(Isolation { program: std::env::current_exe()?, max_memory: DEFAULT_MAX_MEMORY, restart: false })
    }
}

impl Default for SessionOptions {
    fn default() -> Self {
        SessionOptions {
            root: None,
            origin: crate::site::DEFAULT_ORIGIN.to_string(),
            frame_origins: Vec::new(),
            time: TimeMode::Virtual,
            call_timeout: Duration::from_secs(30),
            answer_timeout: Duration::from_secs(30),
            echo_console: false,
            wall_limit: None,
            lenient_schemas: false,
            submit: false,
            storage: None,
            random_seed: None,
            isolation: None,
        }
    }
}

/// Serves `file:` URLs from the file system, each with the Content-Type its
/// extension implies (as a browser does for `file:`), which `fetch()` and
/// `XMLHttpRequest` responses show.
struct FileLoader;

impl ResourceLoader for FileLoader {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        if url.scheme() != "file" {
            return Err(LoadError::Unsupported(url.to_string()));
        }
        let path = url.to_file_path().map_err(|_| LoadError::Unsupported(url.to_string()))?;
        match std::fs::read(&path) {
            // The Content-Type a browser gives a file: its extension's.
            Ok(body) => {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                let headers = vec![("Content-Type".to_owned(), wpt::content_type::content_type_for(&name).to_owned())];
                Ok(Resource { url: url.clone(), status: 200, headers, body })
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(LoadError::NotFound(path.display().to_string())),
            Err(e) => Err(LoadError::Io { path: path.display().to_string(), message: e.to_string() }),
        }
    }
}

/// The URL of `page` and the loader that serves it: with a root, a path
/// under it or a full URL on a served origin; without, a file path (maybe
/// with `?query#fragment`) or a `file:` URL.
pub(crate) fn resolve(page: &str, options: &SessionOptions) -> Result<(Url, Rc<dyn ResourceLoader>), Error> {
    if let Some(root) = &options.root {
        let server = SiteServer::new(root, &options.origin, &options.frame_origins)?;
        let url = server.page_url(page)?;
        return Ok((url, Rc::new(server)));
    }
    if let Some(url) = Url::parse(page).ok().filter(|u| u.scheme() == "file") {
        return Ok((url, Rc::new(FileLoader)));
    }
    // A file whose name has a `?` or `#` is that file; otherwise they start the query or fragment.
    let (path, rest) = if Path::new(page).exists() { (page, "") } else { split_path(page) };
    let file = std::fs::canonicalize(path).map_err(|e| Error::Load(format!("cannot open {path}: {e}")))?;
    let url = Url::from_file_path(&file).map_err(|()| Error::Load(format!("cannot make a URL of {}", file.display())))?;
    let mut url = url;
    let (query, fragment) = match rest.split_once('#') {
        Some((query, fragment)) => (query, Some(fragment)),
        None => (rest, None),
    };
    if let Some(query) = query.strip_prefix('?') {
        url.set_query(Some(query));
    }
    url.set_fragment(fragment);
    Ok((url, Rc::new(FileLoader)))
}
