//! The fuzz targets' committed corpora (`fuzz/corpus/TARGET/`) and the
//! inputs that once crashed them (`fuzz/regressions/TARGET/`), replayed
//! through the same target functions on stable Rust: a regression fails
//! the ordinary test suite, without nightly or libFuzzer.

use std::path::{Path, PathBuf};

#[path = "../fuzz/src/lib.rs"]
#[allow(dead_code)]
mod targets;

fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_file()).collect()).unwrap_or_default();
    files.sort();
    files
}

fn replay(target: &str, run: fn(&[u8]), folder: &str) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz").join(folder).join(target);
    let files = inputs(&dir);
    for file in &files {
        let data = std::fs::read(file).unwrap();
        if std::panic::catch_unwind(|| run(&data)).is_err() {
            panic!("the fuzz target {target} fails on {}", file.display());
        }
    }
    files.len()
}

#[test]
fn every_target_has_a_corpus_and_replays_it_without_a_crash() {
    // On a stack as large as a page thread's (the fuzzer runs the targets on
    // its 8 MiB main thread; a test thread has 2 MiB).
    let replay_all = || {
        for (target, run) in targets::TARGETS {
            let replayed = replay(target, *run, "corpus");
            assert!(replayed > 0, "the fuzz target {target} has no committed corpus");
            replay(target, *run, "regressions");
        }
    };
    let thread = std::thread::Builder::new().stack_size(webmcp::PAGE_THREAD_STACK).spawn(replay_all).expect("a thread for the replay");
    if let Err(panic) = thread.join() {
        std::panic::resume_unwind(panic);
    }
}
