//! `webmcp wpt`: the WPT runner's command line (docs/wpt-runner.md), and
//! the hidden `webmcp wpt-worker` that runs tests for it in worker processes.

pub mod args;
mod progress;

use std::path::Path;
use std::process::ExitCode;
use std::rc::Rc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context as _};
use bindings::page::PageOptions;
use runtime::html::event_loop::Clock;
use wpt::pool::{Pool, WorkerCommand};
use wpt::select::{read_include_file, Chunk, Filter};
use wpt::session::{plan, run_session, Executor, InProcess, Plan, SessionOptions};
use wpt::{Expectations, VirtualServer};

pub use args::{WorkerArgs, WptArgs};
use args::{RunArgs, WptCommand};

/// Exit code for unexpected results (and for `compare` when reports differ).
const UNEXPECTED: u8 = 1;

pub fn wpt(args: WptArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    match args.command {
        Some(WptCommand::Compare { a, b }) => compare(&a, &b),
        Some(WptCommand::Share { run, reference, depth, tests }) => share(&run, &reference, depth, tests),
        None => run(args.run, real_time),
    }
}

/// The hidden worker subcommand: serves test requests on stdin/stdout.
pub fn worker(args: WorkerArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    let config = wpt::worker::WorkerConfig {
        root: args.root,
        timeout_multiplier: args.timeout_multiplier,
        real_time,
        max_memory: args.max_memory,
    };
    // Pages run on a thread with the stack their scripts' nesting needs.
    let worker = std::thread::Builder::new().name("wpt-worker".into()).stack_size(webmcp::PAGE_THREAD_STACK).spawn(move || {
        let stdin = std::io::stdin().lock();
        let stdout = std::io::stdout().lock();
        wpt::worker::serve(&config, stdin, stdout)
    })?;
    match worker.join() {
        Ok(result) => result?,
        Err(panic) => std::panic::resume_unwind(panic),
    }
    Ok(ExitCode::SUCCESS)
}

fn compare(a: &Path, b: &Path) -> anyhow::Result<ExitCode> {
    let (sa, sb) = (read_report(a)?, read_report(b)?);
    let diffs = wpt::diff::differences(&sa, &sb);
    for d in &diffs {
        out(&wpt::diff::difference_line(d));
    }
    let tests: std::collections::BTreeSet<&str> = diffs.iter().map(|d| d.test.as_str()).collect();
    out(&format!("{} differences in {} tests ({} tests in A, {} in B)", diffs.len(), tests.len(), sa.tests.len(), sb.tests.len()));
    Ok(if diffs.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(UNEXPECTED) })
}

fn read_report(p: &Path) -> anyhow::Result<wpt::diff::Statuses> {
    let text = std::fs::read_to_string(p).with_context(|| format!("cannot read {}", p.display()))?;
    Ok(wpt::diff::read_statuses(&p.display().to_string(), &text)?)
}

/// `webmcp wpt share`: a report, always exit 0 when both files read.
fn share(run: &Path, reference: &Path, depth: usize, list_tests: bool) -> anyhow::Result<ExitCode> {
    let s = wpt::share::shares(&read_report(run)?, &read_report(reference)?, depth.max(1));
    let line = |name: &str, share: &wpt::share::Share| {
        format!("{name:<48} {:>6} / {:<6} {:>6.1}%", share.passed, share.reference, share.percent())
    };
    out(&format!("{:<48} {:>6}   {:<6} {:>7}", "folder", "passed", "of", "share"));
    for (folder, share) in &s.folders {
        out(&line(folder, share));
    }
    out(&line("TOTAL", &s.total));
    if list_tests {
        let mut missing: Vec<(&String, &wpt::share::Share)> = s.tests.iter().filter(|(_, sh)| sh.missing() > 0).collect();
        missing.sort_by(|a, b| b.1.missing().cmp(&a.1.missing()).then(a.0.cmp(b.0)));
        out("");
        for (test, share) in missing {
            out(&format!("{:>6} missing  {test}", share.missing()));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn run(args: RunArgs, real_time: bool) -> anyhow::Result<ExitCode> {
    let Some(root) = args.root.clone() else {
        bail!("--root is required: the WPT root to run tests from");
    };
    if args.update_expectations && args.metadata.is_none() {
        bail!("--update-expectations rewrites the directory given with --metadata; name it");
    }
    let expectations = match &args.metadata {
        Some(dir) => Expectations::load_dir(dir)?,
        None => Expectations::bundled()?,
    };
    let mut filter = Filter { include: args.include.clone(), exclude: args.exclude.clone() };
    if let Some(file) = &args.include_file {
        let text = std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
        filter.include.extend(read_include_file(&text));
    }
    let chunk = Chunk::new(args.this_chunk, args.total_chunks, args.chunk_type).map_err(anyhow::Error::msg)?;
    let tests: Vec<wpt::Test> =
        wpt::discover(&root, &args.tests)?.into_iter().filter(|t| filter.accepts(&t.path) && chunk.contains(t)).collect();
    let plan = plan(&root, tests, &expectations, args.timeout_multiplier);
    if args.list || args.list_tests_json || args.list_disabled {
        list(&plan, &args);
        return Ok(ExitCode::SUCCESS);
    }

    let processes = args.processes.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    let base = PageOptions { clock: if real_time { Clock::Real } else { Clock::Virtual }, ..PageOptions::default() };
    let mut executor: Box<dyn Executor> = if processes == 1 {
        let server = Rc::new(VirtualServer::new(&root).with_timeout_multiplier(args.timeout_multiplier));
        Box::new(InProcess::new(server, base))
    } else {
        Box::new(Pool::new(worker_command(&root, &args, real_time)?, processes))
    };

    let started_at = SystemTime::now();
    let started = Instant::now();
    let options = SessionOptions { repeat: args.repeat.max(1), retry_unexpected: args.retry_unexpected };
    let mut progress = progress::Progress::new(&expectations, plan.jobs.len() * options.repeat as usize, args.verbose);
    let outcome = run_session(executor.as_mut(), &plan, &expectations, options, &mut progress)?;
    progress.finish();
    drop(executor);
    let seconds = started.elapsed().as_secs_f64();

    let mut unexpected = Vec::new();
    for r in &outcome.results {
        unexpected.extend(wpt::compare(r, &expectations));
    }
    if !unexpected.is_empty() {
        out("");
        out("Unexpected results:");
        for line in wpt::unexpected_lines(&unexpected) {
            out(&format!("  {line}"));
        }
    }
    if !outcome.flaky.is_empty() {
        out("");
        out("Results that changed between runs:");
        for f in &outcome.flaky {
            let sub = f.subtest.as_deref().map(|s| format!(" > {}", wpt::report::one_line(s))).unwrap_or_default();
            out(&format!("  {}{sub}: {}", f.test, f.statuses.join(", ")));
        }
    }
    for test in &outcome.recovered {
        out(&format!("Expected on a retry: {test}"));
    }

    if let Some(path) = &args.log_wptreport {
        let mut info = wpt::default_run_info();
        info.insert("revision".into(), revision(&root, args.revision.as_deref()).into());
        let ms = |t: SystemTime| t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
        wpt::wptreport(&outcome.results, &expectations, info, ms(started_at), ms(SystemTime::now())).write(path)?;
    }
    if let Some(path) = &args.log_xunit {
        let xml = wpt::xunit::xunit(&outcome.results, &expectations, seconds);
        std::fs::write(path, xml).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if args.update_expectations {
        if let Some(dir) = &args.metadata {
            let observed = wpt::metadata::update::observe(&outcome.all_runs);
            let changed = wpt::metadata::update::update_metadata(dir, &observed)?;
            out(&format!("Metadata updated: {} files written, {} removed", changed.written.len(), changed.removed.len()));
        }
    }

    let summary = wpt::summarize(&outcome.results, &expectations);
    out("");
    for line in wpt::summary_lines(&summary) {
        out(&line);
    }
    let runs = if options.repeat > 1 { format!(", {} repetitions", options.repeat) } else { String::new() };
    out(&format!("Took {seconds:.2} s with {processes} {}{runs}.", if processes == 1 { "process (in-process)" } else { "worker processes" }));
    out(&wpt::summary_line(&summary));
    Ok(if summary.all_expected() { ExitCode::SUCCESS } else { ExitCode::from(UNEXPECTED) })
}

/// `--list`, `--list-tests-json`, `--list-disabled`.
fn list(plan: &Plan, args: &RunArgs) {
    let mut enabled: Vec<&wpt::session::Job> = plan.jobs.iter().collect();
    enabled.sort_by(|a, b| a.test.path.cmp(&b.test.path));
    if args.list_tests_json {
        let items: Vec<serde_json::Value> = enabled
            .iter()
            .map(|j| {
                serde_json::json!({
                    "id": j.test.path,
                    "path": wpt::select::source_path(&j.test.path),
                    "type": match j.test.kind { wpt::TestKind::Crash => "crashtest", wpt::TestKind::Testharness => "testharness" },
                    "timeout": j.timeout,
                })
            })
            .collect();
        out(&serde_json::to_string_pretty(&items).unwrap_or_default());
    } else if args.list_disabled {
        for (test, reason) in &plan.skipped {
            out(&format!("{}: {reason}", test.path));
        }
    } else {
        for job in enabled {
            out(&job.test.path);
        }
    }
}

/// The worker processes: this program's hidden `wpt-worker` subcommand.
fn worker_command(root: &Path, args: &RunArgs, real_time: bool) -> anyhow::Result<WorkerCommand> {
    let program = std::env::current_exe().context("cannot find this program to start workers")?;
    let mut worker_args: Vec<std::ffi::OsString> = vec![
        "wpt-worker".into(),
        "--root".into(),
        root.as_os_str().to_owned(),
        "--timeout-multiplier".into(),
        args.timeout_multiplier.to_string().into(),
        "--max-memory".into(),
        args.max_memory.to_string().into(),
    ];
    if real_time {
        worker_args.push("--real-time".into());
    }
    Ok(WorkerCommand { program, args: worker_args })
}

/// `--revision`, else the root's `git rev-parse HEAD`, else "unknown".
fn revision(root: &Path, given: Option<&str>) -> String {
    if let Some(r) = given {
        return r.to_owned();
    }
    std::process::Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["rev-parse", "HEAD"])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .filter(|r| !r.is_empty())
        .unwrap_or_else(|| "unknown".to_owned())
}

/// Prints a line on stdout; a closed pipe ends the program quietly.
pub fn out(line: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = writeln!(stdout, "{line}").and_then(|()| stdout.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("webmcp: cannot write to stdout: {e}");
        std::process::exit(2);
    }
}
