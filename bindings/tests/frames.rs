//! Frames seen from script: WindowProxy identity across navigations, the
//! incumbent's origin and WindowProxy on messages, and destroyed navigables.

use crate::common;
use common::run;

#[test]
fn content_window_is_one_window_proxy_across_navigations() {
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><iframe src="https://a.test/one.html"></iframe><script>
                const iframe = document.querySelector('iframe');
                const early = iframe.contentWindow;
                console.log('early', early.location.href);
                let loads = 0;
                iframe.onload = () => {
                  loads++;
                  console.log('load', loads, early === iframe.contentWindow, early.document.title);
                  if (loads === 1) iframe.src = 'https://a.test/two.html';
                };
            </script>"#,
        ),
        ("https://a.test/one.html", "<!doctype html><title>one</title>"),
        ("https://a.test/two.html", "<!doctype html><title>two</title>"),
    ]);
    assert_eq!(console, ["early about:blank", "load 1 true one", "load 2 true two"]);
}

#[test]
fn messages_carry_the_senders_origin_and_window_proxy() {
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><iframe src="https://b.test/child.html"></iframe><script>
                const w = document.querySelector('iframe').contentWindow;
                onmessage = e => console.log(e.data, e.origin, e.source === w, e.source !== window);
            </script>"#,
        ),
        ("https://b.test/child.html", "<!doctype html><script>parent.postMessage('hello', '*');</script>"),
    ]);
    assert_eq!(console, ["hello https://b.test true true"]);
}

#[test]
fn a_removed_iframes_window_proxy_keeps_its_last_document() {
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><iframe src="https://a.test/one.html"></iframe><script>
                const iframe = document.querySelector('iframe');
                iframe.onload = () => {
                  const w = iframe.contentWindow;
                  iframe.remove();
                  console.log(iframe.contentWindow, w.document.title, w.navigator.modelContext);
                };
            </script>"#,
        ),
        ("https://a.test/one.html", "<!doctype html><title>one</title>"),
    ]);
    assert_eq!(console, ["null one null"]);
}

#[test]
fn window_proxies_convert_to_their_window_for_idl_arguments() {
    // A RegisteredTool's `window` is the WindowProxy; passing it back to
    // executeTool converts it to the active Window.
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><iframe src="https://a.test/one.html"></iframe><script>
                const iframe = document.querySelector('iframe');
                iframe.onload = async () => {
                  const tools = await document.modelContext.getTools();
                  const tool = tools.find(t => t.name === 'echo');
                  console.log(tool.window === iframe.contentWindow);
                  console.log(await document.modelContext.executeTool(tool, {said: 'hi'}));
                };
            </script>"#,
        ),
        (
            "https://a.test/one.html",
            r#"<!doctype html><script>
                document.modelContext.registerTool({name: 'echo', description: 'echoes', execute: input => input});
            </script>"#,
        ),
    ]);
    assert_eq!(console, ["true", r#"{"said":"hi"}"#]);
}

#[test]
fn insert_adjacent_text_and_element() {
    let console = run(&[(
        "https://a.test/top.html",
        r#"<!doctype html><body><div id=d><span>x</span></div><script>
            const d = document.getElementById('d');
            d.insertAdjacentText('afterbegin', 'A');
            d.insertAdjacentText('BeforeEnd', 'Z');
            const b = document.createElement('b');
            console.log(d.insertAdjacentElement('beforebegin', b) === b, d.previousSibling === b);
            console.log(d.textContent);
            console.log(document.createElement('i').insertAdjacentElement('afterend', document.createElement('u')));
            try { d.insertAdjacentText('middle', 'x'); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(console, ["true true", "AxZ", "null", "SyntaxError"]);
}

#[test]
fn window_open_makes_a_separate_top_level_traversable() {
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><script>
                const w = open('/other.html');
                console.log(w === window, w.opener === window, w.top === w, w.parent === w);
                w.onload = async () => {
                  console.log('loaded', w.document.title, w.location.href);
                  const [tool] = await w.document.modelContext.getTools();
                  console.log(tool.window === w, (await document.modelContext.getTools()).length);
                  try { await document.modelContext.executeTool(tool, {}); } catch (e) { console.log(e.name); }
                  console.log(await w.document.modelContext.executeTool(tool, {}));
                  w.close();
                  console.log('closing', w.closed);
                  setTimeout(() => console.log('closed', w.closed, w.navigator.modelContext), 10);
                };
                console.log(open('/other.html', '', 'noopener'));
            </script>"#,
        ),
        (
            "https://a.test/other.html",
            r#"<!doctype html><title>other</title><script>
                document.modelContext.registerTool({name: 't', description: 'in the other window', execute: () => 'ran'});
            </script>"#,
        ),
    ]);
    assert_eq!(
        console,
        ["false true true true", "null", "loaded other https://a.test/other.html", "true 0", "UnknownError", "ran", "closing true", "closed true null"]
    );
}

#[test]
fn window_open_rejects_bad_urls_and_blank_inherits_the_origin() {
    let console = run(&[(
        "https://a.test/top.html",
        r#"<!doctype html><script>
            try { open('https://exa mple.test/'); } catch (e) { console.log(e.name); }
            const w = open();
            console.log(w.location.href, w.origin);
        </script>"#,
    )]);
    assert_eq!(console, ["SyntaxError", "about:blank https://a.test"]);
}

#[test]
fn cross_origin_window_proxies_expose_only_the_cross_origin_properties() {
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><iframe src="https://b.test/child.html"></iframe><script>
                const iframe = document.querySelector('iframe');
                iframe.onload = () => {
                  const w = iframe.contentWindow;
                  const attempt = f => { try { return String(f()); } catch (e) { return e.name; } };
                  console.log(attempt(() => w.document), attempt(() => 'random' in w), attempt(() => { w.foo = 1; }));
                  console.log(typeof w.postMessage, w.parent === window, w.top === window, attempt(() => w.then), Object.getPrototypeOf(w));
                  console.log(Object.keys(w).length, Reflect.ownKeys(w).includes('postMessage'), iframe.contentDocument);
                  w.postMessage('ping', '*');
                };
                onmessage = e => console.log(e.data);
            </script>"#,
        ),
        (
            "https://b.test/child.html",
            r#"<!doctype html><script>onmessage = e => e.source.postMessage('pong from ' + origin, '*');</script>"#,
        ),
    ]);
    assert_eq!(
        console,
        ["SecurityError SecurityError SecurityError", "function true true undefined null", "0 true null", "pong from https://b.test"]
    );
}

#[test]
fn an_iframe_does_not_load_a_url_an_ancestor_already_shows() {
    // https://html.spec.whatwg.org/multipage/iframe-embed-object.html#shared-attribute-processing-steps-for-iframe-and-frame-elements
    // step 3: a page that frames itself (here with a fragment, and through
    // another page) would otherwise nest without end, as it did, until the
    // process ran out of memory. Chromium 156 allows one level of it.
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><body><script>
                const depth = () => { let d = 0, w = window; while (w !== w.parent) { d++; w = w.parent; } return d; };
                window.top.seen = (window.top.seen || 0) + 1;
                console.log('top.html at depth', depth());
            </script><iframe id=again src="top.html#again"></iframe><iframe id=other src="other.html"></iframe><script>
                onload = () => console.log('frames', document.getElementById('again').contentWindow.location.href, frames.length, 'loads of top.html', window.seen);
            </script>"#,
        ),
        ("https://a.test/other.html", r#"<!doctype html><script>console.log('other.html');</script><iframe src="/top.html"></iframe><iframe src="about:blank" onload="console.log('about:blank loaded')"></iframe>"#),
    ]);
    assert_eq!(console, ["top.html at depth 0", "other.html", "about:blank loaded", "frames about:blank 2 loads of top.html 1"]);
}

#[test]
fn an_iframe_with_srcdoc_shows_that_document_and_src_takes_over_when_it_is_removed() {
    // about:srcdoc: the attribute's markup, the container's origin, the
    // container document's base URL; setting srcdoc navigates again,
    // removing it navigates to src. The lines are Chromium 156's.
    let console = run(&[
        (
            "https://a.test/sub/page.html",
            r#"<!doctype html><body><script>
                window.secret = 42;
                const f = document.createElement('iframe');
                f.srcdoc = '<p>hi</p><a id=l href=next.html>n</a><script>console.log("in srcdoc", location.href, document.baseURI, parent.secret, document.getElementById("l").href, document.readyState)<\/script>';
                f.src = '/child.html';
                let n = 0;
                f.onload = () => {
                    n++;
                    console.log('load', n, f.contentDocument.URL, f.contentDocument.body.textContent.slice(0, 10));
                    if (n === 1) f.srcdoc = '<b>second</b>';
                    else if (n === 2) f.removeAttribute('srcdoc');
                };
                document.body.append(f);
            </script>"#,
        ),
        ("https://a.test/child.html", "<!doctype html><title>child</title>"),
    ]);
    assert_eq!(
        console,
        [
            "in srcdoc about:srcdoc https://a.test/sub/page.html 42 https://a.test/sub/next.html loading",
            "load 1 about:srcdoc hinconsole",
            "load 2 about:srcdoc second",
            "load 3 https://a.test/child.html "
        ]
    );
}
