//! WebSocket and EventSource offline: arguments checked per spec, then
//! the connection fails in a task (error, then close with 1006 for a
//! WebSocket), with readyState moving from CONNECTING to CLOSED.

use crate::common;
use common::run;

#[test]
fn websockets_fail_to_connect_as_offline() {
    let console = run(&[(
        "https://a.test/dir/page.html",
        r#"<!doctype html><script>
        const ws = new WebSocket('wss://chat.example/socket', ['chat', 'v2']);
        console.log(ws.url, ws.readyState, WebSocket.CONNECTING, ws.CLOSED, ws.protocol === '', ws.extensions === '', ws.binaryType, ws.bufferedAmount);
        try { ws.send('hello'); } catch (e) { console.log('send', e.name); }
        for (const code of [999, 1001, 2999, 5000]) { try { ws.close(code); } catch (e) { console.log('close', code, e.name); } }
        try { ws.close(1000, 'x'.repeat(124)); } catch (e) { console.log('reason', e.name); }
        ws.onerror = (e) => console.log('error', e.constructor.name, ws.readyState);
        ws.addEventListener('close', (e) => {
            console.log('close', e.constructor.name, e.code, e.wasClean, e.reason === '', ws.readyState);
            ws.send('after'); console.log('buffered', ws.bufferedAmount);
        });
        console.log(new WebSocket('http://a.test/x').url, new WebSocket('/relative').url);
        for (const bad of ['ftp://a.test/', 'wss://a.test/#frag', 'http://[bad', 'ws://']) {
            try { new WebSocket(bad); console.log('accepted', bad); } catch (e) { console.log(e.name); }
        }
        for (const protocols of [['a', 'a'], ['with space'], '']) {
            try { new WebSocket('wss://a.test/', protocols); console.log('accepted', protocols); } catch (e) { console.log(e.name); }
        }
        console.log('script end');
        </script>"#,
    )]);
    let rest: Vec<&str> = console.iter().filter(|l| !l.starts_with("WebSocket connection to")).map(String::as_str).collect();
    assert_eq!(
        rest,
        [
            "wss://chat.example/socket 0 0 3 true true blob 0",
            "send InvalidStateError",
            "close 999 InvalidAccessError",
            "close 1001 InvalidAccessError",
            "close 2999 InvalidAccessError",
            "close 5000 InvalidAccessError",
            "reason SyntaxError",
            "ws://a.test/x wss://a.test/relative",
            "SyntaxError",
            "SyntaxError",
            "SyntaxError",
            "SyntaxError",
            "SyntaxError",
            "SyntaxError",
            "SyntaxError",
            "script end",
            "error Event 3",
            "close CloseEvent 1006 false true 3",
            "buffered 5",
        ]
    );
}

#[test]
fn closing_a_connecting_websocket_passes_through_closing() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
        const ws = new WebSocket('wss://a.test/');
        ws.close(1000, 'bye');
        console.log('closing', ws.readyState);
        ws.close(); // already closing: nothing
        let closes = 0;
        ws.onclose = (e) => { closes++; console.log('closed', ws.readyState, e.code); };
        setTimeout(() => console.log('closes', closes), 10);
        const ce = new CloseEvent('close', { code: 4000, reason: 'r', wasClean: true });
        console.log(ce.code, ce.reason, ce.wasClean);
        </script>"#,
    )]);
    let rest: Vec<&str> = console.iter().filter(|l| !l.starts_with("WebSocket connection to")).map(String::as_str).collect();
    assert_eq!(rest, ["closing 2", "4000 r true", "closed 3 1006", "closes 1"]);
}

#[test]
fn event_sources_fail_to_connect_as_offline() {
    let console = run(&[(
        "https://a.test/app/",
        r#"<!doctype html><script>
        const es = new EventSource('events', { withCredentials: true });
        console.log(es.url, es.withCredentials, es.readyState, EventSource.CLOSED);
        es.onerror = (e) => console.log('error', e.type, es.readyState);
        const closed = new EventSource('/other');
        closed.onerror = () => console.log('closed one: never');
        closed.close();
        console.log('closed', closed.readyState);
        try { new EventSource('http://[bad'); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    let rest: Vec<&str> = console.iter().filter(|l| !l.starts_with("EventSource's connection")).map(String::as_str).collect();
    assert_eq!(rest, ["https://a.test/app/events true 0 2", "closed 2", "SyntaxError", "error error 2"]);
}
