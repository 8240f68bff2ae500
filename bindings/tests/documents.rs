//! Documents and nodes: a node belongs to one document, and moving it to
//! another adopts it (or copies it); every navigable starts with its initial
//! about:blank document; each top-level traversable keeps its own tools.

use crate::common;

use common::run;

/// Appending a node of another document adopts it: the node moves, and no
/// node of the destination that happens to share its index is touched.
#[test]
fn cross_document_insertion_adopts_the_node() {
    let page = r#"<!doctype html><body><div id=a>A</div><div id=b>B</div><script>
        const d = document.implementation.createHTMLDocument('other');
        const p = d.createElement('p');
        p.id = 'moved';
        p.append('text', d.createElement('i'));
        d.body.appendChild(p);
        let clicks = 0;
        p.addEventListener('click', () => clicks++);
        document.body.appendChild(p);
        console.log(p.ownerDocument === document, p.parentNode === document.body, d.body.childNodes.length);
        console.log(Array.prototype.map.call(document.body.children, e => e.id || e.localName).join(), document.getElementById('a').textContent, document.getElementById('b').textContent);
        console.log(document.getElementById('moved') === p, p.firstChild.ownerDocument === document, p.textContent);
        p.dispatchEvent(new Event('click'));
        console.log('listener kept', clicks);
        // insertBefore, prepend, append with nodes of another document.
        const q = d.createElement('q');
        document.body.insertBefore(q, document.getElementById('a'));
        const r = d.createElement('s');
        document.body.prepend(r);
        console.log(Array.prototype.map.call(document.body.children, e => e.localName).join());
        // A document cannot be inserted or adopted; a child of another document is not a reference child.
        try { document.body.appendChild(d); } catch (e) { console.log(e.name); }
        try { document.adoptNode(d); } catch (e) { console.log(e.name); }
        try { document.body.insertBefore(document.createElement('x'), d.body); } catch (e) { console.log(e.name); }
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        [
            "true true 0",
            "a,b,script,moved A B",
            "true true text",
            "listener kept 1",
            "s,q,div,div,script,p",
            "HierarchyRequestError",
            "NotSupportedError",
            "NotFoundError",
        ]
    );
}

#[test]
fn adopt_import_and_clone() {
    let page = r#"<!doctype html><body><script>
        const d = document.implementation.createHTMLDocument('other');
        d.body.innerHTML = '<ul id=list><li>one</li><li>two</li></ul><template id=t><b>tpl</b></template>';
        const list = d.getElementById('list');
        const adopted = document.adoptNode(list);
        console.log(adopted === list, list.ownerDocument === document, list.parentNode, d.getElementById('list'));
        const imported = document.importNode(d.getElementById('t'), true);
        console.log(imported.ownerDocument === document, imported.innerHTML, d.getElementById('t') !== imported);
        const shallow = document.importNode(list, false);
        console.log(shallow.childNodes.length, shallow.id);
        const deep = list.cloneNode(true);
        console.log(deep !== list, deep.textContent, deep.parentNode, deep.ownerDocument === document);
        document.body.append(deep);
        console.log(document.querySelectorAll('li').length);
        const copy = document.cloneNode();
        console.log(copy.nodeType, copy !== document, copy.childNodes.length);
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        ["true true null null", "true <b>tpl</b> true", "0 list", "true onetwo null true", "2", "9 true 0"]
    );
}

/// An iframe without src has an initial about:blank document with its
/// parent's origin; tools registered in it go away with the first navigation.
#[test]
fn initial_about_blank_documents() {
    let top = r#"<!doctype html><body><script>
        const f = document.createElement('iframe');
        document.body.appendChild(f);
        const w = f.contentWindow;
        console.log(w.location.href, w.document.body !== null, w.origin === origin, f.contentDocument === w.document);
        w.document.modelContext.registerTool({name: 'blank_tool', description: 'in about:blank', execute: () => 'blank'}).then(async () => {
          console.log('registered', (await document.modelContext.getTools()).map(t => t.name).join());
          w.marker = 'kept';
          f.onload = async () => {
            console.log('navigated', f.contentWindow.document.title, (await document.modelContext.getTools()).map(t => t.name).join());
            console.log('same Window', f.contentWindow === w, f.contentWindow.marker);
          };
          f.src = '/child.html';
        });
    </script>"#;
    let child = r#"<!doctype html><title>child</title><script>
        document.modelContext.registerTool({name: 'child_tool', description: 'child', execute: () => 'child'});
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/top.html", top), ("https://a.test/child.html", child)]),
        ["about:blank true true true", "registered blank_tool", "navigated child child_tool", "same Window true kept"]
    );
}

/// `window.open` makes the popup's navigable at once, with an initial
/// about:blank document (the opener's origin) whose Window a same-origin
/// response reuses, so a handler set right after `open` sees the load.
#[test]
fn window_open_starts_at_about_blank() {
    let top = r#"<!doctype html><script>
        const w = open('/popup.html');
        console.log(w.location.href, w.document.readyState, w.origin === origin);
        w.onload = () => console.log('loaded', w.document.title, w.location.pathname);
    </script>"#;
    let popup = r#"<!doctype html><title>popup</title>"#;
    assert_eq!(run(&[("https://a.test/top.html", top), ("https://a.test/popup.html", popup)]), ["about:blank complete true", "loaded popup /popup.html"]);
}

/// Each top-level traversable sees only its own frame tree's tools, however
/// the windows were opened.
#[test]
fn tools_stay_within_their_top_level_traversable() {
    let top = r#"<!doctype html><script>
        document.modelContext.registerTool({name: 'opener_tool', description: 'opener', execute: () => 'opener'});
        const w = open('/popup.html');
        w.onload = async () => {
          const mine = await document.modelContext.getTools();
          const theirs = await w.document.modelContext.getTools();
          console.log('opener sees', mine.map(t => t.name).join(), '| popup sees', theirs.map(t => t.name).join());
          try { await document.modelContext.executeTool(theirs[0], {}); } catch (e) { console.log('across windows:', e.name); }
          try { await w.document.modelContext.executeTool(mine[0], {}); } catch (e) { console.log('back across:', e.name); }
          console.log('own:', await w.document.modelContext.executeTool(theirs[0], {}));
        };
    </script>"#;
    let popup = r#"<!doctype html><script>
        document.modelContext.registerTool({name: 'popup_tool', description: 'popup', execute: () => 'popup'});
    </script><iframe src="/frame.html"></iframe>"#;
    let frame = r#"<!doctype html><script>
        document.modelContext.registerTool({name: 'frame_tool', description: 'frame', execute: () => 'frame'});
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/top.html", top), ("https://a.test/popup.html", popup), ("https://a.test/frame.html", frame)]),
        ["opener sees opener_tool | popup sees frame_tool,popup_tool", "across windows: UnknownError", "back across: UnknownError", "own: frame"]
    );
}

/// A tool registered in the initial about:blank document of an iframe that
/// is already navigating to its `src` does not survive the navigation; the
/// about:blank load event fires during the insertion of an iframe without
/// `src` (so a handler set afterwards does not see it).
#[test]
fn initial_about_blank_tools_end_with_the_navigation_to_src() {
    let top = r#"<!doctype html><body><script>
        const blank = document.createElement('iframe');
        let loads = 0;
        blank.addEventListener('load', () => loads++);
        document.body.appendChild(blank);
        console.log('blank loaded', loads);
        const f = document.createElement('iframe');
        f.src = '/child.html';
        document.body.appendChild(f);
        f.contentDocument.modelContext.registerTool({name: 'blank_tool', description: 'in about:blank', execute: () => 'blank'});
        f.onload = async () => {
          console.log('after', (await document.modelContext.getTools()).map(t => t.name).sort().join());
        };
    </script>"#;
    let child = r#"<!doctype html><script>
        document.modelContext.registerTool({name: 'child_tool', description: 'child', execute: () => 'child'});
    </script>"#;
    assert_eq!(run(&[("https://a.test/top.html", top), ("https://a.test/child.html", child)]), ["blank loaded 1", "after child_tool"]);
}

#[test]
fn tree_accessors_are_live_collections_of_the_document() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><img name="logo"><a href="/x">x</a><a>no href</a><map><area href="/y"></map>
        <embed><form name="logo"></form><svg><a href="/svg" name="logo"></a></svg>
        <script>
            const out = [];
            const { images, links, scripts, embeds, plugins } = document;
            out.push(images.length, links.length, scripts.length, embeds.length, plugins.length, embeds === plugins);
            out.push(document.images === images, images instanceof HTMLCollection);
            const byName = document.getElementsByName("logo");
            out.push(byName instanceof NodeList, byName.length, [...byName].map(e => e.tagName).join());
            document.body.append(document.createElement("img"), document.createElement("script"));
            const i = document.createElement("input"); i.name = "logo"; document.body.append(i);
            out.push(images.length, scripts.length, byName.length);
            console.log(out.join(" "));
        </script>"#,
    )]);
    // Chromium 156 gives the same.
    assert_eq!(console, ["1 2 1 1 1 true true true true 2 IMG,FORM 2 2 3"]);
}

#[test]
fn setting_document_body_replaces_or_appends_a_body_or_frameset() {
    // https://html.spec.whatwg.org/multipage/dom.html#dom-document-body;
    // the lines are Chromium 156's.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            const doc = document.implementation.createHTMLDocument('');
            const oldBody = doc.body, b2 = doc.createElement('body'), fs = doc.createElement('frameset');
            doc.body = b2;
            console.log([doc.body === b2, oldBody.parentNode, doc.documentElement.children.length].join(' '));
            doc.body = b2;
            console.log(doc.body === b2);
            doc.body = fs;
            console.log([doc.body === fs, b2.parentNode, doc.documentElement.lastChild.localName].join(' '));
            try { doc.body = doc.createElement('div'); } catch (e) { console.log(e.name); }
            try { doc.body = null; } catch (e) { console.log(e.name); }
            const x = document.implementation.createDocument(null, 'root', null);
            const xb = document.createElement('body');
            x.body = xb;
            console.log([x.documentElement.firstChild === xb, xb.ownerDocument === x, x.body].join(' '));
            const empty = document.implementation.createDocument(null, null, null);
            try { empty.body = document.createElement('body'); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(
        console,
        ["true  2", "true", "true  frameset", "HierarchyRequestError", "HierarchyRequestError", "true true ", "HierarchyRequestError"]
    );
}

#[test]
fn an_xml_document_keeps_what_follows_a_script_element() {
    // xml5ever stops after `</script>` for its caller to run the script; a
    // parsed document's scripts do not run, and its parse goes on (the
    // rest of the document was dropped). The line is Chromium 156's.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const d = new DOMParser().parseFromString('<root><script>document.x = 5<\/script><after><p>a</p><p>b</p></after></root>', 'application/xml');
            console.log([d.documentElement.children.length, d.documentElement.lastElementChild.localName, d.querySelectorAll('p').length, document.x, d.x].join(' '));
        </script>"#,
    )]);
    assert_eq!(console, ["2 after 2  "]);
}

#[test]
fn scripts_of_parsed_xml_documents_stay_unexecutable_when_inserted_or_copied() {
    // DOMParser's XML parser has scripting disabled and marks its script
    // elements already started; the copies importNode and cloneNode make
    // keep the flag. The lines are Chromium 156's.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            window.mark = 0;
            const xhtml = '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>window.mark++<\/script></body></html>';
            for (const how of ['import', 'adopt', 'clone']) {
                const d = new DOMParser().parseFromString(xhtml, 'application/xhtml+xml');
                const s = d.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'script')[0];
                const node = how === 'import' ? document.importNode(s, true) : how === 'adopt' ? document.adoptNode(s) : s.cloneNode(true);
                document.body.appendChild(node);
            }
            const fresh = document.createElement('script');
            fresh.textContent = 'window.mark += 10';
            document.body.appendChild(fresh);
            console.log(window.mark);
            const svg = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>', 'image/svg+xml');
            const notSvg = new DOMParser().parseFromString('<root/>', 'text/xml');
            console.log(svg.rootElement === svg.documentElement, notSvg.rootElement, document.rootElement);
        </script>"#,
    )]);
    assert_eq!(console, ["10", "true null null"]);
}
