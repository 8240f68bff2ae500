//! What the node tree knows of custom elements: each element's custom
//! element state and definition (https://dom.spec.whatwg.org/#concept-element-custom-element-state),
//! the definitions of the document's registry, by local name, and the
//! custom element reactions that changes of the tree enqueue
//! (https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions).
//!
//! The script host owns the rest of a definition (its constructor, its
//! lifecycle callbacks, its observed attributes) and the stack of element
//! queues; it takes the elements that got reactions
//! ([`Tree::take_enqueued_custom_elements`]) and invokes each one's
//! reaction queue ([`Tree::next_custom_element_reaction`]). The tree
//! enqueues every callback reaction a custom element may have, and the host
//! drops those whose definition has no such callback (or does not observe
//! the attribute), which is the same as not enqueuing them.

use std::collections::{HashMap, VecDeque};

use html5ever::{ns, LocalName, Namespace};

use super::{NodeData, NodeId, Tree};

/// https://dom.spec.whatwg.org/#concept-element-custom-element-state
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CustomElementState {
    #[default]
    Uncustomized,
    Undefined,
    Failed,
    Precustomized,
    Custom,
}

/// What of a definition decides whether a callback reaction is enqueued
/// (https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-a-custom-element-callback-reaction
/// steps 2-4): which lifecycle callbacks it has, and its observed
/// attributes. A custom element carries its definition's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CallbackFilter {
    pub connected: bool,
    pub disconnected: bool,
    pub adopted: bool,
    pub attribute_changed: bool,
    pub observed_attributes: Vec<String>,
}

impl CallbackFilter {
    /// Whether `reaction` would call a callback of the definition.
    fn wants(&self, reaction: &Reaction) -> bool {
        match reaction {
            Reaction::Upgrade(_) => true,
            Reaction::Connected => self.connected,
            Reaction::Disconnected => self.disconnected,
            Reaction::Adopted { .. } => self.adopted,
            Reaction::AttributeChanged { local_name, .. } => self.attribute_changed && self.observed_attributes.iter().any(|a| a == local_name),
        }
    }
}

/// A custom element definition, numbered by the script host (unique within
/// an agent, so that an element adopted into another document keeps it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DefinitionId(pub u32);

/// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reaction-queue:
/// an upgrade reaction or a callback reaction (the callback's arguments).
#[derive(Clone, Debug, PartialEq)]
pub enum Reaction {
    Upgrade(DefinitionId),
    Connected,
    Disconnected,
    /// The Document nodes the element moved from and to (each of its own tree).
    Adopted { old_document: NodeId, new_document: NodeId },
    AttributeChanged { local_name: String, old_value: Option<String>, value: Option<String>, namespace: Option<String> },
}

/// A tree's custom element bookkeeping.
#[derive(Debug, Default)]
pub(crate) struct CustomElements {
    /// The autonomous custom element definitions of this document's
    /// registry (https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-definition),
    /// by local name; empty for a document without a browsing context.
    definitions: HashMap<LocalName, DefinitionId>,
    /// Each element's custom element reaction queue
    /// (https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reaction-queue).
    queues: HashMap<NodeId, VecDeque<Reaction>>,
    /// The elements that got a reaction since the script host last took
    /// them, in order: the host adds them to its current element queue
    /// (https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-an-element-on-the-appropriate-element-queue).
    enqueued: Vec<NodeId>,
    /// Whether this tree ever had a definition or a custom element: until
    /// then no reaction can arise, and changes skip the walk.
    active: bool,
}

impl Tree {
    /// Adds a definition to this document's registry and enqueues an upgrade
    /// reaction for each candidate
    /// (https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define
    /// steps 15-16: the HTML elements with this local name among the
    /// document's shadow-including descendants, in shadow-including tree order).
    pub fn define_custom_element(&mut self, local_name: &str, definition: DefinitionId) {
        let local = LocalName::from(local_name);
        self.custom.active = true;
        self.custom.definitions.insert(local.clone(), definition);
        let candidates = self.connected_elements_with_local_name(local_name, |n| self.element(n).is_some_and(|e| e.name.ns == ns!(html)));
        for element in candidates {
            self.enqueue_custom_element_reaction(element, Reaction::Upgrade(definition));
        }
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-definition
    /// for an autonomous custom element (`is` null) of this document.
    pub fn look_up_a_custom_element_definition(&self, namespace: &Namespace, local_name: &str) -> Option<DefinitionId> {
        // 2. If namespace is not the HTML namespace, then return null.
        if *namespace != ns!(html) {
            return None;
        }
        // 4-5. The entry whose name and local name are localName.
        self.custom.definitions.get(&LocalName::from(local_name)).copied()
    }

    /// An element's custom element state and definition.
    pub fn custom_element_state(&self, element: NodeId) -> Option<(CustomElementState, Option<DefinitionId>)> {
        self.element(element).map(|e| (e.custom_state, e.custom_definition))
    }

    /// Sets what decides which callback reactions an element gets (its definition's).
    pub fn set_custom_element_callbacks(&mut self, element: NodeId, filter: std::sync::Arc<CallbackFilter>) {
        if let Some(e) = self.element_mut(element) {
            e.custom_callbacks = Some(filter);
        }
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-a-custom-element-callback-reaction:
    /// enqueues `reaction` only when the element's definition has the
    /// callback (and, for attributeChangedCallback, observes the attribute).
    pub fn enqueue_custom_element_callback_reaction(&mut self, element: NodeId, reaction: Reaction) {
        let wanted = self.element(element).and_then(|e| e.custom_callbacks.as_ref()).is_some_and(|f| f.wants(&reaction));
        if wanted {
            self.enqueue_custom_element_reaction(element, reaction);
        }
    }

    /// Sets an element's custom element state (and definition, when given).
    pub fn set_custom_element_state(&mut self, element: NodeId, state: CustomElementState, definition: Option<DefinitionId>) {
        if state == CustomElementState::Custom {
            self.custom.active = true;
        }
        if let Some(e) = self.element_mut(element) {
            e.custom_state = state;
            if definition.is_some() {
                e.custom_definition = definition;
            }
        }
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#concept-upgrade-an-element
    /// step 8 on an exception: the element keeps state "failed", loses its
    /// definition, and its reaction queue is emptied.
    pub fn custom_element_upgrade_failed(&mut self, element: NodeId) {
        if let Some(e) = self.element_mut(element) {
            e.custom_state = CustomElementState::Failed;
            e.custom_definition = None;
            e.custom_callbacks = None;
        }
        self.custom.queues.remove(&element);
    }

    /// https://dom.spec.whatwg.org/#concept-create-element step 6.1.3 on an
    /// exception: an element of this name whose state is "failed" (an
    /// HTMLUnknownElement), without an upgrade reaction.
    pub fn create_failed_custom_element(&mut self, name: html5ever::QualName) -> NodeId {
        let id = self.new_element(name, Vec::new());
        self.custom_element_upgrade_failed(id);
        id
    }

    /// https://dom.spec.whatwg.org/#concept-create-element step 6.1.3.11:
    /// the namespace prefix of an element a constructor made.
    pub fn set_custom_element_prefix(&mut self, element: NodeId, prefix: Option<html5ever::Prefix>) {
        if let Some(e) = self.element_mut(element) {
            e.name.prefix = prefix;
        }
    }

    /// Appends a reaction to `element`'s reaction queue, and the element to
    /// the elements the script host has yet to take.
    pub fn enqueue_custom_element_reaction(&mut self, element: NodeId, reaction: Reaction) {
        self.custom.active = true;
        self.custom.queues.entry(element).or_default().push_back(reaction);
        self.custom.enqueued.push(element);
    }

    /// The elements that got reactions since the last call, in order (an
    /// element may appear more than once).
    pub fn take_enqueued_custom_elements(&mut self) -> Vec<NodeId> {
        std::mem::take(&mut self.custom.enqueued)
    }

    /// Removes and returns the first reaction of `element`'s reaction queue.
    pub fn next_custom_element_reaction(&mut self, element: NodeId) -> Option<Reaction> {
        let queue = self.custom.queues.get_mut(&element)?;
        let reaction = queue.pop_front();
        if queue.is_empty() {
            self.custom.queues.remove(&element);
        }
        reaction
    }

    /// https://dom.spec.whatwg.org/#concept-create-element steps 5-6, for an
    /// element the tree just made without the synchronous custom elements
    /// flag (the parser's, a clone): a defined name gets state "undefined"
    /// and an upgrade reaction; a valid custom element name, "undefined";
    /// anything else, "uncustomized".
    pub(crate) fn custom_element_created(&mut self, element: NodeId) {
        let Some(e) = self.element(element) else { return };
        if e.name.ns != ns!(html) {
            return;
        }
        let local = e.name.local.clone();
        if let Some(definition) = self.look_up_a_custom_element_definition(&ns!(html), &local) {
            self.set_custom_element_state(element, CustomElementState::Undefined, None);
            self.enqueue_custom_element_reaction(element, Reaction::Upgrade(definition));
        } else if super::shadow::is_valid_custom_element_name(&local) {
            self.set_custom_element_state(element, CustomElementState::Undefined, None);
        }
    }

    /// https://dom.spec.whatwg.org/#concept-node-insert step 7.7: each
    /// connected shadow-including inclusive descendant of `node` that is
    /// custom gets a connectedCallback reaction; each other one, tries to
    /// upgrade (https://html.spec.whatwg.org/multipage/custom-elements.html#concept-try-upgrade).
    pub(crate) fn custom_elements_inserted(&mut self, node: NodeId) {
        if !self.custom.active || !self.is_connected(node) {
            return;
        }
        for n in self.shadow_including_inclusive_elements(node) {
            let Some(e) = self.element(n) else { continue };
            if e.custom_state == CustomElementState::Custom {
                self.enqueue_custom_element_callback_reaction(n, Reaction::Connected);
            } else if let Some(definition) = self.look_up_a_custom_element_definition(&e.name.ns, &e.name.local) {
                self.enqueue_custom_element_reaction(n, Reaction::Upgrade(definition));
            }
        }
    }

    /// https://dom.spec.whatwg.org/#concept-node-remove steps 14 and 15.3:
    /// each custom shadow-including inclusive descendant of a node removed
    /// from a connected parent gets a disconnectedCallback reaction.
    pub(crate) fn custom_elements_removed(&mut self, node: NodeId, old_parent: NodeId) {
        if !self.custom.active || !self.is_connected(old_parent) {
            return;
        }
        for n in self.shadow_including_inclusive_elements(node) {
            if self.element(n).is_some_and(|e| e.custom_state == CustomElementState::Custom) {
                self.enqueue_custom_element_callback_reaction(n, Reaction::Disconnected);
            }
        }
    }

    /// https://dom.spec.whatwg.org/#handle-attribute-changes step 2: a
    /// custom element gets an attributeChangedCallback reaction.
    pub(crate) fn custom_element_attribute_changed(&mut self, element: NodeId, name: &html5ever::QualName, old: Option<&str>, new: Option<&str>) {
        if !self.custom.active || !self.element(element).is_some_and(|e| e.custom_state == CustomElementState::Custom) {
            return;
        }
        let namespace = (!name.ns.is_empty()).then(|| name.ns.to_string());
        let reaction = Reaction::AttributeChanged { local_name: name.local.to_string(), old_value: old.map(str::to_string), value: new.map(str::to_string), namespace };
        self.enqueue_custom_element_callback_reaction(element, reaction);
    }

    /// https://dom.spec.whatwg.org/#concept-node-adopt step 3.2: each custom
    /// element among the moved nodes gets an adoptedCallback reaction.
    /// The reaction queues of the moved elements move with them, first.
    pub(crate) fn custom_elements_adopted(&mut self, from: &mut Tree, moved: &[(NodeId, NodeId)]) {
        let (old_document, new_document) = (from.document(), self.document());
        for &(old, new) in moved {
            // The element stays in the element queues it is in (the script
            // host keeps it there by its object, not by this id).
            if let Some(queue) = from.custom.queues.remove(&old) {
                self.custom.active = true;
                self.custom.queues.insert(new, queue);
            }
        }
        for &(_, n) in moved {
            if self.element(n).is_some_and(|e| e.custom_state == CustomElementState::Custom) {
                // A custom element now lives here: changes must look for reactions.
                self.custom.active = true;
                self.enqueue_custom_element_callback_reaction(n, Reaction::Adopted { old_document, new_document });
            }
        }
    }

    fn shadow_including_inclusive_elements(&self, node: NodeId) -> Vec<NodeId> {
        let mut out = vec![node];
        out.extend(self.shadow_including_descendants(node));
        out.retain(|&n| matches!(self.node_data(n), Some(NodeData::Element(_))));
        out
    }
}

impl CustomElements {
    /// A custom element entered the tree: changes must now look for reactions.
    pub(crate) fn active_for_custom_element(&mut self) {
        self.active = true;
    }
}
