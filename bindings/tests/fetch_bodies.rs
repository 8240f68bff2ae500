//! Fetch's Request and Response bodies of every kind, the Request
//! constructor's structure and errors, Headers guards, and the static
//! Response members (https://fetch.spec.whatwg.org/).

use crate::common;
use common::run;

#[test]
fn bodies_read_as_every_kind_with_their_content_types() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            (async () => {
                const fd = new FormData();
                fd.append('a', '1');
                fd.append('f', new Blob(['xyz'], {type: 'text/csv'}), 'x.csv');
                const multipart = new Response(fd);
                const type = multipart.headers.get('content-type');
                console.log(type.startsWith('multipart/form-data; boundary='));
                const back = await multipart.formData();
                console.log(back.get('a'), back.get('f') instanceof File, back.get('f').name, back.get('f').type, await back.get('f').text());
                const params = await new Response(new URLSearchParams('x=1&y=%20')).formData();
                console.log([...params].join('|'));
                const blob = await new Response('hi', {headers: {'Content-Type': 'Text/Plain;charset=UTF-8'}}).blob();
                console.log(blob.type, blob.size);
                console.log(new Request('/', {method: 'POST', body: new Blob(['z'], {type: 'x/y'})}).headers.get('content-type'));
                console.log(await new Request('/', {method: 'POST', body: new Uint8Array([104, 105])}).text());
                try { await new Response('x').formData(); } catch (e) { console.log('formData', e.name); }
                console.log(JSON.stringify(await new Response('{"a": "\\uD800"}').json()));
                const r = new Response('once');
                await r.text();
                try { r.clone(); } catch (e) { console.log('clone', e.name, r.bodyUsed); }
            })();
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "true",
            "1 true x.csv text/csv xyz",
            "x,1|y, ",
            "text/plain;charset=utf-8 2",
            "x/y",
            "hi",
            "formData TypeError",
            r#"{"a":"\ud800"}"#,
            "clone TypeError true",
        ]
    );
}

#[test]
fn requests_have_every_attribute_and_check_their_init() {
    let console = run(&[(
        "https://a.test/dir/page.html",
        r#"<!doctype html><script>
            const r = new Request('x');
            console.log(r.url, r.method, r.mode, r.credentials, r.cache, r.redirect, r.referrer, JSON.stringify(r.referrerPolicy), JSON.stringify(r.destination), JSON.stringify(r.integrity), r.keepalive, r.isReloadNavigation, r.isHistoryNavigation, r.duplex, r.signal instanceof AbortSignal);
            const c = new AbortController();
            const s = new Request(r, {method: 'post', referrer: '', mode: 'same-origin', cache: 'only-if-cached', signal: c.signal});
            console.log(s.method, s.referrer === '', s.mode, s.cache, s.signal.aborted);
            c.abort();
            console.log(s.signal.aborted, s.clone().signal.aborted);
            for (const init of [{window: 1}, {mode: 'navigate'}, {referrer: 'http://:bad'}, {method: 'IN VALID'}, {method: 'TRACE'}, {mode: 'no-cors', method: 'PUT'}, {cache: 'only-if-cached'}, {mode: 'BAD'}, {method: 'GET', body: 'x'}]) {
                try { new Request('', init); console.log('no error', JSON.stringify(init)); } catch (e) { console.log(e.name); }
            }
            console.log(new Request('', {window: null}).url);
            const h = new Request('', {headers: {'X-A': '1', 'Cookie': 'c', 'Sec-X': 'y'}}).headers;
            console.log([...h].join('|'));
            const n = new Request('', {mode: 'no-cors', headers: {'Accept': 'x', 'X-A': '1', 'Content-Type': 'application/json'}}).headers;
            console.log([...n].join('|'));
            const withBody = new Request('', {method: 'POST', body: 'b'});
            const moved = new Request(withBody);
            console.log(withBody.bodyUsed, moved.bodyUsed);
            try { new Request(withBody); } catch (e) { console.log('reuse', e.name); }
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            r#"https://a.test/dir/x GET cors same-origin default follow about:client "" "" "" false false false half true"#,
            "POST true same-origin only-if-cached false",
            "true true",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "https://a.test/dir/page.html",
            "x-a,1",
            "accept,x",
            "true false",
            "reuse TypeError",
        ]
    );
}

#[test]
fn response_statics_and_headers_guards() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            (async () => {
                const j = Response.json({a: [1]}, {status: 201, headers: {'X': 'y'}});
                console.log(j.status, j.headers.get('content-type'), j.headers.get('x'), await j.text());
                try { Response.json(undefined); } catch (e) { console.log(e.name); }
                const r = Response.redirect('/next', 301);
                console.log(r.status, r.headers.get('location'), r.type);
                try { r.headers.set('a', 'b'); } catch (e) { console.log('immutable', e.name); }
                try { Response.redirect('/x', 200); } catch (e) { console.log(e.name); }
                console.log(Response.error().type, Response.json.length, typeof new Response().json);
                const res = new Response('', {headers: [['Set-Cookie', 'a'], ['X', '1']]});
                console.log([...res.headers].join('|'));
                try { new Response('', {statusText: 'bad\u0100'}); } catch (e) { console.log(e.name); }
            })();
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            r#"201 application/json y {"a":[1]}"#,
            "TypeError",
            "301 https://a.test/next default",
            "immutable TypeError",
            "RangeError",
            "error 1 function",
            "content-type,text/plain;charset=UTF-8|x,1",
            "TypeError",
        ]
    );
}

#[test]
fn form_data_holds_files_and_iterates() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const fd = new FormData();
            fd.append('a', new Blob(['x'], {type: 'T/X'}));
            fd.append('b', new File(['y'], 'y.txt'));
            fd.append('c', new File(['z'], 'z.txt'), 'renamed');
            fd.set('d', 'str');
            const a = fd.get('a');
            console.log(a instanceof File, a.name, a.type, fd.get('b').name, fd.get('c').name, fd.get('a') === a);
            try { fd.append('x', 'string', 'filename'); } catch (e) { console.log(e.name); }
            console.log([...fd.keys()].join(), FormData.prototype.append.length);
            fd.set('a', new Blob(['w']), 'w.bin');
            console.log(fd.getAll('a').length, fd.get('a').name);
        </script>"#,
    )]);
    assert_eq!(console, ["true blob t/x y.txt renamed true", "TypeError", "a,b,c,d 2", "1 w.bin"]);
}
