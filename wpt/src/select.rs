//! Which tests run: `--include`/`--exclude` path prefixes, `--include-file`,
//! and wptrunner's chunking (`--this-chunk I --total-chunks N`).
//!
//! Chunking follows wptrunner's hash chunkers exactly: a test belongs to
//! chunk `I` (1-based) when the MD5 of its key, read as a 128-bit integer,
//! is `I - 1` modulo `N`. The key is the test's source file path relative to
//! the root (`hash`), its URL (`id_hash`), or its source file's folder
//! (`dir_hash`, keeping a folder together). The split depends on nothing but
//! the test list, so every machine of a CI matrix computes the same chunks.

use md5::{Digest, Md5};

use crate::discover::Test;

/// wptrunner's `--chunk-type` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ChunkType {
    /// Every test in one chunk.
    None,
    /// By source file path (wptrunner's `hash`).
    #[default]
    Hash,
    /// By test URL (`id_hash`).
    IdHash,
    /// By source folder (`dir_hash`).
    DirHash,
}

impl std::str::FromStr for ChunkType {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "none" => Ok(ChunkType::None),
            "hash" => Ok(ChunkType::Hash),
            "id_hash" => Ok(ChunkType::IdHash),
            "dir_hash" => Ok(ChunkType::DirHash),
            _ => Err(format!("unknown chunk type {s:?} (none, hash, id_hash, dir_hash)")),
        }
    }
}

/// One chunk of `total`, numbered from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunk {
    pub this: u32,
    pub total: u32,
    pub kind: ChunkType,
}

impl Chunk {
    pub fn new(this: u32, total: u32, kind: ChunkType) -> Result<Self, String> {
        if total == 0 || this == 0 || this > total {
            return Err(format!("--this-chunk must be between 1 and --total-chunks ({this} of {total})"));
        }
        Ok(Chunk { this, total, kind })
    }

    pub fn contains(&self, test: &Test) -> bool {
        if self.total == 1 || self.kind == ChunkType::None {
            return true;
        }
        let key = match self.kind {
            ChunkType::IdHash => test.path.clone(),
            ChunkType::DirHash => {
                let source = source_path(&test.path);
                source.rsplit_once('/').map_or(String::new(), |(dir, _)| dir.to_owned())
            }
            _ => source_path(&test.path),
        };
        chunk_of(&key, self.total) == self.this - 1
    }
}

/// `int(md5(key).hexdigest(), 16) % total`.
pub fn chunk_of(key: &str, total: u32) -> u32 {
    let digest: [u8; 16] = Md5::digest(key.as_bytes()).into();
    (u128::from_be_bytes(digest) % u128::from(total.max(1))) as u32
}

/// The source file of a test, relative to the root, as wptrunner's manifest
/// names it: `webmcp/x.any.js` for `/webmcp/x.any.html?v`.
pub fn source_path(test: &str) -> String {
    let path = test.split(['?', '#']).next().unwrap_or_default().trim_start_matches('/');
    for (page, script) in [(".any.html", ".any.js"), (".window.html", ".window.js")] {
        if let Some(stem) = path.strip_suffix(page) {
            return format!("{stem}{script}");
        }
    }
    path.to_owned()
}

/// `--include`/`--exclude`: URL path prefixes (a leading `/` is optional).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub include: Vec<String>,
    pub exclude: Vec<String>,
}

impl Filter {
    /// Whether `test` is selected: it starts with an include prefix (or
    /// there is none) and with no exclude prefix.
    pub fn accepts(&self, test: &str) -> bool {
        let matches = |prefix: &String| test.starts_with(&normalize(prefix));
        (self.include.is_empty() || self.include.iter().any(matches)) && !self.exclude.iter().any(matches)
    }
}

fn normalize(prefix: &str) -> String {
    if prefix.starts_with('/') {
        prefix.to_owned()
    } else {
        format!("/{prefix}")
    }
}

/// The entries of an `--include-file`: one prefix per line; blank lines and
/// lines starting with `#` are skipped (wptrunner's format).
pub fn read_include_file(text: &str) -> Vec<String> {
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_owned).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discover::TestKind;

    fn t(path: &str) -> Test {
        Test { path: path.into(), kind: TestKind::Testharness }
    }

    #[test]
    fn chunks_match_wptrunner() {
        // Golden values: Python's int(hashlib.md5(key.encode()).hexdigest(), 16) % n.
        assert_eq!(chunk_of("webmcp/idlharness.https.window.js", 2), 1);
        assert_eq!(chunk_of("webmcp/imperative/getTools.https.html", 2), 1);
        assert_eq!(chunk_of("webmcp/imperative/getTools.https.html", 7), 6);
        assert_eq!(chunk_of("", 3), 0);
    }

    #[test]
    fn every_test_in_exactly_one_chunk() {
        let tests: Vec<Test> = (0..50).map(|i| t(&format!("/d{}/t{i}.html", i % 4))).collect();
        for kind in [ChunkType::Hash, ChunkType::IdHash, ChunkType::DirHash] {
            let chunks: Vec<Chunk> = (1..=3).map(|i| Chunk::new(i, 3, kind).unwrap()).collect();
            for test in &tests {
                assert_eq!(chunks.iter().filter(|c| c.contains(test)).count(), 1, "{kind:?} {}", test.path);
            }
        }
        // dir_hash keeps a folder together.
        let c = Chunk::new(1, 3, ChunkType::DirHash).unwrap();
        assert_eq!(c.contains(&t("/d1/a.html")), c.contains(&t("/d1/b.html")));
        assert!(Chunk::new(0, 3, ChunkType::Hash).is_err());
        assert!(Chunk::new(4, 3, ChunkType::Hash).is_err());
        assert!(Chunk::new(1, 1, ChunkType::Hash).unwrap().contains(&t("/x.html")));
    }

    #[test]
    fn sources_filters_and_include_files() {
        assert_eq!(source_path("/a/x.any.html?v=1"), "a/x.any.js");
        assert_eq!(source_path("/a/x.https.window.html"), "a/x.https.window.js");
        assert_eq!(source_path("/a/x.html"), "a/x.html");
        let f = Filter { include: vec!["webmcp/imperative".into()], exclude: vec!["/webmcp/imperative/get".into()] };
        assert!(f.accepts("/webmcp/imperative/model_context.https.html"));
        assert!(!f.accepts("/webmcp/imperative/getTools.https.html"));
        assert!(!f.accepts("/webmcp/declarative/x.html"));
        assert!(Filter::default().accepts("/anything"));
        assert_eq!(read_include_file("# c\n\n /a/b \n/c\n"), ["/a/b", "/c"]);
    }
}
