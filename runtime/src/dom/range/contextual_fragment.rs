//! https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment
//! (HTML's partial interface of Range; it was DOM Parsing's).

use std::cell::RefCell;
use std::rc::Rc;

use html5ever::ns;

use super::super::{parse_html_fragment, DomError, NodeData, NodeId, Tree};
use super::RangeId;

/// `createContextualFragment(string)` on live range `id` of `tree`: the
/// markup parsed with the range's start node (or its parent element) as
/// the context, into a new DocumentFragment whose scripts run once inserted.
pub fn create_contextual_fragment(tree: &Rc<RefCell<Tree>>, id: RangeId, markup: &str) -> Result<NodeId, DomError> {
    // 1. Let compliantString be string (no Trusted Types here).
    let context = {
        let mut t = tree.borrow_mut();
        // 2. Let node be this's start node.
        let node = t.live_range(id)?.start.node;
        // 3-5. Let element be node if it is an Element; its parent element
        //      if it is a Text or Comment node; otherwise null.
        let element = match t.node_data(node) {
            Some(NodeData::Element(_)) => Some(node),
            Some(d) if d.is_text() || matches!(d, NodeData::Comment(_)) => t.parent_element(node),
            _ => None,
        };
        // The fragment parsing algorithm of an XML document is the XML
        // fragment parsing algorithm, which this engine does not have.
        if !t.is_html_document() {
            return Err(DomError::NotSupported("createContextualFragment() in an XML document is not supported."));
        }
        // 6. If element is null, or this's node document is an HTML document
        //    and element is an html element of the HTML namespace, then set
        //    element to a new body element of this's node document.
        let is_html_root = element.and_then(|e| t.element(e)).is_some_and(|e| e.name.ns == ns!(html) && &*e.name.local == "html");
        match element {
            Some(e) if !is_html_root => e,
            _ => t.create_element("body")?,
        }
    };
    // 7. Let fragment node be the result of invoking the fragment parsing
    //    algorithm steps with element and compliantString.
    let nodes = parse_html_fragment(tree, context, markup);
    let mut t = tree.borrow_mut();
    let fragment = t.create_document_fragment();
    for n in nodes {
        t.append_child(fragment, n)?;
    }
    // 8. For each script of fragment node's script element descendants:
    //    set script's already started to false and its parser document to
    //    null (they run when inserted into a document).
    let scripts: Vec<NodeId> = t.descendants(fragment).filter(|&n| t.element(n).is_some_and(|e| e.is_html("script"))).collect();
    for s in scripts {
        if let Some(e) = t.element_mut(s) {
            e.already_started = false;
        }
    }
    // 9. Return fragment node.
    Ok(fragment)
}
