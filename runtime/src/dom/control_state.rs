//! The per-element state of HTML form controls, kept with the element so
//! that it follows the node wherever it goes.
//!
//! This is data only: `html::forms` (runtime/src/html/forms/) owns every
//! algorithm that reads or writes it, and is the API to use. An element
//! without a [`ControlState`] has the state its attributes give it (clean
//! value, checkedness from `checked`, selectedness from `selected`); the
//! state is created on the first change that makes it differ.

/// HTML's form control state of one `input`, `textarea`, `select` or
/// `option` element (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlState {
    /// `input`: the value, `textarea`: the raw value — present exactly when
    /// the dirty value flag is set (otherwise the value comes from the
    /// `value` attribute, or the textarea's child text content).
    pub(crate) dirty_value: Option<String>,
    /// `input` (checkbox, radio): the checkedness.
    pub(crate) checkedness: bool,
    /// `input`: the dirty checkedness flag.
    pub(crate) dirty_checkedness: bool,
    /// `option`: the selectedness.
    pub(crate) selectedness: bool,
    /// `option`: the dirtiness.
    pub(crate) dirtiness: bool,
    /// `input`, `textarea`, `select`: the user validity flag.
    pub(crate) user_validity: bool,
    /// The custom validity error message (`setCustomValidity`).
    pub(crate) custom_validity: String,
    /// Whether the value was last changed by a user edit (tooLong/tooShort
    /// apply only then).
    pub(crate) last_changed_by_user: bool,
    /// `input` type=number and friends: the user typed something that does
    /// not convert to a value (badInput).
    pub(crate) bad_input: bool,
    /// `input` type=checkbox: the indeterminate IDL attribute.
    pub(crate) indeterminate: bool,
    /// `input`, `textarea`: the selection's start and end, in UTF-16 code
    /// units of the relevant value (equal: the text entry cursor position).
    pub(crate) selection_start: u32,
    pub(crate) selection_end: u32,
    /// `input`, `textarea`: the selection direction.
    pub(crate) selection_direction: SelectionDirection,
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#selection-direction
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SelectionDirection {
    #[default]
    None,
    Forward,
    Backward,
}

impl SelectionDirection {
    /// The IDL value: "forward", "backward" or "none".
    pub fn keyword(self) -> &'static str {
        match self {
            SelectionDirection::None => "none",
            SelectionDirection::Forward => "forward",
            SelectionDirection::Backward => "backward",
        }
    }

    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#set-the-selection-range
    /// step 4: "backward" and "forward" are themselves, anything else (or
    /// no direction) is "none".
    pub fn from_keyword(keyword: Option<&str>) -> SelectionDirection {
        match keyword {
            Some("forward") => SelectionDirection::Forward,
            Some("backward") => SelectionDirection::Backward,
            _ => SelectionDirection::None,
        }
    }
}
