//! URL and URLSearchParams (https://url.spec.whatwg.org/): parsing, the
//! setters, the searchParams link both ways, and invalid input.

use crate::common;
use common::run;

fn page(script: &str) -> String {
    format!("<!doctype html><script>{script}</script>")
}

#[test]
fn url_parses_resolves_and_serializes() {
    let console = run(&[(
        "https://a.test/dir/page.html?x=1#top",
        &page(r#"
            const u = new URL('../img/a b.png?q=1#f', location.href);
            console.log(u.href, u.origin, u.protocol, u.host, u.pathname, u.search, u.hash);
            const p = new URL('http://user:pw@example.com:8080/p');
            console.log(p.username, p.password, p.hostname, p.port, String(p), JSON.stringify({p}));
            console.log(new URL(location).searchParams.get('x'), URL.canParse('nope'), URL.canParse('b', 'https://a.test/'));
            console.log(URL.parse('nope'), URL.parse('/z', 'https://a.test/y').href, URL.parse('x') instanceof URL);
        "#),
    )]);
    assert_eq!(
        console,
        [
            "https://a.test/img/a%20b.png?q=1#f https://a.test https: a.test /img/a%20b.png ?q=1 #f",
            "user pw example.com 8080 http://user:pw@example.com:8080/p {\"p\":\"http://user:pw@example.com:8080/p\"}",
            "1 false true",
            "null https://a.test/z false",
        ]
    );
}

#[test]
fn invalid_urls_throw_type_errors() {
    let console = run(&[(
        "https://a.test/",
        &page(r#"
            for (const args of [['nope'], ['x', 'also nope'], ['http://[::1'], []]) {
                try { new URL(...args); console.log('no error', args); }
                catch (e) { console.log(e instanceof TypeError); }
            }
            const u = new URL('https://a.test/');
            try { u.href = 'not a url'; } catch (e) { console.log(e.name, u.href); }
            try { URL('https://a.test/'); } catch (e) { console.log(e.name); }
        "#),
    )]);
    assert_eq!(console, ["true", "true", "true", "true", "TypeError https://a.test/", "TypeError"]);
}

#[test]
fn setters_follow_the_url_standard() {
    let console = run(&[(
        "https://a.test/",
        &page(r#"
            const u = new URL('https://a.test/a?b=1#c');
            u.pathname = '/x y'; u.search = 'k=v w'; u.hash = 'h'; u.port = '444'; u.hostname = 'b.test';
            console.log(u.href);
            u.port = 'junk'; u.protocol = 'ftp'; console.log(u.port, u.protocol);
            u.protocol = 'not a scheme!'; console.log(u.protocol);
            u.search = ''; u.hash = ''; console.log(u.href);
        "#),
    )]);
    assert_eq!(console, ["https://b.test:444/x%20y?k=v%20w#h", "444 ftp:", "ftp:", "ftp://b.test:444/x%20y"]);
}

#[test]
fn search_params_stay_in_sync_with_their_url_both_ways() {
    let console = run(&[(
        "https://a.test/",
        &page(r#"
            const u = new URL('https://a.test/?a=1&b=2&a=3');
            const p = u.searchParams;
            console.log(p === u.searchParams, p.get('a'), p.getAll('a').join(), p.size, p.has('b'), p.has('b', '9'));
            p.append('c', 'x y&z');
            console.log(u.search);
            p.set('a', '4'); p.delete('b');
            console.log(u.href, p.toString());
            u.search = '?q=%F0%9F%8D%95';
            console.log(p.get('q'), p.size);
            p.delete('q');
            console.log(u.href);
            u.href = 'https://b.test/?z=1';
            console.log(p.get('z'), p.get('q'));
        "#),
    )]);
    assert_eq!(
        console,
        [
            "true 1 1,3 3 true false",
            "?a=1&b=2&a=3&c=x+y%26z",
            "https://a.test/?a=4&c=x+y%26z a=4&c=x+y%26z",
            "🍕 1",
            "https://a.test/",
            "1 null",
        ]
    );
}

#[test]
fn search_params_constructor_takes_strings_pairs_and_records() {
    let console = run(&[(
        "https://a.test/?pizza=eyJhIjoxfQ%3D%3D",
        &page(r#"
            console.log(new URLSearchParams(location.search).get('pizza'));
            console.log(new URLSearchParams([['a', '1'], ['b', '2']]).toString());
            console.log(new URLSearchParams({x: '1', y: 2}).toString());
            console.log(new URLSearchParams('?').size, new URLSearchParams().toString() === '');
            const s = new URLSearchParams('b=2&a=1&a=0&c'); s.sort(); console.log(s.toString());
            try { new URLSearchParams([['a', '1', 'extra']]); } catch (e) { console.log(e.name); }
            try { new URLSearchParams([['a']]); } catch (e) { console.log(e.name); }
            try { new URLSearchParams([1]); } catch (e) { console.log(e.name); }
            try { URLSearchParams.prototype.get.call({}, 'a'); } catch (e) { console.log(e.name); }
        "#),
    )]);
    assert_eq!(
        console,
        ["eyJhIjoxfQ==", "a=1&b=2", "x=1&y=2", "0 true", "a=1&a=0&b=2&c=", "TypeError", "TypeError", "TypeError", "TypeError"]
    );
}

#[test]
fn search_params_iterate_their_pairs() {
    let console = run(&[(
        "https://a.test/",
        &page(r#"
            const p = new URLSearchParams('b=2&a=1&b=3');
            console.log(JSON.stringify([...p]), [...p.keys()].join(), [...p.values()].join());
            const seen = []; p.forEach((v, k, o) => seen.push(k + v + (o === p))); console.log(seen.join());
            console.log(new URLSearchParams(p).toString(), Object.fromEntries(new URLSearchParams('x=1&y=2')).y);
            const it = p.entries(); p.append('c', '4'); console.log(JSON.stringify([...it].pop()), Object.prototype.toString.call(it));
        "#),
    )]);
    assert_eq!(console, [r#"[["b","2"],["a","1"],["b","3"]] b,a,b 2,1,3"#, "b2true,a1true,b3true", "b=2&a=1&b=3 2", r#"["c","4"] [object URLSearchParams Iterator]"#]);
}
