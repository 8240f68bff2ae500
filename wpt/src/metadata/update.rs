//! `--update-expectations`: rewrites the metadata files of the tests a run
//! saw so that every result it got is expected.
//!
//! For each test run: `expected` becomes the statuses seen (the most
//! frequent first, then in the order seen; one status is written alone, more
//! as a list), or is removed when only the default (OK/PASS) was seen. A
//! subtest section that the run no longer produced loses its `expected`.
//! Sections and files left with no keys are removed. Comments and other keys
//! (`bug`, `disabled`) of what remains are kept. Tests the run did not run
//! (not selected, disabled) are not touched.

use std::collections::BTreeMap;
use std::path::Path;

use super::manifest::{self, Section, Value};
use super::{default_harness, paths, MetadataError};
use crate::results::{HarnessStatus, SubtestStatus, TestResult};

/// The statuses a run saw for one test, over its repetitions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Observed {
    pub harness: Vec<HarnessStatus>,
    /// Subtests in the order first seen, each with its statuses.
    pub subtests: Vec<(String, Vec<SubtestStatus>)>,
}

/// Groups results (all repetitions and retries) by test.
pub fn observe<'a>(results: impl IntoIterator<Item = &'a TestResult>) -> BTreeMap<String, Observed> {
    let mut map: BTreeMap<String, Observed> = BTreeMap::new();
    for r in results {
        if r.status == HarnessStatus::Skip {
            continue;
        }
        let o = map.entry(r.test.clone()).or_default();
        o.harness.push(r.status);
        for s in &r.subtests {
            match o.subtests.iter_mut().find(|(n, _)| *n == s.name) {
                Some((_, list)) => list.push(s.status),
                None => o.subtests.push((s.name.clone(), vec![s.status])),
            }
        }
    }
    map
}

/// What an update changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UpdateSummary {
    pub written: Vec<String>,
    pub removed: Vec<String>,
}

/// Rewrites the metadata under `dir` for the tests in `observed`.
pub fn update_metadata(dir: &Path, observed: &BTreeMap<String, Observed>) -> Result<UpdateSummary, MetadataError> {
    let io = |path: &Path, e: std::io::Error| MetadataError::Io { path: path.display().to_string(), message: e.to_string() };
    let mut by_file: BTreeMap<std::path::PathBuf, Vec<(String, &Observed)>> = BTreeMap::new();
    for (test, o) in observed {
        if let Some((file, heading)) = paths::metadata_location(test) {
            by_file.entry(file).or_default().push((heading, o));
        }
    }
    let mut summary = UpdateSummary::default();
    for (rel, tests) in by_file {
        let path = dir.join(&rel);
        let mut root = if path.is_file() {
            let text = std::fs::read_to_string(&path).map_err(|e| io(&path, e))?;
            manifest::parse(&text).map_err(|source| MetadataError::Parse { file: rel.display().to_string(), source })?
        } else {
            Section::default()
        };
        let before = manifest::serialize(&root);
        for (heading, o) in tests {
            let default = default_harness(&paths::test_url("", &heading));
            let section = root.child_mut(&heading);
            update_section(section, o, default);
        }
        root.children.retain(|c| !c.is_empty());
        if root.is_empty() {
            if path.is_file() {
                std::fs::remove_file(&path).map_err(|e| io(&path, e))?;
                summary.removed.push(rel.display().to_string());
            }
            continue;
        }
        let after = manifest::serialize(&root);
        if after != before {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
            }
            std::fs::write(&path, after).map_err(|e| io(&path, e))?;
            summary.written.push(rel.display().to_string());
        }
    }
    Ok(summary)
}

fn update_section(section: &mut Section, o: &Observed, default: HarnessStatus) {
    set_expected(section, &o.harness, default);
    for child in &mut section.children {
        let name = child.heading.clone().unwrap_or_default();
        if !o.subtests.iter().any(|(n, _)| *n == name) {
            child.remove("expected");
        }
    }
    for (name, statuses) in &o.subtests {
        let child = section.child_mut(name);
        set_expected(child, statuses, SubtestStatus::Pass);
    }
    section.children.retain(|c| !c.is_empty());
}

fn set_expected<S: Copy + PartialEq + std::fmt::Display>(section: &mut Section, seen: &[S], default: S) {
    let ordered = by_frequency(seen);
    if ordered.is_empty() || ordered == [default] {
        section.remove("expected");
        return;
    }
    let names: Vec<String> = ordered.iter().map(ToString::to_string).collect();
    let value = match names.as_slice() {
        [one] => Value::Single(one.clone()),
        _ => Value::List(names),
    };
    section.set("expected", value);
}

/// The distinct statuses of `seen`, the most frequent first, ties in the order first seen.
fn by_frequency<S: Copy + PartialEq>(seen: &[S]) -> Vec<S> {
    let mut counts: Vec<(S, usize)> = Vec::new();
    for &s in seen {
        match counts.iter_mut().find(|(t, _)| *t == s) {
            Some((_, n)) => *n += 1,
            None => counts.push((s, 1)),
        }
    }
    // A stable sort keeps first-seen order among equal counts.
    counts.sort_by(|a, b| b.1.cmp(&a.1));
    counts.into_iter().map(|(s, _)| s).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frequency_order() {
        use SubtestStatus::*;
        assert_eq!(by_frequency(&[Fail, Pass, Pass]), [Pass, Fail]);
        assert_eq!(by_frequency(&[Fail, Pass]), [Fail, Pass]);
        assert_eq!(by_frequency::<SubtestStatus>(&[]), []);
    }
}
