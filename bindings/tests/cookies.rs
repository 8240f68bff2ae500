//! `document.cookie` (https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie)
//! on the user agent's cookie store (RFC 6265bis): attributes, expiry on
//! the page's clock, inheritance by blank frames, and isolation between
//! origins and sites, tested from the attacker's frame.

use crate::common;
use common::run;

#[test]
fn a_page_sets_reads_replaces_and_deletes_its_cookies() {
    let console = run(&[(
        "https://a.test/shop/cart.html",
        r#"<!doctype html><script>
            console.log(JSON.stringify(document.cookie), navigator.cookieEnabled);
            document.cookie = 'sid=1';
            document.cookie = 'theme=dark; Path=/; Secure; SameSite=Lax';
            document.cookie = 'other=x; Path=/elsewhere';
            document.cookie = 'h=1; HttpOnly';
            document.cookie = 'bad=1; Domain=b.test';
            document.cookie = 'nameless';
            console.log(document.cookie);
            document.cookie = 'sid=2';
            console.log(document.cookie);
            document.cookie = 'sid=; Max-Age=0';
            document.cookie = 'theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
            console.log(JSON.stringify(document.cookie));
            document.cookie = 'ttl=1; Max-Age=2';
            setTimeout(() => console.log('after 1s', document.cookie), 1000);
            setTimeout(() => console.log('after 3s', JSON.stringify(document.cookie)), 3000);
            document.cookie = { toString() { return 'obj=converted' } };
            console.log(document.cookie.includes('obj=converted'));
            document.cookie = 'obj=; Max-Age=-1';
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "\"\" true",
            // Longer paths first (sid and the nameless cookie default to
            // /shop), then creation order; a nameless cookie is its value alone.
            "sid=1; nameless; theme=dark",
            "sid=2; nameless; theme=dark",
            "\"nameless\"",
            "true",
            "after 1s nameless; ttl=1",
            "after 3s \"nameless\"",
        ]
    );
}

#[test]
fn same_origin_frames_share_cookies_and_blank_frames_inherit_them() {
    // Chromium 156 gives about:blank and srcdoc frames their parent's
    // cookies; the standard would make them cookie-averse (docs/decisions.md).
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                document.cookie = 'sid=1';
                const blank = document.createElement('iframe');
                document.documentElement.append(blank);
                console.log('blank', blank.contentDocument.cookie);
                blank.contentDocument.cookie = 'fromblank=1';
                console.log('parent', document.cookie);
                console.log('detached document', JSON.stringify(document.implementation.createHTMLDocument('').cookie));
                addEventListener('message', e => { console.log(e.data); console.log('parent now', document.cookie); });
                const f = document.createElement('iframe');
                f.src = '/frame.html';
                document.documentElement.append(f);
            </script>"#,
        ),
        (
            "https://a.test/frame.html",
            r#"<!doctype html><script>
                document.cookie = 'fromframe=1';
                parent.postMessage('frame sees ' + document.cookie, '*');
            </script>"#,
        ),
    ]);
    assert_eq!(
        console,
        [
            "blank sid=1",
            "parent sid=1; fromblank=1",
            "detached document \"\"",
            "frame sees sid=1; fromblank=1; fromframe=1",
            "parent now sid=1; fromblank=1; fromframe=1",
        ]
    );
}

#[test]
fn a_cross_site_frame_neither_reads_nor_plants_the_parents_cookies() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                document.cookie = 'secret=parent; SameSite=None; Secure';
                document.cookie = 'lax=parent';
                addEventListener('message', e => {
                    console.log('attacker says', e.data);
                    console.log('parent still has', document.cookie);
                });
                const f = document.createElement('iframe');
                f.src = 'https://evil.test/attack.html';
                document.documentElement.append(f);
            </script>"#,
        ),
        (
            "https://evil.test/attack.html",
            r#"<!doctype html><script>
                const seen = [document.cookie];
                try { seen.push(parent.document.cookie); } catch (e) { seen.push(e.name); }
                // Planting a cookie for the parent's domain, or a session
                // fixation through a parent-domain wildcard, is refused.
                document.cookie = 'secret=evil; Domain=a.test; SameSite=None; Secure';
                document.cookie = 'secret=evil; Domain=.test; SameSite=None; Secure';
                // In a cross-site frame only SameSite=None cookies are kept.
                document.cookie = 'strict=1; SameSite=Strict';
                document.cookie = 'default=1';
                document.cookie = 'third=1; SameSite=None; Secure';
                // Blank frames the attacker makes inherit the attacker's cookies, not the top page's.
                const blank = document.createElement('iframe');
                document.documentElement.append(blank);
                seen.push(blank.contentDocument.cookie);
                seen.push(document.cookie);
                parent.postMessage(JSON.stringify(seen), '*');
            </script>"#,
        ),
    ]);
    assert_eq!(
        console,
        [r#"attacker says ["","SecurityError","third=1","third=1"]"#, "parent still has secret=parent; lax=parent"]
    );
}

#[test]
fn a_frame_navigated_to_blank_by_another_origin_does_not_get_the_parents_cookies() {
    // The attacker navigates its same-origin-with-the-top sibling to
    // about:blank: the new document has the attacker's origin, so the
    // attacker can script it, and its cookies must be the attacker's.
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                document.cookie = 'secret=parent; SameSite=None; Secure';
                addEventListener('message', e => console.log('attacker says', e.data));
                const victim = document.createElement('iframe');
                victim.src = '/victim.html';
                document.documentElement.append(victim);
                victim.onload = () => {
                    victim.onload = null;
                    const f = document.createElement('iframe');
                    f.src = 'https://evil.test/attack.html';
                    document.documentElement.append(f);
                };
            </script>"#,
        ),
        ("https://a.test/victim.html", "<!doctype html><p>victim"),
        (
            "https://evil.test/attack.html",
            r#"<!doctype html><script>
                document.cookie = 'mine=1; SameSite=None; Secure';
                const victim = parent.frames[0];
                victim.location.href = 'about:blank';
                const poll = () => {
                    let seen;
                    try { seen = victim.document.cookie; } catch (e) { return setTimeout(poll, 10); }
                    parent.postMessage(JSON.stringify(seen) + ' ' + victim.location.href, '*');
                };
                poll();
            </script>"#,
        ),
    ]);
    assert_eq!(console, [r#"attacker says "mine=1" about:blank"#]);
}

#[test]
fn a_sandboxed_frame_throws_and_a_file_page_has_no_cookies() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>document.cookie = 'sid=1';</script><iframe sandbox="allow-scripts" src="/s.html"></iframe>"#,
        ),
        (
            "https://a.test/s.html",
            r#"<!doctype html><script>
                try { document.cookie; console.log('no error'); } catch (e) { console.log('get', e.name); }
                try { document.cookie = 'x=1'; console.log('no error'); } catch (e) { console.log('set', e.name); }
            </script>"#,
        ),
    ]);
    assert_eq!(console, ["get SecurityError", "set SecurityError"]);
    let console = run(&[(
        "file:///tmp/page.html",
        r#"<!doctype html><script>
            document.cookie = 'x=1';
            console.log(JSON.stringify(document.cookie));
        </script>"#,
    )]);
    assert_eq!(console, ["\"\""]);
}
