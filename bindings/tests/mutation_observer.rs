//! MutationObserver: childList, attributes, characterData, subtree,
//! oldValue, attributeFilter, takeRecords, disconnect, and bad options.

use crate::common;
use common::run;

#[test]
fn observers_receive_records_in_their_microtask() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=root><p id=p>t</p></div><script>
        const root = document.getElementById('root'), p = document.getElementById('p');
        const mo = new MutationObserver((records, observer) => {
            console.log('callback', observer === mo, records.length, records.map((r) => r.type + ':' + r.target.id + ':' + r.addedNodes.length + ':' + r.removedNodes.length + ':' + r.attributeName + ':' + r.oldValue).join(' '));
        });
        mo.observe(root, { childList: true, subtree: true, attributeOldValue: true, characterData: true, characterDataOldValue: true, attributeFilter: ['class', 'data-x'] });
        p.className = 'a'; p.className = 'b'; p.title = 'ignored by the filter';
        const span = document.createElement('span'); span.id = 's'; root.append(span);
        p.firstChild.data = 'u';
        span.remove();
        console.log('sync');
        Promise.resolve().then(() => console.log('microtask'));
        const mo2 = new MutationObserver(() => console.log('mo2 should not run'));
        mo2.observe(document.body, { attributes: true });
        document.body.setAttribute('x', '1');
        console.log('taken', mo2.takeRecords().length, mo2.takeRecords().length);
        mo2.disconnect(); document.body.setAttribute('x', '2');
        for (const bad of [{}, { attributeOldValue: true, attributes: false }, { characterDataOldValue: true, characterData: false }, { attributeFilter: [], attributes: false }]) {
            try { mo2.observe(document.body, bad); } catch (e) { console.log(e.constructor.name); }
        }
        try { mo2.observe({}, { childList: true }); } catch (e) { console.log(e.constructor.name); }
        setTimeout(() => { p.setAttribute('data-x', '1'); }, 0);
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "sync",
            "taken 1 0",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            "TypeError",
            // The changes came before the promise job was queued: the mutation
            // observer microtask runs first.
            "callback true 5 attributes:p:0:0:class:null attributes:p:0:0:class:a childList:root:1:0:null:null characterData:undefined:0:0:null:t childList:root:0:1:null:null",
            "microtask",
            "callback true 1 attributes:p:0:0:data-x:null",
        ]
    );
}

#[test]
fn the_mutation_observer_microtask_interleaves_with_promise_jobs() {
    let console = common::run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const log = [];
            queueMicrotask(() => log.push('a'));
            const node = document.createTextNode('');
            new MutationObserver(() => log.push('mo')).observe(node, { characterData: true });
            node.data = 'x';
            Promise.resolve().then(() => log.push('b'));
            node.data = 'y';
            queueMicrotask(() => console.log(log.join(' ')));
        </script>"#,
    )]);
    assert_eq!(console, ["a mo b"]);
}
