//! The `details` element's toggle events and the `summary` element's
//! activation behavior
//! (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element);
//! the state they run on is `runtime::html::details`.

use boa_engine::Context;
use runtime::dom::NodeId;
use runtime::html::details::{is_summary_for_its_parent_details, take_details_toggle, take_task_request};

use runtime::html::event_loop::TaskSource;

use crate::generated::Interface;
use crate::host::{host, DocId};

/// After an attribute of `node` changed: when it is a details element whose
/// open state changed and no toggle task is pending, queue an element task
/// on the DOM manipulation task source that fires `toggle` (step 2 of
/// https://html.spec.whatwg.org/multipage/interactive-elements.html#queue-a-details-toggle-event-task).
pub fn attribute_changed(ctx: &mut Context, doc: DocId, node: NodeId, name: &str) {
    if name != "open" {
        return;
    }
    let h = host(ctx);
    let wanted = h.doc(doc, |d| take_task_request(&mut d.tree.borrow_mut(), node)).unwrap_or(false);
    if !wanted {
        return;
    }
    h.queue_task(
        doc,
        TaskSource::DomManipulation,
        Box::new(move |ctx: &mut Context| {
            // 2.1. Fire an event named toggle at element, using ToggleEvent,
            //      with oldState and newState. 2.2. Set the tracker to null.
            let states = host(ctx).doc(doc, |d| take_details_toggle(&mut d.tree.borrow_mut(), node)).flatten();
            let Some((old_state, new_state)) = states else { return };
            let Ok(target) = crate::dom::node::wrap(ctx, doc, node) else { return };
            crate::host::in_doc_realm(ctx, doc, |ctx| {
                let event = crate::dom::event::create(ctx, Interface::ToggleEvent, "toggle", false, false, |d| {
                    d.strings = vec![old_state.to_owned(), new_state.to_owned()];
                });
                if let Ok(event) = event {
                    crate::dom::eventtarget::fire_event(ctx, &target, &event);
                }
            });
        }),
    );
}

/// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-summary-element:activation-behaviour
pub fn summary_activation_behavior(ctx: &mut Context, doc: DocId, summary: NodeId) {
    let h = host(ctx);
    let toggled = h.doc(doc, |d| {
        let mut t = d.tree.borrow_mut();
        // 1. If this summary element is not the summary for its parent
        //    details, then return.
        if !is_summary_for_its_parent_details(&t, summary) {
            return None;
        }
        // 2. Let parent be this summary element's parent.
        let parent = t.parent(summary)?;
        // 3. If the open attribute is present on parent, then remove it.
        //    Otherwise, set parent's open attribute to the empty string.
        if t.has_attribute(parent, "open") {
            t.remove_attribute(parent, "open");
        } else if let Err(e) = t.set_attribute(parent, "open", "") {
            tracing::warn!("summary activation: {e}");
            return None;
        }
        Some(parent)
    });
    if let Some(details) = toggled.flatten() {
        crate::dom::node::attribute_changed(ctx, doc, details, "open");
    }
}
