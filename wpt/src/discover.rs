//! Finding the tests under a WPT root, as URL paths in sorted order.
//!
//! A test is an `.html`/`.htm` page, or a `X.window.js` / `X.any.js` script
//! (run as the generated `X.window.html` / `X.any.html`). Support folders
//! (`resources`, `support`, `tools`, `common`, `interfaces`) hold no tests,
//! nor do `*-manual.*` files. Walking a folder, a page is a test when it
//! loads `testharness.js` or is a crash test; any other page is a page the
//! tests load (upstream's manifest calls such pages support files, and
//! reftests and visual tests are not run here). A page named on the command
//! line is run whatever it holds.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use walkdir::WalkDir;

/// How a test page reports its outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TestKind {
    /// Runs `testharness.js` and reports through `testharnessreport.js`.
    Testharness,
    /// A `-crash.` page: passes when it loads and settles without crashing.
    Crash,
}

/// One test to run.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Test {
    /// The URL path the test is loaded from (`/webmcp/x.https.html`).
    pub path: String,
    pub kind: TestKind,
}

#[derive(Debug, thiserror::Error)]
pub enum DiscoverError {
    #[error("no such test or directory: {0}")]
    NotFound(String),
    #[error("not a test: {0}")]
    NotATest(String),
    #[error("could not list {path}: {message}")]
    Walk { path: String, message: String },
}

/// Folders that hold helpers, never tests.
const SUPPORT_DIRS: [&str; 5] = ["resources", "support", "tools", "common", "interfaces"];

/// The tests under `root` named by `args` (URL paths of test files or of
/// directories under the root; none means the whole root), sorted by path
/// and without duplicates.
pub fn discover(root: &Path, args: &[String]) -> Result<Vec<Test>, DiscoverError> {
    let mut found = BTreeSet::new();
    if args.is_empty() {
        walk(root, root, &mut found)?;
    }
    for arg in args {
        add_argument(root, arg, &mut found)?;
    }
    Ok(found.into_iter().collect())
}

fn add_argument(root: &Path, arg: &str, found: &mut BTreeSet<Test>) -> Result<(), DiscoverError> {
    let not_found = || DiscoverError::NotFound(arg.to_owned());
    let (path_part, query) = match arg.find(['?', '#']) {
        Some(i) => (&arg[..i], &arg[i..]),
        None => (arg, ""),
    };
    let rel = relative(path_part).ok_or_else(not_found)?;
    let file = root.join(&rel);
    if file.is_dir() {
        return walk(root, &file, found);
    }
    if file.is_file() {
        let url_path = test_path_for(&url_path_of(&rel)).ok_or_else(|| DiscoverError::NotATest(arg.to_owned()))?;
        found.insert(test(format!("{url_path}{query}")));
        return Ok(());
    }
    // A generated wrapper page names its script: `X.window.html` -> `X.window.js`.
    for (page, script) in [(".window.html", ".window.js"), (".any.html", ".any.js")] {
        if let Some(stem) = path_part.strip_suffix(page) {
            let script_rel = relative(&format!("{stem}{script}")).ok_or_else(not_found)?;
            if root.join(&script_rel).is_file() {
                // Named as the URL path, with its leading `/` (`b/u.any.html` is `/b/u.any.html`).
                found.insert(test(format!("{}{page}{query}", url_path_of(&relative(stem).ok_or_else(not_found)?))));
                return Ok(());
            }
        }
    }
    Err(not_found())
}

/// The relative file path for a URL-ish path, refusing `..`.
fn relative(path: &str) -> Option<PathBuf> {
    let mut rel = PathBuf::new();
    for segment in path.split(['/', '\\']).filter(|s| !s.is_empty() && *s != ".") {
        if segment == ".." {
            return None;
        }
        rel.push(segment);
    }
    Some(rel)
}

fn url_path_of(rel: &Path) -> String {
    let parts: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    format!("/{}", parts.join("/"))
}

fn walk(root: &Path, dir: &Path, found: &mut BTreeSet<Test>) -> Result<(), DiscoverError> {
    let entries = WalkDir::new(dir).follow_links(false).sort_by_file_name().into_iter();
    for entry in entries.filter_entry(|e| e.depth() == 0 || !is_hidden(e.file_name())) {
        let entry = entry.map_err(|e| DiscoverError::Walk {
            path: e.path().map(|p| p.display().to_string()).unwrap_or_else(|| dir.display().to_string()),
            message: e.to_string(),
        })?;
        if !entry.file_type().is_file() {
            continue;
        }
        let Ok(rel) = entry.path().strip_prefix(root) else {
            continue;
        };
        let url_path = url_path_of(rel);
        if in_support_dir(&url_path) {
            continue;
        }
        if let Some(test_path) = test_path_for(&url_path) {
            let t = test(test_path);
            if t.path == url_path && t.kind == TestKind::Testharness && !loads_testharness(entry.path()) {
                continue;
            }
            found.insert(t);
        }
    }
    Ok(())
}

/// Whether a page loads `testharness.js` (read as upstream's manifest does:
/// the name in the page's text; an unreadable page counts as a test, so that
/// running it reports the error).
fn loads_testharness(path: &Path) -> bool {
    match std::fs::read(path) {
        Ok(bytes) => bytes.windows(b"testharness.js".len()).any(|w| w == b"testharness.js"),
        Err(_) => true,
    }
}

/// Dot folders and files (`.git`, editor files) are never tests.
fn is_hidden(name: &std::ffi::OsStr) -> bool {
    name.to_string_lossy().starts_with('.')
}

fn in_support_dir(url_path: &str) -> bool {
    let mut dirs: Vec<&str> = url_path.split('/').filter(|s| !s.is_empty()).collect();
    dirs.pop();
    dirs.iter().any(|d| SUPPORT_DIRS.contains(d))
}

/// The URL path a test file is run at, or `None` if the file is no test:
/// pages as they are, `X.window.js` as `X.window.html`, `X.any.js` as
/// `X.any.html`.
pub fn test_path_for(url_path: &str) -> Option<String> {
    let name = url_path.rsplit('/').next().unwrap_or_default();
    if name.contains("-manual.") || name.ends_with("-expected.txt") || name.ends_with(".headers") {
        return None;
    }
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".html") || lower.ends_with(".htm") {
        return Some(url_path.to_owned());
    }
    if let Some(stem) = url_path.strip_suffix(".window.js") {
        return Some(format!("{stem}.window.html"));
    }
    if let Some(stem) = url_path.strip_suffix(".any.js") {
        return Some(format!("{stem}.any.html"));
    }
    None
}

/// The kind of the test at `path`: a crash test when its file name has `-crash.`.
pub fn kind_of(path: &str) -> TestKind {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let name = path.rsplit('/').next().unwrap_or_default();
    if name.contains("-crash.") {
        TestKind::Crash
    } else {
        TestKind::Testharness
    }
}

fn test(path: String) -> Test {
    let kind = kind_of(&path);
    Test { path, kind }
}
