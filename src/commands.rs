//! The subcommands.

use std::path::Path;
use std::process::ExitCode;
use std::rc::Rc;

use anyhow::{bail, Context as _};
use bindings::page::{Page, PageOptions, StopReason};
use runtime::html::event_loop::Clock;
use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use url::Url;

/// Serves `file:` URLs from the file system.
struct FileLoader;

impl ResourceLoader for FileLoader {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        if url.scheme() != "file" {
            return Err(LoadError::Unsupported(url.to_string()));
        }
        let path = url.to_file_path().map_err(|_| LoadError::Unsupported(url.to_string()))?;
        match std::fs::read(&path) {
            Ok(body) => Ok(Resource { url: url.clone(), status: 200, headers: Vec::new(), body }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(LoadError::NotFound(path.display().to_string())),
            Err(e) => Err(LoadError::Io { path: path.display().to_string(), message: e.to_string() }),
        }
    }
}

/// The `--storage DIR` of the command line, set once by `main`.
pub static STORAGE_DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

/// Where `localStorage` is kept (`--storage DIR`); in memory when not given.
pub fn storage_dir() -> Option<std::path::PathBuf> {
    STORAGE_DIR.get().cloned()
}

fn options(real_time: bool) -> PageOptions {
    PageOptions { clock: if real_time { Clock::Real } else { Clock::Virtual }, echo_console: true, storage_dir: storage_dir(), ..PageOptions::default() }
}

/// Loads a page from a file, or from a WPT-style root.
fn open_with_stop(page: &str, root: Option<&Path>, real_time: bool) -> anyhow::Result<(Page, StopReason)> {
    let (url, loader): (Url, Rc<dyn ResourceLoader>) = match root {
        Some(root) => (wpt::test_url(page), Rc::new(wpt::VirtualServer::new(root))),
        None => {
            let path = std::fs::canonicalize(page).with_context(|| format!("cannot open {page}"))?;
            let url = Url::from_file_path(&path).map_err(|_| anyhow::anyhow!("cannot make a URL of {}", path.display()))?;
            (url, Rc::new(FileLoader))
        }
    };
    let mut p = Page::load(&url, loader, options(real_time))?;
    let stop = p.run_until_idle();
    report_stop(stop);
    Ok((p, stop))
}

fn open(page: &str, root: Option<&Path>, real_time: bool) -> anyhow::Result<Page> {
    open_with_stop(page, root, real_time).map(|(p, _)| p)
}

/// Says on stderr why the page stopped, unless it went idle.
fn report_stop(stop: StopReason) {
    match stop {
        StopReason::Idle => {}
        StopReason::TimeLimit { ms } => eprintln!("webmcp: stopped at {} s of page time with timers still pending", ms / 1000.0),
        StopReason::WallLimit { seconds } => eprintln!("webmcp: timeout: the page was still running after {seconds} s of wall-clock time"),
    }
}

pub fn run(page: &str, root: Option<&Path>, real_time: bool) -> anyhow::Result<ExitCode> {
    let (p, stop) = open_with_stop(page, root, real_time)?;
    let errors = p.uncaught_errors();
    for e in &errors {
        eprintln!("uncaught: {e}");
    }
    // A page still running at the wall-clock limit failed to finish: a timeout.
    let timed_out = matches!(stop, StopReason::WallLimit { .. });
    Ok(if errors.is_empty() && !timed_out { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// Evaluates a promise-returning expression in the page and returns what it settled to.
fn settle(p: &mut Page, expr: &str) -> anyhow::Result<String> {
    let script = format!(
        "globalThis.__webmcp_out = undefined; globalThis.__webmcp_err = undefined;\
         Promise.resolve().then(() => {expr}).then(v => {{ globalThis.__webmcp_out = v; }}, e => {{ globalThis.__webmcp_err = (e && e.name ? e.name + ': ' : '') + (e && e.message !== undefined ? e.message : String(e)); }});"
    );
    p.eval(&script).map_err(|e| anyhow::anyhow!("{e}"))?;
    report_stop(p.run_until_idle());
    let err = p.eval("globalThis.__webmcp_err").map_err(|e| anyhow::anyhow!("{e}"))?;
    if !err.is_undefined() {
        bail!("{}", err.as_string().map(|s| s.to_std_string_lossy()).unwrap_or_else(|| err.display().to_string()));
    }
    let out = p.eval("globalThis.__webmcp_out").map_err(|e| anyhow::anyhow!("{e}"))?;
    if out.is_undefined() {
        bail!("the page never answered");
    }
    Ok(out.as_string().map(|s| s.to_std_string_lossy()).unwrap_or_else(|| out.display().to_string()))
}

pub fn tools(page: &str, root: Option<&Path>, real_time: bool) -> anyhow::Result<ExitCode> {
    let mut p = open(page, root, real_time)?;
    let json = settle(
        &mut p,
        "document.modelContext.getTools().then(ts => JSON.stringify(ts.map(t => ({name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations, origin: t.origin})), null, 2))",
    )?;
    out(&format!("{json}"));
    Ok(ExitCode::SUCCESS)
}

pub fn call(page: &str, tool: &str, input: &str, root: Option<&Path>, real_time: bool) -> anyhow::Result<ExitCode> {
    let input: serde_json::Value = serde_json::from_str(input).context("the input is not JSON")?;
    let mut p = open(page, root, real_time)?;
    let name = serde_json::to_string(tool)?;
    let expr = format!(
        "document.modelContext.getTools().then(ts => {{ const t = ts.find(t => t.name === {name}); if (!t) throw new Error('no tool named ' + {name}); return document.modelContext.executeTool(t, {input}); }})"
    );
    match settle(&mut p, &expr) {
        Ok(result) => {
            out(&format!("{result}"));
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("webmcp: {e}");
            Ok(ExitCode::from(1))
        }
    }
}

/// Prints a line on stdout. A closed pipe (`webmcp tools page | head`) ends the
/// program quietly instead of panicking as `println!` does.
fn out(line: &str) {
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
