//! Script elements: module scripts (inline and external, static and dynamic
//! imports, cycles, import maps, top-level await, nomodule), classic
//! `defer` and `async`, scripts inserted by script, `load` and `error`
//! events, scripts that cannot be fetched, and where uncaught errors were
//! thrown.

use crate::common;
use common::{run, run_page};

#[test]
fn module_scripts_inline_and_external_import_relative_to_their_url() {
    let console = run(&[
        (
            "https://a.test/app/",
            r#"<!doctype html>
            <script type="module">import {a} from './lib/a.js'; console.log('inline', a, import.meta.url);</script>
            <script type="module" src="main.js"></script>
            <script>console.log('classic first')</script>"#,
        ),
        ("https://a.test/app/main.js", "import {a} from './lib/a.js'; import * as b from '/app/lib/b.js'; console.log('main', a, b.b, import.meta.url);"),
        ("https://a.test/app/lib/a.js", "import {b} from './b.js'; export const a = 'a' + b; console.log('a evaluated once');"),
        ("https://a.test/app/lib/b.js", "export const b = 'b';"),
    ]);
    assert_eq!(console, ["classic first", "a evaluated once", "inline ab https://a.test/app/", "main ab b https://a.test/app/main.js"]);
}

#[test]
fn deferred_and_module_scripts_run_in_order_after_parsing_then_domcontentloaded_then_load() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html>
            <script>
              document.addEventListener('DOMContentLoaded', () => console.log('DOMContentLoaded', document.readyState));
              addEventListener('load', () => console.log('load', document.readyState));
            </script>
            <script defer src="d1.js"></script>
            <script type="module">console.log('module', document.readyState, document.querySelector('#last') !== null)</script>
            <script defer src="d2.js"></script>
            <script async src="async.js"></script>
            <script defer>console.log('inline defer is ignored')</script>
            <p id="last"></p>"#,
        ),
        ("https://a.test/d1.js", "console.log('d1', document.readyState)"),
        ("https://a.test/d2.js", "console.log('d2')"),
        ("https://a.test/async.js", "console.log('async')"),
    ]);
    let pos = |s: &str| console.iter().position(|l| l == s).unwrap_or_else(|| panic!("{s} missing from {console:?}"));
    assert_eq!(console[0], "inline defer is ignored");
    assert!(pos("d1 interactive") < pos("module interactive true"), "{console:?}");
    assert!(pos("module interactive true") < pos("d2"), "{console:?}");
    assert!(pos("d2") < pos("DOMContentLoaded interactive"), "{console:?}");
    assert!(pos("async") < pos("load complete"), "{console:?}");
    assert_eq!(console.last().map(String::as_str), Some("load complete"), "{console:?}");
    assert_eq!(console.len(), 7, "{console:?}");
}

#[test]
fn scripts_inserted_by_script_run_and_fire_load() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><body><script>
              const s = document.createElement('script');
              console.log('async by default', s.async);
              s.src = 'x.js';
              s.addEventListener('load', () => console.log('x load'));
              document.head.appendChild(s);
              console.log('after appending x');
              const t = document.createElement('script');
              t.textContent = 'console.log("inline inserted runs at once", document.currentScript === t)';
              document.body.appendChild(t);
              console.log('after appending inline', document.currentScript.tagName);
              for (const name of ['o1.js', 'o2.js']) {
                const o = document.createElement('script');
                o.async = false;
                o.src = name;
                document.body.append(o);
              }
              const m = document.createElement('script');
              m.type = 'module';
              m.text = 'console.log("inserted module")';
              document.body.append(m);
              const empty = document.createElement('script');
              document.body.append(empty);
              empty.append('console.log("text added later runs")');
            </script>"#,
        ),
        ("https://a.test/x.js", "console.log('x runs')"),
        ("https://a.test/o1.js", "console.log('o1')"),
        ("https://a.test/o2.js", "console.log('o2')"),
    ]);
    assert_eq!(&console[..5], ["async by default true", "after appending x", "inline inserted runs at once true", "after appending inline SCRIPT", "text added later runs"], "{console:?}");
    let pos = |s: &str| console.iter().position(|l| l == s).unwrap_or_else(|| panic!("{s} missing from {console:?}"));
    assert!(pos("x runs") < pos("x load"));
    assert!(pos("o1") < pos("o2"));
    assert!(console.contains(&"inserted module".to_string()), "{console:?}");
    assert_eq!(console.len(), 10, "{console:?}");
}

#[test]
fn a_script_that_cannot_be_fetched_fires_error_and_warns_without_an_uncaught_error() {
    let (console, errors) = run_page(&[(
        "https://a.test/",
        r#"<!doctype html>
        <script>
          document.addEventListener('error', e => console.log('error event at', e.target.tagName, e.constructor.name, e.target.getAttribute('src')), true);
          document.addEventListener('load', e => console.log('load event at', e.target.tagName), true);
        </script>
        <script src="missing.js"></script>
        <script src="https://cdn.example.com/lib.js"></script>
        <script async src="https://cdn.example.com/async.js"></script>
        <script src=""></script>
        <script>console.log('parsing goes on')</script>"#,
    )]);
    assert_eq!(errors, Vec::<String>::new());
    let warnings: Vec<_> = console.iter().filter(|l| l.starts_with("Failed to load script")).collect();
    assert_eq!(warnings.len(), 3, "{console:?}");
    assert!(console.contains(&"error event at SCRIPT Event missing.js".to_string()), "{console:?}");
    assert!(console.contains(&"error event at SCRIPT Event https://cdn.example.com/lib.js".to_string()), "{console:?}");
    assert!(console.contains(&"error event at SCRIPT Event https://cdn.example.com/async.js".to_string()), "{console:?}");
    assert!(console.contains(&"error event at SCRIPT Event ".to_string()), "{console:?}");
    assert!(console.contains(&"parsing goes on".to_string()), "{console:?}");
    assert!(!console.iter().any(|l| l == "load event at SCRIPT"), "{console:?}");
}

#[test]
fn uncaught_errors_carry_file_line_column_and_stack() {
    let (console, errors) = run_page(&[
        (
            "https://a.test/page.html",
            "<!doctype html>\n<p>x</p>\n<script>\naddEventListener('error', e => console.log(e.constructor.name, e.filename, e.lineno, e.colno > 0, e.error instanceof TypeError));\nfunction f() {\n  null.x;\n}\nf();\n</script>\n<script src=\"lib.js\"></script>",
        ),
        ("https://a.test/lib.js", "// a comment\nfunction g() {\n  throw new RangeError('from lib');\n}\ng();"),
    ]);
    assert_eq!(console[0], "ErrorEvent https://a.test/page.html 6 true true", "{console:?}");
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].starts_with("TypeError: "), "{errors:?}");
    assert!(errors[0].contains("\n    at f (https://a.test/page.html:6:"), "{errors:?}");
    assert!(errors[0].contains("\n    at https://a.test/page.html:8:"), "{errors:?}");
    assert!(errors[1].starts_with("RangeError: from lib\n    at g (https://a.test/lib.js:3:"), "{errors:?}");
}

#[test]
fn a_script_that_does_not_parse_is_reported_at_its_line() {
    let (console, errors) = run_page(&[(
        "https://a.test/",
        "<!doctype html>\n<script>addEventListener('error', e => console.log(e.message, e.filename, e.lineno))</script>\n<script>\nlet ok = 1;\nlet = = 2;\n</script><script>console.log('next script runs')</script>",
    )]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("SyntaxError: ") && errors[0].ends_with("\n    at https://a.test/:5:7"), "{errors:?}");
    assert!(console[0].starts_with("SyntaxError: ") && console[0].ends_with(" https://a.test/ 5"), "{console:?}");
    assert_eq!(console[1], "next script runs");
}

#[test]
fn a_module_that_fails_to_parse_is_an_uncaught_syntax_error_and_others_run() {
    let (console, errors) = run_page(&[
        (
            "https://a.test/",
            r#"<!doctype html>
            <script>document.addEventListener('load', e => console.log('load at', e.target.tagName), true)</script>
            <script type="module" src="bad.js"></script>
            <script type="module" src="imports-bad.js"></script>
            <script type="module">console.log('good module runs')</script>
            <script type="module">export const = 1;</script>"#,
        ),
        ("https://a.test/bad.js", "export const x = ;"),
        ("https://a.test/imports-bad.js", "import {x} from './bad.js'; console.log('never');"),
    ]);
    assert_eq!(console, ["load at SCRIPT", "load at SCRIPT", "good module runs"], "{console:?}");
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert!(errors.iter().all(|e| e.starts_with("SyntaxError: ")), "{errors:?}");
    assert!(errors[0].contains("https://a.test/bad.js:1:"), "{errors:?}");
    assert!(errors[1].contains("https://a.test/bad.js:1:"), "the importer reports its import's parse error: {errors:?}");
    assert!(errors[2].contains("https://a.test/:6:"), "{errors:?}");
}

#[test]
fn an_import_cycle_evaluates_in_the_specified_order() {
    let console = run(&[
        ("https://a.test/", r#"<script type="module">import {a} from './a.js'; import {getA} from './b.js'; console.log('main', a, getA());</script>"#),
        ("https://a.test/a.js", "import {b} from './b.js'; export const a = 'A'; console.log('a runs after b', b);"),
        ("https://a.test/b.js", "import {a} from './a.js'; export const b = 'B'; export function getA() { return a; } console.log('b runs first'); try { a; } catch (e) { console.log('a is not initialized yet:', e.name); }"),
    ]);
    assert_eq!(console, ["b runs first", "a is not initialized yet: ReferenceError", "a runs after b B", "main A A"]);
}

#[test]
fn an_import_of_a_missing_file_fires_error_at_the_script_and_runs_nothing() {
    let (console, errors) = run_page(&[
        (
            "https://a.test/",
            r#"<!doctype html>
            <script>document.addEventListener('error', e => console.log('error at', e.target.getAttribute('src') ?? 'inline'), true)</script>
            <script type="module" src="main.js"></script>
            <script type="module">import './missing.js'; console.log('never');</script>
            <script type="module" src="gone.js"></script>"#,
        ),
        ("https://a.test/main.js", "import {x} from './lib/missing.js'; console.log('never', x);"),
    ]);
    assert_eq!(errors, Vec::<String>::new());
    assert!(console.contains(&"error at main.js".to_string()), "{console:?}");
    assert!(console.contains(&"error at inline".to_string()), "{console:?}");
    assert!(console.contains(&"error at gone.js".to_string()), "{console:?}");
    assert_eq!(console.iter().filter(|l| l.starts_with("Failed to fetch module")).count(), 3, "{console:?}");
    assert!(!console.iter().any(|l| l.starts_with("never")), "{console:?}");
}

#[test]
fn dynamic_import_resolves_from_the_script_and_rejects_what_fails() {
    let (console, errors) = run_page(&[
        ("https://a.test/", r#"<!doctype html><script src="/js/loader.js"></script>"#),
        (
            "https://a.test/js/loader.js",
            r#"
            import('./mod.js').then(m => console.log('loaded', m.default, m.twice(2)));
            import('./missing.js').catch(e => console.log('missing:', e.name));
            import('./bad.js').catch(e => console.log('bad:', e.name));
            import('bare').catch(e => console.log('bare:', e.name));
            import('./data.json', {with: {type: 'json'}}).then(m => console.log('json', m.default.n));
            "#,
        ),
        ("https://a.test/js/mod.js", "export default 'mod'; export const twice = x => 2 * x;"),
        ("https://a.test/js/bad.js", "export default ;"),
        ("https://a.test/js/data.json", r#"{"n": 7}"#),
    ]);
    assert_eq!(errors, Vec::<String>::new());
    let mut sorted = console.iter().filter(|l| !l.starts_with("Failed to fetch")).cloned().collect::<Vec<_>>();
    sorted.sort();
    assert_eq!(sorted, ["bad: SyntaxError", "bare: TypeError", "json 7", "loaded mod 4", "missing: TypeError"], "{console:?}");
}

#[test]
fn top_level_await_delays_importers_not_other_scripts() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html>
            <script>document.addEventListener('DOMContentLoaded', () => console.log('DOMContentLoaded'))</script>
            <script type="module">console.log('m1 start'); await new Promise(r => setTimeout(r, 10)); console.log('m1 end');</script>
            <script type="module">import {v} from './slow.js'; console.log('m2 sees', v);</script>
            <script type="module">console.log('m3');</script>"#,
        ),
        ("https://a.test/slow.js", "console.log('slow start'); await new Promise(r => setTimeout(r, 20)); export const v = 'ready'; console.log('slow end');"),
    ]);
    assert_eq!(console, ["m1 start", "slow start", "m3", "DOMContentLoaded", "m1 end", "slow end", "m2 sees ready"]);
}

#[test]
fn nomodule_scripts_do_not_run() {
    let console = run(&[(
        "https://a.test/",
        r#"<script nomodule>console.log('legacy')</script>
        <script type="module" nomodule>console.log('modern')</script>
        <script>console.log(HTMLScriptElement.supports('module'), HTMLScriptElement.supports('importmap'), HTMLScriptElement.supports('text/javascript'))</script>
        <script type="text/x-template">console.log('never')</script>"#,
    )]);
    assert_eq!(console, ["true true false", "modern"]);
}

#[test]
fn an_import_map_remaps_bare_and_prefixed_specifiers() {
    let (console, errors) = run_page(&[
        (
            "https://a.test/",
            r#"<!doctype html>
            <script type="importmap">{"imports": {"lib": "./vendor/lib.js", "pkg/": "./vendor/pkg/"}, "scopes": {"/vendor/": {"dep": "./vendor/dep2.js"}}, "extra": 1}</script>
            <script type="module">
              import {x} from 'lib';
              import {y} from 'pkg/y.js';
              console.log(x, y, import.meta.resolve('lib'), import.meta.resolve('pkg/z.js'));
              import('not-mapped').catch(e => console.log('not mapped:', e.name));
            </script>
            <script type="importmap">{not json</script>"#,
        ),
        ("https://a.test/vendor/lib.js", "import {d} from 'dep'; export const x = 'x' + d;"),
        ("https://a.test/vendor/dep2.js", "export const d = 2;"),
        ("https://a.test/vendor/pkg/y.js", "export const y = 'y';"),
    ]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("SyntaxError: "), "{errors:?}");
    assert!(console.iter().any(|l| l.contains("unknown top-level key \"extra\"")), "{console:?}");
    assert!(console.contains(&"x2 y https://a.test/vendor/lib.js https://a.test/vendor/pkg/z.js".to_string()), "{console:?}");
    assert!(console.contains(&"not mapped: TypeError".to_string()), "{console:?}");
}

#[test]
fn an_unmapped_bare_import_is_an_uncaught_type_error() {
    let (console, errors) = run_page(&[("https://a.test/", r#"<script type="module">import 'lodash'; console.log('never')</script>"#)]);
    assert_eq!(console, Vec::<String>::new());
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("TypeError: ") && errors[0].contains("lodash"), "{errors:?}");
}

#[test]
fn script_src_and_api_urls_resolve_against_the_document_base_url() {
    // <base href> moves the document base URL: a script's src, baseURI and
    // new Request(url) use it (the lines are Chromium 156's).
    let console = run(&[
        (
            "https://a.test/app/page.html",
            r#"<!doctype html><head><base href="/lib/"></head><body><script src="x.js"></script><script>
                console.log(document.baseURI, new Request('y').url);
            </script>"#,
        ),
        ("https://a.test/lib/x.js", r#"console.log("lib script ran", document.currentScript.src);"#),
    ]);
    assert_eq!(console, ["lib script ran https://a.test/lib/x.js", "https://a.test/lib/ https://a.test/lib/y"]);
}

#[test]
fn a_comma_after_a_line_terminator_continues_a_let_or_const_binding_list() {
    // Minified bundles (Lit's lit-core.min.js among them) put a license
    // comment, with line breaks, between the bindings of one `const`; the
    // line terminator after an arrow function's body must not end the list
    // (third_party/README.md).
    let console = run(&[(
        "https://a.test/",
        "<!doctype html><script>
            const a = x => x
            /* license
             */, b = a(1);
            let c = (y) => { return y }
            , d = c(2);
            const e = 3
            , f = async z => z
            , g = 4;
            for (let i = 0, j = v => v
                ; i < 1; i++) console.log('for', j(i));
            console.log(b, d, e, g, typeof f);
            const h = 5
            console.log('asi still ends a list', h);
        </script>",
    )]);
    assert_eq!(console, ["for 0", "1 2 3 4 function", "asi still ends a list 5"]);
}

#[test]
fn a_dom_change_before_a_parser_inserted_script_runs_does_not_run_it_early() {
    // The parser inserts the second script, then performs a microtask
    // checkpoint before running it, where the custom element it parsed is
    // upgraded; the constructor's change of the tree must not prepare that
    // script (only the parser does): it runs once, after the upgrade and
    // its reactions.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            const log = [];
            customElements.define('x-q', class extends HTMLElement {
              static observedAttributes = ['a'];
              constructor() { super(); log.push('ctor ' + this.isConnected); this.remove(); }
              connectedCallback() { log.push('connected'); }
              attributeChangedCallback(n, o, v) { log.push(`attr ${o}->${v}`); }
            });
        </script><x-q a=parsed></x-q><script>console.log('second', log.join(', '))</script>"#,
    )]);
    assert_eq!(console, ["second ctor true, attr null->parsed, connected"]);
}
