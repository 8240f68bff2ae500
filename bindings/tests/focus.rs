//! Focus (https://html.spec.whatwg.org/multipage/interaction.html#focus):
//! tabIndex defaults, the focus update steps' events, has focus steps, and
//! the focus chain through iframes.

use crate::common;
use common::run;

#[test]
fn tab_index_defaults_follow_the_element_kind() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><a id=a>x</a><button disabled></button><input type=hidden><object></object><embed>
            <details><summary id=s1>1</summary><summary id=s2>2</summary></details><div></div><svg><a id=sa></a><g></g></svg>
            <span tabindex=" 7x"></span><span tabindex="99999999999"></span><script>
            const t = (s) => document.querySelector(s).tabIndex;
            console.log(t('#a'), t('button'), t('input'), t('object'), t('embed'), t('#s1'), t('#s2'), t('div'), t('#sa'), t('g'));
            console.log(t('span[tabindex=" 7x"]'), t('span[tabindex="99999999999"]'), document.querySelector('g') instanceof SVGElement);
        </script>"#,
    )]);
    assert_eq!(console, ["0 0 0 0 -1 0 -1 -1 0 -1", "7 -1 true"]);
}

#[test]
fn focus_events_run_with_no_focused_element_during_blur() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><input id=i1><input id=i2><div id=d tabindex=-1></div><div hidden id=h tabindex=0></div><script>
            const [i1, i2, d, h] = ['i1', 'i2', 'd', 'h'].map((id) => document.getElementById(id));
            const log = [];
            const name = (e) => e ? (e.id || e.localName) : 'null';
            for (const el of [i1, i2, d])
                for (const t of ['focus', 'blur', 'focusin', 'focusout'])
                    el.addEventListener(t, (e) => log.push(t + '@' + name(e.target) + ' rel=' + name(e.relatedTarget) + ' active=' + name(document.activeElement)));
            console.log(name(document.activeElement), document.hasFocus());
            i1.focus(); i2.focus(); d.focus(); h.focus();
            console.log(log.join('\n'));
            console.log(name(document.activeElement), document.querySelector(':focus') === d);
            d.blur();
            console.log(name(document.activeElement), document.implementation.createHTMLDocument('').hasFocus());
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "body true",
            [
                "focus@i1 rel=null active=i1",
                "focusin@i1 rel=null active=i1",
                "blur@i1 rel=i2 active=body",
                "focusout@i1 rel=i2 active=body",
                "focus@i2 rel=i1 active=i2",
                "focusin@i2 rel=i1 active=i2",
                "blur@i2 rel=d active=body",
                "focusout@i2 rel=d active=body",
                "focus@d rel=i2 active=d",
                "focusin@d rel=i2 active=d",
            ]
            .join("\n")
            .as_str(),
            "d true",
            "body false",
        ]
    );
}

#[test]
fn focusing_in_a_frame_focuses_its_iframe_and_has_focus_follows() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><iframe id=fr src="/inner.html"></iframe><script>
                const fr = document.getElementById('fr');
                fr.onload = () => {
                    const inner = fr.contentDocument;
                    console.log(inner.hasFocus());
                    inner.getElementById('ipt').focus();
                    console.log(document.activeElement === fr, inner.activeElement.id, inner.hasFocus(), document.hasFocus());
                };
            </script>"#,
        ),
        ("https://a.test/inner.html", "<!doctype html><input id=ipt>"),
    ]);
    assert_eq!(console, ["false", "true ipt true true"]);
}

#[test]
fn an_element_that_stops_being_focusable_loses_focus_at_the_next_rendering_update() {
    // Update the rendering, step 16: the focusing steps for the viewport,
    // with blur and focusout. An element removed from the document loses
    // focus silently (the removing steps' variant of the fixup rule), where
    // Chromium 156 fires blur and focusout: docs/decisions.md.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><button id=b>B</button><div id=d tabindex=0>D</div><fieldset id=f><input id=i></fieldset><button id=r>R</button><script>
            const $ = id => document.getElementById(id);
            for (const id of ['b', 'd', 'i', 'r']) {
              $(id).addEventListener('blur', e => console.log('blur ' + id + ' related=' + e.relatedTarget));
              $(id).addEventListener('focusout', () => console.log('focusout ' + id));
            }
            const steps = [
              () => { $('b').focus(); $('b').disabled = true; },
              () => { $('d').focus(); $('d').removeAttribute('tabindex'); },
              () => { $('i').focus(); $('f').disabled = true; },
              () => { $('r').focus(); $('r').remove(); },
            ];
            let k = 0;
            const next = () => {
              if (k > 0) console.log('after step ' + k + ': active=' + document.activeElement.localName);
              if (k === steps.length) return;
              steps[k++]();
              setTimeout(next, 50);
            };
            next();
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "blur b related=null",
            "focusout b",
            "after step 1: active=body",
            "blur d related=null",
            "focusout d",
            "after step 2: active=body",
            "blur i related=null",
            "focusout i",
            "after step 3: active=body",
            "after step 4: active=body",
        ]
    );
}

#[test]
fn focusing_into_an_iframe_blurs_the_outer_element_before_the_inner_one_gains_focus() {
    // The focus update steps run over the whole chain: the old chain loses
    // focus first, then the new one gains it; across documents the related
    // targets are null (uievents/order-of-events/focus-automated-blink-webkit.html,
    // which Chromium 156 passes).
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><input id=c><iframe></iframe><script>
            onload = () => {
              const frame = document.querySelector('iframe');
              const d = frame.contentDocument.createElement('input');
              d.id = 'd';
              frame.contentDocument.body.appendChild(d);
              const c = document.getElementById('c');
              for (const el of [c, d]) for (const type of ['focus', 'blur', 'focusin', 'focusout']) {
                el.addEventListener(type, e => console.log(type, el.id, e.relatedTarget));
              }
              c.focus();
              d.focus();
              console.log(document.activeElement.localName, frame.contentDocument.activeElement.id);
            };
        </script>"#,
    )]);
    assert_eq!(
        console,
        ["focus c null", "focusin c null", "blur c null", "focusout c null", "focus d null", "focusin d null", "iframe d"]
    );
}
