//! What a person sees while a run goes on: on a terminal, a progress bar on
//! standard error (tests done, the tests running, unexpected results so
//! far) with the result lines scrolling above it; otherwise plain lines,
//! one per finished test, prefixed with `[done/total]`.

use std::collections::BTreeMap;
use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use wpt::session::Observer;
use wpt::{compare, result_lines, test_lines, Expectations, TestResult};

use super::out;

pub struct Progress<'a> {
    expectations: &'a Expectations,
    verbose: bool,
    bar: Option<ProgressBar>,
    total: u64,
    done: u64,
    unexpected: usize,
    running: BTreeMap<usize, String>,
}

impl<'a> Progress<'a> {
    pub fn new(expectations: &'a Expectations, total: usize, verbose: bool) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template("{bar:25} {pos}/{len} {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar
        });
        Progress { expectations, verbose, bar, total: total as u64, done: 0, unexpected: 0, running: BTreeMap::new() }
    }

    fn refresh(&self) {
        if let Some(bar) = &self.bar {
            let running: Vec<&str> = self.running.values().map(|t| t.rsplit('/').next().unwrap_or(t)).collect();
            bar.set_message(format!("unexpected: {} | {}", self.unexpected, running.join(", ")));
        }
    }

    fn print(&self, lines: &[String]) {
        match &self.bar {
            Some(bar) => bar.suspend(|| lines.iter().for_each(|l| out(l))),
            None => lines.iter().for_each(|l| out(l)),
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Observer for Progress<'_> {
    fn started(&mut self, test: &str, worker: usize) {
        self.running.insert(worker, test.to_owned());
        self.refresh();
    }

    fn finished(&mut self, result: &TestResult) {
        self.running.retain(|_, t| *t != result.test);
        self.done += 1;
        if self.done > self.total {
            // Repetitions and retries run more than the first count.
            self.total = self.done;
            if let Some(bar) = &self.bar {
                bar.set_length(self.total);
            }
        }
        self.unexpected += compare(result, self.expectations).len();
        let mut lines = if self.verbose { result_lines(result, self.expectations) } else { test_lines(result, self.expectations) };
        if self.bar.is_none() {
            if let Some(first) = lines.first_mut() {
                let width = self.total.to_string().len();
                *first = format!("[{:>width$}/{}] {first}", self.done, self.total);
            }
        }
        self.print(&lines);
        if let Some(bar) = &self.bar {
            bar.set_position(self.done);
        }
        self.refresh();
    }
}
