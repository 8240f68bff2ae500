//! Loading a generated page and running it until it is idle, with bounded
//! time: the page-level targets share this.

use std::rc::Rc;
use std::time::Duration;

use bindings::embedder::Advance;
use bindings::page::{Page, PageOptions};
use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;

/// The URL every generated page is loaded at (a secure context, so that
/// WebMCP's `[SecureContext]` members exist).
pub const PAGE_URL: &str = "https://fuzz.localhost/index.html";

/// Serves the generated page at [`PAGE_URL`] and nothing else.
struct OnePage(Vec<u8>);

impl ResourceLoader for OnePage {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        if url.as_str() == PAGE_URL {
            let headers = vec![("Content-Type".to_string(), "text/html; charset=utf-8".to_string())];
            return Ok(Resource { url: url.clone(), status: 200, headers, body: self.0.clone() });
        }
        Err(LoadError::NotFound(url.to_string()))
    }
}

/// How long a generated page may run: page time (virtual) and wall-clock time.
const PAGE_TIME_MS: f64 = 5_000.0;
const WALL: Duration = Duration::from_secs(3);

/// Loads `html` and runs its event loop until it is idle or a limit is
/// reached. Returns the page for the caller to go on with.
pub fn load(html: &[u8]) -> Option<Page> {
    let url = Url::parse(PAGE_URL).ok()?;
    let options = PageOptions { time_limit_ms: PAGE_TIME_MS, wall_limit: WALL, random_seed: Some(1), ..PageOptions::default() };
    let mut page = Page::load(&url, Rc::new(OnePage(html.to_vec())), options).ok()?;
    let _ = page.run_until_idle();
    Some(page)
}

/// Runs what is due and the timers of the next `ms` of page time.
pub fn settle(page: &mut Page, ms: f64) {
    let _ = page.run_tasks(Advance::Within(ms), Duration::from_millis(500));
}

/// Target: arbitrary bytes as an HTML page, loaded, run until idle; then
/// what an embedder reads of it (tools, the document, the console).
pub fn page_load(data: &[u8]) {
    let Some(mut page) = load(data) else { return };
    let _ = page.observe_tools();
    let _ = page.top_document();
    let _ = page.take_console();
}
