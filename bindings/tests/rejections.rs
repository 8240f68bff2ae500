//! Unhandled promise rejections: `unhandledrejection`, `rejectionhandled`,
//! and reporting a rejection nobody handles.

use crate::common;
use common::run_page;

#[test]
fn unhandled_rejections_are_events_then_reported_unless_canceled() {
    let (console, errors) = run_page(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            addEventListener('unhandledrejection', e => {
              console.log('unhandled', e.reason, e.promise instanceof Promise, e.cancelable, e.bubbles);
              if (e.reason === 'quiet') e.preventDefault();
            });
            addEventListener('rejectionhandled', e => console.log('handled later', e.reason));
            Promise.reject('loud');
            Promise.reject('quiet');
            Promise.reject('caught').catch(() => {});
            const late = Promise.reject('late');
            setTimeout(() => late.catch(() => {}), 10);
        </script>"#,
    )]);
    assert_eq!(console, ["unhandled loud true true false", "unhandled quiet true true false", "unhandled late true true false", "handled later late"]);
    assert_eq!(errors, [r#"Unhandled rejection: "loud""#, r#"Unhandled rejection: "late""#]);
}

#[test]
fn a_handler_added_in_the_same_task_prevents_the_event() {
    let (console, errors) = run_page(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            addEventListener('unhandledrejection', e => console.log('unhandled', e.reason));
            const p = Promise.reject(new Error('boom'));
            queueMicrotask(() => p.catch(e => console.log('caught', e.message)));
            async function f() { throw new TypeError('in async'); }
            f();
        </script>"#,
    )]);
    assert_eq!(console.len(), 2, "{console:?}");
    assert!(console.contains(&"caught boom".to_string()), "{console:?}");
    assert!(console.iter().any(|l| l.starts_with("unhandled TypeError")), "{console:?}");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("Unhandled rejection: TypeError: in async\n    at ") && errors[0].contains("https://a.test/:5:"), "{errors:?}");
}
