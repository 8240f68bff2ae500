//! User Timing and the Performance Timeline from script: marks, measures
//! and the entry buffer (https://w3c.github.io/user-timing/).

use crate::common;
use common::run;

#[test]
fn marks_and_measures_as_chromium_makes_them() {
    // Checked against Chromium 156 line for line, except that Chromium's
    // buffer also holds its navigation and visibility-state entries and
    // its toJSON() a navigationId, which this engine does not record.
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><script>
            const t = (f) => { try { return f(); } catch (e) { return e.name; } };
            const m1 = performance.mark('a', {startTime: 10, detail: {x: [1, 2]}});
            console.log(m1 instanceof PerformanceMark, m1 instanceof PerformanceEntry, m1.name, m1.entryType, m1.startTime, m1.duration, JSON.stringify(m1.detail), JSON.stringify(m1.toJSON()));
            performance.mark('b', {startTime: 30});
            performance.mark('a', {startTime: 20});
            const ms = performance.measure('m', 'a', 'b');
            console.log(ms.startTime, ms.duration, ms.detail, ms.entryType);
            console.log(performance.measure('m2', {start: 5, duration: 7, detail: 'd'}).duration, performance.measure('m3', {end: 'b', duration: 4}).startTime);
            console.log(performance.measure('m4', {start: 'a'}).startTime, performance.measure('m5').startTime);
            console.log(t(() => performance.measure('x', 'nope')), t(() => performance.measure('x', {start: 1}, 'b')), t(() => performance.measure('x', {duration: 1})), t(() => performance.measure('x', {start: 1, end: 2, duration: 1})));
            console.log(t(() => performance.mark('navigationStart')), t(() => performance.mark('y', {startTime: -1})), t(() => performance.measure('z', {start: -1, end: 2})), performance.measure('ns', 'navigationStart', 'b').duration);
            console.log(performance.getEntries().map(e => e.name + ':' + e.startTime).join(','));
            console.log(performance.getEntriesByType('mark').length, performance.getEntriesByName('a').length, performance.getEntriesByName('a', 'measure').length, performance.getEntriesByType('resource').length);
            performance.clearMarks('a'); console.log(performance.getEntriesByType('mark').map(e => e.name).join(','));
            performance.clearMeasures(); console.log(performance.getEntriesByType('measure').length);
            const pm = new PerformanceMark('own', {detail: null}); console.log(pm.detail, pm.startTime >= 0, performance.getEntriesByName('own').length);
            console.log(t(() => new PerformanceMeasure()), t(() => new PerformanceEntry()), t(() => performance.mark('q', {detail: () => 1})), performance.getEntriesByName('q').length);
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            r#"true true a mark 10 0 {"x":[1,2]} {"name":"a","entryType":"mark","startTime":10,"duration":0}"#,
            "20 10 null measure",
            "7 26",
            "20 0",
            "SyntaxError TypeError TypeError TypeError",
            "SyntaxError TypeError TypeError 30",
            "m5:0,ns:0,m2:5,a:10,a:20,m:20,m4:20,m3:26,b:30",
            "3 2 0 0",
            "b",
            "0",
            "null true 0",
            "TypeError TypeError DataCloneError 0",
        ]
    );
}
