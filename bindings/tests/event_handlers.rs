//! Event handler attributes: values kept off the JS object, activation order,
//! deactivation by null, and the return-value rules.

use crate::common;
use common::run;

#[test]
fn handlers_leave_no_trace_on_the_object() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const t = new EventTarget();
            onload = () => {};
            document.modelContext.ontoolchange = () => {};
            console.log(Object.getOwnPropertySymbols(window).length, Object.getOwnPropertySymbols(document.modelContext).length, Reflect.ownKeys(t).length);
            console.log(typeof onload, document.modelContext.ontoolchange !== null, onmessage);
        </script>"#,
    )]);
    assert_eq!(console, ["0 0 0", "function true null"]);
}

#[test]
fn null_deactivates_and_a_new_value_listens_after_later_listeners() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const order = [];
            onmessage = () => order.push('handler 1');
            addEventListener('message', () => order.push('listener'));
            onmessage = () => order.push('handler 2');   // same place in the list
            dispatchEvent(new MessageEvent('message'));
            onmessage = null;
            dispatchEvent(new MessageEvent('message'));
            onmessage = () => order.push('handler 3');   // re-activated: now after the listener
            dispatchEvent(new MessageEvent('message'));
            onmessage = 5;                               // not an object: null
            dispatchEvent(new MessageEvent('message'));
            console.log(order.join(', '), onmessage);
        </script>"#,
    )]);
    assert_eq!(console, ["handler 2, listener, listener, listener, handler 3, listener null"]);
}

#[test]
fn returning_false_cancels_and_onerror_true_cancels() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            onmessage = () => false;
            const click = new MessageEvent('message', {cancelable: true});
            dispatchEvent(click);
            onerror = (message, source, line, col, error) => { console.log('onerror', message, error.message); return true; };
            setTimeout(() => { throw new Error('boom'); }, 0);
            console.log(click.defaultPrevented);
        </script>"#,
    )]);
    assert_eq!(console, ["true", "onerror Error: boom boom"]);
}

#[test]
fn window_event_handlers_and_global_event_handlers_are_where_html_puts_them() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            onunhandledrejection = e => { console.log('handler', e.reason); e.preventDefault(); };
            Promise.reject('r');
            document.body.onclick = e => console.log(e.type);
            document.body.dispatchEvent(new Event('click'));
            console.log('onmessage' in document.body, 'onsubmit' in document.body, 'onclick' in window, 'onpopstate' in window);
        </script>"#,
    )]);
    // HTMLBodyElement includes WindowEventHandlers: body.onmessage is the Window's.
    assert_eq!(console, ["click", "true true true true", "handler r"]);
}
