//! Dynamic markup insertion
//! (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html):
//! `document.write()` into the parser at the insertion point, the scripts it
//! writes, its recursion limit, and `document.open()`/`close()` on a loaded
//! document. The expected lines are Chromium 156's.

use crate::common;
use common::run;

#[test]
fn write_inserts_at_the_insertion_point_and_runs_the_scripts_it_writes() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><p id=a>a</p><script>
            document.write('<p id=b>b</p><scr' + 'ipt>console.log("nested", document.getElementById("b") !== null, document.querySelectorAll("p").length);document.write("<i id=c>c</i>");console.log("after nested write", !!document.getElementById("c"))</scr' + 'ipt><p id=d>d</p>');
            console.log('after write', [...document.querySelectorAll('p, i')].map(e => e.id).join(''));
            document.writeln('<span id=e>e</span>');
            document.write('<u id=f', '>f</u>');
            console.log('order', [...document.body.children].map(e => e.id || e.localName).join(','));
        </script><p id=g>g</p><script>
            console.log('final', [...document.body.children].map(e => e.id || e.localName).join(','), document.getElementById('e').nextSibling.nodeType);
            let depth = 0;
            window.again = () => { depth++; document.write('<scr' + 'ipt>again()</scr' + 'ipt>'); };
            again();
            console.log('depth', depth);
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "nested true 2",
            "after nested write true",
            "after write abcd",
            "order a,script,b,script,c,d,e,f",
            "final a,script,b,script,c,d,e,f,g,script 3",
            "depth 22"
        ]
    );
}

#[test]
fn open_on_a_loaded_document_starts_it_over_and_close_ends_it() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            onload = () => {
                console.log('loaded', document.readyState);
                document.addEventListener('x', () => console.log('old listener'));
                const r = document.open();
                console.log('open returns document', r === document, document.readyState, document.documentElement);
                document.dispatchEvent(new Event('x'));
                document.write('<title>new</title><p id=n>new</p><scr' + 'ipt>console.log("script in opened doc", document.title)</scr' + 'ipt>');
                console.log('before close', document.getElementById('n') !== null, document.readyState);
                document.addEventListener('DOMContentLoaded', () => console.log('DOMContentLoaded again'));
                window.addEventListener('load', () => console.log('load again', document.readyState));
                document.close();
                console.log('closed', document.readyState, document.body.innerHTML.length > 0);
                try { new DOMParser().parseFromString('<x/>', 'text/xml').write('a'); } catch (e) { console.log(e.name); }
            };
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "loaded complete",
            "open returns document true loading null",
            "script in opened doc new",
            "before close true loading",
            "DOMContentLoaded again",
            "closed complete true",
            "InvalidStateError"
        ]
    );
}

#[test]
fn an_async_external_script_cannot_write_into_a_loaded_document() {
    // A parser-blocking external script writes at the insertion point; an
    // async one runs with no insertion point, and its document.write() is
    // ignored (the ignore-destructive-writes counter) with Chromium's warning.
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><body><script src=ext.js></script><script async src=async.js></script><script>
                console.log('inline', !!document.getElementById('fromext'));
                setTimeout(() => console.log('timer', document.body.children.length), 500);
            </script>"#,
        ),
        ("https://a.test/ext.js", r#"document.write("<p id=fromext>x</p>"); console.log("ext", !!document.getElementById("fromext"));"#),
        ("https://a.test/async.js", r#"document.write("<p id=fromasync>x</p>"); console.log("async", !!document.getElementById("fromasync"), document.body.children.length);"#),
    ]);
    assert_eq!(
        console,
        [
            "ext true",
            "inline true",
            "Failed to execute 'write' on 'Document': It isn't possible to write into a document from an asynchronously-loaded external script unless it is explicitly opened.",
            "async false 4",
            "timer 4"
        ]
    );
}
