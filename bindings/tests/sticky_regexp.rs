//! Sticky regular expressions run through webmcp's `RegExp.prototype.exec`
//! (see `bindings::ecmascript::sticky_exec`): the results, `lastIndex` and
//! errors RegExpBuiltinExec gives, for the cases the shadow expression
//! rewrites (groups, indices, lookbehind, escaped slashes, empty matches,
//! a frozen expression).

use crate::common;
use common::run;

#[test]
fn sticky_exec_matches_only_at_last_index() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const out = [];
            const re = /(?<w>a)(b)?/yd;
            re.lastIndex = 1;
            const m = re.exec("xab");
            out.push(JSON.stringify([m, m.index, m.length, re.lastIndex, m.indices.length, m.groups.w, m.indices[1]]));
            re.lastIndex = 0; out.push(String(re.exec("xab")), re.lastIndex);
            re.lastIndex = 9; out.push(String(re.exec("xab")), re.lastIndex);
            out.push(JSON.stringify("a,b;c".split(/[,;]/)), "abc".replace(/b/y, "X"), JSON.stringify("aab".match(/a/gy)));
            const e = /(?:)/y; e.lastIndex = 2; out.push(JSON.stringify(e.exec("abc")), e.lastIndex);
            out.push(RegExp.prototype.exec.name, RegExp.prototype.exec.length, Object.getOwnPropertyDescriptor(RegExp.prototype, "exec").enumerable);
            const f = Object.freeze(/a/y);
            try { f.exec("b"); out.push("no throw"); } catch (err) { out.push(err.constructor.name); }
            const l = /(?<=a)b/y; l.lastIndex = 1; out.push(l.exec("ab")[0], /(?<=a)b/y.exec("ab"));
            const c = /\/\/.*|\/\*[\s\S]*?\*\//y; out.push(c.exec("// a comment\nx")[0], c.lastIndex);
            const s = /\\\//y; out.push(s.exec("\\/")[0]);
            const back = /(a)\1/y; back.lastIndex = 1; out.push(back.exec("xaa")[0]);
            out.push(String(RegExp.prototype.exec.call(/a/, "ba")), typeof RegExp.prototype.exec.call(/b/g, "ab").index);
            try { RegExp.prototype.exec.call({}, "a"); } catch (err) { out.push(err.constructor.name); }
            console.log(out.join(" | "));
        </script>"#,
    )]);
    assert_eq!(
        console,
        [r#"[["ab","a","b"],1,3,3,3,"a",[1,2]] | null | 0 | null | 0 | ["a","b","c"] | abc | ["a","a"] | [""] | 2 | exec | 1 | false | TypeError | b |  | // a comment | 12 | \/ | aa | a | number | TypeError"#]
    );
}
