//! The arena [`Tree`]: node storage, creation and navigation.

use html5ever::tree_builder::QuirksMode;
use html5ever::{ns, LocalName, QualName};

use super::node::{Attr, ElementData, ElementState, Node, NodeData, NodeId};
use super::DomError;

/// https://dom.spec.whatwg.org/#concept-document-type and
/// https://dom.spec.whatwg.org/#concept-document-content-type
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocumentKind {
    /// An HTML document (else an XML document).
    pub html: bool,
    pub content_type: String,
}

impl Default for DocumentKind {
    fn default() -> Self {
        DocumentKind { html: true, content_type: "text/html".into() }
    }
}

/// A document's node tree. Node 0 is the Document node.
#[derive(Debug)]
pub struct Tree {
    /// This tree's identity, stamped on its node ids.
    id: u32,
    nodes: Vec<Node>,
    pub(crate) quirks_mode: QuirksMode,
    /// Whether the document is an HTML document, and its content type.
    pub(crate) kind: DocumentKind,
    /// The attribute nodes made for elements' attributes, by element and
    /// (namespace, local name) (see [`super::AttrNode`]).
    pub(crate) attr_nodes: std::collections::HashMap<(NodeId, html5ever::Namespace, LocalName), NodeId>,
    /// Extension steps of other specifications (see [`super::hooks`]).
    pub(crate) hooks: Option<&'static super::hooks::TreeHooks>,
    /// The changes kept for mutation observers, when asked (see [`super::observe`]).
    pub(crate) mutation_log: Option<Vec<super::observe::Mutation>>,
    /// The live ranges whose boundary points are nodes of this tree (see [`super::range`]).
    pub(crate) live_ranges: super::range::LiveRanges,
    /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#target-element
    /// (what `:target` matches).
    target_element: Option<NodeId>,
    /// https://dom.spec.whatwg.org/#slot-manually-assigned-nodes, by slot.
    pub(crate) manually_assigned_nodes: std::collections::HashMap<NodeId, Vec<NodeId>>,
    /// https://dom.spec.whatwg.org/#slottable-manual-slot-assignment, by slottable.
    pub(crate) manual_slot_assignment: std::collections::HashMap<NodeId, NodeId>,
    /// https://dom.spec.whatwg.org/#document-allow-declarative-shadow-roots :
    /// true for a document made for a navigation, false otherwise (DOMParser,
    /// createHTMLDocument).
    pub(crate) allow_declarative_shadow_roots: bool,
    /// The elements made in this tree, by local name, in creation order
    /// (see [`Tree::elements_with_local_name`]).
    by_local_name: std::collections::HashMap<LocalName, Vec<NodeId>>,
    /// The node iterators whose root is a node of this tree (see [`super::traversal`]).
    pub(crate) node_iterators: super::traversal::NodeIterators,
    /// Custom element definitions and reactions (see [`super::custom_elements`]).
    pub(crate) custom: super::custom_elements::CustomElements,
}

/// The identity the next tree gets (unique for the life of the process).
static NEXT_TREE_ID: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

impl Default for Tree {
    fn default() -> Self {
        Tree::new()
    }
}

impl Tree {
    /// A tree holding an empty Document node.
    pub fn new() -> Tree {
        Tree {
            id: NEXT_TREE_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            nodes: vec![Node::new(NodeData::Document)],
            quirks_mode: QuirksMode::NoQuirks,
            kind: DocumentKind::default(),
            attr_nodes: std::collections::HashMap::new(),
            hooks: None,
            mutation_log: None,
            live_ranges: super::range::LiveRanges::default(),
            target_element: None,
            manually_assigned_nodes: std::collections::HashMap::new(),
            manual_slot_assignment: std::collections::HashMap::new(),
            allow_declarative_shadow_roots: false,
            by_local_name: std::collections::HashMap::new(),
            node_iterators: super::traversal::NodeIterators::default(),
            custom: Default::default(),
        }
    }

    /// Whether the parser attaches declarative shadow roots
    /// (`<template shadowrootmode>`) in this document.
    pub fn allow_declarative_shadow_roots(&self) -> bool {
        self.allow_declarative_shadow_roots
    }

    /// Sets the document's allow declarative shadow roots.
    pub fn set_allow_declarative_shadow_roots(&mut self, allow: bool) {
        self.allow_declarative_shadow_roots = allow;
    }

    /// The document's target element, while it is in the document.
    pub fn target_element(&self) -> Option<NodeId> {
        self.target_element.filter(|t| self.is_connected(*t))
    }

    /// Sets the document's target element (HTML's "scroll to the fragment").
    pub fn set_target_element(&mut self, element: Option<NodeId>) {
        self.target_element = element;
    }

    /// The Document node.
    pub fn document(&self) -> NodeId {
        NodeId::new(self.id, 0)
    }

    /// How many nodes the arena holds (a bound on any walk of the tree).
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether `id` is a node of this tree.
    pub fn owns(&self, id: NodeId) -> bool {
        id.tree() == self.id && id.index() < self.nodes.len()
    }

    /// The arena slot of a node of this tree (`None` for an id of another tree).
    fn slot(&self, id: NodeId) -> Option<usize> {
        (id.tree() == self.id).then_some(id.index())
    }

    /// The document's quirks mode as the parser set it.
    pub fn quirks_mode(&self) -> QuirksMode {
        self.quirks_mode
    }

    /// Sets the document's mode (https://dom.spec.whatwg.org/#concept-document-mode).
    pub fn set_quirks_mode(&mut self, mode: QuirksMode) {
        self.quirks_mode = mode;
    }

    /// https://dom.spec.whatwg.org/#html-document: whether the document's
    /// type is "html".
    pub fn is_html_document(&self) -> bool {
        self.kind.html
    }

    /// https://dom.spec.whatwg.org/#concept-document-content-type
    pub fn content_type(&self) -> &str {
        &self.kind.content_type
    }

    /// Sets the document's type and content type.
    pub fn set_kind(&mut self, kind: DocumentKind) {
        self.kind = kind;
    }

    /// Whether `element` is in the HTML namespace and its node document is
    /// an HTML document (the condition under which names given to element
    /// and attribute methods are lowercased).
    pub fn is_html_element_in_html_document(&self, element: NodeId) -> bool {
        self.kind.html && self.element(element).is_some_and(|e| e.name.ns == ns!(html))
    }

    pub(crate) fn node(&self, id: NodeId) -> Result<&Node, DomError> {
        let slot = self.slot(id).ok_or(DomError::WrongDocument(id))?;
        self.nodes.get(slot).ok_or(DomError::UnknownNode(id))
    }

    pub(crate) fn node_mut(&mut self, id: NodeId) -> Result<&mut Node, DomError> {
        let slot = self.slot(id).ok_or(DomError::WrongDocument(id))?;
        self.nodes.get_mut(slot).ok_or(DomError::UnknownNode(id))
    }

    /// Add a new node without a parent.
    pub(crate) fn push(&mut self, data: NodeData) -> NodeId {
        let id = NodeId::new(self.id, self.nodes.len() as u32);
        if let NodeData::Element(e) = &data {
            self.by_local_name.entry(e.local_name().clone()).or_default().push(id);
        }
        self.nodes.push(Node::new(data));
        id
    }

    /// Create an element with an already-checked name and attributes.
    pub(crate) fn new_element(&mut self, name: QualName, attrs: Vec<Attr>) -> NodeId {
        let id = self.push(NodeData::Element(ElementData::new(name, attrs)));
        self.custom_element_created(id);
        id
    }

    /// https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors
    /// step 8: a new HTML element with this local name, whose custom element
    /// state is "custom" with this definition.
    pub fn create_custom_element(&mut self, local_name: &str, definition: super::DefinitionId, callbacks: std::sync::Arc<super::custom_elements::CallbackFilter>) -> NodeId {
        let mut data = ElementData::new(QualName::new(None, ns!(html), LocalName::from(local_name)), Vec::new());
        data.custom_state = super::CustomElementState::Custom;
        data.custom_definition = Some(definition);
        data.custom_callbacks = Some(callbacks);
        self.custom.active_for_custom_element();
        self.push(NodeData::Element(data))
    }

    /// An HTML element with this local name (in ASCII lowercase), as HTML's
    /// algorithms create them ("create an element given document, name,
    /// and the HTML namespace"); an invalid name is an "InvalidCharacterError".
    pub fn create_element(&mut self, local_name: &str) -> Result<NodeId, DomError> {
        if !super::names::is_valid_element_local_name(local_name) {
            return Err(DomError::InvalidCharacter(local_name.to_owned()));
        }
        let name = QualName::new(None, ns!(html), LocalName::from(local_name.to_ascii_lowercase()));
        Ok(self.create_an_element(name))
    }

    /// https://dom.spec.whatwg.org/#concept-create-element (without custom
    /// elements): a new element with this name; an HTML `template` gets its
    /// template contents (https://html.spec.whatwg.org/multipage/scripting.html#template-contents).
    pub(crate) fn create_an_element(&mut self, name: QualName) -> NodeId {
        let is_template = name.ns == ns!(html) && &*name.local == "template";
        let id = self.new_element(name, Vec::new());
        if is_template {
            let contents = self.create_document_fragment();
            if let Some(e) = self.element_mut(id) {
                e.template_contents = Some(contents);
            }
        }
        id
    }

    /// https://dom.spec.whatwg.org/#dom-document-createtextnode
    pub fn create_text(&mut self, data: &str) -> NodeId {
        self.push(NodeData::Text(data.to_owned()))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createcomment
    pub fn create_comment(&mut self, data: &str) -> NodeId {
        self.push(NodeData::Comment(data.to_owned()))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createdocumentfragment
    pub fn create_document_fragment(&mut self) -> NodeId {
        self.push(NodeData::DocumentFragment)
    }

    /// What the node is; `None` for an id of another tree.
    pub fn node_data(&self, id: NodeId) -> Option<&NodeData> {
        self.nodes.get(self.slot(id)?).map(|n| &n.data)
    }

    pub(crate) fn node_data_mut(&mut self, id: NodeId) -> Option<&mut NodeData> {
        let slot = self.slot(id)?;
        self.nodes.get_mut(slot).map(|n| &mut n.data)
    }

    /// The element parts of `id`, if it is an element.
    pub fn element(&self, id: NodeId) -> Option<&ElementData> {
        self.node_data(id).and_then(NodeData::as_element)
    }

    pub(crate) fn element_mut(&mut self, id: NodeId) -> Option<&mut ElementData> {
        match self.node_data_mut(id) {
            Some(NodeData::Element(e)) => Some(e),
            _ => None,
        }
    }

    /// An element's local name.
    pub fn local_name(&self, id: NodeId) -> Option<&LocalName> {
        self.element(id).map(ElementData::local_name)
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).ok()?.parent
    }

    pub fn first_child(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).ok()?.first_child
    }

    pub fn last_child(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).ok()?.last_child
    }

    pub fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).ok()?.next_sibling
    }

    pub fn previous_sibling(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).ok()?.previous_sibling
    }

    /// The parent of `id` if that parent is an element.
    pub fn parent_element(&self, id: NodeId) -> Option<NodeId> {
        self.parent(id).filter(|p| self.element(*p).is_some())
    }

    /// The children of `id`, first to last.
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children {
            tree: self,
            next: self.first_child(id),
        }
    }

    /// The element children of `id`.
    pub fn element_children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.children(id).filter(|c| self.element(*c).is_some())
    }

    /// The descendants of `root` (not `root` itself), in tree order.
    pub fn descendants(&self, root: NodeId) -> Descendants<'_> {
        Descendants {
            tree: self,
            root,
            next: self.first_child(root),
        }
    }

    /// `root` followed by its descendants, in tree order.
    pub fn inclusive_descendants(&self, root: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::once(root).chain(self.descendants(root))
    }

    /// The ancestors of `id`, nearest first (not `id` itself).
    pub fn ancestors(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.parent(id), move |n| self.parent(*n))
    }

    /// Every element ever made in this tree with local name `name` (in any
    /// namespace, connected or not), in creation order. HTML's insertion
    /// steps of a few kinds of element (iframes, scripts, stylesheet links)
    /// look through these after a mutation instead of walking the whole
    /// document, which made building a page of n nodes cost n² steps.
    pub fn elements_with_local_name(&self, name: &str) -> &[NodeId] {
        self.by_local_name.get(&LocalName::from(name)).map_or(&[], Vec::as_slice)
    }

    /// https://dom.spec.whatwg.org/#concept-tree-root
    pub fn root_of(&self, id: NodeId) -> NodeId {
        self.ancestors(id).last().unwrap_or(id)
    }

    /// https://dom.spec.whatwg.org/#connected : the shadow-including root
    /// is the document.
    pub fn is_connected(&self, id: NodeId) -> bool {
        self.shadow_including_root(id) == self.document()
    }

    /// https://dom.spec.whatwg.org/#in-a-document-tree : the root is the document.
    pub fn is_in_document_tree(&self, id: NodeId) -> bool {
        self.root_of(id) == self.document()
    }

    /// Sets a script element's https://html.spec.whatwg.org/multipage/scripting.html#already-started
    /// flag (preparing it); false for a non-element.
    pub fn set_already_started(&mut self, element: NodeId) -> bool {
        match self.element_mut(element) {
            Some(e) => {
                e.already_started = true;
                true
            }
            None => false,
        }
    }

    /// Marks every `script` element of the document (HTML's and SVG's)
    /// already started: what a parser with scripting disabled leaves
    /// (DOMParser, XMLHttpRequest's documents), so that inserting them, or
    /// the copies `importNode` and `cloneNode` make, into a document with
    /// scripting runs nothing
    /// (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring, its note).
    /// https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
    /// step 3: set el's parser document to null.
    pub fn clear_parser_inserted(&mut self, element: NodeId) {
        if let Some(e) = self.element_mut(element) {
            e.parser_inserted = false;
        }
    }

    pub fn mark_scripts_unexecutable(&mut self) {
        let scripts: Vec<NodeId> = self
            .descendants(self.document())
            .filter(|&n| self.element(n).is_some_and(|e| &*e.name.local == "script" && (e.name.ns == ns!(html) || e.name.ns == ns!(svg))))
            .collect();
        for script in scripts {
            self.set_already_started(script);
        }
    }

    /// Sets (`on`) or clears the platform-set state `flags` of an element
    /// (focus, WebMCP tool activity); false for a non-element.
    pub fn set_element_state(&mut self, element: NodeId, flags: ElementState, on: bool) -> bool {
        match self.element_mut(element) {
            Some(e) if on => e.state.insert(flags),
            Some(e) => e.state.remove(flags),
            None => return false,
        }
        true
    }

    /// https://dom.spec.whatwg.org/#concept-tree-inclusive-ancestor :
    /// whether `other` is an inclusive descendant of `node`
    /// (https://dom.spec.whatwg.org/#dom-node-contains).
    pub fn contains(&self, node: NodeId, other: NodeId) -> bool {
        other == node || self.ancestors(other).any(|a| a == node)
    }
}

/// Iterator over a node's children.
pub struct Children<'a> {
    tree: &'a Tree,
    next: Option<NodeId>,
}

impl Iterator for Children<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let current = self.next?;
        self.next = self.tree.next_sibling(current);
        Some(current)
    }
}

/// Iterator over a node's descendants in tree order (preorder, depth-first).
pub struct Descendants<'a> {
    tree: &'a Tree,
    root: NodeId,
    next: Option<NodeId>,
}

impl Iterator for Descendants<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let current = self.next?;
        self.next = self.tree.first_child(current).or_else(|| {
            // Climb until a node with a next sibling, stopping at the root.
            let mut node = current;
            loop {
                if node == self.root {
                    return None;
                }
                if let Some(sibling) = self.tree.next_sibling(node) {
                    return Some(sibling);
                }
                node = self.tree.parent(node)?;
            }
        });
        Some(current)
    }
}
