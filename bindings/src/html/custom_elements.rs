//! https://html.spec.whatwg.org/multipage/custom-elements.html: the script
//! side of custom element definitions (constructors, lifecycle callbacks,
//! construction stacks), upgrades, the HTML element constructor that a
//! custom element class reaches through `super()`, and the invocation of the
//! reactions the node tree enqueues (see `runtime::dom::custom_elements`).
//!
//! The reactions of a `[CEReactions]` member run when it returns (the
//! generated bindings call [`push_element_queue`] and [`pop_element_queue`]);
//! those of the parser (the backup element queue) at the next microtask
//! checkpoint ([`process_the_backup_element_queue`]).

use std::collections::HashSet;

use boa_engine::object::builtins::JsPromise;
use boa_engine::builtins::promise::ResolvingFunctions;
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use runtime::dom::{CustomElementState, DefinitionId, NodeId, Reaction};

use crate::generated::Interface;
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;

/// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-definition
pub struct Definition {
    /// The Window (by its document) whose registry holds the definition.
    pub window: DocId,
    /// The name, which is also the local name (autonomous custom elements only).
    pub name: String,
    pub constructor: JsObject,
    pub observed_attributes: Vec<String>,
    pub connected: Option<JsObject>,
    pub disconnected: Option<JsObject>,
    pub adopted: Option<JsObject>,
    pub attribute_changed: Option<JsObject>,
    /// Which callbacks it has and its observed attributes, as the tree
    /// needs them to enqueue callback reactions.
    pub filter: std::sync::Arc<runtime::dom::CallbackFilter>,
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#concept-custom-element-definition-construction-stack:
    /// elements being upgraded; `None` is the "already constructed" marker.
    pub construction_stack: Vec<Option<(DocId, NodeId)>>,
}

/// The definitions of every registry of an agent (a [`DefinitionId`] is an
/// index), and the registries' pending `whenDefined` promises.
#[derive(Default)]
pub struct Definitions {
    pub list: Vec<Definition>,
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#when-defined-promise-map:
    /// (registry's Window, name, promise, its resolving functions).
    pub when_defined: Vec<(DocId, String, JsPromise, ResolvingFunctions)>,
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#element-definition-is-running,
    /// by registry.
    pub definition_is_running: HashSet<DocId>,
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions-stack:
    /// its element queues, and its backup element queue.
    /// An element is held by its wrapper, which follows it when adoption
    /// moves it into another document's tree.
    element_queue_stack: Vec<Vec<JsObject>>,
    backup_element_queue: Vec<JsObject>,
}

impl Definitions {
    /// The definition of `window`'s registry with this constructor.
    pub fn by_constructor(&self, window: DocId, constructor: &JsObject) -> Option<DefinitionId> {
        self.list.iter().position(|d| d.window == window && JsObject::equals(&d.constructor, constructor)).map(|i| DefinitionId(i as u32))
    }

    /// The definition of `window`'s registry with this name.
    pub fn by_name(&self, window: DocId, name: &str) -> Option<DefinitionId> {
        self.list.iter().position(|d| d.window == window && d.name == name).map(|i| DefinitionId(i as u32))
    }

    pub fn get(&self, id: DefinitionId) -> Option<&Definition> {
        self.list.get(id.0 as usize)
    }

    fn get_mut(&mut self, id: DefinitionId) -> Option<&mut Definition> {
        self.list.get_mut(id.0 as usize)
    }
}

/// The elements this agent's trees enqueued reactions for since last asked
/// (https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-an-element-on-the-appropriate-element-queue).
fn take_enqueued_elements(ctx: &Context) -> Vec<(DocId, NodeId)> {
    let h = host(ctx);
    if h.custom_elements.borrow().list.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for doc in h.document_ids() {
        if let Some(elements) = h.doc(doc, |d| d.tree.borrow_mut().take_enqueued_custom_elements()) {
            out.extend(elements.into_iter().map(|n| (doc, n)));
        }
    }
    out
}

/// Adds what the trees enqueued to the current element queue, or to the
/// backup element queue when the stack is empty.
fn file_enqueued_elements(ctx: &mut Context) {
    let enqueued = take_enqueued_elements(ctx);
    if enqueued.is_empty() {
        return;
    }
    let mut elements = Vec::with_capacity(enqueued.len());
    for (doc, node) in enqueued {
        if let Ok(element) = crate::dom::node::wrap(ctx, doc, node) {
            elements.push(element);
        }
    }
    let h = host(ctx);
    let mut defs = h.custom_elements.borrow_mut();
    match defs.element_queue_stack.last_mut() {
        Some(queue) => queue.extend(elements),
        None => defs.backup_element_queue.extend(elements),
    }
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#cereactions
/// step 1: push a new element queue onto the custom element reactions stack
/// (what was enqueued before belongs to the queue below it).
pub fn push_element_queue(ctx: &mut Context) {
    file_enqueued_elements(ctx);
    host(ctx).custom_elements.borrow_mut().element_queue_stack.push(Vec::new());
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#cereactions
/// step 3: pop the element queue from the custom element reactions stack,
/// and invoke custom element reactions in that queue.
pub fn pop_element_queue(ctx: &mut Context) {
    file_enqueued_elements(ctx);
    let queue = host(ctx).custom_elements.borrow_mut().element_queue_stack.pop().unwrap_or_default();
    invoke_custom_element_reactions(ctx, queue);
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#processing-the-backup-element-queue,
/// at a microtask checkpoint: the reactions enqueued outside any
/// `[CEReactions]` member (by the parser).
pub fn process_the_backup_element_queue(ctx: &mut Context) {
    file_enqueued_elements(ctx);
    let h = host(ctx);
    if !h.custom_elements.borrow().element_queue_stack.is_empty() {
        return;
    }
    let queue = std::mem::take(&mut h.custom_elements.borrow_mut().backup_element_queue);
    invoke_custom_element_reactions(ctx, queue);
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#invoke-custom-element-reactions:
/// for each element of the queue, each reaction of its reaction queue in
/// turn (one that throws is reported and the rest run).
fn invoke_custom_element_reactions(ctx: &mut Context, queue: Vec<JsObject>) {
    for element in queue {
        let Ok(crate::webidl::kind::NodeRef { doc, node }) = crate::dom::node::node_ref(&element) else { continue };
        // An element whose upgrade is running (state "failed" with a
        // definition) keeps its reactions for the loop that runs the
        // upgrade, which invokes them once the constructor returned, as
        // Chromium does: not from an element queue its constructor's own
        // changes popped.
        let upgrading = host(ctx).doc(doc, |d| d.tree.borrow().custom_element_state(node)).flatten().is_some_and(|(s, def)| s == CustomElementState::Failed && def.is_some());
        if upgrading {
            continue;
        }
        // 1.2-1.3. While reactions is not empty: remove the first element of
        //    reactions and invoke it.
        while let Some(reaction) = host(ctx).doc(doc, |d| d.tree.borrow_mut().next_custom_element_reaction(node)).flatten() {
            if let Err(e) = invoke_reaction(ctx, doc, node, reaction) {
                crate::html::script::report_exception(ctx, e);
            }
        }
    }
}

/// One reaction of `node`: an upgrade, or its definition's callback for
/// it (none when the definition has no such callback or does not observe
/// the attribute).
fn invoke_reaction(ctx: &mut Context, doc: DocId, node: NodeId, reaction: Reaction) -> JsResult<()> {
    let h = host(ctx);
    let Some((state, definition)) = h.doc(doc, |d| d.tree.borrow().custom_element_state(node)).flatten() else { return Ok(()) };
    let element = crate::dom::node::wrap(ctx, doc, node)?;
    if let Reaction::Upgrade(definition) = reaction {
        return upgrade(ctx, doc, node, &element, definition);
    }
    let Some(definition) = definition.filter(|_| state == CustomElementState::Custom) else { return Ok(()) };
    let (callback, args): (Option<JsObject>, Vec<JsValue>) = {
        let defs = h.custom_elements.borrow();
        let Some(def) = defs.get(definition) else { return Ok(()) };
        match reaction {
            Reaction::Connected => (def.connected.clone(), Vec::new()),
            Reaction::Disconnected => (def.disconnected.clone(), Vec::new()),
            Reaction::Adopted { old_document, new_document } => {
                drop(defs);
                let old = document_wrapper(ctx, old_document)?;
                let new = document_wrapper(ctx, new_document)?;
                let callback = h.custom_elements.borrow().get(definition).and_then(|d| d.adopted.clone());
                (callback, vec![old, new])
            }
            Reaction::AttributeChanged { local_name, old_value, value, namespace } => {
                // https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-a-custom-element-callback-reaction
                // step 4: only an attribute in the observed attributes list.
                if !def.observed_attributes.iter().any(|a| *a == local_name) {
                    return Ok(());
                }
                let string_or_null = |s: Option<String>| s.map_or(JsValue::null(), |s| JsString::from(s.as_str()).into());
                (def.attribute_changed.clone(), vec![JsString::from(local_name.as_str()).into(), string_or_null(old_value), string_or_null(value), string_or_null(namespace)])
            }
            Reaction::Upgrade(_) => (None, Vec::new()),
        }
    };
    if let Some(callback) = callback {
        // https://webidl.spec.whatwg.org/#invoke-a-callback-function with the element as this.
        callback.call(&element.into(), &args, ctx)?;
    }
    Ok(())
}

/// The wrapper of a Document node, whichever of this agent's documents it is.
fn document_wrapper(ctx: &mut Context, document_node: NodeId) -> JsResult<JsValue> {
    let h = host(ctx);
    let doc = h.document_ids().into_iter().find(|&d| h.doc(d, |s| s.tree.borrow().document() == document_node).unwrap_or(false));
    match doc {
        Some(doc) => Ok(crate::dom::node::wrap(ctx, doc, document_node)?.into()),
        None => Ok(JsValue::null()),
    }
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#concept-upgrade-an-element
pub fn upgrade(ctx: &mut Context, doc: DocId, node: NodeId, element: &JsObject, definition: DefinitionId) -> JsResult<()> {
    let h = host(ctx);
    // 1. If element's custom element state is not "undefined" or "uncustomized", then return.
    let state = h.doc(doc, |d| d.tree.borrow().custom_element_state(node)).flatten().map(|(s, _)| s);
    if !matches!(state, Some(CustomElementState::Undefined | CustomElementState::Uncustomized)) {
        return Ok(());
    }
    let Some((constructor, filter)) = h.custom_elements.borrow().get(definition).map(|d| (d.constructor.clone(), d.filter.clone())) else { return Ok(()) };
    h.doc(doc, |d| {
        let mut t = d.tree.borrow_mut();
        // 2. Set element's custom element definition to definition.
        // 3. Set element's custom element state to "failed".
        t.set_custom_element_state(node, CustomElementState::Failed, Some(definition));
        t.set_custom_element_callbacks(node, filter);
        // 4. For each attribute in element's attribute list, in order, enqueue
        //    an attributeChangedCallback reaction (« local name, null, value, namespace »).
        let attrs: Vec<Reaction> = t
            .element(node)
            .map(|e| {
                e.attrs
                    .iter()
                    .map(|a| Reaction::AttributeChanged {
                        local_name: a.name.local.to_string(),
                        old_value: None,
                        value: Some(a.value.to_string()),
                        namespace: (!a.name.ns.is_empty()).then(|| a.name.ns.to_string()),
                    })
                    .collect()
            })
            .unwrap_or_default();
        for reaction in attrs {
            t.enqueue_custom_element_callback_reaction(node, reaction);
        }
        // 5. If element is connected, then enqueue a connectedCallback reaction.
        if t.is_connected(node) {
            t.enqueue_custom_element_callback_reaction(node, Reaction::Connected);
        }
    });
    // 6. Add element to the end of definition's construction stack.
    if let Some(d) = h.custom_elements.borrow_mut().get_mut(definition) {
        d.construction_stack.push(Some((doc, node)));
    }
    // 7-8. Let C be definition's constructor; let constructResult be Construct(C).
    let result = constructor.construct(&[], None, ctx);
    // 8 (finally). Remove the last entry from the end of definition's construction stack.
    if let Some(d) = h.custom_elements.borrow_mut().get_mut(definition) {
        d.construction_stack.pop();
    }
    // 9. If SameValue(constructResult, element) is false, then throw a TypeError.
    let result = result.and_then(|r| {
        if JsObject::equals(&r, element) {
            Ok(())
        } else {
            Err(type_error("Failed to upgrade a custom element: the constructor did not return the element"))
        }
    });
    if let Err(e) = result {
        // 8 (on an abrupt completion): the element's definition becomes null
        // (its state stays "failed") and its reaction queue is emptied.
        h.doc(doc, |d| d.tree.borrow_mut().custom_element_upgrade_failed(node));
        return Err(e);
    }
    // 10. Set element's custom element state to "custom". The reactions of
    //     steps 4-5 run next, as the rest of the element's reaction queue.
    h.doc(doc, |d| d.tree.borrow_mut().set_custom_element_state(node, CustomElementState::Custom, Some(definition)));
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors,
/// run by `super()` in a custom element class's constructor (`this` is
/// NewTarget).
pub fn html_element_constructor(ctx: &mut Context, new_target: &JsValue, iface: Interface) -> JsResult<JsObject> {
    let h = host(ctx);
    // 1. Let registry be the current global object's CustomElementRegistry object.
    let window = crate::host::current_doc(ctx);
    let Some(new_target) = new_target.as_object().filter(|o| o.is_constructor()) else {
        return Err(type_error(format!("Failed to construct '{}': Please use the 'new' operator, this DOM object constructor cannot be called as a function.", iface.name())));
    };
    // 2. If NewTarget is equal to the active function object, then throw a TypeError.
    let active = ctx.realm().host_defined().get::<crate::webidl::reflect::Protos>().and_then(|p| p.interface_object(iface));
    if active.is_some_and(|a| JsObject::equals(&a, &new_target)) {
        return Err(type_error(format!("Failed to construct '{}': Illegal constructor", iface.name())));
    }
    // 3. Let definition be the item in registry's custom element definition
    //    set with constructor equal to NewTarget. If there is no such item,
    //    then throw a TypeError.
    let Some(definition) = h.custom_elements.borrow().by_constructor(window, &new_target) else {
        return Err(type_error(format!("Failed to construct '{}': Illegal constructor", iface.name())));
    };
    // 5. If definition's local name is equal to definition's name (an
    //    autonomous custom element): if the active function object is not
    //    HTMLElement, then throw a TypeError.
    if iface != Interface::HTMLElement {
        return Err(type_error(format!("Failed to construct '{}': Illegal constructor", iface.name())));
    }
    // 7. Let prototype be ? Get(NewTarget, "prototype").
    // 8. If Type(prototype) is not Object: the realm's HTMLElement prototype.
    let prototype = crate::webidl::reflect::prototype_from_new_target(&new_target.clone().into(), iface, ctx)?;
    // 9. If definition's construction stack is empty, then: a new element
    //    implementing HTMLElement, with no attributes, the HTML namespace,
    //    definition's local name, custom element state "custom", definition,
    //    and the current global object's associated Document as its node
    //    document; its prototype is prototype.
    let top = h.custom_elements.borrow().get(definition).map(|d| (d.construction_stack.last().cloned(), d.name.clone(), d.filter.clone()));
    let Some((top, local_name, filter)) = top else { return Err(type_error("Illegal constructor")) };
    let Some(top) = top else {
        let node = h.doc(window, |d| d.tree.borrow_mut().create_custom_element(&local_name, definition, filter)).ok_or_else(|| type_error("Illegal constructor: no document"))?;
        let element = crate::dom::node::wrap(ctx, window, node)?;
        element.set_prototype(Some(prototype));
        return Ok(element);
    };
    // 10. Let element be the last entry in definition's construction stack.
    // 11. If element is an already constructed marker, then throw a TypeError.
    let Some((doc, node)) = top else {
        return Err(type_error("Failed to construct a custom element: the element was already constructed (did the constructor call super() twice?)"));
    };
    // 12. Perform ? element.[[SetPrototypeOf]](prototype).
    let element = crate::dom::node::wrap(ctx, doc, node)?;
    element.set_prototype(Some(prototype));
    // 13. Replace the last entry in definition's construction stack with an already constructed marker.
    if let Some(d) = h.custom_elements.borrow_mut().get_mut(definition) {
        if let Some(last) = d.construction_stack.last_mut() {
            *last = None;
        }
    }
    // 14. Return element.
    Ok(element)
}

/// https://dom.spec.whatwg.org/#concept-create-element step 6.1 (an
/// autonomous custom element with the synchronous custom elements flag
/// set, as `createElement` creates one): the element its defined
/// constructor makes, checked; when that throws, the exception is reported
/// and the element is a "failed" HTMLUnknownElement. `None` when the
/// document's registry does not define the name.
pub fn create_an_element_synchronously(ctx: &mut Context, doc: DocId, name: &runtime::dom::QualName) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    // 3. Let definition be the result of looking up a custom element definition.
    let Some(definition) = h.doc(doc, |d| d.tree.borrow().look_up_a_custom_element_definition(&name.ns, &name.local)).flatten() else { return Ok(None) };
    let Some(constructor) = h.custom_elements.borrow().get(definition).map(|d| d.constructor.clone()) else { return Ok(None) };
    // 6.1.1-6.1.2. Let C be definition's constructor; set result to ? Construct(C).
    let result = constructor.construct(&[], None, ctx).and_then(|r| check_constructed(ctx, doc, r, name));
    match result {
        Ok((element, node)) => {
            // 6.1.3.11. Set result's namespace prefix to prefix.
            h.doc(doc, |d| d.tree.borrow_mut().set_custom_element_prefix(node, name.prefix.clone()));
            Ok(Some(element))
        }
        Err(e) => {
            // 6.1.4. If any of these steps threw: report the exception, and
            //    set result to a new HTMLUnknownElement whose custom element
            //    state is "failed".
            crate::html::script::report_exception(ctx, e);
            let node = h.doc(doc, |d| d.tree.borrow_mut().create_failed_custom_element(name.clone())).ok_or_else(|| type_error("no such document"))?;
            Ok(Some(crate::dom::node::wrap(ctx, doc, node)?))
        }
    }
}

/// https://dom.spec.whatwg.org/#concept-create-element steps 6.1.3.3-6.1.3.10:
/// what the constructor returned must be a new HTML element of this
/// document with this local name, no attributes, no children and no parent.
fn check_constructed(ctx: &mut Context, doc: DocId, result: JsObject, name: &runtime::dom::QualName) -> JsResult<(JsObject, NodeId)> {
    // The IDL conversion of the result to HTMLElement.
    if !crate::webidl::reflect::implements(&result, Interface::HTMLElement) {
        return Err(type_error("Failed to create a custom element: the constructor did not return an HTMLElement"));
    }
    let r = crate::dom::node::node_ref(&result)?;
    let fine = r.doc == doc
        && host(ctx).doc(doc, |d| {
            let t = d.tree.borrow();
            t.element(r.node).is_some_and(|e| e.attrs.is_empty() && e.name.local == name.local) && t.first_child(r.node).is_none() && t.parent(r.node).is_none()
        }) == Some(true);
    if !fine {
        return Err(crate::webidl::exception::dom_exception(ctx, "NotSupportedError", "Failed to create a custom element: the result must not have attributes, children or a parent, and must be of this document and name"));
    }
    Ok((result, r.node))
}
