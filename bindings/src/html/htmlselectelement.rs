//! https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::select;

use crate::dom::htmlcollection::Filter;
use crate::dom::node::{node_ref, wrap_opt};
use crate::generated::{HTMLElementOrLong, HTMLOptionElementOrHTMLOptGroupElement, HTMLSelectElementMethods};
use crate::html::form_controls::{self as fc, read, write};
use crate::html::htmloptionscollection;

pub struct HTMLSelectElement;

impl HTMLSelectElementMethods for HTMLSelectElement {
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "disabled")
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "disabled", value)
    }
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        fc::form(ctx, this)
    }
    fn get_multiple(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "multiple")
    }
    fn set_multiple(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "multiple", value)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "name", value)
    }
    fn get_required(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "required")
    }
    fn set_required(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "required", value)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-size: 0 by default.
    fn get_size(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        let v = crate::dom::element::attribute(ctx, this, "size")?;
        Ok(v.and_then(|v| runtime::html::forms::numbers::parse_non_negative_integer(&v)).and_then(|n| u32::try_from(n).ok()).unwrap_or(0))
    }
    fn set_size(ctx: &mut Context, this: &JsObject, value: u32) -> JsResult<()> {
        crate::dom::element::set_attribute(ctx, this, "size", &value.to_string())
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-type
    fn get_type(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let multiple = fc::get_bool(ctx, this, "multiple")?;
        Ok(JsString::from(if multiple { "select-multiple" } else { "select-one" }))
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-options
    fn get_options(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        htmloptionscollection::of(ctx, this)
    }
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(read(ctx, this, select::options)?.len() as u32)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-length:
    /// as the `options` collection's `length` setter.
    fn set_length(ctx: &mut Context, this: &JsObject, value: u32) -> JsResult<()> {
        htmloptionscollection::set_length(ctx, this, value)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-add
    fn add(ctx: &mut Context, this: &JsObject, element: HTMLOptionElementOrHTMLOptGroupElement, before: Option<HTMLElementOrLong>) -> JsResult<()> {
        htmloptionscollection::add(ctx, this, element, before)
    }
    /// ChildNode's `remove()`: the select removes itself from its parent.
    fn remove(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        crate::dom::child_node::remove(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-remove
    fn remove_with_index(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<()> {
        htmloptionscollection::remove(ctx, this, index)
    }
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let id = read(ctx, this, |t, n| select::options(t, n).get(index as usize).copied())?;
        wrap_opt(ctx, doc, id)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-nameditem:
    /// what the options collection's namedItem() returns
    /// (https://dom.spec.whatwg.org/#dom-htmlcollection-nameditem): null for
    /// the empty string, else the first option whose `id` or `name` is `name`.
    fn named_item(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let name = name.to_std_string_lossy();
        // 1. If key is the empty string, return null.
        if name.is_empty() {
            return Ok(None);
        }
        let id = read(ctx, this, |t, n| {
            select::options(t, n).into_iter().find(|o| t.attribute(*o, "id") == Some(name.as_str()) || t.attribute(*o, "name") == Some(name.as_str()))
        })?;
        wrap_opt(ctx, doc, id)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedoptions:
    /// live, the same object on every call.
    fn get_selected_options(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "selectedOptions", |ctx| {
            let filter = Filter::Custom { select: |t, n, _| select::selected_options(t, n), key: String::new() };
            crate::dom::htmlcollection::live(ctx, this, filter)
        })
    }
    fn get_selected_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(read(ctx, this, select::selected_index)? as i32)
    }
    fn set_selected_index(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        write(ctx, this, |t, n| select::set_selected_index(t, n, value as i64))
    }
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, select::select_value)?))
    }
    fn set_value(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let v = value.to_std_string_lossy();
        write(ctx, this, |t, n| select::set_select_value(t, n, &v))
    }
    fc::constraint_validation_methods!();
    fn get_labels(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        fc::labels(ctx, this)
    }
}
