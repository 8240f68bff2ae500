//! What starting a page costs, next to what Boa alone needs for the same
//! script: the figure issue 2 asks for ("a test page costs little more than
//! Boa's own time to parse and run testharness.js").
//!
//! `cargo bench -p wpt --bench page_startup` (or `make bench`). WPT root:
//! `WEBMCP_WPT_ROOT`, else `../shared/wpt` beside the workspace. Each case runs
//! `RUNS` times after one warm-up; the table gives the median and the fastest.
//!
//! Rows:
//! - boa: `Context::default()` — an empty realm with the ECMAScript builtins.
//! - boa: + testharness.js — that realm (with `self` defined), then parse and
//!   run testharness.js.
//! - webmcp: page without scripts — host, realm, the IDL interfaces (their
//!   members made on first use), the parsed document, DOMContentLoaded and load.
//! - webmcp: page with testharness.js — the same plus the script loaded
//!   through the virtual server and run.
//! - webmcp: <WPT page> — the whole test as `webmcp wpt` runs it (load, every
//!   subtest, report collected).
//!
//! Then what one iframe adds to the page without scripts (issue 8: a
//! cross-origin iframe, which brings a second agent, costs less than 2 ms),
//! measured in back-to-back pairs of loads.

use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

use bindings::page::{Page, PageOptions};
use boa_engine::{Context, Source};
use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;
use wpt::runner::run_test_with;
use wpt::timeouts::{timeout_kind, Budget};
use wpt::{Test, TestKind, VirtualServer};

const RUNS: usize = 30;

const PAGES: &[&str] = &[
    "/webmcp/imperative/getTools.https.html",
    "/webmcp/imperative/register_tool_with_schema.https.html",
    "/webmcp/imperative/executeTool-input-validation.tentative.https.html",
    "/webmcp/imperative/exposedTo-cross-origin-child.https.html",
    "/webmcp/idlharness.https.window.html",
];

/// The virtual server, plus fixed pages under `/__bench/`.
struct BenchLoader {
    server: Rc<VirtualServer>,
}

impl ResourceLoader for BenchLoader {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        let body: &str = match url.path() {
            "/__bench/empty.html" => "<!doctype html><title>empty</title><body><p>text</p></body>",
            "/__bench/testharness.html" => "<!doctype html><title>testharness</title><script src=/resources/testharness.js></script>",
            "/__bench/same-origin-iframe.html" => "<!doctype html><title>one iframe</title><body><p>text</p><iframe src=/__bench/empty.html></iframe></body>",
            // A page that builds its content from script, as frameworks do:
            // a list of 5,000 items, one append each.
            "/__bench/build-5000-nodes.html" => "<!doctype html><title>built</title><body><ul id=l></ul><script>const l = document.getElementById('l'); for (let i = 0; i < 5000; i++) { const li = document.createElement('li'); li.textContent = 'item ' + i; l.appendChild(li); }</script></body>",
            "/__bench/cross-origin-iframe.html" => "<!doctype html><title>one iframe</title><body><p>text</p><iframe src=https://not-web-platform.test:8443/__bench/empty.html></iframe></body>",
            _ => return self.server.load(url),
        };
        Ok(Resource {
            url: url.clone(),
            status: 200,
            headers: vec![("Content-Type".into(), "text/html".into())],
            body: body.as_bytes().to_vec(),
        })
    }
}

struct Row {
    name: String,
    median: Duration,
    fastest: Duration,
}

/// Runs each case `RUNS` times; `WEBMCP_BENCH_RUNS=N` changes that (to
/// profile one case: with `WEBMCP_BENCH_ONLY=TEXT`, the cases whose name
/// contains TEXT run and the others are skipped).
fn measure(name: impl Into<String>, mut f: impl FnMut()) -> Row {
    let name = name.into();
    if std::env::var("WEBMCP_BENCH_ONLY").is_ok_and(|only| !name.contains(&only)) {
        return Row { name, median: Duration::ZERO, fastest: Duration::ZERO };
    }
    let runs = std::env::var("WEBMCP_BENCH_RUNS").ok().and_then(|r| r.parse().ok()).filter(|&r: &usize| r > 0).unwrap_or(RUNS);
    f();
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    Row { name, median: times[runs / 2], fastest: times[0] }
}

/// What `with` costs over `without`, measured in pairs: each run times one
/// `without` then one `with`, back to back, and the figure is the median
/// (and the smallest) of the `RUNS` differences. Two medians taken minutes
/// apart carry the machine's drift between them; a pair does not. Each
/// closure returns its own time, which must include freeing what it made
/// (else one case pays for the other's garbage).
struct Extra {
    name: String,
    median_ms: f64,
    smallest_ms: f64,
}

fn measure_extra(name: &str, mut without: impl FnMut() -> Duration, mut with: impl FnMut() -> Duration) -> Option<Extra> {
    if std::env::var("WEBMCP_BENCH_ONLY").is_ok_and(|only| !name.contains(&only)) {
        return None;
    }
    let runs = std::env::var("WEBMCP_BENCH_RUNS").ok().and_then(|r| r.parse().ok()).filter(|&r: &usize| r > 0).unwrap_or(RUNS);
    without();
    with();
    let mut extra: Vec<f64> = (0..runs)
        .map(|_| {
            let a = without();
            ms(with()) - ms(a)
        })
        .collect();
    extra.sort_by(f64::total_cmp);
    Some(Extra { name: name.to_string(), median_ms: extra[runs / 2], smallest_ms: extra[0] })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let root = std::env::var_os("WEBMCP_WPT_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/wpt"));
    let testharness = match std::fs::read_to_string(root.join("resources/testharness.js")) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("page_startup: no WPT root at {} ({e}); set WEBMCP_WPT_ROOT", root.display());
            return;
        }
    };
    let server = Rc::new(VirtualServer::new(&root));
    let loader: Rc<dyn ResourceLoader> = Rc::new(BenchLoader { server: server.clone() });
    let options = PageOptions::default();
    let page_at = |path: &str| Url::parse(&format!("https://web-platform.test:8443{path}")).expect("a fixed URL");

    let mut rows = vec![
        measure("boa: Context::default()", || {
            std::hint::black_box(Context::default());
        }),
        measure("boa: + parse and run testharness.js", || {
            let mut ctx = Context::default();
            // Bare Boa has no `self`; with it, testharness.js picks its shell
            // environment (less work than the Window one it runs in a page).
            if let Err(e) = ctx.eval(Source::from_bytes("globalThis.self = globalThis;")) {
                panic!("bare Boa: {e}");
            }
            if let Err(e) = ctx.eval(Source::from_bytes(testharness.as_bytes())) {
                panic!("testharness.js threw on bare Boa: {e}");
            }
            let _ = ctx.run_jobs();
        }),
        measure("webmcp: page without scripts", || {
            let mut p = Page::load(&page_at("/__bench/empty.html"), loader.clone(), options.clone()).expect("the empty page loads");
            let _ = p.run_until_idle();
        }),
        measure("webmcp: page that appends 5,000 nodes from script", || {
            let mut p = Page::load(&page_at("/__bench/build-5000-nodes.html"), loader.clone(), options.clone()).expect("the page loads");
            let _ = p.run_until_idle();
        }),
        measure("webmcp: page with testharness.js", || {
            let mut p = Page::load(&page_at("/__bench/testharness.html"), loader.clone(), options.clone()).expect("the page loads");
            let _ = p.run_until_idle();
        }),
    ];
    // Load, run, drop and collect: the time of the page from nothing back to nothing.
    let load = |path: &str| {
        boa_gc::force_collect();
        let t = Instant::now();
        let mut p = Page::load(&page_at(path), loader.clone(), options.clone()).expect("the bench page loads");
        let _ = p.run_until_idle();
        drop(p);
        boa_gc::force_collect();
        t.elapsed()
    };
    let extras: Vec<Extra> = [
        ("a same-origin iframe (a second realm)", "/__bench/same-origin-iframe.html"),
        ("a cross-origin iframe (a second agent and realm)", "/__bench/cross-origin-iframe.html"),
    ]
    .into_iter()
    .filter_map(|(name, path)| measure_extra(name, || load("/__bench/empty.html"), || load(path)))
    .collect();
    for path in PAGES {
        if !root.join(path.trim_start_matches('/')).exists() && !path.ends_with(".window.html") {
            eprintln!("page_startup: {path} is not in this WPT root; skipped");
            continue;
        }
        let test = Test { path: (*path).to_string(), kind: TestKind::Testharness };
        // The budget its `<meta name=timeout>` asks for, as `webmcp wpt` gives it.
        let budget = Budget::new(timeout_kind(&root, path), 1.0);
        let mut status = String::new();
        rows.push(measure(format!("webmcp: {path}"), || {
            let r = run_test_with(&server, &test, &options, &budget);
            status = format!("{:?}, {} subtests", r.status, r.subtests.len());
        }));
        if let Some(last) = rows.last_mut() {
            last.name = format!("{} ({status})", last.name);
        }
    }

    let width = rows.iter().map(|r| r.name.len()).max().unwrap_or(0);
    println!("page start-up, {RUNS} runs each (ms)");
    println!("{:width$}  {:>8}  {:>8}", "case", "median", "fastest");
    for r in &rows {
        println!("{:width$}  {:>8.2}  {:>8.2}", r.name, ms(r.median), ms(r.fastest));
    }
    if !extras.is_empty() {
        println!();
        println!("over the page without scripts, in {RUNS} back-to-back pairs (ms)");
        let width = extras.iter().map(|e| e.name.len()).max().unwrap_or(0);
        println!("{:width$}  {:>8}  {:>8}", "extra", "median", "smallest");
        for e in &extras {
            println!("{:width$}  {:>+8.2}  {:>+8.2}", e.name, e.median_ms, e.smallest_ms);
        }
    }
    let boa = rows[1].median;
    let ours = rows[3].median;
    println!(
        "webmcp page with testharness.js / Boa alone: {:.2}x ({:+.2} ms: host, realm and the interfaces the script uses, parse, events)",
        ours.as_secs_f64() / boa.as_secs_f64(),
        ms(ours) - ms(boa)
    );
}
