//! Range, StaticRange and Selection from script: live updates, ranges
//! across documents, createContextualFragment, and ranges that nobody
//! references any more.

use crate::common;
use common::run;

#[test]
fn a_range_follows_the_changes_script_makes() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><p id=p>hello world</p><script>
            const p = document.getElementById('p'), text = p.firstChild;
            const r = document.createRange();
            r.setStart(text, 6);
            r.setEnd(text, 11);
            console.log(String(r), r.collapsed, r.commonAncestorContainer === text);
            text.insertData(0, '>> ');
            console.log(r.startOffset, r.endOffset, String(r));
            const tail = text.splitText(9);
            console.log(r.startContainer === tail, r.startOffset, r.endContainer === tail, r.endOffset);
            p.normalize();
            console.log(r.startContainer === text, r.startOffset, r.endOffset, p.childNodes.length);
            p.remove();
            console.log(r.startContainer === document.body, r.startOffset, r.collapsed);
            try { r.setStart(document.doctype, 0); } catch (e) { console.log(e.name); }
            try { r.setEnd(text, 99); } catch (e) { console.log(e.name); }
            try { r.compareBoundaryPoints(7, r); } catch (e) { console.log(e.name); }
            r.selectNodeContents(text);
            try { new Range().compareBoundaryPoints(Range.START_TO_END, r); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(
        console,
        ["world false true", "9 14 world", "false 9 true 5", "true 9 14 1", "true 0 true", "InvalidNodeTypeError", "IndexSizeError", "NotSupportedError", "WrongDocumentError"]
    );
}

#[test]
fn contents_are_extracted_cloned_and_surrounded() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=d><b>one</b>two<i>three</i></div><script>
            const d = document.getElementById('d');
            const r = new Range();
            r.setStart(d.firstChild.firstChild, 1);
            r.setEnd(d.lastChild.firstChild, 2);
            const copy = r.cloneContents();
            console.log(copy.childNodes.length, copy.textContent, d.innerHTML);
            const taken = r.extractContents();
            console.log(taken.textContent, d.innerHTML, r.collapsed, r.startContainer === d, r.startOffset);
            r.insertNode(document.createTextNode('X'));
            console.log(d.innerHTML, r.startOffset, r.endOffset);
            r.selectNodeContents(d.childNodes[1]);
            r.surroundContents(document.createElement('u'));
            console.log(d.innerHTML);
            try { r.setStart(d, 0); r.setEnd(d.firstChild.firstChild, 1); r.surroundContents(document.createElement('s')); } catch (e) { console.log(e.name); }
            r.selectNode(d.firstChild);
            r.deleteContents();
            console.log(d.innerHTML);
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "3 netwoth <b>one</b>two<i>three</i>",
            "netwoth <b>o</b><i>ree</i> true true 1",
            "<b>o</b>X<i>ree</i> 1 2",
            "<b>o</b><u>X</u><i>ree</i>",
            "InvalidStateError",
            "<u>X</u><i>ree</i>",
        ]
    );
}

#[test]
fn ranges_and_nodes_of_other_documents() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><p id=p>text</p><script>
            const other = document.implementation.createHTMLDocument('');
            const xml = document.implementation.createDocument(null, null, document.implementation.createDocumentType('x', '', ''));
            console.log(xml.constructor.name, xml.doctype.name, xml.createElement('Foo').nodeName, xml.contentType);
            const r = other.createRange();
            const p = document.getElementById('p');
            r.setEnd(p.firstChild, 2);
            console.log(r.startContainer === p.firstChild, r.startOffset, r.endOffset);
            console.log(r.isPointInRange(other.body, 0), r.intersectsNode(other.body));
            try { r.comparePoint(other.body, 0); } catch (e) { console.log(e.name); }
            const q = other.createElement('q');
            r.insertNode(q);
            console.log(q.ownerDocument === document, p.innerHTML);
            const detached = document.createElement('div');
            detached.innerHTML = '<em>moved</em>';
            const inner = new Range();
            inner.selectNodeContents(detached.firstChild);
            other.body.appendChild(detached);
            console.log(inner.startContainer.ownerDocument === other, inner.toString());
            inner.setEnd(detached.firstChild.firstChild, 3);
            console.log(inner.toString());
            const s = new StaticRange({startContainer: p, startOffset: 9, endContainer: p, endOffset: 9});
            p.remove();
            console.log(s.startOffset, s.collapsed, s instanceof AbstractRange, s.startContainer === p);
            try { new StaticRange({startContainer: document.doctype, startOffset: 0, endContainer: p, endOffset: 0}); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "XMLDocument x Foo application/xml",
            "true 2 2",
            "false false",
            "WrongDocumentError",
            "true te<q></q>xt",
            "true moved",
            "mov",
            "9 true true true",
            "InvalidNodeTypeError",
        ]
    );
}

#[test]
fn contextual_fragments_parse_in_context_and_their_scripts_run_when_inserted() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><table id=t></table><script>
            const r = document.createRange();
            r.selectNodeContents(document.getElementById('t'));
            const f = r.createContextualFragment('<tr><td>cell</td></tr><script>console.log("ran")<\/script>');
            // In a table context the row gets its tbody, and the script goes in it.
            console.log(f.firstChild.nodeName, f.childNodes.length);
            console.log('before insertion');
            document.body.appendChild(f);
        </script>"#,
    )]);
    assert_eq!(console, ["TBODY 1", "before insertion", "ran"]);
}

#[test]
fn the_selection_holds_a_live_range_and_reports_changes() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><p id=p>abcdef</p><script>
            const sel = getSelection(), text = document.getElementById('p').firstChild;
            console.log(sel === document.getSelection(), sel.rangeCount, sel.type, sel.direction);
            let changes = 0;
            document.addEventListener('selectionchange', () => { changes++; });
            sel.setBaseAndExtent(text, 4, text, 1);
            console.log(sel.anchorOffset, sel.focusOffset, sel.direction, String(sel), sel.type);
            const r = sel.getRangeAt(0);
            text.deleteData(0, 2);
            console.log(r.startOffset, r.endOffset, sel.anchorOffset, sel.containsNode(text, true), sel.containsNode(text));
            sel.collapseToStart();
            console.log(sel.getRangeAt(0) !== r, sel.isCollapsed, sel.type);
            sel.removeAllRanges();
            const mine = document.createRange();
            mine.selectNodeContents(text);
            sel.addRange(mine);
            console.log(sel.getRangeAt(0) === mine, sel.anchorNode === text, sel.focusOffset);
            try { sel.getRangeAt(1); } catch (e) { console.log(e.name); }
            sel.deleteFromDocument();
            console.log(JSON.stringify(text.data), sel.isCollapsed);
            setTimeout(() => console.log('changes', changes), 10);
            console.log(new Document().getSelection());
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "true 0 None none",
            "4 1 backward bcd Range",
            "0 2 2 true false",
            "true true Caret",
            "true true 4",
            "IndexSizeError",
            "\"\" true",
            "null",
            "changes 1",
        ]
    );
}

#[test]
fn ranges_nobody_references_are_released() {
    // A page that makes many ranges and drops them: once the collector
    // frees their Range objects, the document's tree stops updating them.
    use std::rc::Rc;
    let url = url::Url::parse("https://a.test/").unwrap();
    let page = r#"<!doctype html><body><p id=p>x</p><script>
        const p = document.getElementById('p');
        for (let i = 0; i < 5000; i++) { const r = document.createRange(); r.selectNode(p); }
        var kept = new Range();
        kept.selectNodeContents(p);
    </script>"#;
    let loader = common::MemoryLoader::new(&[("https://a.test/", page)]);
    let mut page = bindings::page::Page::load(&url, Rc::new(loader), Default::default()).unwrap();
    let _ = page.run_until_idle();
    let count = |page: &mut bindings::page::Page| {
        let (ctx, doc) = page.top_context().unwrap();
        bindings::host::host(ctx).doc(doc, |d| d.tree.borrow().live_range_count()).unwrap()
    };
    boa_gc::force_collect();
    // The next range made releases the collected ones.
    let v = page.eval("p.appendChild(document.createTextNode('y')); document.createRange(); kept.endOffset").unwrap();
    assert_eq!(v.as_number(), Some(1.0), "appending after the end does not extend the range");
    assert!(count(&mut page) <= 3, "{} ranges left", count(&mut page));
}

#[test]
fn a_range_has_no_boxes_without_layout() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><p>text</p><script>
            const r = document.createRange();
            r.selectNodeContents(document.body);
            const list = r.getClientRects();
            console.log(list.length, list instanceof DOMRectList, list[0], list.item(0));
            const b = r.getBoundingClientRect();
            console.log(b instanceof DOMRect, JSON.stringify(b), b === r.getBoundingClientRect(), list === r.getClientRects());
            const detached = new Range();
            detached.selectNodeContents(document.createElement('p'));
            console.log(detached.getClientRects().length, detached.getBoundingClientRect().width);
            try { Range.prototype.getClientRects.call(new StaticRange({startContainer: document.body, startOffset: 0, endContainer: document.body, endOffset: 0})); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "0 true undefined null",
            r#"true {"x":0,"y":0,"width":0,"height":0,"top":0,"right":0,"bottom":0,"left":0} false false"#,
            "0 0",
            "TypeError",
        ]
    );
}

#[test]
fn the_bounding_rectangle_of_client_rects_follows_cssom_view() {
    use bindings::dom::range_geometry::bounding_client_rect;
    assert_eq!(bounding_client_rect(&[]), [0.0; 4], "an empty list gives a zero rectangle");
    assert_eq!(bounding_client_rect(&[[5.0, 6.0, 0.0, 3.0], [1.0, 1.0, 4.0, 0.0]]), [5.0, 6.0, 0.0, 3.0], "all empty: the first");
    assert_eq!(
        bounding_client_rect(&[[100.0, 100.0, 0.0, 0.0], [10.0, 20.0, 5.0, 5.0], [30.0, 40.0, -10.0, 2.0]]),
        [10.0, 20.0, 20.0, 22.0],
        "the union of the rectangles with a size, negative sizes included"
    );
}
