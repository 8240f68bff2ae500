//! Test discovery over small WPT trees made here, and the shared root when
//! WEBMCP_WPT_ROOT is set.

use std::fs;
use std::path::Path;

use wpt::discover::{discover, DiscoverError, Test, TestKind};

/// Pages get a testharness.js script, as test pages have, except the
/// `-content.` ones (a page a test loads: upstream's manifest counts a page
/// without testharness.js, references or `-crash.` as a support file).
fn touch(root: &Path, rel: &str) {
    let path = root.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let page = (rel.ends_with(".html") || rel.ends_with(".htm")) && !rel.contains("-content.") && !rel.contains("-crash.");
    fs::write(path, if page { "<script src=/resources/testharness.js></script>" } else { "" }).unwrap();
}

fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for rel in [
        "b/z.https.html",
        "b/a.html",
        "b/a.html.headers",
        "b/old.htm",
        "b/thing-crash.https.html",
        "b/idl.https.window.js",
        "b/idl.https.window-expected.txt",
        "b/u.any.js",
        "b/helper.js",
        "b/click-manual.html",
        "b/resources/frame.html",
        "b/deep/support/frame.html",
        "b/deep/t.html",
        "b/deep/t-content.html",
        "common/blank.html",
        "resources/testharness.js",
        "interfaces/x.html",
        "tools/y.html",
        ".git/hooks/z.html",
        "top.html",
    ] {
        touch(dir.path(), rel);
    }
    dir
}

fn paths(tests: &[Test]) -> Vec<&str> {
    tests.iter().map(|t| t.path.as_str()).collect()
}

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn whole_root_sorted_without_support_files() {
    let dir = tree();
    let tests = discover(dir.path(), &[]).unwrap();
    assert_eq!(
        paths(&tests),
        [
            "/b/a.html",
            "/b/deep/t.html",
            "/b/idl.https.window.html",
            "/b/old.htm",
            "/b/thing-crash.https.html",
            "/b/u.any.html",
            "/b/z.https.html",
            "/top.html",
        ]
    );
    let crash: Vec<_> = tests.iter().filter(|t| t.kind == TestKind::Crash).map(|t| t.path.as_str()).collect();
    assert_eq!(crash, ["/b/thing-crash.https.html"]);
}

#[test]
fn files_directories_and_wrappers_as_arguments() {
    let dir = tree();
    let tests = discover(dir.path(), &args(&["/top.html", "b/deep", "/b/idl.https.window.js", "/b/u.any.html", "/top.html"])).unwrap();
    assert_eq!(paths(&tests), ["/b/deep/t.html", "/b/idl.https.window.html", "/b/u.any.html", "/top.html"]);
    // A wrapper named without its leading `/` is the same test.
    let tests = discover(dir.path(), &args(&["b/u.any.html", "b/idl.https.window.html"])).unwrap();
    assert_eq!(paths(&tests), ["/b/idl.https.window.html", "/b/u.any.html"]);
    let tests = discover(dir.path(), &args(&["/b/a.html?variant=1"])).unwrap();
    assert_eq!(paths(&tests), ["/b/a.html?variant=1"]);
}

#[test]
fn missing_arguments_are_errors_naming_them() {
    let dir = tree();
    let err = discover(dir.path(), &args(&["/b/a.html", "/b/nope.html"])).unwrap_err();
    assert!(matches!(&err, DiscoverError::NotFound(a) if a == "/b/nope.html"));
    assert!(err.to_string().contains("/b/nope.html"));
    assert!(matches!(discover(dir.path(), &args(&["/../etc"])), Err(DiscoverError::NotFound(_))));
    assert!(matches!(discover(dir.path(), &args(&["/b/helper.js"])), Err(DiscoverError::NotATest(_))));
}

#[test]
fn shared_root() {
    let Some(root) = std::env::var_os("WEBMCP_WPT_ROOT") else {
        println!("skipped: WEBMCP_WPT_ROOT is not set");
        return;
    };
    let tests = discover(Path::new(&root), &args(&["/webmcp"])).unwrap();
    let list = paths(&tests);
    assert!(list.contains(&"/webmcp/idlharness.https.window.html"));
    assert!(list.contains(&"/webmcp/imperative/getTools.https.html"));
    assert!(list.iter().all(|p| !p.contains("/resources/")));
    let mut sorted = list.clone();
    sorted.sort();
    assert_eq!(list, sorted);
    assert!(tests.iter().any(|t| t.path.ends_with("form_removal_submit_crash.https.html") && t.kind == TestKind::Testharness));
    assert!(tests.iter().any(|t| t.path.ends_with("-crash.https.html") && t.kind == TestKind::Crash));
}
