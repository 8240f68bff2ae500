//! Shadow trees (https://dom.spec.whatwg.org/#shadow-trees): attaching a
//! shadow root, slots and their assignment, event dispatch across shadow
//! boundaries (retargeting, composed paths, closed trees), cloning and
//! adoption, and `:host`. Every expected line is what Chromium 156 logs
//! for the same page, except where a test says otherwise.

use crate::common;
use common::run;

const LOG: &str = "const log = (...a) => console.log(a.map(x => typeof x === 'string' ? x : JSON.stringify(x)).join(' '));";

fn page(body: &str) -> Vec<String> {
    run(&[("https://a.test/", &format!("<!doctype html><body>{body}"))])
}

#[test]
fn attach_shadow_makes_an_open_root_once_and_only_on_valid_hosts() {
    let console = page(&format!(
        r#"<div id=host></div><script>{LOG}
        const host = document.getElementById('host');
        const sr = host.attachShadow({{mode: 'open'}});
        log('sr', String(sr), sr.mode, sr.host === host, host.shadowRoot === sr, sr.nodeType, sr.nodeName, sr instanceof DocumentFragment, sr.slotAssignment, sr.delegatesFocus, sr.clonable, sr.serializable);
        for (const [name, make, init] of [['again', () => host, {{mode: 'open'}}], ['input', () => document.createElement('input'), {{mode: 'open'}}],
                ['x-foo', () => document.createElement('x-foo'), {{mode: 'closed'}}], ['nomode', () => document.createElement('div'), {{}}],
                ['svg', () => document.createElementNS('http://www.w3.org/2000/svg', 'svg'), {{mode: 'open'}}]]) {{
            try {{ make().attachShadow(init); log(name, 'ok'); }} catch (e) {{ log(name, e.name); }}
        }}
        log('proto', Object.getPrototypeOf(sr) === ShadowRoot.prototype, typeof ShadowRoot, 'onslotchange' in sr);
        </script>"#
    ));
    assert_eq!(
        console,
        [
            "sr [object ShadowRoot] open true true 11 #document-fragment true named false false false",
            "again NotSupportedError",
            "input NotSupportedError",
            "x-foo ok",
            "nomode TypeError",
            "svg NotSupportedError",
            "proto true function true",
        ]
    );
}

#[test]
fn a_shadow_tree_is_connected_but_outside_the_document_tree() {
    let console = page(&format!(
        r#"<div id=host><span id=light slot=s1>L</span>text</div><script>{LOG}
        const host = document.getElementById('host');
        const sr = host.attachShadow({{mode: 'open'}});
        sr.innerHTML = '<b id=inner>in</b><slot name=s1 id=slot1></slot><slot id=def></slot>';
        log('innerHTML', sr.innerHTML, sr.childNodes.length, sr.firstChild.parentNode === sr, String(sr.firstChild.parentElement));
        const inner = sr.getElementById('inner');
        log('isConnected', inner.isConnected, inner.getRootNode() === sr, inner.getRootNode({{composed: true}}) === document, document.getElementById('inner'), sr.querySelector('b') === inner);
        log('contains', document.contains(inner), host.contains(inner), document.body.contains(host));
        log('qs', document.querySelector('#inner'), document.querySelectorAll('b').length);
        log('text', host.textContent);
        const s = document.createElement('script'); s.textContent = 'window.ranInShadow = true';
        sr.appendChild(s);
        log('script', window.ranInShadow);
        const btn = document.createElement('button'); sr.appendChild(btn); btn.focus();
        log('active', document.activeElement === host, sr.activeElement === btn);
        </script>"#
    ));
    assert_eq!(
        console,
        [
            "innerHTML <b id=\"inner\">in</b><slot name=\"s1\" id=\"slot1\"></slot><slot id=\"def\"></slot> 3 true null",
            "isConnected true true true null true",
            "contains false false true",
            "qs null 0",
            "text Ltext",
            "script true",
            "active true true",
        ]
    );
}

#[test]
fn slottables_are_assigned_by_name_or_by_hand() {
    let console = page(&format!(
        r#"<div id=host><span id=light slot=s1>L</span>text</div><script>{LOG}
        const host = document.getElementById('host');
        const sr = host.attachShadow({{mode: 'open'}});
        sr.innerHTML = '<slot name=s1 id=slot1></slot><slot id=def></slot>';
        const [slot1, def] = [sr.getElementById('slot1'), sr.getElementById('def')];
        log('slots', slot1.assignedNodes().map(n => n.id || n.data), def.assignedNodes().map(n => n.id || n.data),
            document.getElementById('light').assignedSlot === slot1, host.lastChild.assignedSlot === def);
        log('flatten', def.assignedElements({{flatten: true}}).length);
        document.getElementById('light').slot = 'other';
        log('renamed', slot1.assignedNodes().length, def.assignedNodes().length);
        const h6 = document.createElement('div'); const s6 = h6.attachShadow({{mode: 'open', slotAssignment: 'manual'}});
        const sl = document.createElement('slot'); s6.appendChild(sl); const kid = document.createElement('span'); h6.appendChild(kid);
        log('manual before', sl.assignedNodes().length); sl.assign(kid); log('manual after', sl.assignedNodes().length, kid.assignedSlot === sl);
        </script>"#
    ));
    assert_eq!(
        console,
        [
            "slots [\"light\"] [\"text\"] true true",
            "flatten 0",
            "renamed 0 1",
            "manual before 0",
            "manual after 1 true",
        ]
    );
}

#[test]
fn events_are_retargeted_at_the_host_and_stop_at_the_root_unless_composed() {
    let console = page(&format!(
        r#"<div id=host></div><script>{LOG}
        const host = document.getElementById('host');
        const sr = host.attachShadow({{mode: 'open'}});
        sr.innerHTML = '<b id=inner>in</b>';
        const inner = sr.getElementById('inner');
        const seen = [];
        for (const [n, t] of [['doc', document], ['body', document.body], ['host', host], ['sr', sr], ['inner', inner]])
            t.addEventListener('x', e => seen.push(n + ':' + (e.target.id || e.target.nodeName) + ':' + e.eventPhase + ':' + e.composedPath().length));
        inner.dispatchEvent(new Event('x', {{bubbles: true}}));
        log('noncomposed', seen.join(' ')); seen.length = 0;
        inner.dispatchEvent(new Event('x', {{bubbles: true, composed: true}}));
        log('composed', seen.join(' ')); seen.length = 0;
        const ev = new Event('x', {{bubbles: true, composed: true}});
        inner.dispatchEvent(ev);
        log('after', ev.target && ev.target.id, ev.composedPath().length);
        </script>"#
    ));
    assert_eq!(
        console,
        [
            "noncomposed inner:inner:2:2 sr:inner:3:2",
            "composed inner:inner:2:7 sr:inner:3:7 host:host:2:7 body:host:3:7 doc:host:3:7",
            "after host 0",
        ]
    );
}

#[test]
fn a_closed_shadow_tree_is_hidden_from_the_outside() {
    // The attacker's side: code outside a closed tree gets neither the root
    // (host.shadowRoot), nor its nodes through an event's target or
    // composedPath().
    let console = page(&format!(
        r#"<p id=p2></p><script>{LOG}
        const h2 = document.getElementById('p2');
        const closed = h2.attachShadow({{mode: 'closed'}});
        closed.innerHTML = '<i id=ci>c</i>';
        log('closed', h2.shadowRoot, closed.mode);
        const paths = [];
        const names = (e) => e.composedPath().map(n => n.id || n.nodeName || String(n)).join(',') + ':' + e.target.id;
        document.addEventListener('y', e => paths.push('doc:' + names(e)));
        closed.addEventListener('y', e => paths.push('sr:' + names(e)));
        closed.firstChild.dispatchEvent(new Event('y', {{bubbles: true, composed: true}}));
        log('closedpaths', paths.join(' | '));
        </script>"#
    ));
    assert_eq!(
        console,
        [
            "closed null closed",
            "closedpaths sr:ci,#document-fragment,p2,BODY,HTML,#document,[object Window]:ci | doc:p2,BODY,HTML,#document,[object Window]:p2",
        ]
    );
}

#[test]
fn clonable_roots_are_cloned_and_shadow_trees_move_with_their_host() {
    let console = page(&format!(
        r#"<script>{LOG}
        const h3 = document.createElement('div');
        const s3 = h3.attachShadow({{mode: 'open', clonable: true}});
        s3.innerHTML = '<u>z</u>';
        const c3 = h3.cloneNode(false);
        log('clone', !!c3.shadowRoot, c3.shadowRoot && c3.shadowRoot.innerHTML, c3.shadowRoot && c3.shadowRoot.clonable, c3.shadowRoot !== s3);
        const h4 = document.createElement('div'); h4.attachShadow({{mode: 'open'}});
        log('noclone', h4.cloneNode(true).shadowRoot);
        const doc2 = document.implementation.createHTMLDocument('');
        const h5 = document.createElement('div'); const s5 = h5.attachShadow({{mode: 'open'}}); s5.innerHTML = '<a>q</a>';
        doc2.body.appendChild(h5);
        log('adopt', h5.ownerDocument === doc2, h5.shadowRoot === s5, s5.ownerDocument === doc2, s5.firstChild.ownerDocument === doc2, s5.firstChild.textContent);
        try {{ s5.firstChild.appendChild(h5); }} catch (e) {{ log('hier', e.name); }}
        </script>"#
    ));
    assert_eq!(
        console,
        ["clone true <u>z</u> true true", "noclone null", "adopt true true true true q", "hier HierarchyRequestError"]
    );
}

#[test]
fn host_selectors_match_the_shadow_host_from_inside_its_tree() {
    let console = page(&format!(
        r#"<div id=h class=x><span>light</span></div><script>{LOG}
        const h = document.getElementById('h'); const sr = h.attachShadow({{mode: 'open'}}); sr.innerHTML = '<p><b>i</b></p><slot></slot>';
        const b = sr.querySelector('b');
        log(h.matches(':host'), b.matches(':host(.x) b'), b.matches(':host(.y) b'), b.matches(':host > p > b'), b.matches('div b'));
        log(sr.querySelector(':host'), sr.querySelectorAll(':host p').length, document.querySelector(':host'), b.closest(':host'));
        log(CSS.supports('selector(:host)'), CSS.supports('selector(::slotted(span))'), document.querySelector('::slotted(span)'));
        </script>"#
    ));
    assert_eq!(console, ["false true false true false", "null 1 null null", "true true null"]);
}

#[test]
fn the_parser_attaches_declarative_shadow_roots_in_a_navigated_document_only() {
    let console = page(
        r#"<div id=h1><template shadowrootmode=open shadowrootclonable><b id=in>inside</b><slot></slot><script>console.log('script in dsd', document.currentScript)</script></template><span>light</span></div>
        <div id=h2><template shadowrootmode=closed><i>c</i></template></div>
        <div id=h3><template shadowrootmode=bogus><u>t</u></template></div>
        <div id=h4><template shadowrootmode=open><p>1</p></template><template shadowrootmode=open><p>2</p></template></div>
        <script>
        const t = (s, f) => { try { console.log(s, f()); } catch (e) { console.log(s, 'throws', e.name); } };
        const h1 = document.getElementById('h1');
        t('h1', () => [!!h1.shadowRoot, h1.shadowRoot.innerHTML.length, h1.shadowRoot.mode, h1.shadowRoot.clonable, h1.shadowRoot.serializable, h1.children.length, h1.innerHTML].join('|'));
        t('slot', () => h1.shadowRoot.querySelector('slot').assignedNodes().length);
        t('h2', () => [document.getElementById('h2').shadowRoot, document.getElementById('h2').childNodes.length].join('|'));
        t('h3', () => [document.getElementById('h3').shadowRoot, document.getElementById('h3').firstElementChild.tagName, document.getElementById('h3').firstElementChild.content.childNodes.length].join('|'));
        t('h4', () => [document.getElementById('h4').shadowRoot.textContent, document.getElementById('h4').children.length, document.getElementById('h4').firstElementChild.tagName].join('|'));
        t('again', () => { const r = h1.attachShadow({mode: 'open'}); return [r === h1.shadowRoot, r.childNodes.length].join('|'); });
        t('inner', () => { const d = document.createElement('div'); d.innerHTML = '<template shadowrootmode=open><b>x</b></template>'; return [d.shadowRoot, d.firstChild.tagName].join('|'); });
        t('domparser', () => { const doc = new DOMParser().parseFromString('<div><template shadowrootmode=open><b>x</b></template></div>', 'text/html'); return [doc.querySelector('div').shadowRoot, doc.querySelector('template') !== null].join('|'); });
        t('clone', () => !!document.getElementById('h4').cloneNode(true).shadowRoot + '|' + !!h1.cloneNode(true).shadowRoot);
        </script>"#,
    );
    assert_eq!(
        console,
        [
            "script in dsd null",
            "h1 true|103|open|true|false|1|<span>light</span>",
            "slot 1",
            "h2 |0",
            "h3 |TEMPLATE|1",
            "h4 1|1|TEMPLATE",
            "again true|0",
            "inner |TEMPLATE",
            "domparser |true",
            "clone false|true",
        ]
    );
}
