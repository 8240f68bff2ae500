//! Blob, File and FileReader (https://w3c.github.io/FileAPI/), and
//! structured clones of them.

use crate::common;
use common::run;

#[test]
fn blobs_join_their_parts_normalize_their_type_and_slice() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            (async () => {
                const b = new Blob(['ab', new Uint8Array([99, 100]), new Blob(['e']), new Uint16Array([0x6766]).buffer], {type: 'Text/Plain'});
                console.log(b.size, b.type, await b.text());
                console.log(new Blob(['x'], {type: 'a\u00e9'}).type === '', new Blob().size);
                console.log(await b.slice(-3).text(), await b.slice(1, -1, 'X/Y').text(), b.slice(1, -1, 'X/Y').type, b.slice(5, 2).size);
                console.log(await new Blob(['a\r\nb\rc\n'], {endings: 'native'}).text() === 'a\nb\nc\n', await new Blob(['a\r\n'], {endings: 'transparent'}).text() === 'a\r\n');
                const bytes = await b.bytes();
                console.log(bytes instanceof Uint8Array, bytes[2], (await b.arrayBuffer()).byteLength);
                console.log(typeof Blob.prototype.stream);
                try { new Blob('nope'); } catch (e) { console.log(e.name); }
                try { new Blob([], {endings: 'bad'}); } catch (e) { console.log(e.name); }
            })();
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "7 text/plain abcdefg",
            "true 0",
            "efg bcdef x/y 0",
            "true true",
            "true 99 7",
            "undefined",
            "TypeError",
            "TypeError",
        ]
    );
}

#[test]
fn files_have_a_name_and_a_last_modified_date() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const f = new File(['hi'], 'a/b.txt', {type: 'TEXT/plain', lastModified: 42});
            console.log(f instanceof Blob, f.name, f.type, f.size, f.lastModified);
            const g = new File([], 'x');
            console.log(Math.abs(g.lastModified - Date.now()) < 1000, f.slice(0, 1) instanceof File);
            try { new File(['x']); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(console, ["true a/b.txt text/plain 2 42", "true false", "TypeError"]);
}

#[test]
fn file_reader_reads_in_tasks_and_fires_its_events_in_order() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const log = [];
            const r = new FileReader();
            for (const t of ['loadstart', 'progress', 'load', 'abort', 'error', 'loadend'])
                r.addEventListener(t, (e) => log.push(t + ':' + r.readyState + ':' + e.loaded + '/' + e.total));
            r.onloadend = () => {
                console.log(log.join(' '));
                console.log(r.result, r.error);
                const r2 = new FileReader();
                r2.onload = () => {
                    console.log(r2.result);
                    const r3 = new FileReader();
                    r3.onload = () => {
                        console.log(r3.result instanceof ArrayBuffer, r3.result.byteLength);
                        const r4 = new FileReader();
                        r4.onload = () => console.log(r4.result, JSON.stringify(r4.result === '\u00ff\u0001'));
                        r4.readAsBinaryString(new Blob([new Uint8Array([255, 1])]));
                    };
                    r3.readAsArrayBuffer(new Blob(['abc']));
                };
                r2.readAsDataURL(new Blob(['hi'], {type: 'text/plain'}));
            };
            r.readAsText(new Blob([new Uint8Array([0xE9])]), 'windows-1252');
            console.log(r.readyState, r.result);
            try { r.readAsText(new Blob([])); } catch (e) { console.log(e.name); }
            const a = new FileReader();
            a.onload = () => console.log('aborted reader loaded');
            a.onabort = () => console.log('abort', a.readyState, a.result);
            a.readAsText(new Blob(['x']));
            a.abort();
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "1 null",
            "InvalidStateError",
            "abort 2 null",
            "loadstart:1:0/1 progress:1:1/1 load:2:1/1 loadend:2:1/1",
            "é null",
            "data:text/plain;base64,aGk=",
            "true 3",
            "\u{ff}\u{1} true",
        ]
    );
}

#[test]
fn blobs_files_and_buffers_survive_structured_clone() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            (async () => {
                const buf = new Uint8Array([1, 2, 3, 4]).buffer;
                const v = structuredClone({a: new Uint16Array(buf, 2, 1), b: buf, d: new DataView(buf, 1, 2), f: new File(['x'], 'n', {type: 'a/b', lastModified: 7})});
                console.log(v.a instanceof Uint16Array, v.a.buffer === v.b, v.a.byteOffset, v.a.length, v.d.getUint8(0), v.d.byteLength);
                console.log(v.f instanceof File, v.f.name, v.f.type, v.f.lastModified, await v.f.text());
                const b = structuredClone(new Blob(['y']));
                console.log(b instanceof Blob, b instanceof File, await b.text());
            })();
        </script>"#,
    )]);
    assert_eq!(console, ["true true 2 1 2 2", "true n a/b 7 x", "true false y"]);
}

#[test]
fn object_urls_fetch_their_blob_until_revoked() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            (async () => {
                const url = URL.createObjectURL(new Blob(['hello'], {type: 'text/plain'}));
                console.log(/^blob:https:\/\/a\.test\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(url));
                const r = await fetch(url + '#frag');
                console.log(r.status, r.headers.get('content-type'), r.headers.get('content-length'), await r.text());
                try { await fetch(url, {method: 'HEAD'}); } catch (e) { console.log('HEAD', e.name); }
                URL.revokeObjectURL(url);
                try { await fetch(url); } catch (e) { console.log('revoked', e.name); }
                URL.revokeObjectURL('https://a.test/not-a-blob');
            })();
        </script>"#,
    )]);
    assert_eq!(console, ["true", "200 text/plain 5 hello", "HEAD TypeError", "revoked TypeError"]);
}
