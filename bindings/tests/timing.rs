//! Clocks under virtual time: `performance.now()` and `Date.now()` advance
//! with the timers, and each document's time origin is its creation.

use crate::common;
use common::run;

#[test]
fn performance_now_and_date_now_follow_virtual_time() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const p0 = performance.now(), d0 = Date.now();
            console.log(Math.abs(performance.timeOrigin + p0 - d0) < 50, Object.prototype.toString.call(performance));
            setTimeout(() => console.log(Math.round(performance.now() - p0), Math.round((Date.now() - d0) / 100) * 100), 4000);
        </script>"#,
    )]);
    assert_eq!(console, ["true [object Performance]", "4000 4000"]);
}

#[test]
fn a_frame_created_later_has_a_later_time_origin() {
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><script>
                setTimeout(() => {
                  const f = document.createElement('iframe');
                  f.src = '/child.html';
                  f.onload = () => console.log(Math.round(f.contentWindow.performance.timeOrigin - performance.timeOrigin));
                  document.body.append(f);
                }, 1000);
            </script>"#,
        ),
        ("https://a.test/child.html", "<!doctype html><title>child</title>"),
    ]);
    assert_eq!(console, ["1000"]);
}

#[test]
fn timers_of_a_window_whose_document_is_not_fully_active_return_0() {
    // A removed iframe's Window: setTimeout and setInterval schedule nothing
    // and return 0 (html/webappapis/timers/settimeout-setinterval-non-fully-active.html,
    // Chromium 156); its timers set before, while it was fully active, never run.
    let console = run(&[
        (
            "https://a.test/",
            r#"<!doctype html><body><script>
                const f = document.createElement('iframe');
                f.src = '/child.html';
                f.onload = () => {
                    const win = f.contentWindow;
                    console.log(win.setTimeout(() => {}, 0) > 0);
                    win.setTimeout(() => console.log('ran in a removed frame'), 10);
                    f.remove();
                    console.log(win.setTimeout(() => console.log('ran'), 0), win.setInterval('parent.x = 1', 0), win.setTimeout.call(window, () => console.log('the parent ran it'), 0) > 0);
                };
                document.body.append(f);
            </script>"#,
        ),
        ("https://a.test/child.html", "<!doctype html><title>child</title>"),
    ]);
    assert_eq!(console, ["true", "0 0 true", "the parent ran it"]);
}
