//! The whole WPT tree, timed: `webmcp wpt` over the root with 1 process
//! (in-process) and with 2 worker processes, `RUNS` times each, printing
//! every wall time, the median and the fastest, how busy the workers were
//! (test time / (wall time × processes)), and the slowest tests.
//!
//! `make bench-wpt` (the dev build, as `make test` runs it) or
//! `cargo bench --bench wpt_tree` (release). WPT root: `WEBMCP_WPT_ROOT`,
//! else `../shared/wpt` beside the workspace. `WPT_BENCH_RUNS` sets the runs.
//! Figures, not asserts: the machine is shared, so compare medians.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

fn main() {
    let root = std::env::var_os("WEBMCP_WPT_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/wpt"));
    let runs: usize = std::env::var("WPT_BENCH_RUNS").ok().and_then(|r| r.parse().ok()).unwrap_or(5).max(1);
    let bin = env!("CARGO_BIN_EXE_webmcp");
    let metadata = Path::new(env!("CARGO_MANIFEST_DIR")).join("wpt/expectations");
    let report = std::env::temp_dir().join(format!("webmcp-bench-{}.json", std::process::id()));
    println!("webmcp wpt over {} ({} build), {runs} runs each", root.display(), if cfg!(debug_assertions) { "dev" } else { "release" });
    println!("{:<12} {:>9} {:>9}  {:>6}  runs (s)", "processes", "median s", "min s", "busy");
    let mut slowest = Vec::new();
    for processes in [1usize, 2] {
        let mut walls = Vec::new();
        let mut busy = Vec::new();
        for _ in 0..runs {
            let started = Instant::now();
            let out = Command::new(bin)
                .args(["wpt", "--root"])
                .arg(&root)
                .arg("--metadata")
                .arg(&metadata)
                .args(["--processes", &processes.to_string(), "--log-wptreport"])
                .arg(&report)
                .output()
                .expect("webmcp runs");
            let wall = started.elapsed().as_secs_f64();
            if !out.status.success() {
                eprintln!("run failed:\n{}", String::from_utf8_lossy(&out.stdout));
            }
            let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap_or_default()).unwrap_or_default();
            let mut durations: Vec<(u64, String)> = json["results"]
                .as_array()
                .map(|rs| rs.iter().map(|r| (r["duration"].as_u64().unwrap_or(0), r["test"].as_str().unwrap_or("").to_owned())).collect())
                .unwrap_or_default();
            let total: u64 = durations.iter().map(|d| d.0).sum();
            busy.push(total as f64 / 1000.0 / (wall * processes as f64));
            walls.push(wall);
            durations.sort_by(|a, b| b.cmp(a));
            slowest = durations;
        }
        let mut sorted = walls.clone();
        sorted.sort_by(f64::total_cmp);
        let median = sorted[sorted.len() / 2];
        let mean_busy = busy.iter().sum::<f64>() / busy.len() as f64;
        let all: Vec<String> = walls.iter().map(|w| format!("{w:.2}")).collect();
        println!("{processes:<12} {median:>9.2} {:>9.2}  {:>5.0}%  {}", sorted[0], mean_busy * 100.0, all.join(" "));
    }
    let _ = std::fs::remove_file(&report);
    println!("slowest tests (last run, ms):");
    for (ms, test) in slowest.iter().take(5) {
        println!("  {ms:>6}  {test}");
    }
}
