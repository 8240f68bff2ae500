//! Attributes as nodes (https://dom.spec.whatwg.org/#interface-attr): the
//! node an element's attribute is seen as, made on first use and the same
//! node afterwards; `setAttributeNode` and `removeAttributeNode`; and the
//! value of an attribute node with or without an element.

use html5ever::QualName;

use super::node::{Attr, AttrNode, NodeData, NodeId};
use super::{DomError, Tree};

impl Tree {
    /// The attribute node of the attribute at `index` of `element`'s
    /// attribute list, made on first use.
    pub fn attribute_node(&mut self, element: NodeId, index: usize) -> Option<NodeId> {
        let name = self.element(element)?.attrs.get(index)?.name.clone();
        let key = (element, name.ns.clone(), name.local.clone());
        if let Some(node) = self.attr_nodes.get(&key) {
            return Some(*node);
        }
        let node = self.push(NodeData::Attr(AttrNode { name, value: String::new(), element: Some(element) }));
        self.attr_nodes.insert(key, node);
        Some(node)
    }

    /// https://dom.spec.whatwg.org/#dom-element-getattributenode
    pub fn attribute_node_by_name(&mut self, element: NodeId, qualified_name: &str) -> Option<NodeId> {
        let index = self.attribute_index_by_name(element, qualified_name)?;
        self.attribute_node(element, index)
    }

    /// https://dom.spec.whatwg.org/#dom-element-getattributenodens (`namespace` "" is null)
    pub fn attribute_node_ns(&mut self, element: NodeId, namespace: &str, local_name: &str) -> Option<NodeId> {
        let index = self.attribute_index_ns(element, namespace, local_name)?;
        self.attribute_node(element, index)
    }

    /// A new attribute node without an element
    /// (https://dom.spec.whatwg.org/#dom-document-createattribute and `createAttributeNS`).
    pub(crate) fn new_attr_node(&mut self, name: QualName, value: &str) -> NodeId {
        self.push(NodeData::Attr(AttrNode { name, value: value.to_owned(), element: None }))
    }

    /// The parts of an attribute node.
    pub fn attr(&self, node: NodeId) -> Option<&AttrNode> {
        self.node_data(node)?.as_attr()
    }

    /// https://dom.spec.whatwg.org/#concept-attribute-value of an attribute
    /// node: its element's attribute's while it has an element.
    pub fn attr_value(&self, node: NodeId) -> Option<String> {
        let a = self.attr(node)?;
        match a.element {
            Some(e) => self.attribute_ns(e, &a.name.ns, &a.name.local).map(str::to_owned),
            None => Some(a.value.clone()),
        }
    }

    /// https://dom.spec.whatwg.org/#set-an-existing-attribute-value
    pub fn set_attr_value(&mut self, node: NodeId, value: &str) -> Result<(), DomError> {
        let a = self.attr(node).ok_or(DomError::NotFound("not an attribute node"))?.clone();
        match a.element {
            // 1. If attribute's element is null, then set attribute's value to value.
            None => {
                if let Some(NodeData::Attr(a)) = self.node_data_mut(node) {
                    a.value = value.to_owned();
                }
            }
            // 2. Otherwise, change attribute to value.
            Some(e) => {
                if let Some(i) = self.attribute_index_ns(e, &a.name.ns, &a.name.local) {
                    self.change_attribute(e, i, value);
                }
            }
        }
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-set
    /// (`setAttributeNode`, `setAttributeNodeNS`): returns the attribute
    /// node it replaced, if any. `attr` must be a node of this tree (the
    /// bindings adopt it first).
    pub fn set_attribute_node(&mut self, element: NodeId, attr: NodeId) -> Result<Option<NodeId>, DomError> {
        self.node(element)?;
        let a = self.attr(attr).ok_or(DomError::NotFound("not an attribute node"))?.clone();
        // 1. If attr's element is neither null nor element, throw an
        //    "InUseAttributeError" DOMException.
        if a.element.is_some_and(|e| e != element) {
            return Err(DomError::InUseAttribute);
        }
        // 2. Let oldAttr be the result of getting an attribute given attr's
        //    namespace, attr's local name, and element.
        let old_index = self.attribute_index_ns(element, &a.name.ns, &a.name.local);
        // 3. If oldAttr is attr, return attr.
        if a.element == Some(element) {
            return Ok(Some(attr));
        }
        let key = (element, a.name.ns.clone(), a.name.local.clone());
        let new = Attr { name: a.name.clone(), value: a.value.clone() };
        let old_node = match old_index {
            // 4. If oldAttr is non-null, then replace oldAttr with attr.
            Some(i) => {
                let old_node = self.attribute_node(element, i);
                self.replace_attribute(element, i, new);
                old_node
            }
            // 5. Otherwise, append attr to element.
            None => {
                self.append_attribute(element, new)?;
                None
            }
        };
        self.attr_nodes.insert(key, attr);
        if let Some(NodeData::Attr(n)) = self.node_data_mut(attr) {
            n.element = Some(element);
        }
        // 6. Return oldAttr.
        Ok(old_node)
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-replace: the
    /// attribute at `index` is replaced by `new` (its node, if one was
    /// made, keeps the old value and loses its element).
    fn replace_attribute(&mut self, element: NodeId, index: usize, new: Attr) {
        let Some(e) = self.element_mut(element) else { return };
        let Some(slot) = e.attrs.get_mut(index) else { return };
        // 1. Let element be oldAttribute's element.
        // 2. Replace oldAttribute by newAttribute in element's attribute list.
        // 3-4. Set newAttribute's element to element (and its node document).
        let new_value = new.value.clone();
        let old = std::mem::replace(slot, new);
        // 5. Set oldAttribute's element to null.
        let key = (element, old.name.ns.clone(), old.name.local.clone());
        if let Some(node) = self.attr_nodes.remove(&key) {
            if let Some(NodeData::Attr(a)) = self.node_data_mut(node) {
                a.value = old.value.clone();
                a.element = None;
            }
        }
        // 6. Handle attribute changes with oldAttribute, element,
        //    oldAttribute's value, and newAttribute's value.
        self.handle_attribute_changes(element, &old.name, Some(&old.value), Some(&new_value));
    }

    /// https://dom.spec.whatwg.org/#dom-element-removeattributenode
    pub fn remove_attribute_node(&mut self, element: NodeId, attr: NodeId) -> Result<NodeId, DomError> {
        let a = self.attr(attr).ok_or(DomError::NotFound("not an attribute node"))?.clone();
        // 1. If this's attribute list does not contain attr, then throw a
        //    "NotFoundError" DOMException.
        if a.element != Some(element) {
            return Err(DomError::NotFound("the attribute is not an attribute of this element"));
        }
        // 2. Remove attr.
        if let Some(i) = self.attribute_index_ns(element, &a.name.ns, &a.name.local) {
            self.remove_attribute_at(element, i);
        }
        // 3. Return attr.
        Ok(attr)
    }

    /// The attribute nodes made for `element`'s attributes (those that move
    /// with it when it is adopted).
    pub(crate) fn attr_nodes_of(&self, element: NodeId) -> Vec<NodeId> {
        self.attr_nodes.iter().filter(|((e, _, _), _)| *e == element).map(|(_, n)| *n).collect()
    }
}
