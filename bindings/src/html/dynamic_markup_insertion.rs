//! Dynamic markup insertion
//! (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html):
//! `document.open()`, `close()`, `write()` and `writeln()`, and the active
//! parser they write into.
//!
//! The parser of a navigated document parses the whole response in one
//! task, stopping at each script end tag to run the script. While such a
//! script runs (the parser's script nesting level is above 0), the insertion
//! point is just after its end tag: `document.write()` inserts its text there
//! and parses it at once, running the scripts it contains. `document.open()`
//! makes a script-created parser whose input ends only at
//! `document.close()`.

use std::cell::RefCell;
use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::{HtmlParser, NodeId, ParseStep};
use runtime::html::DocumentReadiness;

use crate::host::{host, DocId};
use crate::webidl::exception::dom_exception;

/// Nested `document.write()` calls beyond this depth (a script that writes
/// a script that writes...) are ignored, as Blink does past 21: each level
/// runs a script on the stack.
const MAX_WRITE_RECURSION_DEPTH: u32 = 21;

/// https://html.spec.whatwg.org/multipage/parsing.html#active-parser
#[derive(Clone)]
pub struct ActiveParser {
    pub parser: Rc<RefCell<HtmlParser>>,
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#script-created-parser
    pub script_created: bool,
    /// https://html.spec.whatwg.org/multipage/parsing.html#script-nesting-level
    pub script_nesting_level: u32,
}

impl ActiveParser {
    /// https://html.spec.whatwg.org/multipage/parsing.html#insertion-point:
    /// defined while the parser runs a script, and always for a
    /// script-created parser (at the end of its input) until it is closed.
    fn has_insertion_point(&self) -> bool {
        self.script_nesting_level > 0 || (self.script_created && !self.parser.borrow().input_ended())
    }
}

fn active_parser(ctx: &Context, doc: DocId) -> Option<ActiveParser> {
    host(ctx).objects(doc, |o| o.active_parser.clone()).flatten()
}

/// Makes `parser` the document's active parser (`None`: it has none).
pub fn set_active_parser(ctx: &Context, doc: DocId, parser: Option<ActiveParser>) {
    host(ctx).objects_mut(doc, |o| o.active_parser = parser);
}

fn adjust_script_nesting_level(ctx: &Context, doc: DocId, parser: &Rc<RefCell<HtmlParser>>, delta: i32) {
    host(ctx).objects_mut(doc, |o| {
        if let Some(active) = o.active_parser.as_mut().filter(|a| Rc::ptr_eq(&a.parser, parser)) {
            active.script_nesting_level = active.script_nesting_level.saturating_add_signed(delta);
        }
    });
}

/// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag: what
/// the tree builder does at a script end tag, once the parser stopped there:
/// the iframes and forms parsed so far are made ready for the script, then
/// (with the parser's script nesting level raised) the script element is
/// prepared, which runs a parser-blocking script at once.
/// `stack_is_empty`: whether no script is running (the parser's own loop,
/// not `document.write()`), when a microtask checkpoint comes first.
pub fn run_script_at_end_tag(ctx: &mut Context, doc: DocId, parser: &Rc<RefCell<HtmlParser>>, script: NodeId, stack_is_empty: bool) {
    // Iframes parsed so far get their child navigables (the HTML standard
    // creates one when the element is inserted), so the script sees their
    // contentWindow.
    crate::html::navigable::create_child_navigables(ctx, doc);
    // The forms parsed so far are tools when the script runs.
    let forms_parsed = host(ctx).hooks.forms_parsed;
    forms_parsed(ctx, doc);
    // `<body onload="...">` is the Window's handler from now on.
    crate::html::event_handler_content::parsed(ctx, doc);
    // If the JavaScript execution context stack is empty, perform a microtask checkpoint.
    if stack_is_empty {
        crate::html::script::perform_a_microtask_checkpoint(ctx);
    }
    // The script's text starts on its start tag's line.
    let line = parser.borrow().script_line(script).and_then(|l| u32::try_from(l).ok()).unwrap_or(1);
    // Increment the parser's script nesting level by one; prepare the script
    // element; decrement the parser's script nesting level by one.
    adjust_script_nesting_level(ctx, doc, parser, 1);
    crate::html::script_element::prepare_the_script_element(ctx, doc, script, Some(line));
    adjust_script_nesting_level(ctx, doc, parser, -1);
}

/// Runs `f` with the document's ignore-destructive-writes counter raised:
/// "execute the script element" does so for a script from an external file
/// and for a module script, so that their `document.write()` cannot blow
/// the document away
/// (https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element, steps 5 and 7).
pub fn with_destructive_writes_ignored<R>(ctx: &mut Context, doc: DocId, raise: bool, f: impl FnOnce(&mut Context) -> R) -> R {
    if !raise {
        return f(ctx);
    }
    host(ctx).objects_mut(doc, |o| o.ignore_destructive_writes += 1);
    let r = f(ctx);
    host(ctx).objects_mut(doc, |o| o.ignore_destructive_writes = o.ignore_destructive_writes.saturating_sub(1));
    r
}

fn is_xml_document(ctx: &Context, doc: DocId) -> bool {
    host(ctx).doc(doc, |d| !d.tree.borrow().is_html_document()).unwrap_or(true)
}

/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
pub fn document_write_steps(ctx: &mut Context, doc: DocId, text: &str) -> JsResult<()> {
    // 1-2. (Trusted Types) Let string be the concatenation of text.
    // 3. If document is an XML document, then throw an "InvalidStateError" DOMException.
    if is_xml_document(ctx, doc) {
        return Err(dom_exception(ctx, "InvalidStateError", "Only HTML documents support write()."));
    }
    // 4. If document's throw-on-dynamic-markup-insertion counter is greater
    //    than 0, then throw (no custom elements: it is always 0).
    // Nested writes past the recursion limit are ignored, and so is
    // everything written inside a recursion that went too deep.
    let h = host(ctx);
    let (depth, too_deep) = h
        .objects_mut(doc, |o| {
            o.write_recursion.0 += 1;
            let depth = o.write_recursion.0;
            o.write_recursion.1 = (depth > 1 && o.write_recursion.1) || depth > MAX_WRITE_RECURSION_DEPTH;
            (depth, o.write_recursion.1)
        });
    let result = if too_deep { Ok(()) } else { write_at_the_insertion_point(ctx, doc, text) };
    host(ctx).objects_mut(doc, |o| o.write_recursion.0 = depth.saturating_sub(1));
    result
}

fn write_at_the_insertion_point(ctx: &mut Context, doc: DocId, text: &str) -> JsResult<()> {
    let h = host(ctx);
    // 5. If document's active parser was aborted is true, then return.
    // 6. If the insertion point is undefined, then:
    let parser = match active_parser(ctx, doc).filter(ActiveParser::has_insertion_point) {
        Some(active) => active.parser,
        None => {
            // 6.1. If document's unload counter is greater than 0 or document's
            //      ignore-destructive-writes counter is greater than 0, then return.
            if h.objects(doc, |o| o.ignore_destructive_writes > 0).unwrap_or(true) {
                crate::console::console::warn_from_engine(
                    &h,
                    "Failed to execute 'write' on 'Document': It isn't possible to write into a document from an asynchronously-loaded external script unless it is explicitly opened.".to_string(),
                );
                return Ok(());
            }
            // 6.2. Run the document open steps with document.
            document_open_steps(ctx, doc)?;
            match active_parser(ctx, doc) {
                Some(active) => active.parser,
                None => return Ok(()),
            }
        }
    };
    // 7. Insert string into the input stream just before the insertion point.
    // 8. If document's pending parsing-blocking script is null, then have the
    //    HTML parser process string, one code point at a time, processing
    //    resulting tokens as they are emitted, and stopping when the
    //    tokenizer reaches the insertion point or when the processing of the
    //    tokenizer is aborted by the tree construction stage (a script end tag).
    let mut next = parser.borrow_mut().write(text);
    while let Some(script) = next {
        // The insertion point moves to just after this script's end tag:
        // what the script writes goes before the rest of `text`.
        let rest = parser.borrow_mut().set_aside_written();
        run_script_at_end_tag(ctx, doc, &parser, script, false);
        parser.borrow_mut().restore_written(rest);
        next = parser.borrow_mut().write("");
    }
    crate::dom::node::tree_changed(ctx, doc);
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
pub fn document_open_steps(ctx: &mut Context, doc: DocId) -> JsResult<()> {
    let h = host(ctx);
    // 1. If document is an XML document, then throw an "InvalidStateError" DOMException.
    if is_xml_document(ctx, doc) {
        return Err(dom_exception(ctx, "InvalidStateError", "Only HTML documents support open()."));
    }
    // 2. If document's throw-on-dynamic-markup-insertion counter is greater than 0, throw (always 0).
    // 3-4. If document's origin is not same origin to the entry document's
    //      origin, then throw a "SecurityError" DOMException.
    let entry = crate::host::incumbent_doc(ctx);
    let same_origin = {
        let ua = h.ua();
        match (ua.document(doc), ua.document(entry)) {
            (Some(d), Some(e)) => runtime::html::origin::same_origin(&d.origin, &e.origin),
            _ => false,
        }
    };
    if !same_origin {
        return Err(dom_exception(ctx, "SecurityError", "Can only call open() on same-origin documents."));
    }
    // 5. If document has an active parser whose script nesting level is greater than 0, then return document.
    // 7. If document's active parser was aborted is true, then return document.
    if let Some(active) = active_parser(ctx, doc) {
        if active.script_nesting_level > 0 {
            return Ok(());
        }
    }
    // 6. (The unload counter: webmcp fires no unload events, so it is 0.)
    // 8. (Stop loading: a document's parser runs in one task, so there is
    //    no ongoing navigation of it to stop here.)
    // 9-10. Erase all event listeners and handlers of document's
    //    shadow-including inclusive descendants, and of its Window.
    erase_all_event_listeners_and_handlers(ctx, doc);
    // 11. Replace all with null within document.
    let Some(tree) = h.doc(doc, |d| d.tree.clone()) else { return Ok(()) };
    let replaced = {
        let mut t = tree.borrow_mut();
        let document = t.document();
        t.replace_all(None, document)
    };
    replaced.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
    crate::dom::node::tree_changed(ctx, doc);
    // 12. (If document is fully active, the URL and history update steps with
    //     the entry document's URL: webmcp keeps document's URL.)
    // 13. Set document's is initial about:blank to false.
    h.doc_mut(doc, |d| d.is_initial_about_blank = false);
    // 15. Set document to no-quirks mode.
    tree.borrow_mut().set_quirks_mode(html5ever::tree_builder::QuirksMode::NoQuirks);
    // 16. Create a new HTML parser and associate it with document: a script-created parser.
    // 17. Set the insertion point to point at just before the end of the input stream.
    let parser = Rc::new(RefCell::new(HtmlParser::new(tree)));
    set_active_parser(ctx, doc, Some(ActiveParser { parser, script_created: true, script_nesting_level: 0 }));
    // 18. Update the current document readiness of document to "loading".
    crate::html::document_load::update_the_current_document_readiness(ctx, doc, DocumentReadiness::Loading);
    // 19. Return document.
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#erase-all-event-listeners-and-handlers,
/// for each shadow-including inclusive descendant of the document and for its Window.
fn erase_all_event_listeners_and_handlers(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let Some(tree) = h.doc(doc, |d| d.tree.clone()) else { return };
    let targets: Vec<JsObject> = h
        .objects(doc, |o| {
            let t = tree.borrow();
            let document = t.document();
            let mut targets: Vec<JsObject> = o.wrappers.iter().filter(|(n, _)| t.shadow_including_root(**n) == document).map(|(_, w)| w.clone()).collect();
            targets.extend(o.window.clone());
            targets
        })
        .unwrap_or_default();
    for target in targets {
        if let Some(d) = target.downcast_ref::<crate::webidl::reflect::DomObject>() {
            for listener in d.listeners.borrow().iter() {
                listener.removed.set(true);
            }
            d.listeners.borrow_mut().clear();
            d.handlers.borrow_mut().clear();
        }
    }
}

/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-close
pub fn close(ctx: &mut Context, doc: DocId) -> JsResult<()> {
    // 1. If this is an XML document, then throw an "InvalidStateError" DOMException.
    if is_xml_document(ctx, doc) {
        return Err(dom_exception(ctx, "InvalidStateError", "Only HTML documents support close()."));
    }
    // 2. (The throw-on-dynamic-markup-insertion counter is always 0.)
    // 3. If there is no script-created parser associated with this, then return.
    let Some(active) = active_parser(ctx, doc).filter(|a| a.script_created && !a.parser.borrow().input_ended()) else { return Ok(()) };
    // 4. Insert an explicit "EOF" character at the end of the parser's input stream.
    active.parser.borrow_mut().end_input();
    // 5. If this's pending parsing-blocking script is non-null, then return.
    // 6. Run the tokenizer, processing resulting tokens as they are emitted,
    //    and stopping when the tokenizer reaches the explicit "EOF" character.
    loop {
        let step = active.parser.borrow_mut().resume();
        match step {
            ParseStep::Script(script) => run_script_at_end_tag(ctx, doc, &active.parser, script, false),
            ParseStep::NeedsInput | ParseStep::Done => break,
        }
    }
    crate::dom::node::tree_changed(ctx, doc);
    // The parser stops: https://html.spec.whatwg.org/multipage/parsing.html#the-end.
    if active_parser(ctx, doc).is_some_and(|a| Rc::ptr_eq(&a.parser, &active.parser)) {
        set_active_parser(ctx, doc, None);
    }
    crate::html::navigable::create_child_navigables(ctx, doc);
    // "The end" for a script-created parser, as Chromium 156 runs it: the
    // readiness goes to "interactive", DOMContentLoaded fires at once, then
    // the readiness is "complete"; the Window gets no second load event.
    // (HTML queues tasks for DOMContentLoaded and load.)
    crate::html::document_load::update_the_current_document_readiness(ctx, doc, DocumentReadiness::Interactive);
    crate::html::document_load::fire_simple(ctx, doc, "DOMContentLoaded", true, false);
    crate::html::document_load::update_the_current_document_readiness(ctx, doc, DocumentReadiness::Complete);
    Ok(())
}
