//! URLs of a document (https://html.spec.whatwg.org/multipage/urls-and-fetching.html):
//! its base URL, from its first `base` element with an `href` attribute,
//! and parsing URLs relative to it.

use url::Url;

use crate::dom::{NodeId, Tree};

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url,
/// given the document's fallback base URL
/// (https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url).
pub fn document_base_url(tree: &Tree, fallback_base_url: &Url) -> Url {
    // 1. If there is no base element that has an href attribute in the
    //    Document, then return the Document's fallback base URL.
    // 2. Otherwise, return the frozen base URL of the first base element in
    //    the Document that has an href attribute, in tree order.
    match first_base_element_with_href(tree) {
        Some(base) => frozen_base_url(tree, base, fallback_base_url),
        None => fallback_base_url.clone(),
    }
}

/// The first `base` element with an `href` attribute in the document, in tree order.
pub fn first_base_element_with_href(tree: &Tree) -> Option<NodeId> {
    tree.descendants(tree.document())
        .find(|n| tree.element(*n).is_some_and(|e| e.is_html("base") && e.plain_attribute("href").is_some()))
}

/// https://html.spec.whatwg.org/multipage/semantics.html#set-the-frozen-base-url
/// for `element`, computed when asked rather than stored: the result is the
/// same as long as the fallback base URL has not changed since the element
/// was inserted or its `href` set.
pub fn frozen_base_url(tree: &Tree, element: NodeId, fallback_base_url: &Url) -> Url {
    // 1. Let document be element's node document.
    // 2. Let urlRecord be the result of parsing the value of element's href
    //    content attribute with document's fallback base URL, and document's
    //    character encoding. (Thus, the base element isn't affected by itself.)
    let href = tree.element(element).and_then(|e| e.plain_attribute("href")).unwrap_or_default();
    // 3. If any of the following are true: urlRecord is failure; urlRecord's
    //    scheme is "data" or "javascript"; (Content Security Policy's
    //    base-uri does not apply here), then set element's frozen base URL to
    //    document's fallback base URL and return.
    // 4. Set element's frozen base URL to urlRecord.
    match fallback_base_url.join(href) {
        Ok(u) if u.scheme() != "data" && u.scheme() != "javascript" => u,
        _ => fallback_base_url.clone(),
    }
}

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-and-serializing-a-url
/// relative to a document whose base URL is `base` (documents here are
/// UTF-8, so the encoding step changes nothing): `None` on failure.
pub fn encoding_parse_and_serialize(url: &str, base: &Url) -> Option<String> {
    // 1. Let url be the result of encoding-parsing a URL given url, relative to environment.
    // 2. If url is failure, then return failure.
    // 3. Return the result of applying the URL serializer to url.
    base.join(url).ok().map(String::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_base_element_with_href_sets_the_base_url() {
        let doc_url = Url::parse("https://example.com/dir/page.html").unwrap();
        let t = Tree::parse_document("<head><base target=x><base href='/other/'><base href='https://b.test/'></head>");
        assert_eq!(document_base_url(&t, &doc_url).as_str(), "https://example.com/other/");
        let none = Tree::parse_document("<p>");
        assert_eq!(document_base_url(&none, &doc_url), doc_url);
        let js = Tree::parse_document("<base href='javascript:alert(1)'>");
        assert_eq!(document_base_url(&js, &doc_url), doc_url, "a javascript: URL is not a base");
        assert_eq!(encoding_parse_and_serialize("a b", &doc_url).as_deref(), Some("https://example.com/dir/a%20b"));
        assert_eq!(encoding_parse_and_serialize("http://[", &doc_url), None);
    }
}
