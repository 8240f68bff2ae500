//! Forms as data: controls' values are the controls' state (sanitized per
//! type, never expandos), `FormData`, `reset()`, and the form submission
//! algorithm (GET appends the query, POST sends a body, `target` picks
//! the navigable, `requestSubmit()` checks its submitter).

use crate::common;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use bindings::page::{Page, PageOptions};
use common::run;
use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;

#[test]
fn values_are_the_controls_state_sanitized_per_type() {
    let page = r#"<!doctype html><form id=f>
        <input id=t name=t value="  a&#10;b ">
        <input id=n type=number name=n value=7>
        <input id=c type=color>
        <input id=r type=range min=0 max=10 step=5>
        <input id=cb type=checkbox name=cb checked>
        <textarea id=ta name=ta>x</textarea>
        <select id=s name=s><option>one<option value=2 selected>two</select>
        </form><script>
        const $ = id => document.getElementById(id);
        console.log(JSON.stringify($('t').value), $('n').value, $('n').valueAsNumber, $('c').value, $('r').value);
        $('n').value = 'abc';
        console.log(JSON.stringify($('n').value), Number.isNaN($('n').valueAsNumber), $('n').getAttribute('value'));
        $('n').valueAsNumber = 12.5;
        console.log($('n').value);
        try { $('t').valueAsNumber = 1; } catch (e) { console.log(e.name); }
        $('r').value = '7';
        console.log($('r').value, $('r').type, $('t').type, $('ta').type);
        $('t').type = 'bogus';
        console.log($('t').type, $('t').getAttribute('type'));
        $('cb').checked = false;
        console.log($('cb').checked, $('cb').defaultChecked, $('cb').hasOwnProperty('checked'));
        $('ta').value = 'changed';
        console.log($('ta').value, $('ta').defaultValue, $('ta').textLength);
        console.log($('s').value, $('s').selectedIndex, $('s').options.length, $('s').selectedOptions[0].text);
        $('s').value = 'one';
        console.log($('s').selectedIndex, $('s').options[0].selected, $('s').type);
        $('s').selectedIndex = 5;
        console.log(JSON.stringify($('s').value), $('s').selectedIndex);
        try { $('t').maxLength = -1; } catch (e) { console.log(e.name); }
        const f = $('f');
        console.log(f.length, f.elements.length, f.elements.n === $('n'), f.elements[0] === $('t'), $('n').form === f);
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        [
            "\"  ab \" 7 7 #000000 5",
            "\"\" true 7",
            "12.5",
            "InvalidStateError",
            "5 range text textarea",
            "text bogus",
            "false true false",
            "changed x 7",
            "2 1 2 two",
            "0 true select-one",
            "\"\" -1",
            "IndexSizeError",
            "7 7 true true true",
        ]
    );
}

#[test]
fn validity_and_constraint_validation() {
    let page = r#"<!doctype html><form id=f>
        <input id=e type=email name=e value="not an email">
        <input id=q name=q required pattern="[a-z]+">
        </form><script>
        const $ = id => document.getElementById(id);
        let invalid = [];
        for (const el of [$('e'), $('q')]) el.addEventListener('invalid', ev => invalid.push(ev.target.id + ':' + ev.cancelable));
        console.log($('e').validity.typeMismatch, $('e').validity.valid, $('q').validity.valueMissing, $('q').willValidate);
        console.log($('f').checkValidity(), invalid.join());
        $('q').value = 'ABC';
        console.log($('q').validity.patternMismatch, $('q').validationMessage !== '');
        $('e').value = 'a@b.c';
        $('q').value = 'abc';
        console.log($('f').checkValidity(), $('q').checkValidity());
        $('q').setCustomValidity('nope');
        console.log($('q').validity.customError, $('q').validationMessage, $('f').reportValidity());
        console.log(document.querySelectorAll(':invalid').length, $('e').matches(':valid'));
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        ["true false true true", "false e:true,q:true", "true true", "true true", "true nope false", "2 true"]
    );
}

#[test]
fn form_data_from_a_form_and_a_submitter() {
    let page = r#"<!doctype html><form id=f>
        <input name=a value=1><input name=b type=checkbox value=x checked><input name=c type=checkbox>
        <input name=d disabled value=no><select name=s multiple><option selected>p<option selected>q</select>
        <button id=go name=go value=yes>Go</button><button id=other name=other>O</button>
        </form><form id=g><button id=alien>A</button></form><script>
        const f = document.getElementById('f');
        const fd = new FormData(f, document.getElementById('go'));
        console.log(fd.get('a'), fd.get('b'), fd.has('c'), fd.has('d'), fd.getAll('s').join(), fd.get('go'), fd.has('other'));
        fd.append('a', '2'); fd.set('s', 'z'); fd.delete('b');
        console.log(fd.getAll('a').join(), fd.getAll('s').join(), fd.has('b'), fd.get('missing'));
        const empty = new FormData();
        console.log(empty.has('a'));
        try { new FormData(f, document.querySelector('input')); } catch (e) { console.log(e.name); }
        try { new FormData(f, document.getElementById('alien')); } catch (e) { console.log(e.name); }
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        ["1 x false false p,q yes false", "1,2 z false null", "false", "TypeError", "NotFoundError"]
    );
}

#[test]
fn reset_restores_defaults_unless_canceled() {
    let page = r#"<!doctype html><form id=f><input id=t value=orig><input id=c type=checkbox>
        <select id=s><option>a<option>b</select></form><script>
        const $ = id => document.getElementById(id);
        $('t').value = 'edited'; $('c').checked = true; $('s').selectedIndex = 1;
        let cancel = true;
        $('f').addEventListener('reset', e => { console.log('reset', e.bubbles, e.cancelable); if (cancel) e.preventDefault(); });
        $('f').reset();
        console.log($('t').value, $('c').checked, $('s').value);
        cancel = false;
        $('f').reset();
        console.log($('t').value, $('c').checked, $('s').value);
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        ["reset true true", "edited true b", "reset true true", "orig false a"]
    );
}

#[test]
fn request_submit_checks_its_submitter() {
    let page = r#"<!doctype html><form id=f action="/next"><input name=q>
        <button id=plain type=button>x</button><button id=ok>ok</button></form>
        <form id=g><button id=alien>a</button></form><script>
        const $ = id => document.getElementById(id);
        let submits = 0;
        $('f').addEventListener('submit', e => { submits++; console.log('submitter', e.submitter && e.submitter.id, e instanceof SubmitEvent, e.agentInvoked); e.preventDefault(); });
        try { $('f').requestSubmit($('plain')); } catch (e) { console.log(e.name); }
        try { $('f').requestSubmit($('alien')); } catch (e) { console.log(e.name); }
        try { $('f').requestSubmit(document.body); } catch (e) { console.log(e.name); }
        $('f').requestSubmit($('ok'));
        $('f').requestSubmit();
        console.log(submits);
        document.addEventListener('submit', e => console.log('bubbled', e.target.id));
        const ev = new SubmitEvent('submit', {submitter: $('ok')});
        console.log(ev.submitter === $('ok'), ev.agentInvoked);
        try { ev.respondWith(Promise.resolve(1)); } catch (e) { console.log(e.name); }
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        [
            "TypeError",
            "NotFoundError",
            "TypeError",
            "submitter ok true false",
            "submitter null true false",
            "2",
            "true false",
            "InvalidStateError",
        ]
    );
}

#[test]
fn invalid_controls_stop_request_submit_but_not_submit() {
    let page = r#"<!doctype html><form id=f action="/done"><input name=q required></form><script>
        const f = document.getElementById('f');
        f.addEventListener('submit', () => console.log('submit event'));
        f.querySelector('input').addEventListener('invalid', () => console.log('invalid'));
        f.requestSubmit();
        console.log('after requestSubmit');
        f.submit();
        console.log('after submit');
    </script>"#;
    let done = "<!doctype html><script>console.log('landed', location.search)</script>";
    assert_eq!(
        run(&[("https://a.test/", page), ("https://a.test/done?q=", done)]),
        ["invalid", "after requestSubmit", "after submit", "landed ?q="]
    );
}

#[test]
fn get_submission_appends_the_query_to_the_action() {
    let page = r#"<!doctype html><form id=f action="/search?old=1"><input name=q value="hello world">
        <input name=n type=number value=5><input type=checkbox name=x value=on>
        <button name=b value=go>Go</button></form><script>
        document.getElementById('f').requestSubmit(document.querySelector('button'));
    </script>"#;
    let result = "<!doctype html><script>console.log(location.href)</script>";
    assert_eq!(
        run(&[("https://a.test/", page), ("https://a.test/search?q=hello+world&n=5&b=go", result)]),
        ["https://a.test/search?q=hello+world&n=5&b=go"]
    );
}

#[test]
fn target_names_an_iframe() {
    let page = r#"<!doctype html><iframe name=out></iframe>
        <form id=f action="/r" target=out><input name=v value=1></form><script>
        document.querySelector('iframe').addEventListener('load', () => console.log('frame loaded', frames[0].location.search));
        setTimeout(() => document.getElementById('f').submit(), 0);
    </script>"#;
    let result = "<!doctype html><p>r</p>";
    let console = run(&[("https://a.test/", page), ("https://a.test/r?v=1", result)]);
    assert!(console.contains(&"frame loaded ?v=1".to_string()), "{console:?}");
}

/// Serves pages from memory and records POST bodies.
struct Recording {
    pages: HashMap<String, String>,
    posts: Rc<RefCell<Vec<(String, String, String)>>>,
}

impl ResourceLoader for Recording {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        let body = self.pages.get(url.as_str()).ok_or_else(|| LoadError::NotFound(url.to_string()))?;
        Ok(Resource { url: url.clone(), status: 200, headers: vec![("Content-Type".into(), "text/html".into())], body: body.clone().into_bytes() })
    }
    fn load_post(&self, url: &Url, body: &[u8], content_type: &str) -> Result<Resource, LoadError> {
        self.posts.borrow_mut().push((url.to_string(), content_type.to_string(), String::from_utf8_lossy(body).into_owned()));
        self.load(url)
    }
}

#[test]
fn post_submission_sends_the_body_to_the_server() {
    let page = r#"<!doctype html><form id=f method=post action="/order"><input name=item value="tea & cake">
        <textarea name=note>a
b</textarea></form><script>document.getElementById('f').submit();</script>"#;
    let thanks = "<!doctype html><script>console.log('posted to', location.pathname)</script>";
    let posts = Rc::new(RefCell::new(Vec::new()));
    let loader = Recording {
        pages: [("https://a.test/", page), ("https://a.test/order", thanks)].iter().map(|(u, b)| (u.to_string(), b.to_string())).collect(),
        posts: posts.clone(),
    };
    let url = Url::parse("https://a.test/").expect("a URL");
    let mut p = Page::load(&url, Rc::new(loader), PageOptions::default()).expect("the page loads");
    assert!(matches!(p.run_until_idle(), bindings::page::StopReason::Idle));
    let console: Vec<String> = p.console().into_iter().map(|l| l.text).collect();
    assert_eq!(console, ["posted to /order"]);
    assert_eq!(
        *posts.borrow(),
        [("https://a.test/order".to_string(), "application/x-www-form-urlencoded".to_string(), "item=tea+%26+cake&note=a%0D%0Ab".to_string())]
    );
}

#[test]
fn text_selection_apis_per_type_and_the_select_event() {
    let page = r#"<!doctype html><input id=t value=hello><input id=c type=checkbox><textarea id=ta>ab</textarea>
        <script>
        const $ = id => document.getElementById(id);
        const t = $('t');
        const events = [];
        t.addEventListener('select', e => events.push(e.type + ':' + e.bubbles));
        console.log(t.selectionStart, t.selectionEnd, t.selectionDirection);
        t.setSelectionRange(1, 99, 'backward');
        console.log(t.selectionStart, t.selectionEnd, t.selectionDirection);
        t.setRangeText('ZZ', 0, 1, 'select');
        console.log(t.value, t.selectionStart, t.selectionEnd);
        try { t.setRangeText('x', 0); } catch (e) { console.log(e.name); }
        try { t.setRangeText('x', 3, 1); } catch (e) { console.log(e.name); }
        t.value = 'a longer value';
        console.log(t.selectionStart, t.selectionEnd, t.selectionDirection);
        t.type = 'email';
        console.log(t.selectionStart, t.selectionDirection);
        try { t.selectionStart = 0; } catch (e) { console.log(e.name); }
        t.type = 'text';
        const c = $('c');
        c.select();
        console.log(c.selectionStart);
        try { c.setSelectionRange(0, 0); } catch (e) { console.log(e.name); }
        $('ta').select();
        console.log($('ta').selectionStart, $('ta').selectionEnd, HTMLInputElement.prototype.setRangeText.length);
        console.log('sync events: ' + events.length);
        // The select events are tasks of the user interaction task source.
        setTimeout(() => console.log(events.join(',')), 50);
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        [
            "0 0 none",
            "1 5 backward",
            "ZZello 0 2",
            "TypeError",
            "IndexSizeError",
            "14 14 none",
            "null null",
            "InvalidStateError",
            "null",
            "InvalidStateError",
            "0 2 1",
            "sync events: 0",
            "select:true,select:true",
        ]
    );
}

#[test]
fn form_collections_are_live() {
    let page = r#"<!doctype html><form id=f><input name=a id=x><input type=radio name=r value=1><input type=radio name=r value=2 checked>
        <fieldset id=fs><input name=b></fieldset></form>
        <select id=s><option>1</option><option selected>2</option></select><datalist id=dl><option>d</option></datalist>
        <script>
        const $ = id => document.getElementById(id);
        const f = $('f'), s = $('s');
        const els = f.elements, forms = document.forms, opts = s.options, sel = s.selectedOptions;
        console.log(els === f.elements, forms === document.forms, opts === s.options, els.length, forms.length);
        console.log(els.r instanceof RadioNodeList, els.r.length, els.r.value, els.namedItem('x') === els.a, els.nope);
        const r = els.r;
        f.appendChild(Object.assign(document.createElement('input'), {type: 'radio', name: 'r', value: '3'}));
        console.log(els.length, r.length, f.length, $('fs').elements.length);
        r.value = '3';
        console.log(r.value, els[5].checked);
        document.body.appendChild(document.createElement('form'));
        console.log(forms.length, forms.f === f, Object.getOwnPropertyNames(forms).join());
        console.log(opts.length, opts.selectedIndex, sel.length, sel[0].text);
        opts.selectedIndex = 0;
        console.log(s.selectedIndex, sel[0].text);
        s.length = 4;
        console.log(s.length, s.children.length, opts[3].value === '');
        opts[1] = null;
        console.log(s.length);
        opts[5] = new Option('five', '5', false, true);
        console.log(s.length, opts[5].value, opts[5].selected, s.value);
        opts[0] = new Option('zero');
        console.log(opts[0].text, s.length);
        s.add(new Option('first'), 0);
        s.add(new Option('last'));
        console.log(opts[0].text, opts[opts.length - 1].text);
        s.remove(0);
        opts.remove(100);
        console.log(opts[0].text, s.length);
        try { s.add(document.body); } catch (e) { console.log(e.name); }
        console.log($('dl').options.length, $('dl').options[0].text, document.createElement('optgroup') instanceof HTMLOptGroupElement);
        const o = new Option('t', 'v', true, false);
        console.log(o.defaultSelected, o.selected, o.value, Option.prototype === HTMLOptionElement.prototype);
        try { Option(); } catch (e) { console.log(e.name); }
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        [
            "true true true 5 1",
            "true 2 2 true undefined",
            "6 3 6 1",
            "3 true",
            "2 true 0,1,f",
            "2 1 1 2",
            "0 1",
            "4 4 true",
            "3",
            "6 5 true 5",
            "zero 6",
            "first last",
            "zero 7",
            "TypeError",
            "1 d true",
            "true false v true",
            "TypeError",
        ]
    );
}

#[test]
fn formdata_event_labels_value_as_date_and_object() {
    let page = r#"<!doctype html><form id=f><input name=a value=1><label id=l>L <input id=i type=date value=2024-02-29></label>
        <object id=o name=obj></object></form>
        <script>
        const $ = id => document.getElementById(id);
        const f = $('f'), i = $('i');
        f.addEventListener('formdata', e => {
            console.log(e.constructor.name, e.bubbles, e.cancelable, e.formData.get('a'));
            e.formData.append('extra', 'x');
            try { new FormData(f); } catch (err) { console.log(err.name); }
        });
        const fd = new FormData(f);
        console.log(fd.getAll('extra').length, fd.get('a'));
        console.log(i.valueAsDate.toISOString(), i.labels === i.labels, i.labels.length);
        i.valueAsDate = new Date(Date.UTC(2001, 0, 2));
        console.log(i.value);
        try { i.valueAsDate = 5; } catch (e) { console.log(e.name); }
        i.valueAsDate = null;
        console.log(JSON.stringify(i.value));
        try { $('f').elements[0].valueAsDate = null; } catch (e) { console.log(e.name); }
        const labels = i.labels;
        document.body.appendChild(i);
        console.log(labels.length);
        i.type = 'hidden';
        console.log(i.labels);
        const o = $('o');
        console.log(o instanceof HTMLObjectElement, o.form === f, o.willValidate, f.elements.obj === o);
        o.setCustomValidity('a\r\nb');
        console.log(JSON.stringify(o.validationMessage), o.validity.customError, o.checkValidity());
        const ev = new FormDataEvent('formdata', { formData: fd });
        console.log(ev.formData === fd);
        try { new FormDataEvent('formdata', {}); } catch (e) { console.log(e.name); }
    </script>"#;
    assert_eq!(
        run(&[("https://a.test/", page)]),
        [
            "FormDataEvent true false 1",
            "InvalidStateError",
            "1 1",
            "2024-02-29T00:00:00.000Z true 1",
            "2001-01-02",
            "TypeError",
            "\"\"",
            "InvalidStateError",
            "0",
            "null",
            "true true false true",
            "\"\" true true",
            "true",
            "TypeError",
        ]
    );
}

#[test]
fn an_inputs_list_is_its_datalist_when_the_attribute_applies() {
    // The same lines as Chromium 156 prints.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><datalist id=dl><option value=a></datalist><div id=notdl></div>
        <input id=t list=dl><input id=h type=hidden list=dl><input id=p type=password list=dl><input id=n type=number list=dl><input id=x list=notdl><input id=m list=missing><input id=e><script>
            const g = (id) => document.getElementById(id);
            console.log(['t','h','p','n','x','m','e'].map(id => { const l = g(id).list; return l ? l.id : String(l); }).join(','));
            const d = document.createElement('div'); d.innerHTML = '<input list=q><datalist id=q></datalist>';
            console.log(String(d.firstChild.list && d.firstChild.list.id));
            g('t').type = 'checkbox'; console.log(String(g('t').list)); g('t').type = 'color'; console.log(g('t').list.id);
        </script>"#,
    )]);
    assert_eq!(console, ["dl,null,null,dl,null,null,null", "q", "null", "dl"]);
}

#[test]
fn the_selection_follows_a_textarea_s_children_and_a_type_that_becomes_selectable() {
    // The same lines as Chromium 156 prints (upstream
    // textfieldselection/selection-start-end-extra.html, run outside the
    // repository, found both).
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            const ta = document.createElement('textarea'); ta.textContent = 'foobar'; ta.setSelectionRange(3, 5);
            ta.firstChild.remove(); console.log(ta.selectionStart, ta.selectionEnd);
            ta.appendChild(document.createTextNode('foobar')); console.log(ta.selectionStart, ta.selectionEnd);
            ta.setSelectionRange(2, 4); ta.value = 'foobarbaz'; ta.textContent = 'x'; console.log(ta.selectionStart, ta.selectionEnd, ta.value);
            const i = document.createElement('input'); i.value = '#123456xx'; console.log(i.selectionStart, i.selectionEnd);
            i.type = 'color'; i.type = 'text'; console.log(i.selectionStart, i.selectionEnd, i.value);
            i.value = 'abcdef'; i.type = 'search'; console.log(i.selectionStart, i.selectionEnd);
            i.type = 'number'; i.type = 'text'; console.log(i.selectionStart, i.selectionEnd, JSON.stringify(i.value));
        </script>"#,
    )]);
    assert_eq!(console, ["0 0", "0 0", "9 9 foobarbaz", "9 9", "0 0 #000000", "6 6", "0 0 \"\""]);
}
