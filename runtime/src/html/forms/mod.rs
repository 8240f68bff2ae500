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
//! | [`selection`] | text selections: `selectionStart`, `setRangeText()`, `select()` |
//! | [`form_owner`] | form owner, listed elements, `form.elements`, radio groups, labels |
//! | [`disabled`] | disabled and read-only controls |
//! | [`validation`] | validity states, `checkValidity`, `validationMessage` |
//! | [`pseudo_classes`] | `:checked`, `:disabled`, `:valid`, ... |
//! | [`entry_list`], [`encoding`], [`submission`] | the form submission algorithm |
//! | [`hooks`] | the attribute change, insertion, removing and cloning steps |
//!
//! # For the bindings
//!
//! The IDL members and what serves them (`t` is the document's tree, `e` the
//! element):
//!
//! | IDL | Rust |
//! |---|---|
//! | `value` / `defaultValue` (input, textarea, select, option, button, output) | [`value::value`], [`value::set_value`], [`value::default_value`], [`value::set_default_value`] |
//! | `checked` / `defaultChecked` / `indeterminate` | [`control::checked`], [`control::set_checked`]; `defaultChecked` is the `checked` attribute; [`control::indeterminate`] |
//! | `type` (input) | [`form_owner::input_type`] and [`input_type::InputType::keyword`]; setting it is `setAttribute` (the hooks switch value modes) |
//! | `valueAsNumber`, `valueAsDate`, `stepUp()`, `stepDown()` | [`numeric::value_as_number`], [`numeric::set_value_as_number`], [`numeric::value_as_date`] (a time value; null is `None`), [`numeric::set_value_as_date`], [`numeric::step_up`] |
//! | `select.options`, `selectedIndex`, `selectedOptions`, `option.selected`, `option.text`, `option.label`, `option.index` | [`select::options`], [`select::selected_index`], [`select::set_selected_index`], [`select::selected_options`], [`select::selectedness`], [`select::set_option_selected`], [`select::option_text`], [`select::option_label`], [`select::option_index`] |
//! | `textLength` | [`value::text_length`] |
//! | `form`, `form.elements` / `length`, `labels`, `label.control` | [`form_owner::form_owner`], [`form_owner::form_elements`], [`form_owner::form_length`], [`form_owner::labels`], [`form_owner::labeled_control`] |
//! | `form.method` / `enctype` / `target` / `noValidate` | [`submission::submitter_settings`] (with no submitter) and the keywords of [`submission::Method`] / [`encoding::Enctype`] |
//! | `willValidate`, `validity`, `validationMessage`, `checkValidity()`, `reportValidity()`, `setCustomValidity()` | [`validation::will_validate`], [`validation::validity`], [`validation::validation_message`], [`validation::check_validity`] (then fire `invalid`), [`control::set_custom_validity`] |
//! | `form.checkValidity()` / `reportValidity()` / interactive validation | [`validation::invalid_controls`]: fire `invalid` (cancelable) at each; the form is valid when none remains uncanceled |
//! | `form.reset()` | fire `reset` (cancelable, bubbles), then [`control::reset_form`] |
//! | `form.submit()`, `requestSubmit()`, `new FormData(form)` | [`submission`] lists the steps; [`entry_list::construct_entry_list`], [`submission::plan_submission`] |
//! | a user typing, a user clicking a checkbox | [`control::set_value_by_user`] (then `input`, `change`), [`control::set_checked`] |
//! | `cloneNode` / `importNode` of an element | [`Tree::run_cloning_steps`](crate::dom::Tree::run_cloning_steps) |
//! | `:checked`, `:disabled`, `:valid`, ... | [`pseudo_classes`] |

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
pub mod multipart;
pub mod messages;
pub mod numbers;
pub mod numeric;
pub mod pseudo_classes;
pub mod select;
pub mod selection;
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
    /// An "IndexSizeError" DOMException.
    #[error("IndexSizeError: {0}")]
    IndexSize(String),
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
            FormsError::IndexSize(_) => "IndexSizeError",
            FormsError::Type(_) => "TypeError",
            FormsError::Dom(e) => e.name(),
        }
    }
}
