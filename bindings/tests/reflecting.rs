//! HTML's reflected IDL attributes (`[Reflect*]` in the IDL, the algorithms
//! of https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes).

use crate::common;
use common::run;

fn page(body: &str, script: &str) -> Vec<String> {
    run(&[("https://a.test/dir/page.html", &format!("<!doctype html><body>{body}<script>{script}</script>"))])
}

#[test]
fn strings_and_booleans_reflect_their_content_attributes() {
    let console = page(
        "<div id=d title=t></div><meta id=m name=n>",
        r#"
        const d = document.getElementById('d'), m = document.getElementById('m');
        console.log(d.title, JSON.stringify(d.lang), d.hidden, m.name, JSON.stringify(m.content));
        d.lang = 'fr'; d.hidden = true; m.content = 7;
        console.log(d.getAttribute('lang'), JSON.stringify(d.getAttribute('hidden')), m.getAttribute('content'));
        d.hidden = false; console.log(d.hasAttribute('hidden'));
        "#,
    );
    assert_eq!(console, ["t \"\" false n \"\"", "fr \"\" 7", "false"]);
}

#[test]
fn urls_resolve_against_the_document_base_url() {
    let console = page(
        "<base href='/base/'><iframe id=f src='x y.html'></iframe><iframe id=g></iframe><iframe id=h src='http://['></iframe>",
        r#"
        const f = document.getElementById('f');
        console.log(f.src, JSON.stringify(document.getElementById('g').src), document.getElementById('h').src);
        f.sandbox = 'allow-scripts  allow-forms';
        console.log(f.getAttribute('sandbox'), f.sandbox.length, f.sandbox === f.sandbox);
        "#,
    );
    assert_eq!(console, ["https://a.test/base/x%20y.html \"\" http://[", "allow-scripts  allow-forms 2 true"]);
}

#[test]
fn token_lists_reflect_their_attribute_and_forward_puts_to_value() {
    // output.htmlFor ([SameObject, PutForwards=value, Reflect=for]). The
    // line is Chromium 156's.
    let console = page(
        "<output id=o for='a b'></output>",
        r#"
        const o = document.getElementById('o');
        const list = o.htmlFor;
        console.log(Object.prototype.toString.call(list), list.length, list === o.htmlFor);
        o.htmlFor = 'x y z';
        console.log(o.getAttribute('for'), list.length, list.contains('y'));
        list.add('w');
        console.log(o.getAttribute('for'));
        "#,
    );
    assert_eq!(console, ["[object DOMTokenList] 2 true", "x y z 3 true", "x y z w"]);
}
