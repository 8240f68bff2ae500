//! Web storage (https://html.spec.whatwg.org/multipage/webstorage.html):
//! localStorage shared by same-origin documents and isolated between
//! origins, sessionStorage per top-level traversable, the quota, storage
//! events, and local storage kept on disk.

use crate::common;
use common::{run, run_page_with};

#[test]
fn storage_methods_and_types() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            localStorage.setItem('b', 2); localStorage.setItem('a', '1');
            console.log(localStorage.length, localStorage.getItem('b'), typeof localStorage.getItem('b'), localStorage.getItem('zz'));
            console.log(localStorage.key(0), localStorage.key(1), localStorage.key(2));
            localStorage.removeItem('a'); localStorage.removeItem('nothing');
            console.log(localStorage.length, Object.prototype.toString.call(localStorage), localStorage instanceof Storage);
            localStorage.clear();
            console.log(localStorage.length, localStorage === window.localStorage, localStorage !== sessionStorage);
            sessionStorage.setItem('s', 'x');
            console.log(sessionStorage.getItem('s'), localStorage.getItem('s'));
            try { localStorage.setItem('only one'); } catch (e) { console.log(e.name); }
            try { Storage.prototype.getItem.call({}, 'a'); } catch (e) { console.log(e.name); }
            try { new Storage(); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(
        console,
        ["2 2 string null", "a b null", "1 [object Storage] true", "0 true true", "x null", "TypeError", "TypeError", "TypeError"]
    );
}

#[test]
fn same_origin_documents_share_local_storage_and_get_storage_events() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                addEventListener('storage', e => console.log('parent got', e.key, e.oldValue, e.newValue, e.url, e.storageArea === localStorage));
                localStorage.setItem('cart', '1');
                const f = document.createElement('iframe');
                f.src = '/frame.html';
                document.documentElement.append(f);
            </script>"#,
        ),
        (
            "https://a.test/frame.html",
            r#"<!doctype html><script>
                addEventListener('storage', () => console.log('the frame got its own event'));
                console.log('frame reads', localStorage.getItem('cart'));
                localStorage.setItem('cart', '2');
                localStorage.setItem('cart', '2');
                localStorage.removeItem('cart');
                localStorage.clear();
            </script>"#,
        ),
    ]);
    assert_eq!(
        console,
        [
            "frame reads 1",
            "parent got cart 1 2 https://a.test/frame.html true",
            "parent got cart 2 null https://a.test/frame.html true",
        ]
    );
}

#[test]
fn a_cross_origin_frame_cannot_read_the_parents_storage() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                localStorage.setItem('secret', 'parent');
                sessionStorage.setItem('secret', 'parent');
                addEventListener('storage', () => console.log('parent saw the attacker write'));
                addEventListener('message', e => console.log('attacker says', e.data));
                const f = document.createElement('iframe');
                f.src = 'https://evil.test/attack.html';
                document.documentElement.append(f);
            </script>"#,
        ),
        (
            "https://evil.test/attack.html",
            r#"<!doctype html><script>
                const seen = [localStorage.getItem('secret'), sessionStorage.getItem('secret'), localStorage.length];
                let parentStorage;
                try { parentStorage = parent.localStorage; } catch (e) { parentStorage = e.name; }
                localStorage.setItem('secret', 'evil');
                parent.postMessage(JSON.stringify([...seen, parentStorage]), '*');
            </script>"#,
        ),
    ]);
    assert_eq!(console, [r#"attacker says [null,null,0,"SecurityError"]"#]);
}

#[test]
fn an_opaque_origin_has_no_storage() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><iframe sandbox="allow-scripts" src="/s.html"></iframe>"#,
        ),
        (
            "https://a.test/s.html",
            r#"<!doctype html><script>
                try { localStorage; console.log('no error'); } catch (e) { console.log(e.name); }
                try { sessionStorage; console.log('no error'); } catch (e) { console.log(e.name); }
            </script>"#,
        ),
    ]);
    assert_eq!(console, ["SecurityError", "SecurityError"]);
}

#[test]
fn storage_beyond_the_quota_throws_quota_exceeded_error() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const mib = 'x'.repeat(1024 * 1024);
            let stored = 0;
            try { for (let i = 0; i < 10; i++) { localStorage.setItem('k' + i, mib); stored++; } }
            catch (e) { console.log(e.name, e.code, e instanceof DOMException, stored); }
            console.log(localStorage.getItem('k5'));
            // Replacing a value with a smaller one fits; sessionStorage has its own quota.
            localStorage.setItem('k0', 'small');
            localStorage.setItem('k5', 'fits now');
            sessionStorage.setItem('big', mib);
            console.log(localStorage.length, sessionStorage.getItem('big').length);
        </script>"#,
    )]);
    assert_eq!(console, ["QuotaExceededError 22 true 4", "null", "5 1048576"]);
}

#[test]
fn session_storage_belongs_to_the_top_level_traversable() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                sessionStorage.setItem('tab', 'first');
                const w = open('/other.html');
            </script>"#,
        ),
        (
            "https://a.test/other.html",
            r#"<!doctype html><script>
                console.log('new tab sees', sessionStorage.getItem('tab'), 'and', opener.sessionStorage.getItem('tab'));
            </script>"#,
        ),
    ]);
    assert_eq!(console, ["new tab sees null and first"]);
}

#[test]
fn local_storage_on_disk_outlives_the_page() {
    let dir = std::env::temp_dir().join(format!("webmcp-storage-page-{}", std::process::id()));
    let options = || bindings::page::PageOptions { storage_dir: Some(dir.clone()), ..Default::default() };
    let pages = [(
        "https://a.test/",
        r#"<!doctype html><script>
            console.log('before', localStorage.getItem('visits'));
            localStorage.setItem('visits', String(Number(localStorage.getItem('visits') || 0) + 1));
            sessionStorage.setItem('tab', '1');
        </script>"#,
    )];
    let (first, errors, _) = run_page_with(&pages, options());
    assert_eq!((first, errors), (vec!["before null".to_string()], vec![]));
    let (second, _, _) = run_page_with(&pages, options());
    assert_eq!(second, ["before 1"]);
    let files: Vec<_> = std::fs::read_dir(&dir).expect("the storage directory").filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(files, ["https%3A%2F%2Fa%2Etest.json"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn storage_items_are_named_properties() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            localStorage.cart = 3;
            localStorage['tmr-cart-count'] = '1';
            console.log(localStorage.getItem('cart'), typeof localStorage.cart, localStorage['tmr-cart-count'], 'cart' in localStorage, localStorage.missing);
            console.log(JSON.stringify(Object.keys(localStorage).sort()), localStorage.length);
            delete localStorage.cart;
            console.log(localStorage.getItem('cart'), 'cart' in localStorage);
            localStorage.setItem('getItem', 'shadow?');
            console.log(typeof localStorage.getItem, localStorage.getItem('getItem'));
            sessionStorage.k = 'v'; console.log(sessionStorage.k, localStorage.k);
            try { localStorage.big = 'x'.repeat(6 * 1024 * 1024); } catch (e) { console.log(e.name); }
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "3 string 1 true undefined",
            r#"["cart","tmr-cart-count"] 2"#,
            "null false",
            "function shadow?",
            "v undefined",
            "QuotaExceededError",
        ]
    );
}

#[test]
fn a_storage_event_gives_back_the_storage_object_script_knows() {
    // Storage is a legacy platform object (a Proxy to script); converting
    // it to the IDL type `Storage?` reaches the object inside, and giving
    // it back must give the Proxy again (the line is Chromium 156's).
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const e = new StorageEvent('storage', {storageArea: sessionStorage});
            console.log([e.storageArea === sessionStorage, new StorageEvent('storage').storageArea].join(' '));
        </script>"#,
    )]);
    assert_eq!(console, ["true "]);
}

#[test]
fn init_storage_event_sets_the_fields_unless_the_event_is_being_dispatched() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const e = new StorageEvent('storage');
            console.log(e.initStorageEvent.length);
            try { e.initStorageEvent(); } catch (err) { console.log(err.name); }
            e.initStorageEvent('t', true, true, 'k', 'old', null, 'https://a.test/x', localStorage);
            console.log(e.type, e.bubbles, e.cancelable, e.key, e.oldValue, e.newValue, e.url, e.storageArea === localStorage);
            e.initStorageEvent(null, null, null, null, null, null, null, null);
            console.log(e.type, e.bubbles, e.key, e.url, e.storageArea);
            document.addEventListener('during', ev => {
                ev.initStorageEvent('changed', false, false, 'k2');
                console.log('while dispatched', ev.type, ev.key);
            });
            const d = new StorageEvent('during', { key: 'k1' });
            document.dispatchEvent(d);
            console.log('after', d.type, d.key);
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "1",
            "TypeError",
            "t true true k old null https://a.test/x true",
            "null false null null null",
            "while dispatched during k1",
            "after during k1"
        ]
    );
}
