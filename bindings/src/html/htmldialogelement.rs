//! https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
//! without a top layer to draw: `open` is the attribute, the is-modal flag
//! and returnValue are kept per element, `close` is a queued event and
//! `requestClose` fires `cancel` first.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::event_loop::TaskSource;

use crate::dom::element::attribute;
use crate::dom::node::{node_ref, with_tree, wrap};
use crate::generated::{HTMLDialogElementMethods, Interface};
use crate::host::host;
use crate::html::htmlelement::reflect_boolean;
use crate::webidl::exception::dom_exception;

pub struct HTMLDialogElement;

/// The dialog's (returnValue, is modal).
fn state(ctx: &Context, this: &JsObject) -> JsResult<(String, bool)> {
    let r = node_ref(this)?;
    Ok(host(ctx).objects(r.doc, |o| o.dialogs.get(&r.node).cloned()).flatten().unwrap_or_default())
}

fn set_state(ctx: &Context, this: &JsObject, f: impl FnOnce(&mut (String, bool))) -> JsResult<()> {
    let r = node_ref(this)?;
    host(ctx).objects_mut(r.doc, |o| f(o.dialogs.entry(r.node).or_default()));
    Ok(())
}

fn is_open(ctx: &Context, this: &JsObject) -> JsResult<bool> {
    Ok(attribute(ctx, this, "open")?.is_some())
}

/// https://html.spec.whatwg.org/multipage/interactive-elements.html#dialog-focusing-steps:
/// focus the first focusable descendant with `autofocus`, else the first focusable
/// descendant, else nothing.
fn dialog_focusing_steps(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
    let r = node_ref(this)?;
    let (_, candidates) = with_tree(ctx, this, |t, n| {
        let all: Vec<_> = t.descendants(n).filter(|d| t.element(*d).is_some()).collect();
        let mut autofocus: Vec<_> = all.iter().copied().filter(|d| t.has_attribute(*d, "autofocus")).collect();
        autofocus.extend(all);
        autofocus
    })?;
    for c in candidates {
        let el = wrap(ctx, r.doc, c)?;
        if crate::html::focus::is_focusable_area(ctx, &el) {
            return crate::html::focus::focusing_steps(ctx, &el);
        }
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/interactive-elements.html#close-the-dialog
pub fn close_the_dialog(ctx: &mut Context, subject: &JsObject, result: Option<String>) -> JsResult<()> {
    // 1. If subject does not have an open attribute, then return.
    if !is_open(ctx, subject)? {
        return Ok(());
    }
    // 3. Remove subject's open attribute.
    reflect_boolean(ctx, subject, "open", false)?;
    // 6. Set the is modal flag of subject to false.
    // 7. If result is not null, then set the returnValue attribute to result.
    set_state(ctx, subject, |s| {
        s.1 = false;
        if let Some(r) = result {
            s.0 = r;
        }
    })?;
    // 11. Queue an element task on the user interaction task source given the
    //     subject element to fire an event named close at subject.
    let r = node_ref(subject)?;
    let node = r.node;
    host(ctx).queue_task(r.doc, TaskSource::UserInteraction, Box::new(move |ctx: &mut Context| {
        if let Ok(el) = wrap(ctx, r.doc, node) {
            if let Ok(ev) = crate::dom::event::create(ctx, Interface::Event, "close", false, false, |_| {}) {
                crate::dom::eventtarget::fire_event(ctx, &el, &ev);
            }
        }
    }));
    Ok(())
}

impl HTMLDialogElementMethods for HTMLDialogElement {
    fn get_open(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        is_open(ctx, this)
    }
    fn set_open(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        reflect_boolean(ctx, this, "open", value)
    }
    fn get_return_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(state(ctx, this)?.0))
    }
    fn set_return_value(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_state(ctx, this, |s| s.0 = value.to_std_string_lossy())
    }
    /// https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-show
    fn show(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let (_, modal) = state(ctx, this)?;
        if is_open(ctx, this)? {
            // 1. If this has an open attribute and the is modal flag of this is false, then return.
            if !modal {
                return Ok(());
            }
            // 2. If this has an open attribute, then throw an "InvalidStateError" DOMException.
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to execute 'show' on 'HTMLDialogElement': The dialog is already open as a modal dialog, and therefore cannot be opened as a non-modal one."));
        }
        // 5. Add an open attribute to this, whose value is the empty string.
        reflect_boolean(ctx, this, "open", true)?;
        // 9. Run the dialog focusing steps given this.
        dialog_focusing_steps(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-showmodal
    fn show_modal(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let (_, modal) = state(ctx, this)?;
        if is_open(ctx, this)? {
            // 1. If this has an open attribute and the is modal flag of this is true, then return.
            if modal {
                return Ok(());
            }
            // 2. If this has an open attribute, then throw an "InvalidStateError" DOMException.
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to execute 'showModal' on 'HTMLDialogElement': The element already has an 'open' attribute, and therefore cannot be opened modally."));
        }
        // 3. If this is not connected, then throw an "InvalidStateError" DOMException.
        let connected = with_tree(ctx, this, |t, n| t.is_connected(n))?.1;
        if !connected {
            return Err(dom_exception(ctx, "InvalidStateError", "Failed to execute 'showModal' on 'HTMLDialogElement': The element is not in a Document."));
        }
        // 7. Add an open attribute to this, whose value is the empty string.
        reflect_boolean(ctx, this, "open", true)?;
        // 8. Set the is modal flag of this to true.
        set_state(ctx, this, |s| s.1 = true)?;
        // 16. Run the dialog focusing steps given this.
        dialog_focusing_steps(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-close
    fn close(ctx: &mut Context, this: &JsObject, return_value: Option<JsString>) -> JsResult<()> {
        // 1. If returnValue is not given, then set it to null.
        // 2. Close the dialog this with returnValue.
        close_the_dialog(ctx, this, return_value.map(|s| s.to_std_string_lossy()))
    }
    /// https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-requestclose
    fn request_close(ctx: &mut Context, this: &JsObject, return_value: Option<JsString>) -> JsResult<()> {
        // 1. If this does not have an open attribute, then return.
        if !is_open(ctx, this)? {
            return Ok(());
        }
        // Fire an event named cancel at this, with cancelable true; if it was
        // canceled, return; otherwise close the dialog with returnValue.
        let ev = crate::dom::event::create(ctx, Interface::Event, "cancel", false, true, |_| {})?;
        let not_canceled = crate::dom::eventtarget::fire_event(ctx, this, &ev);
        if !not_canceled {
            return Ok(());
        }
        close_the_dialog(ctx, this, return_value.map(|s| s.to_std_string_lossy()))
    }
}
