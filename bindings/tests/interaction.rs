//! dialog, focus, click() and the UI event interfaces.

use crate::common;
use common::run;

fn page(body: &str, script: &str) -> Vec<String> {
    run(&[("https://a.test/", &format!("<!doctype html><body>{body}<script>{script}</script>")), ("https://a.test/next.html", "<!doctype html><title>next</title><script>console.log('arrived', document.title)</script>")])
}

#[test]
fn dialog_show_modal_close_and_events() {
    let console = page(
        "<dialog id=d><button id=b>ok</button></dialog>",
        r#"
        const d = document.getElementById('d');
        d.addEventListener('close', () => console.log('close', d.returnValue, d.open));
        d.addEventListener('cancel', (e) => { console.log('cancel'); e.preventDefault(); });
        console.log(d instanceof HTMLDialogElement, d.open);
        d.showModal(); console.log(d.open, d.hasAttribute('open'), document.activeElement.id);
        d.showModal();
        try { d.show(); } catch (e) { console.log(e.name); }
        d.requestClose('no'); console.log('after requestClose', d.open);
        d.close('yes'); console.log('closed sync', d.open, d.returnValue);
        d.close('again');
        const lone = document.createElement('dialog');
        try { lone.showModal(); } catch (e) { console.log(e.name); }
        d.show(); try { d.showModal(); } catch (e) { console.log(e.name); }
        "#,
    );
    assert_eq!(
        console,
        [
            "true false",
            "true true b",
            "InvalidStateError",
            "cancel",
            "after requestClose true",
            "closed sync false yes",
            "InvalidStateError",
            "InvalidStateError",
            "close yes true",
        ]
    );
}

#[test]
fn focus_blur_and_focus_events() {
    let console = page(
        "<input id=a><button id=b>b</button><div id=plain>p</div><div id=t tabindex=2>t</div><input id=h style='display:none'><button id=dis disabled>x</button>",
        r#"
        const log = [];
        for (const id of ['a', 'b']) {
            const el = document.getElementById(id);
            for (const t of ['focus', 'blur', 'focusin', 'focusout']) el.addEventListener(t, (e) => log.push(`${t}:${id}:${e.relatedTarget?.id ?? null}:${e.constructor.name}:${e.bubbles}`));
        }
        console.log(document.activeElement === document.body);
        document.getElementById('a').focus(); document.getElementById('b').focus();
        console.log(log.join(' '));
        console.log(document.activeElement.id, document.querySelector(':focus').id);
        document.getElementById('b').blur(); console.log(document.activeElement.tagName);
        for (const id of ['plain', 'h', 'dis']) { document.getElementById(id).focus(); console.log(id, document.activeElement.tagName); }
        document.getElementById('t').focus(); console.log(document.activeElement.id, document.getElementById('t').tabIndex, document.getElementById('plain').tabIndex, document.getElementById('a').tabIndex);
        document.getElementById('t').remove(); console.log(document.activeElement.tagName);
        "#,
    );
    assert_eq!(
        console,
        [
            "true",
            "focus:a:null:FocusEvent:false focusin:a:null:FocusEvent:true blur:a:b:FocusEvent:false focusout:a:b:FocusEvent:true focus:b:a:FocusEvent:false focusin:b:a:FocusEvent:true",
            "b b",
            "BODY",
            "plain BODY",
            "h BODY",
            "dis BODY",
            "t 2 -1 0",
            "BODY",
        ]
    );
}

#[test]
fn click_dispatches_a_pointer_event_and_follows_links() {
    let console = page(
        "<a id=l href=/next.html><span id=s>go</span></a><button id=b>b</button><a id=c href=/next.html>c</a>",
        r#"
        const b = document.getElementById('b');
        b.onclick = (e) => console.log(e.constructor.name, e.type, e.isTrusted, e.bubbles, e.cancelable, e.composed, e.pointerId, JSON.stringify(e.pointerType), e.detail, e.view === window, e instanceof MouseEvent);
        b.click();
        b.addEventListener('click', () => b.click());
        b.click();
        document.getElementById('c').addEventListener('click', (e) => e.preventDefault());
        document.getElementById('c').click();
        console.log('not followed', location.pathname);
        document.getElementById('s').click();
        "#,
    );
    assert_eq!(console, ["PointerEvent click false true true true -1 \"\" 0 true true", "PointerEvent click false true true true -1 \"\" 0 true true", "not followed /", "arrived next"]);
}

#[test]
fn ui_event_constructors_read_their_init_dictionaries() {
    let console = page(
        "",
        r#"
        const m = new MouseEvent('mousedown', { clientX: 3, button: 2, shiftKey: true, bubbles: true, relatedTarget: document.body });
        console.log(m.clientX, m.button, m.shiftKey, m.getModifierState('Shift'), m.bubbles, m.relatedTarget === document.body, m.view, m.detail, m instanceof UIEvent);
        const k = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', ctrlKey: true, location: KeyboardEvent.DOM_KEY_LOCATION_NUMPAD });
        console.log(k.key, k.code, k.ctrlKey, k.location, k.repeat, k.getModifierState('Control'));
        const i = new InputEvent('input', { data: 'x', inputType: 'insertText' });
        console.log(i.data, i.inputType, i.isComposing, new InputEvent('input').data);
        const f = new FocusEvent('focus', { relatedTarget: null }); console.log(f.relatedTarget, f instanceof UIEvent);
        const p = new PointerEvent('pointerdown', { pointerId: 7, pointerType: 'mouse', isPrimary: true, width: 2 });
        console.log(p.pointerId, p.pointerType, p.isPrimary, p.width, p.height, p.altitudeAngle.toFixed(4), p instanceof MouseEvent);
        try { new UIEvent('x', { view: {} }); } catch (e) { console.log(e.constructor.name); }
        try { MouseEvent('x'); } catch (e) { console.log(e.constructor.name); }
        "#,
    );
    assert_eq!(
        console,
        [
            "3 2 true true true true null 0 true",
            "Enter Enter true 3 false true",
            "x insertText false null",
            "null true",
            "7 mouse true 2 1 1.5708 true",
            "TypeError",
            "TypeError",
        ]
    );
}

#[test]
fn click_does_nothing_on_a_control_disabled_by_its_fieldset() {
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-click step 1:
    // a disabled form control, by its own attribute or a disabled fieldset
    // (except inside its first legend). The lines are Chromium 156's.
    let console = page(
        "<fieldset id=f disabled><legend><input id=inlegend type=checkbox></legend><input id=t><input id=c type=checkbox></fieldset><div id=d disabled>x</div>",
        r#"
        for (const id of ['inlegend', 't', 'c', 'd']) {
            const el = document.getElementById(id);
            el.addEventListener('click', () => console.log('click', id));
            el.click();
        }
        console.log(document.getElementById('c').checked, document.getElementById('inlegend').checked);
        document.getElementById('f').disabled = false;
        document.getElementById('c').click();
        console.log(document.getElementById('c').checked);
        "#,
    );
    assert_eq!(console, ["click inlegend", "click d", "false true", "click c", "true"]);
}
