//! Test timeouts: testharness.js's defaults (10 s, 60 s for a page with
//! `<meta name=timeout content=long>` or a script with `// META:
//! timeout=long`), scaled by `--timeout-multiplier`, and the limits the
//! runner derives from them.
//!
//! Three clocks are involved:
//! - the harness timeout runs on the page's clock, virtual by default: a
//!   page that waits for something that never comes reaches it as soon as it
//!   has nothing else to do, without waiting in wall-clock time;
//! - the engine stops a page that keeps its event loop busy (a timer or
//!   task storm) after `page` of page time (or, as a backstop, `wall` of
//!   wall-clock time);
//! - the parent process kills a worker that has not answered after
//!   `kill_cpu` of the worker's CPU time, or `kill_wall` of wall-clock time:
//!   a page blocked inside one native call (a catastrophic regular
//!   expression, an endless loop in one script) never returns to the event
//!   loop, so only the operating system can stop it.
//!
//! The kill counts CPU time first because under virtual time a test needs
//! no more wall-clock time than CPU time, and CPU time does not stretch when
//! other processes load the machine: a 2 s test on a machine loaded eight
//! times over takes 16 s of wall-clock time, which must not make it a
//! TIMEOUT. A page spinning in native code uses CPU and is caught by it; the
//! wall-clock limit, `WALL_FACTOR` times longer, catches a worker that hangs
//! without using CPU.

use std::path::Path;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// wptrunner's extra allowance after the harness timeout, before the page is
/// declared hung (seconds, scaled by the multiplier too).
pub const EXTRA_SECONDS: f64 = 5.0;
/// How much longer the parent waits than the engine's own wall-clock limit,
/// so that a page the engine can stop is reported with the engine's message.
pub const KILL_GRACE: Duration = Duration::from_secs(2);
/// How much longer than the CPU budget the wall-clock limits are.
pub const WALL_FACTOR: u32 = 3;

/// A test's timeout class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum TimeoutKind {
    #[default]
    Normal,
    Long,
}

impl TimeoutKind {
    /// testharness.js's default timeout for the class, in seconds.
    pub fn seconds(self) -> f64 {
        match self {
            TimeoutKind::Normal => 10.0,
            TimeoutKind::Long => 60.0,
        }
    }
}

/// The limits of one test.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    /// The harness timeout (page time), milliseconds.
    pub harness_ms: f64,
    /// The engine's limit on page time, milliseconds: harness timeout plus extra.
    pub page_ms: f64,
    /// The engine's limit on wall-clock time (a backstop: page time ends storms first).
    pub wall: Duration,
    /// The parent kills the worker after this much of its CPU time on the test...
    pub kill_cpu: Duration,
    /// ...or after this much wall-clock time.
    pub kill_wall: Duration,
}

impl Budget {
    /// With `L = (timeout + 5 s) × multiplier`: the harness timeout is
    /// `timeout × multiplier`, the engine stops the page at `L` of page time
    /// (`3 L` of wall-clock time), the parent kills the worker at `L + 2 s`
    /// of CPU time or `3 L + 2 s` of wall-clock time.
    pub fn new(kind: TimeoutKind, multiplier: f64) -> Self {
        let multiplier = if multiplier.is_finite() && multiplier > 0.0 { multiplier } else { 1.0 };
        let harness = kind.seconds() * multiplier;
        let limit = (kind.seconds() + EXTRA_SECONDS) * multiplier;
        let limit_duration = Duration::from_secs_f64(limit);
        let wall = limit_duration * WALL_FACTOR;
        Budget {
            harness_ms: harness * 1000.0,
            page_ms: limit * 1000.0,
            wall,
            kill_cpu: limit_duration + KILL_GRACE,
            kill_wall: wall + KILL_GRACE,
        }
    }
}

/// The timeout class of the test at URL path `test` under `root`, read from
/// its source file (the script of a generated `.any.html`/`.window.html`).
/// A file that cannot be read counts as normal: loading it will report the
/// problem.
pub fn timeout_kind(root: &Path, test: &str) -> TimeoutKind {
    let path = test.split(['?', '#']).next().unwrap_or_default();
    let (rel, script) = match [".any.html", ".window.html"].iter().find_map(|p| path.strip_suffix(p).map(|s| (s, *p))) {
        Some((stem, page)) => (format!("{stem}{}", page.replace(".html", ".js")), true),
        None => (path.to_owned(), false),
    };
    let mut file = root.to_path_buf();
    for segment in rel.split('/').filter(|s| !s.is_empty() && *s != "..") {
        file.push(segment);
    }
    let Ok(text) = std::fs::read_to_string(&file) else {
        return TimeoutKind::Normal;
    };
    let long = if script { script_says_long(&text) } else { html_says_long(&text) };
    if long {
        TimeoutKind::Long
    } else {
        TimeoutKind::Normal
    }
}

/// `// META: timeout=long` in the leading comment block.
fn script_says_long(text: &str) -> bool {
    crate::wrapper::read_meta(text).iter().any(|m| m.key == "timeout" && m.value == "long")
}

/// A `<meta name=timeout content=long>` tag (any quoting, any case).
fn html_says_long(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let mut rest = lower.as_str();
    while let Some(start) = rest.find("<meta") {
        let tag_end = rest[start..].find('>').map_or(rest.len(), |e| start + e);
        let tag = &rest[start..tag_end];
        let unquoted: String = tag.chars().filter(|c| *c != '"' && *c != '\'').collect();
        if unquoted.contains("name=timeout") && unquoted.contains("content=long") {
            return true;
        }
        rest = &rest[tag_end..];
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets() {
        let b = Budget::new(TimeoutKind::Normal, 1.0);
        assert_eq!((b.harness_ms, b.page_ms), (10_000.0, 15_000.0));
        assert_eq!((b.wall, b.kill_cpu, b.kill_wall), (Duration::from_secs(45), Duration::from_secs(17), Duration::from_secs(47)));
        let b = Budget::new(TimeoutKind::Long, 2.0);
        assert_eq!((b.harness_ms, b.page_ms, b.kill_cpu), (120_000.0, 130_000.0, Duration::from_secs(132)));
        let b = Budget::new(TimeoutKind::Normal, 0.1);
        assert_eq!((b.kill_cpu, b.kill_wall), (Duration::from_millis(3500), Duration::from_millis(6500)));
        // Nonsense multipliers fall back to 1.
        assert_eq!(Budget::new(TimeoutKind::Normal, -3.0), Budget::new(TimeoutKind::Normal, 1.0));
    }

    #[test]
    fn long_timeouts_from_sources() {
        let dir = tempfile::tempdir().unwrap();
        let w = |rel: &str, text: &str| std::fs::write(dir.path().join(rel), text).unwrap();
        w("a.html", "<!doctype html><META NAME='timeout' content=\"long\"><script></script>");
        w("b.html", "<meta name=viewport content=long><meta name=timeout content=normal>");
        w("c.any.js", "// META: title=x\n// META: timeout=long\ntest(() => {});");
        w("d.window.js", "test(() => {});\n// META: timeout=long\n");
        assert_eq!(timeout_kind(dir.path(), "/a.html"), TimeoutKind::Long);
        assert_eq!(timeout_kind(dir.path(), "/b.html"), TimeoutKind::Normal);
        assert_eq!(timeout_kind(dir.path(), "/c.any.html?v"), TimeoutKind::Long);
        assert_eq!(timeout_kind(dir.path(), "/d.window.html"), TimeoutKind::Normal);
        assert_eq!(timeout_kind(dir.path(), "/missing.html"), TimeoutKind::Normal);
    }
}
