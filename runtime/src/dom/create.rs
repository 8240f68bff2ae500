//! Creating nodes as the Document and DOMImplementation methods do
//! (https://dom.spec.whatwg.org/#interface-document).

use html5ever::{ns, LocalName, Namespace, Prefix, QualName};

use super::names::{self, NameContext};
use super::node::{NodeData, NodeId};
use super::{DomError, Tree};

impl Tree {
    /// https://dom.spec.whatwg.org/#dom-document-createelement (without
    /// custom elements).
    pub fn create_element_for_document(&mut self, local_name: &str) -> Result<NodeId, DomError> {
        let name = self.create_element_name(local_name)?;
        // 5. Return the result of creating an element given this, localName,
        //    namespace, null, is, and with the synchronous custom elements flag set.
        Ok(self.create_an_element(name))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createelement steps 1-4:
    /// the name of the element `createElement(local_name)` creates.
    pub fn create_element_name(&self, local_name: &str) -> Result<QualName, DomError> {
        // 1. If localName is not a valid element local name, then throw an
        //    "InvalidCharacterError" DOMException.
        if !names::is_valid_element_local_name(local_name) {
            return Err(DomError::InvalidCharacter(local_name.to_owned()));
        }
        // 2. If this is an HTML document, then set localName to localName in ASCII lowercase.
        let local = if self.is_html_document() { local_name.to_ascii_lowercase() } else { local_name.to_owned() };
        // 4. Let namespace be the HTML namespace, if this is an HTML document
        //    or this's content type is "application/xhtml+xml"; otherwise null.
        let namespace = if self.is_html_document() || self.content_type() == "application/xhtml+xml" { ns!(html) } else { ns!() };
        Ok(QualName::new(None, namespace, LocalName::from(local)))
    }

    /// https://dom.spec.whatwg.org/#internal-createelementns-steps step 1:
    /// the name of the element `createElementNS(namespace, qualified_name)` creates.
    pub fn create_element_ns_name(namespace: Option<&str>, qualified_name: &str) -> Result<QualName, DomError> {
        let (namespace, prefix, local) = names::validate_and_extract(namespace, qualified_name, NameContext::Element)?;
        Ok(QualName::new(prefix.map(Prefix::from), Namespace::from(namespace.unwrap_or_default()), LocalName::from(local)))
    }

    /// https://dom.spec.whatwg.org/#internal-createelementns-steps
    /// (`namespace` `None` is null).
    pub fn create_element_ns(&mut self, namespace: Option<&str>, qualified_name: &str) -> Result<NodeId, DomError> {
        // 1. Let (namespace, prefix, localName) be the result of validating
        //    and extracting namespace and qualifiedName given "element".
        let (namespace, prefix, local) = names::validate_and_extract(namespace, qualified_name, NameContext::Element)?;
        // 4. Return the result of creating an element given document,
        //    localName, namespace, prefix, is, and the synchronous custom
        //    elements flag set.
        let name = QualName::new(prefix.map(Prefix::from), Namespace::from(namespace.unwrap_or_default()), LocalName::from(local));
        Ok(self.create_an_element(name))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createcdatasection
    pub fn create_cdata_section(&mut self, data: &str) -> Result<NodeId, DomError> {
        // 1. If this is an HTML document, then throw a "NotSupportedError" DOMException.
        if self.is_html_document() {
            return Err(DomError::NotSupported("CDATA sections are not supported in HTML documents"));
        }
        // 2. If data contains the string "]]>", then throw an "InvalidCharacterError" DOMException.
        if data.contains("]]>") {
            return Err(DomError::InvalidCharacter(data.to_owned()));
        }
        // 3. Return a new CDATASection node with its data set to data and node document set to this.
        Ok(self.push(NodeData::CDataSection(data.to_owned())))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction
    pub fn create_processing_instruction(&mut self, target: &str, data: &str) -> Result<NodeId, DomError> {
        // 1. If target does not match the Name production, then throw an
        //    "InvalidCharacterError" DOMException.
        if !names::is_xml_name(target) {
            return Err(DomError::InvalidCharacter(target.to_owned()));
        }
        // 2. If data contains the string "?>", then throw an "InvalidCharacterError" DOMException.
        if data.contains("?>") {
            return Err(DomError::InvalidCharacter(data.to_owned()));
        }
        // 3. Return a new ProcessingInstruction node, with target set to
        //    target, data set to data, and node document set to this.
        Ok(self.push(NodeData::ProcessingInstruction { target: target.to_owned(), data: data.to_owned() }))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createattribute
    pub fn create_attribute(&mut self, local_name: &str) -> Result<NodeId, DomError> {
        // 1. If localName is not a valid attribute local name, then throw an
        //    "InvalidCharacterError" DOMException.
        if !names::is_valid_attribute_local_name(local_name) {
            return Err(DomError::InvalidCharacter(local_name.to_owned()));
        }
        // 2. If this is an HTML document, then set localName to localName in ASCII lowercase.
        let local = if self.is_html_document() { local_name.to_ascii_lowercase() } else { local_name.to_owned() };
        // 3. Return a new attribute whose local name is localName and node document is this.
        Ok(self.new_attr_node(QualName::new(None, ns!(), LocalName::from(local)), ""))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createattributens
    pub fn create_attribute_ns(&mut self, namespace: Option<&str>, qualified_name: &str) -> Result<NodeId, DomError> {
        // 1. Let (namespace, prefix, localName) be the result of validating
        //    and extracting namespace and qualifiedName given "attribute".
        let (namespace, prefix, local) = names::validate_and_extract(namespace, qualified_name, NameContext::Attribute)?;
        // 2. Return a new attribute whose namespace is namespace, namespace
        //    prefix is prefix, local name is localName, and node document is this.
        let name = QualName::new(prefix.map(Prefix::from), Namespace::from(namespace.unwrap_or_default()), LocalName::from(local));
        Ok(self.new_attr_node(name, ""))
    }

    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
    pub fn create_document_type(&mut self, name: &str, public_id: &str, system_id: &str) -> Result<NodeId, DomError> {
        // 1. If name is not a valid doctype name, then throw an "InvalidCharacterError" DOMException.
        if !names::is_valid_doctype_name(name) {
            return Err(DomError::InvalidCharacter(name.to_owned()));
        }
        // 2. Return a new doctype, with name as its name, publicId as its
        //    public ID, and systemId as its system ID, and with its node
        //    document set to the associated document of this.
        Ok(self.push(NodeData::Doctype { name: name.to_owned(), public_id: public_id.to_owned(), system_id: system_id.to_owned() }))
    }

    /// https://dom.spec.whatwg.org/#dom-document-doctype: the doctype child
    /// of the document, if any.
    pub fn doctype(&self) -> Option<NodeId> {
        self.children(self.document()).find(|c| self.node_data(*c).is_some_and(NodeData::is_doctype))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dom::tree::DocumentKind;

    #[test]
    fn html_and_xml_documents_create_elements_differently() {
        let mut html = Tree::new();
        let a = html.create_element_for_document("DIV").unwrap();
        assert_eq!(html.element(a).map(|e| (e.name.ns.to_string(), e.name.local.to_string())), Some((names::HTML_NAMESPACE.into(), "div".into())));
        let mut xml = Tree::new();
        xml.set_kind(DocumentKind { html: false, content_type: "application/xml".into() });
        let b = xml.create_element_for_document("DIV").unwrap();
        assert_eq!(xml.element(b).map(|e| (e.name.ns.to_string(), e.name.local.to_string())), Some((String::new(), "DIV".into())));
        assert!(matches!(html.create_cdata_section("x"), Err(DomError::NotSupported(_))));
        assert!(matches!(xml.create_cdata_section("]]>"), Err(DomError::InvalidCharacter(_))));
        assert!(xml.create_cdata_section("x").is_ok());
        let svg = html.create_element_ns(Some(names::SVG_NAMESPACE), "svg:rect").unwrap();
        assert_eq!(html.element(svg).and_then(|e| e.name.prefix.as_ref().map(|p| p.to_string())).as_deref(), Some("svg"));
        assert!(matches!(html.create_processing_instruction("x", "?>"), Err(DomError::InvalidCharacter(_))));
        assert!(matches!(html.create_document_type("a b", "", ""), Err(DomError::InvalidCharacter(_))));
    }
}
