//! HTML's element interfaces: the element-to-interface mapping, and the
//! members that are more than reflections (tables, hyperlinks, global
//! attributes, media elements without playback, progress and meter).

use crate::common;
use common::run;

fn page(body: &str, script: &str) -> Vec<String> {
    run(&[("https://a.test/dir/page.html", &format!("<!doctype html><body>{body}<script>const log = (...a) => console.log(a.map(String).join(' '));\n{script}</script>"))])
}

#[test]
fn elements_implement_their_interfaces() {
    let console = page(
        "",
        r#"
        const names = ['a', 'h3', 'tbody', 'th', 'listing', 'q', 'ins', 'col', 'frameset', 'marquee', 'bgsound', 'nav', 'my-element', 'font-face', 'Foo'];
        log(names.map(n => document.createElement(n).constructor.name).join());
        log(Object.getPrototypeOf(HTMLDivElement.prototype) === HTMLElement.prototype);
        try { new HTMLDivElement(); } catch (e) { log(e.name); }
        "#,
    );
    assert_eq!(
        console,
        [
            "HTMLAnchorElement,HTMLHeadingElement,HTMLTableSectionElement,HTMLTableCellElement,HTMLPreElement,HTMLQuoteElement,HTMLModElement,HTMLTableColElement,HTMLFrameSetElement,HTMLMarqueeElement,HTMLUnknownElement,HTMLElement,HTMLElement,HTMLUnknownElement,HTMLUnknownElement",
            "true",
            "TypeError"
        ]
    );
}

#[test]
fn tables_keep_their_parts_in_order() {
    let console = page(
        "<table id=t><caption>c</caption><tr id=r1><td>1</td></tr></table>",
        r#"
        const t = document.getElementById('t');
        log(t.rows.length, t.tBodies.length, t.caption.textContent, t.rows === t.rows);
        t.createTHead().insertRow().id = 'h';
        t.createTFoot().insertRow().id = 'f';
        t.rows[1].parentNode.appendChild(document.createElement('tr')).id = 'b';
        log([...t.rows].map(r => r.id).join(), [...t.children].map(c => c.localName).join());
        const r = document.getElementById('b');
        log(r.rowIndex, r.sectionRowIndex, r.insertCell().cellIndex, r.insertCell(0).cellIndex, r.cells.length);
        try { t.insertRow(99); } catch (e) { log(e.name); }
        try { r.deleteCell(2); } catch (e) { log(e.name); }
        try { t.tHead = document.createElement('tfoot'); } catch (e) { log(e.name); }
        t.deleteRow(0); t.deleteTFoot(); t.deleteCaption();
        log([...t.rows].map(r => r.id).join(), t.caption, t.tFoot);
        const empty = document.createElement('table');
        const row = empty.insertRow();
        log(row.parentNode.localName, empty.tBodies.length, empty.createTBody() === empty.tBodies[1]);
        "#,
    );
    assert_eq!(
        console,
        [
            "1 1 c true",
            "h,r1,b,f caption,thead,tbody,tfoot",
            "2 1 0 0 2",
            "IndexSizeError",
            "IndexSizeError",
            "HierarchyRequestError",
            "r1,b null null",
            "tbody 1 true",
        ]
    );
}

#[test]
fn hyperlinks_decompose_their_url() {
    let console = page(
        "<base href='https://b.test/x/'><a id=a href='p?q=1#h'>link <b>text</b></a><area id=ar href='mailto:me@x'><a id=n>no href</a>",
        r#"
        const a = document.getElementById('a');
        log(a.href, a.origin, a.host, a.pathname, a.search, a.hash, a.protocol, String(a), a.text);
        a.hash = 'z'; a.search = 'k=v'; a.port = '8080'; a.username = 'u';
        log(a.getAttribute('href'));
        const ar = document.getElementById('ar');
        ar.host = 'ignored'; log(ar.href, ar.pathname, ar.protocol, ar.host === '');
        const n = document.getElementById('n');
        log(JSON.stringify(n.href), n.protocol, n.host === '', n.hasAttribute('href'));
        n.pathname = 'x'; log(n.hasAttribute('href'));
        "#,
    );
    assert_eq!(
        console,
        [
            "https://b.test/x/p?q=1#h https://b.test b.test /x/p ?q=1 #h https: https://b.test/x/p?q=1#h link text",
            "https://u@b.test:8080/x/p?k=v#z",
            "mailto:me@x me@x mailto: true",
            "\"\" : true false",
            "false",
        ]
    );
}

#[test]
fn global_attributes_compute_their_states() {
    let console = page(
        "<div id=p translate=no spellcheck=false contenteditable><span id=c></span></div><a id=a href=x></a>",
        r#"
        const d = document.createElement('div'), c = document.getElementById('c');
        log(JSON.stringify(d.dir), d.translate, d.draggable, d.spellcheck, d.hidden, d.contentEditable, d.isContentEditable, JSON.stringify(d.autocapitalize), d.popover);
        log(c.translate, c.spellcheck, c.isContentEditable, c.contentEditable, document.getElementById('a').draggable);
        d.dir = 'RTL'; d.hidden = 'UNTIL-FOUND'; d.translate = false; d.popover = '';
        log(d.dir, d.getAttribute('dir'), d.hidden, d.getAttribute('translate'), d.popover);
        d.hidden = 0; d.dir = 'sideways';
        log(d.hasAttribute('hidden'), JSON.stringify(d.dir));
        try { d.contentEditable = 'maybe'; } catch (e) { log(e.name); }
        d.contentEditable = 'INHERIT'; d.autocapitalize = 'off';
        log(d.hasAttribute('contenteditable'), d.autocapitalize);
        "#,
    );
    assert_eq!(
        console,
        [
            "\"\" true false true false inherit false \"\" null",
            "false false true inherit true",
            "rtl RTL until-found no auto",
            "false \"\"",
            "SyntaxError",
            "false none",
        ]
    );
}

#[test]
fn embedded_content_without_fetching_or_playback() {
    let console = page(
        "<img id=i src=pic.png width=30 crossorigin decoding=SYNC>",
        r#"
        const i = document.getElementById('i');
        log(i.src, i.crossOrigin, i.decoding, i.loading, i.width, i.height, i.complete, i.naturalWidth, JSON.stringify(i.currentSrc));
        i.crossOrigin = 'USE-credentials'; log(i.crossOrigin, i.getAttribute('crossorigin'));
        i.crossOrigin = null; log(i.hasAttribute('crossorigin'));
        const v = document.createElement('video');
        log(v.preload, v.paused, JSON.stringify(v.canPlayType('video/mp4')), v.volume, v.buffered.length, v.duration, v.networkState, v.readyState, v.error);
        try { v.volume = 2; } catch (e) { log(e.name); }
        try { v.buffered.start(0); } catch (e) { log(e.name); }
        v.addEventListener('volumechange', () => log('volumechange', v.volume)); v.volume = 0.5;
        v.play().catch(e => log('play', e.name));
        const track = document.createElement('track'); log(track.kind); track.kind = 'bogus'; log(track.kind);
        log(document.createElement('canvas').getContext('2d'), document.createElement('canvas').height);
        "#,
    );
    assert_eq!(
        console,
        [
            "https://a.test/dir/pic.png anonymous sync eager 30 0 false 0 \"\"",
            "use-credentials USE-credentials",
            "false",
            "metadata true \"\" 1 0 NaN 0 0 null",
            "IndexSizeError",
            "IndexSizeError",
            "subtitles",
            "metadata",
            "null 150",
            "play NotSupportedError",
            "volumechange 0.5",
        ]
    );
}

#[test]
fn progress_and_meter_constrain_their_values() {
    let console = page(
        "",
        r#"
        const p = document.createElement('progress');
        log(p.value, p.max, p.position); p.value = 3; p.max = 4; log(p.position, p.getAttribute('value'));
        p.max = -1; log(p.max, p.getAttribute('max'));
        const m = document.createElement('meter');
        m.setAttribute('min', 10); m.setAttribute('value', 5); m.setAttribute('max', 2); m.setAttribute('low', 20);
        log(m.min, m.max, m.value, m.low, m.high, m.optimum);
        m.optimum = 1.5; log(m.getAttribute('optimum'));
        const q = document.createElement('marquee'); log(q.loop, q.scrollAmount); q.loop = 0; q.loop = 3; log(q.getAttribute('loop'));
        "#,
    );
    assert_eq!(console, ["0 1 -1", "0.75 3", "4 4", "10 10 10 10 10 10", "1.5", "-1 6", "3"]);
}

#[test]
fn the_image_factory_makes_an_img_with_its_dimensions() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const i = new Image(10, 20), j = new Image();
            console.log(i.tagName, i.width, i.height, i.getAttribute("width"), j.hasAttribute("width"), i instanceof HTMLImageElement,
                Image.length, Image.name, Image.prototype === HTMLImageElement.prototype, i.ownerDocument === document, i.parentNode);
            try { Image(); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    // Chromium 156 logs the same.
    assert_eq!(console, ["IMG 10 20 10 false true 0 Image true true null", "TypeError"]);
}

#[test]
fn a_summary_click_toggles_its_details_and_toggle_events_are_coalesced() {
    // Every line is what Chromium 156 logs for the same page.
    let console = page(
        "<details id=d1><summary id=s1>S</summary><p>c</p></details><details id=d2><span><summary id=s2>nested</summary></span></details>\
         <details id=d3><summary>first</summary><summary id=s3>second</summary></details>",
        r#"const events = [];
        const d1 = document.getElementById('d1');
        d1.addEventListener('toggle', e => events.push(e.constructor.name + ' ' + e.oldState + '>' + e.newState + ' ' + e.bubbles + ' ' + e.cancelable + ' ' + d1.open));
        for (let i = 0; i < 3; i++) document.getElementById('s1').click();
        log('after clicks', d1.open, events.length);
        document.getElementById('s2').click(); document.getElementById('s3').click();
        log('nested/second', document.getElementById('d2').open, document.getElementById('d3').open);
        const te = new ToggleEvent('x', {oldState: 'a', newState: 'b'});
        log('ctor', te.oldState, te.newState, ToggleEvent.length, te);
        const s1 = document.getElementById('s1');
        s1.addEventListener('click', e => e.preventDefault(), {once: true});
        s1.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
        log('prevented', d1.open);
        setTimeout(() => {
            log('events', events.join(' | '));
            d1.open = false; d1.open = true;
            setTimeout(() => { log('events', events.slice(1).join(' | ')); d1.removeAttribute('open'); setTimeout(() => log('events', events.slice(2).join(' | ')), 10); }, 10);
        }, 10);"#,
    );
    assert_eq!(
        console,
        [
            "after clicks true 0",
            "nested/second false false",
            "ctor a b 1 [object ToggleEvent]",
            "prevented true",
            "events ToggleEvent closed>open false false true",
            "events ToggleEvent open>open false false true",
            "events ToggleEvent open>closed false false false",
        ]
    );
}

#[test]
fn frameset_has_the_window_event_handlers_and_select_named_item_skips_the_empty_name() {
    let console = page(
        "<select id=sel><option id=''>A</option><option name=n>B</option></select>",
        r#"const fs = document.createElement('frameset');
        log('onafterprint' in fs, fs.onafterprint, 'onpopstate' in HTMLFrameSetElement.prototype);
        const sel = document.getElementById('sel');
        log(sel.namedItem(''), sel.options.namedItem(''), sel.namedItem('n').textContent);"#,
    );
    assert_eq!(console, ["true null true", "null null B"]);
}

#[test]
fn step_down_from_an_empty_value_goes_to_the_minimum_and_the_last_inserted_selected_option_wins() {
    // stepDown() on an empty value with min > 0 sets the minimum (whatwg/html#3869:
    // Firefox and Chromium skip step 10 for an empty value). Options inserted
    // at once with an optgroup: the last selected one wins. The lines are
    // Chromium 156's.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><input type=number id=n min=5><input type=date id=d min=2011-02-10><input type=number id=z value=0 min=5><select id=s></select><script>
            for (const id of ['n', 'd', 'z']) { const i = document.getElementById(id); i.stepDown(); console.log(id, JSON.stringify(i.value)); }
            const s = document.getElementById('s'), g = document.createElement('optgroup');
            for (const t of ['First', 'Second']) { const o = document.createElement('option'); o.defaultSelected = true; o.textContent = t; g.append(o); }
            s.append(g);
            console.log(s.selectedOptions.length, s.selectedOptions[0].textContent, s.selectedIndex);
        </script>"#,
    )]);
    assert_eq!(console, ["n \"5\"", "d \"2011-02-10\"", "z \"0\"", "1 Second 1"]);
}
