//! XMLHttpRequest (https://xhr.spec.whatwg.org/) over the page's loader:
//! the order of its events and states, its response types, the errors of
//! its methods, and what a response from another origin does not give away.

use crate::common;
use common::{run, run_page};

const EVENTS: &str = r#"
    function watch(x, log) {
        x.onreadystatechange = () => log.push('rs' + x.readyState);
        for (const t of ['loadstart', 'progress', 'load', 'loadend', 'error', 'abort', 'timeout'])
            x.addEventListener(t, (e) => log.push(t + ':' + e.loaded + '/' + e.total + (e.lengthComputable ? 'c' : '')));
    }
"#;

#[test]
fn an_async_get_goes_through_every_state_then_load_and_loadend() {
    let console = run(&[
        (
            "https://a.test/dir/",
            &format!(
                r#"<!doctype html><script>{EVENTS}
                const log = [];
                const x = new XMLHttpRequest();
                watch(x, log);
                log.push('state' + x.readyState);
                x.open('GET', 'menu.txt#frag');
                x.send();
                log.push('sent' + x.readyState);
                x.addEventListener('loadend', () => {{
                    console.log(log.join(' '));
                    console.log(x.status, x.statusText, x.responseURL, JSON.stringify(x.responseText), x.response === x.responseText);
                    console.log(JSON.stringify(x.getAllResponseHeaders()), x.getResponseHeader('CONTENT-type'), x.getResponseHeader('x-none'));
                    console.log(x.responseXML, x.upload instanceof XMLHttpRequestUpload, x.upload === x.upload);
                }});
            </script>"#
            ),
        ),
        ("https://a.test/dir/menu.txt", "margherita"),
    ]);
    assert_eq!(
        console,
        [
            "state0 rs1 loadstart:0/0 sent1 rs2 rs3 progress:10/0 rs4 load:10/0 loadend:10/0",
            "200 OK https://a.test/dir/menu.txt \"margherita\" true",
            "\"content-type: text/html\\r\\n\" text/html null",
            "null true true",
        ]
    );
}

#[test]
fn response_types_make_their_objects_once() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                function get(url, type, mime) {
                    return new Promise((resolve) => {
                        const x = new XMLHttpRequest();
                        x.open('GET', url);
                        x.responseType = type;
                        if (mime) x.overrideMimeType(mime);
                        x.onload = () => resolve(x);
                        x.send();
                    });
                }
                (async () => {
                    let x = await get('/data.json', 'json');
                    console.log(JSON.stringify(x.response), x.response === x.response);
                    try { x.responseText; } catch (e) { console.log('responseText', e.name); }
                    x = await get('/page.html', 'json');
                    console.log('not json', x.response);
                    x = await get('/data.json', 'arraybuffer');
                    console.log(x.response instanceof ArrayBuffer, x.response.byteLength, x.response === x.response);
                    x = await get('/data.json', 'blob', 'application/json;charset=utf-8');
                    console.log(x.response instanceof Blob, x.response.size, x.response.type, await x.response.text());
                    x = await get('/page.html', 'document');
                    console.log(x.response.title, x.response === x.responseXML, x.response.querySelector('script') !== null, x.response.URL);
                    x = await get('/latin1.txt', 'text', 'text/plain;charset=windows-1252');
                    console.log(x.response);
                    x = await get('/feed.xml', 'document', 'application/atom+xml');
                    console.log(x.response.documentElement.localName, x.response.documentElement.namespaceURI, x.response.querySelectorAll('entry').length, x.response.contentType);
                    x = await get('/data.json', 'document', 'text/xml');
                    console.log('not xml', x.response);
                    console.log('ran', window.ran === undefined);
                })();
            </script>"#,
        ),
        ("https://a.test/data.json", r#"{"pizzas": ["margherita"]}"#),
        ("https://a.test/page.html", "<title>Menu</title><script>window.parent.ran = 1</script>"),
        ("https://a.test/latin1.txt", "caf\u{e9}"),
        ("https://a.test/feed.xml", r#"<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry>a</entry><entry>b</entry></feed>"#),
    ]);
    assert_eq!(
        console,
        [
            "{\"pizzas\":[\"margherita\"]} true",
            "responseText InvalidStateError",
            "not json null",
            "true 26 true",
            "true 26 application/json;charset=utf-8 {\"pizzas\": [\"margherita\"]}",
            "Menu true true https://a.test/page.html",
            // The page's bytes are UTF-8; read as windows-1252 they are four characters more.
            "cafÃ©",
            "feed http://www.w3.org/2005/Atom 2 application/atom+xml",
            "not xml null",
            "ran true",
        ]
    );
}

#[test]
fn a_sync_request_fires_only_the_last_state_and_load() {
    let console = run(&[
        (
            "https://a.test/",
            &format!(
                r#"<!doctype html><script>{EVENTS}
                const log = [];
                const x = new XMLHttpRequest();
                watch(x, log);
                x.open('GET', '/menu.txt', false);
                x.send();
                console.log(log.join(' '), x.readyState, x.status, x.responseText);
                const y = new XMLHttpRequest();
                y.open('GET', '/missing.txt', false);
                y.send();
                console.log(y.status, y.statusText, JSON.stringify(y.responseText));
                for (const set of [(z) => z.responseType = 'json', (z) => z.timeout = 5]) {{
                    const z = new XMLHttpRequest();
                    z.open('GET', '/menu.txt', false);
                    try {{ set(z); }} catch (e) {{ console.log(e.name); }}
                }}
                const w = new XMLHttpRequest();
                w.responseType = 'text';
                try {{ w.open('GET', '/menu.txt', false); }} catch (e) {{ console.log('open', e.name); }}
            </script>"#
            ),
        ),
        ("https://a.test/menu.txt", "margherita"),
    ]);
    assert_eq!(
        console,
        ["rs1 rs4 load:10/0 loadend:10/0 4 200 margherita", "404 Not Found \"\"", "InvalidAccessError", "InvalidAccessError", "open InvalidAccessError"]
    );
}

/// A page cannot read another origin's response that does not allow it:
/// the request is a network error (status 0, no text, no headers).
#[test]
fn another_origins_response_is_a_network_error() {
    let (console, errors) = run_page(&[
        (
            "https://a.test/",
            &format!(
                r#"<!doctype html><script>{EVENTS}
                const log = [];
                const x = new XMLHttpRequest();
                watch(x, log);
                x.open('GET', 'https://bank.test/account.json');
                x.send();
                x.onloadend = () => console.log(log.join(' '), x.status, JSON.stringify(x.responseText), JSON.stringify(x.getAllResponseHeaders()), x.responseURL === '');
                const y = new XMLHttpRequest();
                y.open('GET', 'https://bank.test/account.json', false);
                try {{ y.send(); }} catch (e) {{ console.log('sync', e.name, y.readyState, y.status); }}
            </script>"#
            ),
        ),
        ("https://bank.test/account.json", r#"{"balance": 1000000}"#),
    ]);
    assert_eq!(errors, Vec::<String>::new());
    assert!(console.iter().any(|l| l == "sync NetworkError 4 0"), "{console:?}");
    assert!(console.iter().any(|l| l == "rs1 loadstart:0/0 rs4 error:0/0 loadend:0/0 0 \"\" \"\" true"), "{console:?}");
    assert!(!console.iter().any(|l| l.contains("1000000")), "{console:?}");
}

#[test]
fn methods_the_loader_cannot_answer_are_network_errors_with_a_warning() {
    let console = run(&[(
        "https://a.test/",
        &format!(
            r#"<!doctype html><script>{EVENTS}
            const log = [];
            const x = new XMLHttpRequest();
            watch(x, log);
            x.upload.addEventListener('error', () => log.push('upload error'));
            x.open('POST', '/order');
            x.setRequestHeader('Content-Type', 'application/json');
            x.send(JSON.stringify({{pizza: 'margherita'}}));
            x.onloadend = () => console.log(log.join(' '), x.status);
        </script>"#
        ),
    )]);
    assert_eq!(console.len(), 2, "{console:?}");
    assert!(console[0].contains("POST https://a.test/order is a network error"), "{console:?}");
    assert_eq!(console[1], "rs1 loadstart:0/0 rs4 upload error error:0/0 loadend:0/0 0");
}

#[test]
fn abort_open_and_the_methods_check_their_state() {
    let console = run(&[
        (
            "https://a.test/",
            &format!(
                r#"<!doctype html><script>{EVENTS}
                const log = [];
                const x = new XMLHttpRequest();
                watch(x, log);
                x.open('GET', '/menu.txt');
                x.send();
                x.abort();
                console.log(log.join(' '), x.readyState, x.status);
                // A new open() while the response is on its way: the first fetch's tasks do nothing.
                const y = new XMLHttpRequest();
                const ylog = [];
                watch(y, ylog);
                y.open('GET', '/menu.txt');
                y.send();
                y.onreadystatechange = () => {{ ylog.push('rs' + y.readyState); if (y.readyState === 2) y.open('GET', '/other.txt'); }};
                setTimeout(() => console.log(ylog.join(' '), y.readyState, JSON.stringify(y.responseText)), 10);
                const z = new XMLHttpRequest();
                for (const f of [() => z.setRequestHeader('a', 'b'), () => z.send(), () => z.open('G T', '/'), () => z.open('CONNECT', '/'), () => z.open('GET', 'http://[x')])
                    try {{ f(); }} catch (e) {{ console.log(e.name); }}
                z.open('get', '/menu.txt');
                z.setRequestHeader('X-A', '1'); z.setRequestHeader('x-a', '2'); z.setRequestHeader('Cookie', 'no');
                try {{ z.setRequestHeader('X-B', 'a\nb'); }} catch (e) {{ console.log(e.name); }}
                z.send();
                try {{ z.send(); }} catch (e) {{ console.log('twice', e.name); }}
                try {{ z.withCredentials = true; }} catch (e) {{ console.log('credentials', e.name); }}
            </script>"#
            ),
        ),
        ("https://a.test/menu.txt", "margherita"),
        ("https://a.test/other.txt", "funghi"),
    ]);
    assert_eq!(
        console,
        [
            "rs1 loadstart:0/0 rs4 abort:0/0 loadend:0/0 0 0",
            "InvalidStateError",
            "InvalidStateError",
            "SyntaxError",
            "SecurityError",
            "SyntaxError",
            "SyntaxError",
            "twice InvalidStateError",
            "credentials InvalidStateError",
            "rs1 loadstart:0/0 rs2 rs1 1 \"\"",
        ]
    );
}

/// https://webidl.spec.whatwg.org/#dfn-attribute-setter: an enumeration
/// attribute ignores a string that is not one of its values (no TypeError).
#[test]
fn enumeration_attributes_ignore_other_values() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const x = new XMLHttpRequest();
            x.responseType = 'blob';
            x.responseType = 'bogus';
            console.log(x.responseType);
            history.scrollRestoration = 'sideways';
            console.log(history.scrollRestoration);
            try { x.responseType = Symbol(); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(console, ["blob", "auto", "TypeError"]);
}
