//! What the node tree knows of custom elements: each element's custom
//! element state and definition (https://dom.spec.whatwg.org/#concept-element-custom-element-state),
//! the definitions of the document's registry, by local name, and the
//! custom element reactions that changes of the tree enqueue
//! (https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions).
//!
//! The script host owns the rest of a definition (its constructor, its
//! lifecycle callbacks, its observed attributes) and invokes the reactions
//! it takes from here ([`Tree::take_custom_element_reactions`]); the tree
//! enqueues every callback reaction a custom element may have, and the host
//! drops those whose definition has no such callback (or does not observe
//! the attribute), which is the same as not enqueuing them.

use std::collections::HashMap;

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
    /// The reactions enqueued and not yet taken, each with its element, in
    /// the order they were enqueued.
    reactions: Vec<(NodeId, Reaction)>,
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
            self.custom.reactions.push((element, Reaction::Upgrade(definition)));
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
        }
        self.custom.reactions.retain(|(n, _)| *n != element);
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

    /// Enqueues a reaction for `element`.
    pub fn enqueue_custom_element_reaction(&mut self, element: NodeId, reaction: Reaction) {
        self.custom.active = true;
        self.custom.reactions.push((element, reaction));
    }

    /// Whether reactions wait to be invoked.
    pub fn has_custom_element_reactions(&self) -> bool {
        !self.custom.reactions.is_empty()
    }

    /// The reactions enqueued so far, grouped by element (each element's
    /// reaction queue in turn, elements in the order they were first
    /// enqueued: https://html.spec.whatwg.org/multipage/custom-elements.html#invoke-custom-element-reactions).
    pub fn take_custom_element_reactions(&mut self) -> Vec<(NodeId, Reaction)> {
        let taken = std::mem::take(&mut self.custom.reactions);
        let mut order: Vec<NodeId> = Vec::new();
        let mut queues: HashMap<NodeId, Vec<Reaction>> = HashMap::new();
        for (element, reaction) in taken {
            let queue = queues.entry(element).or_insert_with(|| {
                order.push(element);
                Vec::new()
            });
            queue.push(reaction);
        }
        order.into_iter().flat_map(|e| queues.remove(&e).unwrap_or_default().into_iter().map(move |r| (e, r))).collect()
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
                self.custom.reactions.push((n, Reaction::Connected));
            } else if let Some(definition) = self.look_up_a_custom_element_definition(&e.name.ns, &e.name.local) {
                self.custom.reactions.push((n, Reaction::Upgrade(definition)));
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
                self.custom.reactions.push((n, Reaction::Disconnected));
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
        self.custom.reactions.push((element, reaction));
    }

    /// https://dom.spec.whatwg.org/#concept-node-adopt step 3.2: each custom
    /// element among the moved nodes gets an adoptedCallback reaction.
    pub(crate) fn custom_elements_adopted(&mut self, moved: &[(NodeId, NodeId)], old_document: NodeId) {
        let new_document = self.document();
        for &(_, n) in moved {
            if self.element(n).is_some_and(|e| e.custom_state == CustomElementState::Custom) {
                self.enqueue_custom_element_reaction(n, Reaction::Adopted { old_document, new_document });
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
