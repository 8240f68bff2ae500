//! Generates the WebIDL glue from `webidl/idl/*.webidl` into `$OUT_DIR/generated.rs`.

use std::path::PathBuf;

fn main() {
    // Read at run time: a build script compiled in another checkout (a copied
    // target directory) must still read this checkout's IDL.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR is set by cargo");
    let idl_dir = PathBuf::from(manifest_dir).join("../webidl/idl");
    println!("cargo:rerun-if-changed={}", idl_dir.display());
    let sources = match webidl::read_dir(&idl_dir) {
        Ok(s) => s,
        Err(e) => panic!("cannot read {}: {e}", idl_dir.display()),
    };
    for (file, _) in &sources {
        println!("cargo:rerun-if-changed={file}");
    }
    let code = match webidl::generate(&sources) {
        Ok(c) => c,
        Err(e) => panic!("WebIDL error: {e}"),
    };
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR is set by cargo")).join("generated.rs");
    if let Err(e) = std::fs::write(&out, code) {
        panic!("cannot write {}: {e}", out.display());
    }
}
