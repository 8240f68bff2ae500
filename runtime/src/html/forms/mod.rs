//! HTML forms (https://html.spec.whatwg.org/multipage/forms.html), as data:
//! control state kept with the elements of a [`Tree`](crate::dom::Tree),
//! value sanitization, selectedness, form owners, constraint validation,
//! the entry list, the submission encodings and the submission plan.
//!
//! Nothing here fires events or navigates: functions return what the
//! bindings need to do so (the invalid controls, the changed controls, the
//! navigation), and say in their documentation which events belong where.
//!
//! Install the tree hooks before parsing a document
//! ([`install_hooks`]); without them radio groups, option selection and
//! `type` changes do not update control state.
//!
//! | module | holds |
//! |---|---|
//! | [`control`] | checkedness, reset, cloning, custom and user validity, user edits |
//! | [`value`] | `value` / `defaultValue` of every control, sanitization |
//! | [`numeric`] | `min` / `max` / `step`, `valueAsNumber`, `valueAsDate`, `stepUp()` |
//! | [`input_type`] | the `type` states, value modes, attribute applicability |
//! | [`select`] | options, selectedness, `selectedIndex` |
//! | [`form_owner`] | form owner, listed elements, `form.elements`, radio groups, labels |
//! | [`disabled`] | disabled and read-only controls |
//! | [`validation`] | validity states, `checkValidity`, `validationMessage` |
//! | [`pseudo_classes`] | `:checked`, `:disabled`, `:valid`, ... |
//! | [`entry_list`], [`encoding`], [`submission`] | the form submission algorithm |
//! | [`hooks`] | the attribute change, insertion and removing steps |

pub mod color;
pub mod control;
pub mod dates;
pub mod decimal;
pub mod disabled;
pub mod encoding;
pub mod entry_list;
pub mod form_owner;
pub mod hooks;
pub mod input_type;
pub mod messages;
pub mod numbers;
pub mod numeric;
pub mod pseudo_classes;
pub mod select;
pub mod submission;
pub mod validation;
pub mod value;

pub use hooks::{install_hooks, parse_document, HOOKS};

use crate::dom::DomError;

/// A failed forms operation; [`FormsError::name`] is the exception the
/// bindings throw.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormsError {
    /// An "InvalidStateError" DOMException.
    #[error("InvalidStateError: {0}")]
    InvalidState(String),
    /// A TypeError.
    #[error("TypeError: {0}")]
    Type(String),
    /// A DOM operation failed (its DOMException).
    #[error(transparent)]
    Dom(#[from] DomError),
}

impl FormsError {
    /// The DOMException name, or `"TypeError"`.
    pub fn name(&self) -> &'static str {
        match self {
            FormsError::InvalidState(_) => "InvalidStateError",
            FormsError::Type(_) => "TypeError",
            FormsError::Dom(e) => e.name(),
        }
    }
}
