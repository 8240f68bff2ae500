//! Text of nodes: `textContent` and the document's title.

use super::node::{NodeData, NodeId};
use super::{DomError, Tree};

/// https://infra.spec.whatwg.org/#strip-and-collapse-ascii-whitespace
pub fn strip_and_collapse_ascii_whitespace(s: &str) -> String {
    // Replace any sequence of one or more consecutive code points that are
    // ASCII whitespace with a single U+0020 SPACE, then remove any leading
    // and trailing ASCII whitespace.
    s.split(|c: char| c.is_ascii_whitespace())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Which of textContent's and nodeValue's cases a node is.
enum ValueKind {
    /// DocumentFragment, Element.
    Parent,
    Attr,
    /// CharacterData.
    Data,
    None,
}

impl Tree {
    /// https://dom.spec.whatwg.org/#concept-descendant-text-content: the
    /// data of the node's Text node descendants, in tree order.
    pub fn descendant_text_content(&self, node: NodeId) -> String {
        self.descendants(node)
            .filter_map(|d| match self.node_data(d) {
                Some(NodeData::Text(t) | NodeData::CDataSection(t)) => Some(t.as_str()),
                _ => None,
            })
            .collect()
    }

    /// https://dom.spec.whatwg.org/#concept-child-text-content
    pub fn child_text_content(&self, node: NodeId) -> String {
        self.children(node)
            .filter_map(|d| match self.node_data(d) {
                Some(NodeData::Text(t) | NodeData::CDataSection(t)) => Some(t.as_str()),
                _ => None,
            })
            .collect()
    }

    /// https://dom.spec.whatwg.org/#dom-node-textcontent (getter)
    pub fn text_content(&self, node: NodeId) -> Option<String> {
        // The getter steps are to return the following, switching on the
        // interface this implements:
        match self.node_data(node)? {
            // DocumentFragment, Element: the descendant text content of this.
            NodeData::DocumentFragment | NodeData::ShadowRoot(_) | NodeData::Element(_) => Some(self.descendant_text_content(node)),
            // Attr: this's value.
            NodeData::Attr(_) => self.attr_value(node),
            // CharacterData: this's data.
            d if d.is_character_data() => d.character_data().map(str::to_owned),
            // Otherwise: null.
            _ => None,
        }
    }

    /// https://dom.spec.whatwg.org/#dom-node-textcontent (setter; `None` is
    /// the null value, treated as the empty string)
    pub fn set_text_content(&mut self, node: NodeId, value: Option<&str>) -> Result<(), DomError> {
        // If the given value is null, act as if it was the empty string
        // instead, and then do as described below, switching on the
        // interface this implements:
        let value = value.unwrap_or("");
        match self.value_kind(node)? {
            // DocumentFragment, Element: String replace all with the given
            // value within this.
            ValueKind::Parent => self.string_replace_all(value, node),
            // Attr: Set an existing attribute value with this and the given value.
            ValueKind::Attr => self.set_attr_value(node, value),
            // CharacterData: Replace data with node this, offset 0, count
            // this's length, and data the given value.
            ValueKind::Data => {
                let length = self.data_length(node);
                self.replace_data(node, 0, length, value)
            }
            // Otherwise: Do nothing.
            ValueKind::None => Ok(()),
        }
    }

    /// https://dom.spec.whatwg.org/#dom-node-nodevalue (getter): an Attr's
    /// value, a CharacterData node's data, otherwise null.
    pub fn node_value(&self, node: NodeId) -> Option<String> {
        match self.node_data(node)? {
            NodeData::Attr(_) => self.attr_value(node),
            d => d.character_data().map(str::to_owned),
        }
    }

    /// https://dom.spec.whatwg.org/#dom-node-nodevalue (setter; null is the
    /// empty string): sets an Attr's value, replaces a CharacterData node's
    /// data, does nothing otherwise.
    pub fn set_node_value(&mut self, node: NodeId, value: Option<&str>) -> Result<(), DomError> {
        let value = value.unwrap_or("");
        match self.value_kind(node)? {
            ValueKind::Attr => self.set_attr_value(node, value),
            ValueKind::Data => {
                let length = self.data_length(node);
                self.replace_data(node, 0, length, value)
            }
            ValueKind::Parent | ValueKind::None => Ok(()),
        }
    }

    /// Which of textContent's and nodeValue's cases a node is.
    fn value_kind(&self, node: NodeId) -> Result<ValueKind, DomError> {
        Ok(match &self.node(node)?.data {
            NodeData::DocumentFragment | NodeData::ShadowRoot(_) | NodeData::Element(_) => ValueKind::Parent,
            NodeData::Attr(_) => ValueKind::Attr,
            d if d.is_character_data() => ValueKind::Data,
            _ => ValueKind::None,
        })
    }

    /// https://dom.spec.whatwg.org/#string-replace-all
    pub fn string_replace_all(&mut self, string: &str, parent: NodeId) -> Result<(), DomError> {
        // 1. Let node be null.
        // 2. If string is not the empty string, then set node to a new Text
        //    node whose data is string and node document is parent's node
        //    document.
        let node = (!string.is_empty()).then(|| self.create_text(string));
        // 3. Replace all with node within parent.
        self.replace_all(node, parent)
    }

    /// https://html.spec.whatwg.org/multipage/dom.html#document.title (getter)
    pub fn title(&self) -> String {
        let document_element = self.document_element();
        let svg_root = document_element.filter(|e| {
            self.element(*e)
                .is_some_and(|d| d.name.ns == html5ever::ns!(svg) && &*d.name.local == "svg")
        });
        // 1. If the document element is an SVG svg element, then let value be
        //    the child text content of the first SVG title element that is a
        //    child of the document element.
        // 2. Otherwise, let value be the child text content of the title
        //    element, or the empty string if the title element is null.
        let value = match svg_root {
            Some(root) => self
                .element_children(root)
                .find(|c| {
                    self.element(*c).is_some_and(|d| {
                        d.name.ns == html5ever::ns!(svg) && &*d.name.local == "title"
                    })
                })
                .map(|t| self.child_text_content(t))
                .unwrap_or_default(),
            None => self
                .title_element()
                .map(|t| self.child_text_content(t))
                .unwrap_or_default(),
        };
        // 3. Strip and collapse ASCII whitespace in value.
        // 4. Return value.
        strip_and_collapse_ascii_whitespace(&value)
    }

    /// https://html.spec.whatwg.org/multipage/dom.html#the-title-element-2 :
    /// the first `title` element in the document, in tree order.
    pub fn title_element(&self) -> Option<NodeId> {
        self.descendants(self.document())
            .find(|n| self.element(*n).is_some_and(|e| e.is_html("title")))
    }
}
