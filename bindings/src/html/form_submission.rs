//! https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-2:
//! the form submission algorithm with its events and navigation, and the
//! reset algorithm. The planning (settings, entry list, encodings) is
//! `runtime::html::forms::submission`; WebMCP's declarative tools follow
//! each step through `host::Hooks::form_event`.

use std::collections::HashSet;

use boa_engine::{Context, JsObject, JsResult, JsValue};
use runtime::dom::NodeId;
use runtime::html::event_loop::TaskSource;
use runtime::html::forms::submission::{plan_submission, submitter_settings, PostBody, SubmissionPlan};
use runtime::html::forms::entry_list::Entry;
use runtime::html::forms::{control, entry_list, form_owner, validation};
use runtime::html::sandboxing::SandboxingFlags;
use runtime::html::NavigableId;

use crate::dom::node::wrap;
use crate::generated::Interface;
use crate::host::{host, DocId, FormEvent};

/// The per-form flags of the submission algorithm, by (document, form).
#[derive(Default)]
pub struct FormFlags {
    /// https://html.spec.whatwg.org/multipage/forms.html#firing-submission-events
    firing_submission_events: HashSet<(DocId, NodeId)>,
    /// https://html.spec.whatwg.org/multipage/forms.html#constructing-entry-list
    constructing_entry_list: HashSet<(DocId, NodeId)>,
    /// https://html.spec.whatwg.org/multipage/forms.html#locked-for-reset
    locked_for_reset: HashSet<(DocId, NodeId)>,
}

impl FormFlags {
    /// Whether `form` of `doc` is constructing its entry list.
    pub fn is_constructing(&self, doc: DocId, form: NodeId) -> bool {
        self.constructing_entry_list.contains(&(doc, form))
    }
}

/// Who submits the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubmitFrom {
    /// `form.submit()`: no validation, no `submit` event.
    SubmitMethod,
    /// `requestSubmit()`, a submit button's activation, the user.
    Request,
    /// A `toolautosubmit` tool call.
    ToolAutosubmit,
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#cannot-navigate
fn cannot_navigate(ctx: &Context, doc: DocId, form: NodeId) -> bool {
    let h = host(ctx);
    let connected = h.doc(doc, |d| d.tree.borrow().is_connected(form)).unwrap_or(false);
    !connected || !h.fully_active(doc)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-submit:
/// submit `form` of `doc` from `submitter` (`None`: the form itself).
pub fn submit(ctx: &mut Context, doc: DocId, form: NodeId, submitter: Option<NodeId>, from: SubmitFrom) {
    let h = host(ctx);
    let submitter = submitter.filter(|s| *s != form);
    // 1. If form cannot navigate, then return.
    if cannot_navigate(ctx, doc, form) {
        return;
    }
    // 2. If form's constructing entry list is true, then return.
    if h.form_flags.borrow().constructing_entry_list.contains(&(doc, form)) {
        return;
    }
    // 3-4. The form document; the sandboxed forms browsing context flag stops it.
    if h.doc(doc, |d| d.sandboxing.contains(SandboxingFlags::FORMS)).unwrap_or(true) {
        tracing::warn!("form submission blocked: the document is sandboxed without allow-forms");
        return;
    }
    // 5. If the submitted from submit() method flag is not set:
    if from != SubmitFrom::SubmitMethod {
        // 5.1-5.2. If form's firing submission events is true, return; set it.
        if !h.form_flags.borrow_mut().firing_submission_events.insert((doc, form)) {
            return;
        }
        let proceed = fire_submission_events(ctx, doc, form, submitter, from == SubmitFrom::ToolAutosubmit);
        // 5.9. Set form's firing submission events to false.
        h.form_flags.borrow_mut().firing_submission_events.remove(&(doc, form));
        // 5.10. If shouldContinue is false, then return.
        if !proceed {
            return;
        }
    }
    // 6. If form cannot navigate, then return.
    if cannot_navigate(ctx, doc, form) {
        return;
    }
    // 7-8. Encoding UTF-8; let entry list be the result of constructing the
    //      entry list with form, submitter and encoding; null: return.
    let Some(entries) = construct_the_entry_list(ctx, doc, form, submitter) else { return };
    let planned = h.doc(doc, |d| {
        let t = d.tree.borrow();
        let boundary = format!("----webmcpFormBoundary{:016x}", d.url.as_str().len() as u64 ^ 0x5eed_f0e5);
        plan_submission(&t, form, submitter, &entries, &d.url, &d.url, &boundary)
    });
    // 9. If form cannot navigate, then return.
    if cannot_navigate(ctx, doc, form) {
        return;
    }
    let plan = match planned {
        Some(Ok(plan)) => plan,
        Some(Err(e)) => {
            tracing::warn!("form submission: {e}");
            return;
        }
        None => return,
    };
    match plan {
        SubmissionPlan::Navigate { url, body, target, .. } => {
            // 19-20. Choose the navigable for the target name; none: return.
            let Some(nav) = choose_navigable(ctx, doc, &target) else {
                tracing::warn!("form submission: no navigable named {target:?}");
                return;
            };
            (h.hooks.form_event)(ctx, doc, form, FormEvent::Navigates);
            plan_to_navigate(ctx, doc, nav, url, body);
        }
        SubmissionPlan::CloseDialog { dialog, .. } => {
            // https://html.spec.whatwg.org/multipage/interactive-elements.html#close-the-dialog:
            // the dialog stops being open.
            let _ = h.doc(doc, |d| d.tree.borrow_mut().remove_attribute(dialog, "open"));
        }
        SubmissionPlan::Nothing => {}
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set:
/// the entry list of `form` (UTF-8), after the `formdata` event's listeners
/// changed it; `None` when the form is already constructing its entry list.
pub fn construct_the_entry_list(ctx: &mut Context, doc: DocId, form: NodeId, submitter: Option<NodeId>) -> Option<Vec<Entry>> {
    let h = host(ctx);
    // 1-2. If form's constructing entry list is true, return null; set it to true.
    if !h.form_flags.borrow_mut().constructing_entry_list.insert((doc, form)) {
        return None;
    }
    // 3-5. The entries of form's submittable elements.
    let entries = h.doc(doc, |d| entry_list::construct_entry_list(&d.tree.borrow(), form, submitter, "UTF-8")).unwrap_or_default();
    // 6. Let form data be a new FormData object associated with entry list
    //    (a file control's entries are File objects).
    let form_data = crate::host::in_doc_realm(ctx, doc, |ctx| {
        let list = crate::html::formdata::entries_from_list(ctx, entries.clone())?;
        crate::html::formdata::new_form_data(ctx, list)
    });
    // 7. Fire an event named formdata at form using FormDataEvent, with the
    //    formData attribute initialized to form data and bubbles true.
    if let (Ok(form_data), Ok(form_obj)) = (&form_data, wrap(ctx, doc, form)) {
        let event = crate::host::in_doc_realm(ctx, doc, |ctx| {
            crate::dom::event::create(ctx, Interface::FormDataEvent, "formdata", true, false, |d| d.values = vec![JsValue::from(form_data.clone())])
        });
        if let Ok(event) = event {
            crate::dom::eventtarget::fire_event(ctx, &form_obj, &event);
        }
    }
    // 8. Set form's constructing entry list to false.
    h.form_flags.borrow_mut().constructing_entry_list.remove(&(doc, form));
    // 9. Return a clone of entry list, as the listeners left it.
    Some(form_data.ok().and_then(|f| crate::html::formdata::runtime_entries(&f).ok()).unwrap_or(entries))
}

/// Step 5.3-5.8: user validity, interactive validation, the `submit` event.
/// Returns shouldContinue.
fn fire_submission_events(ctx: &mut Context, doc: DocId, form: NodeId, submitter: Option<NodeId>, autosubmit: bool) -> bool {
    let h = host(ctx);
    // 5.3. Set user validity of each submittable element of form to true.
    let no_validate = h.doc(doc, |d| {
        let mut t = d.tree.borrow_mut();
        for e in form_owner::submittable_elements(&t, form) {
            control::set_user_validity(&mut t, e, true);
        }
        submitter_settings(&t, form, submitter).no_validate
    });
    let Some(no_validate) = no_validate else { return false };
    // 5.4. Unless the submitter's no-validate state is true, interactively
    //      validate the constraints of form; if the result is false, return.
    if !no_validate && !interactively_validate(ctx, doc, form) {
        (h.hooks.form_event)(ctx, doc, form, FormEvent::ValidationFailed);
        return false;
    }
    // 5.5-5.6. submitterButton: null if submitter is form, else submitter.
    let Ok(form_obj) = wrap(ctx, doc, form) else { return false };
    let button = match submitter {
        Some(s) => wrap(ctx, doc, s).ok(),
        None => None,
    };
    // WebMCP: the event of a tool call's submission is agentInvoked.
    let agent_invoked = (h.hooks.form_event)(ctx, doc, form, FormEvent::SubmitStarting { autosubmit });
    // 5.7-5.8. shouldContinue: the result of firing a SubmitEvent named submit
    //      at form, with submitter and bubbles and cancelable true.
    let event = crate::host::in_doc_realm(ctx, doc, |ctx| {
        crate::dom::event::create(ctx, Interface::SubmitEvent, "submit", true, true, |d| {
            d.values = vec![button.map(JsValue::from).unwrap_or_default(), JsValue::undefined()];
            d.numbers = vec![if agent_invoked { 1.0 } else { 0.0 }];
        })
    });
    let Ok(event) = event else { return false };
    let should_continue = crate::dom::eventtarget::fire_event(ctx, &form_obj, &event);
    (h.hooks.form_event)(ctx, doc, form, FormEvent::SubmitDispatched { event: &event, canceled: !should_continue });
    should_continue
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#interactively-validate-the-constraints:
/// fires `invalid` (cancelable) at each invalid submittable control; the
/// result is false when any control was invalid. With no user to show the
/// problems to, the unhandled ones are logged.
pub fn interactively_validate(ctx: &mut Context, doc: DocId, form: NodeId) -> bool {
    let invalid = host(ctx).doc(doc, |d| validation::invalid_controls(&d.tree.borrow(), form)).unwrap_or_default();
    for control in &invalid {
        let Ok(obj) = wrap(ctx, doc, *control) else { continue };
        if crate::html::form_controls::fire_invalid(ctx, &obj) {
            let message = host(ctx).doc(doc, |d| validation::validation_message(&d.tree.borrow(), *control)).unwrap_or_default();
            tracing::info!("form not submitted: {message}");
        }
    }
    invalid.is_empty()
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#the-rules-for-choosing-a-navigable,
/// for a form's target: `_self` (and no target), `_parent`, `_top`, or the
/// navigable of the traversable whose target name, or whose iframe's
/// `name`, is `target`. `_blank` and unknown names would open a new
/// top-level traversable, which form submission does not do here: `None`.
pub fn choose_navigable(ctx: &Context, doc: DocId, target: &str) -> Option<NavigableId> {
    let h = host(ctx);
    let ua = h.ua();
    let current = ua.navigable_of(doc)?;
    let n = ua.navigable(current)?;
    match target.to_ascii_lowercase().as_str() {
        "" | "_self" => Some(current),
        "_parent" => Some(n.parent.unwrap_or(current)),
        "_top" => Some(ua.traversable_of(current)),
        "_blank" => None,
        _ => {
            let top = ua.traversable_of(current);
            let mut i = 0;
            while let Some(x) = ua.navigable(NavigableId(i)) {
                i += 1;
                if x.destroyed || ua.traversable_of(x.id) != top {
                    continue;
                }
                let iframe_name = x.container.and_then(|(pd, iframe)| {
                    ua.document(pd).and_then(|d| d.tree.borrow().attribute(iframe, "name").map(str::to_string))
                });
                if x.target_name == target || iframe_name.as_deref() == Some(target) {
                    return Some(x.id);
                }
            }
            None
        }
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#plan-to-navigate:
/// queue a task on the DOM manipulation task source to navigate `nav`.
fn plan_to_navigate(ctx: &Context, doc: DocId, nav: NavigableId, url: url::Url, body: Option<PostBody>) {
    host(ctx).queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| {
        let h = host(ctx);
        let initiator = h.doc(doc, |d| d.origin.clone());
        crate::html::navigable::begin_navigation_with_body(&h, nav, None, url, initiator, doc, body);
    }));
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset:
/// fire `reset` (bubbles, cancelable); unless canceled, reset each
/// resettable element whose form owner is `form`.
pub fn reset(ctx: &mut Context, doc: DocId, form: NodeId) -> JsResult<()> {
    let h = host(ctx);
    // https://html.spec.whatwg.org/multipage/forms.html#dom-form-reset
    // 1-2. If locked for reset, return; lock it.
    if !h.form_flags.borrow_mut().locked_for_reset.insert((doc, form)) {
        return Ok(());
    }
    let form_obj = wrap(ctx, doc, form)?;
    let ev = crate::dom::event::create(ctx, Interface::Event, "reset", true, true, |_| {})?;
    let reset = crate::dom::eventtarget::fire_event(ctx, &form_obj, &ev);
    if reset {
        h.doc(doc, |d| control::reset_form(&mut d.tree.borrow_mut(), form));
        (h.hooks.form_event)(ctx, doc, form, FormEvent::Reset);
    }
    // 4. Unlock.
    h.form_flags.borrow_mut().locked_for_reset.remove(&(doc, form));
    Ok(())
}

/// The form a script object reflects, with its document.
pub fn form_of(obj: &JsObject) -> JsResult<(DocId, NodeId)> {
    let r = crate::dom::node::node_ref(obj)?;
    Ok((r.doc, r.node))
}
