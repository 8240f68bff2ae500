//! Loading pages served from memory (over https: secure, tuple origins).

use std::collections::HashMap;
use std::rc::Rc;

use bindings::page::{Page, PageOptions, StopReason};
use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;

struct Pages(HashMap<String, String>);

/// A loader serving `pages` (URL, HTML) from memory.
pub struct MemoryLoader;

impl MemoryLoader {
    #[allow(dead_code, clippy::new_ret_no_self)]
    pub fn new(pages: &[(&str, &str)]) -> impl ResourceLoader {
        Pages(pages.iter().map(|(u, b)| ((*u).to_string(), (*b).to_string())).collect())
    }
}

impl ResourceLoader for Pages {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        let body = self.0.get(url.as_str()).ok_or_else(|| LoadError::NotFound(url.to_string()))?;
        Ok(Resource { url: url.clone(), status: 200, headers: vec![("Content-Type".into(), "text/html".into())], body: body.clone().into_bytes() })
    }
}

#[allow(dead_code)]
/// Loads `pages[0]` and runs it until idle; returns its console lines and uncaught errors.
pub fn run_page(pages: &[(&str, &str)]) -> (Vec<String>, Vec<String>) {
    let (console, errors, _) = run_page_with(pages, PageOptions::default());
    (console, errors)
}

#[allow(dead_code)]
/// [`run_page`] with `options`; also returns why the page stopped.
pub fn run_page_with(pages: &[(&str, &str)], options: PageOptions) -> (Vec<String>, Vec<String>, StopReason) {
    let loader = Pages(pages.iter().map(|(u, b)| ((*u).to_string(), (*b).to_string())).collect());
    let url = Url::parse(pages[0].0).expect("a test URL");
    let mut page = Page::load(&url, Rc::new(loader), options).expect("the page loads");
    let stop = page.run_until_idle();
    (page.console().into_iter().map(|l| l.text).collect(), page.uncaught_errors(), stop)
}

/// [`run_page`] for a page that must not leave uncaught errors; its console lines.
#[allow(dead_code)]
pub fn run(pages: &[(&str, &str)]) -> Vec<String> {
    let (console, errors) = run_page(pages);
    assert_eq!(errors, Vec::<String>::new());
    console
}
