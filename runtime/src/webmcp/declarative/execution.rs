//! The life of one `executeTool` call on a declarative tool, as NOTES.md
//! and the WPT pages describe it, with Chromium 156's behaviour where they
//! are silent (observed in Chromium; the cases are in
//! runtime/tests/declarative_execution.rs).
//!
//! 1. [`FormToolExecution::start`] fills the form ([`apply_input`]); the
//!    caller fires `input`/`change` for each filled control, then
//!    `toolactivated`. The form matches `:tool-form-active` and its submit
//!    button `:tool-submit-active` from here until [`FormToolExecution::finish`].
//! 2. With `toolautosubmit` the caller submits the form at once (as
//!    `requestSubmit()` with the submit button); otherwise it focuses the
//!    submit button and waits. Any submission of the form while the call
//!    runs — the user's click, `requestSubmit()` — is the call's: its
//!    `submit` event has `agentInvoked = true` and accepts `respondWith()`.
//!    `form.submit()` completes the call as a navigation.
//! 3. Interactive validation failing ends the call with
//!    [`super::validation_failure_message`]; otherwise the `submit` event is
//!    dispatched and [`FormToolExecution::submit_dispatched`] says what
//!    follows.
//! 4. What ends it: a response, a navigation, a failure, or a cancellation
//!    ([`CancelReason`]; the caller fires `toolcancel` at the ModelContext and
//!    the Window).

use serde_json::Value;

use crate::dom::{ElementState, NodeId, Tree};

use super::apply::{apply_input, AppliedInput, ApplyInputError};
use super::DeclarativeTool;

/// Where a call is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Filled; waiting for the submission (the user's, without `toolautosubmit`).
    AwaitingSubmission,
    /// The call's `submit` event is being dispatched.
    DispatchingSubmit,
    /// `respondWith()` gave a promise; waiting for it to settle.
    AwaitingResponse,
    /// Ended.
    Finished,
}

/// What the caller does after [`FormToolExecution::start`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstStep {
    /// `toolautosubmit`: submit the form now, from `submitter` (the submit
    /// button, or none).
    Submit { submitter: Option<NodeId> },
    /// Focus `button` and wait for the user to submit.
    FocusAndWait { button: NodeId },
}

/// Why a call was cancelled. The caller rejects `executeTool` (`UnknownError`,
/// or the abort reason for [`CancelReason::Aborted`]) and fires `toolcancel`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CancelReason {
    /// `form.reset()` while the call runs.
    #[error("Tool execution cancelled by a form reset")]
    Reset,
    /// The caller's signal was aborted.
    #[error("Tool execution cancelled by abort signal")]
    Aborted,
    /// The form stopped being this tool (removed, attributes removed or
    /// changed, controls changed so that the definition changed).
    #[error("Tool execution cancelled, since tool definition was updated")]
    Unregistered,
}

/// How a call ends, other than by cancellation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The submission navigates: `executeTool` resolves with `null`.
    Navigated,
    /// The call fails: `executeTool` rejects with an `UnknownError` carrying
    /// this message.
    Failed(String),
}

/// The message when the `submit` event was canceled without `respondWith()`.
pub const PREVENTED_WITHOUT_RESPONSE: &str = "The site has a programming error: it called preventDefault() on the 'submit' event, without also calling respondWith() with the tool result";
/// The message when the `respondWith()` promise rejects.
pub const RESPONSE_REJECTED: &str = "respondWith promise was rejected";
/// The message when the `respondWith()` value cannot be serialized.
pub const RESPONSE_NOT_SERIALIZABLE: &str =
    "respondWith promise resolved with an object that could not be serialized to JSON";

/// One running call of a declarative tool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormToolExecution {
    pub form: NodeId,
    pub tool_name: String,
    pub autosubmit: bool,
    /// The form's submit button when the call started (it matches
    /// `:tool-submit-active`).
    pub submit_button: Option<NodeId>,
    phase: Phase,
    /// Whether the submission being handled came from `toolautosubmit`.
    autosubmitted: bool,
}

fn set_state(tree: &mut Tree, element: NodeId, flag: ElementState, on: bool) {
    if let Some(e) = tree.element_mut(element) {
        if on {
            e.state.insert(flag);
        } else {
            e.state.remove(flag);
        }
    }
}

impl FormToolExecution {
    /// Start a call: fill `form` from `input` (nothing changes if that
    /// fails), and set `:tool-form-active` / `:tool-submit-active`.
    pub fn start(
        tree: &mut Tree,
        form: NodeId,
        tool: &DeclarativeTool,
        input: &Value,
    ) -> Result<(FormToolExecution, AppliedInput, FirstStep), ApplyInputError> {
        let applied = apply_input(tree, form, input, !tool.autosubmit)?;
        set_state(tree, form, ElementState::TOOL_FORM_ACTIVE, true);
        if let Some(b) = applied.submit_button {
            set_state(tree, b, ElementState::TOOL_SUBMIT_ACTIVE, true);
        }
        let first = match (tool.autosubmit, applied.submit_button) {
            (false, Some(button)) => FirstStep::FocusAndWait { button },
            (_, submitter) => FirstStep::Submit { submitter },
        };
        let execution = FormToolExecution {
            form,
            tool_name: tool.name.clone(),
            autosubmit: tool.autosubmit,
            submit_button: applied.submit_button,
            phase: Phase::AwaitingSubmission,
            autosubmitted: false,
        };
        Ok((execution, applied, first))
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// A submission of the form is about to dispatch its `submit` event
    /// (`autosubmit`: the one [`FirstStep::Submit`] asked for). Returns
    /// whether the event is the call's (`agentInvoked`, `respondWith()`
    /// allowed): true while the call waits for its submission.
    pub fn submit_starting(&mut self, autosubmit: bool) -> bool {
        if self.phase != Phase::AwaitingSubmission {
            return false;
        }
        self.phase = Phase::DispatchingSubmit;
        self.autosubmitted = autosubmit;
        true
    }

    /// The call's `submit` event was dispatched. `responded`: `respondWith()`
    /// gave a promise (the caller waits for it and serializes its value:
    /// an object with `JSON.stringify`, anything else with `String()`);
    /// `canceled`: the event was canceled. `None` while the call goes on
    /// (waiting for the promise, or for the navigation the submission plans,
    /// which ends it as [`Outcome::Navigated`]).
    pub fn submit_dispatched(&mut self, responded: bool, canceled: bool) -> Option<Outcome> {
        if self.phase != Phase::DispatchingSubmit {
            return None;
        }
        if responded {
            self.phase = Phase::AwaitingResponse;
            return None;
        }
        if canceled {
            return Some(Outcome::Failed(PREVENTED_WITHOUT_RESPONSE.to_owned()));
        }
        Some(Outcome::Navigated)
    }

    /// Whether the form ceasing to be this tool (removed, attributes
    /// removed, definition changed) cancels the call. It does, except while
    /// the call's own `submit` event is dispatched and, after an autosubmit,
    /// while its `respondWith()` promise is pending (Chromium 156; the
    /// unregister-during-executeTool and form_removal_submit_crash pages).
    /// After a user's submission a pending response is cancelled
    /// (executeTool-no-autosubmit "Unrelated form submission and removal").
    pub fn cancelled_by_unregistration(&self) -> bool {
        match self.phase {
            Phase::DispatchingSubmit | Phase::Finished => false,
            Phase::AwaitingResponse => !self.autosubmitted,
            Phase::AwaitingSubmission => true,
        }
    }

    /// End the call: the form and its submit button stop matching the tool
    /// pseudo-classes. (The caller settles the promise and, when cancelled,
    /// fires `toolcancel` after this, so the pseudo-classes no longer match
    /// during it.)
    pub fn finish(&mut self, tree: &mut Tree) {
        self.phase = Phase::Finished;
        set_state(tree, self.form, ElementState::TOOL_FORM_ACTIVE, false);
        if let Some(b) = self.submit_button {
            set_state(tree, b, ElementState::TOOL_SUBMIT_ACTIVE, false);
        }
    }
}
