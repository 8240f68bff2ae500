//! The Document's DOM tree accessors that are collections
//! (https://html.spec.whatwg.org/multipage/dom.html#dom-tree-accessors):
//! what `document.images`, `embeds`, `plugins`, `links`, `scripts` and
//! `getElementsByName()` hold, each a function of the tree, the document
//! and a key (the name, for `getElementsByName`), in tree order.

use crate::dom::{NodeId, Tree};

fn html_elements<'a>(tree: &'a Tree, document: NodeId, local: &'a str) -> impl Iterator<Item = NodeId> + 'a {
    tree.descendants(document).filter(move |n| tree.element(*n).is_some_and(|e| e.is_html(local)))
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-images: the `img` elements.
pub fn document_images(tree: &Tree, document: NodeId, _key: &str) -> Vec<NodeId> {
    html_elements(tree, document, "img").collect()
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-embeds
/// (`plugins` is the same object): the `embed` elements.
pub fn document_embeds(tree: &Tree, document: NodeId, _key: &str) -> Vec<NodeId> {
    html_elements(tree, document, "embed").collect()
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-links: the
/// `a` and `area` elements that have an `href` attribute.
pub fn document_links(tree: &Tree, document: NodeId, _key: &str) -> Vec<NodeId> {
    tree.descendants(document)
        .filter(|n| tree.element(*n).is_some_and(|e| (e.is_html("a") || e.is_html("area")) && e.plain_attribute("href").is_some()))
        .collect()
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-scripts: the `script` elements.
pub fn document_scripts(tree: &Tree, document: NodeId, _key: &str) -> Vec<NodeId> {
    html_elements(tree, document, "script").collect()
}

/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-getelementsbyname:
/// the HTML elements whose `name` attribute is `name` (case-sensitive).
pub fn elements_by_name(tree: &Tree, document: NodeId, name: &str) -> Vec<NodeId> {
    tree.descendants(document)
        .filter(|n| {
            tree.element(*n)
                .is_some_and(|e| *e.namespace() == html5ever::ns!(html) && e.plain_attribute("name") == Some(name))
        })
        .collect()
}

/// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-anchors:
/// the `a` elements that have a `name` attribute.
pub fn document_anchors(tree: &Tree, document: NodeId, _key: &str) -> Vec<NodeId> {
    tree.descendants(document).filter(|n| tree.element(*n).is_some_and(|e| e.is_html("a") && e.plain_attribute("name").is_some())).collect()
}

/// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-applets: always empty.
pub fn document_applets(_tree: &Tree, _document: NodeId, _key: &str) -> Vec<NodeId> {
    Vec::new()
}
