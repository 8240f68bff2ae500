//! Reflecting content attributes in IDL attributes
//! (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes):
//! the getters and setters the generated glue of every `[Reflect*]` IDL
//! attribute calls (see the generator's `codegen::reflect`), with the
//! reflected target an element. The algorithms per IDL type are
//! `runtime::html::reflecting`'s; this module gets, sets and deletes the
//! content attribute and resolves URLs.

use boa_engine::{Context, JsObject, JsResult, JsString};

pub use runtime::html::reflecting::{Enumerated, Limit, Reflected};
use runtime::html::reflecting as algorithms;

use crate::dom::node::{attribute_changed, node_ref, with_tree};
use crate::webidl::exception::dom_exception;

/// The reflected target's "get the content attribute": the value of the
/// element's attribute whose namespace is null and local name is the
/// reflected content attribute name, if any.
pub fn get_the_content_attribute(ctx: &Context, element: &JsObject, local_name: &str) -> JsResult<Option<String>> {
    Ok(with_tree(ctx, element, |t, n| t.attribute_ns(n, "", local_name).map(str::to_owned))?.1)
}

/// The reflected target's "set the content attribute": set an attribute
/// value given the element, the reflected content attribute name and `value`.
pub fn set_the_content_attribute(ctx: &mut Context, element: &JsObject, local_name: &str, value: &str) -> JsResult<()> {
    let (doc, r) = with_tree(ctx, element, |t, n| t.set_attribute_value(n, local_name, value, None, ""))?;
    r.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
    attribute_changed(ctx, doc, node_ref(element)?.node, local_name);
    Ok(())
}

/// The reflected target's "delete the content attribute": remove an
/// attribute by namespace (null) and local name.
pub fn delete_the_content_attribute(ctx: &mut Context, element: &JsObject, local_name: &str) -> JsResult<()> {
    let (doc, removed) = with_tree(ctx, element, |t, n| t.remove_attribute_ns(n, "", local_name))?;
    if removed {
        attribute_changed(ctx, doc, node_ref(element)?.node, local_name);
    }
    Ok(())
}

fn index_size_error(ctx: &mut Context, r: &Reflected) -> boa_engine::JsError {
    dom_exception(ctx, "IndexSizeError", &format!("The value provided is outside the range of the '{}' attribute.", r.content_attribute))
}

/// `DOMString`: the value (or, limited to only known values, the canonical
/// keyword of its state).
pub fn get_dom_string(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<JsString> {
    let value = get_the_content_attribute(ctx, this, r.content_attribute)?;
    Ok(JsString::from(algorithms::dom_string_getter(r, value.as_deref())))
}

/// `DOMString` setter: set the content attribute to the given value.
pub fn set_dom_string(ctx: &mut Context, this: &JsObject, r: &Reflected, value: JsString) -> JsResult<()> {
    set_the_content_attribute(ctx, this, r.content_attribute, &value.to_std_string_lossy())
}

/// `DOMString?`: the canonical keyword of the state, or null.
pub fn get_nullable_dom_string(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<Option<JsString>> {
    let value = get_the_content_attribute(ctx, this, r.content_attribute)?;
    Ok(algorithms::nullable_dom_string_getter(r, value.as_deref()).map(JsString::from))
}

/// `DOMString?` setter: null deletes the content attribute; otherwise set it.
pub fn set_nullable_dom_string(ctx: &mut Context, this: &JsObject, r: &Reflected, value: Option<JsString>) -> JsResult<()> {
    match value {
        None => delete_the_content_attribute(ctx, this, r.content_attribute),
        Some(v) => set_the_content_attribute(ctx, this, r.content_attribute, &v.to_std_string_lossy()),
    }
}

/// `USVString` without `[ReflectURL]`: the value, or the empty string.
pub fn get_usv_string(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<String> {
    Ok(get_the_content_attribute(ctx, this, r.content_attribute)?.unwrap_or_default())
}

/// `USVString` setter (with or without `[ReflectURL]`).
pub fn set_usv_string(ctx: &mut Context, this: &JsObject, r: &Reflected, value: String) -> JsResult<()> {
    set_the_content_attribute(ctx, this, r.content_attribute, &value)
}

/// `[ReflectURL] USVString`.
pub fn get_url(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<String> {
    // 1. Let element be the result of running this's get the element.
    // 2. Let contentAttributeValue be the result of running this's get the content attribute.
    // 3. If contentAttributeValue is null, then return the empty string.
    let Some(value) = get_the_content_attribute(ctx, this, r.content_attribute)? else { return Ok(String::new()) };
    // 4. Let urlString be the result of encoding-parsing-and-serializing a URL
    //    given contentAttributeValue, relative to element's node document.
    // 5. If urlString is not failure, then return urlString.
    // 6. Return contentAttributeValue, converted to a scalar value string.
    let doc = node_ref(this)?.doc;
    Ok(crate::html::urls::encoding_parse_and_serialize(ctx, doc, &value).unwrap_or(value))
}

/// `boolean`: whether the content attribute is present.
pub fn get_boolean(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<bool> {
    Ok(get_the_content_attribute(ctx, this, r.content_attribute)?.is_some())
}

/// `boolean` setter: false deletes the content attribute, true sets it to
/// the empty string.
pub fn set_boolean(ctx: &mut Context, this: &JsObject, r: &Reflected, value: bool) -> JsResult<()> {
    if value {
        set_the_content_attribute(ctx, this, r.content_attribute, "")
    } else {
        delete_the_content_attribute(ctx, this, r.content_attribute)
    }
}

pub fn get_long(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<i32> {
    let value = get_the_content_attribute(ctx, this, r.content_attribute)?;
    Ok(algorithms::long_getter(r, value.as_deref()))
}

pub fn set_long(ctx: &mut Context, this: &JsObject, r: &Reflected, value: i32) -> JsResult<()> {
    match algorithms::long_setter(r, value) {
        Ok(v) => set_the_content_attribute(ctx, this, r.content_attribute, &v),
        Err(_) => Err(index_size_error(ctx, r)),
    }
}

pub fn get_unsigned_long(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<u32> {
    let value = get_the_content_attribute(ctx, this, r.content_attribute)?;
    Ok(algorithms::unsigned_long_getter(r, value.as_deref()))
}

pub fn set_unsigned_long(ctx: &mut Context, this: &JsObject, r: &Reflected, value: u32) -> JsResult<()> {
    match algorithms::unsigned_long_setter(r, value) {
        Ok(v) => set_the_content_attribute(ctx, this, r.content_attribute, &v),
        Err(_) => Err(index_size_error(ctx, r)),
    }
}

pub fn get_double(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<f64> {
    let value = get_the_content_attribute(ctx, this, r.content_attribute)?;
    Ok(algorithms::double_getter(r, value.as_deref()))
}

pub fn set_double(ctx: &mut Context, this: &JsObject, r: &Reflected, value: f64) -> JsResult<()> {
    match algorithms::double_setter(r, value) {
        Some(v) => set_the_content_attribute(ctx, this, r.content_attribute, &v),
        None => Ok(()),
    }
}

/// `DOMTokenList`: the element's token list for the content attribute,
/// the same object on every access.
pub fn get_token_list(ctx: &mut Context, this: &JsObject, r: &Reflected) -> JsResult<JsObject> {
    crate::dom::domtokenlist::token_list(ctx, this, r.content_attribute)
}
