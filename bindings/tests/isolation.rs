//! Isolation between origins, tested from the attacker's side: for every
//! accessor (child to parent, parent to child, popup to opener, opener to
//! popup, sibling frames), for same-site cross-origin and cross-site
//! documents, every route to the other document (the WindowProxy itself,
//! window/self/frames, top/parent/opener, a message's source, Location,
//! a cross-origin method's constructor, the reflection functions, getters
//! borrowed from the accessor's own prototypes) must throw a SecurityError
//! or give nothing of the other document's heap; and a frame allowed
//! "tools" cannot list, run or hear of a tool not exposed to it.

use crate::common;

use common::run;

/// The attacks, run by the page that defines `W` (the other window) and
/// `label`. Each logs `label name: Result` where Result is the exception's
/// name, "LEAK ..." when something of the victim came through, or "ok ..."
/// for a cross-origin member that is meant to work.
const ATTACKS: &str = r#"
function attack(label, W) {
  const report = (name, f) => {
    let out;
    try {
      const v = f();
      const s = (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') ? String(v) : (v === null ? 'null' : typeof v);
      out = /victim|secret/i.test(s) ? 'LEAK ' + s : 'ok ' + s;
    } catch (e) {
      // An exception must come from the accessor's own realm.
      out = ((e && e.name) || String(e)) + (e instanceof Error || e instanceof DOMException ? '' : ' (foreign realm)');
    }
    console.log(label + ' ' + name + ': ' + out);
  };
  // The WindowProxy itself.
  report('document', () => W.document);
  report('title', () => W.document.title);
  report('global', () => W.secretValue);
  // Named access: the victim's element by its id, and its text.
  report('named element', () => W.secretElement);
  report('named element text', () => W.secretElement.textContent);
  report('eval', () => W.eval('secretValue'));
  report('Function', () => W.Function('return secretValue')());
  report('modelContext', () => W.document.modelContext);
  report('navigator', () => W.navigator.modelContext);
  report('set global', () => { W.secretValue = 'x'; return 'set'; });
  report('define', () => Object.defineProperty(W, 'x', {value: 1}));
  report('delete', () => delete W.secretValue);
  // window, self, frames.
  report('window.document', () => W.window.document);
  report('self.document', () => W.self.document);
  report('frames.document', () => W.frames.document);
  // top, parent, opener of the victim: each is either the accessor's own
  // window (allowed) or blocked.
  report('top.secretValue', () => W.top === window ? 'own' : W.top.secretValue);
  report('parent.secretValue', () => W.parent === window ? 'own' : W.parent.secretValue);
  report('opener.secretValue', () => (W.opener === null || W.opener === window) ? 'own' : W.opener.secretValue);
  // Location.
  report('location.href', () => W.location.href);
  report('location.host', () => W.location.host);
  report('location.toString', () => W.location.toString());
  report('String(location)', () => String(W.location));
  report('location proto', () => Object.getPrototypeOf(W.location));
  report('location keys', () => Reflect.ownKeys(W.location).map(String).join());
  report('location.replace.constructor', () => W.location.replace.constructor('return document.title')());
  // A cross-origin method's constructor runs in the accessor's own realm.
  report('postMessage.constructor', () => W.postMessage.constructor('return typeof secretValue')());
  report('postMessage realm', () => W.postMessage.constructor === Function);
  report('close.constructor', () => W.close.constructor('return document.title')());
  // Reflection.
  report('getPrototypeOf', () => Object.getPrototypeOf(W));
  report('gOPD document', () => Object.getOwnPropertyDescriptor(W, 'document'));
  report('gOPD secretValue', () => Object.getOwnPropertyDescriptor(W, 'secretValue'));
  report('gOPD postMessage realm', () => Object.getOwnPropertyDescriptor(W, 'postMessage').value.constructor === Function);
  report('ownKeys', () => Reflect.ownKeys(W).filter(k => typeof k === 'string').join());
  report('has secretValue', () => 'secretValue' in W);
  // Getters and methods borrowed from the accessor's own prototypes.
  report('borrowed document getter', () => Object.getOwnPropertyDescriptor(window, 'document').get.call(W));
  report('borrowed location getter', () => Object.getOwnPropertyDescriptor(window, 'location').get.call(W));
  report('borrowed href getter', () => Object.getOwnPropertyDescriptor(location, 'href').get.call(W.location));
  report('borrowed addEventListener', () => EventTarget.prototype.addEventListener.call(W, 'message', () => {}));
  report('borrowed setTimeout', () => setTimeout.call(W, () => {}, 0));
  report('borrowed title getter', () => Object.getOwnPropertyDescriptor(Document.prototype, 'title').get.call(W.document));
  // The cross-origin members that must work.
  report('closed', () => W.closed);
  report('length', () => typeof W.length);
  report('postMessage', () => { W.postMessage('hello', '*'); return 'posted'; });
}
"#;

/// The victim page: a secret global, a title, and a tool exposed to nobody.
fn victim(extra: &str) -> String {
    format!(
        r#"<!doctype html><title>victim title</title><script>
            var secretValue = 'victim secret';
            document.modelContext.registerTool({{name: 'secret_tool', description: 'secret', execute: () => {{ console.log('VICTIM TOOL RAN'); return 'secret result'; }}}}).catch(() => {{}});
            addEventListener('message', e => {{ if (e.data === 'hello') console.log('victim got hello'); }});
        </script><div id="secretElement">victim secret</div>{extra}"#
    )
}

/// Checks an attack transcript: every attack on a non-member is blocked,
/// the members work, nothing leaks.
fn assert_isolated(console: &[String], label: &str) {
    let lines: Vec<&String> = console.iter().filter(|l| l.starts_with(&format!("{label} "))).collect();
    assert!(lines.len() >= 40, "{label}: the attacks ran ({lines:?})");
    for l in &lines {
        assert!(!l.contains("LEAK"), "{l}");
    }
    let result = |name: &str| -> String {
        let prefix = format!("{label} {name}: ");
        lines.iter().find_map(|l| l.strip_prefix(&prefix)).map(str::to_string).unwrap_or_else(|| panic!("no result for {label} {name}"))
    };
    for blocked in [
        "document",
        "title",
        "global",
        "named element",
        "named element text",
        "eval",
        "Function",
        "modelContext",
        "navigator",
        "set global",
        "define",
        "delete",
        "window.document",
        "self.document",
        "frames.document",
        "location.href",
        "location.host",
        "location.toString",
        "String(location)",
        "gOPD document",
        "gOPD secretValue",
        "has secretValue",
        "borrowed document getter",
        "borrowed location getter",
        "borrowed href getter",
        "borrowed addEventListener",
        "borrowed setTimeout",
        "borrowed title getter",
    ] {
        assert_eq!(result(blocked), "SecurityError", "{label} {blocked}: {lines:#?}");
    }
    for own_or_blocked in ["top.secretValue", "parent.secretValue", "opener.secretValue"] {
        let r = result(own_or_blocked);
        assert!(r == "ok own" || r == "SecurityError", "{label} {own_or_blocked}: {r}");
    }
    assert_eq!(result("location proto"), "ok null");
    assert_eq!(result("location keys"), "ok href,replace,then,Symbol(Symbol.toStringTag),Symbol(Symbol.hasInstance),Symbol(Symbol.isConcatSpreadable)");
    assert_eq!(result("location.replace.constructor"), "ok attacker");
    assert_eq!(result("postMessage.constructor"), "ok undefined", "{label}: the accessor's realm has no secretValue");
    assert_eq!(result("postMessage realm"), "ok true");
    assert_eq!(result("close.constructor"), "ok attacker", "{label}: a cross-origin function runs in the accessor's realm");
    assert_eq!(result("getPrototypeOf"), "ok null");
    assert_eq!(result("gOPD postMessage realm"), "ok true");
    let keys = result("ownKeys");
    assert!(keys.contains("postMessage") && keys.contains("location") && !keys.contains("secretValue") && !keys.contains("document"), "{label}: {keys}");
    assert_eq!(result("closed"), "ok false");
    assert_eq!(result("length"), "ok number");
    assert_eq!(result("postMessage"), "ok posted");
}

fn attacker(label: &str, w: &str) -> String {
    let _ = label;
    format!("<!doctype html><title>attacker</title><body><script>{ATTACKS}\n{w}</script>")
}

/// A child frame of another origin attacks its parent, for a cross-site
/// and a same-site cross-origin child.
#[test]
fn child_cannot_reach_its_parent() {
    for (child_origin, label) in [("https://b.test", "cross-site"), ("https://www.a.test", "same-site")] {
        let child = attacker(label, &format!("attack('{label}', parent);"));
        let top = victim(&format!(r#"<iframe src="{child_origin}/child.html" allow="tools *"></iframe>"#));
        let console = run(&[("https://a.test/top.html", &top), (&format!("{child_origin}/child.html"), &child)]);
        assert_isolated(&console, label);
        assert!(console.contains(&"victim got hello".to_string()), "postMessage still delivers");
        assert!(!console.iter().any(|l| l.contains("VICTIM TOOL RAN")));
    }
}

/// A parent attacks a child frame of another origin, through
/// `frames[0]`, `iframe.contentWindow` and the message source.
#[test]
fn parent_cannot_reach_its_child() {
    for (child_origin, label) in [("https://b.test", "cross-site"), ("https://www.a.test", "same-site")] {
        let top = attacker(
            label,
            &format!(
                r#"const f = document.createElement('iframe');
                   f.src = '{child_origin}/child.html';
                   f.onload = () => {{
                     console.log('{label} same object: ' + (frames[0] === f.contentWindow));
                     console.log('{label} contentDocument: ' + f.contentDocument);
                     attack('{label}', f.contentWindow);
                   }};
                   document.body.appendChild(f);"#
            ),
        );
        let console = run(&[("https://a.test/top.html", &top), (&format!("{child_origin}/child.html"), &victim(""))]);
        assert_isolated(&console, label);
        assert!(console.contains(&format!("{label} same object: true")));
        assert!(console.contains(&format!("{label} contentDocument: null")));
    }
}

/// A message's `source` is the sender's WindowProxy, and it is as sealed
/// as any other route.
#[test]
fn message_source_is_sealed() {
    let top = attacker(
        "source",
        r#"addEventListener('message', e => { if (e.data === 'from victim') attack('source', e.source); });"#,
    );
    let top = top.replace("</script>", r#"</script><iframe src="https://b.test/child.html"></iframe>"#);
    let child = victim("<script>parent.postMessage('from victim', '*');</script>");
    let console = run(&[("https://a.test/top.html", &top), ("https://b.test/child.html", &child)]);
    assert_isolated(&console, "source");
}

/// A popup and its opener of another origin cannot reach each other.
#[test]
fn popup_and_opener_are_sealed_from_each_other() {
    // The opener attacks its popup once it loaded (it says so by message).
    let opener = attacker(
        "opener-to-popup",
        r#"const w = open('https://b.test/popup.html');
           addEventListener('message', e => { if (e.data === 'loaded') attack('opener-to-popup', w); });"#,
    );
    let popup = victim("<script>opener.postMessage('loaded', '*');</script>");
    let console = run(&[("https://a.test/top.html", &opener), ("https://b.test/popup.html", &popup)]);
    assert_isolated(&console, "opener-to-popup");
    // The popup attacks its opener.
    let opener = victim("<script>open('https://b.test/popup.html');</script>");
    let popup = attacker("popup-to-opener", "attack('popup-to-opener', opener);");
    let console = run(&[("https://a.test/top.html", &opener), ("https://b.test/popup.html", &popup)]);
    assert_isolated(&console, "popup-to-opener");
}

/// Sibling frames of different origins cannot reach each other.
#[test]
fn sibling_frames_are_sealed() {
    let top = r#"<!doctype html><iframe src="https://b.test/victim.html"></iframe><iframe src="https://c.test/attacker.html"></iframe>"#;
    let attacker_page = attacker("sibling", "onload = () => attack('sibling', parent.frames[0]);");
    let console = run(&[("https://a.test/top.html", top), ("https://b.test/victim.html", &victim("")), ("https://c.test/attacker.html", &attacker_page)]);
    assert_isolated(&console, "sibling");
}

/// A cross-origin frame allowed "tools" cannot list or run a tool that is
/// not exposed to it, not even with a forged RegisteredTool, and hears no
/// toolchange for it; a tool exposed to it stays reachable.
#[test]
fn tools_not_exposed_stay_out_of_reach() {
    let top = r#"<!doctype html><script>
        var secretValue = 'victim secret';
        document.modelContext.registerTool({name: 'secret_tool', description: 'secret', execute: () => { console.log('VICTIM TOOL RAN'); return 'secret'; }});
        document.modelContext.registerTool({name: 'shared_tool', description: 'shared', execute: () => 'shared result'}, {exposedTo: ['https://b.test']});
        addEventListener('message', e => {
          if (e.data === 'ready') document.modelContext.registerTool({name: 'later_secret', description: 'late', execute: () => 'late'});
        });
    </script><iframe src="https://b.test/child.html" allow="tools *"></iframe>"#;
    let child = r#"<!doctype html><script>
        let changes = 0;
        document.modelContext.ontoolchange = () => changes++;
        (async () => {
          const mine = await document.modelContext.getTools({fromOrigins: ['https://a.test']});
          console.log('listed: ' + mine.map(t => t.name).join());
          const shared = mine.find(t => t.name === 'shared_tool');
          console.log('shared: ' + await document.modelContext.executeTool(shared, {}));
          // Forged: the real tool's name and origin, the parent's WindowProxy.
          for (const forged of [
            {name: 'secret_tool', description: 'x', origin: 'https://a.test', window: parent},
            {...shared, name: 'secret_tool'},
          ]) {
            try { console.log('forged: ' + await document.modelContext.executeTool(forged, {})); }
            catch (e) { console.log('forged: ' + e.name); }
          }
          parent.postMessage('ready', '*');
          await new Promise(r => setTimeout(r, 50));
          console.log('toolchanges: ' + changes);
          const again = await document.modelContext.getTools({fromOrigins: ['https://a.test']});
          console.log('listed again: ' + again.map(t => t.name).join());
        })();
    </script>"#;
    let console = run(&[("https://a.test/top.html", top), ("https://b.test/child.html", child)]);
    assert_eq!(
        console,
        ["listed: shared_tool", "shared: shared result", "forged: UnknownError", "forged: UnknownError", "toolchanges: 0", "listed again: shared_tool"]
    );
}

/// Same-origin frames keep full access, through the same WindowProxy.
#[test]
fn same_origin_frames_still_reach_each_other() {
    let top = r#"<!doctype html><body><script>
        var secretValue = 'shared secret';
        const f = document.createElement('iframe');
        f.src = '/child.html';
        f.onload = () => {
          console.log(f.contentWindow.document.title, f.contentWindow.childValue, frames[0] === f.contentWindow, f.contentWindow.parent === window, window === globalThis, self === this);
          console.log(Object.getPrototypeOf(f.contentWindow) === f.contentWindow.Window.prototype);
        };
        document.body.appendChild(f);
    </script>"#;
    let child = r#"<!doctype html><title>child</title><script>var childValue = parent.secretValue + ' seen';</script>"#;
    let console = run(&[("https://a.test/top.html", top), ("https://a.test/child.html", child)]);
    assert_eq!(console, ["child shared secret seen true true true true", "true"]);
}

#[test]
fn a_frame_cannot_schedule_timers_in_a_cross_origin_parent() {
    // setTimeout and setInterval take their global from `this` (a timer on
    // a same-origin Window runs there); for another origin's WindowProxy
    // the conversion of `this` throws, so no task and no string handler
    // reach the parent's realm.
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><body><script>
                window.secret = 'TOPSECRET';
                const f = document.createElement('iframe');
                f.src = 'https://b.test/frame.html';
                document.body.append(f);
                setTimeout(() => console.log('top', typeof window.stolen), 300);
            </script>"#,
        ),
        (
            "https://b.test/frame.html",
            r#"<!doctype html><script>
                for (const [name, fn] of [
                    ['setTimeout', () => setTimeout.call(parent, () => console.log('ran', typeof secret), 0)],
                    ['setTimeout string', () => setTimeout.call(parent, 'window.stolen = secret', 0)],
                    ['setInterval', () => setInterval.call(parent, 'window.stolen = secret', 0)],
                    ['clearTimeout', () => clearTimeout.call(parent, 1)],
                ]) {
                    try { console.log(name, 'returned', fn()); } catch (e) { console.log(name, e.name); }
                }
            </script>"#,
        ),
    ]);
    assert_eq!(
        console,
        ["setTimeout SecurityError", "setTimeout string SecurityError", "setInterval SecurityError", "clearTimeout SecurityError", "top undefined"]
    );
}

#[test]
fn a_frame_cannot_run_a_javascript_url_in_a_cross_origin_parent() {
    // A cross-origin frame may navigate its parent (Location's href setter
    // is cross-origin), but a javascript: URL only runs when the initiator
    // is same origin with the target document: the parent stays untouched.
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><body><script>
                const f = document.createElement('iframe');
                f.src = 'https://b.test/frame.html';
                document.body.append(f);
                setTimeout(() => console.log('top', typeof window.pwned, location.href), 300);
            </script>"#,
        ),
        (
            "https://b.test/frame.html",
            r#"<!doctype html><script>
                try { parent.location.href = 'javascript:window.pwned = 1'; console.log('set'); } catch (e) { console.log(e.name); }
                try { top.location = 'javascript:window.pwned = 2'; console.log('set top'); } catch (e) { console.log(e.name); }
            </script>"#,
        ),
    ]);
    assert_eq!(console, ["set", "set top", "top undefined https://a.test/top.html"]);
}

#[test]
fn a_frame_cannot_define_or_observe_custom_elements_of_a_cross_origin_parent() {
    // Each Window has its own registry: a frame's definitions upgrade only
    // its own document's elements, and another origin's registry is out of
    // reach (the WindowProxy and the getter's `this` conversion both throw).
    let console = run(&[
        (
            "https://a.test/top.html",
            r#"<!doctype html><body><x-spy id=s secret=TOPSECRET></x-spy><script>
                const f = document.createElement('iframe');
                f.src = 'https://b.test/frame.html';
                document.body.append(f);
                setTimeout(() => {
                    const more = document.createElement('x-spy');
                    more.setAttribute('secret', 'TOPSECRET');
                    document.body.append(more);
                    s.setAttribute('secret', 'CHANGED');
                    console.log('top', s.constructor === HTMLElement, more.constructor === HTMLElement, customElements.get('x-spy'), s.matches(':defined'));
                }, 300);
            </script>"#,
        ),
        (
            "https://b.test/frame.html",
            r#"<!doctype html><script>
                customElements.define('x-spy', class extends HTMLElement {
                    static observedAttributes = ['secret'];
                    constructor() { super(); console.log('constructed in', document.URL); }
                    connectedCallback() { console.log('leak connected', this.getAttribute('secret')); }
                    attributeChangedCallback(n, o, v) { console.log('leak attribute', v); }
                });
                const getter = Object.getOwnPropertyDescriptor(window, 'customElements')?.get ?? Object.getOwnPropertyDescriptor(Window.prototype, 'customElements').get;
                for (const [name, fn] of [
                    ['parent.customElements', () => parent.customElements],
                    ['getter on parent', () => getter.call(parent)],
                    ['define on parent', () => customElements.define.call(parent.customElements, 'x-spy', class extends HTMLElement {})],
                ]) {
                    try { console.log(name, 'returned', fn()); } catch (e) { console.log(name, e.name); }
                }
            </script>"#,
        ),
    ]);
    assert_eq!(
        console,
        ["parent.customElements SecurityError", "getter on parent SecurityError", "define on parent SecurityError", "top true true undefined false"]
    );
}
