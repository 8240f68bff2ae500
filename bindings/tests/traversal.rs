//! TreeWalker, NodeIterator and NodeFilter from script
//! (https://dom.spec.whatwg.org/#traversal): filters, whatToShow, the
//! active flag, iterators that follow removals, and NodeFilter's constants.

use crate::common;
use common::run;

#[test]
fn a_tree_walker_walks_with_a_filter_that_skips_and_rejects() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=r><p id=a><b id=b>x</b></p><p id=skip><i id=c></i></p><p id=reject><u id=d></u></p><p id=e></p></div><script>
            const r = document.getElementById('r');
            const ids = (f) => { const out = []; let n; while ((n = f())) out.push(n.id || n.nodeName); return out.join(','); };
            const filter = { acceptNode(n) { return n.id === 'skip' ? NodeFilter.FILTER_SKIP : n.id === 'reject' ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT; } };
            let w = document.createTreeWalker(r, NodeFilter.SHOW_ELEMENT, filter);
            console.log(ids(() => w.nextNode()));
            console.log(ids(() => w.previousNode()));
            w.currentNode = r;
            console.log(w.firstChild().id, w.nextSibling().id, w.nextSibling().id, w.nextSibling(), w.currentNode.id);
            console.log(w.lastChild(), w.parentNode().id, w.lastChild().id, w.previousSibling().id);
            w = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
            console.log(w.nextNode().data, w.nextNode(), w.whatToShow, w.filter, w.root === r);
            const f = (n) => NodeFilter.FILTER_ACCEPT;
            w = document.createTreeWalker(r, 0xFFFFFFFF, f);
            console.log(w.filter === f, w.whatToShow, ids(() => w.nextNode()));
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "a,b,c,e",
            "c,b,a,r",
            "a c e null e",
            "null r e c",
            "x null 4 null true",
            "true 4294967295 a,b,#text,skip,c,reject,d,e",
        ]
    );
}

#[test]
fn a_filter_that_throws_or_reenters_the_walker() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=r><p></p></div><script>
            const r = document.getElementById('r');
            let w = document.createTreeWalker(r, NodeFilter.SHOW_ALL, () => { throw new Error('boom'); });
            try { w.firstChild(); } catch (e) { console.log(e.message, w.currentNode === r); }
            w = document.createTreeWalker(r, NodeFilter.SHOW_ALL, { acceptNode() { return w.nextNode(); } });
            try { w.firstChild(); } catch (e) { console.log(e.name); }
            w = document.createTreeWalker(r, NodeFilter.SHOW_ALL, { acceptNode: 42 });
            try { w.firstChild(); } catch (e) { console.log(e.name); }
            try { document.createTreeWalker(null); } catch (e) { console.log(e.name); }
            try { NodeFilter(); } catch (e) { console.log(e.name); }
            console.log(typeof NodeFilter, NodeFilter.length, NodeFilter.name, 'prototype' in NodeFilter, NodeFilter.SHOW_COMMENT, NodeFilter.FILTER_SKIP);
        </script>"#,
    )]);
    assert_eq!(console, ["boom true", "InvalidStateError", "TypeError", "TypeError", "TypeError", "function 0 NodeFilter false 128 3"]);
}

#[test]
fn a_node_iterator_follows_removals() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=r><p id=a></p><p id=b><i id=c></i></p><p id=d></p></div><script>
            const r = document.getElementById('r');
            const it = document.createNodeIterator(r, NodeFilter.SHOW_ELEMENT);
            const at = () => it.referenceNode.id + (it.pointerBeforeReferenceNode ? '<' : '>');
            console.log(it.nextNode().id, it.nextNode().id, it.nextNode().id, at());
            // Removing the reference (after it) moves it to the node before it.
            document.getElementById('b').remove();
            console.log(at(), it.nextNode().id, at());
            console.log(it.previousNode().id, at(), it.previousNode().id, it.previousNode().id, at());
            // Removing a node that does not hold the reference leaves it be.
            document.getElementById('a').remove();
            console.log(at(), it.nextNode().id, it.nextNode().id, at());
            it.detach();
            console.log(it.root === r, it.whatToShow, it.filter);
        </script>"#,
    )]);
    assert_eq!(console, ["r a b b>", "a> d d>", "d d< a r r<", "r< r d d>", "true 1 null"]);
}

#[test]
fn iterators_follow_their_root_into_another_document_and_refuse_reentry() {
    // The same lines as Chromium 156 prints for this page.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=r><p id=a></p><p id=b></p></div><script>
            const r = document.getElementById('r');
            const it = document.createNodeIterator(r, NodeFilter.SHOW_ELEMENT);
            console.log(it.nextNode().id, it.nextNode().id);
            const other = document.implementation.createHTMLDocument('x');
            other.body.appendChild(r);
            console.log(it.referenceNode.id, it.root.ownerDocument === other, String(it.nextNode() && it.referenceNode.id));
            r.firstChild.remove();
            console.log(it.referenceNode.id, String(it.previousNode() && it.referenceNode.id));
            const w = document.createTreeWalker(r);
            console.log(w.firstChild().id);
            document.body.appendChild(r);
            console.log(String(w.nextSibling()), w.parentNode().id, w.currentNode.ownerDocument === document);
            let depth = 0;
            const it2 = document.createNodeIterator(r, NodeFilter.SHOW_ALL, (n) => { depth++; try { it2.nextNode(); } catch (e) { console.log('reentry', e.name); } return 1; });
            console.log(it2.nextNode().id, depth);
            const w2 = document.createTreeWalker(document, NodeFilter.SHOW_ALL, { get acceptNode() { throw new Error('getter'); } });
            try { w2.nextNode(); } catch (e) { console.log('getter', e.message); }
        </script>"#,
    )]);
    assert_eq!(console, ["r a", "a true b", "b b", "b", "null r true", "reentry InvalidStateError", "r 1", "getter getter"]);
}

#[test]
fn removing_an_ancestor_of_the_root_leaves_the_iterator_where_it_was() {
    // decisions.md: as Blink and Gecko (and Chromium 156 prints these
    // lines); the DOM standard's pre-removing steps would move the
    // reference out of the root's subtree.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=outer><div id=r><p id=a></p><p id=b></p></div></div><script>
            const r = document.getElementById('r');
            const it = document.createNodeIterator(r, NodeFilter.SHOW_ELEMENT);
            it.nextNode(); it.nextNode(); it.nextNode();
            document.getElementById('outer').remove();
            console.log(it.referenceNode.id, it.pointerBeforeReferenceNode, String(it.nextNode()), it.previousNode().id);
        </script>"#,
    )]);
    assert_eq!(console, ["b false null b"]);
}
