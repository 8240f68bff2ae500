//! DOM and HTML element APIs pages use: dataset, innerText/outerText,
//! closest, toggleAttribute, insertAdjacentHTML, replaceChildren,
//! before/after/replaceWith, DocumentFragment and template content.

use crate::common;
use common::run;

fn page(body: &str, script: &str) -> Vec<String> {
    run(&[("https://a.test/", &format!("<!doctype html><body>{body}<script>{script}</script>"))])
}

#[test]
fn dataset_maps_data_attributes_both_ways() {
    let console = page(
        "<div id=d data-size=large data-tool-name=x data-X=y></div><!-- the parser lowercases data-X -->",
        r#"
        const d = document.getElementById('d'), ds = d.dataset;
        console.log(ds === d.dataset, ds.size, ds.toolName, ds['tool-name'], JSON.stringify(Object.keys(ds)), 'size' in ds);
        ds.fooBar = 42; ds.size = 'small';
        console.log(d.getAttribute('data-foo-bar'), d.getAttribute('data-size'), JSON.stringify({...ds}));
        delete ds.toolName; console.log(d.hasAttribute('data-tool-name'), ds.toolName);
        try { ds['a-b'] = 1; } catch (e) { console.log(e.name); }
        try { ds['x y'] = 1; } catch (e) { console.log(e.name); }
        console.log(Object.prototype.toString.call(ds), typeof ds.nope);
        "#,
    );
    assert_eq!(
        console,
        [
            "true large x undefined [\"size\",\"toolName\",\"x\"] true",
            "42 small {\"size\":\"small\",\"toolName\":\"x\",\"x\":\"y\",\"fooBar\":\"42\"}",
            "false undefined",
            "SyntaxError",
            "InvalidCharacterError",
            "[object DOMStringMap] undefined",
        ]
    );
}

#[test]
fn inner_text_follows_css_display_and_sets_text_with_line_breaks() {
    let console = page(
        "<style>.gone { display: none } .inl { display: inline }</style>\
         <div id=t>  Hello   <b>big</b>\n world <span class=gone>hidden</span><p>para</p><div class=inl>inline</div><p hidden>h</p>end<br>line</div>\
         <pre id=p>  a\n  b</pre><div id=s></div>",
        r#"
        const t = document.getElementById('t');
        console.log(JSON.stringify(t.innerText));
        console.log(JSON.stringify(document.getElementById('p').innerText));
        const s = document.getElementById('s');
        s.innerText = 'one\ntwo\r\nthree';
        console.log(s.innerHTML, s.childNodes.length, JSON.stringify(s.innerText));
        s.innerText = null; console.log(JSON.stringify(s.innerHTML));
        const detached = document.createElement('div'); detached.innerHTML = '<p>a</p><p>b</p>';
        console.log(JSON.stringify(detached.innerText));
        const g = document.querySelector('.gone'); console.log(g.innerText, g.outerText);
        g.outerText = 'x\ny'; console.log(t.innerHTML.includes('x<br>y'), document.querySelector('.gone'));
        try { document.createElement('i').outerText = 'z'; } catch (e) { console.log(e.name); }
        "#,
    );
    assert_eq!(
        console,
        [
            r#""Hello big world\n\npara\n\ninlineend\nline""#,
            r#""  a\n  b""#,
            "one<br>two<br>three 5 \"one\\ntwo\\nthree\"",
            "\"\"",
            "\"ab\"",
            "hidden hidden",
            "true null",
            "NoModificationAllowedError",
        ]
    );
}

#[test]
fn element_helpers() {
    let console = page(
        "<ul id=l><li class=a><b id=x>x</b></li></ul>",
        r#"
        const x = document.getElementById('x');
        console.log(x.closest('li').className, x.closest('ul#l').id, x.closest('b') === x, x.closest('table'));
        try { x.closest('['); } catch (e) { console.log(e.name); }
        console.log(x.toggleAttribute('hidden'), x.hasAttribute('hidden'), x.toggleAttribute('hidden'), x.toggleAttribute('hidden', false), x.toggleAttribute('k', true), x.getAttribute('k'));
        try { x.toggleAttribute('a b'); } catch (e) { console.log(e.name); }
        const l = document.getElementById('l');
        l.insertAdjacentHTML('beforeend', '<li>2</li>'); l.insertAdjacentHTML('afterBegin', '<li>0</li>');
        l.insertAdjacentHTML('beforebegin', '<p>before</p>'); l.insertAdjacentHTML('afterend', '<p>after</p>');
        console.log(l.children.length, l.firstElementChild.textContent, l.previousElementSibling?.textContent ?? l.previousSibling.textContent, l.nextSibling.textContent);
        try { l.insertAdjacentHTML('middle', 'x'); } catch (e) { console.log(e.name); }
        try { document.documentElement.insertAdjacentHTML('afterend', 'x'); } catch (e) { console.log(e.name); }
        l.replaceChildren('text', document.createElement('hr'));
        console.log(l.innerHTML);
        const hr = l.lastChild;
        hr.before('B', document.createElement('i')); hr.after('A'); hr.replaceWith('R');
        console.log(l.innerHTML);
        try { l.replaceChildren(document.documentElement); } catch (e) { console.log(e.name); }
        "#,
    );
    assert_eq!(
        console,
        [
            "a l true null",
            "SyntaxError",
            "true true false false true ",
            "InvalidCharacterError",
            "3 0 before after",
            "SyntaxError",
            "NoModificationAllowedError",
            "text<hr>",
            "textB<i></i>RA",
            "HierarchyRequestError",
        ]
    );
}

#[test]
fn template_content_and_fragments() {
    let console = page(
        "<template id=t><li class=item><span>a</span></li></template>",
        r#"
        const t = document.getElementById('t');
        console.log(t.content instanceof DocumentFragment, t.content === t.content, t.childNodes.length, t.content.childNodes.length);
        const copy = t.content.cloneNode(true);
        console.log(copy.querySelector('.item span').textContent, copy.firstElementChild.tagName, copy.children.length);
        document.body.append(copy);
        console.log(copy.childNodes.length, document.querySelectorAll('.item').length);
        const f = new DocumentFragment(); f.append('x', document.createElement('p'));
        console.log(f.childElementCount, f.getElementById('none'), f.nodeName);
        "#,
    );
    assert_eq!(console, ["true true 0 1", "a LI 1", "0 1", "1 null #document-fragment"]);
}

/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-insertadjacenthtml:
/// when this's parent is the html element, the fragment is parsed with a
/// new body as its context (step 3) but still inserted into the parent.
#[test]
fn insert_adjacent_html_beside_the_body_and_head() {
    let console = page(
        "<p id=x>x</p>",
        r#"
        document.body.insertAdjacentHTML('afterend', '<p>after body</p>');
        document.head.insertAdjacentHTML('beforebegin', '<p>before head</p>');
        const html = document.documentElement;
        console.log(Array.from(html.children, (e) => e.localName + ':' + (e.localName === 'p' ? e.textContent : '')).join(' '));
        console.log(document.getElementsByTagName('head').length, document.getElementsByTagName('body').length);
        "#,
    );
    assert_eq!(console, ["p:before head head: body: p:after body", "1 1"]);
}
