//! `Intl.RelativeTimeFormat` (see `bindings::ecmascript::relative_time_format`):
//! English patterns in each style, `numeric: "auto"` phrases, the parts of a
//! formatted number, locale resolution to the available English data, and
//! the errors ECMA-402 specifies. The expected strings are Chromium 156's.

use crate::common;
use common::run;

#[test]
fn relative_time_format_formats_as_chromium_does_in_english() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const out = [];
            const long = new Intl.RelativeTimeFormat("en");
            const auto = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
            const short = new Intl.RelativeTimeFormat("en", { style: "short" });
            const narrow = new Intl.RelativeTimeFormat("en", { style: "narrow", numeric: "auto" });
            out.push(long.format(3, "days"), long.format(-1, "day"), long.format(-0, "second"), long.format(1.5, "hour"));
            out.push(auto.format(-1, "day"), auto.format(0, "second"), auto.format(1, "quarter"), auto.format(-2, "day"));
            out.push(short.format(3, "quarters"), short.format(-1, "month"), narrow.format(-3, "minute"), narrow.format(-1, "week"));
            out.push(JSON.stringify(long.formatToParts(-1234.5, "days")));
            out.push(JSON.stringify(auto.formatToParts(1, "day")));
            out.push(JSON.stringify(long.resolvedOptions()), JSON.stringify(new Intl.RelativeTimeFormat("en-GB").resolvedOptions().locale));
            out.push(Object.prototype.toString.call(long), Intl.RelativeTimeFormat.length, long.format.length);
            out.push(Intl.RelativeTimeFormat.supportedLocalesOf(["en-US", "zz"]).join());
            for (const bad of [() => Intl.RelativeTimeFormat(), () => long.format(NaN, "day"), () => long.format(1, "decade"),
                               () => new Intl.RelativeTimeFormat("en", { style: "tiny" }), () => long.format.call({}, 1, "day")]) {
                try { bad(); out.push("no throw"); } catch (e) { out.push(e.name); }
            }
            console.log(out.join(" | "));
        </script>"#,
    )]);
    assert_eq!(
        console,
        [concat!(
            "in 3 days | 1 day ago | 0 seconds ago | in 1.5 hours | ",
            "yesterday | now | next quarter | 2 days ago | ",
            "in 3 qtrs. | 1 mo. ago | 3m ago | last wk. | ",
            r#"[{"type":"integer","value":"1","unit":"day"},{"type":"group","value":",","unit":"day"},{"type":"integer","value":"234","unit":"day"},{"type":"decimal","value":".","unit":"day"},{"type":"fraction","value":"5","unit":"day"},{"type":"literal","value":" days ago"}] | "#,
            r#"[{"type":"literal","value":"tomorrow"}] | "#,
            r#"{"locale":"en","style":"long","numeric":"always","numberingSystem":"latn"} | "en" | "#,
            "[object Intl.RelativeTimeFormat] | 0 | 2 | en-US | ",
            "TypeError | RangeError | RangeError | RangeError | TypeError"
        )]
    );
}
