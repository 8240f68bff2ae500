//! https://dom.spec.whatwg.org/#mutation-observers: MutationObserver and
//! MutationRecord. Trees keep their changes (`runtime::dom::observe`) while
//! this agent has observers; at each microtask checkpoint (and in
//! `takeRecords()`) the changes become records in the queues of the
//! observers interested in them ("queue a mutation record"), then the
//! observers are notified. The microtask queue (`crate::page`) holds the
//! "mutation observer microtask": a change kept before a job is queued puts
//! the notification ahead of that job, as queueing the record would have
//! queued the microtask then (https://dom.spec.whatwg.org/#queue-a-mutation-observer-compound-microtask).

use boa_engine::object::builtins::JsArray;
use boa_engine::{Context, Finalize, JsObject, JsResult, JsString, JsValue, Trace};
use boa_gc::GcRefCell;
use runtime::dom::observe::{Mutation, MutationKind};

use crate::dom::node::{node_ref, wrap, wrap_opt};
use crate::generated::{Interface, MutationObserverInit, MutationObserverMethods, MutationRecordMethods};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct MutationObserver;
pub struct MutationRecord;

/// https://dom.spec.whatwg.org/#registered-observer options, resolved.
#[derive(Clone, Debug, Default)]
pub struct Options {
    child_list: bool,
    attributes: bool,
    character_data: bool,
    subtree: bool,
    attribute_old_value: bool,
    character_data_old_value: bool,
    attribute_filter: Option<Vec<String>>,
}

/// https://dom.spec.whatwg.org/#registered-observer: a node (wrapper) and options.
#[derive(Trace, Finalize, Clone)]
pub struct Registration {
    node: JsObject,
    #[unsafe_ignore_trace]
    options: Options,
}

/// https://dom.spec.whatwg.org/#transient-registered-observer: added to a
/// node removed from a subtree an observer watches with `subtree`, so that
/// the node's own subtree stays observed until the observer is notified.
/// Kept by the agent's host as (document, node, observer, options).
pub struct TransientObserver {
    doc: DocId,
    node: runtime::dom::NodeId,
    observer: JsObject,
    options: Options,
    /// The node of the registration it stands for. A transient observer
    /// added from a transient one keeps the first one's source, as Blink's
    /// transient registrations do, so that `observe()` on the source's node
    /// ends all of them (https://dom.spec.whatwg.org/#dom-mutationobserver-observe
    /// step 7.1; the test is upstream WPT's
    /// MutationObserver-transient-registered-observers.window.js).
    source: runtime::dom::NodeId,
}

/// An observer's callback, registrations (target wrapper, options) and record queue.
#[derive(Trace, Finalize)]
pub struct ObserverData {
    callback: JsObject,
    registrations: Vec<Registration>,
    records: Vec<JsObject>,
}

/// https://dom.spec.whatwg.org/#concept-mutation-record
#[derive(Trace, Finalize)]
pub struct RecordData {
    #[unsafe_ignore_trace]
    type_: &'static str,
    target: JsObject,
    added: JsObject,
    removed: JsObject,
    previous: Option<JsObject>,
    next: Option<JsObject>,
    #[unsafe_ignore_trace]
    attribute_name: Option<String>,
    #[unsafe_ignore_trace]
    attribute_namespace: Option<String>,
    #[unsafe_ignore_trace]
    old_value: Option<String>,
}

fn with_observer<R>(obj: &JsObject, f: impl FnOnce(&mut ObserverData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a MutationObserver"))?;
    match &d.kind {
        DomKind::MutationObserver(o) => Ok(f(&mut o.borrow_mut())),
        _ => Err(type_error("not a MutationObserver")),
    }
}

fn with_record<R>(obj: &JsObject, f: impl FnOnce(&RecordData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a MutationRecord"))?;
    match &d.kind {
        DomKind::MutationRecord(r) => Ok(f(r)),
        _ => Err(type_error("not a MutationRecord")),
    }
}

/// Turns the changes the observed trees kept into records in the observers'
/// queues (https://dom.spec.whatwg.org/#queue-a-mutation-record).
fn queue_mutation_records(ctx: &mut Context) -> JsResult<()> {
    let h = host(ctx);
    let (observers, docs) = h.mutation_observers.borrow().clone();
    for doc in docs {
        let Some(tree) = h.doc(doc, |d| d.tree.clone()) else { continue };
        let mutations = tree.borrow_mut().take_mutations();
        for m in mutations {
            queue_a_mutation_record(ctx, &observers, doc, &m)?;
        }
    }
    Ok(())
}

fn queue_a_mutation_record(ctx: &mut Context, observers: &[JsObject], doc: DocId, m: &Mutation) -> JsResult<()> {
    let h = host(ctx);
    // The registered observers of target's inclusive ancestors: each
    // observer's registrations, then the transient ones on those nodes.
    let mut registered: Vec<(JsObject, runtime::dom::NodeId, Options, runtime::dom::NodeId)> = Vec::new();
    for obs in observers {
        for reg in with_observer(obs, |o| o.registrations.clone())? {
            let Ok(r) = node_ref(&reg.node) else { continue };
            if r.doc == doc && m.inclusive_ancestors.contains(&r.node) {
                registered.push((obs.clone(), r.node, reg.options.clone(), r.node));
            }
        }
    }
    for t in h.transient_observers.borrow().iter() {
        if t.doc == doc && m.inclusive_ancestors.contains(&t.node) {
            registered.push((t.observer.clone(), t.node, t.options.clone(), t.source));
        }
    }
    // https://dom.spec.whatwg.org/#concept-node-remove step 13: for each
    // inclusive ancestor of parent, each of its registered observers with
    // options["subtree"] gets a transient registered observer on the
    // removed node (whose source is that registration).
    if let MutationKind::ChildList { removed, .. } = &m.kind {
        let mut transients = h.transient_observers.borrow_mut();
        for node in removed {
            for (observer, _, options, source) in registered.iter().filter(|(_, _, o, _)| o.subtree) {
                transients.push(TransientObserver { doc, node: *node, observer: observer.clone(), options: options.clone(), source: *source });
            }
        }
    }
    // 1-3. interestedObservers: for each registered observer of each node of
    //      target's inclusive ancestors, whose options match, with its oldValue flag.
    let mut interested: Vec<(JsObject, bool)> = Vec::new();
    for (obs, node, options, _) in &registered {
        // 3.1. node is not target and options["subtree"] is false: skip.
        if *node != m.target && !options.subtree {
            continue;
        }
        let (wanted, old) = match &m.kind {
            // type is "attributes": options["attributes"], and the attribute filter
            // (no namespace, local name listed) if any.
            MutationKind::Attributes { local_name, namespace, .. } => {
                let filtered = options.attribute_filter.as_ref().is_some_and(|f| namespace.is_some() || !f.contains(local_name));
                (options.attributes && !filtered, options.attribute_old_value)
            }
            MutationKind::CharacterData { .. } => (options.character_data, options.character_data_old_value),
            MutationKind::ChildList { .. } => (options.child_list, false),
        };
        if !wanted {
            continue;
        }
        // 3.2.1-2. Set interestedObservers[observer] (null first), and its
        //          oldValue when this registration asks for it.
        match interested.iter_mut().find(|(o, _)| o == obs) {
            Some((_, old_wanted)) => *old_wanted |= old,
            None => interested.push((obs.clone(), old)),
        }
    }
    if interested.is_empty() {
        return Ok(());
    }
    // 4. For each observer → mappedOldValue of interestedObservers: a new MutationRecord.
    let target = wrap(ctx, doc, m.target)?;
    for (obs, want_old) in interested {
        let (type_, added, removed, previous, next, name, namespace, old) = match &m.kind {
            MutationKind::ChildList { added, removed, previous, next } => ("childList", added.clone(), removed.clone(), *previous, *next, None, None, None),
            MutationKind::Attributes { local_name, namespace, old_value } => ("attributes", Vec::new(), Vec::new(), None, None, Some(local_name.clone()), namespace.clone(), old_value.clone()),
            MutationKind::CharacterData { old_value } => ("characterData", Vec::new(), Vec::new(), None, None, None, None, Some(old_value.clone())),
        };
        let mut added_objs = Vec::new();
        for n in added {
            added_objs.push(wrap(ctx, doc, n)?);
        }
        let mut removed_objs = Vec::new();
        for n in removed {
            removed_objs.push(wrap(ctx, doc, n)?);
        }
        let added = crate::dom::nodelist::new_list(ctx, Interface::NodeList, added_objs)?;
        let removed = crate::dom::nodelist::new_list(ctx, Interface::NodeList, removed_objs)?;
        let previous = wrap_opt(ctx, doc, previous)?;
        let next = wrap_opt(ctx, doc, next)?;
        let data = RecordData {
            type_,
            target: target.clone(),
            added,
            removed,
            previous,
            next,
            attribute_name: name,
            attribute_namespace: namespace,
            old_value: if want_old { old } else { None },
        };
        let record = reflect(ctx, Interface::MutationRecord, DomKind::MutationRecord(data))?;
        // 4.9. Enqueue record to observer's record queue.
        with_observer(&obs, |o| o.records.push(record))?;
    }
    Ok(())
}

/// Whether a tree of this agent kept changes that no mutation observer
/// microtask has turned into records yet.
pub fn mutations_pending(ctx: &Context) -> bool {
    let h = host(ctx);
    let docs = h.mutation_observers.borrow().1.clone();
    docs.into_iter().any(|doc| h.doc(doc, |d| d.tree.borrow().has_mutations()).unwrap_or(false))
}

/// Turns the changes kept so far into records and says whether the
/// mutation observer microtask would have been queued by now: an
/// observer's record queue holds a record ("queue a mutation record" step
/// 5), or a removal added transient registered observers (which queues it
/// too, as upstream WPT's MutationObserver-transient-registered-observers
/// and Chromium 156 have it).
pub fn records_queued(ctx: &mut Context) -> bool {
    let transients_before = host(ctx).transient_observers.borrow().len();
    if let Err(e) = queue_mutation_records(ctx) {
        let h = host(ctx);
        let report = h.hooks.report_exception;
        report(ctx, e);
    }
    let h = host(ctx);
    if h.transient_observers.borrow().len() > transients_before {
        return true;
    }
    let observers = h.mutation_observers.borrow().0.clone();
    observers.iter().any(|o| with_observer(o, |d| !d.records.is_empty()).unwrap_or(false))
}

/// https://dom.spec.whatwg.org/#notify-mutation-observers, run when the
/// microtask queue is empty. Returns whether any callback ran (it may have
/// queued jobs or changes).
pub fn notify_mutation_observers(ctx: &mut Context) -> bool {
    let h = host(ctx);
    if h.mutation_observers.borrow().0.is_empty() {
        return false;
    }
    if let Err(e) = queue_mutation_records(ctx) {
        let report = h.hooks.report_exception;
        report(ctx, e);
    }
    // 3. Let notifySet be a clone of the surrounding agent's mutation observers.
    let observers = h.mutation_observers.borrow().0.clone();
    let mut ran = false;
    // 6. For each mo of notifySet:
    for mo in observers {
        // 6.4. Remove all transient registered observers whose observer is mo.
        h.transient_observers.borrow_mut().retain(|t| t.observer != mo);
        // 6.1-6.3. Let records be a clone of mo's record queue; empty it.
        let Ok((records, callback)) = with_observer(&mo, |o| (std::mem::take(&mut o.records), o.callback.clone())) else { continue };
        // 6.5. If records is not empty, invoke mo's callback with « records, mo » and mo.
        if records.is_empty() {
            continue;
        }
        ran = true;
        let list = JsArray::from_iter(records.into_iter().map(JsValue::from), ctx);
        if let Err(e) = callback.call(&mo.clone().into(), &[list.into(), mo.clone().into()], ctx) {
            let report = h.hooks.report_exception;
            report(ctx, e);
        }
    }
    ran
}

impl MutationObserverMethods for MutationObserver {
    /// https://dom.spec.whatwg.org/#dom-mutationobserver-mutationobserver
    fn constructor(ctx: &mut Context, proto: JsObject, callback: JsObject) -> JsResult<JsObject> {
        let data = ObserverData { callback, registrations: Vec::new(), records: Vec::new() };
        reflect_with_proto(ctx, proto, Interface::MutationObserver, DomKind::MutationObserver(GcRefCell::new(data)))
    }
    /// https://dom.spec.whatwg.org/#dom-mutationobserver-observe
    fn observe(ctx: &mut Context, this: &JsObject, target: JsObject, options: MutationObserverInit) -> JsResult<()> {
        let mut o = Options {
            child_list: options.child_list,
            attributes: options.attributes.unwrap_or(false),
            character_data: options.character_data.unwrap_or(false),
            subtree: options.subtree,
            attribute_old_value: options.attribute_old_value.unwrap_or(false),
            character_data_old_value: options.character_data_old_value.unwrap_or(false),
            attribute_filter: options.attribute_filter.map(|f| f.iter().map(JsString::to_std_string_lossy).collect()),
        };
        // 1. If attributeOldValue or attributeFilter is present and attributes is omitted, set attributes to true.
        if options.attributes.is_none() && (options.attribute_old_value.is_some() || o.attribute_filter.is_some()) {
            o.attributes = true;
        }
        // 2. If characterDataOldValue is present and characterData is omitted, set characterData to true.
        if options.character_data.is_none() && options.character_data_old_value.is_some() {
            o.character_data = true;
        }
        // 3. If none of childList, attributes, and characterData is true, throw a TypeError.
        if !o.child_list && !o.attributes && !o.character_data {
            return Err(type_error("Failed to execute 'observe' on 'MutationObserver': The options object must set at least one of 'attributes', 'characterData', or 'childList' to true."));
        }
        // 4. If attributeOldValue is true and attributes is false, throw a TypeError.
        if o.attribute_old_value && !o.attributes {
            return Err(type_error("Failed to execute 'observe' on 'MutationObserver': The options object may only set 'attributeOldValue' to true when 'attributes' is true or not present."));
        }
        // 5. If attributeFilter is present and attributes is false, throw a TypeError.
        if o.attribute_filter.is_some() && !o.attributes {
            return Err(type_error("Failed to execute 'observe' on 'MutationObserver': The options object may only set 'attributeFilter' when 'attributes' is true or not present."));
        }
        // 6. If characterDataOldValue is true and characterData is false, throw a TypeError.
        if o.character_data_old_value && !o.character_data {
            return Err(type_error("Failed to execute 'observe' on 'MutationObserver': The options object may only set 'characterDataOldValue' to true when 'characterData' is true or not present."));
        }
        let target_ref = node_ref(&target)?;
        let doc = target_ref.doc;
        // Changes made before this call are not this observer's: deliver them to the others first.
        queue_mutation_records(ctx)?;
        // 7-8. Replace the options of this's registration for target, or add one.
        let replaced = with_observer(this, |d| match d.registrations.iter_mut().find(|r| r.node == target) {
            Some(reg) => {
                reg.options = o;
                true
            }
            None => {
                d.registrations.push(Registration { node: target.clone(), options: o });
                false
            }
        })?;
        let h = host(ctx);
        // 7.1. Remove all transient registered observers whose source is the registration replaced.
        if replaced {
            h.transient_observers.borrow_mut().retain(|t| !(t.observer == *this && t.doc == doc && t.source == target_ref.node));
        }
        {
            let mut list = h.mutation_observers.borrow_mut();
            if !list.0.contains(this) {
                list.0.push(this.clone());
            }
            if !list.1.contains(&doc) {
                list.1.push(doc);
            }
        }
        if let Some(tree) = h.doc(doc, |d| d.tree.clone()) {
            tree.borrow_mut().record_mutations(true);
        }
        Ok(())
    }
    /// https://dom.spec.whatwg.org/#dom-mutationobserver-disconnect
    fn disconnect(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        // 1-2. Remove every registration of this; empty its record queue.
        with_observer(this, |d| {
            d.registrations.clear();
            d.records.clear();
        })?;
        let h = host(ctx);
        h.transient_observers.borrow_mut().retain(|t| &t.observer != this);
        let docs = {
            let mut list = h.mutation_observers.borrow_mut();
            list.0.retain(|o| o != this);
            if list.0.is_empty() { std::mem::take(&mut list.1) } else { Vec::new() }
        };
        // No observer left: the trees stop keeping changes.
        for doc in docs {
            if let Some(tree) = h.doc(doc, |d| d.tree.clone()) {
                tree.borrow_mut().record_mutations(false);
            }
        }
        Ok(())
    }
    /// https://dom.spec.whatwg.org/#dom-mutationobserver-takerecords
    fn take_records(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsObject>> {
        queue_mutation_records(ctx)?;
        with_observer(this, |d| std::mem::take(&mut d.records))
    }
}

impl MutationRecordMethods for MutationRecord {
    fn get_type(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        with_record(this, |r| JsString::from(r.type_))
    }
    fn get_target(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_record(this, |r| r.target.clone())
    }
    fn get_added_nodes(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_record(this, |r| r.added.clone())
    }
    fn get_removed_nodes(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        with_record(this, |r| r.removed.clone())
    }
    fn get_previous_sibling(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        with_record(this, |r| r.previous.clone())
    }
    fn get_next_sibling(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        with_record(this, |r| r.next.clone())
    }
    fn get_attribute_name(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        with_record(this, |r| r.attribute_name.as_deref().map(JsString::from))
    }
    fn get_attribute_namespace(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        with_record(this, |r| r.attribute_namespace.as_deref().map(JsString::from))
    }
    fn get_old_value(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        with_record(this, |r| r.old_value.as_deref().map(JsString::from))
    }
}
