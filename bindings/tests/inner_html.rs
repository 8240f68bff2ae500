//! innerHTML and outerHTML from script.

use crate::common;
use common::run;

#[test]
fn inner_html_round_trips_and_scripts_do_not_run() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><ul id=list></ul><script>
            const list = document.getElementById('list');
            list.innerHTML = ['milk', 'eggs & ham'].map(t => `<li>${t.replace('&', '&amp;')}</li>`).join('') + '<script>console.log("ran")<\/script>';
            console.log(list.children.length, list.querySelectorAll('li')[1].textContent);
            console.log(list.innerHTML);
            list.innerHTML = null;
            console.log(JSON.stringify(list.innerHTML), list.childNodes.length);
        </script>"#,
    )]);
    assert_eq!(console, ["3 eggs & ham", r#"<li>milk</li><li>eggs &amp; ham</li><script>console.log("ran")</script>"#, r#""" 0"#]);
}

#[test]
fn outer_html_replaces_the_element_and_refuses_the_document_element() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=old>x</div><script>
            document.getElementById('old').outerHTML = '<p id=new>y</p><p>z</p>';
            console.log(document.body.children.length, document.getElementById('old'), document.getElementById('new').outerHTML);
            try { document.documentElement.outerHTML = ''; } catch (e) { console.log(e.name); }
            const t = document.createElement('template');
            t.innerHTML = '<b>in contents</b>';
            console.log(t.childNodes.length, t.innerHTML);
        </script>"#,
    )]);
    assert_eq!(console, ["3 null <p id=\"new\">y</p>", "NoModificationAllowedError", "0 <b>in contents</b>"]);
}

#[test]
fn an_iframe_inserted_by_inner_html_gets_a_window() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><body><div id=host></div><script>
                const host = document.getElementById('host');
                host.innerHTML = '<iframe src="/child.html"></iframe>';
                const f = host.firstChild;
                f.onload = () => console.log(f.contentWindow.document.title);
            </script>"#,
        ),
        ("https://a.test/child.html", "<!doctype html><title>child</title>"),
    ]);
    assert_eq!(console, ["child"]);
}

#[test]
fn the_setter_parses_in_the_context_of_the_element() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><table id=t></table><div id=d></div><form><p id=f></p></form><script>
            const t = document.getElementById('t'), d = document.getElementById('d'), f = document.getElementById('f');
            t.innerHTML = '<tr><td>x</td></tr>';
            d.innerHTML = '<tr><td>x</td></tr>';
            console.log(t.firstChild.localName, t.querySelectorAll('td').length, d.innerHTML);
            f.innerHTML = '<form><input></form>';
            console.log(f.innerHTML);
            const br = document.createElement('br');
            br.appendChild(document.createTextNode('x'));
            console.log(JSON.stringify(br.innerHTML), br.outerHTML);
        </script>"#,
    )]);
    assert_eq!(console, ["tbody 1 x", "<input>", r#""" <br>"#]);
}
