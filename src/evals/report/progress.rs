//! The live progress line on standard error, shown only on a terminal (a
//! log or a pipe gets nothing, so CI output stays the report).

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress line over `total` eval runs.
pub struct Progress {
    bar: ProgressBar,
}

impl Progress {
    pub fn new(total: usize) -> Progress {
        let bar = if std::io::stderr().is_terminal() {
            let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
            if let Ok(style) = ProgressStyle::with_template("{bar:20.cyan/blue} {pos}/{len} {elapsed:>4} {msg}") {
                bar.set_style(style.progress_chars("━╸─"));
            }
            bar
        } else {
            ProgressBar::hidden()
        };
        Progress { bar }
    }

    /// An eval run starts.
    pub fn start(&self, name: &str, run: usize, runs: usize) {
        let run = if runs > 1 { format!(" [run {run}/{runs}]") } else { String::new() };
        self.bar.set_message(format!("{name}{run}"));
    }

    /// It ended.
    pub fn done(&self) {
        self.bar.inc(1);
    }

    /// All ended: the line goes away.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
