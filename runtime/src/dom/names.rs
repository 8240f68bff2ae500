//! https://dom.spec.whatwg.org/#namespaces: name validation, and the
//! namespaces the DOM names.

use super::DomError;

/// https://infra.spec.whatwg.org/#html-namespace
pub const HTML_NAMESPACE: &str = "http://www.w3.org/1999/xhtml";
/// https://infra.spec.whatwg.org/#xml-namespace
pub const XML_NAMESPACE: &str = "http://www.w3.org/XML/1998/namespace";
/// https://infra.spec.whatwg.org/#xmlns-namespace
pub const XMLNS_NAMESPACE: &str = "http://www.w3.org/2000/xmlns/";
/// https://infra.spec.whatwg.org/#svg-namespace
pub const SVG_NAMESPACE: &str = "http://www.w3.org/2000/svg";

/// https://dom.spec.whatwg.org/#valid-namespace-prefix
pub fn is_valid_namespace_prefix(s: &str) -> bool {
    // Its length is at least 1 and it does not contain ASCII whitespace,
    // U+0000 NULL, U+002F (/), or U+003E (>).
    !s.is_empty() && !s.chars().any(|c| c.is_ascii_whitespace() || matches!(c, '\0' | '/' | '>'))
}

/// https://dom.spec.whatwg.org/#valid-attribute-local-name
pub fn is_valid_attribute_local_name(s: &str) -> bool {
    // Its length is at least 1 and it does not contain ASCII whitespace,
    // U+0000 NULL, U+002F (/), U+003D (=), or U+003E (>).
    !s.is_empty() && !s.chars().any(|c| c.is_ascii_whitespace() || matches!(c, '\0' | '/' | '=' | '>'))
}

/// https://dom.spec.whatwg.org/#valid-element-local-name
pub fn is_valid_element_local_name(name: &str) -> bool {
    let mut chars = name.chars();
    // 1. If name's length is 0, then return false.
    let Some(first) = chars.next() else {
        return false;
    };
    // 2. If name's 0th code point is an ASCII alpha, then:
    if first.is_ascii_alphabetic() {
        // 2.1. If name contains ASCII whitespace, U+0000 NULL, U+002F (/), or
        //      U+003E (>), then return false.
        // 2.2. Return true.
        return !name.chars().any(|c| c.is_ascii_whitespace() || c == '\0' || c == '/' || c == '>');
    }
    // 3. If name's 0th code point is not U+003A (:), U+005F (_), or in the
    //    range U+0080 to U+10FFFF, inclusive, then return false.
    if !(first == ':' || first == '_' || first >= '\u{80}') {
        return false;
    }
    // 4. If name's subsequent code points, if any, are not ASCII alphas,
    //    ASCII digits, U+002D (-), U+002E (.), U+003A (:), U+005F (_), or in
    //    the range U+0080 to U+10FFFF, inclusive, then return false.
    // 5. Return true.
    chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | ':' | '_') || c >= '\u{80}')
}

/// https://dom.spec.whatwg.org/#valid-doctype-name: no ASCII whitespace,
/// U+0000 NULL or U+003E (>); the empty string is valid.
pub fn is_valid_doctype_name(s: &str) -> bool {
    !s.chars().any(|c| c.is_ascii_whitespace() || matches!(c, '\0' | '>'))
}

/// https://www.w3.org/TR/xml/#NT-NameStartChar
fn is_name_start_char(c: char) -> bool {
    matches!(c, ':' | 'A'..='Z' | '_' | 'a'..='z' | '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{F6}' | '\u{F8}'..='\u{2FF}'
        | '\u{370}'..='\u{37D}' | '\u{37F}'..='\u{1FFF}' | '\u{200C}'..='\u{200D}' | '\u{2070}'..='\u{218F}'
        | '\u{2C00}'..='\u{2FEF}' | '\u{3001}'..='\u{D7FF}' | '\u{F900}'..='\u{FDCF}' | '\u{FDF0}'..='\u{FFFD}'
        | '\u{10000}'..='\u{EFFFF}')
}

/// https://www.w3.org/TR/xml/#NT-Name: whether `s` matches the Name production.
pub fn is_xml_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(is_name_start_char)
        && chars.all(|c| is_name_start_char(c) || matches!(c, '-' | '.' | '0'..='9' | '\u{B7}' | '\u{300}'..='\u{36F}' | '\u{203F}'..='\u{2040}'))
}

/// What a name being validated and extracted is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameContext {
    Element,
    Attribute,
}

/// https://dom.spec.whatwg.org/#validate-and-extract: (namespace, prefix,
/// local name), the namespace `None` for null.
pub fn validate_and_extract(namespace: Option<&str>, qualified_name: &str, context: NameContext) -> Result<(Option<String>, Option<String>, String), DomError> {
    // 1. If namespace is the empty string, then set it to null.
    let namespace = namespace.filter(|n| !n.is_empty());
    // 2. Let prefix be null.
    // 3. Let localName be qualifiedName.
    let (prefix, local) = match qualified_name.split_once(':') {
        // 4. If qualifiedName contains a U+003A (:): prefix is the part before
        //    the first ":", localName the part after it; if prefix is not a
        //    valid namespace prefix, throw an "InvalidCharacterError" DOMException.
        Some((p, l)) => {
            if !is_valid_namespace_prefix(p) {
                return Err(DomError::InvalidCharacter(qualified_name.to_owned()));
            }
            (Some(p), l)
        }
        None => (None, qualified_name),
    };
    // 6. If context is "attribute" and localName is not a valid attribute
    //    local name, then throw an "InvalidCharacterError" DOMException.
    // 7. If context is "element" and localName is not a valid element local
    //    name, then throw an "InvalidCharacterError" DOMException.
    let valid = match context {
        NameContext::Attribute => is_valid_attribute_local_name(local),
        NameContext::Element => is_valid_element_local_name(local),
    };
    if !valid {
        return Err(DomError::InvalidCharacter(qualified_name.to_owned()));
    }
    // 8. If prefix is non-null and namespace is null, then throw a "NamespaceError" DOMException.
    if prefix.is_some() && namespace.is_none() {
        return Err(DomError::Namespace("a prefix needs a namespace"));
    }
    // 9. If prefix is "xml" and namespace is not the XML namespace, then
    //    throw a "NamespaceError" DOMException.
    if prefix == Some("xml") && namespace != Some(XML_NAMESPACE) {
        return Err(DomError::Namespace("the xml prefix is for the XML namespace"));
    }
    // 10. If either qualifiedName or prefix is "xmlns" and namespace is not
    //     the XMLNS namespace, then throw a "NamespaceError" DOMException.
    if (qualified_name == "xmlns" || prefix == Some("xmlns")) && namespace != Some(XMLNS_NAMESPACE) {
        return Err(DomError::Namespace("xmlns is for the XMLNS namespace"));
    }
    // 11. If namespace is the XMLNS namespace and neither qualifiedName nor
    //     prefix is "xmlns", then throw a "NamespaceError" DOMException.
    if namespace == Some(XMLNS_NAMESPACE) && qualified_name != "xmlns" && prefix != Some("xmlns") {
        return Err(DomError::Namespace("the XMLNS namespace is for xmlns"));
    }
    // 12. Return (namespace, prefix, localName).
    Ok((namespace.map(str::to_owned), prefix.map(str::to_owned), local.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validate_and_extract_follows_the_relaxed_rules() {
        let ok = |ns: Option<&str>, q: &str| validate_and_extract(ns, q, NameContext::Element);
        assert_eq!(ok(Some("urn:x"), "a:b:c").unwrap(), (Some("urn:x".into()), Some("a".into()), "b:c".into()));
        assert_eq!(ok(Some(""), "div").unwrap(), (None, None, "div".into()));
        assert!(matches!(ok(None, "a:b"), Err(DomError::Namespace(_))));
        assert!(matches!(ok(Some("urn:x"), "xml:b"), Err(DomError::Namespace(_))));
        assert!(ok(Some(XML_NAMESPACE), "xml:lang").is_ok());
        assert!(matches!(ok(Some(XMLNS_NAMESPACE), "a"), Err(DomError::Namespace(_))));
        assert!(matches!(ok(Some("urn:x"), ":a"), Err(DomError::InvalidCharacter(_))));
        assert!(matches!(ok(Some("urn:x"), "1a"), Err(DomError::InvalidCharacter(_))));
        assert!(ok(Some("urn:x"), "\u{e9}t\u{e9}").is_ok());
        assert!(validate_and_extract(None, "0=", NameContext::Attribute).is_err());
        assert!(validate_and_extract(None, "0", NameContext::Attribute).is_ok());
        assert!(is_xml_name("xml-stylesheet") && !is_xml_name("1x") && !is_xml_name(""));
    }
}
