//! A run: the plan (what runs, in which order, within which budgets), an
//! executor (in this process, or a [`crate::pool::Pool`] of workers), and
//! `--repeat` / `--retry-unexpected` on top.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::rc::Rc;

use bindings::page::PageOptions;

use crate::compare::compare;
use crate::metadata::Expectations;
use crate::results::{HarnessStatus, TestResult};
use crate::runner::run_test_contained;
use crate::timeouts::{timeout_kind, Budget, TimeoutKind};
use crate::{Test, VirtualServer};

/// One test to run, with its limits.
#[derive(Debug, Clone, PartialEq)]
pub struct Job {
    pub test: Test,
    pub timeout: TimeoutKind,
    pub budget: Budget,
}

/// Told of each test as it starts and ends.
pub trait Observer {
    fn started(&mut self, test: &str, worker: usize);
    fn finished(&mut self, result: &TestResult);
}

/// Runs jobs and returns one result per job (in the order they finished).
pub trait Executor {
    fn execute(&mut self, jobs: Vec<Job>, observer: &mut dyn Observer) -> Result<Vec<TestResult>, RunError>;
    /// How many tests run at once.
    fn processes(&self) -> usize;
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RunError {
    #[error("cannot run a worker process: {0}")]
    Spawn(String),
}

/// Runs every test in this process (`--processes 1`). A panic is reported
/// as CRASH; a page blocked inside one native call (a catastrophic regular
/// expression) cannot be interrupted here.
pub struct InProcess {
    server: Rc<VirtualServer>,
    base: PageOptions,
}

impl InProcess {
    pub fn new(server: Rc<VirtualServer>, base: PageOptions) -> Self {
        InProcess { server, base }
    }
}

impl Executor for InProcess {
    fn execute(&mut self, jobs: Vec<Job>, observer: &mut dyn Observer) -> Result<Vec<TestResult>, RunError> {
        let mut results = Vec::with_capacity(jobs.len());
        for job in jobs {
            observer.started(&job.test.path, 0);
            let (result, _) = run_test_contained(&self.server, &job.test, &self.base, &job.budget);
            observer.finished(&result);
            results.push(result);
        }
        Ok(results)
    }

    fn processes(&self) -> usize {
        1
    }
}

/// What a run will do.
#[derive(Debug, Clone, Default)]
pub struct Plan {
    /// The tests to run, the most expensive first.
    pub jobs: Vec<Job>,
    /// Disabled tests and why.
    pub skipped: Vec<(Test, String)>,
}

/// Plans `tests`: disabled ones are skipped, the others get their budgets
/// and are ordered by [`estimated_cost`], the highest first, so that the
/// long tests start at once and the short ones fill the workers' gaps.
pub fn plan(root: &Path, tests: Vec<Test>, expectations: &Expectations, timeout_multiplier: f64) -> Plan {
    let mut plan = Plan::default();
    let mut costed = Vec::new();
    for test in tests {
        if let Some(reason) = expectations.disabled(&test.path) {
            plan.skipped.push((test, reason));
            continue;
        }
        let timeout = timeout_kind(root, &test.path);
        let cost = estimated_cost(root, &test.path, timeout);
        costed.push((cost, Job { budget: Budget::new(timeout, timeout_multiplier), test, timeout }));
    }
    // Stable: equal costs keep the path order.
    costed.sort_by(|a, b| b.0.cmp(&a.0));
    plan.jobs = costed.into_iter().map(|(_, job)| job).collect();
    plan
}

/// A guess at what a test costs, from what is known before running it: an
/// `idlharness` test (which parses and checks whole IDL files) first, then
/// long-timeout tests, then by the size of the source file.
pub fn estimated_cost(root: &Path, test: &str, timeout: TimeoutKind) -> u64 {
    let source = crate::select::source_path(test);
    let size = std::fs::metadata(root.join(&source)).map_or(0, |m| m.len());
    let idl = if source.rsplit('/').next().unwrap_or_default().starts_with("idlharness") { 1 << 40 } else { 0 };
    let long = if timeout == TimeoutKind::Long { 1 << 32 } else { 0 };
    idl + long + size
}

/// `--repeat` and `--retry-unexpected`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionOptions {
    /// How many times the whole selection runs (at least 1).
    pub repeat: u32,
    /// How many times a test with unexpected results runs again.
    pub retry_unexpected: u32,
}

impl Default for SessionOptions {
    fn default() -> Self {
        SessionOptions { repeat: 1, retry_unexpected: 0 }
    }
}

/// A test whose results changed between runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flaky {
    pub test: String,
    /// `None` for the harness status.
    pub subtest: Option<String>,
    /// The statuses seen, in the order first seen.
    pub statuses: Vec<String>,
}

/// What a run produced.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    /// One result per test, disabled tests as SKIP, sorted by test: the
    /// last run's result, or the last unexpected one if a repetition had
    /// one, or the retry's that replaced it.
    pub results: Vec<TestResult>,
    /// Every result of every run and retry (for `--update-expectations`).
    pub all_runs: Vec<TestResult>,
    pub flaky: Vec<Flaky>,
    /// Tests whose unexpected results were expected on a retry.
    pub recovered: Vec<String>,
}

/// Runs `plan` on `executor`.
pub fn run_session(
    executor: &mut dyn Executor,
    plan: &Plan,
    expectations: &Expectations,
    options: SessionOptions,
    observer: &mut dyn Observer,
) -> Result<Outcome, RunError> {
    let mut outcome = Outcome::default();
    let mut chosen: BTreeMap<String, TestResult> = BTreeMap::new();
    for _ in 0..options.repeat.max(1) {
        for result in executor.execute(plan.jobs.clone(), observer)? {
            let keep_previous = chosen.get(&result.test).is_some_and(|previous| {
                !compare(previous, expectations).is_empty() && compare(&result, expectations).is_empty()
            });
            outcome.all_runs.push(result.clone());
            if !keep_previous {
                chosen.insert(result.test.clone(), result);
            }
        }
    }
    for _ in 0..options.retry_unexpected {
        let again: Vec<Job> = plan
            .jobs
            .iter()
            .filter(|j| chosen.get(&j.test.path).is_some_and(|r| !compare(r, expectations).is_empty()))
            .cloned()
            .collect();
        if again.is_empty() {
            break;
        }
        for result in executor.execute(again, observer)? {
            outcome.all_runs.push(result.clone());
            if compare(&result, expectations).is_empty() {
                outcome.recovered.push(result.test.clone());
            }
            chosen.insert(result.test.clone(), result);
        }
    }
    for (test, reason) in &plan.skipped {
        let result = TestResult::without_subtests(&test.path, HarnessStatus::Skip, Some(format!("disabled: {reason}")), 0);
        chosen.insert(test.path.clone(), result);
    }
    outcome.flaky = flaky(&outcome.all_runs);
    outcome.results = chosen.into_values().collect();
    Ok(outcome)
}

/// The tests and subtests whose status was not the same in every run.
pub fn flaky(runs: &[TestResult]) -> Vec<Flaky> {
    let mut seen: BTreeMap<(String, Option<String>), Vec<String>> = BTreeMap::new();
    let mut runs_of: BTreeMap<&str, usize> = BTreeMap::new();
    for r in runs {
        *runs_of.entry(&r.test).or_default() += 1;
        let mut add = |sub: Option<String>, status: String| {
            let list = seen.entry((r.test.clone(), sub)).or_default();
            if !list.contains(&status) {
                list.push(status);
            }
        };
        add(None, r.status.to_string());
        for s in &r.subtests {
            add(Some(s.name.clone()), s.status.to_string());
        }
    }
    // A subtest missing from some runs of its test changed too.
    let mut present: BTreeMap<(String, String), usize> = BTreeMap::new();
    for r in runs {
        let names: BTreeSet<&String> = r.subtests.iter().map(|s| &s.name).collect();
        for name in names {
            *present.entry((r.test.clone(), name.clone())).or_default() += 1;
        }
    }
    for ((test, name), count) in present {
        if count < runs_of.get(test.as_str()).copied().unwrap_or(0) {
            if let Some(list) = seen.get_mut(&(test.clone(), Some(name))) {
                list.push("(missing)".to_owned());
            }
        }
    }
    seen.into_iter()
        .filter(|(_, statuses)| statuses.len() > 1)
        .map(|((test, subtest), statuses)| Flaky { test, subtest, statuses })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discover::TestKind;
    use crate::results::{SubtestResult, SubtestStatus};

    fn result(test: &str, status: HarnessStatus, subtests: &[(&str, SubtestStatus)]) -> TestResult {
        TestResult {
            test: test.into(),
            status,
            message: None,
            subtests: subtests.iter().map(|(n, s)| SubtestResult { name: (*n).into(), status: *s, message: None }).collect(),
            duration_ms: 1,
        }
    }

    /// Plays back prepared results, one list per call.
    struct Script(Vec<Vec<TestResult>>, Vec<Vec<String>>);

    impl Executor for Script {
        fn execute(&mut self, jobs: Vec<Job>, observer: &mut dyn Observer) -> Result<Vec<TestResult>, RunError> {
            self.1.push(jobs.iter().map(|j| j.test.path.clone()).collect());
            let out = self.0.remove(0);
            for r in &out {
                observer.finished(r);
            }
            Ok(out)
        }
        fn processes(&self) -> usize {
            1
        }
    }

    struct Quiet;
    impl Observer for Quiet {
        fn started(&mut self, _: &str, _: usize) {}
        fn finished(&mut self, _: &TestResult) {}
    }

    fn job(path: &str) -> Job {
        Job { test: Test { path: path.into(), kind: TestKind::Testharness }, timeout: TimeoutKind::Normal, budget: Budget::new(TimeoutKind::Normal, 1.0) }
    }

    #[test]
    fn repeat_keeps_an_unexpected_result_and_finds_flaky_subtests() {
        use SubtestStatus::*;
        let plan = Plan { jobs: vec![job("/a.html")], skipped: vec![] };
        let mut exec = Script(
            vec![
                vec![result("/a.html", HarnessStatus::Ok, &[("s", Fail)])],
                vec![result("/a.html", HarnessStatus::Ok, &[("s", Pass)])],
            ],
            vec![],
        );
        let out = run_session(&mut exec, &plan, &Expectations::empty(), SessionOptions { repeat: 2, retry_unexpected: 0 }, &mut Quiet).unwrap();
        assert_eq!(out.results.len(), 1);
        assert_eq!(out.results[0].subtests[0].status, Fail);
        assert_eq!(out.all_runs.len(), 2);
        assert_eq!(out.flaky, [Flaky { test: "/a.html".into(), subtest: Some("s".into()), statuses: vec!["FAIL".into(), "PASS".into()] }]);
    }

    #[test]
    fn retry_reruns_only_unexpected_tests_and_records_recoveries() {
        use SubtestStatus::*;
        let plan = Plan { jobs: vec![job("/a.html"), job("/b.html")], skipped: vec![(Test { path: "/c.html".into(), kind: TestKind::Testharness }, "slow".into())] };
        let mut exec = Script(
            vec![
                vec![result("/a.html", HarnessStatus::Ok, &[("s", Pass)]), result("/b.html", HarnessStatus::Timeout, &[])],
                vec![result("/b.html", HarnessStatus::Ok, &[])],
            ],
            vec![],
        );
        let out = run_session(&mut exec, &plan, &Expectations::empty(), SessionOptions { repeat: 1, retry_unexpected: 3 }, &mut Quiet).unwrap();
        assert_eq!(exec.1, [vec!["/a.html".to_string(), "/b.html".into()], vec!["/b.html".into()]]);
        assert_eq!(out.recovered, ["/b.html"]);
        let statuses: Vec<_> = out.results.iter().map(|r| (r.test.as_str(), r.status)).collect();
        assert_eq!(statuses, [("/a.html", HarnessStatus::Ok), ("/b.html", HarnessStatus::Ok), ("/c.html", HarnessStatus::Skip)]);
        assert_eq!(out.flaky.len(), 1);
    }

    #[test]
    fn plan_skips_disabled_and_puts_idlharness_first() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("small.html"), "x").unwrap();
        std::fs::write(dir.path().join("big.html"), "x".repeat(5000)).unwrap();
        std::fs::write(dir.path().join("idlharness.window.js"), "").unwrap();
        std::fs::write(dir.path().join("off.html"), "").unwrap();
        let e = Expectations::from_files([("off.html.ini", "[off.html]\n  disabled: yes\n")]).unwrap();
        let tests = ["/big.html", "/idlharness.window.html", "/off.html", "/small.html"]
            .iter()
            .map(|p| Test { path: (*p).into(), kind: TestKind::Testharness })
            .collect();
        let p = plan(dir.path(), tests, &e, 1.0);
        let order: Vec<_> = p.jobs.iter().map(|j| j.test.path.as_str()).collect();
        assert_eq!(order, ["/idlharness.window.html", "/big.html", "/small.html"]);
        assert_eq!(p.skipped.len(), 1);
    }
}
