//! The script element's processing model
//! (https://html.spec.whatwg.org/multipage/scripting.html#script-processing-model):
//! preparing script elements (classic, module, import map), the document's
//! lists of scripts that wait (when parsing has finished, in order as soon
//! as possible, as soon as possible), executing them with their `load` and
//! `error` events, and the parts of "the end" of parsing that wait for them
//! (https://html.spec.whatwg.org/multipage/parsing.html#the-end).
//!
//! The page's loader answers at once, so a classic script is fetched while
//! it is prepared; but a result that the network would deliver later is
//! delivered by a networking task here too: async and inserted scripts run
//! after the script that inserted them, deferred and module scripts after
//! parsing, in order. A script that cannot be fetched (not found, another
//! server, offline) fires `error` at its element and warns on the console.

use std::collections::{HashMap, HashSet, VecDeque};

use boa_engine::Context;
use runtime::dom::NodeId;
use runtime::html::event_loop::TaskSource;
use url::Url;

use crate::generated::Interface;
use crate::host::{host, DocId};
use crate::html::module_script::{self, ModuleScript, ModuleType};

mod the_end;
pub use the_end::{load_event_delay_may_have_ended, the_end};
use the_end::continue_the_end;

/// https://html.spec.whatwg.org/multipage/scripting.html#concept-script-type
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScriptType {
    Classic,
    Module,
    ImportMap,
}

/// A classic script's source text and where it comes from.
#[derive(Clone, Debug)]
pub struct ClassicScript {
    pub source: String,
    /// The script's URL (the document's for an inline script).
    pub url: String,
    /// The line of its file on which the source starts.
    pub line: u32,
}

/// https://html.spec.whatwg.org/multipage/scripting.html#concept-script-result
#[derive(Clone)]
pub enum ScriptResult {
    Uninitialized,
    /// Fetching failed (the spec's null).
    Null,
    Classic(ClassicScript),
    Module(ModuleScript),
    /// https://html.spec.whatwg.org/multipage/webappapis.html#import-map-parse-result
    ImportMap(Result<runtime::html::import_map::ImportMap, runtime::html::import_map::ImportMapError>, Vec<String>),
}

/// What happens when a script element's result is ready
/// (https://html.spec.whatwg.org/multipage/scripting.html#steps-to-run-when-the-result-is-ready).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ReadySteps {
    None,
    /// Execute it and leave the set of scripts that will execute as soon as possible.
    AsSoonAsPossible,
    /// Execute the ready ones at the front of the in-order list.
    InOrder,
    /// Set "ready to be parser-executed": the end of parsing runs it.
    ParserExecuted,
}

/// The state of one prepared script element.
struct ScriptElement {
    /// https://html.spec.whatwg.org/multipage/scripting.html#preparation-time-document
    preparation_time_document: DocId,
    /// https://html.spec.whatwg.org/multipage/scripting.html#ready-to-be-parser-executed
    ready_to_be_parser_executed: bool,
    /// https://html.spec.whatwg.org/multipage/scripting.html#concept-script-external
    from_an_external_file: bool,
    type_: ScriptType,
    result: ScriptResult,
    steps: ReadySteps,
}

/// How far a document's parsing has come to "the end".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum EndState {
    #[default]
    Parsing,
    /// Step 3: running the deferred scripts as they become ready.
    DeferredScripts,
    /// Step 4: DOMContentLoaded is queued.
    DomContentLoaded,
    /// Steps 5-6: waiting for the as-soon-as-possible scripts.
    AsyncScripts,
    /// Step 7: the load event is queued or fired.
    Done,
}

/// A document's lists of waiting scripts.
#[derive(Default)]
struct DocumentScripts {
    /// https://html.spec.whatwg.org/multipage/scripting.html#list-of-scripts-that-will-execute-when-the-document-has-finished-parsing
    finished_parsing: VecDeque<NodeId>,
    /// https://html.spec.whatwg.org/multipage/scripting.html#list-of-scripts-that-will-execute-in-order-as-soon-as-possible
    in_order: VecDeque<NodeId>,
    /// https://html.spec.whatwg.org/multipage/scripting.html#set-of-scripts-that-will-execute-as-soon-as-possible
    as_soon_as_possible: Vec<NodeId>,
    end: EndState,
}

/// The script state of an agent's documents.
#[derive(Default)]
pub struct Scripts {
    elements: HashMap<NodeId, ScriptElement>,
    /// Script elements whose "force async" is false (it starts true; the
    /// parser clears it, and so does setting `async`).
    not_force_async: HashSet<NodeId>,
    documents: HashMap<DocId, DocumentScripts>,
    pub modules: module_script::ModuleMaps,
}

impl Scripts {
    /// Forgets everything (the page is going away).
    pub fn clear(&mut self) {
        self.elements.clear();
        self.not_force_async.clear();
        self.documents.clear();
        self.modules.clear();
    }

    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-script-async (getter):
    /// whether the element's force async is true.
    pub fn force_async(&self, node: NodeId) -> bool {
        !self.not_force_async.contains(&node)
    }

    /// Sets the element's force async.
    pub fn set_force_async(&mut self, node: NodeId, value: bool) {
        if value {
            self.not_force_async.remove(&node);
        } else {
            self.not_force_async.insert(node);
        }
    }
}

/// https://mimesniff.spec.whatwg.org/#javascript-mime-type-essence-match
fn is_javascript_mime_type_essence_match(s: &str) -> bool {
    const TYPES: [&str; 16] = [
        "application/ecmascript",
        "application/javascript",
        "application/x-ecmascript",
        "application/x-javascript",
        "text/ecmascript",
        "text/javascript",
        "text/javascript1.0",
        "text/javascript1.1",
        "text/javascript1.2",
        "text/javascript1.3",
        "text/javascript1.4",
        "text/javascript1.5",
        "text/jscript",
        "text/livescript",
        "text/x-ecmascript",
        "text/x-javascript",
    ];
    TYPES.iter().any(|t| t.eq_ignore_ascii_case(s))
}

/// What preparing reads of the element and its document.
struct Prepared {
    already_started: bool,
    connected: bool,
    src: Option<String>,
    type_attr: Option<String>,
    language: Option<String>,
    has_async: bool,
    has_defer: bool,
    has_nomodule: bool,
    for_attr: Option<String>,
    event_attr: Option<String>,
    text: String,
    url: Url,
    scripting_disabled: bool,
}

fn trim_ascii(s: &str) -> &str {
    s.trim_matches(|c: char| c.is_ascii_whitespace())
}

/// Queues a task to fire a plain `error` event at the element
/// (https://html.spec.whatwg.org/multipage/webappapis.html#queue-an-element-task).
fn queue_error_event(ctx: &mut Context, doc: DocId, node: NodeId) {
    host(ctx).queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| fire_at_element(ctx, doc, node, "error")));
}

/// Fires a plain event named `type_` at the element (not bubbling, not cancelable).
pub(crate) fn fire_at_element(ctx: &mut Context, doc: DocId, node: NodeId, type_: &str) {
    let Ok(target) = crate::dom::node::wrap(ctx, doc, node) else { return };
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        if let Ok(ev) = crate::dom::event::create(ctx, Interface::Event, type_, false, false, |_| {}) {
            crate::dom::eventtarget::fire_event(ctx, &target, &ev);
        }
    });
}

/// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
/// for the `script` element `node` of document `doc`. `parser_line` is given
/// for an element the HTML parser inserted (its parser document is `doc`):
/// the line its text starts on.
pub fn prepare_the_script_element(ctx: &mut Context, doc: DocId, node: NodeId, parser_line: Option<u32>) {
    let h = host(ctx);
    // The src attribute is parsed relative to the document's base URL (`<base href>`).
    let base = crate::html::urls::document_base_url(ctx, doc);
    let read = h.doc(doc, |d| {
        let t = d.tree.borrow();
        let e = t.element(node).filter(|e| e.is_html("script"))?;
        let attr = |n: &str| t.attribute(node, n).map(str::to_string);
        Some(Prepared {
            already_started: e.already_started,
            connected: t.is_connected(node),
            src: attr("src"),
            type_attr: attr("type"),
            language: attr("language"),
            has_async: t.has_attribute(node, "async"),
            has_defer: t.has_attribute(node, "defer"),
            has_nomodule: t.has_attribute(node, "nomodule"),
            for_attr: attr("for"),
            event_attr: attr("event"),
            text: t.child_text_content(node),
            url: base.clone().unwrap_or_else(|| d.url.clone()),
            // https://html.spec.whatwg.org/multipage/webappapis.html#concept-n-noscript:
            // no browsing context, or sandboxed without allow-scripts.
            scripting_disabled: d.scripting_is_disabled(),
        })
    });
    let Some(Some(p)) = read else { return };
    // 1. If el's already started is true, then return.
    if p.already_started {
        return;
    }
    // 2-3. Let parser document be el's parser document; set el's parser document to null.
    let parser_document = parser_line.map(|_| doc);
    h.doc(doc, |d| d.tree.borrow_mut().clear_parser_inserted(node));
    // 4. If parser document is non-null and el does not have an async attribute,
    //    then set el's force async to true.
    if parser_document.is_some() && !p.has_async {
        h.scripts.borrow_mut().set_force_async(node, true);
    }
    // 5. Let source text be el's child text content.
    // 6. If el has no src attribute, and source text is the empty string, then return.
    if p.src.is_none() && p.text.is_empty() {
        return;
    }
    // 7. If el is not connected, then return.
    if !p.connected {
        return;
    }
    // 8. The script block's type string.
    let type_string = match (&p.type_attr, &p.language) {
        (Some(t), _) if t.is_empty() => "text/javascript".to_string(),
        (None, Some(l)) if l.is_empty() => "text/javascript".to_string(),
        (None, None) => "text/javascript".to_string(),
        (Some(t), _) => trim_ascii(t).to_string(),
        (None, Some(l)) => format!("text/{l}"),
    };
    // 9. The script's type: classic, module, importmap, or none (return).
    let type_ = if is_javascript_mime_type_essence_match(&type_string) {
        ScriptType::Classic
    } else if type_string.eq_ignore_ascii_case("module") {
        ScriptType::Module
    } else if type_string.eq_ignore_ascii_case("importmap") {
        ScriptType::ImportMap
    } else {
        return;
    };
    // 10. If parser document is non-null, then set el's parser document back to
    //     parser document and set el's force async to false.
    if parser_document.is_some() {
        h.scripts.borrow_mut().set_force_async(node, false);
    }
    let force_async = h.scripts.borrow().force_async(node);
    // 11. Set el's already started to true.
    h.doc(doc, |d| d.tree.borrow_mut().set_already_started(node));
    // 12. Set el's preparation-time document to its node document.
    // 13. (The parser document is the node document here.)
    // 14. If scripting is disabled for el, then return.
    if p.scripting_disabled {
        return;
    }
    // 15. If el has a nomodule content attribute and its type is "classic", then return.
    if p.has_nomodule && type_ == ScriptType::Classic {
        return;
    }
    // 16. (Content Security Policy: no policy blocks inline scripts here.)
    // 17. If el has an event attribute and a for attribute, and el's type is "classic":
    if let (Some(event), Some(for_), ScriptType::Classic) = (&p.event_attr, &p.for_attr, type_) {
        let for_ = trim_ascii(for_);
        let event = trim_ascii(event);
        if !for_.eq_ignore_ascii_case("window") || !(event.eq_ignore_ascii_case("onload") || event.eq_ignore_ascii_case("onload()")) {
            return;
        }
    }
    h.scripts.borrow_mut().elements.insert(
        node,
        ScriptElement { preparation_time_document: doc, ready_to_be_parser_executed: false, from_an_external_file: false, type_, result: ScriptResult::Uninitialized, steps: ReadySteps::None },
    );
    let parser_inserted = parser_document.is_some();
    // 28. If el has a src content attribute, then:
    if let Some(src) = &p.src {
        // 28.1. If el's type is "importmap", then queue an element task to fire an
        //       event named error at el, and return.
        if type_ == ScriptType::ImportMap {
            crate::console::console::warn_from_engine(&h, "an import map cannot have a src attribute (it is ignored)".into());
            return queue_error_event(ctx, doc, node);
        }
        // 28.3. If src is the empty string, then queue an element task to fire an
        //       event named error at el, and return.
        if src.is_empty() {
            return queue_error_event(ctx, doc, node);
        }
        // 28.4. Set el's from an external file to true.
        if let Some(e) = h.scripts.borrow_mut().elements.get_mut(&node) {
            e.from_an_external_file = true;
        }
        // 28.5-6. Let url be the result of encoding-parsing a URL given src,
        //         relative to el's node document; failure: error event.
        let Ok(url) = p.url.join(src) else {
            return queue_error_event(ctx, doc, node);
        };
        // 28.10. Fetch a classic script or an external module script graph.
        match type_ {
            ScriptType::Classic => {
                let result = fetch_a_classic_script(ctx, &url);
                let steps = choose_steps(ctx, doc, node, p.has_async || force_async, parser_inserted, p.has_defer, type_);
                match steps {
                    // The parser's pending parsing-blocking script: it waits for
                    // the result, which is there, and executes it.
                    ReadySteps::None => {
                        set_result(ctx, node, result);
                        execute_the_script_element(ctx, doc, node);
                    }
                    ReadySteps::ParserExecuted => mark_as_ready(ctx, doc, node, result),
                    _ => queue_mark_as_ready(ctx, doc, node, result),
                }
            }
            ScriptType::Module => {
                choose_steps(ctx, doc, node, p.has_async || force_async, parser_inserted, p.has_defer, type_);
                fetch_an_external_module_script_graph(ctx, doc, node, &url);
            }
            ScriptType::ImportMap => {}
        }
        return;
    }
    // 29. If el does not have a src content attribute:
    match type_ {
        // A classic script: created now, and (31) executed at once.
        ScriptType::Classic => {
            let line = parser_line.unwrap_or(1);
            set_result(ctx, node, ScriptResult::Classic(ClassicScript { source: p.text, url: p.url.to_string(), line }));
            execute_the_script_element(ctx, doc, node);
        }
        // A module: fetch an inline module script graph; (30) it waits like a deferred
        // or async script.
        ScriptType::Module => {
            choose_steps(ctx, doc, node, p.has_async || force_async, parser_inserted, p.has_defer, type_);
            match module_script::create_an_inline_module_script(ctx, doc, &p.text, &p.url, parser_line.unwrap_or(1)) {
                Ok(module) => module_script::fetch_the_descendants_of_and_link(ctx, doc, module, module_graph_complete, node),
                Err(error) => queue_mark_as_ready(ctx, doc, node, ScriptResult::Module(ModuleScript { url: p.url.clone(), record: None, error_to_rethrow: Some(error) })),
            }
        }
        // An import map: parsed now, and (31) registered at once.
        ScriptType::ImportMap => {
            let (parsed, warnings) = match runtime::html::import_map::parse_an_import_map_string(&p.text, &p.url) {
                Ok((map, warnings)) => (Ok(map), warnings),
                Err(e) => (Err(e), Vec::new()),
            };
            set_result(ctx, node, ScriptResult::ImportMap(parsed, warnings));
            execute_the_script_element(ctx, doc, node);
        }
    }
}

/// Step 30 of preparing: which list the script waits in, and what happens when
/// its result is ready. `ReadySteps::None` is the parser's pending
/// parsing-blocking script.
fn choose_steps(ctx: &mut Context, doc: DocId, node: NodeId, async_: bool, parser_inserted: bool, defer: bool, type_: ScriptType) -> ReadySteps {
    let h = host(ctx);
    let mut scripts = h.scripts.borrow_mut();
    let lists = scripts.documents.entry(doc).or_default();
    let steps = if async_ {
        // 30.2. If el has an async attribute or el's force async is true: the set of
        //       scripts that will execute as soon as possible.
        lists.as_soon_as_possible.push(node);
        ReadySteps::AsSoonAsPossible
    } else if !parser_inserted {
        // 30.3. Otherwise, if el is not parser-inserted: the list of scripts that will
        //       execute in order as soon as possible.
        lists.in_order.push_back(node);
        ReadySteps::InOrder
    } else if defer || type_ == ScriptType::Module {
        // 30.4. Otherwise, if el has a defer attribute or el's type is "module": the list
        //       of scripts that will execute when the document has finished parsing.
        lists.finished_parsing.push_back(node);
        ReadySteps::ParserExecuted
    } else {
        // 30.5. Otherwise: the pending parsing-blocking script.
        ReadySteps::None
    };
    if let Some(e) = scripts.elements.get_mut(&node) {
        e.steps = steps;
    }
    steps
}

fn set_result(ctx: &Context, node: NodeId, result: ScriptResult) {
    if let Some(e) = host(ctx).scripts.borrow_mut().elements.get_mut(&node) {
        e.result = result;
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-classic-script
/// through the page's loader: the script, or null (with a console warning)
/// when it cannot be fetched.
fn fetch_a_classic_script(ctx: &mut Context, url: &Url) -> ScriptResult {
    let h = host(ctx);
    let loader = h.ua().loader.clone();
    let failure = match loader.load(url) {
        Ok(res) if res.status < 400 => return ScriptResult::Classic(ClassicScript { source: res.text(), url: url.to_string(), line: 1 }),
        Ok(res) => format!("status {}", res.status),
        Err(e) => e.to_string(),
    };
    crate::console::console::warn_from_engine(&h, format!("Failed to load script {url}: {failure}"));
    ScriptResult::Null
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#fetch-an-external-module-script-graph
fn fetch_an_external_module_script_graph(ctx: &mut Context, doc: DocId, node: NodeId, url: &Url) {
    match module_script::fetch_a_single_module_script(ctx, doc, url, ModuleType::JavaScript) {
        Ok(module) => module_script::fetch_the_descendants_of_and_link(ctx, doc, module, module_graph_complete, node),
        Err(error) if module_script::is_fetch_failure(ctx, doc, &error) => queue_mark_as_ready(ctx, doc, node, ScriptResult::Null),
        Err(error) => queue_mark_as_ready(ctx, doc, node, ScriptResult::Module(ModuleScript { url: url.clone(), record: None, error_to_rethrow: Some(error) })),
    }
}

/// The module graph of a script element is fetched and linked: its result
/// arrives by a networking task.
fn module_graph_complete(ctx: &mut Context, doc: DocId, node: NodeId, script: Option<ModuleScript>) {
    let result = script.map_or(ScriptResult::Null, ScriptResult::Module);
    queue_mark_as_ready(ctx, doc, node, result);
}

fn queue_mark_as_ready(ctx: &mut Context, doc: DocId, node: NodeId, result: ScriptResult) {
    host(ctx).queue_task(doc, TaskSource::Networking, Box::new(move |ctx: &mut Context| mark_as_ready(ctx, doc, node, result)));
}

/// https://html.spec.whatwg.org/multipage/scripting.html#mark-as-ready
fn mark_as_ready(ctx: &mut Context, doc: DocId, node: NodeId, result: ScriptResult) {
    let h = host(ctx);
    // 1. Set el's result to result.
    // 2. Let steps be el's steps to run when the result is ready.
    // 3. Set el's steps to run when the result is ready to null.
    let steps = {
        let mut scripts = h.scripts.borrow_mut();
        let Some(e) = scripts.elements.get_mut(&node) else { return };
        e.result = result;
        std::mem::replace(&mut e.steps, ReadySteps::None)
    };
    // 5. If steps is not null, then run steps.
    match steps {
        ReadySteps::None => {}
        ReadySteps::AsSoonAsPossible => {
            // Execute the script element el; remove el from scripts.
            execute_the_script_element(ctx, doc, node);
            if let Some(lists) = h.scripts.borrow_mut().documents.get_mut(&doc) {
                lists.as_soon_as_possible.retain(|n| *n != node);
            }
            continue_the_end(ctx, doc);
        }
        ReadySteps::InOrder => {
            // 1. If scripts[0] is not el, then abort these steps.
            // 2. While scripts is not empty, and scripts[0]'s result is not "uninitialized":
            //    execute scripts[0]; remove scripts[0].
            loop {
                let first = {
                    let scripts = h.scripts.borrow();
                    let first = scripts.documents.get(&doc).and_then(|l| l.in_order.front().copied());
                    first.filter(|n| scripts.elements.get(n).is_some_and(|e| !matches!(e.result, ScriptResult::Uninitialized)))
                };
                let Some(first) = first else { break };
                execute_the_script_element(ctx, doc, first);
                if let Some(lists) = h.scripts.borrow_mut().documents.get_mut(&doc) {
                    lists.in_order.pop_front();
                }
            }
            continue_the_end(ctx, doc);
        }
        ReadySteps::ParserExecuted => {
            if let Some(e) = h.scripts.borrow_mut().elements.get_mut(&node) {
                e.ready_to_be_parser_executed = true;
            }
            continue_the_end(ctx, doc);
        }
    }
}

/// https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element
pub fn execute_the_script_element(ctx: &mut Context, doc: DocId, node: NodeId) {
    let h = host(ctx);
    let Some((prep_doc, result, type_, external)) = h.scripts.borrow().elements.get(&node).map(|e| (e.preparation_time_document, e.result.clone(), e.type_, e.from_an_external_file)) else { return };
    // 1-2. If el's preparation-time document is not equal to its node document, then return.
    let still_there = h.doc(doc, |d| d.tree.borrow().element(node).is_some()).unwrap_or(false);
    if prep_doc != doc || !still_there {
        return;
    }
    // 4. If el's result is null, then fire an event named error at el, and return.
    if matches!(result, ScriptResult::Null) {
        return fire_at_element(ctx, doc, node, "error");
    }
    // 6. Switch on el's type:
    match (type_, result) {
        (ScriptType::Classic, ScriptResult::Classic(script)) => {
            // 1. Let oldCurrentScript be the value to which el's node
            //    document's currentScript object was most recently set.
            // 2. If el's root is not a shadow root, then set el's node
            //    document's currentScript attribute to el. Otherwise, set it
            //    to null.
            // 3. Run the classic script. 4. Set currentScript back.
            let in_shadow_tree = h.doc(doc, |d| d.tree.borrow().is_in_shadow_tree(node)).unwrap_or(false);
            let old = if in_shadow_tree {
                h.current_script.borrow_mut().remove(&doc)
            } else {
                h.current_script.borrow_mut().insert(doc, node)
            };
            // (Steps 5 and 7: an external script's document.write() cannot reopen the document.)
            crate::html::dynamic_markup_insertion::with_destructive_writes_ignored(ctx, doc, external, |ctx| {
                crate::host::in_doc_realm(ctx, doc, |ctx| crate::html::script::run_classic_script_at(ctx, &script.source, &script.url, script.line))
            });
            let mut current = h.current_script.borrow_mut();
            match old {
                Some(old) => current.insert(doc, old),
                None => current.remove(&doc),
            };
        }
        // 1. Assert: currentScript is null. 2. Run the module script.
        (ScriptType::Module, ScriptResult::Module(script)) => {
            crate::html::dynamic_markup_insertion::with_destructive_writes_ignored(ctx, doc, true, |ctx| module_script::run_a_module_script(ctx, doc, &script))
        }
        // Register an import map given el's relevant global object and el's result.
        (ScriptType::ImportMap, ScriptResult::ImportMap(parsed, warnings)) => {
            for w in warnings {
                crate::console::console::warn_from_engine(&h, w);
            }
            match parsed {
                Ok(map) => module_script::register_an_import_map(ctx, doc, map),
                // 1. If result's error to rethrow is not null, then report it and return.
                Err(e) => crate::host::in_doc_realm(ctx, doc, |ctx| {
                    let error = match e.name {
                        "SyntaxError" => boa_engine::JsNativeError::syntax(),
                        _ => boa_engine::JsNativeError::typ(),
                    };
                    let url = h.doc(doc, |d| d.url.to_string());
                    crate::html::script::report_exception_in(ctx, error.with_message(e.message).into(), url.as_deref());
                }),
            }
        }
        _ => {}
    }
    // 8. If el's from an external file is true, then fire an event named load at el.
    if external {
        fire_at_element(ctx, doc, node, "load");
    }
}

/// Prepares every script element of `doc` that script connected (or gave
/// text or a `src`) and that has not started: HTML's insertion and
/// children-changed steps for scripts, run after script changed the tree.
pub fn prepare_inserted_scripts(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let candidates = h.doc(doc, |d| {
        let t = d.tree.borrow();
        // Shadow trees included: a script becomes connected there too.
        // A parser-inserted script is prepared by the parser alone
        // (https://html.spec.whatwg.org/multipage/scripting.html#script-processing-model:
        // "a script element that is not parser-inserted" becomes connected).
        t.connected_elements_with_local_name("script", |n| t.element(n).is_some_and(|e| !e.already_started && !e.parser_inserted && e.is_html("script")))
    });
    for node in candidates.unwrap_or_default() {
        prepare_the_script_element(ctx, doc, node, None);
    }
}
