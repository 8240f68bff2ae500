//! Creating the nodes of XML documents and the node kinds HTML's parser
//! makes only as part of a document: doctypes, processing instructions and
//! XML documents themselves (https://dom.spec.whatwg.org/#interface-domimplementation,
//! https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction).

use html5ever::{ns, LocalName, Namespace, Prefix, QualName};

use super::node::{NodeData, NodeId};
use super::tree::is_valid_element_local_name;
use super::{DomError, Tree};

impl Tree {
    /// An empty XML document's tree (https://dom.spec.whatwg.org/#xmldocument)
    /// with the content type `createDocument()` gives for `namespace`.
    pub fn new_xml_document(namespace: Option<&str>) -> Tree {
        let mut tree = Tree::new();
        // https://dom.spec.whatwg.org/#dom-domimplementation-createdocument
        // step 7: document's content type is determined by namespace.
        tree.xml = Some(match namespace {
            Some("http://www.w3.org/1999/xhtml") => "application/xhtml+xml",
            Some("http://www.w3.org/2000/svg") => "image/svg+xml",
            _ => "application/xml",
        });
        tree
    }

    /// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument:
    /// the tree of a new HTML document with a doctype, html, head, an
    /// optional title and body.
    pub fn new_html_document(title: Option<&str>) -> Tree {
        let mut t = Tree::new();
        let document = t.document();
        let append = |t: &mut Tree, parent: NodeId, child: NodeId| {
            // A new tree accepts these children: the links cannot fail.
            let _ = t.append_child(parent, child);
        };
        // 1. Let doc be a new document that is an HTML document.
        // 2. Set doc's content type to "text/html".
        // 3. Append a new doctype, with "html" as its name and with its node
        //    document set to doc, to doc.
        let doctype = t.push(NodeData::Doctype { name: "html".into(), public_id: String::new(), system_id: String::new() });
        append(&mut t, document, doctype);
        // 4. Append the result of creating an element given doc, "html", and
        //    the HTML namespace, to doc.
        let Ok(html) = t.create_element("html") else { return t };
        append(&mut t, document, html);
        // 5. Append the result of creating an element given doc, "head", and
        //    the HTML namespace, to the html element created earlier.
        let Ok(head) = t.create_element("head") else { return t };
        append(&mut t, html, head);
        // 6. If title is given: append a title element to the head element,
        //    and a new Text node whose data is title to the title element.
        if let Some(title) = title {
            if let Ok(title_element) = t.create_element("title") {
                append(&mut t, head, title_element);
                let text = t.create_text(title);
                append(&mut t, title_element, text);
            }
        }
        // 7. Append the result of creating an element given doc, "body", and
        //    the HTML namespace, to the html element created earlier.
        if let Ok(body) = t.create_element("body") {
            append(&mut t, html, body);
        }
        // 8-9. (The origin is the embedder's.) Return doc.
        t
    }

    /// https://dom.spec.whatwg.org/#html-document: whether this is an HTML
    /// document (its type is "html").
    pub fn is_html_document(&self) -> bool {
        self.xml.is_none()
    }

    /// https://dom.spec.whatwg.org/#concept-document-content-type
    pub fn content_type(&self) -> &'static str {
        self.xml.unwrap_or("text/html")
    }

    /// https://dom.spec.whatwg.org/#dom-document-doctype: the doctype child
    /// of the document, if any.
    pub fn doctype(&self) -> Option<NodeId> {
        self.children(self.document()).find(|&c| self.node_data(c).is_some_and(NodeData::is_doctype))
    }

    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
    pub fn create_document_type(&mut self, name: &str, public_id: &str, system_id: &str) -> Result<NodeId, DomError> {
        // 1. If name is not a valid doctype name, then throw an
        //    "InvalidCharacterError" DOMException.
        //    (https://dom.spec.whatwg.org/#valid-doctype-name: no ASCII
        //    whitespace, U+0000 NULL, or U+003E (>).)
        if name.chars().any(|c| c.is_ascii_whitespace() || c == '\0' || c == '>') {
            return Err(DomError::InvalidCharacter(name.to_owned()));
        }
        // 2. Return a new doctype, with name as its name, publicId as its
        //    public ID, and systemId as its system ID, and with its node
        //    document set to the associated document of this.
        Ok(self.push(NodeData::Doctype { name: name.to_owned(), public_id: public_id.to_owned(), system_id: system_id.to_owned() }))
    }

    /// https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction
    pub fn create_processing_instruction(&mut self, target: &str, data: &str) -> Result<NodeId, DomError> {
        // 1. If target does not match the Name production, then throw an
        //    "InvalidCharacterError" DOMException.
        if !is_xml_name(target) {
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

    /// https://dom.spec.whatwg.org/#internal-createelementns-steps for a
    /// new document's element (no custom elements, no `is`).
    pub fn create_element_ns(&mut self, namespace: Option<&str>, qualified_name: &str) -> Result<NodeId, DomError> {
        // 1. Let (namespace, prefix, localName) be the result of validating
        //    and extracting namespace and qualifiedName given "element".
        let name = validate_and_extract(namespace, qualified_name)?;
        // 2-4. Create an element with them.
        let is_template = name.ns == ns!(html) && &*name.local == "template";
        let id = self.new_element(name, Vec::new());
        if is_template {
            let contents = self.create_document_fragment();
            if let Some(e) = self.element_mut(id) {
                e.template_contents = Some(contents);
            }
        }
        Ok(id)
    }
}

/// https://dom.spec.whatwg.org/#validate-and-extract for an element.
pub fn validate_and_extract(namespace: Option<&str>, qualified_name: &str) -> Result<QualName, DomError> {
    // 1. If namespace is the empty string, then set it to null.
    let namespace = namespace.filter(|n| !n.is_empty());
    // 2. Let prefix be null. 3. Let localName be qualifiedName.
    // 4. If qualifiedName contains a U+003A (:): split it; if prefix is not
    //    a valid namespace prefix, then throw an "InvalidCharacterError".
    let (prefix, local) = match qualified_name.split_once(':') {
        Some((p, l)) => {
            if p.is_empty() || p.chars().any(|c| c.is_ascii_whitespace() || c == '\0' || c == '/' || c == '>') {
                return Err(DomError::InvalidCharacter(qualified_name.to_owned()));
            }
            (Some(p), l)
        }
        None => (None, qualified_name),
    };
    // 7. If context is "element" and localName is not a valid element
    //    local name, then throw an "InvalidCharacterError" DOMException.
    if !is_valid_element_local_name(local) {
        return Err(DomError::InvalidCharacter(qualified_name.to_owned()));
    }
    const XML: &str = "http://www.w3.org/XML/1998/namespace";
    const XMLNS: &str = "http://www.w3.org/2000/xmlns/";
    // 8. If prefix is non-null and namespace is null, then throw a "NamespaceError".
    if prefix.is_some() && namespace.is_none() {
        return Err(DomError::Namespace("A prefixed name needs a namespace."));
    }
    // 9. If prefix is "xml" and namespace is not the XML namespace, then throw a "NamespaceError".
    if prefix == Some("xml") && namespace != Some(XML) {
        return Err(DomError::Namespace("The xml prefix is for the XML namespace."));
    }
    // 10. If either qualifiedName or prefix is "xmlns" and namespace is not
    //     the XMLNS namespace, then throw a "NamespaceError".
    if (qualified_name == "xmlns" || prefix == Some("xmlns")) && namespace != Some(XMLNS) {
        return Err(DomError::Namespace("xmlns is for the XMLNS namespace."));
    }
    // 11. If namespace is the XMLNS namespace and neither qualifiedName nor
    //     prefix is "xmlns", then throw a "NamespaceError".
    if namespace == Some(XMLNS) && qualified_name != "xmlns" && prefix != Some("xmlns") {
        return Err(DomError::Namespace("The XMLNS namespace is for xmlns names."));
    }
    // 12. Return namespace, prefix, and localName.
    Ok(QualName::new(prefix.map(Prefix::from), namespace.map(Namespace::from).unwrap_or(ns!()), LocalName::from(local)))
}

/// Whether `s` matches XML's Name production (https://www.w3.org/TR/xml/#NT-Name).
pub fn is_xml_name(s: &str) -> bool {
    fn start(c: char) -> bool {
        matches!(c, ':' | 'A'..='Z' | '_' | 'a'..='z' | '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{F6}' | '\u{F8}'..='\u{2FF}'
            | '\u{370}'..='\u{37D}' | '\u{37F}'..='\u{1FFF}' | '\u{200C}'..='\u{200D}' | '\u{2070}'..='\u{218F}'
            | '\u{2C00}'..='\u{2FEF}' | '\u{3001}'..='\u{D7FF}' | '\u{F900}'..='\u{FDCF}' | '\u{FDF0}'..='\u{FFFD}'
            | '\u{10000}'..='\u{EFFFF}')
    }
    let mut chars = s.chars();
    chars.next().is_some_and(start)
        && chars.all(|c| start(c) || matches!(c, '-' | '.' | '0'..='9' | '\u{B7}' | '\u{300}'..='\u{36F}' | '\u{203F}'..='\u{2040}'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_documents_keep_case_and_have_no_namespace() {
        let mut t = Tree::new_xml_document(None);
        assert!(!t.is_html_document());
        let e = t.create_element("FooBar").unwrap();
        assert_eq!(&*t.element(e).unwrap().name.local, "FooBar");
        assert_eq!(t.element(e).unwrap().name.ns, ns!());
        let pi = t.create_processing_instruction("xml-stylesheet", "x").unwrap();
        assert_eq!(t.node_data(pi).unwrap().node_type(), 7);
        assert!(t.create_processing_instruction("1x", "").is_err());
        assert!(t.create_processing_instruction("x", "?>").is_err());
        assert!(t.create_document_type("a b", "", "").is_err());
        let svg = t.create_element_ns(Some("http://www.w3.org/2000/svg"), "s:svg").unwrap();
        assert_eq!(t.element(svg).unwrap().name.prefix.as_deref(), Some("s"));
        assert!(matches!(t.create_element_ns(None, "s:svg"), Err(DomError::Namespace(_))));
    }
}
