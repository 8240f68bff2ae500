//! An element's attribute list (https://dom.spec.whatwg.org/#concept-element-attribute):
//! reading and changing it by qualified name and by namespace and local
//! name, through the DOM Standard's primitives (change, append, remove,
//! replace), each of which handles the attribute change (a mutation
//! record, then other specifications' attribute change steps).

use html5ever::{LocalName, Namespace, Prefix, QualName};

use super::node::{qualified_name, Attr, NodeData, NodeId};
use super::{DomError, Tree};

pub use super::names::is_valid_attribute_local_name;

impl Tree {
    /// The qualified name as "get an attribute by name" compares it: in
    /// ASCII lowercase for an element in the HTML namespace whose node
    /// document is an HTML document.
    fn adjust_name(&self, element: NodeId, qualified_name: &str) -> String {
        if self.is_html_element_in_html_document(element) {
            qualified_name.to_ascii_lowercase()
        } else {
            qualified_name.to_owned()
        }
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name:
    /// the index of the attribute in the element's attribute list.
    pub(crate) fn attribute_index_by_name(&self, element: NodeId, qualified_name: &str) -> Option<usize> {
        let e = self.element(element)?;
        // 1. If element is in the HTML namespace and its node document is an
        //    HTML document, then set qualifiedName to qualifiedName in ASCII lowercase.
        let name = self.adjust_name(element, qualified_name);
        // 2. Return the first attribute in element's attribute list whose
        //    qualified name is qualifiedName; otherwise null.
        e.attrs.iter().position(|a| a.qualified_name() == name)
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-namespace:
    /// the index of the attribute (`namespace` "" is null).
    pub(crate) fn attribute_index_ns(&self, element: NodeId, namespace: &str, local_name: &str) -> Option<usize> {
        // 1. If namespace is the empty string, then set it to null.
        // 2. Return the attribute in element's attribute list whose namespace
        //    is namespace and local name is localName, if any; otherwise null.
        self.element(element)?.attrs.iter().position(|a| &*a.name.ns == namespace && &*a.name.local == local_name)
    }

    /// `getAttribute`: the value of the attribute "get an attribute by name" finds.
    pub fn attribute(&self, element: NodeId, qualified_name: &str) -> Option<&str> {
        let i = self.attribute_index_by_name(element, qualified_name)?;
        self.element(element)?.attrs.get(i).map(|a| a.value.as_str())
    }

    /// https://dom.spec.whatwg.org/#dom-element-hasattribute
    pub fn has_attribute(&self, element: NodeId, qualified_name: &str) -> bool {
        self.attribute_index_by_name(element, qualified_name).is_some()
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-get-value and
    /// `getAttributeNS` (`namespace` "" is null): the value, or `None`.
    pub fn attribute_ns(&self, element: NodeId, namespace: &str, local_name: &str) -> Option<&str> {
        let i = self.attribute_index_ns(element, namespace, local_name)?;
        self.element(element)?.attrs.get(i).map(|a| a.value.as_str())
    }

    /// The attribute list of an element, in order (empty for non-elements).
    pub fn attributes(&self, element: NodeId) -> &[Attr] {
        self.element(element).map(|e| e.attrs.as_slice()).unwrap_or(&[])
    }

    /// https://dom.spec.whatwg.org/#handle-attribute-changes
    pub(crate) fn handle_attribute_changes(&mut self, element: NodeId, name: &QualName, old: Option<&str>, new: Option<&str>) {
        // 1. Queue a mutation record of "attributes" for element with
        //    attribute's local name, attribute's namespace, oldValue, « », « »,
        //    null, and null.
        // 2. (Custom elements are not supported.)
        // 3. Run the attribute change steps with element, attribute's local
        //    name, oldValue, newValue, and attribute's namespace.
        self.run_attribute_changed(element, name, old, new);
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-change for
    /// the attribute at `index`.
    pub(crate) fn change_attribute(&mut self, element: NodeId, index: usize, value: &str) {
        let Some(e) = self.element_mut(element) else { return };
        let Some(attr) = e.attrs.get_mut(index) else { return };
        // 1. Let oldValue be attribute's value.
        // 2. Set attribute's value to value.
        let old = std::mem::replace(&mut attr.value, value.to_owned());
        let name = attr.name.clone();
        // 3. Handle attribute changes with attribute, attribute's element, oldValue, and value.
        self.handle_attribute_changes(element, &name, Some(&old), Some(value));
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-append
    pub(crate) fn append_attribute(&mut self, element: NodeId, attr: Attr) -> Result<(), DomError> {
        self.node(element)?;
        let e = self.element_mut(element).ok_or(DomError::HierarchyRequest("only elements have attributes"))?;
        // 1. Append attribute to element's attribute list.
        // 2. Set attribute's element to element. 3. Set attribute's node document.
        let (name, value) = (attr.name.clone(), attr.value.clone());
        e.attrs.push(attr);
        // 4. Handle attribute changes with attribute, element, null, and attribute's value.
        self.handle_attribute_changes(element, &name, None, Some(&value));
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-remove for the
    /// attribute at `index`; an attribute node made for it keeps the value
    /// and loses its element.
    pub(crate) fn remove_attribute_at(&mut self, element: NodeId, index: usize) -> Option<Attr> {
        let e = self.element_mut(element)?;
        if index >= e.attrs.len() {
            return None;
        }
        // 1. Let element be attribute's element.
        // 2. Remove attribute from element's attribute list.
        let removed = e.attrs.remove(index);
        // 3. Set attribute's element to null.
        self.detach_attr_node(element, &removed);
        // 4. Handle attribute changes with attribute, element, attribute's value, and null.
        self.handle_attribute_changes(element, &removed.name, Some(&removed.value), None);
        Some(removed)
    }

    /// An attribute node made for `attr` of `element` (if any) no longer
    /// has an element: it keeps the value.
    fn detach_attr_node(&mut self, element: NodeId, attr: &Attr) {
        let key = (element, attr.name.ns.clone(), attr.name.local.clone());
        if let Some(node) = self.attr_nodes.remove(&key) {
            if let Some(NodeData::Attr(a)) = self.node_data_mut(node) {
                a.value = attr.value.clone();
                a.element = None;
            }
        }
    }

    /// https://dom.spec.whatwg.org/#dom-element-setattribute
    pub fn set_attribute(&mut self, element: NodeId, qualified_name: &str, value: &str) -> Result<(), DomError> {
        self.node(element)?;
        if self.element(element).is_none() {
            return Err(DomError::HierarchyRequest("only elements have attributes"));
        }
        // 1. If qualifiedName is not a valid attribute local name, then throw
        //    an "InvalidCharacterError" DOMException.
        if !is_valid_attribute_local_name(qualified_name) {
            return Err(DomError::InvalidCharacter(qualified_name.to_owned()));
        }
        // 2. If this is in the HTML namespace and its node document is an
        //    HTML document, then set qualifiedName to qualifiedName in ASCII lowercase.
        let name = self.adjust_name(element, qualified_name);
        // 4. Let attribute be the first attribute in this's attribute list
        //    whose qualified name is qualifiedName, and null otherwise.
        match self.element(element).and_then(|e| e.attrs.iter().position(|a| a.qualified_name() == name)) {
            // 6. Change attribute to value.
            Some(index) => {
                self.change_attribute(element, index, value);
                Ok(())
            }
            // 5. If attribute is null, create an attribute whose local name
            //    is qualifiedName, value is value, and node document is this's
            //    node document, then append this attribute to this, and then return.
            None => {
                let attr = Attr { name: QualName::new(None, Namespace::from(""), LocalName::from(name)), value: value.to_owned() };
                self.append_attribute(element, attr)
            }
        }
    }

    /// https://dom.spec.whatwg.org/#dom-element-setattributens, after the
    /// bindings validated and extracted the name: set an attribute value.
    pub fn set_attribute_ns(&mut self, element: NodeId, namespace: Option<&str>, qualified_name: &str, value: &str) -> Result<(), DomError> {
        // 1. Let (namespace, prefix, localName) be the result of validating
        //    and extracting namespace and qualifiedName given "attribute".
        let (namespace, prefix, local) = super::names::validate_and_extract(namespace, qualified_name, super::names::NameContext::Attribute)?;
        // 2. Set an attribute value for this using localName, value, and also prefix and namespace.
        self.set_attribute_value(element, &local, value, prefix.as_deref(), namespace.as_deref().unwrap_or(""))
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-set-value
    /// (`namespace` "" is null).
    pub fn set_attribute_value(&mut self, element: NodeId, local_name: &str, value: &str, prefix: Option<&str>, namespace: &str) -> Result<(), DomError> {
        self.node(element)?;
        if self.element(element).is_none() {
            return Err(DomError::HierarchyRequest("only elements have attributes"));
        }
        // 1. Let attribute be the result of getting an attribute given
        //    namespace, localName, and element.
        match self.attribute_index_ns(element, namespace, local_name) {
            // 3. Change attribute to value.
            Some(index) => {
                self.change_attribute(element, index, value);
                Ok(())
            }
            // 2. If attribute is null, create an attribute whose namespace is
            //    namespace, namespace prefix is prefix, local name is
            //    localName, value is value, and node document is element's
            //    node document, then append this attribute to element, and
            //    then return.
            None => {
                let name = QualName::new(prefix.map(Prefix::from), Namespace::from(namespace), LocalName::from(local_name));
                self.append_attribute(element, Attr { name, value: value.to_owned() })
            }
        }
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-name
    /// (`removeAttribute`): returns whether an attribute was removed.
    pub fn remove_attribute(&mut self, element: NodeId, qualified_name: &str) -> bool {
        // 1. Let attr be the result of getting an attribute given
        //    qualifiedName and element.
        // 2. If attr is non-null, then remove attr.
        // 3. Return attr.
        match self.attribute_index_by_name(element, qualified_name) {
            Some(index) => self.remove_attribute_at(element, index).is_some(),
            None => false,
        }
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-namespace
    /// (`namespace` "" is null): whether an attribute was removed.
    pub fn remove_attribute_ns(&mut self, element: NodeId, namespace: &str, local_name: &str) -> bool {
        match self.attribute_index_ns(element, namespace, local_name) {
            Some(index) => self.remove_attribute_at(element, index).is_some(),
            None => false,
        }
    }

    /// https://dom.spec.whatwg.org/#dom-element-toggleattribute
    pub fn toggle_attribute(&mut self, element: NodeId, qualified_name: &str, force: Option<bool>) -> Result<bool, DomError> {
        self.node(element)?;
        // 1. If qualifiedName is not a valid attribute local name, then throw
        //    an "InvalidCharacterError" DOMException.
        if !is_valid_attribute_local_name(qualified_name) {
            return Err(DomError::InvalidCharacter(qualified_name.to_owned()));
        }
        // 2. If this is in the HTML namespace and its node document is an
        //    HTML document, then set qualifiedName to qualifiedName in ASCII lowercase.
        let name = self.adjust_name(element, qualified_name);
        // 3. Let attribute be the first attribute in this's attribute list
        //    whose qualified name is qualifiedName, and null otherwise.
        let index = self.element(element).and_then(|e| e.attrs.iter().position(|a| a.qualified_name() == name));
        match index {
            // 4. If attribute is null: if force is not given or is true,
            //    create an attribute whose local name is qualifiedName, value
            //    is the empty string, append it to this, and return true;
            //    otherwise return false.
            None => {
                if force == Some(false) {
                    return Ok(false);
                }
                let attr = Attr { name: QualName::new(None, Namespace::from(""), LocalName::from(name)), value: String::new() };
                self.append_attribute(element, attr)?;
                Ok(true)
            }
            // 5. Otherwise, if force is not given or is false, remove an
            //    attribute given qualifiedName and this, and then return false.
            Some(i) if force != Some(true) => {
                self.remove_attribute_at(element, i);
                Ok(false)
            }
            // 6. Return true.
            Some(_) => Ok(true),
        }
    }

    /// https://dom.spec.whatwg.org/#dom-element-getattributenames: the
    /// qualified names of the attributes, in order.
    pub fn attribute_names(&self, element: NodeId) -> Vec<String> {
        self.attributes(element).iter().map(|a| qualified_name(&a.name)).collect()
    }
}
