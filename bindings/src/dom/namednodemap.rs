//! https://dom.spec.whatwg.org/#interface-namednodemap: an element's
//! attribute list as attribute nodes (`element.attributes`).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::{dom_error, with_tree, wrap, wrap_opt};
use crate::generated::{Interface, NamedNodeMapMethods};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, same_object, DomObject};

pub struct NamedNodeMap;

/// https://dom.spec.whatwg.org/#dom-element-attributes: the element's
/// NamedNodeMap, the same object on every access.
pub fn attributes(ctx: &mut Context, element: &JsObject) -> JsResult<JsObject> {
    same_object(ctx, element, "attributes", |ctx| reflect(ctx, Interface::NamedNodeMap, DomKind::ElementPart { element: element.clone(), what: "attributes" }))
}

/// https://dom.spec.whatwg.org/#concept-namednodemap-element
fn element(this: &JsObject) -> JsResult<JsObject> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a NamedNodeMap"))?;
    match &d.kind {
        DomKind::ElementPart { element, .. } => Ok(element.clone()),
        _ => Err(type_error("not a NamedNodeMap")),
    }
}

fn not_found(ctx: &mut Context) -> boa_engine::JsError {
    dom_error(ctx, runtime::dom::DomError::NotFound("no attribute of that name"))
}

impl NamedNodeMapMethods for NamedNodeMap {
    /// https://dom.spec.whatwg.org/#dom-namednodemap-length
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(with_tree(ctx, &element(this)?, |t, n| t.attributes(n).len() as u32)?.1)
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Self::get_length(ctx, this)
    }
    /// https://dom.spec.whatwg.org/#dom-namednodemap-item
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        let (doc, a) = with_tree(ctx, &element(this)?, |t, n| t.attribute_node(n, index as usize))?;
        wrap_opt(ctx, doc, a)
    }
    /// https://dom.spec.whatwg.org/#dom-namednodemap-getnameditem
    fn get_named_item(ctx: &mut Context, this: &JsObject, qualified_name: JsString) -> JsResult<Option<JsObject>> {
        let q = qualified_name.to_std_string_lossy();
        let (doc, a) = with_tree(ctx, &element(this)?, |t, n| t.attribute_node_by_name(n, &q))?;
        wrap_opt(ctx, doc, a)
    }
    /// https://dom.spec.whatwg.org/#ref-for-dfn-supported-property-names
    fn supported_property_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>> {
        let names = with_tree(ctx, &element(this)?, |t, n| {
            // 1. Let names be the qualified names of the attributes in this
            //    NamedNodeMap's attribute list, with duplicates omitted, in order.
            let mut names: Vec<String> = Vec::new();
            for name in t.attribute_names(n) {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            // 2. If this's element is in the HTML namespace and its node
            //    document is an HTML document, then remove each name that
            //    contains an ASCII upper alpha.
            if t.is_html_element_in_html_document(n) {
                names.retain(|name| !name.chars().any(|c| c.is_ascii_uppercase()));
            }
            // 3. Return names.
            names
        })?
        .1;
        Ok(names.into_iter().map(JsString::from).collect())
    }
    /// https://dom.spec.whatwg.org/#dom-namednodemap-getnameditemns
    fn get_named_item_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<Option<JsObject>> {
        let ns = namespace.map(|n| n.to_std_string_lossy()).unwrap_or_default();
        let local = local_name.to_std_string_lossy();
        let (doc, a) = with_tree(ctx, &element(this)?, |t, n| t.attribute_node_ns(n, &ns, &local))?;
        wrap_opt(ctx, doc, a)
    }
    /// https://dom.spec.whatwg.org/#dom-namednodemap-setnameditem: set an
    /// attribute given attr and element.
    fn set_named_item(ctx: &mut Context, this: &JsObject, attr: JsObject) -> JsResult<Option<JsObject>> {
        crate::dom::attr::set_attribute_node(ctx, &element(this)?, &attr)
    }
    fn set_named_item_ns(ctx: &mut Context, this: &JsObject, attr: JsObject) -> JsResult<Option<JsObject>> {
        crate::dom::attr::set_attribute_node(ctx, &element(this)?, &attr)
    }
    /// https://dom.spec.whatwg.org/#dom-namednodemap-removenameditem
    fn remove_named_item(ctx: &mut Context, this: &JsObject, qualified_name: JsString) -> JsResult<JsObject> {
        // 1. Let attr be the result of removing an attribute given
        //    qualifiedName and element. 2. If attr is null, then throw a
        //    "NotFoundError" DOMException. 3. Return attr.
        let element = element(this)?;
        let q = qualified_name.to_std_string_lossy();
        let (doc, a) = with_tree(ctx, &element, |t, n| t.attribute_node_by_name(n, &q))?;
        let Some(a) = a else { return Err(not_found(ctx)) };
        let attr = wrap(ctx, doc, a)?;
        crate::dom::attr::remove_attribute_node(ctx, &element, &attr)
    }
    /// https://dom.spec.whatwg.org/#dom-namednodemap-removenameditemns
    fn remove_named_item_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<JsObject> {
        let element = element(this)?;
        let ns = namespace.map(|n| n.to_std_string_lossy()).unwrap_or_default();
        let local = local_name.to_std_string_lossy();
        let (doc, a) = with_tree(ctx, &element, |t, n| t.attribute_node_ns(n, &ns, &local))?;
        let Some(a) = a else { return Err(not_found(ctx)) };
        let attr = wrap(ctx, doc, a)?;
        crate::dom::attr::remove_attribute_node(ctx, &element, &attr)
    }
}
