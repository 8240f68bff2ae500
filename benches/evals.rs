//! Evals per second in replay mode: `webmcp evals` on webmcp-tools'
//! pizza-maker evals (9 evals, each a fresh load of the demo and one or
//! two calls), `--runs` 20, `RUNS` times, printing each command's wall
//! time, evals per second over the whole command (process start, the
//! probe load, reports included) and the median time of one eval run as
//! the report measures it.
//!
//! `cargo bench --bench evals` (release) or `cargo bench --profile dev
//! --bench evals`. The demo: `WEBMCP_REALPAGES`, else beside
//! `WEBMCP_WPT_ROOT`, else `../shared/realpages`. `EVALS_BENCH_RUNS` sets
//! the repetitions. Figures, not asserts: the machine is shared.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

fn realpages() -> PathBuf {
    std::env::var_os("WEBMCP_REALPAGES")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("WEBMCP_WPT_ROOT").map(|w| Path::new(&w).join("../realpages")))
        .filter(|p| p.is_dir())
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/realpages"))
}

fn main() {
    let root = realpages().join("gcl-pizza-maker");
    let evals = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/evals/webmcp-tools/pizza-maker/evals.json");
    let repeats: usize = std::env::var("EVALS_BENCH_RUNS").ok().and_then(|r| r.parse().ok()).unwrap_or(5).max(1);
    let runs_per_eval = 20;
    let bin = env!("CARGO_BIN_EXE_webmcp");
    println!(
        "webmcp evals (replay) on pizza-maker/evals.json, --runs {runs_per_eval}, {} build, {repeats} commands",
        if cfg!(debug_assertions) { "dev" } else { "release" }
    );
    println!("{:>8} {:>7} {:>9} {:>14}", "evals", "wall s", "evals/s", "median eval ms");
    let mut rates = Vec::new();
    for _ in 0..repeats {
        let started = Instant::now();
        let out = Command::new(bin)
            .args(["evals", "--root"])
            .arg(&root)
            .arg("/demos/pizza-maker/index.html")
            .arg(&evals)
            .args(["--runs", &runs_per_eval.to_string(), "--reporter", "json"])
            .output()
            .expect("webmcp runs");
        let wall = started.elapsed().as_secs_f64();
        let report: serde_json::Value = match serde_json::from_slice(&out.stdout) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("no report ({e}): {}", String::from_utf8_lossy(&out.stderr));
                return;
            }
        };
        let count = report["summary"]["runs"].as_u64().unwrap_or(0);
        let mut durations: Vec<f64> = report["results"].as_array().map(|rs| rs.iter().filter_map(|r| r["durationMs"].as_f64()).collect()).unwrap_or_default();
        durations.sort_by(f64::total_cmp);
        let median = durations.get(durations.len() / 2).copied().unwrap_or(0.0);
        let rate = count as f64 / wall;
        rates.push(rate);
        println!("{count:>8} {wall:>7.2} {rate:>9.1} {median:>14.1}");
    }
    rates.sort_by(f64::total_cmp);
    println!("median {:.1} evals/s, best {:.1}", rates[rates.len() / 2], rates[rates.len() - 1]);
}
