//! What running an eval gives: its outcome, one row per expected or actual
//! call, and the conversation as it went.

use std::time::Duration;

use serde_json::Value;

use super::format::{ExpectedCall, Role};
use super::trajectory::ActualCall;

/// How an eval ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// Every step passed.
    Pass,
    /// Without a model, nothing (more) could be checked: the expected
    /// arguments are constraints, or no call is expected.
    NeedsModel,
    /// A call was made but is not the expected one (another tool, other
    /// arguments, another result).
    Fail,
    /// The eval could not run to its end: the tool is missing, the
    /// arguments break its schema, the tool threw, the model endpoint
    /// failed.
    Error,
}

impl Outcome {
    /// The label the reports use.
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Pass => "PASS",
            Outcome::NeedsModel => "NEEDS MODEL",
            Outcome::Fail => "FAIL",
            Outcome::Error => "ERROR",
        }
    }

    /// Whether it fails a run (the exit status).
    pub fn is_failure(self) -> bool {
        matches!(self, Outcome::Fail | Outcome::Error)
    }
}

/// How one step ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepOutcome {
    Pass,
    Fail,
    Error,
    /// Its arguments are constraints (or not given): a model must choose them.
    NeedsModel,
    /// An optional call, not made without a model.
    Skipped,
    /// Not reached: an earlier step stopped the eval.
    NotRun,
}

impl StepOutcome {
    /// The label the reports use.
    pub fn label(self) -> &'static str {
        match self {
            StepOutcome::Pass => "PASS",
            StepOutcome::Fail => "FAIL",
            StepOutcome::Error => "ERROR",
            StepOutcome::NeedsModel => "NEEDS MODEL",
            StepOutcome::Skipped => "SKIPPED",
            StepOutcome::NotRun => "NOT RUN",
        }
    }
}

/// One row: an expected call, the call made for it, and the verdict.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub outcome: StepOutcome,
    pub expected: Option<ExpectedCall>,
    pub actual: Option<ActualCall>,
    /// Why it did not pass (empty when it did).
    pub detail: String,
}

/// A turn of the conversation as the eval ran.
#[derive(Clone, Debug, PartialEq)]
pub enum Turn {
    /// Text; `live` when the model said it during the run (not from the file).
    Text { role: Role, content: String, live: bool },
    /// A call: from the file's conversation (`live` false) or made during the run.
    Call { name: String, arguments: Value, live: bool },
    /// A tool's answer: the file's (`live` false) or the page's.
    Response { name: String, value: Value, live: bool },
    /// Something the runner notes (a call that failed, a stop).
    Note(String),
}

/// One run of one eval.
#[derive(Clone, Debug, PartialEq)]
pub struct EvalRun {
    /// The eval's position in the file, from 0.
    pub index: usize,
    pub name: String,
    /// 1-based run number (`--runs`).
    pub run: usize,
    pub outcome: Outcome,
    /// Why it did not pass, in a sentence.
    pub reason: Option<String>,
    pub steps: Vec<Step>,
    pub conversation: Vec<Turn>,
    /// The page's uncaught errors during the run.
    pub uncaught: Vec<String>,
    pub duration: Duration,
}

impl EvalRun {
    /// The outcome the steps give: an error, else a failure, else a step
    /// that needs a model, else a pass.
    pub fn outcome_of(steps: &[Step]) -> Outcome {
        let has = |o: StepOutcome| steps.iter().any(|s| s.outcome == o);
        if has(StepOutcome::Error) {
            Outcome::Error
        } else if has(StepOutcome::Fail) {
            Outcome::Fail
        } else if has(StepOutcome::NeedsModel) {
            Outcome::NeedsModel
        } else {
            Outcome::Pass
        }
    }

    /// The first step that did not pass, as the eval's reason.
    pub fn reason_of(steps: &[Step]) -> Option<String> {
        steps.iter().find(|s| matches!(s.outcome, StepOutcome::Error | StepOutcome::Fail)).or_else(|| steps.iter().find(|s| s.outcome == StepOutcome::NeedsModel)).map(|s| {
            let name = s.expected.as_ref().map(|e| e.function_name.as_str()).or(s.actual.as_ref().map(|a| a.function_name.as_str())).unwrap_or("-");
            format!("{name}: {}", s.detail)
        })
    }
}

/// Counts over runs of evals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub runs: usize,
    pub passed: usize,
    pub failed: usize,
    pub errors: usize,
    pub needs_model: usize,
    pub steps: usize,
    pub steps_passed: usize,
}

impl Summary {
    pub fn of(runs: &[EvalRun]) -> Summary {
        let mut s = Summary { runs: runs.len(), ..Summary::default() };
        for r in runs {
            match r.outcome {
                Outcome::Pass => s.passed += 1,
                Outcome::Fail => s.failed += 1,
                Outcome::Error => s.errors += 1,
                Outcome::NeedsModel => s.needs_model += 1,
            }
            s.steps += r.steps.len();
            s.steps_passed += r.steps.iter().filter(|st| st.outcome == StepOutcome::Pass).count();
        }
        s
    }

    /// Passed out of those that could be decided (not needing a model), in percent.
    pub fn pass_rate(&self) -> f64 {
        let decided = self.runs - self.needs_model;
        if decided == 0 {
            0.0
        } else {
            self.passed as f64 * 100.0 / decided as f64
        }
    }
}
