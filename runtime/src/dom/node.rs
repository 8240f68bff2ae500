//! Nodes of the arena tree: their ids, kinds and links.

use html5ever::{ns, LocalName, Namespace, QualName};

/// A node of a [`Tree`](super::Tree): its index in the tree's arena, and
/// the identity of the tree that made it.
///
/// Ids are only meaningful for the tree that made them, and that is
/// checked: a tree refuses an id of another tree (`DomError::WrongDocument`),
/// so a node of one document can never stand for an unrelated node of
/// another that happens to have the same index. A node that is removed from
/// its tree keeps its id (and can be inserted again); nodes are never freed
/// while the tree lives. Moving a node to another document is adoption
/// (`Tree::adopt`), which gives it new ids there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId {
    tree: u32,
    index: u32,
}

impl NodeId {
    pub(crate) fn new(tree: u32, index: u32) -> NodeId {
        NodeId { tree, index }
    }

    /// The arena index.
    pub fn index(self) -> usize {
        self.index as usize
    }

    /// The identity of the tree the node belongs to.
    pub fn tree(self) -> u32 {
        self.tree
    }
}

/// An attribute of an element: its (namespace, prefix, local) name and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attr {
    pub name: QualName,
    pub value: String,
}

impl Attr {
    /// https://dom.spec.whatwg.org/#concept-attribute-qualified-name
    pub fn qualified_name(&self) -> String {
        qualified_name(&self.name)
    }
}

/// The qualified name of an element or attribute: `prefix:local` or `local`.
pub(crate) fn qualified_name(name: &QualName) -> String {
    match &name.prefix {
        Some(prefix) => format!("{}:{}", prefix, name.local),
        None => name.local.to_string(),
    }
}

/// The parts of an element node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElementData {
    /// Namespace, prefix and local name (never change after creation).
    pub name: QualName,
    /// The attribute list, in order.
    pub attrs: Vec<Attr>,
    /// For `<template>`: its template contents (a DocumentFragment).
    pub template_contents: Option<NodeId>,
    /// https://dom.spec.whatwg.org/#concept-element-shadow-root
    pub shadow_root: Option<NodeId>,
    /// https://html.spec.whatwg.org/multipage/scripting.html#already-started
    pub already_started: bool,
    /// https://html.spec.whatwg.org/multipage/scripting.html#parser-document
    /// is non-null: a script element the HTML parser created, which only
    /// the parser prepares (not its insertion steps).
    pub parser_inserted: bool,
    /// The element's states that the platform sets and selectors match.
    pub state: ElementState,
    /// HTML form control state (value, checkedness, selectedness, ...),
    /// created on first need by `html::forms`, which alone reads and
    /// writes it. It lives here so that it follows the element.
    pub control: Option<Box<super::ControlState>>,
    /// https://dom.spec.whatwg.org/#concept-element-custom-element-state
    pub custom_state: super::CustomElementState,
    /// https://dom.spec.whatwg.org/#concept-element-custom-element-definition
    pub custom_definition: Option<super::DefinitionId>,
    /// The callbacks and observed attributes of that definition (see
    /// [`super::custom_elements::CallbackFilter`]).
    pub custom_callbacks: Option<std::sync::Arc<super::custom_elements::CallbackFilter>>,
}

/// Element states set by the platform, not by attributes: what pseudo-classes
/// such as `:focus` and WebMCP's `:tool-form-active` match. Cloning a node
/// does not copy them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ElementState(u32);

impl ElementState {
    /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-focus
    pub const FOCUS: ElementState = ElementState(1);
    /// A form whose declarative tool is running (`:tool-form-active`).
    pub const TOOL_FORM_ACTIVE: ElementState = ElementState(1 << 1);
    /// The submit button of a form whose declarative tool is running (`:tool-submit-active`).
    pub const TOOL_SUBMIT_ACTIVE: ElementState = ElementState(1 << 2);
    /// A details element's toggle task tracker is not null (a `toggle`
    /// event is queued: `html::details`).
    pub const DETAILS_TOGGLE_PENDING: ElementState = ElementState(1 << 3);
    /// The tracker's old state is "open".
    pub const DETAILS_TOGGLE_OLD_OPEN: ElementState = ElementState(1 << 4);
    /// The embedder has yet to queue the tracker's task.
    pub const DETAILS_TOGGLE_TASK_WANTED: ElementState = ElementState(1 << 5);

    pub fn contains(self, other: ElementState) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn insert(&mut self, other: ElementState) {
        self.0 |= other.0;
    }
    pub fn remove(&mut self, other: ElementState) {
        self.0 &= !other.0;
    }
}

impl ElementData {
    pub(crate) fn new(name: QualName, attrs: Vec<Attr>) -> ElementData {
        ElementData {
            name,
            attrs,
            template_contents: None,
            shadow_root: None,
            already_started: false,
            parser_inserted: false,
            state: ElementState::default(),
            control: None,
            custom_state: super::CustomElementState::Uncustomized,
            custom_definition: None,
            custom_callbacks: None,
        }
    }

    /// The element's local name.
    pub fn local_name(&self) -> &LocalName {
        &self.name.local
    }

    /// The element's namespace.
    pub fn namespace(&self) -> &Namespace {
        &self.name.ns
    }

    /// Whether this is an element of the HTML namespace with this local name.
    pub fn is_html(&self, local: &str) -> bool {
        self.name.ns == ns!(html) && &*self.name.local == local
    }

    /// The value of the first attribute whose namespace is null and local
    /// name is `local` (the way HTML reflects content attributes).
    pub fn plain_attribute(&self, local: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.name.ns == ns!() && &*a.name.local == local)
            .map(|a| a.value.as_str())
    }

    /// https://dom.spec.whatwg.org/#concept-id : the value of the `id`
    /// attribute, unless it is empty.
    pub fn id(&self) -> Option<&str> {
        self.plain_attribute("id").filter(|v| !v.is_empty())
    }
}

/// An attribute as a node (https://dom.spec.whatwg.org/#interface-attr),
/// made when script asks for one (`getAttributeNode`, `attributes[i]`,
/// `createAttribute`). While it belongs to an element, the element's
/// attribute list holds its value, and the tree maps the element's
/// attribute to this node (so that asking again gives the same node).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrNode {
    /// Namespace, prefix and local name.
    pub name: QualName,
    /// The value while it has no element.
    pub value: String,
    /// https://dom.spec.whatwg.org/#concept-attribute-element
    pub element: Option<NodeId>,
}

/// What a node is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NodeData {
    Document,
    DocumentFragment,
    /// https://dom.spec.whatwg.org/#interface-shadowroot (a DocumentFragment).
    ShadowRoot(super::shadow::ShadowRootData),
    Doctype {
        name: String,
        public_id: String,
        system_id: String,
    },
    Element(ElementData),
    Text(String),
    /// https://dom.spec.whatwg.org/#interface-cdatasection (a Text node).
    CDataSection(String),
    Comment(String),
    ProcessingInstruction {
        target: String,
        data: String,
    },
    Attr(AttrNode),
}

impl NodeData {
    /// The element parts, if this is an element.
    pub fn as_element(&self) -> Option<&ElementData> {
        match self {
            NodeData::Element(e) => Some(e),
            _ => None,
        }
    }

    pub fn is_element(&self) -> bool {
        matches!(self, NodeData::Element(_))
    }

    /// A Text node: Text or CDATASection (which inherits Text).
    pub fn is_text(&self) -> bool {
        matches!(self, NodeData::Text(_) | NodeData::CDataSection(_))
    }

    /// https://dom.spec.whatwg.org/#exclusive-text-node: a Text node that is
    /// not a CDATASection node.
    pub fn is_exclusive_text(&self) -> bool {
        matches!(self, NodeData::Text(_))
    }

    pub fn is_document(&self) -> bool {
        matches!(self, NodeData::Document)
    }

    /// A DocumentFragment node: a plain one or a shadow root.
    pub fn is_document_fragment(&self) -> bool {
        matches!(self, NodeData::DocumentFragment | NodeData::ShadowRoot(_))
    }

    pub fn is_doctype(&self) -> bool {
        matches!(self, NodeData::Doctype { .. })
    }

    /// https://dom.spec.whatwg.org/#characterdata
    pub fn is_character_data(&self) -> bool {
        matches!(
            self,
            NodeData::Text(_) | NodeData::CDataSection(_) | NodeData::Comment(_) | NodeData::ProcessingInstruction { .. }
        )
    }

    /// The data of a CharacterData node (https://dom.spec.whatwg.org/#concept-cd-data).
    pub fn character_data(&self) -> Option<&str> {
        match self {
            NodeData::Text(d) | NodeData::CDataSection(d) | NodeData::Comment(d) | NodeData::ProcessingInstruction { data: d, .. } => Some(d),
            _ => None,
        }
    }

    pub(crate) fn character_data_mut(&mut self) -> Option<&mut String> {
        match self {
            NodeData::Text(d) | NodeData::CDataSection(d) | NodeData::Comment(d) | NodeData::ProcessingInstruction { data: d, .. } => Some(d),
            _ => None,
        }
    }

    /// The Attr parts, if this is an attribute node.
    pub fn as_attr(&self) -> Option<&AttrNode> {
        match self {
            NodeData::Attr(a) => Some(a),
            _ => None,
        }
    }

    /// https://dom.spec.whatwg.org/#dom-node-nodetype
    pub fn node_type(&self) -> u16 {
        match self {
            NodeData::Element(_) => 1,
            NodeData::Attr(_) => 2,
            NodeData::Text(_) => 3,
            NodeData::CDataSection(_) => 4,
            NodeData::ProcessingInstruction { .. } => 7,
            NodeData::Comment(_) => 8,
            NodeData::Document => 9,
            NodeData::Doctype { .. } => 10,
            NodeData::DocumentFragment | NodeData::ShadowRoot(_) => 11,
        }
    }
}

/// A node in the arena: its data and its links to other nodes.
#[derive(Clone, Debug)]
pub struct Node {
    pub(crate) parent: Option<NodeId>,
    pub(crate) first_child: Option<NodeId>,
    pub(crate) last_child: Option<NodeId>,
    pub(crate) previous_sibling: Option<NodeId>,
    pub(crate) next_sibling: Option<NodeId>,
    pub(crate) data: NodeData,
}

impl Node {
    pub(crate) fn new(data: NodeData) -> Node {
        Node {
            parent: None,
            first_child: None,
            last_child: None,
            previous_sibling: None,
            next_sibling: None,
            data,
        }
    }
}
