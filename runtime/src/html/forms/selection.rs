//! The APIs for the text control selections of `input` and `textarea`
//! (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection):
//! `select()`, `selectionStart`, `selectionEnd`, `selectionDirection`,
//! `setRangeText()` and `setSelectionRange()`.
//!
//! Offsets count UTF-16 code units of the element's relevant value. The
//! functions that change a selection return whether it changed: the
//! caller then queues an element task on the user interaction task source
//! to fire `select` (bubbles) at the element, as "set the selection range"
//! step 6 asks.

use crate::dom::{NodeId, SelectionDirection, Tree};

use super::control::{state, state_mut};
use super::form_owner::{html_name, input_type};
use super::input_type::InputType;
use super::value::{self, textarea_api_value};
use super::FormsError;

/// A selection: start, end (start <= end) and direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selection {
    pub start: u32,
    pub end: u32,
    pub direction: SelectionDirection,
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setrangetext
/// the fourth argument of `setRangeText()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SelectionMode {
    Select,
    Start,
    End,
    Preserve,
}

impl SelectionMode {
    /// The mode for an IDL `SelectionMode` value (`"preserve"` for others).
    pub fn from_keyword(keyword: &str) -> SelectionMode {
        match keyword {
            "select" => SelectionMode::Select,
            "start" => SelectionMode::Start,
            "end" => SelectionMode::End,
            _ => SelectionMode::Preserve,
        }
    }
}

/// https://html.spec.whatwg.org/multipage/input.html#do-not-apply : whether
/// `selectionStart`, `selectionEnd`, `selectionDirection`,
/// `setRangeText()` and `setSelectionRange()` apply to `element`: always
/// for a `textarea`; for an `input` in the Text, Search, Telephone, URL and
/// Password states.
pub fn selection_applies(tree: &Tree, element: NodeId) -> bool {
    match html_name(tree, element) {
        Some("textarea") => true,
        Some("input") => input_type(tree, element).is_some_and(InputType::is_selectable),
        _ => false,
    }
}

/// https://html.spec.whatwg.org/multipage/input.html#do-not-apply : whether
/// `select()` applies: a `textarea`, or an `input` of any type but Hidden,
/// Range, Checkbox, Radio and the buttons.
pub fn select_applies(tree: &Tree, element: NodeId) -> bool {
    match html_name(tree, element) {
        Some("textarea") => true,
        Some("input") => !matches!(
            input_type(tree, element),
            None | Some(
                InputType::Hidden
                    | InputType::Range
                    | InputType::Checkbox
                    | InputType::Radio
                    | InputType::Submit
                    | InputType::Image
                    | InputType::Reset
                    | InputType::Button
            )
        ),
        _ => false,
    }
}

/// Whether the control of an `input` has selectable text: a text field
/// (the text-entry types, Email, Number). The date and time types, Color
/// and File have no text to select (Chromium's controls are fields and
/// buttons), so `select()` does nothing for them.
fn has_selectable_text(tree: &Tree, input: NodeId) -> bool {
    input_type(tree, input).is_some_and(|t| t.is_text_like() || t == InputType::Number)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-textarea/input-relevant-value :
/// the value of an `input`, the API value of a `textarea`.
pub fn relevant_value(tree: &Tree, element: NodeId) -> String {
    match html_name(tree, element) {
        Some("textarea") => textarea_api_value(tree, element),
        _ => value::value(tree, element),
    }
}

fn relevant_length(tree: &Tree, element: NodeId) -> u32 {
    let n = relevant_value(tree, element).encode_utf16().count();
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The element's selection, clamped to its relevant value (HTML: "when
/// the relevant value changes", a selection past its end moves to its end).
fn current(tree: &Tree, element: NodeId) -> Selection {
    let len = relevant_length(tree, element);
    match state(tree, element) {
        Some(s) => Selection {
            start: s.selection_start.min(len),
            end: s.selection_end.min(len),
            direction: s.selection_direction,
        },
        None => Selection { start: 0, end: 0, direction: SelectionDirection::None },
    }
}

/// The selection as the IDL attributes see it: `None` where they do not
/// apply (they return null).
pub fn selection(tree: &Tree, element: NodeId) -> Option<Selection> {
    selection_applies(tree, element).then(|| current(tree, element))
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#set-the-selection-range :
/// returns whether the selection changed (in extent or direction).
pub fn set_the_selection_range(
    tree: &mut Tree,
    element: NodeId,
    start: Option<u32>,
    end: Option<u32>,
    direction: SelectionDirection,
) -> bool {
    let before = current(tree, element);
    // 1. If start is null, let start be 0.
    let start = start.unwrap_or(0);
    // 2. If end is null, let end be 0.
    let end = end.unwrap_or(0);
    // 3. Set the selection to the code units from start to end - 1;
    //    arguments past the relevant value's length point at its end; if
    //    end is less than or equal to start, both are placed before the
    //    code unit at offset end.
    let len = relevant_length(tree, element);
    let end = end.min(len);
    let start = start.min(len).min(end);
    // 4-5. Set the selection direction (the caller mapped anything but
    //      "forward" and "backward" to "none").
    let after = Selection { start, end, direction };
    if let Some(s) = state_mut(tree, element) {
        s.selection_start = start;
        s.selection_end = end;
        s.selection_direction = direction;
    }
    // 6. If the selection changed, the caller queues the `select` event.
    before != after
}

/// Keeps the selection within the relevant value after the value changed
/// by other means than script setting it (a textarea's children changed),
/// as the lazily clamped reading (`current`) shows it.
pub(crate) fn clamp_to_relevant_value(tree: &mut Tree, element: NodeId) {
    let now = current(tree, element);
    if let Some(s) = state_mut(tree, element) {
        s.selection_start = now.start;
        s.selection_end = now.end;
    }
}

/// Moves the text entry cursor to the end of the relevant value, unselecting
/// any selected text and resetting the direction to "none" (what setting
/// `value` does when the value changes). Only where the selection APIs
/// apply: an email or number field keeps no cursor that script can see.
pub(crate) fn move_cursor_to_end(tree: &mut Tree, element: NodeId) {
    if !selection_applies(tree, element) {
        return;
    }
    let len = relevant_length(tree, element);
    if let Some(s) = state_mut(tree, element) {
        s.selection_start = len;
        s.selection_end = len;
        s.selection_direction = SelectionDirection::None;
    }
}

fn check_applies(tree: &Tree, element: NodeId, member: &str) -> Result<(), FormsError> {
    if selection_applies(tree, element) {
        Ok(())
    } else {
        Err(FormsError::InvalidState(format!(
            "The input element's type ('{}') does not support selection ({member}).",
            input_type(tree, element).map_or("", InputType::keyword)
        )))
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-select
pub fn select(tree: &mut Tree, element: NodeId) -> bool {
    // 1. If this element is an input element, and either select() does not
    //    apply to this element or the corresponding control has no
    //    selectable text, return.
    if !select_applies(tree, element)
        || (html_name(tree, element) == Some("input") && !has_selectable_text(tree, element))
    {
        return false;
    }
    // 2. Set the selection range with 0 and infinity.
    set_the_selection_range(tree, element, Some(0), Some(u32::MAX), SelectionDirection::None)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectionstart
/// (setter; `None` is null).
pub fn set_selection_start(tree: &mut Tree, element: NodeId, value: Option<u32>) -> Result<bool, FormsError> {
    // 1. If selectionStart does not apply, throw an "InvalidStateError".
    check_applies(tree, element, "selectionStart")?;
    let s = current(tree, element);
    // 2-3. Let end be selectionEnd; if end is less than the given value,
    //      set end to the given value.
    let end = match value {
        Some(v) if s.end < v => v,
        _ => s.end,
    };
    // 4. Set the selection range with the given value, end and the
    //    selectionDirection.
    Ok(set_the_selection_range(tree, element, value, Some(end), s.direction))
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectionend
/// (setter; `None` is null).
pub fn set_selection_end(tree: &mut Tree, element: NodeId, value: Option<u32>) -> Result<bool, FormsError> {
    // 1. If selectionEnd does not apply, throw an "InvalidStateError".
    check_applies(tree, element, "selectionEnd")?;
    // 2. Set the selection range with selectionStart, the given value and
    //    selectionDirection.
    let s = current(tree, element);
    Ok(set_the_selection_range(tree, element, Some(s.start), value, s.direction))
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectiondirection
/// (setter).
pub fn set_selection_direction(tree: &mut Tree, element: NodeId, direction: SelectionDirection) -> Result<bool, FormsError> {
    // 1. If selectionDirection does not apply, throw an "InvalidStateError".
    check_applies(tree, element, "selectionDirection")?;
    // 2. Set the selection range with selectionStart, selectionEnd and the
    //    given value.
    let s = current(tree, element);
    Ok(set_the_selection_range(tree, element, Some(s.start), Some(s.end), direction))
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setselectionrange
pub fn set_selection_range(
    tree: &mut Tree,
    element: NodeId,
    start: u32,
    end: u32,
    direction: SelectionDirection,
) -> Result<bool, FormsError> {
    // 1. If setSelectionRange() does not apply, throw an "InvalidStateError".
    check_applies(tree, element, "setSelectionRange")?;
    // 2. Set the selection range with start, end and direction.
    Ok(set_the_selection_range(tree, element, Some(start), Some(end), direction))
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setrangetext :
/// `range` is the second and third arguments (`None` with one argument).
pub fn set_range_text(
    tree: &mut Tree,
    element: NodeId,
    replacement: &str,
    range: Option<(u32, u32)>,
    mode: SelectionMode,
) -> Result<bool, FormsError> {
    // 1. If setRangeText() does not apply, throw an "InvalidStateError".
    check_applies(tree, element, "setRangeText")?;
    // 2. Set this element's dirty value flag to true.
    let current_value = relevant_value_for_dirty_flag(tree, element);
    if let Some(s) = state_mut(tree, element) {
        if s.dirty_value.is_none() {
            s.dirty_value = Some(current_value);
        }
    }
    let selection = current(tree, element);
    // 3. With one argument, start and end are selectionStart and
    //    selectionEnd; otherwise the second and third arguments.
    let (start, end) = range.unwrap_or((selection.start, selection.end));
    // 4. If start is greater than end, throw an "IndexSizeError".
    if start > end {
        return Err(FormsError::IndexSize(format!(
            "The provided start ({start}) is larger than the provided end ({end})."
        )));
    }
    let old: Vec<u16> = relevant_value(tree, element).encode_utf16().collect();
    let len = u32::try_from(old.len()).unwrap_or(u32::MAX);
    // 5-6. Clamp start and end to the length of the relevant value.
    let start = start.min(len);
    let end = end.min(len);
    // 7-8. The current selection.
    let (mut selection_start, mut selection_end) = (selection.start, selection.end);
    // 9-10. Delete the code units from start to end - 1 and insert the
    //       replacement before the startth code unit.
    let inserted: Vec<u16> = replacement.encode_utf16().collect();
    let mut text = Vec::with_capacity(old.len() - (end - start) as usize + inserted.len());
    text.extend_from_slice(&old[..start as usize]);
    text.extend_from_slice(&inserted);
    text.extend_from_slice(&old[end as usize..]);
    set_relevant_value(tree, element, &String::from_utf16_lossy(&text))?;
    // 11-12. new length, new end.
    let new_length = u32::try_from(inserted.len()).unwrap_or(u32::MAX);
    let new_end = start.saturating_add(new_length);
    // 13. Adjust the selection per the mode.
    match mode {
        SelectionMode::Select => {
            selection_start = start;
            selection_end = new_end;
        }
        SelectionMode::Start => {
            selection_start = start;
            selection_end = start;
        }
        SelectionMode::End => {
            selection_start = new_end;
            selection_end = new_end;
        }
        SelectionMode::Preserve => {
            // 1-2. delta = new length - old length (may be negative).
            let delta = i64::from(new_length) - i64::from(end - start);
            let shift = |p: u32| u32::try_from((i64::from(p) + delta).max(0)).unwrap_or(u32::MAX);
            // 3. A start past end moves by delta; inside the replaced text
            //    it snaps to start.
            if selection_start > end {
                selection_start = shift(selection_start);
            } else if selection_start > start {
                selection_start = start;
            }
            // 4. An end past end moves by delta; inside it snaps to new end.
            if selection_end > end {
                selection_end = shift(selection_end);
            } else if selection_end > start {
                selection_end = new_end;
            }
        }
    }
    // 14. Set the selection range with selection start and selection end
    //     (no direction: "none").
    let changed = set_the_selection_range(
        tree,
        element,
        Some(selection_start),
        Some(selection_end),
        SelectionDirection::None,
    );
    Ok(changed)
}

/// What the dirty value flag keeps: the value of an `input`, the raw value
/// of a `textarea`.
fn relevant_value_for_dirty_flag(tree: &Tree, element: NodeId) -> String {
    match html_name(tree, element) {
        Some("textarea") => value::textarea_raw_value(tree, element),
        _ => value::value(tree, element),
    }
}

/// Sets the relevant value as `setRangeText()` does: the value of an
/// `input` (sanitized), the raw value of a `textarea`; the dirty value flag
/// is set. The selection is left for the caller to set.
fn set_relevant_value(tree: &mut Tree, element: NodeId, new_value: &str) -> Result<(), FormsError> {
    match html_name(tree, element) {
        Some("textarea") => {
            if let Some(s) = state_mut(tree, element) {
                s.dirty_value = Some(new_value.to_owned());
                s.last_changed_by_user = false;
            }
            Ok(())
        }
        _ => {
            let sanitized = value::sanitize_input_value(tree, element, new_value);
            if let Some(s) = state_mut(tree, element) {
                s.dirty_value = Some(sanitized);
                s.last_changed_by_user = false;
                s.bad_input = false;
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::html::forms::hooks::parse_document;
    use crate::html::forms::value::{set_value, value};

    fn by_id(t: &Tree, id: &str) -> NodeId {
        t.get_element_by_id(t.document(), id).expect("element")
    }

    fn sel(t: &Tree, e: NodeId) -> (u32, u32, &'static str) {
        let s = selection(t, e).expect("selection applies");
        (s.start, s.end, s.direction.keyword())
    }

    #[test]
    fn applicability_follows_the_type() {
        let t = parse_document("<input id=t><input id=e type=email><input id=n type=number><input id=h type=hidden><textarea id=ta></textarea><input id=c type=color>");
        assert!(selection(&t, by_id(&t, "t")).is_some());
        assert!(selection(&t, by_id(&t, "ta")).is_some());
        for id in ["e", "n", "h", "c"] {
            assert!(selection(&t, by_id(&t, id)).is_none(), "{id}");
        }
        assert!(select_applies(&t, by_id(&t, "e")) && select_applies(&t, by_id(&t, "c")));
        assert!(!select_applies(&t, by_id(&t, "h")));
    }

    #[test]
    fn setting_the_range_clamps_and_reports_changes() {
        let mut t = parse_document("<input id=i value=hello>");
        let i = by_id(&t, "i");
        assert_eq!(sel(&t, i), (0, 0, "none"));
        assert!(set_selection_range(&mut t, i, 1, 99, SelectionDirection::Backward).unwrap());
        assert_eq!(sel(&t, i), (1, 5, "backward"));
        assert!(!set_selection_range(&mut t, i, 1, 5, SelectionDirection::Backward).unwrap());
        set_selection_range(&mut t, i, 4, 2, SelectionDirection::None).unwrap();
        assert_eq!(sel(&t, i), (2, 2, "none"), "end <= start collapses before end");
        assert!(set_selection_start(&mut t, i, Some(3)).unwrap());
        assert_eq!(sel(&t, i), (3, 3, "none"), "a start past the end pushes the end");
        set_selection_end(&mut t, i, Some(1)).unwrap();
        assert_eq!(sel(&t, i), (1, 1, "none"));
        assert!(select(&mut t, i));
        assert_eq!(sel(&t, i), (0, 5, "none"));
    }

    #[test]
    fn types_without_selection_throw() {
        let mut t = parse_document("<input id=i type=checkbox>");
        let i = by_id(&t, "i");
        let e = set_selection_range(&mut t, i, 0, 0, SelectionDirection::None).unwrap_err();
        assert_eq!(e.name(), "InvalidStateError");
        assert_eq!(set_range_text(&mut t, i, "", Some((0, 0)), SelectionMode::Preserve).unwrap_err().name(), "InvalidStateError");
        assert!(!select(&mut t, i), "select() does nothing");
    }

    #[test]
    fn set_range_text_modes() {
        let mut t = parse_document("<input id=i value=0123456789>");
        let i = by_id(&t, "i");
        set_selection_range(&mut t, i, 6, 9, SelectionDirection::None).unwrap();
        set_range_text(&mut t, i, "ab", Some((1, 4)), SelectionMode::Preserve).unwrap();
        assert_eq!(value(&t, i), "0ab456789");
        assert_eq!(sel(&t, i), (5, 8, "none"), "a selection after the range moves by delta");
        set_range_text(&mut t, i, "XYZ", Some((0, 1)), SelectionMode::Select).unwrap();
        assert_eq!(sel(&t, i), (0, 3, "none"));
        set_range_text(&mut t, i, "-", Some((0, 0)), SelectionMode::End).unwrap();
        assert_eq!(sel(&t, i), (1, 1, "none"));
        set_range_text(&mut t, i, "", Some((0, 100)), SelectionMode::Start).unwrap();
        assert_eq!(value(&t, i), "");
        assert_eq!(set_range_text(&mut t, i, "x", Some((2, 1)), SelectionMode::Start).unwrap_err().name(), "IndexSizeError");
        set_value(&mut t, i, "abc").unwrap();
        set_selection_range(&mut t, i, 1, 2, SelectionDirection::Forward).unwrap();
        set_range_text(&mut t, i, "ZZZ", None, SelectionMode::Preserve).unwrap();
        assert_eq!(value(&t, i), "aZZZc");
        assert_eq!(sel(&t, i), (1, 4, "none"), "one argument replaces the selection");
    }

    #[test]
    fn textarea_uses_its_api_value() {
        let mut t = parse_document("<textarea id=ta>a\r\nb</textarea>");
        let ta = by_id(&t, "ta");
        select(&mut t, ta);
        assert_eq!(sel(&t, ta), (0, 3, "none"));
        set_range_text(&mut t, ta, "Q", Some((1, 2)), SelectionMode::Preserve).unwrap();
        assert_eq!(value(&t, ta), "aQb");
    }
}
