//! The virtual server against small WPT trees made here, and against the
//! shared WPT root when WEBMCP_WPT_ROOT is set.

use std::fs;
use std::path::Path;

use runtime::fetch::loader::{LoadError, ResourceLoader};
use url::Url;
use wpt::{test_url, VirtualServer};

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "a/page.https.html", "<p>hi</p>");
    write(root, "a/page.https.html.headers", "Origin-Agent-Cluster: ?0\nPermissions-Policy: tools=()\n");
    write(root, "a/x.sub.html", "{{host}}:{{location[port]}} {{hosts[alt][www2]}} {{nope}}");
    write(root, "a/plain.html", "{{host}}");
    write(root, "common/get-host-info.sub.js", "var P = '{{ports[https][0]}}';");
    write(root, "a/t.https.window.js", "// META: title=T\n// META: script=/common/get-host-info.sub.js\ntest(() => {});\n");
    write(root, "a/t.https.window.js.headers", "Permissions-Policy: tools=*\n");
    write(root, "a/u.any.js", "test(() => {});\n");
    write(root, "resources/testharnessreport.js", "// the tree's own, never served");
    write(root, "interfaces/webmcp.idl", "interface ModelContext {};");
    write(root, "data.json", "{}");
    dir
}

fn url(s: &str) -> Url {
    Url::parse(s).unwrap()
}

#[test]
fn serves_files_on_every_wpt_origin_ignoring_query_and_fragment() {
    let dir = tree();
    let server = VirtualServer::new(dir.path());
    for u in [
        "https://web-platform.test:8443/a/page.https.html",
        "https://www1.web-platform.test:8444/a/page.https.html?x=1#f",
        "http://www2.not-web-platform.test:8000/a/page.https.html",
    ] {
        let r = server.load(&url(u)).unwrap();
        assert_eq!(r.status, 200, "{u}");
        assert_eq!(r.text(), "<p>hi</p>");
        assert_eq!(r.header("content-type"), Some("text/html"));
        assert_eq!(r.header("Origin-Agent-Cluster"), Some("?0"));
        assert_eq!(r.header("Permissions-Policy"), Some("tools=()"));
    }
    let json = server.load(&url("http://web-platform.test:8000/data.json")).unwrap();
    assert_eq!(json.header("Content-Type"), Some("application/json"));
}

#[test]
fn other_origins_are_unsupported() {
    let dir = tree();
    let server = VirtualServer::new(dir.path());
    for u in ["http://example.com/a/plain.html", "http://web-platform.test:9000/a/plain.html", "file:///etc/passwd"] {
        assert!(matches!(server.load(&url(u)), Err(LoadError::Unsupported(_))), "{u}");
    }
}

#[test]
fn missing_escaping_and_directories_are_404() {
    let dir = tree();
    let server = VirtualServer::new(dir.path().join("a"));
    for p in ["/missing.html", "/%2e%2e/data.json", "/..%2Fdata.json", "/", "/../data.json", "/%ff.html"] {
        let r = server.load(&url(&format!("http://web-platform.test:8000{p}"))).unwrap();
        assert_eq!(r.status, 404, "{p}");
    }
    let server = VirtualServer::new(dir.path());
    let r = server.load(&url("http://web-platform.test:8000/a")).unwrap();
    assert_eq!(r.status, 404);
}

#[test]
fn sub_files_are_substituted_from_the_request_url() {
    let dir = tree();
    let server = VirtualServer::new(dir.path());
    let r = server.load(&url("https://www.web-platform.test:8444/a/x.sub.html")).unwrap();
    assert_eq!(r.text(), "web-platform.test:8444 www2.not-web-platform.test {{nope}}");
    let r = server.load(&url("http://web-platform.test:8000/common/get-host-info.sub.js")).unwrap();
    assert_eq!(r.text(), "var P = '8443';");
    assert_eq!(r.header("Content-Type"), Some("text/javascript"));
    let r = server.load(&url("http://web-platform.test:8000/a/plain.html")).unwrap();
    assert_eq!(r.text(), "{{host}}");
    let r = server.load(&url("http://web-platform.test:8000/a/plain.html?pipe=sub")).unwrap();
    assert_eq!(r.text(), "web-platform.test");
    let listed = VirtualServer::new(dir.path()).with_substituted(["/a/plain.html"]);
    let r = listed.load(&url("http://web-platform.test:8000/a/plain.html")).unwrap();
    assert_eq!(r.text(), "web-platform.test");
}

#[test]
fn window_and_any_scripts_get_wrapper_pages() {
    let dir = tree();
    let server = VirtualServer::new(dir.path());
    let r = server.load(&test_url("/a/t.https.window.html")).unwrap();
    assert_eq!(r.status, 200);
    assert_eq!(r.header("Content-Type"), Some("text/html"));
    assert_eq!(r.header("Permissions-Policy"), Some("tools=*"));
    let page = r.text();
    assert!(page.starts_with("<!doctype html>\n<meta charset=utf-8>\n<title>T</title>\n"));
    let harness = page.find("/resources/testharness.js").unwrap();
    let report = page.find("/resources/testharnessreport.js").unwrap();
    let meta = page.find("/common/get-host-info.sub.js").unwrap();
    let test = page.find("src=\"t.https.window.js\"").unwrap();
    assert!(harness < report && report < meta && meta < test);

    let r = server.load(&test_url("/a/u.any.html")).unwrap();
    assert_eq!(r.status, 200);
    assert!(r.text().contains("<script src=\"u.any.js\"></script>"));
    let r = server.load(&test_url("/a/none.window.html")).unwrap();
    assert_eq!(r.status, 404);
}

#[test]
fn testharnessreport_is_the_projects_own() {
    let dir = tree();
    let server = VirtualServer::new(dir.path());
    let r = server.load(&url("http://web-platform.test:8000/resources/testharnessreport.js")).unwrap();
    assert_eq!(r.status, 200);
    assert!(r.text().contains("__webmcp_wpt_report"));
    assert!(!r.text().contains("never served"));
}

#[test]
fn dom_and_html_idl_fall_back_to_the_projects_sources_cut_to_what_the_root_reaches() {
    let dir = tree();
    write(dir.path(), "interfaces/reach.idl", "interface Tool : EventTarget { attribute Window w; };");
    let server = VirtualServer::new(dir.path());
    let dom = server.load(&url("https://web-platform.test:8443/interfaces/dom.idl")).unwrap();
    assert_eq!(dom.status, 200);
    let html = server.load(&url("https://web-platform.test:8443/interfaces/html.idl")).unwrap();
    // What the root's IDL reaches, through either file: EventTarget, Window and what they use.
    assert!(dom.text().contains("interface EventTarget {"), "{}", dom.text());
    assert!(html.text().contains("interface Window : EventTarget {"), "{}", html.text());
    assert!(html.text().contains("Window includes GlobalEventHandlers;") && html.text().contains("interface mixin GlobalEventHandlers {"), "{}", html.text());
    // A dependency's member types are not followed: Window's `document` does not bring Document.
    assert!(!dom.text().contains("interface Document : Node {"), "{}", dom.text());
    // Not what nothing reaches; and no comments.
    assert!(wpt::server::HTML_IDL.contains("interface DOMParser") && !html.text().contains("interface DOMParser"));
    assert!(dom.text().len() < wpt::server::DOM_IDL.len() && html.text().len() < wpt::server::HTML_IDL.len());
    assert!(!html.text().lines().skip(1).any(|l| l.trim_start().starts_with("//")));
    let webmcp = server.load(&url("https://web-platform.test:8443/interfaces/webmcp.idl")).unwrap();
    assert_eq!(webmcp.text(), "interface ModelContext {};");
    write(dir.path(), "interfaces/dom.idl", "// the tree's own");
    let dom = server.load(&url("https://web-platform.test:8443/interfaces/dom.idl")).unwrap();
    assert_eq!(dom.text(), "// the tree's own");
}

#[test]
fn shared_root() {
    let Some(root) = std::env::var_os("WEBMCP_WPT_ROOT") else {
        println!("skipped: WEBMCP_WPT_ROOT is not set");
        return;
    };
    let server = VirtualServer::new(root);
    let r = server.load(&test_url("/webmcp/idlharness.https.window.html")).unwrap();
    assert_eq!(r.status, 200);
    assert!(r.text().contains("<script src=\"/resources/idlharness.js\"></script>"));
    let r = server.load(&test_url("/common/get-host-info.sub.js")).unwrap();
    assert!(r.text().contains("var HTTPS_PORT = '8443';"));
    assert!(r.text().contains("'www2.not-web-platform.test'"));
    assert!(!r.text().contains("{{"));
    for page in [
        "/webmcp/imperative/document-domain-enabled.sub.https.html",
        "/webmcp/declarative/document-domain-enabled.sub.https.html",
    ] {
        let r = server.load(&test_url(page)).unwrap();
        assert_eq!(r.status, 200);
        assert!(!r.text().contains("{{"), "{page} keeps a substitution");
    }
    let r = server.load(&test_url("/webmcp/imperative/document-domain-enabled.https.html")).unwrap();
    assert_eq!(r.header("Origin-Agent-Cluster"), Some("?0"));
}
