//! The attribute names `CSSStyleDeclaration` exposes for each property
//! (https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel-cased-attribute):
//! camel-cased (`backgroundColor`), webkit-cased (`webkitTransform`) and
//! dashed (`background-color`), and `cssFloat`.

use crate::css::properties::{PropertyId, LONGHANDS, SHORTHANDS};

/// The property an IDL attribute name of `CSSStyleDeclaration` stands for:
/// its canonical name (aliases resolved: `webkitTransform` is `transform`),
/// or `None` if the name is not such an attribute.
///
/// Case matters: `backgroundColor` and `background-color` are attributes,
/// `BackgroundColor` and `Background-Color` are not (Chromium 156 agrees);
/// `WebkitTransform` is, as Chromium keeps that legacy spelling.
pub fn property_for_attribute(attribute: &str) -> Option<&'static str> {
    if attribute == "cssFloat" {
        return Some("float");
    }
    // https://drafts.csswg.org/cssom/#dashed-attribute : the property name
    // itself (lowercase, as properties are named).
    let dashed = if attribute.contains('-') {
        if attribute.bytes().any(|b| b.is_ascii_uppercase()) {
            return None;
        }
        attribute.to_owned()
    } else {
        // https://drafts.csswg.org/cssom/#css-property-to-idl-attribute,
        // reversed: each uppercase letter is a dash and that letter in
        // lowercase; a webkit-cased attribute gets its leading dash back.
        let (prefix, rest) = match attribute.strip_prefix("Webkit") {
            Some(rest) => ("-webkit", rest),
            None => ("", attribute),
        };
        if prefix.is_empty() && rest.starts_with(|c: char| c.is_ascii_uppercase()) {
            return None;
        }
        let mut out = String::from(prefix);
        for c in rest.chars() {
            if c.is_ascii_uppercase() {
                out.push('-');
                out.push(c.to_ascii_lowercase());
            } else if c == '-' {
                return None;
            } else {
                out.push(c);
            }
        }
        if out.starts_with("webkit-") {
            out.insert(0, '-');
        }
        out
    };
    PropertyId::parse(&dashed)
        .filter(|_| is_known_spelling(&dashed))
        .map(PropertyId::name)
}

/// Whether `name` is exactly a property or alias name (not just ASCII
/// case-insensitively).
fn is_known_spelling(name: &str) -> bool {
    name.bytes().all(|b| !b.is_ascii_uppercase())
}

/// Every property name the table knows (longhands, shorthands), for the
/// bindings to define the attributes of `CSSStyleDeclaration`; aliases are
/// accepted by [`property_for_attribute`] and `setProperty` but not listed.
pub fn all_property_names() -> impl Iterator<Item = &'static str> {
    LONGHANDS.iter().map(|l| l.name).chain(SHORTHANDS.iter().map(|s| s.name))
}

/// https://drafts.csswg.org/cssom/#css-property-to-idl-attribute : the
/// camel-cased attribute of a property name (`-webkit-x` gives `webkitX`).
pub fn camel_case_attribute(property: &str) -> String {
    let mut out = String::with_capacity(property.len());
    let mut uppercase_next = false;
    let name = property.strip_prefix('-').unwrap_or(property);
    for c in name.chars() {
        if c == '-' {
            uppercase_next = true;
        } else if uppercase_next {
            out.push(c.to_ascii_uppercase());
            uppercase_next = false;
        } else {
            out.push(c);
        }
    }
    out
}
