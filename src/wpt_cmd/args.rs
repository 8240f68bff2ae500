//! The options of `webmcp wpt` (see docs/wpt-runner.md).

use std::path::PathBuf;

use clap::{Args, Subcommand};

#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct WptArgs {
    #[command(subcommand)]
    pub command: Option<WptCommand>,
    #[command(flatten)]
    pub run: RunArgs,
}

#[derive(Subcommand, Debug)]
pub enum WptCommand {
    /// Print, test by test and subtest by subtest, where two wptreport files differ.
    Compare {
        a: PathBuf,
        b: PathBuf,
    },
    /// Print which share of the subtests a reference run passes (a browser's
    /// wptreport) this run passes too: in all, per folder, and the tests with
    /// the most missing.
    Share {
        /// This engine's wptreport.
        run: PathBuf,
        /// The reference's wptreport (e.g. Chromium's).
        reference: PathBuf,
        /// Path segments that make a folder (`/dom/nodes` is 2).
        #[arg(long, default_value_t = 2)]
        depth: usize,
        /// List every test that misses some of the reference's passes.
        #[arg(long)]
        tests: bool,
    },
}

#[derive(Args, Debug)]
pub struct RunArgs {
    /// The WPT root.
    #[arg(long)]
    pub root: Option<PathBuf>,
    /// Test paths under the root (files or directories); all tests when none.
    pub tests: Vec<String>,

    /// Worker processes to run tests in (default: the number of cores); 1 runs in this process.
    #[arg(long, short = 'j')]
    pub processes: Option<usize>,
    /// Address-space limit of each worker process (bytes, or with K, M, G; 0 for none).
    #[arg(long, default_value = "2G", value_parser = parse_size)]
    pub max_memory: u64,
    /// Scale every timeout (harness, engine and kill) by this factor.
    #[arg(long, default_value_t = 1.0)]
    pub timeout_multiplier: f64,

    /// Run only tests whose path starts with this prefix (repeatable).
    #[arg(long)]
    pub include: Vec<String>,
    /// Skip tests whose path starts with this prefix (repeatable).
    #[arg(long)]
    pub exclude: Vec<String>,
    /// A file of --include prefixes, one per line (# comments).
    #[arg(long)]
    pub include_file: Option<PathBuf>,
    /// Run chunk I of --total-chunks (1-based).
    #[arg(long, default_value_t = 1)]
    pub this_chunk: u32,
    #[arg(long, default_value_t = 1)]
    pub total_chunks: u32,
    /// How tests are split into chunks: hash, id_hash, dir_hash or none.
    #[arg(long, default_value = "hash")]
    pub chunk_type: wpt::select::ChunkType,

    /// Print the tests that would run, one per line, and exit.
    #[arg(long, alias = "list-tests")]
    pub list: bool,
    /// Print the tests that would run as JSON, and exit.
    #[arg(long)]
    pub list_tests_json: bool,
    /// Print the tests the metadata disables, and exit.
    #[arg(long)]
    pub list_disabled: bool,

    /// The expectation metadata directory (default: the project's, built in).
    #[arg(long)]
    pub metadata: Option<PathBuf>,
    /// Rewrite the metadata in --metadata so that this run's results are expected.
    #[arg(long)]
    pub update_expectations: bool,

    /// Write a wptreport JSON (the format wpt.fyi reads) here.
    #[arg(long, alias = "report")]
    pub log_wptreport: Option<PathBuf>,
    /// Write JUnit XML here.
    #[arg(long)]
    pub log_xunit: Option<PathBuf>,
    /// The WPT revision for the report's run_info (default: the root's git HEAD, else "unknown").
    #[arg(long)]
    pub revision: Option<String>,

    /// Run the whole selection this many times.
    #[arg(long, default_value_t = 1)]
    pub repeat: u32,
    /// Run a test with unexpected results again, up to this many times.
    #[arg(long, default_value_t = 0)]
    pub retry_unexpected: u32,

    /// Print every subtest's result, not only the unexpected ones.
    #[arg(long, short = 'v')]
    pub verbose: bool,
}

/// The hidden `wpt-worker` subcommand's options (set by the parent).
#[derive(Args, Debug)]
pub struct WorkerArgs {
    #[arg(long)]
    pub root: PathBuf,
    #[arg(long, default_value_t = 1.0)]
    pub timeout_multiplier: f64,
    #[arg(long, default_value_t = 0)]
    pub max_memory: u64,
}

/// `2G`, `512M`, `64K`, `1048576` (optionally with `iB`/`B`), in bytes.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let t = t.strip_suffix("iB").or_else(|| t.strip_suffix('B')).unwrap_or(t);
    let (digits, unit) = match t.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => t.split_at(i),
        None => (t, ""),
    };
    let n: u64 = digits.parse().map_err(|_| format!("not a size: {text:?}"))?;
    let scale: u64 = match unit.to_ascii_uppercase().as_str() {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        "T" => 1 << 40,
        _ => return Err(format!("unknown unit in {text:?} (K, M, G, T)")),
    };
    n.checked_mul(scale).ok_or_else(|| format!("too large: {text:?}"))
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        assert_eq!(parse_size("512MiB"), Ok(512 << 20));
        assert_eq!(parse_size("64k"), Ok(64 << 10));
        assert_eq!(parse_size("1000"), Ok(1000));
        assert_eq!(parse_size("0"), Ok(0));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("5X").is_err());
        assert!(parse_size("99999999999T").is_err());
    }
}
