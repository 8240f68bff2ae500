//! requestAnimationFrame on the clock, DOMParser, and scrolling as a no-op.

use crate::common;
use common::{run, run_page};

fn page(script: &str) -> Vec<String> {
    run(&[("https://a.test/", &format!("<!doctype html><body><div id=d></div><script>{script}</script>"))])
}

#[test]
fn animation_frames_run_on_frame_boundaries() {
    let (console, errors) = run_page(&[("https://a.test/", &format!("<!doctype html><body><script>{}</script>", 
        r#"
        const start = performance.now();
        const a = requestAnimationFrame((t) => {
            console.log('frame 1', Math.round(t), typeof t);
            requestAnimationFrame((t2) => console.log('frame 2', Math.round(t2 - t)));
        });
        const b = requestAnimationFrame(() => console.log('cancelled'));
        cancelAnimationFrame(b); cancelAnimationFrame(12345);
        requestAnimationFrame(() => { throw new Error('boom'); });
        requestAnimationFrame(() => console.log('after a throwing callback'));
        console.log(typeof a, a > 0, b === a + 1);
        try { requestAnimationFrame(1); } catch (e) { console.log(e.constructor.name); }
        "#,
    ))]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("boom"));
    assert_eq!(console[0], "number true true");
    assert_eq!(console[1], "TypeError");
    assert_eq!(console[2], "frame 1 17 number");
    assert_eq!(console[3], "after a throwing callback");
    assert_eq!(console[4], "frame 2 17");
    assert_eq!(console.len(), 5);
}

#[test]
fn dom_parser_parses_html_without_running_scripts() {
    let console = page(
        r#"
        const doc = new DOMParser().parseFromString('<title>T</title><p class=x>hi<script>console.log("ran")<\/script>', 'text/html');
        console.log(doc instanceof Document, doc.title, doc.querySelector('p.x').firstChild.data, doc.querySelectorAll('script').length, doc === document, doc.defaultView);
        const p = document.importNode(doc.querySelector('p'), true); document.getElementById('d').append(p);
        console.log(document.querySelectorAll('.x').length);
        const xml = new DOMParser().parseFromString('<a xmlns="urn:x"><B c="1"/></a>', 'text/xml');
        console.log(xml.documentElement.namespaceURI, xml.documentElement.firstChild.tagName, xml.contentType, xml.querySelector('B').getAttribute('c'));
        const bad = new DOMParser().parseFromString('<a>', 'application/xml');
        console.log(bad.childNodes.length, bad.documentElement.localName, bad.documentElement.namespaceURI);
        try { new DOMParser().parseFromString('x', 'text/plain'); } catch (e) { console.log(e.constructor.name); }
        document.getElementById('d').scrollIntoView({ block: 'center' }); document.getElementById('d').scrollIntoView(false);
        const d = document.getElementById('d'); d.scrollTop = 50; console.log(d.scrollTop, d.scrollLeft);
        "#,
    );
    assert_eq!(
        console,
        ["true T hi 1 false null", "1", "urn:x B text/xml 1", "1 parsererror http://www.mozilla.org/newlayout/xml/parsererror.xml", "TypeError", "0 0"]
    );
}
