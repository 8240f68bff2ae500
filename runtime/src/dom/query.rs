//! Finding elements: the document element, head, body, by id, by tag name.

use html5ever::ns;

use super::node::{qualified_name, NodeId};
use super::Tree;

impl Tree {
    /// https://dom.spec.whatwg.org/#document-element : the document's
    /// element child.
    pub fn document_element(&self) -> Option<NodeId> {
        self.element_children(self.document()).next()
    }

    /// https://html.spec.whatwg.org/multipage/dom.html#the-html-element-2 :
    /// the document element, if it is an `html` element.
    pub fn html_element(&self) -> Option<NodeId> {
        self.document_element()
            .filter(|e| self.element(*e).is_some_and(|d| d.is_html("html")))
    }

    /// https://html.spec.whatwg.org/multipage/dom.html#the-head-element-2 :
    /// the first `head` element child of the html element.
    pub fn head(&self) -> Option<NodeId> {
        let html = self.html_element()?;
        self.element_children(html)
            .find(|c| self.element(*c).is_some_and(|d| d.is_html("head")))
    }

    /// https://html.spec.whatwg.org/multipage/dom.html#the-body-element-2 :
    /// the first child of the html element that is a `body` or `frameset`.
    pub fn body(&self) -> Option<NodeId> {
        let html = self.html_element()?;
        self.element_children(html).find(|c| {
            self.element(*c)
                .is_some_and(|d| d.is_html("body") || d.is_html("frameset"))
        })
    }

    /// https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid :
    /// the first element, in tree order, within root's descendants, whose ID
    /// is `id`.
    pub fn get_element_by_id(&self, root: NodeId, id: &str) -> Option<NodeId> {
        if id.is_empty() {
            // An element's ID is never the empty string.
            return None;
        }
        self.descendants(root)
            .find(|n| self.element(*n).and_then(|e| e.id()) == Some(id))
    }

    /// https://dom.spec.whatwg.org/#concept-getelementsbytagname
    /// (a snapshot, in tree order, of root's descendants).
    pub fn elements_by_tag_name(&self, root: NodeId, qualified: &str) -> Vec<NodeId> {
        let lowercase = qualified.to_ascii_lowercase();
        self.descendants(root)
            .filter(|n| {
                let Some(e) = self.element(*n) else {
                    return false;
                };
                // 1. If qualifiedName is "*" (U+002A), return a
                //    HTMLCollection rooted at root, whose filter matches only
                //    descendant elements.
                if qualified == "*" {
                    return true;
                }
                // 2. Otherwise, if root's node document is an HTML document,
                //    return a HTMLCollection rooted at root, whose filter
                //    matches the following descendant elements:
                //    - Whose namespace is the HTML namespace and whose
                //      qualified name is qualifiedName, in ASCII lowercase.
                //    - Whose namespace is not the HTML namespace and whose
                //      qualified name is qualifiedName.
                let name = qualified_name(&e.name);
                if e.name.ns == ns!(html) && self.is_html_document() {
                    name == lowercase
                } else {
                    // 3. Otherwise, a HTMLCollection rooted at root, whose
                    //    filter matches descendant elements whose qualified
                    //    name is qualifiedName.
                    name == qualified
                }
            })
            .collect()
    }

    /// https://dom.spec.whatwg.org/#concept-getelementsbytagnamens
    /// (`namespace` `None` is null).
    pub fn elements_by_tag_name_ns(&self, root: NodeId, namespace: Option<&str>, local_name: &str) -> Vec<NodeId> {
        // 1. If namespace is the empty string, then set it to null.
        let namespace = namespace.unwrap_or("");
        self.descendants(root)
            .filter(|n| {
                let Some(e) = self.element(*n) else { return false };
                // 2. If both namespace and localName are "*", a filter matching
                //    descendant elements. 3. If namespace is "*", those whose
                //    local name is localName. 4. If localName is "*", those
                //    whose namespace is namespace. 5. Otherwise, those whose
                //    namespace is namespace and local name is localName.
                (namespace == "*" || &*e.name.ns == namespace) && (local_name == "*" || &*e.name.local == local_name)
            })
            .collect()
    }
}
