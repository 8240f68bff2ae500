//! The indicated part of a document
//! (https://html.spec.whatwg.org/multipage/browsing-the-web.html#the-indicated-part-of-the-document):
//! what a URL's fragment points at, which becomes the document's target
//! element (CSS's `:target`) when the fragment is scrolled to.

use url::Url;

use crate::dom::{NodeId, Tree};

/// A document's indicated part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndicatedPart {
    /// https://html.spec.whatwg.org/multipage/browsing-the-web.html#top-of-the-document
    TopOfTheDocument,
    Element(NodeId),
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#select-the-indicated-part:
/// `None` when the URL has no fragment or the fragment names nothing.
pub fn select_the_indicated_part(tree: &Tree, url: &Url) -> Option<IndicatedPart> {
    // 1-2. Let fragment be document's URL's fragment (none: no indicated part).
    let fragment = url.fragment()?;
    // 3. If fragment is the empty string, then return the special value top of the document.
    if fragment.is_empty() {
        return Some(IndicatedPart::TopOfTheDocument);
    }
    // 4-5. Let potentialIndicatedElement be the result of finding a potential
    //      indicated element given document and fragment; if it is not null, return it.
    if let Some(element) = find_a_potential_indicated_element(tree, fragment) {
        return Some(IndicatedPart::Element(element));
    }
    // 6-7. Let decodedFragment be the UTF-8 decoding without BOM of the percent-decoding of fragment.
    let bytes: Vec<u8> = percent_encoding::percent_decode_str(fragment).collect();
    let decoded = String::from_utf8_lossy(bytes.strip_prefix(b"\xEF\xBB\xBF".as_slice()).unwrap_or(&bytes)).into_owned();
    // 8-9. Set potentialIndicatedElement to the result of finding a potential
    //      indicated element given document and decodedFragment; if it is not null, return it.
    if let Some(element) = find_a_potential_indicated_element(tree, &decoded) {
        return Some(IndicatedPart::Element(element));
    }
    // 10. If decodedFragment is an ASCII case-insensitive match for the string
    //     "top", then return the top of the document.
    if decoded.eq_ignore_ascii_case("top") {
        return Some(IndicatedPart::TopOfTheDocument);
    }
    // 11. Return null.
    None
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#find-a-potential-indicated-element:
/// the element of the document tree whose ID is `fragment`, else the first
/// `a` element whose `name` is `fragment`.
pub fn find_a_potential_indicated_element(tree: &Tree, fragment: &str) -> Option<NodeId> {
    let document = tree.document();
    // 1. If there is an element in the document tree whose root is document and
    //    that has an ID equal to fragment, then return the first such element in tree order.
    if let Some(element) = tree.get_element_by_id(document, fragment) {
        return Some(element);
    }
    // 2. If there is an a element in the document tree whose root is document
    //    that has a name attribute whose value is equal to fragment, then
    //    return the first such element in tree order.
    // 3. Return null.
    tree.descendants(document).find(|n| tree.element(*n).is_some_and(|e| e.is_html("a") && e.plain_attribute("name") == Some(fragment)))
}
