//! Embeds the project's expectation metadata (`expectations/**/*.ini`) in the
//! crate, so that `webmcp wpt` without `--metadata` uses it from any working
//! directory. A build script rather than an include-directory macro: only a
//! build script can tell cargo to rebuild when a file in the folder changes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, base: &Path, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, base, out);
        } else if path.extension().is_some_and(|e| e == "ini") {
            let rel = path.strip_prefix(base).unwrap_or(&path);
            let rel: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            out.push((rel.join("/"), path.clone()));
        }
    }
}

fn main() {
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let dir = manifest_dir.join("expectations");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    collect(&dir, &dir, &mut files);
    let mut code = String::from("/// The project's metadata files: (path under `expectations/`, text).\npub const BUNDLED: &[(&str, &str)] = &[\n");
    for (rel, path) in files {
        let _ = writeln!(code, "    ({rel:?}, include_str!({:?})),", path.display().to_string());
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("bundled_metadata.rs");
    if let Err(e) = std::fs::write(&out, code) {
        panic!("cannot write {}: {e}", out.display());
    }
}
