//! Shadow trees (https://dom.spec.whatwg.org/#shadow-trees): shadow roots,
//! their hosts, the shadow-including tree relations, retargeting, and
//! slots and slottables.
//!
//! A shadow root is a node of its host's document's arena like any other:
//! its parent is null (it is the root of its own tree), and its host is kept
//! in its data ([`ShadowRootData::host`]) and the host's
//! [`ElementData::shadow_root`](super::ElementData::shadow_root). Tree-order
//! walks ([`Tree::descendants`]) therefore stay inside one tree, as the
//! standard's tree order does; the walks below cross into shadow trees.

use html5ever::ns;

use super::node::{NodeData, NodeId};
use super::{DomError, Tree};

/// https://dom.spec.whatwg.org/#shadowroot-mode
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShadowRootMode {
    Open,
    Closed,
}

/// https://dom.spec.whatwg.org/#shadowroot-slot-assignment
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotAssignmentMode {
    Named,
    Manual,
}

/// A shadow root's own state (https://dom.spec.whatwg.org/#concept-shadow-root).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShadowRootData {
    /// https://dom.spec.whatwg.org/#concept-documentfragment-host
    pub host: NodeId,
    pub mode: ShadowRootMode,
    /// https://dom.spec.whatwg.org/#shadowroot-delegates-focus
    pub delegates_focus: bool,
    pub slot_assignment: SlotAssignmentMode,
    /// https://dom.spec.whatwg.org/#shadowroot-declarative
    pub declarative: bool,
    /// https://dom.spec.whatwg.org/#shadowroot-clonable
    pub clonable: bool,
    /// https://dom.spec.whatwg.org/#shadowroot-serializable
    pub serializable: bool,
}

/// What `attachShadow()` is given (https://dom.spec.whatwg.org/#dictdef-shadowrootinit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShadowRootInit {
    pub mode: ShadowRootMode,
    pub delegates_focus: bool,
    pub slot_assignment: SlotAssignmentMode,
    pub clonable: bool,
    pub serializable: bool,
}

/// https://dom.spec.whatwg.org/#valid-shadow-host-name
fn is_valid_shadow_host_name(name: &str) -> bool {
    // A valid shadow host name is: a valid custom element name, or one of
    // these local names.
    matches!(
        name,
        "article" | "aside" | "blockquote" | "body" | "div" | "footer" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "header" | "main" | "nav" | "p" | "section" | "span"
    ) || is_valid_custom_element_name(name)
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name
pub fn is_valid_custom_element_name(name: &str) -> bool {
    // It matches PotentialCustomElementName: [a-z] (PCENChar)* '-' (PCENChar)*,
    let mut chars = name.chars();
    let starts_lower = chars.next().is_some_and(|c| c.is_ascii_lowercase());
    let pcen = |c: char| {
        matches!(c, '-' | '.' | '_' | '0'..='9' | 'a'..='z' | '\u{B7}')
            || ('\u{C0}'..='\u{D6}').contains(&c)
            || ('\u{D8}'..='\u{F6}').contains(&c)
            || ('\u{F8}'..='\u{37D}').contains(&c)
            || ('\u{37F}'..='\u{1FFF}').contains(&c)
            || ('\u{200C}'..='\u{200D}').contains(&c)
            || ('\u{203F}'..='\u{2040}').contains(&c)
            || ('\u{2070}'..='\u{218F}').contains(&c)
            || ('\u{2C00}'..='\u{2FEF}').contains(&c)
            || ('\u{3001}'..='\u{D7FF}').contains(&c)
            || ('\u{F900}'..='\u{FDCF}').contains(&c)
            || ('\u{FDF0}'..='\u{FFFD}').contains(&c)
            || ('\u{10000}'..='\u{EFFFF}').contains(&c)
    };
    starts_lower
        && name.contains('-')
        && chars.all(pcen)
        // and is not one of the names SVG and MathML already use.
        && !matches!(
            name,
            "annotation-xml" | "color-profile" | "font-face" | "font-face-src" | "font-face-uri" | "font-face-format" | "font-face-name" | "missing-glyph"
        )
}

impl Tree {
    /// The shadow root's state, if `id` is a shadow root.
    pub fn shadow_root_data(&self, id: NodeId) -> Option<&ShadowRootData> {
        match self.node_data(id)? {
            NodeData::ShadowRoot(s) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn shadow_root_data_mut(&mut self, id: NodeId) -> Option<&mut ShadowRootData> {
        match self.node_data_mut(id)? {
            NodeData::ShadowRoot(s) => Some(s),
            _ => None,
        }
    }

    /// https://dom.spec.whatwg.org/#concept-shadow-root
    pub fn is_shadow_root(&self, id: NodeId) -> bool {
        self.shadow_root_data(id).is_some()
    }

    /// https://dom.spec.whatwg.org/#concept-element-shadow-root : the shadow
    /// root of `element`, whatever its mode.
    pub fn shadow_root(&self, element: NodeId) -> Option<NodeId> {
        self.element(element)?.shadow_root
    }

    /// The host of a shadow root.
    pub fn host(&self, shadow_root: NodeId) -> Option<NodeId> {
        self.shadow_root_data(shadow_root).map(|s| s.host)
    }

    /// Whether `id` is in a shadow tree (its root is a shadow root).
    pub fn is_in_shadow_tree(&self, id: NodeId) -> bool {
        self.is_shadow_root(self.root_of(id))
    }

    /// https://dom.spec.whatwg.org/#concept-shadow-including-root
    pub fn shadow_including_root(&self, id: NodeId) -> NodeId {
        let mut root = self.root_of(id);
        // A host is in another tree, never in its own shadow tree; the
        // bound guards against a corrupt arena all the same.
        for _ in 0..self.len() {
            match self.host(root) {
                Some(host) => root = self.root_of(host),
                None => break,
            }
        }
        root
    }

    /// https://dom.spec.whatwg.org/#concept-shadow-including-inclusive-ancestor :
    /// whether `a` is `b`, an ancestor of `b`, or a shadow-including
    /// ancestor of the host of `b`'s root.
    pub fn is_shadow_including_inclusive_ancestor(&self, a: NodeId, b: NodeId) -> bool {
        let mut node = b;
        for _ in 0..self.len() {
            if self.contains(a, node) {
                return true;
            }
            match self.host(self.root_of(node)) {
                Some(host) => node = host,
                None => return false,
            }
        }
        false
    }

    /// https://dom.spec.whatwg.org/#concept-tree-host-including-inclusive-ancestor :
    /// whether `a` is an inclusive ancestor of `b`, or of the host of `b`'s
    /// root. Of the DocumentFragments with a host, only shadow roots know
    /// it here (a template's contents do not point back at the template),
    /// so this is the shadow-including inclusive ancestor relation.
    pub fn is_host_including_inclusive_ancestor(&self, a: NodeId, b: NodeId) -> bool {
        self.is_shadow_including_inclusive_ancestor(a, b)
    }

    /// https://dom.spec.whatwg.org/#retarget : retarget `a` against `b`.
    pub fn retarget(&self, a: NodeId, b: NodeId) -> NodeId {
        let mut a = a;
        // 1. Repeat:
        for _ in 0..self.len() {
            // 1.1. If A is not a node or A's root is not a shadow root, or A's
            //      root is a shadow-including inclusive ancestor of B, then return A.
            let root = self.root_of(a);
            let Some(host) = self.host(root) else { return a };
            if self.is_shadow_including_inclusive_ancestor(root, b) {
                return a;
            }
            // 1.2. Set A to A's root's host.
            a = host;
        }
        a
    }

    /// `node` and its shadow-including ancestors (a shadow root's is its
    /// host), the shadow-including root first.
    fn shadow_including_path(&self, node: NodeId) -> Vec<NodeId> {
        let mut path = vec![node];
        let mut at = node;
        // Bounded by the arena, as a corrupt one would otherwise loop.
        for _ in 0..self.len() {
            match self.parent(at).or_else(|| self.host(at)) {
                Some(up) => {
                    path.push(up);
                    at = up;
                }
                None => break,
            }
        }
        path.reverse();
        path
    }

    /// https://dom.spec.whatwg.org/#concept-shadow-including-tree-order of
    /// two nodes: `Less` when `a` comes first. An element's shadow root comes
    /// right after the element, before its children. Nodes of different
    /// shadow-including roots are ordered by `tree_order`'s rule for roots.
    pub fn shadow_including_tree_order(&self, a: NodeId, b: NodeId) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        if a == b {
            return Ordering::Equal;
        }
        let (pa, pb) = (self.shadow_including_path(a), self.shadow_including_path(b));
        let common = pa.iter().zip(&pb).take_while(|(x, y)| x == y).count();
        match (pa.get(common), pb.get(common)) {
            // `a` is a shadow-including ancestor of `b`: it precedes it.
            (None, _) => Ordering::Less,
            (_, None) => Ordering::Greater,
            // Different roots (common == 0), or children of one node: its
            // shadow root first, then its children in tree order.
            (Some(&x), Some(_)) if common > 0 && self.is_shadow_root(x) => Ordering::Less,
            (Some(_), Some(&y)) if common > 0 && self.is_shadow_root(y) => Ordering::Greater,
            (Some(&x), Some(&y)) => self.tree_order(x, y),
        }
    }

    /// The connected elements (see [`Tree::is_connected`]) with local name
    /// `name` that satisfy `keep`, in shadow-including tree order: what
    /// `shadow_including_descendants(document)` filtered the same way gives,
    /// without walking the document.
    pub fn connected_elements_with_local_name(&self, name: &str, keep: impl Fn(NodeId) -> bool) -> Vec<NodeId> {
        let mut out: Vec<NodeId> = self.elements_with_local_name(name).iter().copied().filter(|&n| keep(n) && self.is_connected(n)).collect();
        out.sort_by(|&a, &b| self.shadow_including_tree_order(a, b));
        out
    }

    /// The nodes of `root`'s shadow-including descendants, not `root`, in
    /// shadow-including tree order
    /// (https://dom.spec.whatwg.org/#concept-shadow-including-tree-order):
    /// an element's shadow tree comes right after the element, before its
    /// children.
    pub fn shadow_including_descendants(&self, root: NodeId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut stack: Vec<NodeId> = Vec::new();
        let push_children = |stack: &mut Vec<NodeId>, node: NodeId| {
            let children: Vec<NodeId> = self.children(node).collect();
            stack.extend(children.into_iter().rev());
            if let Some(shadow) = self.shadow_root(node) {
                stack.push(shadow);
            }
        };
        push_children(&mut stack, root);
        while let Some(node) = stack.pop() {
            out.push(node);
            push_children(&mut stack, node);
        }
        out
    }

    /// https://dom.spec.whatwg.org/#concept-attach-a-shadow-root
    pub fn attach_a_shadow_root(&mut self, element: NodeId, init: ShadowRootInit) -> Result<NodeId, DomError> {
        let e = self.element(element).ok_or(DomError::NotSupported("only elements can be shadow hosts"))?;
        // 1. If element's namespace is not the HTML namespace, then throw a
        //    "NotSupportedError" DOMException.
        if e.name.ns != ns!(html) {
            return Err(DomError::NotSupported("only HTML elements can be shadow hosts"));
        }
        // 2. If element's local name is not a valid shadow host name, then
        //    throw a "NotSupportedError" DOMException.
        if !is_valid_shadow_host_name(&e.name.local) {
            return Err(DomError::NotSupported("this element cannot be a shadow host"));
        }
        // 3. (Custom element definitions that disable shadow: the engine has
        //    no custom element registry.)
        // 4. If element is a shadow host:
        if let Some(current) = e.shadow_root {
            // 4.1-4.2. If currentShadowRoot's declarative is false or its
            //          mode is not mode, then throw a "NotSupportedError".
            let data = self.shadow_root_data(current).ok_or(DomError::UnknownNode(current))?;
            if !data.declarative || data.mode != init.mode {
                return Err(DomError::NotSupported("the element already hosts a shadow root"));
            }
            // 4.3. Otherwise: remove all of currentShadowRoot's children, in
            //      tree order; set its declarative to false; return.
            let children: Vec<NodeId> = self.children(current).collect();
            for child in children {
                self.remove_node(child)?;
            }
            if let Some(data) = self.shadow_root_data_mut(current) {
                data.declarative = false;
            }
            return Ok(current);
        }
        // 5. Let shadow be a new shadow root whose node document is element's
        //    node document, host is element, and mode is mode.
        // 6-11. Its delegates focus, slot assignment, declarative (false),
        //       clonable and serializable.
        let shadow = self.push(NodeData::ShadowRoot(ShadowRootData {
            host: element,
            mode: init.mode,
            delegates_focus: init.delegates_focus,
            slot_assignment: init.slot_assignment,
            declarative: false,
            clonable: init.clonable,
            serializable: init.serializable,
        }));
        // 12. Set element's shadow root to shadow.
        if let Some(e) = self.element_mut(element) {
            e.shadow_root = Some(shadow);
        }
        Ok(shadow)
    }
}

impl Tree {
    /// The declarative shadow root steps of the tree builder's "A start tag
    /// whose tag name is template"
    /// (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead),
    /// for a `<template>` with a valid `shadowrootmode`, not yet inserted:
    /// whether `host` got a shadow root whose contents the template's
    /// children become. When false, the parser inserts the template as an
    /// ordinary one.
    pub fn attach_a_declarative_shadow_root(&mut self, host: NodeId, template: NodeId, init: ShadowRootInit) -> bool {
        // 7. If declarative shadow host element is a shadow host, then insert
        //    an element at the adjusted insertion location with template.
        if self.shadow_root(host).is_some() {
            return false;
        }
        // 8.1. Attach a shadow root with declarative shadow host element,
        //      mode, clonable, serializable, delegatesFocus, and "named". If an
        //      exception is thrown, insert the template instead.
        let Ok(shadow) = self.attach_a_shadow_root(host, ShadowRootInit { slot_assignment: SlotAssignmentMode::Named, ..init }) else {
            return false;
        };
        // 8.2.1-8.2.2. Let shadow be declarative shadow host element's shadow
        //              root; set shadow's declarative to true.
        if let Some(data) = self.shadow_root_data_mut(shadow) {
            data.declarative = true;
        }
        // 8.2.3. Set template's template contents property to shadow.
        // 8.2.4. (Available to element internals: no custom elements.)
        if let Some(t) = self.element_mut(template) {
            t.template_contents = Some(shadow);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{ShadowRootInit, ShadowRootMode, SlotAssignmentMode};
    use crate::dom::{DomError, NodeId, Tree};

    fn init(mode: ShadowRootMode, slot_assignment: SlotAssignmentMode) -> ShadowRootInit {
        ShadowRootInit { mode, delegates_focus: false, slot_assignment, clonable: false, serializable: false }
    }

    /// A document with `<div id=host><span id=light slot=a></span>text</div>`
    /// and an open shadow root on the div holding `<b><slot name=a></slot></b><slot>`.
    fn fixture() -> (Tree, NodeId, NodeId) {
        let mut tree = Tree::parse_document("<div id=host><span id=light slot=a></span>text</div>");
        let host = tree.get_element_by_id(tree.document(), "host").expect("host");
        let shadow = tree.attach_a_shadow_root(host, init(ShadowRootMode::Open, SlotAssignmentMode::Named)).expect("attached");
        let b = tree.create_element("b").expect("b");
        let named = tree.create_element("slot").expect("slot");
        tree.set_attribute(named, "name", "a").expect("name");
        let default = tree.create_element("slot").expect("slot");
        tree.append_child(shadow, b).expect("append");
        tree.append_child(b, named).expect("append");
        tree.append_child(shadow, default).expect("append");
        (tree, host, shadow)
    }

    #[test]
    fn only_html_elements_with_a_valid_host_name_get_one_shadow_root() {
        let (mut tree, host, shadow) = fixture();
        let open = init(ShadowRootMode::Open, SlotAssignmentMode::Named);
        assert!(matches!(tree.attach_a_shadow_root(host, open), Err(DomError::NotSupported(_))));
        let input = tree.create_element("input").expect("input");
        assert!(matches!(tree.attach_a_shadow_root(input, open), Err(DomError::NotSupported(_))));
        let custom = tree.create_element("x-widget").expect("custom");
        assert!(tree.attach_a_shadow_root(custom, open).is_ok());
        assert_eq!(tree.shadow_root(host), Some(shadow));
        assert_eq!(tree.host(shadow), Some(host));
        assert!(tree.is_shadow_root(shadow));
    }

    #[test]
    fn retargeting_climbs_to_the_host_until_the_trees_meet() {
        let (tree, host, shadow) = fixture();
        let b = tree.children(shadow).next().expect("b");
        let named = tree.children(b).next().expect("slot");
        let body = tree.parent(host).expect("body");
        // Against a node of the document tree: the host.
        assert_eq!(tree.retarget(named, body), host);
        // Against a node of the same shadow tree: itself.
        assert_eq!(tree.retarget(named, b), named);
        // A node of the document tree is never retargeted.
        assert_eq!(tree.retarget(body, named), body);
    }

    #[test]
    fn shadow_trees_are_connected_and_walked_right_after_their_host() {
        let (tree, host, shadow) = fixture();
        let b = tree.children(shadow).next().expect("b");
        assert!(tree.is_connected(b));
        assert!(tree.is_in_shadow_tree(b));
        assert_eq!(tree.shadow_including_root(b), tree.document());
        assert_eq!(tree.root_of(b), shadow);
        assert!(tree.is_shadow_including_inclusive_ancestor(host, b));
        let order = tree.shadow_including_descendants(host);
        let light = tree.get_element_by_id(tree.document(), "light").expect("light");
        let position = |n| order.iter().position(|x| *x == n).expect("walked");
        assert!(position(shadow) < position(b));
        assert!(position(b) < position(light));
    }

    #[test]
    fn slottables_find_their_slot_by_name_or_by_manual_assignment() {
        let (tree, host, shadow) = fixture();
        let light = tree.get_element_by_id(tree.document(), "light").expect("light");
        let text = tree.children(host).nth(1).expect("text");
        let b = tree.children(shadow).next().expect("b");
        let named = tree.children(b).next().expect("named slot");
        let default = tree.children(shadow).nth(1).expect("default slot");
        assert_eq!(tree.find_a_slot(light, false), Some(named));
        assert_eq!(tree.find_a_slot(text, false), Some(default));
        assert_eq!(tree.find_slottables(named), [light]);
        assert_eq!(tree.find_slottables(default), [text]);

        // A closed root hides its slots from the open flag.
        let mut other = Tree::parse_document("<div id=h><i></i></div>");
        let h = other.get_element_by_id(other.document(), "h").expect("h");
        let closed = other.attach_a_shadow_root(h, init(ShadowRootMode::Closed, SlotAssignmentMode::Manual)).expect("closed");
        let slot = other.create_element("slot").expect("slot");
        other.append_child(closed, slot).expect("append");
        let i = other.children(h).next().expect("i");
        assert_eq!(other.find_a_slot(i, false), None, "manual slots take only what is assigned");
        other.assign_slot(slot, &[i]);
        assert_eq!(other.find_a_slot(i, false), Some(slot));
        assert_eq!(other.find_a_slot(i, true), None);
        other.assign_slot(slot, &[]);
        assert_eq!(other.find_a_slot(i, false), None);
    }
}
