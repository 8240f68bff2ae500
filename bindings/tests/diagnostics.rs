//! The reports of uncaught exceptions name the callee that was not a
//! function, place a top-level ReferenceError in its script, and say when
//! the missing name is a web platform API webmcp does not implement (and
//! only then: an API the page's global has is never called missing).

use crate::common;
use common::run_page;

#[test]
fn reports_name_the_missing_api_and_where_the_script_died() {
    let page = "<!doctype html>\n<script>\nfunction share() {\n  navigator.share({ title: 't' });\n}\nshare();\n</script>\n<script>\n  const channel = new BroadcastChannel('c');\n</script>\n<script>\n  ({}).closest('a');\n</script>\n<script>\n  notAnApi.x = 1;\n</script>\n<script>\n  const ro = new ResizeObserver(() => {}); ro.observe(document.documentElement);\n  matchMedia('(min-width: 1px)').addListener(() => {});\n</script>";
    let (_, errors) = run_page(&[("https://a.test/", page)]);
    assert_eq!(
        errors,
        [
            "TypeError: navigator.share is not a function\n    at share (https://a.test/:4:18)\n    at https://a.test/:6:6\n    note: `navigator.share` is not implemented by webmcp (Navigator.share)",
            "ReferenceError: BroadcastChannel is not defined\n    at https://a.test/:9:23\n    note: `BroadcastChannel` is not implemented by webmcp",
            "TypeError: ({}).closest is not a function\n    at https://a.test/:12:15",
            "ReferenceError: notAnApi is not defined\n    at https://a.test/:15:3",
        ]
    );
}

#[test]
fn a_name_the_page_defines_is_not_called_missing() {
    // The page's own `BroadcastChannel` shadows nothing webmcp has; calling
    // a non-function it defined is its own bug, not a missing API.
    let page = "<!doctype html><script>\nwindow.requestIdleCallback = 5;\nrequestIdleCallback(() => {});\n</script>";
    let (_, errors) = run_page(&[("https://a.test/", page)]);
    assert_eq!(errors, ["TypeError: requestIdleCallback is not a function\n    at https://a.test/:3:20"]);
}

#[test]
fn report_error_reports_an_exception_as_uncaught() {
    // Frameworks (React 19) hand the errors they catch to reportError: they
    // fire `error` at the Window and, unhandled, are the page's uncaught errors.
    let page = "<!doctype html><script>\nlet seen = 0;\naddEventListener('error', (e) => { seen++; if (e.message === 'Error: handled') e.preventDefault(); });\nreportError(new Error('handled'));\nreportError(new TypeError('left'));\nreportError('a string');\nconsole.log('after', seen);\n</script>";
    let (console, errors) = run_page(&[("https://a.test/", page)]);
    assert_eq!(console, ["after 3"]);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].starts_with("TypeError: left\n    at https://a.test/:5:"), "{errors:?}");
    assert_eq!(errors[1], "\"a string\"");
}
