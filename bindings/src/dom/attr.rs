//! https://dom.spec.whatwg.org/#interface-attr, and Element's methods on
//! attributes by namespace and as nodes (the attribute list and attribute
//! nodes are `runtime::dom`'s).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::{adopt_into, attribute_changed, dom_error, node_ref, with_tree, wrap, wrap_opt};
use crate::generated::AttrMethods;

pub struct Attr;

/// The namespace of an attribute argument: null and "" are null ("").
fn namespace_arg(namespace: Option<JsString>) -> String {
    namespace.map(|n| n.to_std_string_lossy()).unwrap_or_default()
}

/// https://dom.spec.whatwg.org/#dom-element-getattributens
pub fn get_attribute_ns(ctx: &Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<Option<JsString>> {
    // 1. Let attr be the result of getting an attribute given namespace,
    //    localName, and this. 2. If attr is null, return null. 3. Return attr's value.
    let (ns, local) = (namespace_arg(namespace), local_name.to_std_string_lossy());
    Ok(with_tree(ctx, this, |t, n| t.attribute_ns(n, &ns, &local).map(JsString::from))?.1)
}

/// https://dom.spec.whatwg.org/#dom-element-setattributens
pub fn set_attribute_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, qualified_name: JsString, value: JsString) -> JsResult<()> {
    let namespace = namespace.map(|n| n.to_std_string_lossy());
    let q = qualified_name.to_std_string_lossy();
    let (doc, r) = with_tree(ctx, this, |t, n| t.set_attribute_ns(n, namespace.as_deref(), &q, &value.to_std_string_lossy()))?;
    r.map_err(|e| dom_error(ctx, e))?;
    let local = q.split_once(':').map_or(q.as_str(), |(_, l)| l).to_owned();
    attribute_changed(ctx, doc, node_ref(this)?.node, &local);
    Ok(())
}

/// https://dom.spec.whatwg.org/#dom-element-removeattributens
pub fn remove_attribute_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<()> {
    let (ns, local) = (namespace_arg(namespace), local_name.to_std_string_lossy());
    let (doc, removed) = with_tree(ctx, this, |t, n| t.remove_attribute_ns(n, &ns, &local))?;
    if removed {
        attribute_changed(ctx, doc, node_ref(this)?.node, &local);
    }
    Ok(())
}

/// https://dom.spec.whatwg.org/#dom-element-setattributenode (and
/// setAttributeNodeNS, and NamedNodeMap's setNamedItem(NS)): an attribute
/// of another document is adopted first.
pub fn set_attribute_node(ctx: &mut Context, this: &JsObject, attr: &JsObject) -> JsResult<Option<JsObject>> {
    let element = node_ref(this)?;
    let a = node_ref(attr)?;
    // An attribute of another document that belongs to an element is in use.
    let in_use = a.doc != element.doc && with_tree(ctx, attr, |t, n| t.attr(n).is_some_and(|x| x.element.is_some()))?.1;
    if in_use {
        return Err(dom_error(ctx, runtime::dom::DomError::InUseAttribute));
    }
    let a = adopt_into(ctx, attr, element.doc)?;
    let (doc, r) = with_tree(ctx, this, |t, n| t.set_attribute_node(n, a.node))?;
    let old = r.map_err(|e| dom_error(ctx, e))?;
    let local = with_tree(ctx, attr, |t, n| t.attr(n).map(|x| x.name.local.to_string()).unwrap_or_default())?.1;
    attribute_changed(ctx, doc, element.node, &local);
    wrap_opt(ctx, doc, old)
}

/// https://dom.spec.whatwg.org/#dom-element-removeattributenode
pub fn remove_attribute_node(ctx: &mut Context, this: &JsObject, attr: &JsObject) -> JsResult<JsObject> {
    let element = node_ref(this)?;
    let a = node_ref(attr)?;
    if a.doc != element.doc {
        return Err(dom_error(ctx, runtime::dom::DomError::NotFound("the attribute is not an attribute of this element")));
    }
    let (doc, r) = with_tree(ctx, this, |t, n| t.remove_attribute_node(n, a.node))?;
    let removed = r.map_err(|e| dom_error(ctx, e))?;
    let local = with_tree(ctx, attr, |t, n| t.attr(n).map(|x| x.name.local.to_string()).unwrap_or_default())?.1;
    attribute_changed(ctx, doc, element.node, &local);
    wrap(ctx, doc, removed)
}

fn attr_parts<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&runtime::dom::AttrNode) -> R) -> JsResult<R> {
    with_tree(ctx, this, |t, n| t.attr(n).map(f))?.1.ok_or_else(|| crate::webidl::convert::type_error("not an Attr"))
}

impl AttrMethods for Attr {
    fn get_namespace_uri(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        attr_parts(ctx, this, |a| (!a.name.ns.is_empty()).then(|| JsString::from(&*a.name.ns)))
    }
    fn get_prefix(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        attr_parts(ctx, this, |a| a.name.prefix.as_ref().map(|p| JsString::from(&**p)))
    }
    fn get_local_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        attr_parts(ctx, this, |a| JsString::from(&*a.name.local))
    }
    /// https://dom.spec.whatwg.org/#concept-attribute-qualified-name
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        attr_parts(ctx, this, |a| JsString::from(runtime::dom::Attr { name: a.name.clone(), value: String::new() }.qualified_name()))
    }
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.attr_value(n))?.1.unwrap_or_default()))
    }
    /// https://dom.spec.whatwg.org/#dom-attr-value: set an existing attribute value.
    fn set_value(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let v = value.to_std_string_lossy();
        let (doc, r) = with_tree(ctx, this, |t, n| t.set_attr_value(n, &v).map(|()| t.attr(n).and_then(|a| a.element.map(|e| (e, a.name.local.to_string())))))?;
        if let Some((element, local)) = r.map_err(|e| dom_error(ctx, e))? {
            attribute_changed(ctx, doc, element, &local);
        }
        Ok(())
    }
    fn get_owner_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, e) = with_tree(ctx, this, |t, n| t.attr(n).and_then(|a| a.element))?;
        wrap_opt(ctx, doc, e)
    }
    /// https://dom.spec.whatwg.org/#dom-attr-specified: always true.
    fn get_specified(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
    }
}
