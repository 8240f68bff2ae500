//! https://html.spec.whatwg.org/multipage/dom.html#domstringmap: an
//! element's `dataset`, whose named properties are its `data-*` attributes.

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::{DOMStringMapMethods, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, same_object, DomObject};

pub struct DOMStringMap;

/// https://html.spec.whatwg.org/multipage/dom.html#dom-dataset: the element's DOMStringMap.
pub fn dataset(ctx: &mut Context, element: &JsObject) -> JsResult<JsObject> {
    same_object(ctx, element, "dataset", |ctx| {
        reflect(ctx, Interface::DOMStringMap, DomKind::ElementPart { element: element.clone(), what: "data-*" })
    })
}

fn element_of(this: &JsObject) -> JsResult<JsObject> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a DOMStringMap"))?;
    match &d.kind {
        DomKind::ElementPart { element, .. } => Ok(element.clone()),
        _ => Err(type_error("not a DOMStringMap")),
    }
}

/// The `data-*` attributes as (qualified name, value), in attribute order.
fn data_attributes(ctx: &Context, element: &JsObject) -> JsResult<Vec<(String, String)>> {
    let (_, attrs) = crate::dom::node::with_tree(ctx, element, |t, n| {
        t.attributes(n)
            .iter()
            .filter(|a| a.name.ns == html5ever::ns!())
            .map(|a| (a.qualified_name(), a.value.clone()))
            .filter(|(name, _)| name.starts_with("data-"))
            .collect::<Vec<_>>()
    })?;
    Ok(attrs)
}

/// The attribute name for a property name (the getter's, setter's and
/// deleter's conversion): `-` and the lowercase letter before each ASCII
/// upper alpha, prefixed with `data-`.
fn attribute_name(name: &str) -> String {
    let mut out = String::from("data-");
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            out.push('-');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `name` has a `-` followed by an ASCII lower alpha (a SyntaxError for the setter and deleter).
fn has_dash_lower(name: &str) -> bool {
    let b = name.as_bytes();
    b.windows(2).any(|w| w[0] == b'-' && w[1].is_ascii_lowercase())
}

impl DOMStringMapMethods for DOMStringMap {
    /// https://html.spec.whatwg.org/multipage/dom.html#concept-domstringmap-pairs
    /// (the names of the name-value pairs).
    fn supported_property_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>> {
        let element = element_of(this)?;
        let mut names = Vec::new();
        for (attr, _) in data_attributes(ctx, &element)? {
            // 1.1-1.2. Attributes whose name after "data-" has no ASCII upper alpha.
            let rest = &attr[5..];
            if rest.chars().any(|c| c.is_ascii_uppercase()) {
                continue;
            }
            // 2. For each name, for each "-" followed by an ASCII lower alpha,
            //    remove the "-" and uppercase the letter.
            let mut out = String::new();
            let mut chars = rest.chars().peekable();
            while let Some(c) = chars.next() {
                if c == '-' && chars.peek().is_some_and(char::is_ascii_lowercase) {
                    if let Some(n) = chars.next() {
                        out.push(n.to_ascii_uppercase());
                    }
                } else {
                    out.push(c);
                }
            }
            names.push(JsString::from(out));
        }
        Ok(names)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-nameditem
    fn named_getter(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<JsString> {
        let element = element_of(this)?;
        let wanted = attribute_name(&name.to_std_string_lossy());
        let value = data_attributes(ctx, &element)?.into_iter().find(|(n, _)| *n == wanted).map(|(_, v)| v);
        Ok(JsString::from(value.unwrap_or_default()))
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-setitem
    fn named_setter(ctx: &mut Context, this: &JsObject, name: JsString, value: JsString) -> JsResult<()> {
        let name = name.to_std_string_lossy();
        // 1. If name contains a U+002D (-) followed by an ASCII lower alpha, throw a "SyntaxError".
        if has_dash_lower(&name) {
            return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to set the '{name}' property on 'DOMStringMap': '{name}' is not a valid property name.")));
        }
        // 2-3. Insert "-" before each ASCII upper alpha, lowercase it, prepend "data-".
        let attr = attribute_name(&name);
        // 4. If name is not a valid attribute local name, throw an "InvalidCharacterError".
        if !runtime::dom::is_valid_attribute_local_name(&attr) {
            return Err(dom_exception(ctx, "InvalidCharacterError", &format!("Failed to set the '{name}' property on 'DOMStringMap': '{attr}' is not a valid attribute name.")));
        }
        // 5. Set an attribute value for the DOMStringMap's associated element using name and value.
        let element = element_of(this)?;
        crate::dom::element::set_attribute(ctx, &element, &attr, &value.to_std_string_lossy())
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-removeitem
    fn named_deleter(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<()> {
        // 1-2. Insert "-" before each ASCII upper alpha, lowercase it, prepend "data-".
        let attr = attribute_name(&name.to_std_string_lossy());
        // 3. Remove an attribute by name given name and the associated element.
        let element = element_of(this)?;
        let (doc, removed) = crate::dom::node::with_tree(ctx, &element, |t, n| t.remove_attribute(n, &attr))?;
        if removed {
            crate::dom::node::attribute_changed(ctx, doc, crate::dom::node::node_ref(&element)?.node, &attr);
        }
        Ok(())
    }
}
