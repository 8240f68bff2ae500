//! Where a test's metadata lives, as wptrunner lays it out: the test
//! `/a/b/x.html` has the file `a/b/x.html.ini` with the section `[x.html]`;
//! a generated page `/a/b/x.any.html` (or `.window.html`) belongs to its
//! script, `a/b/x.any.js.ini`, section `[x.any.html]`; a variant
//! `/a/x.html?v` is the section `[x.html?v]` of `a/x.html.ini`. A
//! `__dir__.ini` holds keys for every test below its folder.

use std::path::PathBuf;

/// The name of the per-folder metadata file.
pub const DIR_FILE: &str = "__dir__.ini";

/// The metadata file (relative to the metadata root) and the section
/// heading of the test at URL path `test`, or `None` for a path that names
/// no file (empty, or with `..`).
pub fn metadata_location(test: &str) -> Option<(PathBuf, String)> {
    let (path, query) = match test.find(['?', '#']) {
        Some(i) => (&test[..i], &test[i..]),
        None => (test, ""),
    };
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let (name, dirs) = segments.split_last()?;
    if segments.iter().any(|s| *s == ".." || *s == ".") {
        return None;
    }
    let source = source_file(name);
    let mut file: PathBuf = dirs.iter().collect();
    file.push(format!("{source}.ini"));
    Some((file, format!("{name}{query}")))
}

/// The file a test page comes from: the script of a generated page.
fn source_file(name: &str) -> String {
    for (page, script) in [(".any.worker.html", ".any.js"), (".any.html", ".any.js"), (".window.html", ".window.js")] {
        if let Some(stem) = name.strip_suffix(page) {
            return format!("{stem}{script}");
        }
    }
    name.to_owned()
}

/// The test URL of section `heading` in the metadata file at `file`
/// (relative path, `/`-separated).
pub fn test_url(file_dir: &str, heading: &str) -> String {
    let dir = file_dir.trim_matches('/');
    if dir.is_empty() {
        format!("/{heading}")
    } else {
        format!("/{dir}/{heading}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations() {
        let loc = |t: &str| metadata_location(t).map(|(f, s)| (f.to_string_lossy().into_owned(), s));
        assert_eq!(loc("/a/b/x.https.html"), Some(("a/b/x.https.html.ini".into(), "x.https.html".into())));
        assert_eq!(loc("/a/x.any.html"), Some(("a/x.any.js.ini".into(), "x.any.html".into())));
        assert_eq!(loc("/a/x.https.window.html"), Some(("a/x.https.window.js.ini".into(), "x.https.window.html".into())));
        assert_eq!(loc("/x.html?v=1"), Some(("x.html.ini".into(), "x.html?v=1".into())));
        assert_eq!(loc("/"), None);
        assert_eq!(loc("/a/../x.html"), None);
        assert_eq!(test_url("a/b", "x.any.html"), "/a/b/x.any.html");
        assert_eq!(test_url("", "x.html"), "/x.html");
    }
}
