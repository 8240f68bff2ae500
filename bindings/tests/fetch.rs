//! fetch(), Headers, Request and Response
//! (https://fetch.spec.whatwg.org/) over the page's loader.

use crate::common;
use common::run;

#[test]
fn fetch_reads_same_origin_files_as_text_json_and_bytes() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                (async () => {
                    const r = await fetch('/menu.json');
                    console.log(r.ok, r.status, r.statusText, r.url, r.type, r.headers.get('content-type'), r.bodyUsed);
                    const menu = await r.json();
                    console.log(menu.pizzas.length, r.bodyUsed);
                    try { await r.text(); } catch (e) { console.log('second read', e.name); }
                    const t = await (await fetch(new Request('menu.json'))).text();
                    console.log(t.length);
                    const b = await (await fetch('/menu.json')).arrayBuffer();
                    console.log(b instanceof ArrayBuffer, b.byteLength);
                    const u = await (await fetch('/menu.json', {method: 'HEAD'})).bytes();
                    console.log(u instanceof Uint8Array, u.length);
                    const missing = await fetch('/nope.json');
                    console.log(missing.ok, missing.status, missing.statusText);
                    const c = (await fetch('/menu.json')).clone();
                    console.log((await c.json()).pizzas[0]);
                    // The fragment is not fetched; the response's URL has none.
                    const f = await fetch('/menu.json#pizzas');
                    console.log(f.status, f.url);
                })();
            </script>"#,
        ),
        ("https://a.test/menu.json", r#"{"pizzas": ["margherita", "funghi"]}"#),
    ]);
    assert_eq!(
        console,
        [
            "true 200 OK https://a.test/menu.json basic text/html false",
            "2 true",
            "second read TypeError",
            "36",
            "true 36",
            "true 0",
            "false 404 Not Found",
            "margherita",
            "200 https://a.test/menu.json",
        ]
    );
}

#[test]
fn fetch_fails_as_offline_for_other_origins_and_bad_requests() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                (async () => {
                    for (const [input, init] of [
                        ['https://cdn.example/lib.js'],
                        ['https://b.test/data.json'],
                        ['http://[oops'],
                        ['https://user:pw@a.test/x'],
                        ['/menu.json', {method: 'POST', body: 'x'}],
                        ['/menu.json', {method: 'GET', body: 'x'}],
                        ['/menu.json', {method: 'TRACE'}],
                        ['/menu.json', {method: 'no spaces'}],
                        ['/menu.json', {headers: {'bad name': 'x'}}],
                    ]) {
                        try { await fetch(input, init); console.log('fetched', input); }
                        catch (e) { console.log(e.name); }
                    }
                    try { await (await fetch('/bad.json')).json(); } catch (e) { console.log('json', e.name); }
                })();
            </script>"#,
        ),
        ("https://a.test/menu.json", "{}"),
        ("https://a.test/bad.json", "{not json"),
        ("https://b.test/data.json", "{}"),
    ]);
    assert_eq!(console, ["TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "TypeError", "json SyntaxError"]);
}

#[test]
fn headers_request_and_response_objects() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            (async () => {
                const h = new Headers({'Content-Type': 'text/plain', 'X-A': ' 1 '});
                h.append('x-a', '2'); h.append('Set-Cookie', 'a=1'); h.append('set-cookie', 'b=2');
                console.log(h.get('x-a'), h.has('CONTENT-TYPE'), h.get('nope'), h.getSetCookie().join('|'));
                h.set('X-A', '3'); h.delete('content-type');
                console.log(h.get('x-a'), h.has('content-type'), new Headers([['k', 'v']]).get('k'));
                for (const bad of [() => h.append('a b', 'x'), () => h.set('x', 'a\nb'), () => new Headers([['only']]), () => h.get('')]) {
                    try { bad(); console.log('no error'); } catch (e) { console.log(e.name); }
                }
                const r = new Request('/api?q=1', {method: 'post', body: new URLSearchParams({a: 'b c'}), headers: {'X-Y': 'z'}});
                console.log(r.method, r.url, r.headers.get('content-type'), r.headers.get('x-y'), await r.text(), r.bodyUsed);
                try { r.clone(); } catch (e) { console.log('clone', e.name); }
                const res = new Response('{"ok":true}', {status: 201, statusText: 'Created', headers: {'X-Z': '1'}});
                console.log(res.status, res.ok, res.statusText, res.type, res.headers.get('content-type'), (await res.json()).ok);
                console.log(new Response().status, (await new Response(null).text()) === '', Response.error().type, Response.error().status);
                for (const bad of [() => new Response('', {status: 99}), () => new Response('x', {status: 204}), () => Response()]) {
                    try { bad(); console.log('no error'); } catch (e) { console.log(e.name); }
                }
                const fetched = await fetch('/');
                try { fetched.headers.set('x', 'y'); } catch (e) { console.log('immutable', e.name); }
            })();
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "1, 2 true null a=1|b=2",
            "3 false v",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "POST https://a.test/api?q=1 application/x-www-form-urlencoded;charset=UTF-8 z a=b+c true",
            "clone TypeError",
            "201 true Created default text/plain;charset=UTF-8 true",
            "200 true error 0",
            "RangeError",
            "TypeError",
            "TypeError",
            "immutable TypeError",
        ]
    );
}

#[test]
fn headers_iterate_sorted_and_combined() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const h = new Headers([['X-B', '1'], ['x-a', '2'], ['X-B', '3'], ['Set-Cookie', 'a'], ['set-cookie', 'b']]);
            console.log(JSON.stringify([...h]));
            console.log(new Headers(h).get('x-b'), Object.fromEntries(h.entries())['x-a']);
        </script>"#,
    )]);
    assert_eq!(console, [r#"[["set-cookie","a"],["set-cookie","b"],["x-a","2"],["x-b","1, 3"]]"#, "1, 3 2"]);
}
