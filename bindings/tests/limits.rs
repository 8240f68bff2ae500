//! Pages that never finish end with a reported error or timeout, never a hang.

use std::time::{Duration, Instant};

use bindings::page::{PageOptions, StopReason};

use crate::common;
use common::run_page_with;

fn short() -> PageOptions {
    PageOptions { wall_limit: Duration::from_millis(500), time_limit_ms: 10_000.0, ..PageOptions::default() }
}

#[test]
fn a_self_refilling_microtask_queue_is_cut_off() {
    let started = Instant::now();
    let (_, errors, stop) = run_page_with(&[("https://a.test/", "<!doctype html><script>function f() { queueMicrotask(f) } f()</script>")], short());
    assert!(started.elapsed() < Duration::from_secs(20), "{:?}", started.elapsed());
    assert!(matches!(stop, StopReason::WallLimit { .. }), "{stop:?}");
    assert!(errors.iter().any(|e| e.starts_with("timeout: the microtask queue")), "{errors:?}");
}

#[test]
fn a_task_storm_stops_at_the_wall_clock_limit() {
    let (_, _, stop) = run_page_with(
        &[("https://a.test/", r#"<!doctype html><script>onmessage = () => postMessage("x", "*"); postMessage("x", "*")</script>"#)],
        short(),
    );
    assert!(matches!(stop, StopReason::WallLimit { .. }), "{stop:?}");
}

#[test]
fn zero_delay_intervals_are_clamped_so_virtual_time_advances() {
    // Past nesting level 5 a 0 ms timer waits 4 ms (HTML), so a perpetual
    // interval reaches the time limit instead of spinning at time 0.
    let (console, _, stop) = run_page_with(
        &[("https://a.test/", "<!doctype html><script>let n = 0; const t0 = performance.now(); setInterval(() => { if (++n === 10) console.log(performance.now() - t0); }, 0)</script>")],
        short(),
    );
    assert_eq!(stop, StopReason::TimeLimit { ms: 10_000.0 });
    // Run k has nesting level k; the 7th run is armed at level 6, so runs
    // 1-6 happen at 0 ms and the 7th onward 4 ms apart: the 10th at 16 ms.
    assert_eq!(console, ["16"]);
}

#[test]
fn engine_limits_are_reported_as_errors() {
    let (console, errors, stop) = run_page_with(
        &[("https://a.test/", "<!doctype html><script>function f() { f() } f()</script><script>console.log('next script runs')</script>")],
        short(),
    );
    assert_eq!(stop, StopReason::Idle);
    assert_eq!(console, ["next script runs"]);
    assert_eq!(errors.len(), 1);
    assert!(errors[0].contains("RuntimeLimitError") && errors[0].contains("recursi"), "{errors:?}");
}
