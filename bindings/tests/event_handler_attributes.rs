//! Event handler content attributes (compiled lazily, scoped to document,
//! form owner and element, keeping their listener's place), the body's
//! Window-reflecting handlers, window.event, and the document loading events.

use crate::common;
use common::{run, run_page};

#[test]
fn a_content_attribute_compiles_with_the_document_form_and_element_in_scope() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><form id=f action="x"><input name=q value=v><button id=b onclick="console.log(event.type, typeof createElement, action.endsWith('x'), elements.length, id, this.id)">go</button></form>
        <script>
            const b = document.getElementById('b');
            console.log(typeof b.onclick, b.onclick.name);
            b.dispatchEvent(new Event('click'));
        </script>"#,
    )]);
    assert_eq!(console, ["function onclick", "click function true 2 b b"]);
}

#[test]
fn an_invalid_body_is_reported_and_keeps_its_listener_place() {
    let (console, errors) = run_page(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            const e = document.createElement('div'), order = [];
            e.addEventListener('click', () => order.push(1));
            e.setAttribute('onclick', 'order.push(');
            e.addEventListener('click', () => order.push(3));
            console.log(e.onclick);
            e.setAttribute('onclick', 'order.push(2)');
            e.dispatchEvent(new Event('click'));
            e.removeAttribute('onclick');
            e.dispatchEvent(new Event('click'));
            console.log(order.join(''));
        </script>"#,
    )]);
    assert_eq!(console, ["null", "12313"]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("SyntaxError"), "{errors:?}");
}

#[test]
fn body_handlers_are_the_windows() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body onload="console.log('loaded', event.target === document)" onclick="console.log('body click')"><script>
            const f = () => {};
            document.body.onresize = f;
            const other = document.createElement('body');
            console.log(window.onresize === f, other.onresize === f, typeof window.onload, document.body.onclick !== null, window.onclick);
            const detached = document.implementation.createHTMLDocument('').body;
            detached.onload = f;
            console.log(detached.onload);
        </script>"#,
    )]);
    assert_eq!(console, ["true true function true null", "null", "loaded true"]);
}

#[test]
fn window_event_is_the_event_being_dispatched_to_a_listener_of_this_window() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const t = new EventTarget();
            let seen;
            t.addEventListener('x', e => { seen = window.event === e; });
            t.dispatchEvent(new Event('x'));
            console.log(seen, window.event);
        </script>"#,
    )]);
    assert_eq!(console, ["true undefined"]);
}

#[test]
fn create_event_makes_uninitialized_events_of_the_legacy_names() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const e = document.createEvent('HTMLEvents');
            let threw = '';
            try { document.dispatchEvent(e); } catch (x) { threw = x.name; }
            e.initEvent('go', true, true);
            console.log(threw, e.type, e.bubbles, e.isTrusted, document.createEvent('MouseEvents') instanceof MouseEvent, document.createEvent('customevent').detail);
            try { document.createEvent('NoSuchEvent'); } catch (x) { console.log(x.name); }
            const m = document.createEvent('MouseEvent');
            m.initMouseEvent('click', true, true, window, 2, 1, 2, 3, 4, true, false, false, false, 1, null);
            console.log(m.detail, m.clientY, m.ctrlKey, m.button, m.view === window);
        </script>"#,
    )]);
    assert_eq!(console, ["InvalidStateError go true false true null", "NotSupportedError", "2 4 true 1 true"]);
}

#[test]
fn composed_path_is_the_path_while_dispatching_and_a_window_is_its_proxy() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            let path;
            window.addEventListener('x', e => { path = e.composedPath(); });
            const ev = new Event('x', { bubbles: true });
            document.body.dispatchEvent(ev);
            console.log(path.length, path[0] === document.body, path[path.length - 1] === window, ev.composedPath().length);
        </script>"#,
    )]);
    assert_eq!(console, ["4 true true 0"]);
}

#[test]
fn loading_fires_readystatechange_load_and_pageshow_in_order() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const log = [];
            document.onreadystatechange = () => log.push(document.readyState);
            document.addEventListener('DOMContentLoaded', () => log.push('DOMContentLoaded'));
            addEventListener('load', e => log.push('load ' + (e.target === document)));
            addEventListener('pageshow', e => { log.push('pageshow ' + e.persisted); console.log(log.join(', ')); });
        </script>"#,
    )]);
    assert_eq!(console, ["interactive, DOMContentLoaded, complete, load true, pageshow false"]);
}

/// WebIDL's [[Unforgeables]]: the functions of a `[LegacyUnforgeable]`
/// member are one per interface and realm, shared by its instances.
#[test]
fn unforgeable_members_share_their_functions_within_a_realm() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            const d1 = Object.getOwnPropertyDescriptor(new Document(), 'location');
            const d2 = Object.getOwnPropertyDescriptor(new Document(), 'location');
            const t1 = Object.getOwnPropertyDescriptor(new Event('a'), 'isTrusted').get;
            const t2 = Object.getOwnPropertyDescriptor(new Event('b'), 'isTrusted').get;
            console.log(d1.get === d2.get, d1.set === d2.set, t1 === t2, d1.configurable, d1.get.name, t1.name);
            const w = Object.getOwnPropertyDescriptor(window, 'location');
            console.log(w.get === d1.get, w.set === d1.set, w.get.name);
            const f = document.createElement('iframe');
            document.body.append(f);
            const E = f.contentWindow.Event;
            const i1 = Object.getOwnPropertyDescriptor(new E('c'), 'isTrusted').get;
            const i2 = Object.getOwnPropertyDescriptor(new E('d'), 'isTrusted').get;
            console.log(i1 === i2, i1 === t1);
        </script>"#,
    )]);
    assert_eq!(
        console,
        ["true true true false get location get isTrusted", "false false get location", "true false"]
    );
}

#[test]
fn handler_content_attributes_are_not_compiled_in_documents_without_a_browsing_context() {
    // Scripting is disabled for a document with no browsing context: its
    // elements' content attributes compile to null, while listeners and
    // IDL-attribute handlers still run (the lines are Chromium 156's).
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            for (const doc of [document.implementation.createHTMLDocument(''), new DOMParser().parseFromString('<div></div>', 'text/html')]) {
                const el = doc.createElement('div');
                doc.body.append(el);
                el.setAttribute('onclick', 'window.ran = true');
                el.dispatchEvent(new Event('click'));
                let count = 0;
                el.addEventListener('click', () => count++);
                const other = doc.createElement('p');
                other.onclick = () => count++;
                other.dispatchEvent(new Event('click'));
                el.dispatchEvent(new Event('click'));
                console.log(doc.defaultView, el.onclick, window.ran, count);
            }
        </script>"#,
    )]);
    assert_eq!(console, ["null null undefined 2", "null null undefined 2"]);
}
