//! Named access on the Window object (see
//! `bindings::html::window_named_properties`): elements by `id` (and
//! `embed`/`form`/`img`/`object` by `name`) and named iframes are
//! properties of the window and names in script, looked up live, behind
//! what the global and its prototypes already have; the named properties
//! object's own internal methods. `window.status`, a Window attribute, is
//! found before an element with that id.

use crate::common;
use common::run;

#[test]
fn elements_and_named_frames_are_window_properties_and_global_names() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body>
        <div id="counter">7</div><div id="status"></div><form name="signup"></form><img name="pic"><img name="pic">
        <span id="toString"></span><div id="addEventListener"></div>
        <iframe name="child" srcdoc="<p>c</p>"></iframe><div id="child"></div>
        <script>
            const out = [];
            window.status = 5;
            out.push(counter.textContent, typeof status, status, window.signup.tagName, pic.length, pic instanceof HTMLCollection);
            out.push(typeof window.toString, typeof addEventListener, window.child === frames[0]);
            out.push("missing" in window, typeof missing);
            try { missing; out.push("no throw"); } catch (e) { out.push(e.name); }
            const later = document.createElement("b"); later.id = "later"; document.body.append(later);
            out.push(window.later === later);
            later.remove(); out.push(typeof window.later);
            window.counter = 1; out.push(window.counter, document.getElementById("counter").textContent);
            const wp = Object.getPrototypeOf(Window.prototype);
            out.push(Object.prototype.toString.call(wp), Object.getPrototypeOf(wp) === EventTarget.prototype);
            const d = Object.getOwnPropertyDescriptor(wp, "signup");
            out.push(d.value === document.forms[0], d.writable, d.enumerable, d.configurable);
            out.push(Reflect.defineProperty(wp, "x", { value: 1 }), Reflect.deleteProperty(wp, "signup"), Reflect.setPrototypeOf(wp, null));
            console.log(out.join(" | "));
        </script>"#,
    )]);
    assert_eq!(
        console,
        [concat!(
            "7 | string | 5 | FORM | 2 | true | function | function | true | ",
            "false | undefined | ReferenceError | true | undefined | 1 | 7 | ",
            "[object WindowProperties] | true | true | true | false | true | false | false | false"
        )]
    );
}
