//! https://html.spec.whatwg.org/multipage/parsing.html#the-end: the steps of
//! "the end" of parsing that wait for scripts (the deferred scripts, then
//! DOMContentLoaded, then the async and in-order scripts, then load). A
//! child of the script element's module, whose lists it reads.

use boa_engine::Context;
use runtime::html::event_loop::TaskSource;

use super::{execute_the_script_element, EndState};
use crate::host::{host, DocId};

/// https://html.spec.whatwg.org/multipage/parsing.html#the-end, from step 3,
/// after the parser has set the readiness to "interactive".
pub fn the_end(ctx: &mut Context, doc: DocId) {
    host(ctx).scripts.borrow_mut().documents.entry(doc).or_default().end = EndState::DeferredScripts;
    continue_the_end(ctx, doc);
}

/// Called when something that delayed `doc`'s load event may have stopped
/// (a child navigable finished loading, or its iframe was removed): "the
/// end", if it is waiting at step 6, goes on. Step 7's task then runs at
/// once, in this task, right after the iframe's load event, as in
/// Chromium 156 (a timer the iframe's load listener set runs after the
/// document's load event, not before it).
pub fn load_event_delay_may_have_ended(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let waiting = h.scripts.borrow().documents.get(&doc).is_some_and(|l| l.end == EndState::AsyncScripts);
    if !waiting {
        return;
    }
    let scripts_done = h.scripts.borrow().documents.get(&doc).is_some_and(|l| l.as_soon_as_possible.is_empty() && l.in_order.is_empty());
    if scripts_done && !h.ua().child_navigables_delay_the_load_event(doc) {
        if let Some(l) = h.scripts.borrow_mut().documents.get_mut(&doc) {
            l.end = EndState::Done;
        }
        crate::html::document_load::completely_finish_loading(ctx, doc);
    }
}

/// Takes "the end" as far as the scripts it waits for allow.
pub(super) fn continue_the_end(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let state = h.scripts.borrow().documents.get(&doc).map(|l| l.end);
    match state {
        Some(EndState::DeferredScripts) => {
            // 3. While the list of scripts that will execute when the document has
            //    finished parsing is not empty:
            loop {
                let first = {
                    let scripts = h.scripts.borrow();
                    scripts.documents.get(&doc).and_then(|l| l.finished_parsing.front().copied()).map(|n| (n, scripts.elements.get(&n).is_some_and(|e| e.ready_to_be_parser_executed)))
                };
                match first {
                    None => break,
                    // 3.1. Spin the event loop until the first script in the list has
                    //      its ready to be parser-executed set to true.
                    Some((_, false)) => return,
                    // 3.2-3. Execute it and remove it from the list.
                    Some((node, true)) => {
                        if let Some(l) = h.scripts.borrow_mut().documents.get_mut(&doc) {
                            l.finished_parsing.pop_front();
                        }
                        execute_the_script_element(ctx, doc, node);
                    }
                }
            }
            // 4. Queue a global task on the DOM manipulation task source to fire
            //    DOMContentLoaded at the Document, with bubbles true.
            if let Some(l) = h.scripts.borrow_mut().documents.get_mut(&doc) {
                l.end = EndState::DomContentLoaded;
            }
            h.queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| {
                crate::html::document_load::fire_simple(ctx, doc, "DOMContentLoaded", true, false);
                if let Some(l) = host(ctx).scripts.borrow_mut().documents.get_mut(&doc) {
                    l.end = EndState::AsyncScripts;
                }
                continue_the_end(ctx, doc);
            }));
        }
        Some(EndState::AsyncScripts) => {
            // 5. Spin the event loop until the set of scripts that will execute as soon
            //    as possible and the list of scripts that will execute in order as soon
            //    as possible are empty.
            let waiting = h.scripts.borrow().documents.get(&doc).is_some_and(|l| !(l.as_soon_as_possible.is_empty() && l.in_order.is_empty()));
            if waiting {
                return;
            }
            // 6. Spin the event loop until there is nothing that delays the load
            //    event in the Document: here, iframes whose documents are still
            //    loading (stylesheet links are waited for when load fires).
            if h.ua().child_navigables_delay_the_load_event(doc) {
                return;
            }
            if let Some(l) = h.scripts.borrow_mut().documents.get_mut(&doc) {
                l.end = EndState::Done;
            }
            // 7. Queue a global task to fire load (the completely-finish-loading steps).
            h.queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| crate::html::document_load::completely_finish_loading(ctx, doc)));
        }
        _ => {}
    }
}
