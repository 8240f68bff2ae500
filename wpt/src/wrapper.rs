//! The test pages wptserve generates for `X.window.js` (served as
//! `X.window.html`) and `X.any.js` (served as `X.any.html`, window scope
//! only), built from the script's `// META:` lines.
//!
//! Mirrors wptserve's `WindowHandler` / `AnyHtmlHandler` templates.

/// Which kind of script test the page wraps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WrapperKind {
    /// `X.window.js`: a window-only test.
    Window,
    /// `X.any.js`: a test for any global; here always run in a window.
    Any,
}

impl WrapperKind {
    /// For a requested page path, the wrapper kind and the script path it
    /// wraps (`/a/x.window.html` -> `(Window, "/a/x.window.js")`).
    pub fn for_page(path: &str) -> Option<(WrapperKind, String)> {
        let pages = [(WrapperKind::Window, ".window.html", ".window.js"), (WrapperKind::Any, ".any.html", ".any.js")];
        pages.into_iter().find_map(|(kind, page, script)| {
            path.strip_suffix(page).map(|stem| (kind, format!("{stem}{script}")))
        })
    }
}

/// One `// META: key=value` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meta {
    pub key: String,
    pub value: String,
}

/// The `// META:` lines at the top of a script test, in order. As in
/// wptserve, they are read from the leading comment block and reading stops
/// at the first line that is not a `//` comment.
pub fn read_meta(source: &str) -> Vec<Meta> {
    let mut metas = Vec::new();
    for line in source.lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let Some(comment) = line.strip_prefix("//") else {
            break;
        };
        let Some(meta) = comment.trim_start().strip_prefix("META:") else {
            continue;
        };
        if let Some((key, value)) = meta.split_once('=') {
            metas.push(Meta {
                key: key.trim().to_owned(),
                value: value.trim().to_owned(),
            });
        }
    }
    metas
}

/// The HTML page wrapping the script test whose file name is `script_name`
/// and whose source is `source`.
pub fn wrapper_page(kind: WrapperKind, script_name: &str, source: &str) -> String {
    let metas = read_meta(source);
    let mut page = String::from("<!doctype html>\n<meta charset=utf-8>\n");
    for meta in &metas {
        match (meta.key.as_str(), meta.value.as_str()) {
            ("title", title) => page.push_str(&format!("<title>{}</title>\n", escape_text(title))),
            ("timeout", "long") => page.push_str("<meta name=\"timeout\" content=\"long\">\n"),
            _ => {}
        }
    }
    if kind == WrapperKind::Any {
        page.push_str(concat!(
            "<script>\n",
            "self.GLOBAL = {\n",
            "  isWindow: function() { return true; },\n",
            "  isWorker: function() { return false; },\n",
            "  isShadowRealm: function() { return false; },\n",
            "};\n",
            "</script>\n",
        ));
    }
    page.push_str("<script src=\"/resources/testharness.js\"></script>\n");
    page.push_str("<script src=\"/resources/testharnessreport.js\"></script>\n");
    for meta in metas.iter().filter(|m| m.key == "script") {
        page.push_str(&format!("<script src=\"{}\"></script>\n", escape_attr(&meta.value)));
    }
    page.push_str("<div id=log></div>\n");
    page.push_str(&format!("<script src=\"{}\"></script>\n", escape_attr(script_name)));
    page
}

fn escape_text(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

fn escape_attr(s: &str) -> String {
    escape_text(s).replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "// META: title=IDL <test>\n// META: script=/resources/WebIDLParser.js\n\
        // META: timeout=long\n// META: variant=?1\n//META: script=helper.js\n\n'use strict';\n\
        // META: script=/late.js\n";

    #[test]
    fn meta_lines_stop_at_code() {
        let keys: Vec<_> = read_meta(SOURCE).into_iter().map(|m| m.key).collect();
        assert_eq!(keys, ["title", "script", "timeout", "variant", "script"]);
    }

    #[test]
    fn window_page() {
        let page = wrapper_page(WrapperKind::Window, "x.window.js", SOURCE);
        assert_eq!(
            page,
            "<!doctype html>\n<meta charset=utf-8>\n<title>IDL &lt;test&gt;</title>\n\
             <meta name=\"timeout\" content=\"long\">\n\
             <script src=\"/resources/testharness.js\"></script>\n\
             <script src=\"/resources/testharnessreport.js\"></script>\n\
             <script src=\"/resources/WebIDLParser.js\"></script>\n\
             <script src=\"helper.js\"></script>\n<div id=log></div>\n\
             <script src=\"x.window.js\"></script>\n"
        );
    }

    #[test]
    fn any_page_sets_global() {
        let page = wrapper_page(WrapperKind::Any, "x.any.js", "test(() => {});");
        assert!(page.contains("self.GLOBAL"));
        assert!(page.ends_with("<script src=\"x.any.js\"></script>\n"));
    }

    #[test]
    fn page_paths() {
        assert_eq!(
            WrapperKind::for_page("/a/x.https.window.html"),
            Some((WrapperKind::Window, "/a/x.https.window.js".to_owned()))
        );
        assert_eq!(
            WrapperKind::for_page("/a/x.any.html"),
            Some((WrapperKind::Any, "/a/x.any.js".to_owned()))
        );
        assert_eq!(WrapperKind::for_page("/a/x.html"), None);
    }
}
