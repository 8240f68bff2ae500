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

impl Tree {
    /// https://dom.spec.whatwg.org/#concept-descendant-text-content
    pub fn descendant_text_content(&self, node: NodeId) -> String {
        self.descendants(node)
            .filter_map(|d| match self.node_data(d) {
                Some(NodeData::Text(t)) => Some(t.as_str()),
                _ => None,
            })
            .collect()
    }

    /// https://dom.spec.whatwg.org/#concept-child-text-content
    pub fn child_text_content(&self, node: NodeId) -> String {
        self.children(node)
            .filter_map(|d| match self.node_data(d) {
                Some(NodeData::Text(t)) => Some(t.as_str()),
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
            NodeData::DocumentFragment | NodeData::Element(_) => {
                Some(self.descendant_text_content(node))
            }
            // CharacterData: this's data.
            NodeData::Text(data)
            | NodeData::Comment(data)
            | NodeData::ProcessingInstruction { data, .. } => Some(data.clone()),
            // Otherwise: null.
            NodeData::Document | NodeData::Doctype { .. } => None,
        }
    }

    /// https://dom.spec.whatwg.org/#dom-node-textcontent (setter; `None` is
    /// the null value, treated as the empty string)
    pub fn set_text_content(&mut self, node: NodeId, value: Option<&str>) -> Result<(), DomError> {
        // If the given value is null, act as if it was the empty string
        // instead, and then do as described below, switching on the
        // interface this implements:
        let value = value.unwrap_or("");
        match self.node(node)?.data {
            // DocumentFragment, Element: String replace all with the given
            // value within this.
            NodeData::DocumentFragment | NodeData::Element(_) => {
                self.string_replace_all(value, node)
            }
            // CharacterData: Replace data with node this, offset 0, count
            // this's length, and data the given value.
            NodeData::Text(_) | NodeData::Comment(_) | NodeData::ProcessingInstruction { .. } => {
                let length = self.node_length(node);
                self.replace_data(node, 0, length, value)
            }
            // Otherwise: Do nothing.
            NodeData::Document | NodeData::Doctype { .. } => Ok(()),
        }
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
