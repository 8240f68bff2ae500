//! WebIDL iterable declarations and indexed/named properties as the
//! generator emits them: NodeList (value iterable), HTMLCollection (indexed
//! getter, @@iterator, named items), DOMTokenList (value iterable).

use crate::common;
use common::run;

fn page(script: &str) -> Vec<String> {
    run(&[("https://a.test/", &format!("<!doctype html><body><ul id=list><li id=a class='x y'>1</li><li name=b>2</li><li>3</li></ul><script>{script}</script>"))])
}

#[test]
fn node_list_is_a_value_iterable_with_array_functions() {
    let console = page(
        r#"
        const l = document.querySelectorAll('li');
        const P = NodeList.prototype;
        console.log(P.forEach === Array.prototype.forEach, P.entries === Array.prototype.entries,
            P.keys === Array.prototype.keys, P.values === Array.prototype.values,
            P[Symbol.iterator] === Array.prototype.values);
        const d = Object.getOwnPropertyDescriptor(P, Symbol.iterator);
        console.log(d.writable, d.enumerable, d.configurable, Object.getOwnPropertyDescriptor(P, 'forEach').enumerable);
        const seen = [];
        l.forEach((n, i, list) => seen.push(i + ':' + n.textContent + ':' + (list === l)));
        console.log(seen.join(' '), [...l].length, Array.from(l.keys()).join(), JSON.stringify([...l.entries()].map(([i, n]) => [i, n.id])));
        for (const n of l) { console.log(n.tagName); break; }
        "#,
    );
    assert_eq!(console, ["true true true true true", "true false true true", "0:1:true 1:2:true 2:3:true 3 0,1,2 [[0,\"a\"],[1,\"\"],[2,\"\"]]", "LI"]);
}

#[test]
fn indexed_properties_follow_webidl_descriptors() {
    let console = page(
        r#"
        const l = document.querySelectorAll('li');
        const d = Object.getOwnPropertyDescriptor(l, 0);
        console.log(d.value === l.item(0), d.writable, d.enumerable, d.configurable);
        console.log(Object.keys(l).join(), 1 in l, 5 in l, l[5], Object.getOwnPropertyDescriptor(l, 5));
        l[0] = 'x';
        console.log(l[0].id);
        try { 'use strict'; (function () { 'use strict'; l[0] = 'x'; })(); } catch (e) { console.log(e.constructor.name); }
        try { Object.defineProperty(l, 0, { value: 1 }); } catch (e) { console.log(e.constructor.name); }
        console.log(delete l[0], delete l[7]);
        l.expando = 1;
        console.log(l.expando, Object.keys(l).join(), Object.isExtensible(l));
        try { Object.preventExtensions(l); } catch (e) { console.log(e.constructor.name); }
        console.log(Object.prototype.toString.call(l), l instanceof NodeList, NodeList.prototype.item.call(l, 1).textContent);
        try { NodeList.prototype.item.call({}, 0); } catch (e) { console.log(e.constructor.name); }
        "#,
    );
    assert_eq!(
        console,
        [
            "true false true true",
            "0,1,2 true false undefined undefined",
            "a",
            "TypeError",
            "TypeError",
            "false true",
            "1 0,1,2,expando true",
            "TypeError",
            "[object NodeList] true 2",
            "TypeError",
        ]
    );
}

#[test]
fn html_collections_are_live_and_have_named_items() {
    let console = page(
        r#"
        const list = document.getElementById('list');
        const kids = list.children, lis = document.getElementsByTagName('li'), xs = document.getElementsByClassName('x');
        console.log(kids === list.children, kids.length, lis.length, xs.length, kids.a === kids[0], kids.namedItem('b').textContent, kids.b.textContent);
        const li = document.createElement('li'); li.className = 'y x';
        list.append(li);
        console.log(kids.length, lis.length, xs.length, kids[3] === li);
        li.remove(); document.getElementById('a').className = '';
        console.log(kids.length, xs.length, Object.keys(kids).join(), 'a' in kids, kids.namedItem(''));
        console.log(HTMLCollection.prototype[Symbol.iterator] === Array.prototype.values, 'forEach' in HTMLCollection.prototype, [...kids].length);
        console.log(document.getElementsByClassName('').length, document.getElementsByClassName(' y  ').length);
        "#,
    );
    assert_eq!(console, ["true 3 3 1 true 2 2", "4 4 2 true", "3 0 0,1,2 true null", "true false 3", "0 0"]);
}

#[test]
fn dom_token_list_is_iterable_and_validates_tokens() {
    let console = page(
        r#"
        const a = document.getElementById('a'), c = a.classList;
        console.log(c === a.classList, c.length, c[0], c.item(1), c.item(2), String(c), [...c].join('|'));
        c.add('z', 'x'); c.remove('y'); console.log(a.className);
        console.log(c.toggle('x'), c.toggle('x'), c.toggle('x', true), c.toggle('q', false), a.className);
        console.log(c.replace('z', 'w'), c.replace('nope', 'v'), c.contains('w'), a.getAttribute('class'));
        for (const bad of ['', 'a b', 'tab\t']) {
            try { c.add(bad); } catch (e) { console.log(e.name); }
        }
        try { c.toggle(''); } catch (e) { console.log(e.name); }
        try { c.supports('x'); } catch (e) { console.log(e.constructor.name); }
        a.classList = 'p  q p'; console.log(c.value, c.length, JSON.stringify(Object.keys(c)));
        const b = document.createElement('b'); b.classList.remove('x'); console.log(b.hasAttribute('class'));
        b.classList.toggle('on'); console.log(b.outerHTML);
        const seen = []; c.forEach((t, i) => seen.push(i + t)); console.log(seen.join());
        "#,
    );
    assert_eq!(
        console,
        [
            "true 2 x y null x y x|y",
            "x z",
            "false true true false z x",
            "true false true w x",
            "SyntaxError",
            "InvalidCharacterError",
            "InvalidCharacterError",
            "SyntaxError",
            "TypeError",
            "p  q p 2 [\"0\",\"1\"]",
            "false",
            "<b class=\"on\"></b>",
            "0p,1q",
        ]
    );
}

#[test]
fn for_in_over_a_collection_gives_its_indices_then_its_prototype_members() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><form id="a"></form><form name="b"></form><form></form><script>
            const keys = []; for (const p in document.forms) keys.push(p);
            console.log(JSON.stringify(keys));
        </script>"#,
    )]);
    // The indices first; named properties are unenumerable; then item, namedItem and length (Chromium 156 too).
    assert_eq!(console, [r#"["0","1","2","item","namedItem","length"]"#]);
}
