//! ResizeObserver and IntersectionObserver without layout: one initial
//! notification with zero boxes, at the time each specification delivers
//! it (the rendering update for resize, a task after it for
//! intersection); matchMedia on the fixed viewport.

use crate::common;
use common::run;

#[test]
fn resize_observers_report_zero_boxes_once_in_the_rendering_update() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=d></div><script>
        const d = document.getElementById('d');
        const ro = new ResizeObserver(function (entries, observer) {
            const e = entries[0];
            console.log('ro', this === ro, observer === ro, entries.length, e.target === d, e.contentRect.width, e.contentRect.height,
                e.borderBoxSize.length, e.borderBoxSize[0].inlineSize, e.contentBoxSize[0].blockSize, Object.isFrozen(e.contentBoxSize),
                e.borderBoxSize === e.borderBoxSize, e.devicePixelContentBoxSize[0] instanceof ResizeObserverSize);
        });
        ro.observe(d);
        ro.observe(d, { box: 'border-box' }); // observed again: one observation
        const gone = new ResizeObserver(() => console.log('unobserved: never'));
        gone.observe(d); gone.unobserve(d);
        const off = new ResizeObserver(() => console.log('disconnected: never'));
        off.observe(d); off.disconnect();
        try { ro.observe(d, { box: 'margin-box' }); } catch (e) { console.log(e.name); }
        try { ro.observe({}); } catch (e) { console.log(e.name); }
        requestAnimationFrame(() => console.log('frame'));
        setTimeout(() => console.log('timer'), 0);
        console.log('script');
        </script>"#,
    )]);
    assert_eq!(console, ["TypeError", "TypeError", "script", "timer", "frame", "ro true true 1 true 0 0 1 0 0 true true true"]);
}

#[test]
fn intersection_observers_report_no_intersection_once_in_a_task() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=d></div><script>
        const d = document.getElementById('d');
        const io = new IntersectionObserver((entries, observer) => {
            const e = entries[0];
            console.log('io', observer === io, entries.length, e.target === d, e.isIntersecting, e.intersectionRatio, e.isVisible,
                e.boundingClientRect.width, e.intersectionRect.height, e.rootBounds.width, e.rootBounds.height, e.time >= 0);
        }, { threshold: [1, 0.25], rootMargin: '5px 10%' });
        console.log(io.root, io.rootMargin, io.scrollMargin, io.thresholds.join(), Object.isFrozen(io.thresholds), io.thresholds === io.thresholds, io.delay, io.trackVisibility);
        io.observe(d); io.observe(d);
        for (const options of [{ rootMargin: '1em' }, { threshold: 2 }, { threshold: [-0.1] }, { scrollMargin: 'auto' }]) {
            try { new IntersectionObserver(() => {}, options); } catch (e) { console.log(e.name); }
        }
        const visible = new IntersectionObserver(() => {}, { trackVisibility: true, delay: 10 });
        console.log('delay', visible.delay, new IntersectionObserver(() => {}).thresholds.join());
        const entry = new IntersectionObserverEntry({ time: 1, rootBounds: null, boundingClientRect: { width: 3 }, intersectionRect: {}, intersectionRatio: 0.5, target: d, isIntersecting: true });
        console.log('entry', entry.rootBounds, entry.boundingClientRect.width, entry.boundingClientRect.right, entry.isIntersecting, entry.intersectionRatio);
        requestAnimationFrame(() => { console.log('frame'); Promise.resolve().then(() => console.log('frame microtask')); });
        console.log('takeRecords', io.takeRecords().length);
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            "null 5px 10% 5px 10% 0px 0px 0px 0px 0.25,1 true true 0 false",
            "SyntaxError",
            "RangeError",
            "RangeError",
            "SyntaxError",
            "delay 100 0",
            "entry null 3 3 true 0.5",
            "takeRecords 0",
            "frame",
            "frame microtask",
            "io true 1 true false 0 false 0 0 1280 720 true",
        ]
    );
}

#[test]
fn match_media_evaluates_on_the_fixed_viewport() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
        const wide = matchMedia('(min-width:600px)');
        console.log(wide.media, wide.matches, wide instanceof EventTarget, wide !== matchMedia('(min-width:600px)'));
        console.log(matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(prefers-reduced-motion: no-preference)').matches, matchMedia('(max-width: 1279px)').matches);
        console.log(matchMedia('screen and').media, matchMedia('').media === '', matchMedia('').matches);
        const f = () => {};
        wide.addListener(f); wide.removeListener(f); wide.addListener(null); wide.onchange = f;
        const ev = new MediaQueryListEvent('change', { media: '(x)', matches: true });
        console.log(ev.media, ev.matches, ev.type);
        </script>"#,
    )]);
    assert_eq!(console, ["(min-width: 600px) true true true", "false true false", "not all true true", "(x) true change"]);
}
