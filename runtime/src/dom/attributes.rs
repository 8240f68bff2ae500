//! Reading and changing an element's attributes by qualified name.

use html5ever::{ns, LocalName, QualName};

use super::node::{Attr, ElementData, NodeId};
use super::{DomError, Tree};

/// In an HTML document, names given to HTML elements are lowercased first
/// (step 1 of "get an attribute by name", step 2 of `setAttribute`).
fn adjust_name(element: &ElementData, qualified_name: &str) -> String {
    if element.name.ns == ns!(html) {
        qualified_name.to_ascii_lowercase()
    } else {
        qualified_name.to_owned()
    }
}

/// https://dom.spec.whatwg.org/#valid-attribute-local-name
pub fn is_valid_attribute_local_name(name: &str) -> bool {
    // 1. If name's length is 0, then return false.
    // 2. If name contains ASCII whitespace, U+0000 NULL, U+002F (/),
    //    U+003D (=), or U+003E (>), then return false.
    // 3. Return true.
    !name.is_empty()
        && !name
            .chars()
            .any(|c| c.is_ascii_whitespace() || matches!(c, '\0' | '/' | '=' | '>'))
}

impl Tree {
    /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name
    /// (`getAttribute`): the value, or `None`.
    pub fn attribute(&self, element: NodeId, qualified_name: &str) -> Option<&str> {
        let e = self.element(element)?;
        // 1. If element is in the HTML namespace and its node document is an
        //    HTML document, then set qualifiedName to qualifiedName in ASCII
        //    lowercase.
        let name = adjust_name(e, qualified_name);
        // 2. Return the first attribute in element's attribute list whose
        //    qualified name is qualifiedName; otherwise null.
        e.attrs
            .iter()
            .find(|a| a.qualified_name() == name)
            .map(|a| a.value.as_str())
    }

    /// https://dom.spec.whatwg.org/#dom-element-hasattribute
    pub fn has_attribute(&self, element: NodeId, qualified_name: &str) -> bool {
        self.attribute(element, qualified_name).is_some()
    }

    /// The attribute list of an element, in order (empty for non-elements).
    pub fn attributes(&self, element: NodeId) -> &[Attr] {
        self.element(element).map(|e| e.attrs.as_slice()).unwrap_or(&[])
    }

    /// https://dom.spec.whatwg.org/#dom-element-setattribute
    pub fn set_attribute(
        &mut self,
        element: NodeId,
        qualified_name: &str,
        value: &str,
    ) -> Result<(), DomError> {
        self.node(element)?;
        let e = self
            .element_mut(element)
            .ok_or(DomError::HierarchyRequest("only elements have attributes"))?;
        // 1. If qualifiedName is not a valid attribute local name, then throw
        //    an "InvalidCharacterError" DOMException.
        if !is_valid_attribute_local_name(qualified_name) {
            return Err(DomError::InvalidCharacter(qualified_name.to_owned()));
        }
        // 2. If this is in the HTML namespace and its node document is an
        //    HTML document, then set qualifiedName to qualifiedName in ASCII
        //    lowercase.
        let name = adjust_name(e, qualified_name);
        // 3. Let attribute be the first attribute in this's attribute list
        //    whose qualified name is qualifiedName, and null otherwise.
        let (attr_name, old) = match e.attrs.iter_mut().find(|a| a.qualified_name() == name) {
            // 5. Change attribute to value.
            Some(attr) => {
                let old = std::mem::replace(&mut attr.value, value.to_owned());
                (attr.name.clone(), Some(old))
            }
            // 4. If attribute is null, create an attribute whose local name
            //    is qualifiedName, value is value, and node document is
            //    this's node document, then append this attribute to this,
            //    and then return.
            None => {
                let attr_name = QualName::new(None, ns!(), LocalName::from(name));
                e.attrs.push(Attr { name: attr_name.clone(), value: value.to_owned() });
                (attr_name, None)
            }
        };
        // https://dom.spec.whatwg.org/#handle-attribute-changes step 3: run
        // the attribute change steps.
        self.run_attribute_changed(element, &attr_name, old.as_deref(), Some(value));
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-name
    /// (`removeAttribute`): returns whether an attribute was removed.
    pub fn remove_attribute(&mut self, element: NodeId, qualified_name: &str) -> bool {
        let Some(e) = self.element_mut(element) else {
            return false;
        };
        let name = adjust_name(e, qualified_name);
        // 1. Let attr be the result of getting an attribute given
        //    qualifiedName and element.
        // 2. If attr is non-null, then remove attr.
        // 3. Return attr.
        match e.attrs.iter().position(|a| a.qualified_name() == name) {
            Some(index) => {
                let removed = e.attrs.remove(index);
                self.run_attribute_changed(element, &removed.name, Some(&removed.value), None);
                true
            }
            None => false,
        }
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-get-by-namespace
    /// (`namespace` "" is null): the attribute's value, or `None`.
    pub fn attribute_ns(&self, element: NodeId, namespace: &str, local_name: &str) -> Option<&str> {
        // 1. If namespace is the empty string, then set it to null.
        // 2. Return the attribute in element's attribute list whose namespace
        //    is namespace and local name is localName, if any; otherwise null.
        self.element(element)?
            .attrs
            .iter()
            .find(|a| &*a.name.ns == namespace && &*a.name.local == local_name)
            .map(|a| a.value.as_str())
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-set-value
    /// (`namespace` "" is null).
    pub fn set_attribute_value(
        &mut self,
        element: NodeId,
        local_name: &str,
        value: &str,
        prefix: Option<&str>,
        namespace: &str,
    ) -> Result<(), DomError> {
        self.node(element)?;
        let e = self
            .element_mut(element)
            .ok_or(DomError::HierarchyRequest("only elements have attributes"))?;
        // 1. Let attribute be the result of getting an attribute given
        //    namespace, localName, and element.
        let found = e.attrs.iter_mut().find(|a| &*a.name.ns == namespace && &*a.name.local == local_name);
        let (name, old) = match found {
            // 3. Change attribute to value.
            Some(attr) => {
                let old = std::mem::replace(&mut attr.value, value.to_owned());
                (attr.name.clone(), Some(old))
            }
            // 2. If attribute is null, create an attribute whose namespace is
            //    namespace, namespace prefix is prefix, local name is
            //    localName, value is value, and node document is element's
            //    node document, then append this attribute to element, and
            //    then return.
            None => {
                let name = QualName::new(
                    prefix.map(html5ever::Prefix::from),
                    html5ever::Namespace::from(namespace),
                    LocalName::from(local_name),
                );
                e.attrs.push(Attr { name: name.clone(), value: value.to_owned() });
                (name, None)
            }
        };
        self.run_attribute_changed(element, &name, old.as_deref(), Some(value));
        Ok(())
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-namespace
    /// (`namespace` "" is null): whether an attribute was removed.
    pub fn remove_attribute_ns(&mut self, element: NodeId, namespace: &str, local_name: &str) -> bool {
        let Some(e) = self.element_mut(element) else {
            return false;
        };
        // 1. Let attr be the result of getting an attribute given namespace,
        //    localName, and element.
        // 2. If attr is non-null, then remove attr.
        match e.attrs.iter().position(|a| &*a.name.ns == namespace && &*a.name.local == local_name) {
            Some(index) => {
                let removed = e.attrs.remove(index);
                self.run_attribute_changed(element, &removed.name, Some(&removed.value), None);
                true
            }
            None => false,
        }
    }
}
