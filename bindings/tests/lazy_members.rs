//! Interface members made on first use (`webidl::lazy`): whatever route
//! script takes to a prototype, it finds the members there, made in the
//! prototype's own realm; and the events a page fires while nobody listens
//! (which make no objects) still reach a listener when there is one.

use crate::common;
use common::run;

fn page(script: &str) -> Vec<String> {
    run(&[("https://a.test/", &format!("<!doctype html><body><p id=p>text</p><script>{script}</script>"))])
}

#[test]
fn every_route_to_a_prototype_finds_its_members() {
    // Each probe is the first thing its page's script does.
    for (probe, want) in [
        // An instance, then up its prototype chain, no interface object touched.
        ("Object.getOwnPropertyNames(Object.getPrototypeOf(Object.getPrototypeOf(document.body))).includes('click')", "true"),
        ("typeof Object.getPrototypeOf(Object.getPrototypeOf(Object.getPrototypeOf(document.body))).querySelector", "function"),
        ("Object.getOwnPropertyNames(Object.getPrototypeOf(Object.getPrototypeOf(document.getElementById('p').firstChild))).includes('data')", "true"),
        // A member-less interface object leads to its ancestors'.
        ("Object.getOwnPropertyNames(Object.getPrototypeOf(HTMLBodyElement.prototype)).includes('tabIndex')", "true"),
        ("Object.getPrototypeOf(HTMLBodyElement) === HTMLElement && 'focus' in Object.getPrototypeOf(HTMLBodyElement).prototype", "true"),
        // The interface object's own members: constants and statics.
        ("Node.ELEMENT_NODE + ',' + Node.prototype.DOCUMENT_NODE", "1,9"),
        ("Reflect.ownKeys(Node).map(String).slice(0, 4).join()", "length,name,prototype,ELEMENT_NODE"),
        ("typeof URL.canParse + ',' + typeof AbortSignal.abort", "function,function"),
        // Descriptors, `in`, iteration of the prototype.
        ("typeof Object.getOwnPropertyDescriptor(Element.prototype, 'id').set", "function"),
        ("'getAttribute' in Element.prototype", "true"),
        ("Object.keys(Event.prototype).includes('preventDefault')", "true"),
        // Subclassing reads `prototype` through the interface object.
        ("(class extends EventTarget {}).prototype.__proto__.addEventListener === EventTarget.prototype.addEventListener", "true"),
        ("new (class X extends Event {})('x').composedPath().length", "0"),
        // Constructors, instanceof, the identity of the interface object.
        ("new Event('x') instanceof Event && Event.prototype.constructor === Event && window.Event === Event", "true"),
        ("document.createElement('nav').constructor === HTMLElement && document.createElement('div') instanceof HTMLDivElement", "true"),
        ("[...new URLSearchParams('a=1&b=2').keys()].join()", "a,b"),
        ("Object.prototype.toString.call(new Headers().entries())", "[object Headers Iterator]"),
        ("(() => { try { Node(); return 'called'; } catch (e) { return e.constructor.name; } })()", "TypeError"),
    ] {
        let console = page(&format!("console.log(String({probe}));"));
        assert_eq!(console, [want], "{probe}");
    }
}

#[test]
fn members_are_made_in_the_prototypes_realm() {
    // The parent reaches the frame's prototypes first; their functions
    // belong to the frame's realm, as eagerly made ones would.
    let console = run(&[
        (
            "https://a.test/",
            "<!doctype html><iframe src=/child></iframe><script>
             onload = () => {
               const w = frames[0];
               const get = Object.getOwnPropertyDescriptor(w.Node.prototype, 'nodeName').get;
               console.log(get instanceof w.Function, get instanceof Function, w.Node !== Node);
               const div = w.document.createElement('div');
               console.log(Object.getPrototypeOf(div.appendChild) === w.Function.prototype, div instanceof w.Node, div instanceof Node);
             };
             </script>",
        ),
        ("https://a.test/child", "<!doctype html><p>child"),
    ]);
    assert_eq!(console, ["true false true", "true true false"]);
}

#[test]
fn events_fired_while_nobody_listens_still_reach_listeners() {
    let console = run(&[
        (
            "https://a.test/",
            "<!doctype html><body><script>
             addEventListener('DOMContentLoaded', e => console.log('DOMContentLoaded at', e.target === document ? 'document' : e.target));
             addEventListener('load', () => console.log('load'));
             document.body.addEventListener('load', e => console.log('captured load of', e.target.localName), true);
             </script><iframe src=/child></iframe>",
        ),
        ("https://a.test/child", "<!doctype html><p>child"),
    ]);
    let mut console = console;
    console.sort();
    assert_eq!(console, ["DOMContentLoaded at document", "captured load of iframe", "load"]);
}

#[test]
fn a_page_that_replaces_reflect_does_not_change_platform_objects() {
    // The Proxies behind interface objects and legacy platform objects
    // forward to Reflect's functions as the realm was made.
    let console = page(
        "for (const k of Reflect.ownKeys(Reflect)) { if (typeof Reflect[k] === 'function') Reflect[k] = () => { throw new Error('hijacked ' + k); }; }
         console.log(typeof Node.prototype.appendChild, Node.ELEMENT_NODE, document.querySelectorAll('p').length, document.querySelectorAll('p')[0].id, Object.keys(document.body.classList).length);",
    );
    assert_eq!(console, ["function 1 1 p 0"]);
}
