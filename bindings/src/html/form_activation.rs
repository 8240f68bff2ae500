//! The activation behaviour of form controls
//! (https://html.spec.whatwg.org/multipage/input.html#input-activation-behavior,
//! https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element):
//! what a `click` does to a checkbox, a radio button, a submit or a reset
//! button. Dispatching a `click` calls these in the order DOM's dispatch
//! gives (https://dom.spec.whatwg.org/#concept-event-dispatch): the legacy
//! pre-activation behaviour before the listeners, then the activation
//! behaviour, or the legacy-canceled-activation behaviour when the event
//! was canceled.

use boa_engine::Context;
use runtime::dom::NodeId;
use runtime::html::forms::form_owner::{button_type, form_owner, input_type, ButtonType};
use runtime::html::forms::input_type::InputType;
use runtime::html::forms::{control, disabled};

use crate::host::{host, DocId};
use crate::html::form_submission::{self, SubmitFrom};

/// What the legacy pre-activation behaviour changed, for the canceled case.
#[derive(Clone, Copy, Debug)]
pub struct SavedState {
    checked: bool,
    indeterminate: bool,
}

/// Whether `element` has an activation behaviour (a form control that does
/// something on click).
pub fn has_activation_behavior(ctx: &Context, doc: DocId, element: NodeId) -> bool {
    host(ctx)
        .doc(doc, |d| {
            let t = d.tree.borrow();
            match input_type(&t, element) {
                Some(InputType::Checkbox | InputType::Radio | InputType::Submit | InputType::Image | InputType::Reset) => true,
                Some(_) => false,
                None => button_type(&t, element).is_some(),
            }
        })
        .unwrap_or(false)
}

/// https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-pre-activation-behavior:
/// a checkbox toggles (and stops being indeterminate), a radio button
/// becomes checked, before the `click` listeners run.
pub fn legacy_pre_activation_behavior(ctx: &Context, doc: DocId, element: NodeId) -> Option<SavedState> {
    host(ctx).doc(doc, |d| {
        let mut t = d.tree.borrow_mut();
        let saved = SavedState { checked: control::checked(&t, element), indeterminate: control::indeterminate(&t, element) };
        match input_type(&t, element) {
            Some(InputType::Checkbox) => {
                control::set_checked(&mut t, element, !saved.checked);
                control::set_indeterminate(&mut t, element, false);
                Some(saved)
            }
            Some(InputType::Radio) => {
                control::set_checked(&mut t, element, true);
                Some(saved)
            }
            _ => None,
        }
    })?
}

/// https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-canceled-activation-behavior:
/// the `click` was canceled: restore what the pre-activation changed.
pub fn legacy_canceled_activation_behavior(ctx: &Context, doc: DocId, element: NodeId, saved: SavedState) {
    host(ctx).doc(doc, |d| {
        let mut t = d.tree.borrow_mut();
        match input_type(&t, element) {
            Some(InputType::Checkbox) => {
                control::set_checked(&mut t, element, saved.checked);
                control::set_indeterminate(&mut t, element, saved.indeterminate);
            }
            // A radio button that was unchecked goes back (its group's
            // checked one was unchecked by the change; HTML restores only
            // this element's state).
            Some(InputType::Radio) if !saved.checked => control::set_checked(&mut t, element, false),
            _ => {}
        }
    });
}

/// The activation behaviour of `element` after an uncanceled `click`:
/// checkbox and radio fire `input` and `change`; submit buttons submit
/// their form owner, reset buttons reset it (neither when disabled).
pub fn activation_behavior(ctx: &mut Context, doc: DocId, element: NodeId) {
    let h = host(ctx);
    let Some((kind, owner, connected, off)) = h.doc(doc, |d| {
        let t = d.tree.borrow();
        let kind = match (input_type(&t, element), button_type(&t, element)) {
            (Some(InputType::Checkbox | InputType::Radio), _) => Kind::Toggle,
            (Some(InputType::Submit | InputType::Image), _) | (None, Some(ButtonType::Submit)) => Kind::Submit,
            (Some(InputType::Reset), _) | (None, Some(ButtonType::Reset)) => Kind::Reset,
            _ => Kind::None,
        };
        (kind, form_owner(&t, element), t.is_connected(element), disabled::is_actually_disabled(&t, element))
    }) else {
        return;
    };
    match kind {
        Kind::Toggle => {
            // 1. If the element is not connected, return.
            if !connected {
                return;
            }
            // 2. Fire input (bubbles, composed) then change (bubbles).
            let Ok(el) = crate::dom::node::wrap(ctx, doc, element) else { return };
            crate::html::form_controls::fire_bubbling(ctx, &el, "input");
            crate::html::form_controls::fire_bubbling(ctx, &el, "change");
        }
        Kind::Submit => {
            if let (Some(form), false) = (owner, off) {
                form_submission::submit(ctx, doc, form, Some(element), SubmitFrom::Request);
            }
        }
        Kind::Reset => {
            if let (Some(form), false) = (owner, off) {
                let _ = form_submission::reset(ctx, doc, form);
            }
        }
        Kind::None => {}
    }
}

enum Kind {
    Toggle,
    Submit,
    Reset,
    None,
}
