//! Steps that other specifications attach to changes of the node tree.
//!
//! DOM lets other standards define "attribute change steps"
//! (https://dom.spec.whatwg.org/#concept-element-attributes-change-ext),
//! "insertion steps" (https://dom.spec.whatwg.org/#concept-node-insert-ext)
//! "removing steps" (https://dom.spec.whatwg.org/#concept-node-remove-ext)
//! and "cloning steps" (https://dom.spec.whatwg.org/#concept-node-clone-ext).
//! HTML uses them for form control state (a radio button that becomes
//! checked unchecks the rest of its group, an `option` inserted into a
//! `select` runs the selectedness setting algorithm, ...).
//!
//! `dom` cannot name those standards (`html` depends on `dom`, not the other
//! way round), so a [`Tree`] carries a table of plain function pointers that
//! the embedder installs once per document, for example
//! `runtime::html::forms::install_hooks(&mut tree)`. A tree without hooks
//! runs none of these steps.

use html5ever::QualName;

use super::{ElementData, NodeId, Tree};

/// The extension steps a [`Tree`] runs after each change.
#[derive(Clone, Copy)]
pub struct TreeHooks {
    /// After an attribute of `element` was added, changed or removed
    /// (`old`/`new` are `None` for an absent attribute). Runs for every
    /// change made through [`Tree::set_attribute`] and
    /// [`Tree::remove_attribute`], even when the value stays the same.
    pub attribute_changed:
        fn(&mut Tree, element: NodeId, name: &QualName, old: Option<&str>, new: Option<&str>),
    /// After `node` (and with it its descendants) was inserted into a parent.
    pub inserted: fn(&mut Tree, node: NodeId),
    /// After `node` (and its descendants) was removed from `old_parent`.
    pub removed: fn(&mut Tree, node: NodeId, old_parent: NodeId),
    /// When an element is cloned (`cloneNode`, `importNode`), after the copy
    /// got the source's name and attributes: copy what the other
    /// specifications copy (an input's value and checkedness, ...). Run it
    /// with [`Tree::run_cloning_steps`] of the tree the copy goes into.
    pub cloning_steps: fn(source: &ElementData, copy: &mut ElementData),
    /// Whether `element` matches a form pseudo-class (`:checked`,
    /// `:valid`...), answered from the controls' state
    /// (https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes).
    pub match_form_pseudo_class: fn(&Tree, element: NodeId, pc: super::select::FormPseudoClass) -> bool,
}

impl std::fmt::Debug for TreeHooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TreeHooks")
    }
}

impl Tree {
    /// Install the extension steps this tree runs after each change
    /// (replacing any installed before).
    pub fn set_hooks(&mut self, hooks: &'static TreeHooks) {
        self.hooks = Some(hooks);
    }

    /// The installed extension steps, if any.
    pub fn hooks(&self) -> Option<&'static TreeHooks> {
        self.hooks
    }

    pub(crate) fn run_attribute_changed(
        &mut self,
        element: NodeId,
        name: &QualName,
        old: Option<&str>,
        new: Option<&str>,
    ) {
        // https://dom.spec.whatwg.org/#handle-attribute-changes step 1: queue a
        // mutation record of "attributes" for element with oldValue.
        let namespace = (!name.ns.is_empty()).then(|| name.ns.to_string());
        self.record(element, super::observe::MutationKind::Attributes { local_name: name.local.to_string(), namespace, old_value: old.map(str::to_string) });
        if let Some(h) = self.hooks {
            (h.attribute_changed)(self, element, name, old, new);
        }
        self.custom_element_attribute_changed(element, name, old, new);
    }

    pub(crate) fn run_inserted(&mut self, node: NodeId) {
        if let Some(h) = self.hooks {
            (h.inserted)(self, node);
        }
        self.custom_elements_inserted(node);
    }

    /// https://dom.spec.whatwg.org/#concept-node-clone step "run any cloning
    /// steps defined for node in other applicable specifications".
    pub fn run_cloning_steps(&self, source: &ElementData, copy: &mut ElementData) {
        if let Some(h) = self.hooks {
            (h.cloning_steps)(source, copy);
        }
    }

    pub(crate) fn run_removed(&mut self, node: NodeId, old_parent: NodeId) {
        if let Some(h) = self.hooks {
            (h.removed)(self, node, old_parent);
        }
        self.custom_elements_removed(node, old_parent);
    }
}
